// The sinusoidal encoding in the atlas (views/atlas/scheme.ts): its row of
// the overview table, and its curve, the dot product of two encodings D
// positions apart (explained in the relative view).
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';

export function rows(): readonly SchemeRowText[] {
  return [
    {
      name: 'Sinusoidal',
      paper: [{ text: 'Vaswani et al. 2017', ref: 'vaswani2017' }],
      enters: 'input embedding',
      parameters: 0,
      parameterNote: 'fixed formula',
      kind: 'absolute',
      beyond: 'defined for any position, but unseen positions confuse the model',
      models: [
        { text: 'original Transformer', ref: 'vaswani2017' },
        { text: 'Whisper (encoder)', ref: 'whisper-code' },
      ],
    },
  ];
}

export function curves({ pe, count, dModel, behind }: CurveContext): readonly SchemeCurve[] {
  return [
    {
      id: 'sinusoidal',
      label: 'sinusoidal PE(m)·PE(n)',
      view: 'relative',
      quantity: 'dot product of the two encodings',
      panel: 'score',
      values: behind(pe.dotProducts(count, dModel).data),
    },
  ];
}
