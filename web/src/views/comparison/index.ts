// Interim: the comparison view still lives in ../comparison-view.ts until it moves into this folder.
import '../comparison-view.js';
