// NoPE in the atlas (views/atlas/scheme.ts): its row of the overview table,
// and its curve, which is zero: NoPE adds nothing to the logit by definition
// (no vector, rotation or bias exists to compute; its position signal comes
// from the causal mask, see the view).
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';

export function rows(): readonly SchemeRowText[] {
  return [
    {
      name: 'NoPE',
      paper: 'Kazemnejad et al. 2023',
      enters: 'nowhere',
      parameters: 0,
      parameterNote: 'the causal mask carries position',
      kind: 'none',
      beyond: 'nothing positional goes out of range',
      models: 'research decoders; interleaved NoPE layers in Llama 4',
    },
  ];
}

export function curves({ count }: CurveContext): readonly SchemeCurve[] {
  return [{ id: 'nope', label: 'NoPE', quantity: 'nothing: 0', values: new Float64Array(count) }];
}
