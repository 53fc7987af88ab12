// The boxes of the worked example's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive. The example
// is fixed (d_model = 4, three positions), so only the sums table depends on
// the state: it has a row per word, up to three.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The example's positions: 0, 1, 2 ("The cat sat"). */
export const POSITIONS = 3;
/** Its (sin, cos) pairs at d_model = 4: one divisor line each. */
export const PAIRS = 2;

/** Room under a table or the divisors for a horizontal scroll bar (a narrow box scrolls them). */
export const GUTTER_PX = 18;
/** A line of text, in em of its own font. */
export const LINE_EM = 1.45;

/** A divisor line's font, in em of the figure's. */
export const DIVISOR_FONT_EM = 0.95;
/** The space above the divisors' figure (its host's margin), in em of its font. */
export const DIVISORS_MARGIN_EM = 0.3;
/** The space between the divisor lines, in em of the figure's font. */
export const DIVISOR_GAP_EM = 0.2;

/** <pe-worked-divisors>: one line per pair, the gaps between them, and the scroll bar's room. */
export const divisorsBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [{ em: PAIRS * LINE_EM * DIVISOR_FONT_EM + (PAIRS - 1) * DIVISOR_GAP_EM }, { px: GUTTER_PX }],
    width,
    font,
  );

/** A table's header row, in em of the figure's font. */
export const HEAD_ROW_EM = 2;
/** A cell's formula lines' font (two lines: the formula, the angle), in em of the figure's. */
export const FORMULA_FONT_EM = 0.82;
/** A cell's value line's font, in em of the figure's. */
export const VALUE_FONT_EM = 1.15;
/** A row of the cells table: its two formula lines, its value line and the space around them. */
export const CELL_ROW_EM = 2 * LINE_EM * FORMULA_FONT_EM + LINE_EM * VALUE_FONT_EM + 0.6;

/** <pe-worked-cells>: the header and one row per position, and the scroll bar's room. */
export const cellsBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight([{ em: HEAD_ROW_EM + POSITIONS * CELL_ROW_EM }, { px: GUTTER_PX }], width, font);

/** A row of the sums table, in em of the figure's font. */
export const SUM_ROW_EM = 2;

/** How many rows the sums table has for `words` words: one per position that has a word. */
export function sumRows(words: number): number {
  return Math.max(0, Math.min(words, POSITIONS));
}

/** <pe-worked-sums>: the header, a row per word (up to three) and the scroll bar's room. */
export const sumsBox: BoxFunction<{ readonly words: number }> = ({ words }, width, font) =>
  stackHeight([{ em: HEAD_ROW_EM + sumRows(words) * SUM_ROW_EM }, { px: GUTTER_PX }], width, font);

/** The small heat map: 4 columns by 3 rows of cells this many CSS px square ... */
export const MAP_CELL_PX = 44;
/** ... inside a 1 px border. */
export const MAP_BORDER_PX = 1;
/** The map figure's fixed width, in em of the figure's font. */
export const MAP_WIDTH_EM = 14;
/** Its caption: two lines (what the map is; rows and columns) of this font, in em of the figure's. */
export const MAP_CAPTION_FONT_EM = 0.9;
export const MAP_CAPTION_LINES = 2;
/** The font of the axis labels and the colour bar's, in em of the figure's. */
export const MAP_SMALL_FONT_EM = 0.75;
/** The space above the colour bar, in em of the figure's font. */
export const MAP_LEGEND_GAP_EM = 0.3;

/** <pe-worked-map>: caption lines, the column labels, the 3-row map and the colour bar, any width. */
export const mapBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: MAP_CAPTION_LINES * LINE_EM * MAP_CAPTION_FONT_EM },
      { em: LINE_EM * MAP_SMALL_FONT_EM },
      { px: POSITIONS * MAP_CELL_PX + 2 * MAP_BORDER_PX },
      { em: MAP_LEGEND_GAP_EM + LINE_EM * MAP_SMALL_FONT_EM },
    ],
    width,
    font,
  );
