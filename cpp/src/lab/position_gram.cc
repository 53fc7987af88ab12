#include "posenc/lab/position_gram.h"

#include <string>

namespace posenc {
namespace lab {

Status ValidatePositionGram(const Config& config) {
  if (config.encoding == Encoding::kLearned) return Status::Ok();
  return Status::Range(
      "encoding",
      std::string("encoding must be 'learned' (the only encoding with a "
                  "learned position table); got '") +
          EncodingName(config.encoding) + "'");
}

void PositionGramInto(double* out, const Config& config, const double* params) {
  const Layout layout = MakeLayout(config);
  const std::int64_t p = PositionCapacity(config);
  const std::int64_t d = config.d_model;
  const double* table = params + layout.positions;
  for (std::int64_t i = 0; i < p; ++i) {
    const double* row_i = table + i * d;
    for (std::int64_t j = 0; j <= i; ++j) {
      const double* row_j = table + j * d;
      double sum = 0;
      for (std::int64_t k = 0; k < d; ++k) sum += row_i[k] * row_j[k];
      out[i * p + j] = sum;
      out[j * p + i] = sum;
    }
  }
}

}  // namespace lab
}  // namespace posenc
