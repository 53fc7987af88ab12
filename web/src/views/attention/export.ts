// What the attention chapter exports: one heat map per term and the score
// (words on the axes), a CSV of every (query, key) cell, the (5, N, N) terms
// and the two parts of the input as .npy, and NumPy code that recomputes
// them from the definitions (the engine's seeded generator included). Pure.
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { tokenId, TERMS, type AttentionModel } from './derive.js';
import { termTitle } from './export-shape.js';

export { attentionExportShape } from './export-shape.js';

/** A number as Python reads it back exactly (float). */
const py = (x: number) => (Number.isInteger(x) ? `${x}.0` : String(x));

/** NumPy code that recomputes `terms`, `embeddings` and `encodings` for this sentence. */
export function attentionCode(
  model: AttentionModel,
  state: Pick<State, 'base' | 'attnSeed' | 'attnProjections'>,
): string {
  const ids = model.words.map(tokenId);
  const random = state.attnProjections === 'random';
  return `import numpy as np

# The sentence: ${model.words.join(' ')}
# Token ids: FNV-1a (32 bits) of each word's UTF-16 code units.
tokens = [${ids.join(', ')}]
positions = np.arange(${model.n}.0)
d_model, base = ${model.dModel}, ${py(state.base)}
random_projections, seed = ${random ? 'True' : 'False'}, ${state.attnSeed}

def normals(seed, count):
    """count N(0, 1) draws: splitmix64 uniforms, Box-Muller pairs (the engine's generator)."""
    mask, state, out = 2**64 - 1, seed, []
    def uniform():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        z ^= z >> 31
        return ((z >> 11) + 0.5) / 2.0**53
    while len(out) < count:
        u1, u2 = uniform(), uniform()
        r = np.sqrt(-2.0 * np.log(u1))
        out += [r * np.cos(6.283185307179586 * u2), r * np.sin(6.283185307179586 * u2)]
    return np.array(out[:count])

# x_m: the token's embedding; p_m = PE(m), the paper's interleaved layout.
embeddings = np.stack([normals(t, d_model) for t in tokens])
angles = positions[:, None] / base ** (np.arange(0, d_model, 2) / d_model)
encodings = np.empty((len(tokens), d_model))
encodings[:, 0::2], encodings[:, 1::2] = np.sin(angles), np.cos(angles)

# W_q, W_k: the identity, or N(0, 1/d_model) draws (W_q's rows, then W_k's).
if random_projections:
    w = normals(2**63 + seed, 2 * d_model * d_model) / np.sqrt(d_model)
    W_q, W_k = w[: d_model**2].reshape(d_model, d_model), w[d_model**2 :].reshape(d_model, d_model)
else:
    W_q = W_k = np.eye(d_model)

x, p, s = embeddings, encodings, np.sqrt(d_model)
content_content = (x @ W_q.T) @ (x @ W_k.T).T / s
content_position = (x @ W_q.T) @ (p @ W_k.T).T / s
position_content = (p @ W_q.T) @ (x @ W_k.T).T / s
position_position = (p @ W_q.T) @ (p @ W_k.T).T / s
score = ((x + p) @ W_q.T) @ ((x + p) @ W_k.T).T / s  # q_m . k_n / sqrt(d_model)
terms = np.stack([content_content, content_position, position_content, position_position, score])
print(np.abs(terms[:4].sum(axis=0) - score).max())  # the four terms add up to the score
`;
}

export function attentionExport(
  model: AttentionModel,
  state: Pick<State, 'base' | 'attnSeed' | 'attnProjections' | 'cmap'>,
): ViewExport {
  const { n, dModel, words, result } = model;
  const stacked = new Float64Array(TERMS.length * n * n);
  model.terms.forEach((t, k) => stacked.set(t.data, k * n * n));
  const rows: (number | string)[][] = [];
  for (let m = 0; m < n; m++) {
    for (let j = 0; j < n; j++) {
      rows.push([m, j, words[m]!, words[j]!, ...model.terms.map((t) => t.data[m * n + j]!)]);
    }
  }
  return {
    baseName: `attention_${state.attnProjections}_N${n}_d${dModel}`,
    figures: model.terms.map((t) => ({
      kind: 'heatmap' as const,
      name: t.key,
      title: termTitle(t.key),
      rows: n,
      cols: n,
      data: t.data,
      xLabel: 'key n',
      yLabel: 'query m',
      rowLabels: words,
      colLabels: words,
      cmap: state.cmap,
      range: [-t.limit, t.limit] as const,
      colorbarLabel: 'score term',
    })),
    tables: [
      {
        name: 'terms',
        columns: [
          'query_m',
          'key_n',
          'query_word',
          'key_word',
          'content_content',
          'content_position',
          'position_content',
          'position_position',
          'score',
        ],
        rows,
      },
    ],
    arrays: [
      { name: 'terms', shape: [TERMS.length, n, n], data: stacked },
      { name: 'embeddings', shape: [n, dModel], data: result.embeddings.data },
      { name: 'encodings', shape: [n, dModel], data: result.encodings.data },
    ],
    code: attentionCode(model, state),
  };
}
