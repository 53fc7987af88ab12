#include "posenc/attention.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace posenc {
namespace {

// Sums `terms` in ascending order, which depends only on the multiset of
// terms, not on their order. Self-attention is permutation-equivariant in
// exact arithmetic; summing in input order would break that in the last bit
// (a reordered sentence would give a token an output 1 ulp away), and the
// lesson's verdict "same" must be exact.
double CanonicalSum(std::vector<double>& terms) {
  std::sort(terms.begin(), terms.end());
  double sum = 0.0;
  for (double term : terms) sum += term;
  return sum;
}

}  // namespace

POSENC_COLD Status ValidateSelfAttention(const double* x, double rows,
                                         double cols) {
  Status status = ValidateSeqLen(rows, "rows");
  if (!status.ok) return status;
  status = ValidateSeqLen(cols, "cols");
  if (!status.ok) return status;
  status = ValidateElementCount(rows, cols, "rows", "cols");
  if (!status.ok) return status;
  status = ValidateElementCount(rows, rows, "rows", "rows");
  if (!status.ok) return status;
  if (x == nullptr) return Status::Ok();  // Shape-only check.
  const auto n = static_cast<std::int64_t>(rows * cols);
  for (std::int64_t k = 0; k < n; ++k) {
    // |x| <= 1e100 keeps every score (at most cols * 1e200) finite, so the
    // softmax never sees inf - inf.
    if (!std::isfinite(x[k]) || std::fabs(x[k]) > kMaxAbsAttentionValue) {
      return Status::Range("x.data",
                           "x.data[" + FormatNumber(static_cast<double>(k)) +
                               "] must be a finite number from -1e+100 to "
                               "1e+100; got " +
                               FormatNumber(x[k]));
    }
  }
  return Status::Ok();
}

void SelfAttentionInto(double* output, double* weights, const double* x,
                       std::int64_t rows, std::int64_t cols) {
  const double scale = 1.0 / std::sqrt(static_cast<double>(cols));
  std::vector<double> terms(static_cast<std::size_t>(rows));
  for (std::int64_t a = 0; a < rows; ++a) {
    double* w = weights + a * rows;
    const double* xa = x + a * cols;
    double max_score = -HUGE_VAL;
    for (std::int64_t b = 0; b < rows; ++b) {
      // Each dot product runs over features in a fixed order, so it does not
      // depend on where token b sits in the sequence.
      const double* xb = x + b * cols;
      double dot = 0.0;
      for (std::int64_t k = 0; k < cols; ++k) dot += xa[k] * xb[k];
      w[b] = dot * scale;
      max_score = std::max(max_score, w[b]);
    }
    // Subtracting the row maximum leaves softmax unchanged and keeps exp()
    // in [0, 1], so no score can overflow.
    for (std::int64_t b = 0; b < rows; ++b) {
      w[b] = std::exp(w[b] - max_score);
      terms[static_cast<std::size_t>(b)] = w[b];
    }
    const double sum = CanonicalSum(terms);
    for (std::int64_t b = 0; b < rows; ++b) w[b] /= sum;

    double* out = output + a * cols;
    for (std::int64_t k = 0; k < cols; ++k) {
      for (std::int64_t b = 0; b < rows; ++b) {
        terms[static_cast<std::size_t>(b)] = w[b] * x[b * cols + k];
      }
      out[k] = CanonicalSum(terms);
    }
  }
}

AttentionResult SelfAttention(const std::vector<double>& x, std::int64_t rows,
                              std::int64_t cols) {
  AttentionResult result;
  result.output.resize(static_cast<std::size_t>(rows * cols));
  result.weights.resize(static_cast<std::size_t>(rows * rows));
  SelfAttentionInto(result.output.data(), result.weights.data(), x.data(), rows,
                    cols);
  return result;
}

}  // namespace posenc
