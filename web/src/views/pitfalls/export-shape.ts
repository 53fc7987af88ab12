// What the pitfalls view's export lists, without the data (export/shape.ts):
// the first-paint frame keeps the export menu's room with it, so it lives
// apart from export.ts (the data and the NumPy code stay in the view's chunk).
import type { Variant } from '../../engine/facts.js';
import type { ExportShape } from '../../export/shape.js';
import type { State } from '../state.js';
import { scoredSize, selectedPitfall } from './numbers.js';

/** An encoding's heat map title at the size and base scored. */
export function mapTitle(variant: Variant, L: number, d: number, base: number): string {
  const name = variant === 'correct' ? 'Correct encoding' : `Pitfall \u201c${variant}\u201d`;
  // The lesson's notation (content/notation.ts) in plain text: N positions, d_model.
  return `${name} (N = ${L}, d_model = ${d}, base ${base})`;
}

/** An encoding's .npy name. */
export function arrayName(variant: Variant): string {
  return variant.replaceAll('-', '_');
}

/**
 * What the export lists at `state` when nothing failed (the first-paint
 * frame keeps the menu's room with it); tests/js checks it against
 * exportShape(exportPitfalls(...)).
 */
export function pitfallsExportShape(
  state: Pick<State, 'seqLen' | 'dModel' | 'base' | 'variant'>,
): ExportShape {
  const { L, d } = scoredSize(state);
  const selected = selectedPitfall(state.variant);
  return {
    figures: [mapTitle('correct', L, d, state.base), mapTitle(selected, L, d, state.base)],
    tables: ['scores'],
    arrays: [arrayName('correct'), arrayName(selected)],
    code: true,
  };
}
