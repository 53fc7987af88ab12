#include "posenc/spectrum.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace posenc {
namespace {
constexpr double kTwoPi = 6.283185307179586;
}  // namespace

Status ValidateWavelengths(double d_model, double base) {
  Status status = ValidateDModel(d_model);
  if (!status.ok) return status;
  return ValidateBase(base);
}

void WavelengthsInto(double* out, std::int64_t d_model, double base,
                     Variant variant) {
  PairDivisorsInto(out, d_model, base, variant);
  for (std::int64_t i = 0; i < d_model / 2; ++i) out[i] *= kTwoPi;
}

std::vector<double> Wavelengths(std::int64_t d_model, double base,
                                Variant variant) {
  std::vector<double> out(static_cast<std::size_t>(d_model / 2));
  WavelengthsInto(out.data(), d_model, base, variant);
  return out;
}

std::int64_t UniqueRows(std::int64_t seq_len, std::int64_t d_model,
                        const EncodingOptions& options) {
  const std::vector<double> pe = Encode(seq_len, d_model, options);
  const auto width = static_cast<std::size_t>(d_model);
  std::vector<std::int64_t> order(static_cast<std::size_t>(seq_len));
  std::iota(order.begin(), order.end(), 0);
  const double* data = pe.data();
  auto row = [&](std::int64_t r) {
    return data + static_cast<std::size_t>(r) * width;
  };
  // Sort row indices lexicographically, then count runs of equal rows.
  std::sort(order.begin(), order.end(), [&](std::int64_t a, std::int64_t b) {
    return std::lexicographical_compare(row(a), row(a) + width, row(b),
                                        row(b) + width);
  });
  std::int64_t unique = seq_len > 0 ? 1 : 0;
  for (std::size_t k = 1; k < order.size(); ++k) {
    if (!std::equal(row(order[k - 1]), row(order[k - 1]) + width,
                    row(order[k]))) {
      ++unique;
    }
  }
  return unique;
}

}  // namespace posenc
