// ALiBi (Press, Smith, Lewis 2022, "Train Short, Test Long"): no position
// vectors at all; each head h adds -m_h * (i - j) to the attention score of
// query i and key j <= i, with a fixed slope m_h per head.
#ifndef POSENC_SCHEMES_ALIBI_H_
#define POSENC_SCHEMES_ALIBI_H_

#include <cstdint>
#include <vector>

#include "posenc/status.h"

namespace posenc {

// heads: a whole number from 1 to kMaxHeads.
Status ValidateHeads(double heads);

// The slopes of the reference code (get_slopes in ofirpress/
// attention_with_linear_biases), in its float64 arithmetic: for a power of
// two n, start = 2^(-2^-(log2(n) - 3)) = 2^(-8/n) and m_h = start *
// start^h (= s^(h+1)); otherwise, with p the largest power of two below n,
// the p slopes for p followed by the slopes for 2p at even indices
// (0, 2, 4, ...), the first n - p of them.
void AlibiSlopesInto(double* out, std::int64_t heads);
std::vector<double> AlibiSlopes(std::int64_t heads);

// seq_len as everywhere, ValidateHeads, and heads * seq_len * seq_len at most
// kMaxBiasElements.
Status ValidateAlibiBias(double seq_len, double heads);

// out (heads, seq_len, seq_len), row-major: out[h][i][j] = -m_h * (i - j)
// for keys j <= i and -infinity for j > i (the causal mask the models add).
// The paper's form. The reference code adds m_h * j instead (the same row
// shifted by the constant m_h * i), which softmax cannot tell apart.
void AlibiBiasInto(double* out, std::int64_t seq_len, std::int64_t heads);

}  // namespace posenc

#endif  // POSENC_SCHEMES_ALIBI_H_
