// Interim: the exercises view still lives in ../exercises-view.ts until it moves into this folder.
import '../exercises-view.js';
