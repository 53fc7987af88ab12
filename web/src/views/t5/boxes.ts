// The boxes of the T5 view's figures (the sizing contract of
// ui/figure-box.ts): pure, from their width and font alone, known before the
// view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The matrix: the shared <pe-cell-matrix>'s box. */
export { cellMatrixBox as matrixBox } from '../../ui/cell-matrix-box.js';

/**
 * The table of bucket ranges scrolls in a box of this many em, whatever the
 * number of buckets in use (which only the engine knows).
 */
export const RANGES_EM = 16;

/** <pe-t5-ranges>: the table's scrolling box. */
export const rangesBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight([{ em: RANGES_EM }], width, font);
