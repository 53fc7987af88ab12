#include "posenc/attention.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace posenc {

Status ValidateSelfAttention(const double* x, double rows, double cols) {
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
    if (!std::isfinite(x[k])) {
      return Status::Range("data", "data[" + std::to_string(k) +
                                       "] must be a finite number; got " +
                                       FormatNumber(x[k]));
    }
  }
  return Status::Ok();
}

void SelfAttentionInto(double* output, double* weights, const double* x,
                       std::int64_t rows, std::int64_t cols) {
  const double scale = 1.0 / std::sqrt(static_cast<double>(cols));
  for (std::int64_t a = 0; a < rows; ++a) {
    double* w = weights + a * rows;
    const double* xa = x + a * cols;
    double max_score = -HUGE_VAL;
    for (std::int64_t b = 0; b < rows; ++b) {
      const double* xb = x + b * cols;
      double dot = 0.0;
      for (std::int64_t k = 0; k < cols; ++k) dot += xa[k] * xb[k];
      w[b] = dot * scale;
      max_score = std::max(max_score, w[b]);
    }
    // Subtracting the row maximum leaves softmax unchanged and keeps exp()
    // in [0, 1], so no score can overflow.
    double sum = 0.0;
    for (std::int64_t b = 0; b < rows; ++b) {
      w[b] = std::exp(w[b] - max_score);
      sum += w[b];
    }
    for (std::int64_t b = 0; b < rows; ++b) w[b] /= sum;

    double* out = output + a * cols;
    std::fill(out, out + cols, 0.0);
    for (std::int64_t b = 0; b < rows; ++b) {
      const double* xb = x + b * cols;
      for (std::int64_t k = 0; k < cols; ++k) out[k] += w[b] * xb[k];
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
