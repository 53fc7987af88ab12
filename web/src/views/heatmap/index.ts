// Interim: the heatmap view still lives in ../heatmap-view.ts until it moves into this folder.
import '../heatmap-view.js';
