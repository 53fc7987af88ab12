// Which matrix columns hold pair i's sin and cos: the engine's column rule
// (cpp/include/posenc/facts.h, SinColumn and CosColumn), restated here only
// so that the first-paint frame can show the dimensions the view will plot
// (its chips and its small multiples' boxes) and the facts' column numbers
// before the engine arrives. The view itself asks the engine
// (pe.columnsOfPair); tests/js/views/frequencies-frame.test.mjs checks this
// against the engine for every pair of every even d_model up to 1024 and at
// 8192, in both layouts.
import type { Layout } from '../../engine/facts.js';

/** The columns of pair `pair` at `dModel`: interleaved 2i and 2i+1; split i and d/2 + i. */
export function pairColumns(
  pair: number,
  dModel: number,
  layout: Layout,
): { readonly sin: number; readonly cos: number } {
  return layout === 'split'
    ? { sin: pair, cos: dModel / 2 + pair }
    : { sin: 2 * pair, cos: 2 * pair + 1 };
}
