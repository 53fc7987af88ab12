// The boxes of the attention chapter's figures (the sizing contract of
// ui/figure-box.ts): pure, from the width each figure is given and its font,
// known before the view's code and the engine arrive. The four terms and the
// score are a grid of equal columns (as many as fit), each a heading of two
// fixed lines, a formula line, a square matrix and a range line; the readout
// is a caption line (two on a phone) and a grid of fixed value lines.
import { gridColumns, stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The matrices drawn: the four terms and the score. */
export const TERM_COUNT = 5;
/**
 * A term's column is at least this many em of the figure's font wide: two
 * columns on a 360 px phone, five from about 760 px. Each heading fits its
 * two lines in the default sans ...
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
/** The formula's and the range's font in em of the figure's, and a text line in em of its own font. */
export const SMALL_FONT_EM = 0.85;
export const LINE_EM = 1.45;
/** The space between a term's heading, formula, matrix and range, in em. */
export const TERM_PART_GAP_EM = 0.25;

/** How many terms sit side by side in a figure this wide. */
export const termColumns = (width: number, font: number): number =>
  gridColumns(width, TERM_MIN_EM * font, TERM_GAP_EM * font, TERM_COUNT);

/** One term's matrix side in px: its column's width. */
export function termSquarePx(width: number, font: number): number {
  const columns = termColumns(width, font);
  return (width - (columns - 1) * TERM_GAP_EM * font) / columns;
}

/** <pe-attention-terms>: rows of terms (heading lines, formula, square, range), the gaps, the margins. */
export const termsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = Math.ceil(TERM_COUNT / termColumns(width, font));
  const termEm =
    HEADING_LINES * HEADING_LINE * HEADING_FONT_EM +
    2 * LINE_EM * SMALL_FONT_EM +
    3 * TERM_PART_GAP_EM;
  return stackHeight(
    [
      { em: 2 * TERMS_MARGIN_EM + rows * termEm + (rows - 1) * TERM_GAP_EM },
      { px: rows * termSquarePx(width, font) },
    ],
    width,
    font,
  );
};

/** The readout's values: the four terms, their sum and the score. */
export const VALUE_COUNT = 6;
/** The readout's space above and below, in em. */
export const READOUT_MARGIN_EM = 0.2;
/** At most this wide (em), as on a phone, its caption gets two lines. */
export const READOUT_NARROW_EM = 30;
/** Each value (a name and its number) is a line at least this many em wide ... */
export const VALUE_MIN_EM = 15;
/** ... with this many em between values side by side. */
export const VALUE_GAP_EM = 1.2;

/** The readout caption's lines (the cell's query, key and offset). */
export const captionLines = (width: number, font: number): number =>
  width <= READOUT_NARROW_EM * font ? 2 : 1;

/** How many values sit side by side in the readout. */
export const valueColumns = (width: number, font: number): number =>
  gridColumns(width, VALUE_MIN_EM * font, VALUE_GAP_EM * font, 3);

/** <pe-attention-readout>: the caption's lines and the rows of value lines. */
export const readoutBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = Math.ceil(VALUE_COUNT / valueColumns(width, font));
  return stackHeight(
    [{ em: 2 * READOUT_MARGIN_EM + (captionLines(width, font) + rows) * LINE_EM }],
    width,
    font,
  );
};
