// How position enters attention: the score of a query and a key, split into
// what the words contribute and what the positions contribute.
//
// The Transformer adds the encoding to the token's embedding (Vaswani et al.
// 2017, section 3.5), so the input at position m is a_m = x_m + p_m, with
// x_m the embedding of the token there and p_m = PE(m). Attention projects
// it, q_m = W_q a_m and k_n = W_k a_n, and scores q_m . k_n / sqrt(d_model)
// (section 3.2.1; one head, so d_k = d_model). Because the projections are
// linear the score splits into four terms, as Dai et al. 2019 (section 3.3)
// write it for the standard Transformer:
//   content-content    (W_q x_m) . (W_k x_n) / sqrt(d_model)
//   content-position   (W_q x_m) . (W_k p_n) / sqrt(d_model)
//   position-content   (W_q p_m) . (W_k x_n) / sqrt(d_model)
//   position-position  (W_q p_m) . (W_k p_n) / sqrt(d_model)
// The first depends on the two tokens alone, wherever they stand; the last
// on the two positions alone, whatever tokens stand there. With identity
// projections the last is p_m . p_n / sqrt(d_model), a function of m - n
// only (the relative chapter's dot products); with other projections it is
// p_m^T W_q^T W_k p_n, which in general is not.
#ifndef POSENC_ATTENTION_TERMS_H_
#define POSENC_ATTENTION_TERMS_H_

#include <cstdint>

#include "posenc/status.h"

namespace posenc {

// The fixed, documented setup (no trained model, so that the page, the tests
// and NumPy agree):
//  - the embedding of token id t is d_model N(0, 1) draws of the seeded
//    generator with seed t (splitmix64 uniforms, Box-Muller pairs: the
//    learned table's generator of comparison.h without its 0.02 scale).
//    N(0, 1) entries are what the Transformer's embeddings become after it
//    multiplies them by sqrt(d_model) (section 3.4) when they start with
//    variance 1 / d_model, and they give x a length (about sqrt(d_model))
//    comparable to PE's (exactly sqrt(d_model / 2));
//  - p_m = PE(m) in the paper's interleaved layout at `base`;
//  - W_q and W_k are the identity, or (random_projections) d_model x d_model
//    N(0, 1 / d_model) draws (so that W a keeps about the length of a): W_q
//    row by row, then W_k row by row, from one stream with seed
//    kAttentionProjectionStream + seed. Token seeds are at most 2^53 and
//    this stream's are at least 2^63, so no token shares a stream with them.
struct AttentionTermsOptions {
  double base = kDefaultBase;
  bool random_projections = false;
  // A whole number from 0 to kMaxAbsPosition (every such number is an exact
  // double); used only with random_projections.
  double seed = 0;
};

constexpr std::uint64_t kAttentionProjectionStream = 1ULL << 63;

// tokens: `count` whole numbers from 0 to kMaxAbsPosition; positions:
// `position_count` (equal to count) finite values with |p| <= kMaxAbsPosition;
// d_model even, 2 to kMaxDModel; base > 1; seed a whole number from 0 to
// kMaxAbsPosition; and the cost count * d_model * (count + d_model) at most
// kMaxAttentionCost. Null tokens or positions check the shape only.
Status ValidateAttentionTerms(const double* tokens, const double* positions,
                              double count, double position_count,
                              double d_model,
                              const AttentionTermsOptions& options);

// The parts of the result, each of `count` x `count` (query m = row, key n =
// column) or `count` x `d_model`, row-major.
struct AttentionTermsOut {
  double* content_content;
  double* content_position;
  double* position_content;
  double* position_position;
  // q_m . k_n / sqrt(d_model) with q_m = W_q (x_m + p_m), computed directly
  // (not as the sum of the four terms, which it equals up to rounding).
  double* score;
  // x_m and p_m, the two parts of the input.
  double* embeddings;
  double* encodings;
};

// Arguments must pass ValidateAttentionTerms. Memory beyond the outputs is
// O(count * d_model): the random projections are drawn one row at a time
// and never stored.
void AttentionTermsInto(const AttentionTermsOut& out, const double* tokens,
                        const double* positions, std::int64_t count,
                        std::int64_t d_model,
                        const AttentionTermsOptions& options);

// The embedding of one token id: d_model N(0, 1) draws (see above).
void TokenEmbeddingInto(double* out, std::uint64_t token, std::int64_t d_model);

// W_q and W_k as AttentionTermsInto draws them with random_projections, each
// d_model x d_model row-major (W[r * d_model + c] multiplies input c into
// output r). For tests and references: the engine never stores them.
void AttentionProjectionsInto(double* w_q, double* w_k, std::int64_t d_model,
                              double seed);

}  // namespace posenc

#endif  // POSENC_ATTENTION_TERMS_H_
