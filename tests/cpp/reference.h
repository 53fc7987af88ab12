// Reference formulas for the tests, written from the definitions in
// encoding.h and the seed documents, independently of the engine's kernels.
#ifndef POSENC_TESTS_CPP_REFERENCE_H_
#define POSENC_TESTS_CPP_REFERENCE_H_

#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/rounded_pow.h"

namespace posenc_test {

// 2^-52, the spacing of doubles in [1, 2).
constexpr double kEps = 2.220446049250313e-16;

// The tolerance the fast kernel promises against the direct formula: a few
// ulp of the result plus the rounding of an angle of size |pos|.
inline double Tolerance(double pos) {
  return 1e-15 + 4.0 * kEps * std::fabs(pos);
}

// The exponent of pair i under a variant, in double arithmetic the way NumPy
// evaluates `2 * i / d`; +inf for exponent-d-over-2i at i == 0.
inline double Exponent(std::int64_t i, std::int64_t d, posenc::Variant v) {
  const double di = static_cast<double>(i);
  const double dd = static_cast<double>(d);
  switch (v) {
    case posenc::Variant::kExponentIOverD:
      return di / dd;
    case posenc::Variant::kExponentTimesD:
      return 2.0 * di * dd;
    case posenc::Variant::kExponentDOver2i:
      return i == 0 ? std::numeric_limits<double>::infinity() : dd / (2.0 * di);
    default:
      return 2.0 * di / dd;
  }
}

// The angle of pair i at `pos` in plain double: pos / base^exponent (the
// correctly rounded power, the engine's RoundedPow), with the one-indexed
// variant counting from 1 and an infinite divisor giving 0.
inline double Angle(double pos, std::int64_t i, std::int64_t d, double base,
                    posenc::Variant v) {
  if (v == posenc::Variant::kOneIndexed) pos += 1.0;
  if (v == posenc::Variant::kExponentDOver2i && i == 0) return 0.0;
  return pos / posenc::RoundedPow(base, Exponent(i, d, v));
}

// The same angle in long double, with the exponent formed in long double.
inline long double AngleLong(double pos, std::int64_t i, std::int64_t d,
                             double base, posenc::Variant v) {
  long double p = pos;
  if (v == posenc::Variant::kOneIndexed) p += 1.0L;
  const long double li = static_cast<long double>(i);
  const long double ld = static_cast<long double>(d);
  long double exponent;
  switch (v) {
    case posenc::Variant::kExponentIOverD:
      exponent = li / ld;
      break;
    case posenc::Variant::kExponentTimesD:
      exponent = 2.0L * li * ld;
      break;
    case posenc::Variant::kExponentDOver2i:
      if (i == 0) return 0.0L;
      exponent = ld / (2.0L * li);
      break;
    default:
      exponent = 2.0L * li / ld;
      break;
  }
  return p / std::pow(static_cast<long double>(base), exponent);
}

// Pair and function of a column, derived from the layout definition.
struct ColumnInfo {
  std::int64_t pair;
  bool first;  // The pair's first column (sin in the correct encoding).
};

inline ColumnInfo InfoOf(std::int64_t col, std::int64_t d,
                         posenc::Layout layout) {
  if (layout == posenc::Layout::kSplit) {
    return col < d / 2 ? ColumnInfo{col, true} : ColumnInfo{col - d / 2, false};
  }
  return ColumnInfo{col / 2, col % 2 == 0};
}

inline bool UsesSine(bool first, posenc::Variant v) {
  if (v == posenc::Variant::kSineOnly) return true;
  if (v == posenc::Variant::kCosineOnly) return false;
  if (v == posenc::Variant::kSwapped) return !first;
  return first;
}

// PE(pos, col) by the direct formula in double.
inline double Value(double pos, std::int64_t col, std::int64_t d,
                    const posenc::EncodingOptions& o = {}) {
  const ColumnInfo info = InfoOf(col, d, o.layout);
  const double angle = Angle(pos, info.pair, d, o.base, o.variant);
  return UsesSine(info.first, o.variant) ? std::sin(angle) : std::cos(angle);
}

// PE(pos, col) by the direct formula in long double.
inline long double ValueLong(double pos, std::int64_t col, std::int64_t d,
                             const posenc::EncodingOptions& o = {}) {
  const ColumnInfo info = InfoOf(col, d, o.layout);
  const long double angle = AngleLong(pos, info.pair, d, o.base, o.variant);
  return UsesSine(info.first, o.variant) ? std::sin(angle) : std::cos(angle);
}

// The whole (seq_len, d) matrix by the direct formula in double.
inline std::vector<double> Matrix(std::int64_t seq_len, std::int64_t d,
                                  const posenc::EncodingOptions& o = {}) {
  std::vector<double> out(static_cast<std::size_t>(seq_len * d));
  for (std::int64_t p = 0; p < seq_len; ++p) {
    for (std::int64_t c = 0; c < d; ++c) {
      out[static_cast<std::size_t>(p * d + c)] =
          Value(static_cast<double>(p), c, d, o);
    }
  }
  return out;
}

inline double At(const std::vector<double>& m, std::int64_t cols,
                 std::int64_t row, std::int64_t col) {
  return m[static_cast<std::size_t>(row * cols + col)];
}

}  // namespace posenc_test

#endif  // POSENC_TESTS_CPP_REFERENCE_H_
