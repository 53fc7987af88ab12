// The boxes of the relative-position view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The course's positions; the selected one is added when it is not among them. */
export const TABLE_POSITIONS: readonly number[] = [0, 3, 7, 12, 20];

/** The unit circle's SVG: a square of this many CSS px, and the figure's fixed width. */
export const CIRCLE_PX = 250;
/** Its caption: lines of this many em of the caption's font ... */
export const CAPTION_LINE_EM = 1.45;
/** ... whose font is this many em of the figure's, ... */
export const CAPTION_FONT_EM = 0.9;
/** ... this many lines: PE(pos), PE(pos + k), and two lines saying how the pair is drawn. */
export const CAPTION_LINES = 4;

/** <pe-rotation-circle>: the square and its caption lines, whatever the width. */
export const circleBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [{ px: CIRCLE_PX }, { em: CAPTION_LINES * CAPTION_LINE_EM * CAPTION_FONT_EM }],
    width,
    font,
  );

/** A row of the shift table, in em of the figure's font. */
export const TABLE_ROW_EM = 2;
/** Room under the table for a horizontal scroll bar (a narrow box scrolls the table). */
export const TABLE_GUTTER_PX = 18;

/** How many positions the shift table lists for the selected position `pos`. */
export function tableRows(pos: number): number {
  return TABLE_POSITIONS.length + (TABLE_POSITIONS.includes(pos) ? 0 : 1);
}

/** <pe-shift-table>: the header and one row per position, and the scroll bar's room. */
export const shiftTableBox: BoxFunction<{ readonly pos: number }> = ({ pos }, width, font) =>
  stackHeight([{ em: (1 + tableRows(pos)) * TABLE_ROW_EM }, { px: TABLE_GUTTER_PX }], width, font);

/** <pe-cell-matrix> of the dot products PE·PEᵀ: the shared matrix figure's box. */
export { cellMatrixBox as dotsBox } from '../../ui/cell-matrix-box.js';

/** A row of R_k's two matrices, in em of the figure's font. */
export const RK_ROW_EM = 1.6;
/** The gap between R_k's parts, and between its two lines when it wraps, in em. */
export const RK_GAP_EM = 0.5;
/**
 * Below this width (in em of the figure's font) R_k takes two lines: "R_k =
 * [numbers]" and "= [cos, sin]" (`@container` in rk-matrix.ts); from it on, one.
 */
export const RK_ONE_LINE_EM = 30;

/** <pe-rk-matrix>: one line of two 2-row matrices, or two such lines on a narrow width. */
export const rkBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    width >= RK_ONE_LINE_EM * font ? [{ em: 2 * RK_ROW_EM }] : [{ em: 4 * RK_ROW_EM + RK_GAP_EM }],
    width,
    font,
  );
