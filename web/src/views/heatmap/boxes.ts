// The boxes of the heat-map view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the width the figure is given and its font,
// known before the view's code and the engine arrive. The map's plot follows
// its width (between a phone's and a screen's height); its labels and the
// lines under it are lines of fixed height, two each on a narrow box.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The plot (the canvas and its 1 px border) is this fraction of the figure's width tall ... */
export const PLOT_HEIGHT_PER_WIDTH = 0.44;
/** ... at least this many CSS px ... */
export const PLOT_MIN_PX = 220;
/** ... and at most this many. */
export const PLOT_MAX_PX = 460;

/** The plot's height in whole CSS px for a figure `width` px wide. */
export function plotHeight(width: number): number {
  return Math.round(Math.min(PLOT_MAX_PX, Math.max(PLOT_MIN_PX, PLOT_HEIGHT_PER_WIDTH * width)));
}

/** A line of a label, in em of its own font. */
export const LINE_EM = 1.45;
/** The space above the figure, in em of its font. */
export const TOP_EM = 0.6;
/** The ticks' font, in em of the figure's ... */
export const TICK_FONT_EM = 0.75;
/** ... and the x ticks' row, in em of their font. */
export const XTICKS_ROW_EM = 1.5;
/** The font of the x axis' label and of the lines under the map, in em of the figure's. */
export const LABEL_FONT_EM = 0.85;
/** The space between the axis' label and the lines under the map, in em of the figure's font. */
export const UNDER_GAP_EM = 0.2;
/** The lines under the map: the window shown, then how many cells a pixel holds. */
export const UNDER_LINES = 2;
/** The space under them, in em of the figure's font. */
export const BOTTOM_EM = 0.2;

/**
 * At most this wide (in em of the figure's font), as on a phone, the axis'
 * label and each line under the map may wrap once: each gets two lines.
 */
export const NARROW_EM = 30;
/** The lines the axis' label and each line under the map take at this width and font. */
export const linesPerLabel = (width: number, font: number): number =>
  width <= NARROW_EM * font ? 2 : 1;

/** <pe-heatmap-map>: the plot and its x ticks, the axis' label and the lines under it. */
export const mapBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const lines = linesPerLabel(width, font);
  return stackHeight(
    [
      { em: TOP_EM },
      { px: plotHeight(width) },
      { em: XTICKS_ROW_EM * TICK_FONT_EM + lines * LINE_EM * LABEL_FONT_EM + UNDER_GAP_EM },
      { em: UNDER_LINES * lines * LINE_EM * LABEL_FONT_EM + BOTTOM_EM },
    ],
    width,
    font,
  );
};

/** The readout's font, in em of the figure's. */
export const READOUT_FONT_EM = 0.9;
/** Its card's padding above and below, in em of the readout's font, ... */
export const READOUT_PAD_EM = 0.6;
/** ... inside a 1 px border. */
export const READOUT_BORDER_PX = 1;
/** Its rows under the head line: pair, angle, value, wavelength and (for a pixel of several cells) its mean. */
export const READOUT_ROWS = 5;
/** The space between its rows side by side, in em of its font. */
export const READOUT_ROW_GAP_EM = 0.15;
/** The space above each name when the names sit above their values, in em of its font. */
export const READOUT_NAME_GAP_EM = 0.25;
/**
 * At most this wide (in em of the figure's font) the readout's names sit
 * above their values, and each value gets two lines.
 */
export const READOUT_NARROW_EM = 32.5;
/** True when the readout's names sit above their values at this width and font. */
export const readoutStacked = (width: number, font: number): boolean =>
  width <= READOUT_NARROW_EM * font;

/** <pe-heatmap-readout>: the card: its head line and a row per item (or a name and two lines). */
export const readoutBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rowsEm = readoutStacked(width, font)
    ? READOUT_ROWS * (READOUT_NAME_GAP_EM + 3 * LINE_EM)
    : READOUT_ROWS * (LINE_EM + READOUT_ROW_GAP_EM);
  return stackHeight(
    [
      { em: (2 * READOUT_PAD_EM + LINE_EM + rowsEm) * READOUT_FONT_EM },
      { px: 2 * READOUT_BORDER_PX },
    ],
    width,
    font,
  );
};

// ---- the toolbar, the data table and the checks list (round 3a) -------------

/** The toolbar's buttons and select, in em of the figure's font. */
export const CONTROL_EM = 2.2;
/** The space between the toolbar's rows, and between its parts in a row, in em. */
export const TOOLBAR_GAP_EM = 0.5;
/** The example sizes' words: their font in em of the figure's (a line is LINE_EM of it) ... */
export const PRESET_FONT_EM = 0.85;
/** ... inside a padding (top and bottom each, em) and a 1 px border. */
export const PRESET_PAD_EM = 0.3;
export const CONTROL_BORDER_PX = 1;
/**
 * At most this wide (em) the toolbar is a phone's: zoom and the select on
 * one row (its label hidden), then one example size per row on one line;
 * wider, the three sizes side by side, each its size and its name on two lines.
 */
export const TOOLBAR_NARROW_EM = 32.5;
export const toolbarNarrow = (width: number, font: number): boolean =>
  width <= TOOLBAR_NARROW_EM * font;
/** The example sizes the toolbar offers. */
export const PRESET_COUNT = 3;

/** An example size's button: its lines of words, padding and border, in px. */
export const presetPx = (lines: number, font: number): number =>
  (lines * LINE_EM * PRESET_FONT_EM + 2 * PRESET_PAD_EM) * font + 2 * CONTROL_BORDER_PX;

/** <pe-heatmap-toolbar>: the zoom row and the example sizes (nothing without controls). */
export const toolbarBox: BoxFunction<{ readonly showControls: boolean }> = (
  { showControls },
  width,
  font,
) => {
  if (!showControls) return 0;
  const presets = toolbarNarrow(width, font)
    ? PRESET_COUNT * (TOOLBAR_GAP_EM * font + presetPx(1, font))
    : TOOLBAR_GAP_EM * font + presetPx(2, font);
  return stackHeight([{ em: CONTROL_EM }, { px: presets }], width, font);
};

/** The data table's font, in em of the figure's; its rows and its header in em of that font. */
export const TABLE_FONT_EM = 0.8;
export const TABLE_ROW_EM = 1.8;
/** The header: a column's number and, under it, sin or cos. */
export const TABLE_HEAD_EM = 2 * LINE_EM + 0.4;
/** At most this many rows show; a longer table scrolls inside its box. */
export const TABLE_ROWS_SHOWN = 12;
/** Room under the table for a horizontal scroll bar (a wide table scrolls sideways), in px. */
export const TABLE_GUTTER_PX = 18;
/** The space between the toggle and the table, in em. */
export const TABLE_GAP_EM = 0.4;
/** The caption's font in em of the table's. */
export const CAPTION_FONT_EM = 0.85;
/**
 * The caption ("PE(pos, dim) for positions 999,936–999,999 and dimensions
 * 8,160–8,191, from the engine, rounded to 5 decimals": at most 110
 * characters, each at most 0.6 em wide) takes one line from CAPTION_ONE_LINE_EM
 * of the figure's font, two from CAPTION_TWO_LINES_EM, else three.
 */
export const CAPTION_ONE_LINE_EM = 48;
export const CAPTION_TWO_LINES_EM = 24;
export const captionLines = (width: number, font: number): number =>
  width >= CAPTION_ONE_LINE_EM * font ? 1 : width >= CAPTION_TWO_LINES_EM * font ? 2 : 3;

/** The data table's region: the caption lines, the header, the rows shown and the scroll bar's room. */
export function tableRegionPx(rows: number, width: number, font: number): number {
  const tableFont = TABLE_FONT_EM * font;
  const shown = Math.min(Math.max(rows, 1), TABLE_ROWS_SHOWN);
  return (
    captionLines(width, font) * LINE_EM * CAPTION_FONT_EM * tableFont +
    (TABLE_HEAD_EM + shown * TABLE_ROW_EM) * tableFont +
    TABLE_GUTTER_PX
  );
}

/**
 * <pe-heatmap-table-figure>: the toggle and, open, the region holding the
 * table of `rows` rows (the visible positions, at most TABLE_ROWS_SHOWN
 * shown: more scroll, as do the note on a cut table and an error).
 */
export const tableFigureBox: BoxFunction<{ readonly open: boolean; readonly rows: number }> = (
  { open, rows },
  width,
  font,
) =>
  stackHeight(
    open
      ? [{ em: CONTROL_EM + TABLE_GAP_EM }, { px: tableRegionPx(rows, width, font) }]
      : [{ em: CONTROL_EM }],
    width,
    font,
  );

/** The whole-matrix checks materialise it, so they stop at this size. */
export const CHECK_CELLS = 262_144;

/**
 * The checks list's items and the most characters each can hold, whatever
 * the numbers: PE(0) with its verdict, PE(1) with a source's label or, away
 * from both sources' d_model, where their checks are and the two presets
 * that show them (the longest: 250 characters with six negative values) and
 * the layout's sentence (the split layout's is longer: 287), and either the
 * note that the matrix is too large or the range and the distinct rows
 * (while checking, and checked: 129 with the course's preset named; the
 * range with a minimum in up to 12 decimals and its note: 140).
 */
export const CHECK_CHARS = {
  row0: 125,
  row1: 252,
  row1Split: 290,
  // PE(10) with the course's label, or where it is: at most 6 values and the preset named.
  row10: 200,
  tooLarge: 200,
  range: 150,
  unique: 130,
} as const;
/** The kinds of item the list may hold. */
export const CHECK_ITEMS = ['row0', 'row1', 'row10', 'tooLarge', 'range', 'unique'] as const;
export type CheckItem = (typeof CHECK_ITEMS)[number];
/** The most characters of `item` in this layout. */
export const checkChars = (item: CheckItem, layout: string): number =>
  item === 'row1' && layout === 'split' ? CHECK_CHARS.row1Split : CHECK_CHARS[item];
/** The items listed for a matrix of `seqLen` x `dModel`. */
export function checkItems(seqLen: number, dModel: number): CheckItem[] {
  const items: CheckItem[] = ['row0'];
  if (seqLen > 1) items.push('row1');
  if (seqLen > 10) items.push('row10');
  if (seqLen * dModel > CHECK_CELLS) items.push('tooLarge');
  else items.push('range', 'unique');
  return items;
}
/**
 * A character is at most this wide on average, in em (the code's mono digits
 * are 0.55 em, the prose about 0.52 em in Debian's DejaVu Sans) ...
 */
export const CHECK_CHAR_EM = 0.55;
/** ... and a line wraps at a word: up to this many characters of it may stay empty. */
export const CHECK_WRAP_SLACK = 4;
/** The list's indent and an item's space above and below, in em. */
export const CHECKS_INDENT_EM = 1.2;
export const CHECK_GAP_EM = 0.2;
/** The list's space above and below, in em. */
export const CHECKS_MARGIN_EM = 0.3;

/** The lines an item of `chars` characters at most takes in a list this wide. */
export function checkLines(chars: number, width: number, font: number): number {
  const perLine = Math.floor((width / font - CHECKS_INDENT_EM) / CHECK_CHAR_EM) - CHECK_WRAP_SLACK;
  return Math.ceil(chars / Math.max(perLine, 1));
}

/** <pe-heatmap-checks>: each item's lines, the items' spaces and the list's margins. */
export const checksBox: BoxFunction<{
  readonly seqLen: number;
  readonly dModel: number;
  readonly layout: string;
}> = ({ seqLen, dModel, layout }, width, font) => {
  const items = checkItems(seqLen, dModel);
  const lines = items.reduce(
    (sum, item) => sum + checkLines(checkChars(item, layout), width, font),
    0,
  );
  // Adjacent items' margins collapse: one gap between two items, one above the first and below the last.
  const gaps = (items.length + 1) * CHECK_GAP_EM;
  return stackHeight([{ em: 2 * CHECKS_MARGIN_EM + gaps + lines * LINE_EM }], width, font);
};
