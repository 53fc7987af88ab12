// Interim: the frequencies view still lives in ../frequencies-view.ts until it moves into this folder.
import '../frequencies-view.js';
