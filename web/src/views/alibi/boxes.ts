// The boxes of the ALiBi view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the number of heads, the width and the font,
// known before the view's code and the engine arrive. The bias matrix is the
// shared <pe-cell-matrix>'s box; the head buttons are a grid of equal
// columns (as many as fit) and rows of fixed height, scrolling past
// SLOPE_ROWS_SHOWN rows.
import { gridColumns, stackHeight, type BoxFunction } from '../../ui/figure-box.js';

export { cellMatrixBox as matrixBox } from '../../ui/cell-matrix-box.js';

/**
 * A head's label is "h<number>: <slope>", numbered 1 … H as Press et al. number them,: its slope is 2^-k (4 characters)
 * when the number of heads is 1, 2, 4 or 8 (every slope an exact power of
 * two), else up to 10 characters for some heads (6 significant digits).
 */
export function slopeLabelChars(heads: number): number {
  const exact = heads === 1 || heads === 2 || heads === 4 || heads === 8;
  return 1 + String(Math.max(1, heads)).length + 2 + (exact ? 4 : 10);
}
/** A character of the buttons' mono font is at most this wide, in em of that font ... */
export const MONO_CHAR_EM = 0.62;
/** ... which is this many em of the figure's; the padding each side in em of it, plus room (em) for the border. */
export const SLOPE_FONT_EM = 0.85;
export const SLOPE_PAD_EM = 0.5;
export const SLOPE_ROOM_EM = 0.5;
/** A head's button is at least this many em of the figure's font wide: its longest label. */
export const slopeMinEm = (heads: number): number =>
  (slopeLabelChars(heads) * MONO_CHAR_EM + 2 * SLOPE_PAD_EM) * SLOPE_FONT_EM + SLOPE_ROOM_EM;
/** ... and this many em tall, with this many em between buttons. */
export const SLOPE_ROW_EM = 1.9;
export const SLOPE_GAP_EM = 0.3;
/** At most this many rows show; more scroll inside the figure. */
export const SLOPE_ROWS_SHOWN = 5;
/** The padding around the buttons (room for the focus ring inside the scrolling box), in CSS px. */
export const SLOPES_PAD_PX = 5;
/** The space above and below the grid, in em. */
export const SLOPES_MARGIN_EM = 0.4;

/** How many head buttons sit side by side in a figure this wide. */
export const slopeColumns = (heads: number, width: number, font: number): number =>
  gridColumns(width - 2 * SLOPES_PAD_PX, slopeMinEm(heads) * font, SLOPE_GAP_EM * font);

/** The rows of head buttons shown (the rest scroll). */
export const slopeRowsShown = (heads: number, width: number, font: number): number =>
  Math.min(SLOPE_ROWS_SHOWN, Math.ceil(heads / slopeColumns(heads, width, font)));

/** <pe-alibi-slopes>: the rows of head buttons shown, their gaps, padding and margins. */
export const slopesBox: BoxFunction<{ readonly heads: number }> = ({ heads }, width, font) => {
  const rows = slopeRowsShown(heads, width, font);
  return stackHeight(
    [
      { em: 2 * SLOPES_MARGIN_EM + rows * SLOPE_ROW_EM + (rows - 1) * SLOPE_GAP_EM },
      { px: 2 * SLOPES_PAD_PX },
    ],
    width,
    font,
  );
};
