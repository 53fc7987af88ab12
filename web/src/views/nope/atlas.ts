// NoPE in the atlas (views/atlas/scheme.ts): its row of the overview table,
// and its curve, which is zero: NoPE adds nothing to the logit by definition
// (no vector, rotation or bias exists to compute; its position signal comes
// from the causal mask, see the view).
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';

export function rows(): readonly SchemeRowText[] {
  return [
    {
      name: 'NoPE',
      paper: [
        { text: 'Haviv et al. 2022', ref: 'haviv2022' },
        { text: 'Kazemnejad et al. 2023', ref: 'kazemnejad2023' },
      ],
      enters: 'nowhere',
      parameters: 0,
      parameterNote: 'the causal mask carries position',
      kind: 'none',
      beyond: 'no encoding leaves its range, but attention thins out: still a limit',
      models: [
        { text: 'research decoders', ref: 'kazemnejad2023' },
        { text: 'Llama 4 (interleaved layers)', ref: 'llama4-code' },
      ],
    },
  ];
}

export function curves({ count }: CurveContext): readonly SchemeCurve[] {
  return [
    {
      id: 'nope',
      label: 'NoPE',
      quantity: 'nothing: 0',
      panel: 'score',
      values: new Float64Array(count),
    },
  ];
}
