// The Shaw view's model: the clipped relative index of every (query, key)
// pair, from the engine (pe.shawIndices), and what the clipping does.
// Pure: no DOM, no Lit.
import type { IntMatrix, Matrix, PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';

/** The largest matrix the view draws (the first MAX_SHOWN positions). */
export const MAX_SHOWN = 256;

export interface ShawModel {
  /** Positions drawn (seqLen, at most MAX_SHOWN). */
  readonly n: number;
  readonly seqLen: number;
  readonly k: number;
  /** clip(n - m, -K, K) + K for query m, key n (the engine's). */
  readonly indices: IntMatrix;
  /** The same numbers as float64, for the canvas. */
  readonly display: Matrix;
  /** Learned vectors in the table: 2k + 1. */
  readonly vectors: number;
  /** Distinct indices the drawn matrix uses (fewer than 2k + 1 when n <= k). */
  readonly used: number;
  /** (query, key) pairs whose distance was clipped: |j - i| > k. */
  readonly clipped: number;
}

export function derive(state: State, pe: PosEnc): ShawModel {
  const n = Math.min(state.seqLen, MAX_SHOWN);
  const k = state.shawK;
  const indices = pe.shawIndices(n, k);
  let clipped = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const index = indices.data[i * n + j]!;
      // The index equals the distance plus k unless the distance was clipped.
      if (index !== j - i + k) clipped++;
    }
  }
  return {
    n,
    seqLen: state.seqLen,
    k,
    indices,
    display: { rows: n, cols: n, data: Float64Array.from(indices.data) },
    vectors: 2 * k + 1,
    used: new Set(indices.data).size,
    clipped,
  };
}

export interface ShawCell {
  readonly query: number;
  readonly key: number;
  /** j - i, before clipping. */
  readonly distance: number;
  /** The engine's index, and the clipped distance it stands for (index - k). */
  readonly index: number;
  readonly clippedDistance: number;
  readonly wasClipped: boolean;
}

export function cellAt(model: ShawModel, query: number, key: number): ShawCell {
  const index = model.indices.data[query * model.n + key]!;
  const distance = key - query;
  return {
    query,
    key,
    distance,
    index,
    clippedDistance: index - model.k,
    wasClipped: index - model.k !== distance,
  };
}
