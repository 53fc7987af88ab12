// The boxes of the T5 view's figures (the sizing contract of
// ui/figure-box.ts): pure, from their width and font alone, known before the
// view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The matrix: the shared <pe-cell-matrix>'s box. */
export { cellMatrixBox as matrixBox } from '../../ui/cell-matrix-box.js';

/** A row of the table of bucket ranges (its header's too), in em ... */
export const RANGE_ROW_EM = 1.6;
/** ... and the rows its box shows under the header. */
export const RANGE_ROWS_SHOWN = 9;
/**
 * The table of bucket ranges scrolls in a box of this many em, whatever the
 * number of buckets in use (which only the engine knows): the header and
 * whole rows, so the box never ends inside a row (at 16 px rows of 1.5
 * lines and padding, 27.4 px, the tenth row showed a third of itself).
 */
export const RANGES_EM = (1 + RANGE_ROWS_SHOWN) * RANGE_ROW_EM;

/** <pe-t5-ranges>: the table's scrolling box. */
export const rangesBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight([{ em: RANGES_EM }], width, font);
