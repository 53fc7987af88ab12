// What the attention chapter shows, derived from the state by the engine:
// the score of every (query, key) pair of the sentence split into its four
// terms (pe.attentionTerms), each term's colour range, how far the
// position-position term strays from one value along each diagonal, and,
// when the words are reordered, what moved against the sentence as written.
//
// Pure: no DOM, no Lit. Every number comes from the engine; this module
// arranges them, adds the four terms for the readout and measures
// differences between engine results.
import type { AttentionTerms, Matrix, PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import type { Cell } from '../../ui/terms-grid-box.js';

/** The state fields this chapter reads. */
export type AttentionInputs = Pick<
  State,
  'attnWords' | 'attnOrder' | 'attnDModel' | 'attnProjections' | 'attnSeed' | 'base'
>;

export type TermKey =
  'contentContent' | 'contentPosition' | 'positionContent' | 'positionPosition' | 'score';

/** The matrices drawn, in order: the four terms, then the score they add up to. */
export const TERMS: readonly TermKey[] = [
  'contentContent',
  'contentPosition',
  'positionContent',
  'positionPosition',
  'score',
];

export interface TermView {
  readonly key: TermKey;
  readonly data: Float64Array;
  /** Symmetric colour range: ± the largest |value| of the term. */
  readonly limit: number;
}

export interface AttentionModel {
  /** Words in the sentence (positions 0 .. n − 1). */
  readonly n: number;
  readonly dModel: number;
  /** The word at each position, as shown. */
  readonly words: readonly string[];
  readonly terms: readonly TermView[];
  /** The engine's whole result (the export's embeddings and encodings). */
  readonly result: AttentionTerms;
  /** The largest max − min of the position-position term along one diagonal m − n. */
  readonly diagonalSpread: number;
  /** Against the sentence as written, when the words were reordered. */
  readonly moved?: Moved;
}

/** What reordering the words did, against the same words as written. */
export interface Moved {
  /** Largest |content-content now − as written| for the same word pair (at its new cells). */
  readonly samePair: number;
  /** Largest |content-content now − as written| at the same cell (m, n). */
  readonly sameCell: number;
  /** Largest |position-position now − as written| at the same cell (m, n). */
  readonly positionSameCell: number;
}

/**
 * A word's token id: FNV-1a (32 bits) of its UTF-16 code units. A word has
 * one id, so one embedding, wherever it stands and in every sentence; ids
 * are case-sensitive, as a tokenizer's are.
 */
export function tokenId(word: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < word.length; k++) {
    hash ^= word.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The words at positions 0 .. n − 1: word attnOrder[m] at position m. */
export function shownWords(inputs: Pick<State, 'attnWords' | 'attnOrder'>): string[] {
  return inputs.attnOrder.map((w) => inputs.attnWords[w] ?? '');
}

/** Whether the words stand in another order than written. */
export function isReordered(inputs: Pick<State, 'attnOrder'>): boolean {
  return inputs.attnOrder.some((w, m) => w !== m);
}

/** The largest |value|, at least a tiny positive number so a range is never empty. */
export function absMax(data: ArrayLike<number>): number {
  let m = 0;
  for (let k = 0; k < data.length; k++) m = Math.max(m, Math.abs(data[k]!));
  return m > 0 ? m : 1e-12;
}

/** The largest max − min of an n × n matrix along any diagonal (cells with the same m − n). */
export function diagonalSpread({ rows: n, data }: Matrix): number {
  let spread = 0;
  for (let offset = -(n - 1); offset < n; offset++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let m = Math.max(0, offset); m < Math.min(n, n + offset); m++) {
      const v = data[m * n + m - offset]!;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    spread = Math.max(spread, hi - lo);
  }
  return spread;
}

function largestDifference(
  n: number,
  a: Float64Array,
  b: Float64Array,
  cellOfB: (m: number, j: number) => number,
): number {
  let worst = 0;
  for (let m = 0; m < n; m++) {
    for (let j = 0; j < n; j++) {
      worst = Math.max(worst, Math.abs(a[m * n + j]! - b[cellOfB(m, j)]!));
    }
  }
  return worst;
}

function run(pe: PosEnc, inputs: AttentionInputs, order: readonly number[]): AttentionTerms {
  const tokens = order.map((w) => tokenId(inputs.attnWords[w] ?? ''));
  const positions = order.map((_, m) => m);
  return pe.attentionTerms(tokens, positions, inputs.attnDModel, {
    base: inputs.base,
    randomProjections: inputs.attnProjections === 'random',
    seed: inputs.attnSeed,
  });
}

/** The chapter's model; throws the engine's error for inputs it refuses. */
export function derive(inputs: AttentionInputs, pe: PosEnc): AttentionModel {
  const order = inputs.attnOrder;
  const n = order.length;
  const result = run(pe, inputs, order);
  let moved: Moved | undefined;
  if (isReordered(inputs)) {
    const written = run(
      pe,
      inputs,
      order.map((_, k) => k),
    );
    moved = {
      // The pair at cell (m, j) now stood at (order[m], order[j]) as written.
      samePair: largestDifference(
        n,
        result.contentContent.data,
        written.contentContent.data,
        (m, j) => order[m]! * n + order[j]!,
      ),
      sameCell: largestDifference(
        n,
        result.contentContent.data,
        written.contentContent.data,
        (m, j) => m * n + j,
      ),
      positionSameCell: largestDifference(
        n,
        result.positionPosition.data,
        written.positionPosition.data,
        (m, j) => m * n + j,
      ),
    };
  }
  return {
    n,
    dModel: inputs.attnDModel,
    words: shownWords(inputs),
    terms: TERMS.map((key) => ({
      key,
      data: result[key].data,
      limit: absMax(result[key].data),
    })),
    result,
    diagonalSpread: diagonalSpread(result.positionPosition),
    ...(moved ? { moved } : {}),
  };
}

// A (query, key) cell and the keyboard's rule, shared with the other grid of terms.
export { moveCell, type Cell } from '../../ui/terms-grid-box.js';

/** The readout of one cell: each term, their sum, and the score computed directly. */
export interface CellReadout {
  readonly values: readonly { readonly key: TermKey | 'sum'; readonly value: number }[];
}

export function cellReadout(model: AttentionModel, cell: Cell): CellReadout {
  const at = cell.row * model.n + cell.col;
  const value = (key: TermKey) => model.terms.find((t) => t.key === key)!.data[at]!;
  const sum =
    value('contentContent') +
    value('contentPosition') +
    value('positionContent') +
    value('positionPosition');
  return {
    values: [
      ...TERMS.slice(0, 4).map((key) => ({ key, value: value(key) })),
      { key: 'sum' as const, value: sum },
      { key: 'score' as const, value: value('score') },
    ],
  };
}
