// The boxes of the pitfalls view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** A caption, axis, legend or readout line, in em of its own font. */
export const LINE_EM = 1.45;
/** Each map's caption: its name in two lines of the figure's font (bold) ... */
export const TITLE_LINES = 2;
/** ... and its formula in three lines of this font (em of the figure's). */
export const FORMULA_LINES = 3;
export const FORMULA_FONT_EM = 0.85;
/** The space under a caption, in em of the figure's font. */
export const CAPTION_GAP_EM = 0.25;
/** Each heat map, in CSS px (its 1 px border included). */
export const MAP_PLOT_PX = 240;
/** The axis line under a map, the colour legend's line: this font, in em of the figure's. */
export const SMALL_FONT_EM = 0.8;
/** The readout of the cell under the pointer: two lines of this font. */
export const READOUT_LINES = 2;
export const READOUT_FONT_EM = 0.85;
/** The two maps sit side by side from this width on (em of the figure's font), else stacked. */
export const MAPS_SIDE_BY_SIDE_EM = 31;
/** The space between the maps, and above and below them, in em of the figure's font. */
export const MAPS_GAP_EM = 0.8;

/** How many rows the two maps take at this width: 1 side by side, 2 stacked. */
export function mapRows(width: number, font: number): number {
  return width >= MAPS_SIDE_BY_SIDE_EM * font ? 1 : 2;
}

/** A map: its caption lines, the plot, the axis line. */
const mapEm = TITLE_LINES * LINE_EM + FORMULA_LINES * LINE_EM * FORMULA_FONT_EM + CAPTION_GAP_EM;

/** <pe-pitfall-maps>: one or two rows of maps, then the legend line and the readout lines. */
export const pitfallMapsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = mapRows(width, font);
  return stackHeight(
    [
      { em: rows * (mapEm + LINE_EM * SMALL_FONT_EM) + (rows + 1) * MAPS_GAP_EM },
      { px: rows * MAP_PLOT_PX },
      { em: LINE_EM * SMALL_FONT_EM + READOUT_LINES * LINE_EM * READOUT_FONT_EM },
    ],
    width,
    font,
  );
};

/** A row of the pitfalls' tables, in em of the figure's font ... */
export const TABLE_ROW_EM = 2;
/** ... and their header row: two lines of 1.45 em and a little room (./row-table.ts). */
export const TABLE_HEADER_EM = 3.2;
/** A header cell's text wraps in a column at most this wide, in em of the table's font. */
export const TABLE_HEAD_MAX_EM = 14;
/** Room under a table for a horizontal scroll bar (a narrow box scrolls the table sideways). */
export const TABLE_GUTTER_PX = 18;
/** The space above and below a table, in em of the figure's font. */
export const TABLE_GAP_ABOVE_EM = 0.4;
export const TABLE_GAP_BELOW_EM = 0.8;
/** The scorecard's checks (tables.ts lists seven), under its header. */
export const SCORECARD_CHECKS = 7;
/** The summary's encodings: the correct one and the engine's seven pitfalls (facts' variantNames). */
export const SUMMARY_ENCODINGS = 8;
/** The paper's base (facts' defaultBase): the base table lists it over ten, itself and times ten ... */
export const PAPER_BASE = 10000;
export const LISTED_BASES: readonly number[] = [PAPER_BASE / 10, PAPER_BASE, PAPER_BASE * 10];
/** The concatenation table's rows: E + PE and [E | PE] (no header). */
export const CONCAT_ROWS = 2;
/** The d_model of the base table's second copy, shown unless it is the state's. */
export const WIDE_D_MODEL = 512;

/**
 * A table's header (`header` 1) or none (0) and its `rows` rows of `rowEm`,
 * its gaps and the scroll bar's room.
 */
export const tableBox = (
  header: 0 | 1,
  rows: number,
  width: number,
  font: number,
  rowEm: number = TABLE_ROW_EM,
): number =>
  stackHeight(
    [
      {
        em: TABLE_GAP_ABOVE_EM + header * TABLE_HEADER_EM + rows * rowEm + TABLE_GAP_BELOW_EM,
      },
      { px: TABLE_GUTTER_PX },
    ],
    width,
    font,
  );

/**
 * The score tables' compact layout, in a box at most this wide (em of the
 * figure's font, a container query on the host): wider, the summary fits
 * with one line per row (982 px in Chromium and Firefox, 1,014 in WebKit,
 * at 16 px); at 940 px (a box of 846 to 858 px) it was 124 to 156 px too wide.
 */
export const TABLES_COMPACT_EM = 66;
/** Whether a table box of this width and font has the compact layout. */
export const compactTables = (width: number, font: number): boolean =>
  width <= TABLES_COMPACT_EM * font;
/** The summary's text, in em of the figure's font: one line per row ... */
export const SUMMARY_FONT_EM = 0.85;
/** ... and compact: smaller, ... */
export const SUMMARY_COMPACT_FONT_EM = 0.75;
/**
 * ... each encoding's name in at most two lines of 1.45 em this wide (em of
 * that font): the longest name's best break needs 16.9 em in WebKit (15.9
 * in Chromium), greedy wrapping at this width gives two lines in all three.
 */
export const SUMMARY_NAME_EM = 18.5;
export const SUMMARY_NAME_LINE_EM = 1.45;
/**
 * ... in rows this tall (em of the figure's font): the two lines, the
 * button's padding (0.1 em each side) and border, and a little room.
 */
export const SUMMARY_COMPACT_ROW_EM = 2.7;
/** The scorecard's text in the compact layout, em of the figure's font (rows of the same height) ... */
export const SCORECARD_COMPACT_FONT_EM = 0.85;
/** ... and its headers' width (em of that font; TABLE_HEAD_MAX_EM else). */
export const SCORECARD_COMPACT_HEAD_EM = 16;

/** <pe-pitfall-scorecard>: the header and a row per check. */
export const scorecardBox: BoxFunction<unknown> = (_inputs, width, font) =>
  tableBox(1, SCORECARD_CHECKS, width, font);

/** <pe-pitfall-summary>: the header and a row per encoding, taller in the compact layout. */
export const summaryBox: BoxFunction<unknown> = (_inputs, width, font) =>
  tableBox(
    1,
    SUMMARY_ENCODINGS,
    width,
    font,
    compactTables(width, font) ? SUMMARY_COMPACT_ROW_EM : TABLE_ROW_EM,
  );

/** The base table's rows: the listed bases, and the state's `base` when it is not one of them. */
export const baseRows = (base: number): number =>
  LISTED_BASES.length + (LISTED_BASES.includes(base) ? 0 : 1);

/** <pe-pitfall-base-table> at the state's d_model: the header and a row per base. */
export const baseTableBox: BoxFunction<{ readonly base: number }> = ({ base }, width, font) =>
  tableBox(1, baseRows(base), width, font);

/** The chapter's second base table, at d_model = 512: none when that is the state's d_model. */
export const baseTable512Box: BoxFunction<{ readonly base: number; readonly dModel: number }> = (
  { base, dModel },
  width,
  font,
) => (dModel === WIDE_D_MODEL ? 0 : baseTableBox({ base }, width, font));

/** <pe-pitfall-concat-table>: its two rows. */
export const concatTableBox: BoxFunction<unknown> = (_inputs, width, font) =>
  tableBox(0, CONCAT_ROWS, width, font);
