// The public types of Transformer-XL and NoPE (cpp/include/posenc/schemes).
// The functions themselves are their descriptions (cpp/bindings/functions.h,
// read and written by call.ts).

/** Transformer-XL's score, split into its four terms (each (seqLen, seqLen), row = query i, column = key j). */
export interface TransformerXlTerms {
  readonly seqLen: number;
  readonly dModel: number;
  /** (a) (W_q E_i)ᵀ W_kE E_j: content against content. */
  readonly contentContent: Float64Array;
  /** (b) (W_q E_i)ᵀ W_kR R_{i-j}: the query's content against the relative position. */
  readonly contentPosition: Float64Array;
  /** (c) uᵀ W_kE E_j: a global bias towards some key contents. */
  readonly contentBias: Float64Array;
  /** (d) vᵀ W_kR R_{i-j}: a global bias by relative distance alone. */
  readonly positionBias: Float64Array;
  /** a + b + c + d: the attention logit before scaling and softmax. */
  readonly total: Float64Array;
}

/** NoPE's uniform causal attention and what it makes of a value sequence. */
export interface NopeResult {
  /** (n, n): 1 / (i + 1) for keys j <= i, 0 after. */
  readonly attention: { readonly rows: number; readonly cols: number; readonly data: Float64Array };
  /** outputs[t] = mean of values[0..t]. */
  readonly outputs: Float64Array;
}

export interface TransformerXlNopeApi {
  /**
   * Transformer-XL's four score terms (Dai et al. 2019) for a fixed setup:
   * identity projections, content vectors E_j and the biases u, v drawn
   * N(0, 1) by the learned table's seeded generator (seeds 1, 2, 3), and
   * R_{i-j} the sinusoidal encoding (base 10000) of the distance i - j in
   * Transformer-XL's layout: all sines, then all cosines.
   * @throws RangeError unless seqLen * seqLen * dModel <= limits.maxAttentionCost (dModel even).
   */
  transformerXlTerms(seqLen: number, dModel: number): TransformerXlTerms;
  /**
   * NoPE (Kazemnejad et al. 2023): uniform attention under the causal mask
   * alone, and its outputs for `values` (one scalar per position): the mean
   * of the first t + 1 values, e.g. 1 / (t + 1) for a beginning marker 1, 0, 0, ...
   * @throws RangeError unless values are finite and values.length^2 <= limits.maxBiasElements.
   */
  nopeCausalMean(values: ArrayLike<number>): NopeResult;
}
