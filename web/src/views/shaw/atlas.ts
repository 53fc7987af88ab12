// Shaw's relative encoding in the atlas (views/atlas/scheme.ts): its row of
// the overview table, and its curve, the row of the learned table a key D
// positions behind the query reads.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

/** The clipping distance, in the table and the plot. */
export const SHAW_K = 16;

export function rows(_pe: unknown, { dModel: d }: typeof CONFIG): readonly SchemeRowText[] {
  const k = SHAW_K;
  return [
    {
      name: 'Shaw relative',
      paper: 'Shaw, Uszkoreit, Vaswani 2018',
      enters: 'attention score',
      parameters: (2 * k + 1) * d,
      parameterNote: `(2k + 1) × d, k = ${k}`,
      kind: 'relative',
      beyond: `distances past k = ${k} share the clipped vector`,
      models: 'Music Transformer (Huang et al. 2018)',
    },
  ];
}

export function curves({ pe, count, behind }: CurveContext): readonly SchemeCurve[] {
  const shaw = pe.shawIndices(count, SHAW_K);
  return [
    {
      id: 'shaw',
      label: `Shaw index (k = ${SHAW_K})`,
      quantity: 'row of the learned table, clip(j − i, −k, k) + k',
      values: behind(Float64Array.from(shaw.data)),
    },
  ];
}
