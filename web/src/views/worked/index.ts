// Interim: the worked view still lives in ../worked-view.ts until it moves into this folder.
import '../worked-view.js';
