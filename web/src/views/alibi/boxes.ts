// The box of the ALiBi view's matrix (the sizing contract of ui/figure-box.ts):
// the shared <pe-cell-matrix>'s, pure, from its width and font alone, known
// before the view's code and the engine arrive.
export { cellMatrixBox as matrixBox } from '../../ui/cell-matrix-box.js';
