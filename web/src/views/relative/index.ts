// Interim: the relative view still lives in ../relative-view.ts until it moves into this folder.
import '../relative-view.js';
