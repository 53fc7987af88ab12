// What the worked example shows: the sources' hand calculation at d_model = 4
// and three positions, cell by cell. Angles come from the engine's
// wavelengths (divisor = wavelength / 2π), values from its encoding; this
// module arranges them and phrases the lesson's numbers.
//
// Pure: no DOM, no Lit.
import type { Matrix, PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import { EMBEDDING_SIZE } from '../order/view.js';
import { type State } from '../state.js';
import { POSITIONS } from './boxes.js';

/** The example's width: the embeddings' width, as in the sources. */
export const D_MODEL = EMBEDDING_SIZE;
/** The example's positions: 0, 1, 2 ("The cat sat"), as its figures' boxes are sized. */
export { POSITIONS };

/** The state fields this view reads. */
export type WorkedInputs = Pick<State, 'base' | 'words' | 'emb'>;

/** One cell PE(pos, dim): its formula's parts and its value. */
export interface Cell {
  pos: number;
  dim: number;
  /** The (sin, cos) pair of the column: dim 2i and 2i + 1 share pair i. */
  pair: number;
  fn: 'sin' | 'cos';
  /** pos / divisor of the pair. */
  angle: number;
  /** The engine's PE(pos, dim). */
  value: number;
  /** A hair from a 4-decimal midpoint: see {@link isKnifeEdge}. */
  knifeEdge: boolean;
}

/** embedding + PE for the word at one position. */
export interface Sum {
  pos: number;
  word: string;
  embedding: number[];
  pe: number[];
  sum: number[];
}

export interface WorkedModel {
  base: number;
  encoding: Matrix;
  wavelengths: Float64Array;
  /** base^(2i/d_model) per pair, from the engine's wavelengths. */
  divisors: number[];
  /** 2i/d_model per pair. */
  exponents: number[];
  /** cells[pos][dim]. */
  cells: Cell[][];
  /** The knife-edge cells, in row order. */
  knifeEdges: Cell[];
  /** One row per position that has a word (at most POSITIONS). */
  sums: Sum[];
  /** Distinct rows of the encoding, by the engine. */
  unique: number;
  min: number;
  max: number;
  /** divisor 1 / divisor 0: how much slower pair 1 turns than pair 0. */
  ratio: number;
}

/**
 * True for a value within 1e-9 of a 4-decimal midpoint (a multiple of
 * 0.0001 plus 0.00005), like cos 0.01 = 0.99995000042: it prints as a tie at 5 decimals,
 * and cutting off instead of rounding gives another 4-decimal figure.
 */
export function isKnifeEdge(value: number): boolean {
  const scaled = Math.abs(value) * 1e4;
  return Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-5;
}

/**
 * The knife-edge cells at `base`, (pos, dim) in row order, from the state
 * alone: the engine's encoding restated (pair i = dims 2i, 2i + 1 turns by
 * pos / base^(2i/d_model), sin then cos: its interleaved layout), so that the
 * first-paint frame lays out as many notes as the view will (tests/js checks
 * it against the engine's cells over many bases).
 */
export function predictedKnifeEdges(base: number): { pos: number; dim: number }[] {
  const edges: { pos: number; dim: number }[] = [];
  for (let pos = 0; pos < POSITIONS; pos++) {
    for (let dim = 0; dim < D_MODEL; dim++) {
      const angle = pos / Math.pow(base, (2 * Math.floor(dim / 2)) / D_MODEL);
      if (isKnifeEdge(dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle))) edges.push({ pos, dim });
    }
  }
  return edges;
}

/** The value cut off (truncated towards zero) at 4 decimals, as the problem page's table prints it. */
export function cutOff(value: number): number {
  return Math.trunc(value * 1e4) / 1e4;
}

/** Rounded to `digits` decimals with trailing zeros dropped, as NumPy prints: 0.5403, 0.71, 1. */
export function short(value: number, digits = 5): string {
  const text = fixed(value, digits);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A vector as NumPy prints it: [0.1, 1.2, 0.3, 1.4]. */
export function list(values: ArrayLike<number>, digits = 5): string {
  return `[${Array.from(values, (v) => short(v, digits)).join(', ')}]`;
}

/** The base as the formulas write it: 10000, 100, 1.5. */
export function baseText(base: number): string {
  return significant(base, 8);
}

/** The worked example's model; throws the engine's error when the base is out of range. */
export function deriveWorked(inputs: WorkedInputs, pe: PosEnc): WorkedModel {
  const { base, words, emb } = inputs;
  const wavelengths = pe.wavelengths(D_MODEL, { base });
  const encoding = pe.positionalEncoding(POSITIONS, D_MODEL, { base });
  const unique = pe.uniqueRows(POSITIONS, D_MODEL, { base });
  const divisors = Array.from(wavelengths, (w) => w / (2 * Math.PI));
  const at = (pos: number, dim: number) => encoding.data[pos * D_MODEL + dim]!;
  const cells = Array.from({ length: POSITIONS }, (_, pos) =>
    Array.from({ length: D_MODEL }, (_, dim): Cell => {
      const { pair, fn } = pe.pairOfColumn(dim, D_MODEL);
      const value = at(pos, dim);
      return {
        pos,
        dim,
        pair,
        fn,
        angle: pos / divisors[pair]!,
        value,
        knifeEdge: isKnifeEdge(value),
      };
    }),
  );
  const sums = Array.from({ length: Math.min(POSITIONS, words.length) }, (_, pos): Sum => {
    const row = Array.from(encoding.data.subarray(pos * D_MODEL, (pos + 1) * D_MODEL));
    const embedding = [...emb[pos]!];
    return {
      pos,
      word: words[pos]!,
      embedding,
      pe: row,
      sum: embedding.map((v, j) => v + row[j]!),
    };
  });
  const values = Array.from(encoding.data);
  return {
    base,
    encoding,
    wavelengths,
    divisors,
    exponents: divisors.map((_, i) => (2 * i) / D_MODEL),
    cells,
    knifeEdges: cells.flat().filter((cell) => cell.knifeEdge),
    sums,
    unique,
    min: Math.min(...values),
    max: Math.max(...values),
    ratio: divisors[1]! / divisors[0]!,
  };
}
