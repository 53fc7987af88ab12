// What the comparison view's export lists, without the data (export/shape.ts):
// the first-paint frame keeps the export menu's room with it, so the figures'
// titles live apart from export.ts (the data and the NumPy code stay in the
// view's chunk).
import type { ExportShape } from '../../export/shape.js';
import { ropeSize, shownSize } from './numbers.js';

/** The sinusoidal heat map's title: positions 0 … Ls - 1 by dc dimensions. */
export function sinusoidalTitle(Ls: number, dc: number, base: number): string {
  return `Sinusoidal PE, positions 0\u2013${Ls - 1} (d = ${dc}, base ${base})`;
}

/** The learned table's title. */
export function learnedTitle(trainLen: number): string {
  return `Learned table at initialisation, trained on ${trainLen} positions (grey: no row)`;
}

/** The RoPE score matrix's title, side L. */
export function ropeTitle(L: number): string {
  return `RoPE scores rope(q, m)\u00b7rope(k, n), m, n < ${L}`;
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(exportComparison(...)).
 */
export function comparisonExportShape(state: {
  seqLen: number;
  dModel: number;
  base: number;
  trainLen: number;
}): ExportShape {
  const { Ls, dc } = shownSize(state);
  return {
    figures: [
      sinusoidalTitle(Ls, dc, state.base),
      learnedTitle(state.trainLen),
      ropeTitle(ropeSize(state.seqLen, state.dModel)),
    ],
    tables: [],
    arrays: ['sinusoidal', 'learned', 'rope_scores', 'rope_q', 'rope_k'],
    code: true,
  };
}
