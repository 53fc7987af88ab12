// What lower-precision floating point does to the sinusoidal encoding, as
// commonly written code computes it in that type: the position, the inverse
// divisor, their product and the sine are each rounded to the type,
//
//   entry = round_p(sin or cos(round_p(round_p(pos) * round_p(1 / divisor_i))))
//
// with every inner operation exact float64 and round_p rounding to nearest,
// ties to even, in type p, overflowing to infinity as IEEE 754 does (so an
// entry may be NaN: sin(inf)). float16 holds integers exactly only up to
// 2048 and overflows from 65520; bfloat16 holds integers only up to 256.
// "float64" is the exact encoding of encoding.h (pos / divisor), which the
// errors are measured against.
#ifndef POSENC_SCHEMES_PRECISION_H_
#define POSENC_SCHEMES_PRECISION_H_

#include <cstdint>
#include <vector>

#include "posenc/facts.h"
#include "posenc/status.h"

namespace posenc {

enum class Precision : int {
  kFloat64 = 0,
  kFloat32 = 1,
  kFloat16 = 2,
  kBfloat16 = 3,
};
constexpr int kPrecisionCount = 4;
constexpr const char* kPrecisionNames[kPrecisionCount] = {
    "float64", "float32", "float16", "bfloat16"};

// IEEE binary16 and bfloat16 bit patterns of x, rounded to nearest, ties to
// even, from the double directly (one rounding), by integer arithmetic on
// the double's bits: no hardware half type, no float intermediate.
std::uint16_t Float16Bits(double x);
std::uint16_t Bfloat16Bits(double x);
// The exact double value of a binary16 / bfloat16 bit pattern.
double FromFloat16Bits(std::uint16_t bits);
double FromBfloat16Bits(std::uint16_t bits);

// x rounded to nearest, ties to even, in a binary format with
// `fraction_bits` (at most 23) and `exponent_bits` (at most 8), as a double:
// the rounding behind Float16Bits and Bfloat16Bits. With 23 and 8 it is
// float32, which a test checks against the hardware conversion.
double RoundToFormat(double x, int fraction_bits, int exponent_bits);

// round_p(x) as a double (x itself for float64). float32 uses the hardware
// conversion (one IEEE rounding, the same result as RoundToFormat(x, 23, 8)
// and twice as fast on precisionStats' path, which rounds every entry).
double RoundTo(double x, Precision p);

// The largest n such that every integer 0..n is exact in p: 2^(mantissa
// bits + 1), found by rounding integers, not stated.
double LargestExactInteger(Precision p);

// seq_len and d_model as ValidateEncode, base > 1, precision an index into
// kPrecisionNames, layout an index into kLayoutNames, and the cost
// seq_len * d_model <= kMaxTrigElements (every entry needs its own sine).
Status ValidatePrecisionEncode(double seq_len, double d_model, double base,
                               int layout, int precision);

// The (seq_len, d_model) encoding computed in `p` (returned as doubles), in
// the layout's column order. For kFloat64 this is EncodeInto.
void PrecisionEncodeInto(double* out, std::int64_t seq_len,
                         std::int64_t d_model, double base, Layout layout,
                         Precision p);

struct PrecisionStats {
  double distinct_rows = 0;
  // Smallest position > 0 whose row equals the previous row bit for bit
  // (NaN entries compare equal to NaN), or -1.
  double first_collision = -1;
  // Smallest position with a non-finite entry, or -1.
  double first_non_finite = -1;
  double largest_exact_integer = 0;
};

// Writes, per position, the largest |entry_p - entry_float64| over the row
// (NaN when an entry is NaN, +inf when one is infinite) to max_error and
// returns the counts. Arguments as ValidatePrecisionEncode.
PrecisionStats PrecisionStatsInto(double* max_error, std::int64_t seq_len,
                                  std::int64_t d_model, double base,
                                  Precision p);

}  // namespace posenc

#endif  // POSENC_SCHEMES_PRECISION_H_
