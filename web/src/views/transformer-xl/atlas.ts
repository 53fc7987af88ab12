// Transformer-XL in the atlas (views/atlas/scheme.ts): its row of the
// overview table, and its curve, the global position bias term vᵀR of a key
// D positions behind the query.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

export function rows(_pe: unknown, { dModel: d }: typeof CONFIG): readonly SchemeRowText[] {
  return [
    {
      name: 'Transformer-XL',
      paper: [{ text: 'Dai et al. 2019', ref: 'dai2019' }],
      enters: 'attention score',
      parameters: 2 * d + d * d,
      per: 'layer',
      parameterNote: 'per layer: u, v and W_k,R',
      kind: 'relative',
      beyond: 'r is defined for any distance; cached segments extend the context',
      models: [
        { text: 'Transformer-XL', ref: 'dai2019' },
        { text: 'XLNet', ref: 'yang2019' },
      ],
    },
  ];
}

export function curves({ pe, count, dModel, behind }: CurveContext): readonly SchemeCurve[] {
  return [
    {
      id: 'transformer-xl',
      label: 'Transformer-XL vᵀr',
      quantity: 'global position bias term (d)',
      panel: 'score',
      values: behind(pe.transformerXlTerms(count, dModel).positionBias),
    },
  ];
}
