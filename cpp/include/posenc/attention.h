// Single-head self-attention without projections, as in the lesson that shows
// attention is blind to word order: softmax(X X^T / sqrt(d)) X.
#ifndef POSENC_ATTENTION_H_
#define POSENC_ATTENTION_H_

#include <cstdint>
#include <vector>

#include "posenc/status.h"

namespace posenc {

// Largest |value| self-attention accepts: scores stay finite.
constexpr double kMaxAbsAttentionValue = 1e100;

// rows >= 1 tokens of cols >= 1 features, every |value| <= 1e100, and both the
// (rows, cols) output and the (rows, rows) weights within kMaxElements.
// With x == nullptr, only the shape.
Status ValidateSelfAttention(const double* x, double rows, double cols);

// output: (rows, cols); weights: (rows, rows), each row sums to 1. The
// softmax subtracts each row's maximum first, so large scores cannot
// overflow exp(). Sums run in a canonical (sorted) order, so reordering the
// tokens reorders the output rows bit for bit.
void SelfAttentionInto(double* output, double* weights, const double* x,
                       std::int64_t rows, std::int64_t cols);

struct AttentionResult {
  std::vector<double> output;
  std::vector<double> weights;
};
AttentionResult SelfAttention(const std::vector<double>& x, std::int64_t rows,
                              std::int64_t cols);

}  // namespace posenc

#endif  // POSENC_ATTENTION_H_
