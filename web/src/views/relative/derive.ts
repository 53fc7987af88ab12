// What the relative-position view shows, derived from the state by the
// engine: the rotation R_k of one (sin, cos) pair, the table "actual
// PE(pos + k) against R_k PE(pos)" at the course's positions, the
// whole-vector check, and the dot-product matrix PE·PEᵀ with the seed's
// PE5·PE8 = PE20·PE23. Pure: no DOM, no lit; tested in Node.
import type { Matrix, PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import type { State } from '../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';
import { wholeText } from '../../ui/whole-number.js';

import { TABLE_POSITIONS } from './boxes.js';
import {
  DOT_BUDGET,
  K_SLIDER,
  MAX_DOT_POSITIONS,
  POS_SLIDER_MAX,
  SEED_OFFSET,
  SEED_SIZE,
  TOLERANCE,
  dotSize,
  pairOf,
  posSliderMax,
  tiny,
  turns,
} from './numbers.js';

export {
  DOT_BUDGET,
  K_SLIDER,
  MAX_DOT_POSITIONS,
  POS_SLIDER_MAX,
  SEED_SIZE,
  TOLERANCE,
  dotSize,
  pairOf,
  posSliderMax,
  tiny,
  turns,
};

/** The course's positions (defined with the table's box, which counts them). */
export { TABLE_POSITIONS };
/** One row of the table, for pair `pair` of PE(pos). */
export interface RotationRow {
  readonly pos: number;
  /** (PE(pos, 2i), PE(pos, 2i+1)). */
  readonly current: readonly [number, number];
  /** The same pair of the engine's shift(PE(pos), k). */
  readonly predicted: readonly [number, number];
  /** The same pair of PE(pos + k), encoded directly. */
  readonly actual: readonly [number, number];
  readonly pairError: number;
  /** max |shift(PE(pos), k) - PE(pos + k)| over all dModel dimensions. */
  readonly vectorError: number;
}

export interface Rotation {
  readonly pair: number;
  /** base^(2i/dModel), from the engine's wavelengths: λi / λ0. */
  readonly divisor: number;
  /** θ_k = k / divisor, in radians. */
  readonly theta: number;
  /** The engine's 2x2 block of R_k, row-major: [cos θk, sin θk, −sin θk, cos θk]. */
  readonly matrix: readonly [number, number, number, number];
  readonly rows: readonly RotationRow[];
  /** The selected position's row. */
  readonly check: RotationRow;
}

export interface Dots {
  /** Positions 0 .. n-1 are shown; n <= seqLen. */
  readonly n: number;
  readonly dModel: number;
  /** PE(p)·PE(q) for p, q < n. */
  readonly matrix: Matrix;
  readonly min: number;
  /** The main diagonal's value, dModel / 2: the colour scale's top. */
  readonly max: number;
  /** PE5·PE8 and PE20·PE23, from dotProducts(24, dModel). */
  readonly seed: readonly [number, number];
}

interface RotationInputs {
  pe: PosEnc;
  dModel: number;
  base: number;
  pos: number;
  k: number;
  pair: number;
}

interface DotsInputs {
  pe: PosEnc;
  n: number;
  dModel: number;
  base: number;
}

export interface RelativeModel {
  readonly rotation: Part<RotationInputs, Rotation>;
  readonly dots: Part<DotsInputs, Dots>;
}

function maxAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let worst = 0;
  for (let j = 0; j < a.length; j++) worst = Math.max(worst, Math.abs(a[j]! - b[j]!));
  return worst;
}

function computeRotation({ pe, dModel, base, pos, k, pair }: RotationInputs): Rotation {
  const wavelengths = pe.wavelengths(dModel, { base });
  const divisor = wavelengths[pair]! / wavelengths[0]!;
  const block = pe.rotationMatrix(k, pair, dModel, { base });
  const positions = TABLE_POSITIONS.includes(pos)
    ? [...TABLE_POSITIONS]
    : [...TABLE_POSITIONS, pos];
  const now = pe.encodePositions(positions, dModel, { base });
  const later = pe.encodePositions(
    positions.map((p) => p + k),
    dModel,
    { base },
  );
  const { sin, cos } = pe.columnsOfPair(pair, dModel);
  const pairError = (x: ArrayLike<number>, y: ArrayLike<number>) =>
    Math.max(Math.abs(x[sin]! - y[sin]!), Math.abs(x[cos]! - y[cos]!));
  const rows = positions.map((p, r): RotationRow => {
    const vector = now.data.subarray(r * dModel, (r + 1) * dModel);
    const actual = later.data.subarray(r * dModel, (r + 1) * dModel);
    const shifted = pe.shift(vector, k, { base });
    return {
      pos: p,
      current: [vector[sin]!, vector[cos]!],
      predicted: [shifted[sin]!, shifted[cos]!],
      actual: [actual[sin]!, actual[cos]!],
      pairError: pairError(shifted, actual),
      vectorError: maxAbsDifference(shifted, actual),
    };
  });
  return {
    pair,
    divisor,
    theta: k / divisor,
    matrix: [block[0]!, block[1]!, block[2]!, block[3]!],
    rows,
    check: rows.find((row) => row.pos === pos)!,
  };
}

function computeDots({ pe, n, dModel, base }: DotsInputs): Dots {
  const matrix = pe.dotProducts(n, dModel, { base });
  let min = Infinity;
  for (const v of matrix.data) min = Math.min(min, v);
  const seedMatrix = pe.dotProducts(SEED_SIZE, dModel, { base });
  const at = (p: number, q: number) => seedMatrix.data[p * SEED_SIZE + q]!;
  return {
    n,
    dModel,
    matrix,
    min,
    max: dModel / 2,
    seed: [at(5, 5 + SEED_OFFSET), at(20, 20 + SEED_OFFSET)],
  };
}

/**
 * The model of the view. Pass the previous model to keep the parts whose
 * inputs did not change (moving pos or k does not recompute the matrix).
 */
export function derive(state: State, pe: PosEnc, previous?: RelativeModel): RelativeModel {
  const { dModel, base, pos, k, seqLen } = state;
  return {
    rotation: derivePart(
      previous?.rotation,
      { pe, dModel, base, pos, k, pair: pairOf(state) },
      computeRotation,
    ),
    dots: derivePart(previous?.dots, { pe, n: dotSize(seqLen, dModel), dModel, base }, computeDots),
  };
}

/** The cell selected first from the keyboard: (pos, pos + k) when it is in the matrix. */
export function defaultCell(n: number, pos: number, k: number): { row: number; col: number } {
  if (pos < n && pos + k >= 0 && pos + k < n) return { row: pos, col: pos + k };
  return { row: 0, col: Math.min(n - 1, Math.max(0, k)) };
}

export interface Diagonal {
  /** q − p. */
  readonly offset: number;
  /** PE(row)·PE(col). */
  readonly value: number;
  /** The smallest and largest value on the cell's diagonal, and its length. */
  readonly lo: number;
  readonly hi: number;
  readonly count: number;
}

/** The diagonal through (row, col) of a square matrix. */
export function diagonalThrough(m: Matrix, row: number, col: number): Diagonal {
  const n = m.rows;
  const offset = col - row;
  let lo = Infinity;
  let hi = -Infinity;
  let count = 0;
  for (let p = Math.max(0, -offset); p < n && p + offset < n; p++) {
    const v = m.data[p * n + p + offset]!;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
    count++;
  }
  return { offset, value: m.data[row * n + col]!, lo, hi, count };
}

/** The note under the matrix when it shows fewer positions than the sequence. */
export function dotsNote(n: number, seqLen: number, dModel: number): string {
  const wanted = Math.min(seqLen, MAX_DOT_POSITIONS);
  if (n < wanted) {
    return `Showing positions 0–${n - 1}: at d_model = ${dModel} a larger matrix would take too long.`;
  }
  if (seqLen > MAX_DOT_POSITIONS) return `Showing positions 0–${n - 1} of ${wholeText(seqLen)}.`;
  return '';
}

/** A pair as the course prints it: [0.2837  −0.9589]. */
export function pairText(v: readonly [number, number]): string {
  return `[${fixed(v[0], 4)}  ${fixed(v[1], 4)}]`;
}

/** θ_k without its whole turns, keeping its sign: the arc the circle draws. */
export function sweepOf(theta: number): number {
  const fullTurn = 2 * Math.PI;
  return theta - Math.trunc(theta / fullTurn) * fullTurn;
}
