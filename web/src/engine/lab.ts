// The public types of the training lab (issue 22; docs/lab.md is the
// engine's contract: tasks, model, parameter layout, training, limits). The
// functions themselves are their descriptions (cpp/bindings/functions.h,
// read and written by call.ts).

/** The tasks the engine generates (docs/lab.md, "Tasks"). */
export type LabTask = 'copy' | 'reverse' | 'sort' | 'lookback';
/** The positional encodings a lab model can use. */
export type LabEncoding =
  'none' | 'sinusoidal' | 'learned' | 'rope' | 'alibi' | 't5' | 'randomized';

/**
 * A lab model and its task. Every field is required; errors name them as
 * `config.dModel` etc. The ranges are the engine's (facts.h, kLab*).
 */
export interface LabConfig {
  readonly task: LabTask;
  readonly encoding: LabEncoding;
  /** true: causal attention, teacher forcing; false: bidirectional, masked slots. */
  readonly causal: boolean;
  /** Whole, 1 to 4. */
  readonly layers: number;
  /** Even, 4 to 64, a multiple of heads (rope: dModel / heads even too). */
  readonly dModel: number;
  /** Whole, 1 to 8. */
  readonly heads: number;
  /** Whole, 4 to 64: tokens 0 = SEP, 1 = MASK, 2 .. vocabSize - 1 symbols. */
  readonly vocabSize: number;
  /** Whole, 1 to 64: the longest task length the model is given. */
  readonly maxLength: number;
}

/** labBatch's options. */
export interface LabBatchOptions {
  /** A whole number from 0 to 2^53. */
  readonly seed: number;
  /** Whole, 1 to 1024 sequences. */
  readonly batchSize: number;
  /** The task length n, 1 to config.maxLength; each row holds T(n) tokens. */
  readonly length: number;
}

/**
 * A batch: batchSize rows of T(length) tokens, row-major (T(n) = 2n + 1 for
 * copy, reverse and sort; n for lookback).
 */
export interface LabBatch {
  readonly tokens: Int32Array;
  /** The token each position must predict; -1 where nothing is scored. */
  readonly targets: Int32Array;
  /**
   * randomized only: each row's T sampled positions (distinct, ascending,
   * from 0 to T(maxLength) - 1). Absent for the other encodings, which use
   * 0 .. T-1.
   */
  readonly positions?: Int32Array;
  readonly batchSize: number;
  readonly length: number;
}

/** A batch as labLogits reads it: targets are optional (and unused). */
export interface LabBatchInput {
  readonly tokens: ArrayLike<number>;
  readonly targets?: ArrayLike<number>;
  /** randomized only; left out: 0 .. T-1. */
  readonly positions?: ArrayLike<number>;
  readonly batchSize: number;
  readonly length: number;
}

/** A batch as labLoss reads it (labBatch's result as it is). */
export interface LabScoredBatch extends LabBatchInput {
  readonly targets: ArrayLike<number>;
}

/** Where labTrain continues a run from: what an earlier labTrain returned. */
export interface LabResume {
  /** The parameters (labParameterCount values). */
  readonly params: ArrayLike<number>;
  /** Adam's moments, m then v (2 x labParameterCount values). */
  readonly optimizer: ArrayLike<number>;
  /** The steps the run has taken (the earlier result's `step`). */
  readonly step: number;
}

/** labTrain's options. */
export interface LabTrainOptions {
  /** A whole number from 0 to 2^53: the initial parameters and every batch. */
  readonly seed: number;
  /** Adam steps in this call, 1 to 100000 (and the cost bound). */
  readonly steps: number;
  /** Whole, 1 to 1024. */
  readonly batchSize: number;
  /** [min, max]: each step's task length is drawn uniformly from it; 1 <= min <= max <= maxLength. */
  readonly trainLengths: readonly [number, number] | ArrayLike<number>;
  /** Greater than 0, at most 1 (Adam's, constant). */
  readonly learningRate: number;
  /**
   * Continue a run instead of starting one from labInit(config, seed):
   * pass the previous call's `params`, `optimizer` and `step` (with the
   * same seed and options). N calls of k steps give the bits of one call
   * of N k steps.
   */
  readonly resume?: LabResume;
}

export interface LabTrainResult {
  /** Each step's loss on its batch, before the step. */
  readonly losses: Float64Array;
  /** The parameters after the last step. */
  readonly params: Float64Array;
  /** Adam's moments after the last step, m then v (2 x labParameterCount). */
  readonly optimizer: Float64Array;
  /** The steps the run has taken in all (resume.step + steps). */
  readonly step: number;
}

/** labEvaluate's options. */
export interface LabEvaluateOptions {
  /** A whole number from 0 to 2^53; length n is evaluated on labBatch's batch of seed StepSeed(seed, n). */
  readonly seed: number;
  /** 1 to 64 task lengths, each 1 (lookback: 3) to config.maxLength. */
  readonly lengths: ArrayLike<number>;
  /** Sequences per length, 1 to 1024. */
  readonly examples: number;
}

export interface LabEvaluation {
  /** Per length: the fraction of sequences whose every scored target is predicted (exact sequence). */
  readonly accuracy: Float64Array;
  /** Per length: the fraction of scored targets predicted (per token). */
  readonly tokenAccuracy: Float64Array;
}

export interface LabApi {
  /**
   * The number of parameters of a config's model (docs/lab.md, "Parameter
   * layout"): V d + [P d] + [32 H] + L (12 d^2 + 9 d) + 2 d + d V.
   * @throws TypeError, RangeError naming `config.<field>`.
   */
  labParameterCount(config: LabConfig): number;
  /** The initial parameters of seed (GPT-2's initialisation; E ~ N(0, 1)), in the documented layout. */
  labInit(config: LabConfig, seed: number): Float64Array;
  /** The batch of seed: batchSize sequences of the task at length n, tokens and targets. */
  labBatch(config: LabConfig, options: LabBatchOptions): LabBatch;
  /**
   * Logits, batchSize x T x vocabSize, row-major, at positions 0 .. T-1
   * (or the batch's positions, randomized only).
   * @throws RangeError past batchSize * T * (...) <= limits.maxLabCost.
   */
  labLogits(config: LabConfig, params: ArrayLike<number>, batch: LabBatchInput): Float64Array;
  /**
   * Every sequence's attention weights as labLogits computes them:
   * batchSize x layers x heads x T x T, row-major (query rows, key columns;
   * each row sums to 1, causal models' keys after the query are 0). An
   * addition to the list, for the lab view's attention patterns.
   * @throws RangeError past the logits' cost bound or past
   *   batchSize * layers * heads * T^2 <= limits.maxElements.
   */
  labAttention(config: LabConfig, params: ArrayLike<number>, batch: LabBatchInput): Float64Array;
  /**
   * The learned position table's Gram matrix PE·PEᵀ (Pl Plᵀ), P x P
   * row-major, P = 2 maxLength + 1 (lookback: maxLength): entry (i, j) is
   * the dot product of positions i and j's learned vectors. Only
   * config.encoding 'learned' has the table. An addition to the issue's
   * list, for the lab view's figure beside the sinusoidal dotProducts.
   * @throws RangeError naming config.encoding for any other encoding.
   */
  labPositionGram(config: LabConfig, params: ArrayLike<number>): Float64Array;
  /**
   * The mean cross-entropy over the batch's scored targets (float64), and
   * its gradient in the parameter layout. No scored target: 0 and zeros.
   */
  labLoss(
    config: LabConfig,
    params: ArrayLike<number>,
    batch: LabScoredBatch,
  ): { readonly loss: number; readonly gradient: Float64Array };
  /**
   * Adam steps from labInit(config, seed), or from `resume`. One call is
   * held to limits.maxLabCost (3 * steps * batchSize * T(max) * (...)):
   * train longer runs in chunks with `resume`.
   */
  labTrain(config: LabConfig, options: LabTrainOptions): LabTrainResult;
  /**
   * Curves over seeds, as the lab view draws them: `values` holds `runs`
   * rows of equal length, row-major (each seed's losses, or accuracies);
   * each row's trailing mean over `window` values (1: none; fewer at the
   * start), then at each x the mean, min and max over the rows with a
   * value there. A value that is not finite (NaN, ±Infinity: a run still
   * training has NaN past its step) is missing: its own trailing mean is
   * NaN, it is left out of its neighbours' and of the bands, which are NaN
   * where no row has a value (docs/lab.md, "Seed bands"). An addition to
   * the issue's list, so that the page computes none of these numbers.
   * @throws RangeError naming values (1 to limits.maxElements values),
   *   runs (whole, 1 to values.length, dividing it) or window (whole, 1 to
   *   values.length / runs).
   */
  labSeedBands(
    values: ArrayLike<number>,
    options: { readonly runs: number; readonly window: number },
  ): { readonly mean: Float64Array; readonly min: Float64Array; readonly max: Float64Array };
  /** Exact-sequence and per-token accuracy at each length. */
  labEvaluate(
    config: LabConfig,
    params: ArrayLike<number>,
    options: LabEvaluateOptions,
  ): LabEvaluation;
}
