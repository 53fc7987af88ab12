// What the word-order lesson shows, derived from the state by the engine:
// the same words in two orders run through self-attention, without and with
// the positional encoding, and the followed word's output compared.
//
// Pure: no DOM, no Lit. Every number comes from the engine (selfAttention,
// positionalEncoding); this module only arranges them and measures the gap
// between the two outputs.
import type { Matrix, PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import { EMBEDDING_SIZE } from './view.js';
import { type State } from '../state.js';

/** The state fields this view reads. */
export type OrderInputs = Pick<State, 'words' | 'emb' | 'order' | 'follow' | 'base'>;

/** One self-attention run: a sentence (word indices in order), with or without PE. */
export interface Run {
  /** Word indices in sentence order. */
  order: readonly number[];
  /** The sentence as text. */
  text: string;
  /** n x n attention weights: row = the token attending, column = the token attended to. */
  weights: Matrix;
  /** Position of the followed word in this sentence. */
  row: number;
  /** The followed word's output vector. */
  vector: Float64Array;
}

/** The followed word in the two orders, with or without PE. */
export interface Comparison {
  runs: [Run, Run];
  /** Euclidean norm of the difference of the two output vectors. */
  difference: number;
  /** Exactly equal (the engine sums in an order-independent way, so this is exact). */
  same: boolean;
}

export interface OrderModel {
  /** The first order: the words as written, 0 .. n-1. */
  first: number[];
  plain: Comparison;
  withPe: Comparison;
  /** The PE added in the second pair of runs: n x 4 at the state's base. */
  encoding: Matrix;
  /** The followed word. */
  name: string;
  /** Its position in the first and in the second order. */
  firstPosition: number;
  secondPosition: number;
  /** The second order is the first one. */
  isIdentity: boolean;
}

/** Euclidean distance of two vectors of the same length. */
export function euclidean(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k]! - b[k]!) ** 2;
  return Math.sqrt(sum);
}

/** "0" only when exactly zero; tiny rounding residues in exponent form. */
export function differenceText(value: number): string {
  if (value === 0) return '0';
  return value < 1e-4 ? significant(value, 2) : fixed(value, 4);
}

/** The words of `order` joined by spaces. */
export function sentenceText(words: readonly string[], order: readonly number[]): string {
  return order.map((w) => words[w]).join(' ');
}

/**
 * The attention input for a sentence: row p is the embedding of the word at
 * position p, plus PE row p when `encoding` is given (position p gets PE row
 * p, whichever word sits there).
 */
export function attentionInput(
  emb: readonly (readonly number[])[],
  order: readonly number[],
  encoding: Matrix | undefined,
): Matrix {
  const n = order.length;
  const data = new Float64Array(n * EMBEDDING_SIZE);
  order.forEach((word, position) => {
    for (let j = 0; j < EMBEDDING_SIZE; j++) {
      const k = position * EMBEDDING_SIZE + j;
      data[k] = emb[word]![j]! + (encoding ? encoding.data[k]! : 0);
    }
  });
  return { rows: n, cols: EMBEDDING_SIZE, data };
}

function run(
  pe: PosEnc,
  inputs: OrderInputs,
  order: readonly number[],
  encoding: Matrix | undefined,
): Run {
  const result = pe.selfAttention(attentionInput(inputs.emb, order, encoding));
  const row = order.indexOf(inputs.follow);
  return {
    order,
    text: sentenceText(inputs.words, order),
    weights: result.weights,
    row,
    vector: result.output.data.slice(row * EMBEDDING_SIZE, (row + 1) * EMBEDDING_SIZE),
  };
}

function compare(
  pe: PosEnc,
  inputs: OrderInputs,
  first: readonly number[],
  encoding: Matrix | undefined,
): Comparison {
  const a = run(pe, inputs, first, encoding);
  const b = run(pe, inputs, inputs.order, encoding);
  const difference = euclidean(a.vector, b.vector);
  return { runs: [a, b], difference, same: difference === 0 };
}

/** What the lesson says of the followed word and the orders: the state's alone (no engine). */
export type Followed = Pick<OrderModel, 'name' | 'firstPosition' | 'secondPosition' | 'isIdentity'>;

/** The followed word, its positions in the two orders, and whether the orders are the same. */
export function followed(inputs: Pick<State, 'words' | 'order' | 'follow'>): Followed {
  return {
    name: inputs.words[inputs.follow] ?? '',
    firstPosition: inputs.follow,
    secondPosition: inputs.order.indexOf(inputs.follow),
    isIdentity: inputs.order.every((w, k) => w === k),
  };
}

/** The lesson's model; throws the engine's error when the base is out of range. */
export function deriveOrder(inputs: OrderInputs, pe: PosEnc): OrderModel {
  const n = inputs.words.length;
  const first = Array.from({ length: n }, (_, k) => k);
  const encoding = pe.positionalEncoding(n, EMBEDDING_SIZE, { base: inputs.base });
  return {
    first,
    plain: compare(pe, inputs, first, undefined),
    withPe: compare(pe, inputs, first, encoding),
    encoding,
    ...followed(inputs),
  };
}

/** Side of an attention-map cell (defined with the map's box, which it sizes). */
export { cellSize } from './boxes.js';
