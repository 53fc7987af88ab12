// The boxes of the Transformer-XL view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the width each figure is given and its font,
// known before the view's code and the engine arrive. The four terms and
// their sum are a grid of equal columns (as many as fit), each a heading of
// two fixed lines, a formula line and a square matrix; the readout is a
// caption line (two on a phone) and a grid of fixed value lines.
import { gridColumns, stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The matrices drawn: the four terms and their sum. */
export const TERM_COUNT = 5;
/**
 * A term's column is at least this many em of the figure's font wide: two
 * columns from a 285 px figure (a 320 px page). At 9.5 em a 360 px window
 * less a classic 12 px scroll bar (Firefox) got one column, 1,250 px taller.
 * Each heading still fits its two lines in the default sans ...
 */
export const TERM_MIN_EM = 8.5;
/** ... with this many em between columns and between rows ... */
export const TERM_GAP_EM = 0.8;
/** ... and this much space above and below the grid. */
export const TERMS_MARGIN_EM = 0.6;
/** A term's heading: its font in em of the figure's, its line height, and its lines. */
export const HEADING_FONT_EM = 0.95;
export const HEADING_LINE = 1.2;
export const HEADING_LINES = 2;
/** Its formula's font in em of the figure's, and a text line in em of its own font. */
export const FORMULA_FONT_EM = 0.85;
export const LINE_EM = 1.45;
/** The space between a term's heading, formula and matrix, in em. */
export const TERM_PART_GAP_EM = 0.25;

/** How many terms sit side by side in a figure this wide. */
export const termColumns = (width: number, font: number): number =>
  gridColumns(width, TERM_MIN_EM * font, TERM_GAP_EM * font, TERM_COUNT);

/** One term's matrix side in px: its column's width. */
export function termSquarePx(width: number, font: number): number {
  const columns = termColumns(width, font);
  return (width - (columns - 1) * TERM_GAP_EM * font) / columns;
}

/** <pe-txl-terms>: rows of terms (heading lines, formula line, square), the gaps, the margins. */
export const termsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = Math.ceil(TERM_COUNT / termColumns(width, font));
  const termEm =
    HEADING_LINES * HEADING_LINE * HEADING_FONT_EM +
    LINE_EM * FORMULA_FONT_EM +
    2 * TERM_PART_GAP_EM;
  return stackHeight(
    [
      { em: 2 * TERMS_MARGIN_EM + rows * termEm + (rows - 1) * TERM_GAP_EM },
      { px: rows * termSquarePx(width, font) },
    ],
    width,
    font,
  );
};

/** The readout's space above and below, in em. */
export const READOUT_MARGIN_EM = 0.2;
/** At most this wide (em), as on a phone, its caption gets two lines. */
export const READOUT_NARROW_EM = 28;
/** Each value (a term's letter and its number) is a line at least this many em wide ... */
export const VALUE_MIN_EM = 10;
/** ... with this many em between values side by side. */
export const VALUE_GAP_EM = 1.2;

/** The readout caption's lines (query, key and distance of the cell). */
export const captionLines = (width: number, font: number): number =>
  width <= READOUT_NARROW_EM * font ? 2 : 1;

/** How many values sit side by side in the readout. */
export const valueColumns = (width: number, font: number): number =>
  gridColumns(width, VALUE_MIN_EM * font, VALUE_GAP_EM * font, TERM_COUNT);

/** <pe-txl-readout>: the caption's lines and the rows of value lines. */
export const readoutBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = Math.ceil(TERM_COUNT / valueColumns(width, font));
  return stackHeight(
    [{ em: 2 * READOUT_MARGIN_EM + (captionLines(width, font) + rows) * LINE_EM }],
    width,
    font,
  );
};
