// The public types of Shaw, T5 and ALiBi: the relative-position schemes
// that bias or index attention by key - query (cpp/include/posenc/schemes).
// The functions themselves are their descriptions (cpp/bindings/functions.h,
// read and written by call.ts).

/** A row-major int32 matrix: `data.length === rows * cols`. */
export interface IntMatrix {
  readonly rows: number;
  readonly cols: number;
  readonly data: Int32Array;
}

/** One (rows, cols) matrix per head, head-major: `data.length === heads * rows * cols`. */
export interface HeadMatrices {
  readonly heads: number;
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

export interface T5Options {
  /** Keys before and after the query get separate buckets (encoder); false: causal (decoder). Default true. */
  bidirectional?: boolean;
  /** Buckets in all (halved per direction when bidirectional). Default 32. */
  numBuckets?: number;
  /** Distances from here on share the last bucket. Default 128. */
  maxDistance?: number;
}

export interface RelativeBiasApi {
  /**
   * ALiBi's per-head slopes (Press, Smith, Lewis 2022), as the reference
   * code computes them: for a power of two n, m_h = s^(h+1) with s =
   * 2^(-8/n); otherwise the slopes for the largest power of two p below n,
   * then the slopes for 2p at even indices, the first n - p of them.
   * @throws RangeError unless heads is a whole number from 1 to 1024.
   */
  alibiSlopes(heads: number): Float64Array;
  /**
   * ALiBi's bias for every head, query i and key j: -m_h * (i - j) for j <= i
   * and -Infinity for j > i (the causal mask). The reference code adds
   * m_h * j instead: the same row shifted by a constant, which softmax ignores.
   * @throws RangeError unless heads * seqLen * seqLen <= limits.maxBiasElements.
   */
  alibiBias(seqLen: number, heads: number): HeadMatrices;
  /**
   * T5's bucket of each relative position (key - query), as Hugging Face's
   * _relative_position_bucket computes it, float32 logarithm included.
   * @throws RangeError unless every position is a whole number with |p| <= 2^53,
   *   numBuckets is a whole number from 4 (bidirectional) or 2 (causal) to 1024
   *   and maxDistance a whole number above maxExact (numBuckets / 2 per direction).
   */
  t5Bucket(relativePositions: ArrayLike<number>, options?: T5Options): Int32Array;
  /** The bucket of every (query i, key j) pair: t5Bucket(j - i); seqLen^2 <= limits.maxBiasElements. */
  t5BucketMatrix(seqLen: number, options?: T5Options): IntMatrix;
  /**
   * Shaw et al.'s relative index clip(j - i, -k, k) + k for query i and key j:
   * the row of the (2k + 1)-row table of learned vectors the pair uses.
   * @throws RangeError unless k is a whole number from 0 to limits.maxShawK and seqLen^2 <= limits.maxBiasElements.
   */
  shawIndices(seqLen: number, k: number): IntMatrix;
}
