// The heat map's blur note (content/heatmap.ts, flag `blur`): when a pixel
// row spans many positions, the columns whose wavelength is shorter than
// that span average to about 0 in every pixel; where that boundary lies.
// One rule for the view (derive.ts: the engine's wavelengths and column
// rule, the canvas it measured) and its first-paint frame (frame.ts: the
// wavelengths and columns restated, the canvas from the map's box function),
// so the frame lays out the note the view will show.
import { grouped } from '../../ui/format.js';

/** A pair's columns: the engine's pe.columnsOfPair, or the frame's restatement of it. */
export type ColumnsOfPair = (pair: number) => { readonly sin: number; readonly cos: number };

/** Positions per pixel row from which the note may show. */
export const BLUR_MIN_ROWS_PER_PIXEL = 4;

/** The note's numbers: positions per pixel row, and which columns blur ('every column', dimensions a to b, ...). */
export interface Blur {
  readonly rowsPerPixel: number;
  readonly where: string;
}

/** "3" or "3–7" for the whole cells [first, end). */
export function range(first: number, end: number): string {
  return end - first <= 1 ? grouped(first) : `${grouped(first)}–${grouped(end - 1)}`;
}

/**
 * The blur note for `rowsPerPixel` positions per pixel row (rows shown /
 * the canvas's device pixels), the pairs' wavelengths and their columns;
 * undefined when no column blurs (or the wavelengths are not known).
 */
export function blurOf(
  rowsPerPixel: number,
  wavelengths: ArrayLike<number> | undefined,
  columnsOfPair: ColumnsOfPair,
): Blur | undefined {
  if (rowsPerPixel < BLUR_MIN_ROWS_PER_PIXEL || !wavelengths) return undefined;
  const pair = Array.prototype.findIndex.call(wavelengths, (w: number) => w > rowsPerPixel);
  if (pair === 0) return undefined;
  if (pair < 0) return { rowsPerPixel, where: 'every column' };
  // Pairs 0 .. pair - 1: their sines and their cosines each fill a run of
  // columns; one range when together they fill one (interleaved), else two.
  const first = columnsOfPair(0);
  const last = columnsOfPair(pair - 1);
  const lo = Math.min(first.sin, first.cos);
  const hi = Math.max(last.sin, last.cos);
  const where =
    hi - lo + 1 === 2 * pair
      ? `dimensions ${grouped(lo)} to ${grouped(hi)}`
      : `pairs 0 to ${grouped(pair - 1)} (dimensions ${range(first.sin, last.sin + 1)} and ${range(first.cos, last.cos + 1)})`;
  return { rowsPerPixel, where };
}
