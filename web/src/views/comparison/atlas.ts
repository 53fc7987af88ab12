// The learned table and RoPE in the atlas (views/atlas/scheme.ts): their
// rows of the overview table, and RoPE's curve, the score of all-ones query
// and key D positions apart.
import type { PosEnc } from '../../engine/index.js';
import type { CurveContext, SchemeCurve, SchemeRowText } from '../atlas/scheme.js';
import type { CONFIG } from '../atlas/table.js';

export function rows(pe: PosEnc, { dModel: d, maxLen }: typeof CONFIG): readonly SchemeRowText[] {
  const ropePairs = pe.ropeFrequencies(d).invFreq.length;
  return [
    {
      name: 'Learned table',
      paper: 'Devlin et al. 2019 (BERT)',
      enters: 'input embedding',
      parameters: pe.learnedParameterCount(maxLen, d),
      parameterNote: `maxLen × d = ${maxLen} × ${d}`,
      kind: 'absolute',
      beyond: `no row past position ${maxLen - 1}: a hard limit`,
      models: 'BERT, GPT-2',
    },
    {
      name: 'RoPE',
      paper: 'Su et al. 2021',
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: `${ropePairs} fixed frequencies`,
      kind: 'relative',
      beyond: 'unseen rotation angles: quality drops past the training length',
      models: 'Llama, Mistral, Qwen, GPT-NeoX',
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
      values: pe.ropeScoreProfile(ones, ones, settings.maxDistance).scores,
    },
  ];
}
