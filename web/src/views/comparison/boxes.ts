// The boxes of the comparison view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** A line of a caption, legend or axis, in em of its own font. */
export const LINE_EM = 1.45;
/** A caption's title line's font, in em of the figure's. */
export const TITLE_FONT_EM = 1;
/** The font of a caption's smaller lines, the legend's and the axes', in em of the figure's. */
export const SMALL_FONT_EM = 0.85;
/** The space under a caption, in em of the figure's font. */
export const CAPTION_GAP_EM = 0.25;

const captionEm = (smallLines: number) =>
  LINE_EM * TITLE_FONT_EM + smallLines * LINE_EM * SMALL_FONT_EM + CAPTION_GAP_EM;
const smallLineEm = LINE_EM * SMALL_FONT_EM;

/** A figure's readout of the cell under the pointer or the keyboard's: lines of the small font, clamped. */
export const READOUT_LINES = 2;
const readoutEm = READOUT_LINES * smallLineEm;

/** The RoPE score matrix is square, at most this many CSS px wide. */
export const ROPE_MAX_PX = 320;
/** Its caption's smaller lines: what rows and columns are, what is outlined. */
export const ROPE_SUB_LINES = 2;

/** <pe-rope-scores>: the caption, the square matrix at its width (at most ROPE_MAX_PX), the legend, the readout. */
export const ropeScoresBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: captionEm(ROPE_SUB_LINES) },
      { ratio: 1, maxPx: ROPE_MAX_PX },
      { em: smallLineEm + readoutEm },
    ],
    width,
    font,
  );

/** Each heat map of "Past the training length", in CSS px (with its 1 px border). */
export const MAP_PLOT_PX = 282;
/** Each map's caption's smaller lines: what its values are (the learned map's take two). */
export const MAP_SUB_LINES = 2;
/** The two maps sit side by side from this width on (em of the figure's font), else stacked. */
export const MAPS_SIDE_BY_SIDE_EM = 30;
/** The space between the maps, and above and below the pair, in em. */
export const MAPS_GAP_EM = 0.8;

/** How many rows the two maps take at this width: 1 side by side, 2 stacked. */
export function mapRows(width: number, font: number): number {
  return width >= MAPS_SIDE_BY_SIDE_EM * font ? 1 : 2;
}

/** <pe-extrapolation-maps>: one or two rows of maps (caption, plot, axis line), the legend, the readout. */
export const extrapolationMapsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = mapRows(width, font);
  return stackHeight(
    [
      { em: rows * (captionEm(MAP_SUB_LINES) + smallLineEm) + (rows + 1) * MAPS_GAP_EM },
      { px: rows * MAP_PLOT_PX },
      { em: smallLineEm + readoutEm },
    ],
    width,
    font,
  );
};

/** The summary table's body rows (summary.ts lists them) ... */
export const SUMMARY_ROWS = 6;
/** ... each of at most this many lines (the phrases break them with <br>; cells never wrap) ... */
export const SUMMARY_LINES = 2;
/** ... of this many em, in a row this many em tall; its header row is one line, this tall. */
export const SUMMARY_LINE_EM = LINE_EM;
export const SUMMARY_ROW_EM = SUMMARY_LINES * SUMMARY_LINE_EM + 0.5;
export const SUMMARY_HEAD_EM = 2;
/** The table's borders: 1 CSS px between and around its rows. */
export const SUMMARY_BORDER_PX = 1;
/** Room under the table for a horizontal scroll bar (a narrow box scrolls it sideways). */
export const SUMMARY_GUTTER_PX = 18;

/**
 * The summary table's scroll box: the header, the rows, their borders and
 * the scroll bar's room, whatever the width (its cells keep their lines and
 * the table scrolls sideways instead of wrapping).
 */
export const summaryBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: SUMMARY_HEAD_EM + SUMMARY_ROWS * SUMMARY_ROW_EM },
      { px: (SUMMARY_ROWS + 2) * SUMMARY_BORDER_PX + SUMMARY_GUTTER_PX },
    ],
    width,
    font,
  );
