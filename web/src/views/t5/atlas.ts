// T5's bias buckets in the atlas (views/atlas/scheme.ts): its row of the
// overview table, and its curve, the causal bucket of a key D positions
// behind the query.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

/** T5's buckets: their number, and the distance from which the last one is shared. */
export const T5_BUCKETS = { numBuckets: 32, maxDistance: 128 } as const;

export function rows(_pe: unknown, { heads }: typeof CONFIG): readonly SchemeRowText[] {
  const buckets = T5_BUCKETS.numBuckets;
  return [
    {
      name: 'T5 bias buckets',
      paper: [{ text: 'Raffel et al. 2020', ref: 'raffel2020' }],
      enters: 'attention bias',
      parameters: buckets * heads,
      // One table per stack, shared by its layers (HF T5Stack: only layer 0 has the bias).
      per: 'stack',
      parameterNote: `per stack: buckets × heads = ${buckets} × ${heads}`,
      kind: 'relative',
      beyond: 'far distances share the last bucket',
      models: [
        { text: 'T5', ref: 'raffel2020' },
        { text: 'Flan-T5', ref: 'chung2022' },
      ],
    },
  ];
}

export function curves({ pe, distances }: CurveContext): readonly SchemeCurve[] {
  const t5 = pe.t5Bucket(
    Array.from(distances, (D) => -D),
    { bidirectional: false, ...T5_BUCKETS },
  );
  return [
    {
      id: 't5',
      label: 'T5 bucket (causal)',
      quantity: 'bucket index (its bias is learned)',
      panel: 'index',
      values: Float64Array.from(t5),
    },
  ];
}
