// The RoPE scalings in the atlas (views/atlas/scheme.ts): their row of the
// overview table, and the curve of position interpolation, RoPE's score of
// all-ones query and key with the positions divided by a factor.
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';

/** Position interpolation's factor in the plot. */
export const ROPE_LINEAR_FACTOR = 4;

export function rows(): readonly SchemeRowText[] {
  return [
    {
      name: 'RoPE scalings (PI, NTK, YaRN, Llama 3)',
      paper: [
        { text: 'Chen et al. 2023', ref: 'chen2023' },
        { text: 'bloc97 2023', ref: 'bloc97-2023' },
        { text: 'Peng et al. 2024', ref: 'peng2024' },
      ],
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: 'rescaled fixed frequencies',
      kind: 'relative',
      beyond: 'longer context (PI: short fine-tune; NTK: none; YaRN: either)',
      models: [
        { text: 'Llama 3.1', ref: 'llama-models' },
        { text: 'Qwen2 (YaRN)', ref: 'qwen2024' },
        { text: 'DeepSeek-V2', ref: 'deepseek2024' },
      ],
    },
  ];
}

export function curves({ pe, dModel, settings }: CurveContext): readonly SchemeCurve[] {
  const ones = new Float64Array(dModel).fill(1);
  return [
    {
      id: 'rope-scaling',
      label: `RoPE PI ×${ROPE_LINEAR_FACTOR}`,
      quantity: 'score of all-ones q and k, positions interpolated',
      panel: 'score',
      values: pe.ropeScoreProfile(ones, ones, settings.maxDistance, {
        scaling: { type: 'linear', factor: ROPE_LINEAR_FACTOR },
      }).scores,
    },
  ];
}
