// The pure parts of a grid of score terms (ui/terms-grid.ts: the attention
// chapter's four terms and score, Transformer-XL's four terms and their sum)
// and of its cell readout (ui/terms-readout.ts): their boxes (the sizing
// contract of ui/figure-box.ts), from the width each is given and its font,
// known before the view's code and the engine arrive, and the keyboard's rule.
// A grid is equal columns, as many as fit, each term a heading of two fixed
// lines, its small lines (a formula, a range), and a square matrix; a readout
// is a caption line (two on a phone) and a grid of fixed value lines.
import { gridColumns, stackHeight, type BoxFunction } from './figure-box.js';

/**
 * A term's column is at least this many em of the figure's font wide: two
 * columns from a 285 px figure (a 320 px page), five from about 760 px. At
 * 9.5 em a 360 px window less a classic 12 px scroll bar (Firefox) got one
 * column, 1,250 px taller. Each heading fits its two lines in the default sans ...
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
/** A term's small lines (formula, range): their font in em of the figure's ... */
export const SMALL_FONT_EM = 0.85;
/** ... and a text line in em of its own font. */
export const LINE_EM = 1.45;
/** The space between a term's heading, small lines and matrix, in em. */
export const TERM_PART_GAP_EM = 0.25;

/** A grid's terms and the small lines each has under its heading. */
export interface TermsGridShape {
  readonly count: number;
  readonly smallLines: number;
}

/** A grid's column count, matrix side and box, for its shape. */
export interface TermsGrid {
  readonly shape: TermsGridShape;
  /** How many terms sit side by side in a figure this wide. */
  columns(width: number, font: number): number;
  /** One term's matrix side in px: its column's width. */
  squarePx(width: number, font: number): number;
  /** Rows of terms (heading lines, small lines, square), the gaps, the margins. */
  readonly box: BoxFunction<unknown>;
}

export function termsGrid(shape: TermsGridShape): TermsGrid {
  const columns = (width: number, font: number) =>
    gridColumns(width, TERM_MIN_EM * font, TERM_GAP_EM * font, shape.count);
  const squarePx = (width: number, font: number) => {
    const n = columns(width, font);
    return (width - (n - 1) * TERM_GAP_EM * font) / n;
  };
  const termEm =
    HEADING_LINES * HEADING_LINE * HEADING_FONT_EM +
    shape.smallLines * LINE_EM * SMALL_FONT_EM +
    (shape.smallLines + 1) * TERM_PART_GAP_EM;
  const box: BoxFunction<unknown> = (_inputs, width, font) => {
    const rows = Math.ceil(shape.count / columns(width, font));
    return stackHeight(
      [
        { em: 2 * TERMS_MARGIN_EM + rows * termEm + (rows - 1) * TERM_GAP_EM },
        { px: rows * squarePx(width, font) },
      ],
      width,
      font,
    );
  };
  return { shape, columns, squarePx, box };
}

/** The readout's space above and below, in em. */
export const READOUT_MARGIN_EM = 0.2;
/** The space between values side by side, in em. */
export const VALUE_GAP_EM = 1.2;

/** A readout's values and how they sit. */
export interface TermsReadoutShape {
  readonly values: number;
  /** Each value (a name and its number) is a line at least this many em wide ... */
  readonly valueMinEm: number;
  /** ... at most this many side by side. */
  readonly maxColumns: number;
  /** At most this wide (em), as on a phone, the caption gets two lines. */
  readonly narrowEm: number;
}

/** A readout's caption lines, value columns and box, for its shape. */
export interface TermsReadout {
  readonly shape: TermsReadoutShape;
  captionLines(width: number, font: number): number;
  valueColumns(width: number, font: number): number;
  /** The caption's lines and the rows of value lines. */
  readonly box: BoxFunction<unknown>;
}

export function termsReadout(shape: TermsReadoutShape): TermsReadout {
  const captionLines = (width: number, font: number) => (width <= shape.narrowEm * font ? 2 : 1);
  const valueColumns = (width: number, font: number) =>
    gridColumns(width, shape.valueMinEm * font, VALUE_GAP_EM * font, shape.maxColumns);
  const box: BoxFunction<unknown> = (_inputs, width, font) => {
    const rows = Math.ceil(shape.values / valueColumns(width, font));
    return stackHeight(
      [{ em: 2 * READOUT_MARGIN_EM + (captionLines(width, font) + rows) * LINE_EM }],
      width,
      font,
    );
  };
  return { shape, captionLines, valueColumns, box };
}

/** A (query, key) cell: query position m = row, key position n = column. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** Where an arrow (or Home/End) key moves the cell in an n × n matrix; undefined for other keys. */
export function moveCell(cell: Cell, key: string, n: number): Cell | undefined {
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, v));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(cell.row - 1), col: cell.col };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1), col: cell.col };
    case 'ArrowLeft':
      return { row: cell.row, col: clamp(cell.col - 1) };
    case 'ArrowRight':
      return { row: cell.row, col: clamp(cell.col + 1) };
    case 'Home':
      return { row: cell.row, col: 0 };
    case 'End':
      return { row: cell.row, col: n - 1 };
    default:
      return undefined;
  }
}
