// Shaw's relative encoding in the atlas (views/atlas/scheme.ts): its row of
// the overview table, and its curve, the row of the learned table a key D
// positions behind the query reads.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

/** The clipping distance, in the table and the plot. */
export const SHAW_K = 16;

export function rows(_pe: unknown, { dModel: d, heads }: typeof CONFIG): readonly SchemeRowText[] {
  const k = SHAW_K;
  // Two tables of 2K + 1 vectors, for the keys (a^K) and the values (a^V),
  // each one head wide and shared by the heads (Shaw et al. eqs. 3-4;
  // tensor2tensor's dot_product_attention_relative: depth = the head's width).
  const headWidth = d / heads;
  return [
    {
      name: 'Shaw relative',
      paper: [{ text: 'Shaw, Uszkoreit, Vaswani 2018', ref: 'shaw2018' }],
      enters: 'attention score and values',
      parameters: 2 * (2 * k + 1) * headWidth,
      per: 'layer',
      parameterNote: `per layer: 2 × (2K + 1) × d_head, K = ${k}`,
      kind: 'relative',
      beyond: `distances past K = ${k} share the clipped vector`,
      models: [{ text: 'Music Transformer', ref: 'huang2019' }],
    },
  ];
}

export function curves({ pe, count, behind }: CurveContext): readonly SchemeCurve[] {
  const shaw = pe.shawIndices(count, SHAW_K);
  return [
    {
      id: 'shaw',
      label: `Shaw index (K = ${SHAW_K})`,
      quantity: 'row of the learned tables, clip(n − m, −K, K) + K',
      panel: 'index',
      values: behind(Float64Array.from(shaw.data)),
    },
  ];
}
