// Interim: the pitfalls view still lives in ../pitfalls-view.ts until it moves into this folder.
import '../pitfalls-view.js';
