#include "posenc/schemes/nope.h"

#include <cmath>
#include <string>

#include "posenc/costs.h"

namespace posenc {

POSENC_COLD Status ValidateNope(const double* values, double count) {
  if (!(count >= 1 && count <= static_cast<double>(kMaxElements) &&
        std::floor(count) == count)) {
    return Status::Range("values",
                         "values.length must be a whole number from 1 to " +
                             FormatNumber(static_cast<double>(kMaxElements)) +
                             "; got " + FormatNumber(count));
  }
  Status status = ValidateCost(
      "values", "nopeCausalMean", kNopeCausalMeanCost,
      FormatNumber(count) + " * " + FormatNumber(count), count * count);
  if (!status.ok || values == nullptr) return status;
  const auto n = static_cast<std::int64_t>(count);
  for (std::int64_t k = 0; k < n; ++k) {
    if (!std::isfinite(values[k])) {
      const std::string name =
          "values[" + FormatNumber(static_cast<double>(k)) + "]";
      return Status::Range(name, name + " must be a finite number; got " +
                                     FormatNumber(values[k]));
    }
  }
  return Status::Ok();
}

void NopeCausalMeanInto(double* out, const double* values, std::int64_t count) {
  double* outputs = out + count * count;
  double sum = 0;
  for (std::int64_t i = 0; i < count; ++i) {
    // Uniform weights over the visible prefix: the softmax of equal scores
    // (all queries and keys alike, as with no position signal) under the
    // causal mask.
    const double weight = 1.0 / static_cast<double>(i + 1);
    double* row = out + i * count;
    for (std::int64_t j = 0; j < count; ++j) row[j] = j <= i ? weight : 0.0;
    sum += values[i];
    outputs[i] = sum / static_cast<double>(i + 1);
  }
}

}  // namespace posenc
