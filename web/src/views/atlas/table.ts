// The atlas's overview table: one row per scheme, parameter counts computed
// for a stated configuration (engine calls where the engine has one). Pure.
import type { PosEnc } from '../../engine/index.js';

/** The configuration the parameter counts are for: a BERT-base-sized model. */
export const CONFIG = {
  dModel: 768,
  heads: 12,
  maxLen: 512,
  shawK: 16,
  t5Buckets: 32,
} as const;

export interface SchemeRow {
  readonly view: string;
  readonly name: string;
  readonly paper: string;
  readonly enters:
    'input embedding' | 'query/key rotation' | 'attention bias' | 'attention score' | 'nowhere';
  readonly parameters: number;
  readonly parameterNote: string;
  readonly kind: string;
  readonly beyond: string;
  readonly models: string;
}

export function schemeRows(pe: PosEnc): SchemeRow[] {
  const { dModel: d, heads, maxLen, shawK: k, t5Buckets } = CONFIG;
  const ropePairs = pe.ropeFrequencies(d).invFreq.length;
  return [
    {
      view: 'heatmap',
      name: 'Sinusoidal',
      paper: 'Vaswani et al. 2017',
      enters: 'input embedding',
      parameters: 0,
      parameterNote: 'fixed formula',
      kind: 'absolute',
      beyond: 'defined for any position, but unseen positions confuse the model',
      models: 'original Transformer',
    },
    {
      view: 'comparison',
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
      view: 'shaw',
      name: 'Shaw relative',
      paper: 'Shaw, Uszkoreit, Vaswani 2018',
      enters: 'attention score',
      parameters: (2 * k + 1) * d,
      parameterNote: `(2k + 1) × d, k = ${k}`,
      kind: 'relative',
      beyond: `distances past k = ${k} share the clipped vector`,
      models: 'Music Transformer (Huang et al. 2018)',
    },
    {
      view: 'transformer-xl',
      name: 'Transformer-XL',
      paper: 'Dai et al. 2019',
      enters: 'attention score',
      parameters: 2 * d + d * d,
      parameterNote: 'u, v (2 × d) + W_kR (d × d)',
      kind: 'relative',
      beyond: 'R is defined for any distance; cached segments extend the context',
      models: 'Transformer-XL, XLNet',
    },
    {
      view: 't5',
      name: 'T5 bias buckets',
      paper: 'Raffel et al. 2020',
      enters: 'attention bias',
      parameters: t5Buckets * heads,
      parameterNote: `buckets × heads = ${t5Buckets} × ${heads}`,
      kind: 'relative',
      beyond: 'far distances share the last bucket',
      models: 'T5, Flan-T5',
    },
    {
      view: 'comparison',
      name: 'RoPE',
      paper: 'Su et al. 2021',
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: `${ropePairs} fixed frequencies`,
      kind: 'relative',
      beyond: 'unseen rotation angles: quality drops past the training length',
      models: 'Llama, Mistral, Qwen, GPT-NeoX',
    },
    {
      view: 'alibi',
      name: 'ALiBi',
      paper: 'Press, Smith, Lewis 2022',
      enters: 'attention bias',
      parameters: 0,
      parameterNote: `${pe.alibiSlopes(heads).length} fixed slopes`,
      kind: 'relative',
      beyond: 'the linear penalty keeps working: train short, test long',
      models: 'BLOOM, MPT',
    },
    {
      view: 'nope',
      name: 'NoPE',
      paper: 'Kazemnejad et al. 2023',
      enters: 'nowhere',
      parameters: 0,
      parameterNote: 'the causal mask carries position',
      kind: 'none',
      beyond: 'nothing positional goes out of range',
      models: 'research decoders; interleaved NoPE layers in Llama 4',
    },
    {
      view: 'rope-scaling',
      name: 'RoPE scalings (PI, NTK, YaRN, Llama 3)',
      paper: 'Chen et al. 2023; bloc97 2023; Peng et al. 2023',
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: 'rescaled fixed frequencies',
      kind: 'relative',
      beyond: 'stretches the frequencies to a longer context (short fine-tune)',
      models: 'Code Llama, Llama 3.1, Qwen 2, Mistral (YaRN)',
    },
    {
      view: 'drope',
      name: 'DroPE',
      paper: 'Gelberg et al. 2025',
      enters: 'query/key rotation',
      parameters: 0,
      parameterNote: 'RoPE in training, dropped at inference',
      kind: 'relative in training, none at inference',
      beyond: 'no rotation at inference, so no unseen angles',
      models: 'research',
    },
  ];
}
