// What the relative view's export lists, without the data (export/shape.ts):
// the first-paint frame keeps the export menu's room with it, so it lives
// apart from export.ts (the data and the NumPy code stay in the view's chunk).
import type { ExportShape } from '../../export/shape.js';
import { dotSize } from './numbers.js';

/** The dot products' figure title (the first-paint frame's export room shows it too). */
export function dotsTitle(n: number, dModel: number, base: number): string {
  return `PE(p)\u00b7PE(q) for p, q < ${n} (d = ${dModel}, base ${base})`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(exportRelative(...)).
 */
export function relativeExportShape(state: {
  seqLen: number;
  dModel: number;
  base: number;
}): ExportShape {
  return {
    figures: [dotsTitle(dotSize(state.seqLen, state.dModel), state.dModel, state.base)],
    tables: ['rotation'],
    arrays: ['dot_products'],
    code: true,
  };
}
