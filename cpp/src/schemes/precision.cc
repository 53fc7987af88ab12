#include "posenc/schemes/precision.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "posenc/costs.h"
#include "posenc/distinct_rows.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

// Rounds x to nearest, ties to even, into a binary format with `frac`
// fraction bits and `exp_bits` exponent bits (IEEE layout: sign, biased
// exponent, fraction) and returns the format's bit pattern. Working on the
// double's integer bits makes the one rounding exact and portable.
std::uint32_t RoundToBits(double x, int frac, int exp_bits) {
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  const int bias = (1 << (exp_bits - 1)) - 1;
  const std::uint32_t sign = static_cast<std::uint32_t>(b >> 63)
                             << (frac + exp_bits);
  const int exponent = static_cast<int>((b >> 52) & 0x7ff);
  const std::uint64_t fraction = b & ((std::uint64_t{1} << 52) - 1);
  const std::uint32_t all_ones = ((std::uint32_t{1} << exp_bits) - 1) << frac;
  if (exponent == 0x7ff) {  // Infinity, or NaN (made quiet).
    return sign | all_ones |
           (fraction != 0 ? std::uint32_t{1} << (frac - 1) : 0);
  }
  // Zero, or a double subnormal (< 2^-1022): far below half the smallest
  // subnormal of any narrower format, so it rounds to a signed zero.
  if (exponent == 0) return sign;
  const int e = exponent - 1023;
  if (e > bias) return sign | all_ones;  // Too large even before rounding.
  const std::uint64_t m = fraction | (std::uint64_t{1} << 52);
  const int min_e = 1 - bias;
  // Bits of m dropped: fewer fraction bits are kept below the normal range.
  int shift = 52 - frac;
  if (e < min_e) shift += min_e - e;
  if (shift >= 64) return sign;
  std::uint64_t q = m >> shift;
  const std::uint64_t rest = m & ((std::uint64_t{1} << shift) - 1);
  const std::uint64_t half = std::uint64_t{1} << (shift - 1);
  if (rest > half || (rest == half && (q & 1) != 0)) ++q;
  // A subnormal that rounds up to 2^frac becomes the smallest normal, and a
  // normal whose q carries to 2^(frac+1) moves to the next exponent (to
  // infinity past the largest): the encodings below do both by addition.
  if (e < min_e) return sign | static_cast<std::uint32_t>(q);
  return sign | ((static_cast<std::uint32_t>(e + bias) << frac) +
                 static_cast<std::uint32_t>(q - (std::uint64_t{1} << frac)));
}

double FromBits(std::uint32_t bits, int frac, int exp_bits) {
  const int bias = (1 << (exp_bits - 1)) - 1;
  const bool negative = ((bits >> (frac + exp_bits)) & 1) != 0;
  const int e = static_cast<int>((bits >> frac) & ((1u << exp_bits) - 1));
  const std::uint32_t f = bits & ((std::uint32_t{1} << frac) - 1);
  if (e != 0 && e != (1 << exp_bits) - 1) {
    // A normal number: the same value as a double, by moving the fields
    // (no ldexp on the hot path).
    const std::uint64_t b =
        (std::uint64_t{negative} << 63) |
        (static_cast<std::uint64_t>(e - bias + 1023) << 52) |
        (static_cast<std::uint64_t>(f) << (52 - frac));
    double out;
    std::memcpy(&out, &b, sizeof out);
    return out;
  }
  double value;
  if (e == (1 << exp_bits) - 1) {
    value = f != 0 ? std::numeric_limits<double>::quiet_NaN()
                   : std::numeric_limits<double>::infinity();
  } else if (e == 0) {
    value = std::ldexp(static_cast<double>(f), 1 - bias - frac);
  } else {
    value = std::ldexp(static_cast<double>(f | (std::uint32_t{1} << frac)),
                       e - bias - frac);
  }
  return negative ? -value : value;
}

// A row entry as the bits compared for equality: all NaNs alike, -0 as 0.
std::uint64_t KeyBits(double value) {
  if (std::isnan(value)) return 0x7ff8000000000000ULL;
  if (value == 0) return 0;
  std::uint64_t b;
  std::memcpy(&b, &value, sizeof b);
  return b;
}

// Fills one row of the encoding in precision p (not float64).
void PrecisionRow(double* row, double position, const double* inv,
                  std::int64_t d_model, Layout layout, Precision p) {
  const double pos = RoundTo(position, p);
  for (std::int64_t i = 0; i < d_model / 2; ++i) {
    const double angle = RoundTo(pos * inv[i], p);
    row[SinColumn(i, d_model, layout)] = RoundTo(std::sin(angle), p);
    row[CosColumn(i, d_model, layout)] = RoundTo(std::cos(angle), p);
  }
}

// round_p(1 / divisor_i) for every pair.
std::vector<double> RoundedInverse(std::int64_t d_model, double base,
                                   Precision p) {
  std::vector<double> inv = PairDivisors(d_model, base);
  for (double& v : inv) v = RoundTo(1.0 / v, p);
  return inv;
}

}  // namespace

std::uint16_t Float16Bits(double x) {
  return static_cast<std::uint16_t>(RoundToBits(x, 10, 5));
}
std::uint16_t Bfloat16Bits(double x) {
  return static_cast<std::uint16_t>(RoundToBits(x, 7, 8));
}
double FromFloat16Bits(std::uint16_t bits) { return FromBits(bits, 10, 5); }
double FromBfloat16Bits(std::uint16_t bits) { return FromBits(bits, 7, 8); }

double RoundToFormat(double x, int fraction_bits, int exponent_bits) {
  return FromBits(RoundToBits(x, fraction_bits, exponent_bits), fraction_bits,
                  exponent_bits);
}

double RoundTo(double x, Precision p) {
  switch (p) {
    case Precision::kFloat32:
      return static_cast<double>(static_cast<float>(x));
    case Precision::kFloat16:
      return FromFloat16Bits(Float16Bits(x));
    case Precision::kBfloat16:
      return FromBfloat16Bits(Bfloat16Bits(x));
    default:
      return x;
  }
}

double LargestExactInteger(Precision p) {
  double n = 1;
  // Doubling n keeps it exact (a power of two); the first n + 1 that does
  // not survive rounding marks the end of the exact integers.
  while (n < kMaxAbsPosition && RoundTo(n + 1, p) == n + 1) n *= 2;
  return n;
}

POSENC_COLD Status ValidatePrecisionEncode(double seq_len, double d_model,
                                           double base, int layout,
                                           int precision) {
  if (precision < 0 || precision >= kPrecisionCount) {
    return Status::Range("precision",
                         "precision must be \"float64\", \"float32\", "
                         "\"float16\" or \"bfloat16\"; got index " +
                             FormatNumber(precision));
  }
  if (layout < 0 || layout >= kLayoutCount) {
    return Status::Range("layout",
                         "layout must be \"interleaved\" or "
                         "\"split\"; got index " +
                             FormatNumber(layout));
  }
  Status status = ValidateEncodingShape(seq_len, d_model, base);
  if (!status.ok) return status;
  return ValidateCost(
      "seqLen", "a reduced-precision encoding", kPrecisionEncodingCost,
      FormatNumber(seq_len) + " * " + FormatNumber(d_model), seq_len * d_model);
}

void PrecisionEncodeInto(double* out, std::int64_t seq_len,
                         std::int64_t d_model, double base, Layout layout,
                         Precision p) {
  if (p == Precision::kFloat64) {
    EncodingOptions options;
    options.base = base;
    options.layout = layout;
    EncodeInto(out, seq_len, d_model, options);
    return;
  }
  const std::vector<double> inv = RoundedInverse(d_model, base, p);
  for (std::int64_t pos = 0; pos < seq_len; ++pos) {
    PrecisionRow(out + pos * d_model, static_cast<double>(pos), inv.data(),
                 d_model, layout, p);
  }
}

PrecisionStats PrecisionStatsInto(double* max_error, std::int64_t seq_len,
                                  std::int64_t d_model, double base,
                                  Precision p) {
  PrecisionStats stats;
  stats.largest_exact_integer = LargestExactInteger(p);
  const auto width = static_cast<std::size_t>(d_model);
  // Every row's entries as comparison keys, for the distinct count.
  std::vector<std::uint64_t> keys(static_cast<std::size_t>(seq_len) * width);
  std::vector<double> row(width);
  std::vector<double> exact(width);
  EncodingOptions options;
  options.base = base;
  const EncodePlan plan(seq_len, d_model, options);
  const std::vector<double> inv = RoundedInverse(d_model, base, p);
  for (std::int64_t pos = 0; pos < seq_len; ++pos) {
    plan.FillRows(exact.data(), pos, pos + 1);
    if (p == Precision::kFloat64) {
      row = exact;
    } else {
      PrecisionRow(row.data(), static_cast<double>(pos), inv.data(), d_model,
                   Layout::kInterleaved, p);
    }
    double worst = 0;
    bool finite = true;
    std::uint64_t* key = &keys[static_cast<std::size_t>(pos) * width];
    for (std::size_t j = 0; j < width; ++j) {
      const double error = std::fabs(row[j] - exact[j]);
      // NaN wins over every number, so a row with a NaN entry reads NaN.
      if (std::isnan(error)) {
        worst = error;
      } else if (error > worst) {
        worst = error;  // NaN > x is false: a NaN already found stays.
      }
      finite = finite && std::isfinite(row[j]);
      key[j] = KeyBits(row[j]);
    }
    max_error[pos] = worst;
    if (!finite && stats.first_non_finite < 0) {
      stats.first_non_finite = static_cast<double>(pos);
    }
    if (pos > 0 && stats.first_collision < 0 &&
        std::memcmp(key, key - width, width * sizeof(std::uint64_t)) == 0) {
      stats.first_collision = static_cast<double>(pos);
    }
  }
  const std::uint64_t* data = keys.data();
  auto key_row = [data, width](std::int64_t r) {
    return data + static_cast<std::size_t>(r) * width;
  };
  stats.distinct_rows = static_cast<double>(CountDistinctRows(
      seq_len,
      [&](std::int64_t r) {
        const std::uint64_t* k = key_row(r);
        std::uint64_t hash = kRowHashSeed;
        for (std::size_t j = 0; j < width; ++j) hash = MixRowWord(hash, k[j]);
        return FinishRowHash(hash);
      },
      [&](std::int64_t a, std::int64_t b) {
        return std::memcmp(key_row(a), key_row(b),
                           width * sizeof(std::uint64_t)) == 0;
      }));
  return stats;
}

}  // namespace posenc
