// The public types of the engine's JavaScript API.
import type { Layout, Limits, Variant } from '../facts.js';
import type { SchemesAApi } from './schemes-a.js';

export type { HeadMatrices, IntMatrix, T5Options } from './schemes-a.js';

export type { Layout, Limits, Variant } from '../facts.js';

/** A row-major float64 matrix. `data.length === rows * cols`. */
export interface Matrix {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

export interface BaseOptions {
  /** The base of the frequency schedule; finite and > 1. Default 10000. */
  base?: number;
}

export interface EncodingOptions extends BaseOptions {
  /** Default 'interleaved' (the paper's). */
  layout?: Layout;
  /** Default 'correct'; the others reproduce common mistakes. */
  variant?: Variant;
}

/** Options of the functions that can write into a caller-owned array. */
export interface OutOptions {
  /**
   * Writes the result into this array (its length must equal the result's
   * rows * cols) and returns it as `data`; without it the result is a fresh
   * array. Reusing one array avoids the page faults of fresh memory.
   */
  out?: Float64Array;
}

export interface LayoutOptions {
  /** Default 'interleaved' (the paper's). */
  layout?: Layout;
}

/** The two columns of one (sin, cos) pair. */
export interface PairColumns {
  readonly sin: number;
  readonly cos: number;
}

/** Which pair a column belongs to and which of the pair's two values it holds. */
export interface ColumnPair {
  readonly pair: number;
  readonly fn: 'sin' | 'cos';
}

export interface WavelengthOptions extends BaseOptions {
  variant?: Variant;
}

/**
 * A window onto the (seqLen, dModel) matrix, in cells: pixel row y covers
 * positions [rowStart + y * rowsPerPixel, + rowsPerPixel), pixel column x
 * covers dimensions [colStart + x * colsPerPixel, + colsPerPixel).
 */
export interface GridWindow {
  seqLen: number;
  dModel: number;
  rowStart: number;
  rowsPerPixel: number;
  rowsPx: number;
  colStart: number;
  colsPerPixel: number;
  colsPx: number;
}

export interface AttentionResult {
  /** softmax(X X^T / sqrt(d)) X, shape (rows, cols). */
  readonly output: Matrix;
  /** The softmax weights, shape (rows, rows); each row sums to 1. */
  readonly weights: Matrix;
}

/** The engine's API; obtain it with {@link createPosEnc}. */
export interface PosEnc extends SchemesAApi {
  /**
   * The (seqLen, dModel) sinusoidal encoding of positions 0 .. seqLen-1:
   * PE(pos, 2i) = sin(pos / base^(2i/dModel)), PE(pos, 2i+1) = cos(...).
   * With `{ out }` the matrix is written into that array and `data` is it.
   * @throws RangeError unless seqLen is a whole number >= 1, dModel an even
   *   whole number from 2 to 65536, seqLen * dModel <= 16,777,216, base > 1,
   *   and out.length === seqLen * dModel.
   * @throws TypeError for non-numbers, unknown options and an `out` that is
   *   not a Float64Array.
   */
  positionalEncoding(
    seqLen: number,
    dModel: number,
    options?: EncodingOptions & OutOptions,
  ): Matrix;
  /**
   * One encoding row per position; positions may be fractional, negative or
   * far beyond a training length (|p| <= 2^53).
   */
  encodePositions(positions: ArrayLike<number>, dModel: number, options?: EncodingOptions): Matrix;
  /** Self-attention without projections: softmax(X X^T / sqrt(cols)) X. */
  selfAttention(x: Matrix): AttentionResult;
  /**
   * R_k applied to an interleaved encoding vector (even length): rotates
   * every (sin, cos) pair so that shift(PE(pos), k) equals PE(pos + k).
   */
  shift(vector: ArrayLike<number>, k: number, options?: WavelengthOptions): Float64Array;
  /** The 2x2 block of R_k for one pair, row-major: [cos t, sin t, -sin t, cos t]. */
  rotationMatrix(k: number, pair: number, dModel: number, options?: BaseOptions): Float64Array;
  /** The (seqLen, seqLen) matrix of PE(p) . PE(q); seqLen^2 <= 16,777,216. */
  dotProducts(seqLen: number, dModel: number, options?: BaseOptions): Matrix;
  /** 2 pi base^(2i/dModel) for each pair i < dModel/2. */
  wavelengths(dModel: number, options?: WavelengthOptions): Float64Array;
  /** How many rows of the (seqLen, dModel) encoding are distinct. */
  uniqueRows(seqLen: number, dModel: number, options?: EncodingOptions): number;
  /**
   * The mean of the cells under every pixel of a window (NaN outside the
   * matrix): how the heat map draws a million positions without aliasing.
   * seqLen may be up to 2^53 here; nothing of that size is materialised.
   */
  averageGrid(window: GridWindow, options?: EncodingOptions & OutOptions): Matrix;
  /**
   * A learned position table at initialisation: (maxLen, dModel) values from
   * N(0, 0.02^2), reproducible from `seed`. It has no row for positions >= maxLen.
   */
  learnedTable(maxLen: number, dModel: number, seed?: number): Matrix;
  /** Trainable parameters of a learned table: maxLen * dModel. */
  learnedParameterCount(maxLen: number, dModel: number): number;
  /** RoPE: rotates each pair (x[2i], x[2i+1]) of `vector` by position / base^(2i/d). */
  rope(vector: ArrayLike<number>, position: number, options?: BaseOptions): Float64Array;
  /**
   * RoPE attention scores rope(q, m) . rope(k, n) for m, n < seqLen: a
   * (seqLen, seqLen) matrix whose every diagonal is constant.
   */
  ropeScores(
    q: ArrayLike<number>,
    k: ArrayLike<number>,
    seqLen: number,
    options?: BaseOptions,
  ): Matrix;
  /**
   * The column rule: pair i's sin value sits in column `sin`, its cos value
   * in column `cos` (interleaved: 2i and 2i+1; split: i and dModel/2 + i).
   */
  columnsOfPair(pair: number, dModel: number, options?: LayoutOptions): PairColumns;
  /** The inverse of columnsOfPair: the pair a column belongs to, and whether it holds sin or cos. */
  pairOfColumn(column: number, dModel: number, options?: LayoutOptions): ColumnPair;
  /** The variant names, 'correct' first. */
  readonly variants: readonly Variant[];
  readonly limits: Limits;
}
