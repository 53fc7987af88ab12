// What the pitfalls view shows, derived from the state by the engine: for
// the correct encoding and every pitfall variant, a scorecard (distinct
// rows, closest rows, range, the rotation PE(pos) -> PE(pos + K), the PE(0)
// anchor, wavelengths, frozen columns), the facts each explanation quotes,
// the base table, and the concatenation example. Pure: no DOM, no lit;
// tested in Node.
import type { Matrix, PosEnc, Variant } from '../../engine/index.js';
import { defaultBase } from '../../engine/facts.js';
import type { State } from '../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';
import {
  concatWidth,
  FROZEN,
  K,
  maxAbsDifference,
  rangeOf,
  rowOf,
  scoredSize,
  selectedPitfall,
  type Pitfall,
} from './numbers.js';

// The helpers live in numbers.ts (light: the first-paint frame uses them too).
export {
  CAP,
  FROZEN,
  inRange,
  K,
  maxAbsDifference,
  rangeOf,
  ROTATION_TOLERANCE,
  rotationHolds,
  rowOf,
  selectedPitfall,
  type Pitfall,
} from './numbers.js';

/** The bases of the "wrong base constant" table (the state's base is added). */
export const BASES: readonly number[] = [defaultBase / 10, defaultBase, defaultBase * 10];

export interface Closest {
  readonly distance: number;
  /** The first closest pair found (positions a < b). */
  readonly a: number;
  readonly b: number;
  /**
   * How many pairs of rows are that close (within TIE of the distance): an
   * encoding whose every pair turns on its circle puts rows p and p + Δ the
   * same distance apart whatever p, so its closest pairs tie, and which one
   * a search names is a rounding accident (NumPy's argmin names another).
   */
  readonly ties: number;
  /** The offset b − a shared by every tied pair, or null when they differ. */
  readonly offset: number | null;
}

/** Two distances within this relative difference tie. */
export const TIE = 1e-9;

export interface Score {
  readonly variant: Variant;
  readonly matrix: Matrix;
  readonly unique: number;
  readonly min: number;
  readonly max: number;
  /**
   * max |shift(PE(pos), rotationBy) - PE(pos + K)| over a few pos: how far a
   * fixed rotation is from mapping PE(pos) to PE(pos + K); null when L <= K.
   */
  readonly rotation: number | null;
  /**
   * The rotation checked: R_K, or R_−K for the swapped layout, whose mirrored
   * circles turn the other way (a fixed map for each offset all the same).
   */
  readonly rotationBy: number;
  /** Row 0 is exactly (0, 1, 0, 1, ...). */
  readonly anchor: boolean;
  /** The first four values of row 0. */
  readonly row0: readonly number[];
  readonly wavelengths: Float64Array;
  /** Columns that change by less than FROZEN over the L positions. */
  readonly frozen: number;
  readonly closest: Closest | null;
}

export interface Extras {
  /** sine-only: positions 1 and pi - 1 at d = 2, variant then correct. */
  readonly sinePair: readonly [Matrix, Matrix];
  /** cosine-only: positions 1 and 2 pi - 1 at d = 2, variant then correct. */
  readonly cosinePair: readonly [Matrix, Matrix];
  /** swapped: max |shift(PE_v(pos), K) - PE_v(pos - K)|, or null when L <= K. */
  readonly swappedBack: number | null;
  /** one-indexed: max |PE_v(p) - PE(p + 1)|, or null when L = 1. */
  readonly shiftedByOne: number | null;
  /** i/d: min and max over pairs i >= 1 of ln(lambda_v / lambda_0) / ln(lambda_c / lambda_0). */
  readonly logRatio: readonly [number, number] | null;
  /** 2 pi sqrt(base): the second wavelength of the correct encoding at d = 4. */
  readonly sqrtWavelength: number;
  /** pi, read from the engine (half its first wavelength). */
  readonly pi: number;
}

export interface BaseRow {
  readonly base: number;
  readonly shortest: number;
  readonly longest: number;
  /** 2 pi base: what the longest wavelength approaches as d_model grows. */
  readonly limit: number;
}

export interface Scores {
  /** Positions and dimensions scored: the state's, capped at CAP. */
  readonly L: number;
  readonly d: number;
  readonly base: number;
  readonly scores: ReadonlyMap<Variant, Score>;
  readonly extras: Extras;
  /** The base table at the state's d_model, and at 512 unless that is the state's. */
  readonly bases: readonly BaseRow[];
  readonly bases512: readonly BaseRow[];
}

export interface Concat {
  readonly words: readonly string[];
  /** Embedding width: d_model of the example. */
  readonly width: number;
  /** E + PE (right) and [E | PE] (wrong), one row per word. */
  readonly added: readonly (readonly number[])[];
  readonly joined: readonly (readonly number[])[];
}

interface ScoresInputs {
  pe: PosEnc;
  L: number;
  d: number;
  dModel: number;
  base: number;
}

interface ConcatInputs {
  pe: PosEnc;
  base: number;
  words: readonly string[];
  emb: readonly (readonly number[])[];
}

export interface PitfallsModel {
  /** The pitfall shown beside the correct encoding. */
  readonly selected: Pitfall;
  readonly scores: Part<ScoresInputs, Scores>;
  readonly concat: Part<ConcatInputs, Concat>;
}

/** The squared distance of rows p and q, or a number above `limit` once it exceeds it. */
function squaredDistance(m: Matrix, p: number, q: number, limit: number): number {
  const { cols, data } = m;
  const pa = p * cols;
  const qa = q * cols;
  let sum = 0;
  // Partial-distance pruning: stop as soon as this pair cannot be within `limit`.
  for (let j = 0; j < cols && sum <= limit; j++) {
    const t = data[pa + j]! - data[qa + j]!;
    sum += t * t;
  }
  return sum;
}

/**
 * The two distinct positions whose encodings are nearest (Euclidean), and
 * every other pair as near (within TIE): how many, and their common offset.
 */
export function closestRows(m: Matrix): Closest | null {
  if (m.rows < 2) return null;
  const { rows } = m;
  let best = Infinity;
  let a = 0;
  let b = 1;
  for (let p = 0; p < rows; p++) {
    for (let q = p + 1; q < rows; q++) {
      const sum = squaredDistance(m, p, q, best);
      if (sum < best) {
        best = sum;
        a = p;
        b = q;
      }
    }
  }
  const limit = best * (1 + TIE) ** 2;
  let ties = 0;
  let offset: number | null = b - a;
  for (let p = 0; p < rows; p++) {
    for (let q = p + 1; q < rows; q++) {
      if (squaredDistance(m, p, q, limit) > limit) continue;
      ties++;
      if (q - p !== offset) offset = null;
    }
  }
  return { distance: Math.sqrt(best), a, b, ties, offset };
}

export function frozenColumns(m: Matrix): number {
  if (m.rows < 2) return m.cols;
  let count = 0;
  for (let j = 0; j < m.cols; j++) {
    let min = Infinity;
    let max = -Infinity;
    for (let r = 0; r < m.rows; r++) {
      const v = m.data[r * m.cols + j]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max - min < FROZEN) count++;
  }
  return count;
}

function scoreOf(pe: PosEnc, L: number, d: number, base: number, variant: Variant): Score {
  const matrix = pe.positionalEncoding(L, d, { base, variant });
  const [min, max] = rangeOf(matrix.data);
  let rotation: number | null = null;
  // Swapping a pair's columns mirrors its circle: R_−K, not R_K, maps
  // PE(pos) to PE(pos + K) (the engine's shift ignores the swap: it turns
  // (x, y) as (sin, cos), so R_−K here is the mirror of R_K there).
  const rotationBy = variant === 'swapped' ? -K : K;
  if (L > K) {
    const last = L - 1 - K;
    const positions = [...new Set([0, Math.floor(last / 3), Math.floor((2 * last) / 3), last])];
    rotation = 0;
    for (const pos of positions) {
      const shifted = pe.shift(rowOf(matrix, pos), rotationBy, { base, variant });
      rotation = Math.max(rotation, maxAbsDifference(shifted, rowOf(matrix, pos + K)));
    }
  }
  const row0 = Array.from(rowOf(matrix, 0));
  return {
    variant,
    matrix,
    unique: pe.uniqueRows(L, d, { base, variant }),
    min,
    max,
    rotation,
    rotationBy,
    anchor: row0.every((v, j) => v === (pe.pairOfColumn(j, d).fn === 'sin' ? 0 : 1)),
    row0: row0.slice(0, 4),
    wavelengths: pe.wavelengths(d, { base, variant }),
    frozen: frozenColumns(matrix),
    closest: closestRows(matrix),
  };
}

function baseRow(pe: PosEnc, d: number, base: number): BaseRow {
  const w = pe.wavelengths(d, { base });
  const twoPi = pe.wavelengths(2, { base })[0]!;
  return { base, shortest: w[0]!, longest: w[w.length - 1]!, limit: twoPi * base };
}

function extrasOf(
  pe: PosEnc,
  scores: ReadonlyMap<Variant, Score>,
  L: number,
  base: number,
): Extras {
  const correct = scores.get('correct')!;
  const oneIndexed = scores.get('one-indexed')!;
  let shiftedByOne: number | null = null;
  if (L > 1) {
    shiftedByOne = 0;
    for (let p = 0; p + 1 < L; p++) {
      shiftedByOne = Math.max(
        shiftedByOne,
        maxAbsDifference(rowOf(oneIndexed.matrix, p), rowOf(correct.matrix, p + 1)),
      );
    }
  }
  let logRatio: [number, number] | null = null;
  const wv = scores.get('exponent-i-over-d')!.wavelengths;
  const wc = correct.wavelengths;
  if (wc.length > 1) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 1; i < wc.length; i++) {
      const r = Math.log(wv[i]! / wv[0]!) / Math.log(wc[i]! / wc[0]!);
      lo = Math.min(lo, r);
      hi = Math.max(hi, r);
    }
    logRatio = [lo, hi];
  }
  // Swapping the two coordinates of a pair mirrors its circle, so the
  // correct rotation R_K now turns each pair backwards: PE_v(pos) -> PE_v(pos - K).
  const swapped = scores.get('swapped')!;
  let swappedBack: number | null = null;
  if (L > K) {
    swappedBack = 0;
    for (let pos = K; pos < L; pos++) {
      const shifted = pe.shift(rowOf(swapped.matrix, pos), K, { base });
      swappedBack = Math.max(
        swappedBack,
        maxAbsDifference(shifted, rowOf(swapped.matrix, pos - K)),
      );
    }
  }
  const pi = pe.wavelengths(2, { base })[0]! / 2;
  return {
    swappedBack,
    sinePair: [
      pe.encodePositions([1, pi - 1], 2, { base, variant: 'sine-only' }),
      pe.encodePositions([1, pi - 1], 2, { base }),
    ],
    cosinePair: [
      pe.encodePositions([1, 2 * pi - 1], 2, { base, variant: 'cosine-only' }),
      pe.encodePositions([1, 2 * pi - 1], 2, { base }),
    ],
    shiftedByOne,
    logRatio,
    sqrtWavelength: pe.wavelengths(4, { base })[1]!,
    pi,
  };
}

function computeScores({ pe, L, d, dModel, base }: ScoresInputs): Scores {
  const scores = new Map<Variant, Score>();
  for (const variant of pe.variants) scores.set(variant, scoreOf(pe, L, d, base, variant));
  const baseList = BASES.includes(base) ? [...BASES] : [...BASES, base];
  baseList.sort((x, y) => x - y);
  return {
    L,
    d,
    base,
    scores,
    extras: extrasOf(pe, scores, L, base),
    bases: baseList.map((b) => baseRow(pe, dModel, b)),
    bases512: dModel === 512 ? [] : baseList.map((b) => baseRow(pe, 512, b)),
  };
}

function computeConcat({ pe, base, words, emb }: ConcatInputs): Concat {
  const n = words.length;
  const rows = emb.slice(0, n);
  const width = concatWidth(emb, n);
  const p = pe.positionalEncoding(n, width, { base });
  return {
    words,
    width,
    added: rows.map((row, w) => row.map((e, j) => e + p.data[w * width + j]!)),
    joined: rows.map((row, w) => [...row, ...rowOf(p, w)]),
  };
}

/**
 * The model of the view. Pass the previous model to keep the parts whose
 * inputs did not change (picking another pitfall rescoring nothing).
 */
export function derive(state: State, pe: PosEnc, previous?: PitfallsModel): PitfallsModel {
  const { dModel, base, words, emb } = state;
  return {
    selected: selectedPitfall(state.variant),
    scores: derivePart(previous?.scores, { pe, ...scoredSize(state), dModel, base }, computeScores),
    concat: derivePart(previous?.concat, { pe, base, words, emb }, computeConcat),
  };
}
