#include "posenc/spectrum.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

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
  // axis=0 decides it, so -0 equals 0). An open-addressing hash set of row
  // indices finds the distinct ones in one pass: linear time, and much
  // smaller code than sorting rows.
  std::size_t slots = 2;
  while (slots < 2 * static_cast<std::size_t>(seq_len)) slots *= 2;
  std::vector<std::int64_t> table(slots, -1);
  std::int64_t unique = 0;
  for (std::int64_t r = 0; r < seq_len; ++r) {
    const double* values = row(r);
    std::uint64_t hash = 0;
    for (std::size_t k = 0; k < width; ++k) {
      // + 0.0 turns -0 into +0, so equal rows hash equally.
      const double value = values[k] + 0.0;
      std::uint64_t bits;
      std::memcpy(&bits, &value, sizeof bits);
      hash = (hash ^ bits) * 0x9E3779B97F4A7C15ULL;
      hash ^= hash >> 29;
    }
    for (std::size_t slot = hash & (slots - 1);;
         slot = (slot + 1) & (slots - 1)) {
      const std::int64_t other = table[slot];
      if (other < 0) {
        table[slot] = r;
        ++unique;
        break;
      }
      if (std::equal(values, values + width, row(other))) break;
    }
  }
  return unique;
}

}  // namespace posenc
