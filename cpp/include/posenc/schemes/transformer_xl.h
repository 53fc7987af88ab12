// Transformer-XL (Dai et al. 2019, "Transformer-XL: Attentive Language
// Models Beyond a Fixed-Length Context", eq. in section 3.3): the score of
// query i and key j splits into four terms,
//   (a) (W_q E_i)^T W_kE E_j        content-content
//   (b) (W_q E_i)^T W_kR R_{i-j}    content-position
//   (c) u^T W_kE E_j                global content bias
//   (d) v^T W_kR R_{i-j}            global position bias
// where R_{i-j} is the sinusoidal encoding of the relative distance i - j,
// never of an absolute position.
#ifndef POSENC_SCHEMES_TRANSFORMER_XL_H_
#define POSENC_SCHEMES_TRANSFORMER_XL_H_

#include <cstdint>

#include "posenc/status.h"

namespace posenc {

// The fixed, documented setup the terms are computed for, so that the page,
// tests and NumPy agree without a trained model:
//   - projections W_q, W_kE, W_kR are the identity (d_model x d_model): the
//     terms then show the structure of the score, not a model's weights;
//   - E_j (token content at position j) is row j of LearnedTable(seq_len,
//     d_model, kTxlContentSeed) / 0.02, i.e. N(0, 1) draws;
//   - u and v are row 0 of LearnedTable(1, d_model, kTxlUSeed / kTxlVSeed)
//     / 0.02;
//   - R_{i-j} is EncodePositions(i - j) with base 10000 in the split layout
//     (all sines, then all cosines), as Transformer-XL's PositionalEmbedding
//     concatenates [sin, cos]. Distances with j > i are computed too (the
//     causal model masks them).
constexpr std::uint64_t kTxlContentSeed = 1;
constexpr std::uint64_t kTxlUSeed = 2;
constexpr std::uint64_t kTxlVSeed = 3;
constexpr std::int64_t kTxlTermCount = 5;  // a, b, c, d and their sum.

// seq_len as everywhere, d_model as for Encode, seq_len * seq_len * d_model
// at most kMaxAttentionCost.
Status ValidateTransformerXl(double seq_len, double d_model);

// out (5, seq_len, seq_len), term-major: the matrices of terms a, b, c, d
// (query i = row, key j = column) and their sum.
void TransformerXlTermsInto(double* out, std::int64_t seq_len,
                            std::int64_t d_model);

}  // namespace posenc

#endif  // POSENC_SCHEMES_TRANSFORMER_XL_H_
