// The learned table and RoPE in the atlas (views/atlas/scheme.ts): their
// rows of the overview table, and RoPE's curve, the score of all-ones query
// and key D positions apart.
import type { PosEnc } from '../../engine/index.js';
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

export function rows(
  pe: PosEnc,
  { dModel: d, heads, maxLen }: typeof CONFIG,
): readonly SchemeRowText[] {
  // RoPE rotates each head's query and key: head width / 2 frequencies,
  // shared by the heads and the layers (RoFormer; HF's inv_freq uses head_dim).
  const headWidth = d / heads;
  const ropePairs = pe.ropeFrequencies(headWidth).invFreq.length;
  return [
    {
      name: 'Learned table',
      paper: [{ text: 'Gehring et al. 2017', ref: 'gehring2017' }],
      enters: 'input embedding',
      parameters: pe.learnedParameterCount(maxLen, d),
      per: 'model',
      parameterNote: `per model: L × d_model = ${maxLen} × ${d}`,
      kind: 'absolute',
      beyond: `no row past position ${maxLen - 1}: a hard limit`,
      models: [
        { text: 'BERT', ref: 'devlin2019' },
        { text: 'GPT-2', ref: 'radford2019' },
      ],
    },
    {
      name: 'RoPE',
      paper: [{ text: 'Su et al. 2021', ref: 'su2021' }],
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: `${ropePairs} fixed frequencies (head width ${headWidth})`,
      kind: 'relative',
      beyond: 'unseen rotation angles: quality drops past the training length',
      models: [
        { text: 'LLaMA', ref: 'touvron2023' },
        { text: 'Mistral', ref: 'jiang2023' },
        { text: 'Qwen2', ref: 'qwen2024' },
        { text: 'GPT-NeoX', ref: 'black2022' },
      ],
    },
  ];
}

export function curves({ pe, dModel, settings }: CurveContext): readonly SchemeCurve[] {
  const ones = new Float64Array(dModel).fill(1);
  return [
    {
      id: 'rope',
      label: 'RoPE, q = k = 1',
      quantity: 'score of all-ones q and k',
      panel: 'score',
      values: pe.ropeScoreProfile(ones, ones, settings.maxDistance).scores,
    },
  ];
}
