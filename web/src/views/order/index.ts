// Interim: the order view still lives in ../order-view.ts until it moves into this folder.
import '../order-view.js';
