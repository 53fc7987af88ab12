// Transformer-XL in the atlas (views/atlas/scheme.ts): its row of the
// overview table, and its curve, the global position bias term vᵀR of a key
// D positions behind the query.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

export function rows(_pe: unknown, { dModel: d }: typeof CONFIG): readonly SchemeRowText[] {
  return [
    {
      name: 'Transformer-XL',
      paper: 'Dai et al. 2019',
      enters: 'attention score',
      parameters: 2 * d + d * d,
      parameterNote: 'u, v (2 × d) + W_kR (d × d)',
      kind: 'relative',
      beyond: 'R is defined for any distance; cached segments extend the context',
      models: 'Transformer-XL, XLNet',
    },
  ];
}

export function curves({ pe, count, dModel, behind }: CurveContext): readonly SchemeCurve[] {
  return [
    {
      id: 'transformer-xl',
      label: 'Transformer-XL vᵀR',
      quantity: 'global position bias term (d)',
      values: behind(pe.transformerXlTerms(count, dModel).positionBias),
    },
  ];
}
