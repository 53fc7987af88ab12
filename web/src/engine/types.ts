// The public types of the engine's JavaScript API.
import type { WasmGridWindow } from '../../generated/posenc-wasm.js';
import type { Layout, Limits, Precision, Variant } from './facts.js';
import type { RelativeBiasApi } from './relative-bias.js';
import type { TransformerXlNopeApi } from './transformer-xl-nope.js';
import type { AttentionTermsApi } from './attention-terms.js';
import type { LabApi } from './lab.js';

export type { HeadMatrices, IntMatrix, T5Options } from './relative-bias.js';
export type { NopeResult, TransformerXlTerms } from './transformer-xl-nope.js';
export type { AttentionTerms, AttentionTermsOptions } from './attention-terms.js';
export type {
  LabBatch,
  LabBatchInput,
  LabBatchOptions,
  LabConfig,
  LabEncoding,
  LabEvaluateOptions,
  LabEvaluation,
  LabResume,
  LabScoredBatch,
  LabTask,
  LabTrainOptions,
  LabTrainResult,
} from './lab.js';

export type { Layout, Limits, Precision, RopeScalingType, Variant } from './facts.js';

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
 * covers dimensions [colStart + x * colsPerPixel, + colsPerPixel). Its fields
 * are the engine's value object of that name (cpp/bindings/functions.h),
 * whose description also types and reads it.
 */
export type GridWindow = WasmGridWindow;

export interface AttentionResult {
  /** softmax(X X^T / sqrt(d)) X, shape (rows, cols). */
  readonly output: Matrix;
  /** The softmax weights, shape (rows, rows); each row sums to 1. */
  readonly weights: Matrix;
}

/** The engine's API; obtain it with {@link createPosEnc}. */
export interface PosEnc
  extends RelativeBiasApi, TransformerXlNopeApi, RopeScalingApi, AttentionTermsApi, LabApi {
  /**
   * The (seqLen, dModel) sinusoidal encoding of positions 0 .. seqLen-1:
   * PE(pos, 2i) = sin(pos / base^(2i/dModel)), PE(pos, 2i+1) = cos(...).
   * With `{ out }` the matrix is written into that array and `data` is it.
   * @throws RangeError unless seqLen is a whole number >= 1, dModel an even
   *   whole number from 2 to 65536, seqLen * dModel <= limits.maxElements, base > 1,
   *   and out.length === seqLen * dModel.
   * @throws TypeError for non-numbers, unknown options and an `out` that is
   *   not a Float64Array.
   * With `{ precision }` other than 'float64', each entry is computed as code
   * in that type does: round(sin|cos(round(round(pos) * round(1/divisor))))
   * (variant 'correct' only; seqLen * dModel <= limits.maxTrigElements).
   */
  positionalEncoding(
    seqLen: number,
    dModel: number,
    options?: EncodingOptions & OutOptions & PrecisionOptions,
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
  /** The (seqLen, seqLen) matrix of PE(p) . PE(q); seqLen^2 <= limits.maxElements. */
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

/**
 * A RoPE context-extension method (issue 10's definitions; see
 * cpp/include/posenc/schemes/rope_scaling.h). `factor` is >= 1 for every type.
 */
export type RopeScaling =
  | { type: 'none' }
  | { type: 'linear'; factor: number }
  | { type: 'ntk'; factor: number }
  | { type: 'dynamic-ntk'; factor: number; originalMaxPosition: number; seqLen: number }
  | {
      type: 'yarn';
      factor: number;
      originalMaxPosition: number;
      betaFast?: number;
      betaSlow?: number;
    }
  | {
      type: 'llama3';
      factor: number;
      lowFreqFactor?: number;
      highFreqFactor?: number;
      originalMaxPosition?: number;
    };

export interface RopeScalingOptions extends BaseOptions {
  /** Default: no scaling. */
  scaling?: RopeScaling;
}

/** RoPE's per-pair frequencies under a scaling. */
export interface RopeFrequencies {
  /** invFreq_i for each pair i < dModel/2 (radians per position). */
  readonly invFreq: Float64Array;
  /** 2 pi / invFreq_i: positions per full turn of pair i. */
  readonly wavelength: Float64Array;
  /**
   * ln(unscaled / scaled invFreq_i) / ln(factor): 0 for a pair left as it was
   * (extrapolated), 1 for a pair divided by the whole factor (interpolated).
   */
  readonly interpolation: Float64Array;
  /** What q and k are multiplied by after rotation: 0.1 ln(factor) + 1 for YaRN, else 1. */
  readonly attentionFactor: number;
}

export interface ScoreProfile {
  /** The RoPE score of q at position m and k at position m - D, for D = 0 .. maxDistance. */
  readonly scores: Float64Array;
  readonly attentionFactor: number;
}

/** The same q and k scored with and without RoPE at every distance (DroPE). */
export interface DropeComparison {
  /** With the rotation, D = 0 .. maxDistance. */
  readonly rope: Float64Array;
  /** Without it (q . k at every distance). */
  readonly nope: Float64Array;
  /** The range of the RoPE scores over the distances seen in training (D < trainingLength). */
  readonly seenMin: number;
  readonly seenMax: number;
  /** q . k. */
  readonly dot: number;
  /** Distances >= trainingLength whose RoPE score falls outside [seenMin, seenMax]. */
  readonly outsideCount: number;
  /** The first of them, or -1. */
  readonly firstOutside: number;
  /** Pairs that never complete a turn within the training length. */
  readonly unseenPairs: number;
}

export interface PrecisionOptions {
  /** Default 'float64' (the exact encoding). */
  precision?: Precision;
}

/** What a floating-point type does to the (seqLen, dModel) encoding. */
export interface PrecisionReport {
  /** Per position, the largest |entry - exact float64 entry| of the row (NaN if an entry is NaN). */
  readonly maxError: Float64Array;
  readonly distinctRows: number;
  /** The first position whose row equals the previous row, or -1. */
  readonly firstCollision: number;
  /** The first position with an infinite or NaN entry, or -1. */
  readonly firstNonFinite: number;
  /** Every integer up to this one is exact in the type (256, 2048, 2^24, 2^53). */
  readonly largestExactInteger: number;
}

/** The API's functions for RoPE context extension, DroPE and precision (issue 10). */
export interface RopeScalingApi {
  /**
   * RoPE's inverse frequencies base^(-2i/dModel) under a context-extension
   * scaling (linear, ntk, dynamic-ntk, yarn, llama3), and YaRN's attention factor.
   * @throws RangeError for a bad dModel, base, factor (< 1), position or an unknown type.
   * @throws TypeError for a missing required field or one the type does not use.
   */
  ropeFrequencies(dModel: number, options?: RopeScalingOptions): RopeFrequencies;
  /**
   * The RoPE score against relative distance D = 0 .. maxDistance under a
   * scaling (q.length = dModel); (maxDistance + 1) * dModel / 2 <= limits.maxTrigElements.
   */
  ropeScoreProfile(
    q: ArrayLike<number>,
    k: ArrayLike<number>,
    maxDistance: number,
    options?: RopeScalingOptions,
  ): ScoreProfile;
  /** DroPE: q and k scored with and without RoPE, inside and past trainingLength. */
  dropeCompare(
    q: ArrayLike<number>,
    k: ArrayLike<number>,
    maxDistance: number,
    trainingLength: number,
    options?: BaseOptions,
  ): DropeComparison;
  /** What a type does to the encoding: errors against float64, distinct rows, collisions. */
  precisionStats(
    seqLen: number,
    dModel: number,
    options?: BaseOptions & PrecisionOptions,
  ): PrecisionReport;
  /** Each value rounded to nearest-even in the type (overflow to infinity), as float64. */
  roundToPrecision(values: ArrayLike<number>, precision: Precision): Float64Array;
}
