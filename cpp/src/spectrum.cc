#include "posenc/spectrum.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "posenc/distinct_rows.h"

namespace posenc {
namespace {
constexpr double kTwoPi = 6.283185307179586;
}  // namespace

POSENC_COLD Status ValidateWavelengths(double d_model, double base) {
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
  auto row = [&](std::int64_t r) {
    return pe.data() + static_cast<std::size_t>(r) * width;
  };
  // Rows are equal when every element compares equal (as numpy.unique with
  // axis=0 decides it, so -0 equals 0; + 0.0 turns -0 into +0, so equal rows
  // hash equally). A hash set of row indices finds the distinct ones in one
  // pass: linear time, and much smaller code than sorting rows.
  return CountDistinctRows(
      seq_len,
      [&](std::int64_t r) {
        const double* values = row(r);
        std::uint64_t hash = kRowHashSeed;
        for (std::size_t k = 0; k < width; ++k) {
          const double value = values[k] + 0.0;
          std::uint64_t bits;
          std::memcpy(&bits, &value, sizeof bits);
          hash = MixRowWord(hash, bits);
        }
        return FinishRowHash(hash);
      },
      [&](std::int64_t a, std::int64_t b) {
        return std::equal(row(a), row(a) + width, row(b));
      });
}

}  // namespace posenc
