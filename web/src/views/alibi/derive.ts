// The ALiBi view's model: every head's slope and bias matrix, from the
// engine (pe.alibiSlopes, pe.alibiBias). Pure: no DOM, no Lit.
import type { HeadMatrices, Matrix, PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';

/** The largest matrix the view draws (the first MAX_SHOWN positions). */
export const MAX_SHOWN = 128;

export interface AlibiModel {
  readonly n: number;
  readonly seqLen: number;
  readonly heads: number;
  /** The head drawn: the state's alibiHead, kept below heads. */
  readonly head: number;
  readonly slopes: Float64Array;
  /** (heads, n, n): -m_h (i - j) for j <= i, -Infinity above the diagonal. */
  readonly bias: HeadMatrices;
  /** The drawn head's matrix, masked cells as NaN (drawn transparent). */
  readonly display: Matrix;
  /** The drawn head's most negative bias: -m_h (n - 1). */
  readonly lowest: number;
}

/** The head drawn at `state`: its alibiHead, kept below its head count. */
export function shownHead(state: Pick<State, 'alibiHead' | 'alibiHeads'>): number {
  return Math.min(state.alibiHead, state.alibiHeads - 1);
}

/** How many positions the matrix draws at `state`. */
export function shownSize(state: Pick<State, 'seqLen'>): number {
  return Math.min(state.seqLen, MAX_SHOWN);
}

export function derive(state: State, pe: PosEnc): AlibiModel {
  const heads = state.alibiHeads;
  const head = shownHead(state);
  const n = shownSize(state);
  const slopes = pe.alibiSlopes(heads);
  const bias = pe.alibiBias(n, heads);
  const one = bias.data.subarray(head * n * n, (head + 1) * n * n);
  const display = Float64Array.from(one, (v) => (v === -Infinity ? NaN : v));
  let lowest = 0;
  for (const v of display) if (v < lowest) lowest = v;
  return {
    n,
    seqLen: state.seqLen,
    heads,
    head,
    slopes,
    bias,
    display: { rows: n, cols: n, data: display },
    lowest,
  };
}

/**
 * The slopes of n heads, n a power of two (the engine's PowerOfTwoSlopes):
 * start · start^h, start = 2^(−2^−(log2 n − 3)) = 2^(−8/n).
 */
function powerOfTwoSlope(n: number, h: number): number {
  const start = Math.pow(2, -Math.pow(2, -(Math.log2(n) - 3)));
  return start * Math.pow(start, h);
}

/**
 * Head `head`'s slope among `heads`, as the engine's alibiSlopes computes it
 * (the reference code's rule: the slopes of the largest power of two p <=
 * heads, then every other slope of 2p), restated in the same float64 steps
 * for the widths of the chapter's slots only: the numbers shown are the
 * engine's.
 */
export function slopeOf(heads: number, head: number): number {
  let p = 1;
  while (p * 2 <= heads) p *= 2;
  return head < p ? powerOfTwoSlope(p, head) : powerOfTwoSlope(2 * p, 2 * (head - p));
}

/** The bias of one cell of the drawn head (the engine's number). */
export function biasAt(model: AlibiModel, query: number, key: number): number {
  const { n, head } = model;
  return model.bias.data[(head * n + query) * n + key]!;
}

/** A slope as the view prints it: 2^-e when it is an exact power of two, else decimals. */
export function slopeText(m: number): string {
  const e = Math.log2(m);
  return Number.isInteger(e) ? `2^${e}` : m.toPrecision(6);
}
