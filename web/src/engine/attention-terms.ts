// The public types of attentionTerms (cpp/include/posenc/attention_terms.h).
// The function itself is its description (cpp/bindings/functions.h, read
// and written by call.ts).
import type { Matrix } from './types.js';

export interface AttentionTermsOptions {
  /** The encoding's base; finite and > 1. Default 10000. */
  base?: number;
  /**
   * false (the default): W_q = W_k = identity. true: seeded d_model x
   * d_model N(0, 1/d_model) matrices, W_q then W_k from one stream.
   */
  randomProjections?: boolean;
  /** The projections' seed: a whole number from 0 to 2^53. Default 0. */
  seed?: number;
}

/**
 * The attention score of query position m (row) and key position n
 * (column), split into what the tokens and what the positions contribute:
 * with a_m = x_m + p_m, q_m = W_q a_m and k_n = W_k a_n, the score
 * q_m · k_n / √d_model is the sum of the four (tokens.length, tokens.length)
 * terms (Dai et al. 2019, section 3.3).
 */
export interface AttentionTerms {
  /** (W_q x_m) · (W_k x_n) / √d_model: the two tokens alone. */
  readonly contentContent: Matrix;
  /** (W_q x_m) · (W_k p_n) / √d_model: the query's token, the key's position. */
  readonly contentPosition: Matrix;
  /** (W_q p_m) · (W_k x_n) / √d_model: the query's position, the key's token. */
  readonly positionContent: Matrix;
  /** (W_q p_m) · (W_k p_n) / √d_model: the two positions alone. */
  readonly positionPosition: Matrix;
  /** q_m · k_n / √d_model, computed directly (equal to the four terms' sum up to rounding). */
  readonly score: Matrix;
  /** x_m, (tokens.length, dModel): token t's embedding is d_model N(0, 1) draws seeded with t. */
  readonly embeddings: Matrix;
  /** p_m = PE(positions[m]), (tokens.length, dModel), the paper's interleaved layout. */
  readonly encodings: Matrix;
}

export interface AttentionTermsApi {
  /**
   * How position enters attention: the score of every (query, key) pair of
   * a sentence, split into content-content, content-position,
   * position-content and position-position terms. `tokens` are ids (whole
   * numbers from 0 to 2^53; one id, one embedding), `positions` their
   * positions (same length). Deterministic: the same arguments give the
   * same bits.
   * @throws RangeError unless positions.length === tokens.length, dModel is
   *   even, and tokens.length * dModel * (tokens.length + dModel) <=
   *   limits.maxTrigElements.
   */
  attentionTerms(
    tokens: ArrayLike<number>,
    positions: ArrayLike<number>,
    dModel: number,
    options?: AttentionTermsOptions,
  ): AttentionTerms;
}
