// What the comparison view shows, derived from the state by the engine:
// the sinusoidal and learned heat maps around the training length, the
// extrapolation checks, the learned table's parameter counts, and the RoPE
// score matrix of one fixed query and key. Pure: no DOM, no lit; tested in
// Node.
import type { Matrix, PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { derivePart, type Part } from '../../ui/derived-part.js';
import {
  BERT,
  checkedRows,
  FAR_POSITION,
  OFFSET,
  QK_SEED,
  ropeSampleRows,
  ropeSize,
  shownSize,
  TABLE_SEED,
} from './numbers.js';

export {
  BERT,
  CHECK_ELEMENTS,
  CHECK_ROWS,
  checkedRows,
  FAR_POSITION,
  OFFSET,
  QK_SEED,
  ROPE_CAP,
  ropeIsRelative,
  ROPE_WORK,
  ropeSize,
  SHOW_DIMS,
  SHOW_POSITIONS,
  TABLE_SEED,
} from './numbers.js';

/** The two heat maps around the training length. */
export interface Figures {
  /** Positions and dimensions drawn. */
  readonly Ls: number;
  readonly dc: number;
  readonly sinusoidal: Matrix;
  /** The learned table's rows, then NaN (no embedding) for positions >= trainLen. */
  readonly learned: Matrix;
  readonly learnedRows: number;
  /** max |value| of the table: its colour scale is ± this. */
  readonly learnedScale: number;
  /** Root mean square of the table: its sample standard deviation about 0. */
  readonly learnedStd: number;
  /** max |shift(PE(pos), OFFSET) - PE(pos + OFFSET)| at one position; null when Ls <= OFFSET. */
  readonly rotationError: number | null;
}

export interface Extrapolation {
  /** Positions checked: 0 .. checked - 1. */
  readonly checked: number;
  /** max |PE| over positions trainLen .. checked - 1; null if there are none. */
  readonly maxBeyond: number | null;
  readonly unique: number;
  /** max |PE(FAR_POSITION)|. */
  readonly farMax: number;
  /** Trainable parameters of a trainLen × d_model table, and of BERT's. */
  readonly parameters: number;
  readonly bert: number;
}

export interface Rope {
  readonly L: number;
  /** The query and key placed at every position (engine's learnedTable(2, d, QK_SEED)). */
  readonly q: Float64Array;
  readonly k: Float64Array;
  /** rope(q, i) · rope(k, j), row i, column j. */
  readonly scores: Matrix;
  /** max |score|: the colour scale is ± this. */
  readonly scale: number;
  /** Max over diagonals of (max - min) along the diagonal. */
  readonly spread: number;
  /** Two cells (i, i + OFFSET, score) on one diagonal, to read off. */
  readonly sample: {
    readonly a: readonly [number, number, number];
    readonly b: readonly [number, number, number];
  } | null;
}

interface FiguresInputs {
  pe: PosEnc;
  Ls: number;
  dc: number;
  base: number;
  trainLen: number;
}

interface ExtrapolationInputs {
  pe: PosEnc;
  checked: number;
  dModel: number;
  base: number;
  trainLen: number;
}

interface RopeInputs {
  pe: PosEnc;
  L: number;
  dModel: number;
  base: number;
}

export interface ComparisonModel {
  readonly figures: Part<FiguresInputs, Figures>;
  readonly extrapolation: Part<ExtrapolationInputs, Extrapolation>;
  readonly rope: Part<RopeInputs, Rope>;
}

export function maxAbs(values: ArrayLike<number>, from = 0, to = values.length): number {
  let worst = 0;
  for (let k = from; k < to; k++) worst = Math.max(worst, Math.abs(values[k]!));
  return worst;
}

/** The training-length line, as a percentage of the drawn positions (null when below them). */
export function markerTop(trainLen: number, Ls: number): number | null {
  return trainLen < Ls ? (trainLen / Ls) * 100 : null;
}

/** The largest (max - min) along any diagonal i - j = const of a square matrix. */
export function diagonalSpread(m: Matrix): number {
  const L = m.rows;
  let spread = 0;
  for (let offset = -(L - 1); offset <= L - 1; offset++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = Math.max(0, offset); i < L && i - offset < L; i++) {
      const v = m.data[i * L + (i - offset)]!;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    spread = Math.max(spread, hi - lo);
  }
  return spread;
}

function computeFigures({ pe, Ls, dc, base, trainLen }: FiguresInputs): Figures {
  const sinusoidal = pe.positionalEncoding(Ls, dc, { base });
  // The learned table has rows for positions 0 .. trainLen - 1 only; the
  // rest of the figure is NaN, which the heat map leaves transparent.
  const learnedRows = Math.min(trainLen, Ls);
  const table = pe.learnedTable(learnedRows, dc, TABLE_SEED);
  const learnedData = new Float64Array(Ls * dc).fill(Number.NaN);
  learnedData.set(table.data);
  let sumSquares = 0;
  for (const v of table.data) sumSquares += v * v;

  let rotationError: number | null = null;
  if (Ls > OFFSET) {
    const pos = Math.floor((Ls - 1 - OFFSET) / 2);
    const row = (p: number) => sinusoidal.data.subarray(p * dc, (p + 1) * dc);
    const shifted = pe.shift(row(pos), OFFSET, { base });
    const target = row(pos + OFFSET);
    rotationError = 0;
    for (let j = 0; j < dc; j++) {
      rotationError = Math.max(rotationError, Math.abs(shifted[j]! - target[j]!));
    }
  }
  return {
    Ls,
    dc,
    sinusoidal,
    learned: { rows: Ls, cols: dc, data: learnedData },
    learnedRows,
    learnedScale: maxAbs(table.data) || 1,
    learnedStd: Math.sqrt(sumSquares / Math.max(1, table.data.length)),
    rotationError,
  };
}

function computeExtrapolation(inputs: ExtrapolationInputs): Extrapolation {
  const { pe, checked, dModel, base, trainLen } = inputs;
  const check = pe.positionalEncoding(checked, dModel, { base });
  const far = pe.encodePositions([FAR_POSITION], dModel, { base });
  return {
    checked,
    maxBeyond: trainLen < checked ? maxAbs(check.data, trainLen * dModel) : null,
    unique: pe.uniqueRows(checked, dModel, { base }),
    farMax: maxAbs(far.data),
    parameters: pe.learnedParameterCount(trainLen, dModel),
    bert: pe.learnedParameterCount(BERT.maxLen, BERT.dModel),
  };
}

function computeRope({ pe, L, dModel, base }: RopeInputs): Rope {
  const qk = pe.learnedTable(2, dModel, QK_SEED);
  const q = qk.data.slice(0, dModel);
  const k = qk.data.slice(dModel, 2 * dModel);
  const scores = pe.ropeScores(q, k, L, { base });
  let sample: Rope['sample'] = null;
  const rows = ropeSampleRows(L);
  if (rows !== null) {
    const [i1, i2] = rows;
    const at = (i: number) => scores.data[i * L + i + OFFSET]!;
    sample = { a: [i1, i1 + OFFSET, at(i1)], b: [i2, i2 + OFFSET, at(i2)] };
  }
  return {
    L,
    q,
    k,
    scores,
    scale: maxAbs(scores.data) || 1,
    spread: diagonalSpread(scores),
    sample,
  };
}

/**
 * The model of the view. Pass the previous model to keep the parts whose
 * inputs did not change (a new training length leaves RoPE alone).
 */
export function derive(state: State, pe: PosEnc, previous?: ComparisonModel): ComparisonModel {
  const { seqLen, dModel, base, trainLen } = state;
  return {
    figures: derivePart(
      previous?.figures,
      { pe, ...shownSize(state), base, trainLen },
      computeFigures,
    ),
    extrapolation: derivePart(
      previous?.extrapolation,
      { pe, checked: checkedRows(seqLen, dModel), dModel, base, trainLen },
      computeExtrapolation,
    ),
    rope: derivePart(
      previous?.rope,
      { pe, L: ropeSize(seqLen, dModel), dModel, base },
      computeRope,
    ),
  };
}
