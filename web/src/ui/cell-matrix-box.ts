// The box of <pe-cell-matrix> (ui/cell-matrix.ts), the square matrix the
// Shaw, T5 and ALiBi views and the relative view's dot products share: pure,
// from the width and the font alone (the matrix is square whatever its size,
// and every line of text has a fixed height), so the views' boxes.ts give it
// before the figure's code and the engine arrive. It imports only the sizing
// contract (figure-box.ts), as a view's boxes.ts does.
import { stackHeight, type BoxFunction } from './figure-box.js';

/** The square matrix is at most this wide, in em of the figure's font. */
export const MATRIX_EM = 26;
/** A line of the legend, the note or the readout, in em of its own font. */
export const LINE_EM = 1.45;
/** The legend's and the note's font, in em of the figure's. */
export const SMALL_FONT_EM = 0.85;
/** The space between the square, the legend and the note, in em of the figure's font. */
export const PART_GAP_EM = 0.3;
/** The readout card's padding (top and bottom each) in em, and its border in CSS px. */
export const CARD_PAD_EM = 0.6;
export const CARD_BORDER_PX = 1;

/**
 * From this width on (in em of the figure's font) the readout sits beside
 * the matrix, SIDE_GAP_EM from it; below it, the readout sits under the
 * matrix, STACK_GAP_EM below (`@container` in cell-matrix.ts).
 */
export const SIDE_BY_SIDE_EM = 44;
export const SIDE_GAP_EM = 2;
export const STACK_GAP_EM = 1;
/** At most this wide (in em), as on a phone, the note and the readout get more lines. */
export const NARROW_EM = 28;

/** Whether the readout sits beside the matrix at this width and font. */
export const sideBySide = (width: number, font: number): boolean => width >= SIDE_BY_SIDE_EM * font;
const narrow = (width: number, font: number): boolean => width <= NARROW_EM * font;

/** The note's lines under the legend (what rows and columns are, how many positions are shown). */
export const noteLines = (width: number, font: number): number => (narrow(width, font) ? 3 : 2);

/**
 * The readout's lines: the longest readout (the relative view's diagonal,
 * about 150 characters) in the readout's width: beside the matrix it is at
 * least 16 em wide, under it at least 28 em unless narrow.
 */
export const readoutLines = (width: number, font: number): number =>
  sideBySide(width, font) ? 7 : narrow(width, font) ? 6 : 3;

/** The readout card's height in CSS px: its lines, its padding and its border. */
export const readoutPx = (width: number, font: number): number =>
  stackHeight(
    [{ em: readoutLines(width, font) * LINE_EM + 2 * CARD_PAD_EM }, { px: 2 * CARD_BORDER_PX }],
    width,
    font,
  );

/** The matrix's side in CSS px: the figure's width, at most MATRIX_EM. */
export const matrixPx = (width: number, font: number): number => Math.min(width, MATRIX_EM * font);

/** What <pe-cell-matrix>'s box depends on besides its width and font. */
export interface CellMatrixBoxInputs {
  /**
   * Whether its readout card shows (false: figure mode without the `readout`
   * control, ui/chapter.ts ownReadoutShown); undefined: it does.
   */
  readonly readout?: boolean;
}

/** <pe-cell-matrix>: the square, the legend line, the note's lines, and the readout beside or under them. */
export const cellMatrixBox: BoxFunction<CellMatrixBoxInputs | undefined> = (
  inputs,
  width,
  font,
) => {
  const figure = stackHeight(
    [
      { px: matrixPx(width, font) },
      { em: 2 * PART_GAP_EM + (1 + noteLines(width, font)) * LINE_EM * SMALL_FONT_EM },
    ],
    width,
    font,
  );
  if (inputs?.readout === false) return figure;
  const readout = readoutPx(width, font);
  return sideBySide(width, font)
    ? Math.max(figure, readout)
    : figure + STACK_GAP_EM * font + readout;
};
