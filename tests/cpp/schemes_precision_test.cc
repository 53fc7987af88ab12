// Reduced-precision encoding (float32, float16, bfloat16 by bit-exact
// rounding; schemes/precision.h) against the hardware conversion and the
// NumPy references of tests/reference/rope_drope_precision.py, plus its
// bad-input rules and the names the adapters list.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/encoding.h"
#include "posenc/schemes/precision.h"
#include "rope_drope_precision_reference.h"
#include "status_matchers.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::Case;
using posenc_test::CasesOf;
using posenc_test::SameValue;

// The index in kPrecisionNames of the case's precision.
int PrecisionIndex(const Case& c) {
  int p = 0;
  while (c.params.at("precision") != kPrecisionNames[p]) ++p;
  return p;
}

TEST(Precision, Float16EdgeCases) {
  EXPECT_EQ(Float16Bits(1.0), 0x3c00);
  EXPECT_EQ(Float16Bits(-0.0), 0x8000);
  EXPECT_EQ(Float16Bits(65504.0), 0x7bff);
  EXPECT_EQ(Float16Bits(65519.99), 0x7bff);
  EXPECT_EQ(Float16Bits(65520.0), 0x7c00);  // The tie rounds to even: 2^16.
  EXPECT_EQ(Float16Bits(-65520.0), 0xfc00);
  EXPECT_EQ(Float16Bits(2049.0), Float16Bits(2048.0));  // Tie to even.
  EXPECT_EQ(FromFloat16Bits(Float16Bits(2051.0)), 2052.0);
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -24)), 0x0001);  // Smallest subnormal.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -25)), 0x0000);  // Tie to even 0.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0001, -25)), 0x0001);
  EXPECT_EQ(Float16Bits(std::ldexp(3.0, -25)), 0x0002);     // 1.5 ulp: even 2.
  EXPECT_EQ(Float16Bits(std::ldexp(1023.5, -24)), 0x0400);  // Up to normal.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -14)), 0x0400);
  EXPECT_EQ(Float16Bits(1e-300), 0x0000);
  EXPECT_EQ(Float16Bits(5e-324), 0x0000);
  EXPECT_EQ(Float16Bits(HUGE_VAL), 0x7c00);
  EXPECT_EQ(Float16Bits(std::nan("")) & 0x7e00, 0x7e00);
  EXPECT_TRUE(std::isnan(FromFloat16Bits(0x7e00)));
  EXPECT_EQ(FromFloat16Bits(0x0001), std::ldexp(1.0, -24));
}

TEST(Precision, Bfloat16EdgeCases) {
  EXPECT_EQ(Bfloat16Bits(1.0), 0x3f80);
  EXPECT_EQ(Bfloat16Bits(256.0), 0x4380);
  EXPECT_EQ(Bfloat16Bits(257.0), 0x4380);  // Tie to even: 256.
  EXPECT_EQ(FromBfloat16Bits(Bfloat16Bits(259.0)), 260.0);
  // One rounding from float64: rounding through float32 first would land
  // on the tie 1 + 2^-8 and round down to 1.
  EXPECT_EQ(Bfloat16Bits(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30)),
            0x3f81);
  EXPECT_EQ(Bfloat16Bits(3.3895313892515355e38), 0x7f7f);  // Largest finite.
  EXPECT_EQ(Bfloat16Bits(3.4e38), 0x7f80);                 // Overflows.
  EXPECT_EQ(Bfloat16Bits(std::ldexp(1.0, -133)), 0x0001);
  EXPECT_EQ(Bfloat16Bits(std::ldexp(1.0, -134)), 0x0000);
  EXPECT_EQ(Bfloat16Bits(std::ldexp(3.0, -135)), 0x0001);
  EXPECT_EQ(Bfloat16Bits(-HUGE_VAL), 0xff80);
}

TEST(Precision, FormatRoundingWithFloat32FieldsEqualsTheHardwareConversion) {
  std::uint64_t state = 12345;
  for (int n = 0; n < 200000; ++n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    // Random bit patterns over the whole double range, NaNs included.
    double x;
    std::memcpy(&x, &state, sizeof x);
    const double want = static_cast<double>(static_cast<float>(x));
    ASSERT_TRUE(SameValue(RoundToFormat(x, 23, 8), want)) << x;
    ASSERT_TRUE(SameValue(RoundTo(x, Precision::kFloat32), want)) << x;
  }
}

TEST(Precision, LargestExactIntegers) {
  EXPECT_EQ(LargestExactInteger(Precision::kBfloat16), 256);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat16), 2048);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat32), 16777216);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat64), 9007199254740992.0);
}

TEST(Precision, RoundingMatchesNumPy) {
  for (const Case& c : CasesOf("round")) {
    const int p = PrecisionIndex(c);
    const std::vector<double>& in = c.arrays.at("input");
    const std::vector<double>& want = c.arrays.at("rounded");
    for (std::size_t j = 0; j < in.size(); ++j) {
      EXPECT_TRUE(SameValue(RoundTo(in[j], static_cast<Precision>(p)), want[j]))
          << kPrecisionNames[p] << " of " << in[j];
    }
  }
  EXPECT_EQ(CasesOf("round").size(), 3u);
}

TEST(Precision, EncodingAndStatsMatchNumPy) {
  for (const Case& c : CasesOf("precision")) {
    const int p = PrecisionIndex(c);
    const auto precision = static_cast<Precision>(p);
    const auto n = static_cast<std::int64_t>(c.Num("seqLen"));
    const auto d = static_cast<std::int64_t>(c.Num("d"));
    const double base = c.Num("base");
    ASSERT_TRUE(
        ValidatePrecisionEncode(c.Num("seqLen"), c.Num("d"), base, 0, p).ok);
    if (c.arrays.count("data")) {
      std::vector<double> m(static_cast<std::size_t>(n * d));
      PrecisionEncodeInto(m.data(), n, d, base, Layout::kInterleaved,
                          precision);
      const std::vector<double>& want = c.arrays.at("data");
      int differ = 0;
      for (std::size_t j = 0; j < m.size(); ++j)
        differ += !SameValue(m[j], want[j]);
      EXPECT_EQ(differ, 0) << kPrecisionNames[p];
    }
    std::vector<double> error(static_cast<std::size_t>(n));
    const PrecisionStats s =
        PrecisionStatsInto(error.data(), n, d, base, precision);
    const std::vector<double>& want = c.arrays.at("maxError");
    for (std::size_t r = 0; r < error.size(); ++r) {
      // The float64 reference rows agree to a few ulp of the angle.
      const double tol =
          1e-15 + 8 * 2.220446049250313e-16 * static_cast<double>(r);
      if (std::isnan(want[r]) || std::isinf(want[r])) {
        EXPECT_TRUE(SameValue(error[r], want[r])) << r;
      } else {
        EXPECT_NEAR(error[r], want[r], tol)
            << kPrecisionNames[p] << " row " << r;
      }
    }
    const std::vector<double>& stats = c.arrays.at("stats");
    EXPECT_EQ(s.distinct_rows, stats[0]) << kPrecisionNames[p];
    EXPECT_EQ(s.first_collision, stats[1]) << kPrecisionNames[p];
    EXPECT_EQ(s.first_non_finite, stats[2]) << kPrecisionNames[p];
    EXPECT_EQ(s.largest_exact_integer, stats[3]);
  }
  EXPECT_EQ(CasesOf("precision").size(), 9u);
}

TEST(Precision, SplitLayoutHoldsTheSameEntriesInSplitColumns) {
  std::vector<double> a(40 * 8), b(40 * 8);
  PrecisionEncodeInto(a.data(), 40, 8, 10000, Layout::kInterleaved,
                      Precision::kFloat16);
  PrecisionEncodeInto(b.data(), 40, 8, 10000, Layout::kSplit,
                      Precision::kFloat16);
  for (int r = 0; r < 40; ++r) {
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(a[r * 8 + 2 * i], b[r * 8 + i]);
      EXPECT_EQ(a[r * 8 + 2 * i + 1], b[r * 8 + 4 + i]);
    }
  }
}

TEST(Precision, Float64IsTheExactEncoding) {
  std::vector<double> a(50 * 16), b(50 * 16);
  PrecisionEncodeInto(a.data(), 50, 16, 10000, Layout::kInterleaved,
                      Precision::kFloat64);
  EncodeInto(b.data(), 50, 16, EncodingOptions{});
  EXPECT_EQ(a, b);
}

TEST(PrecisionValidation, RejectsUnknownPrecisionAndLargeCost) {
  EXPECT_TRUE(IsError(ValidatePrecisionEncode(10, 8, 10000, 0, 4),
                      ErrorKind::kRange, "precision"));
  EXPECT_TRUE(IsError(ValidatePrecisionEncode(70000, 64, 10000, 0, 2),
                      ErrorKind::kRange, "seqLen"));
  EXPECT_TRUE(ValidatePrecisionEncode(65536, 64, 10000, 0, 2).ok);
}

TEST(SchemesAdapters, FactsListTheScalingAndPrecisionNames) {
  const std::string facts = adapters::FactsJson();
  EXPECT_NE(facts.find("\"ropeScalingNames\":[\"none\",\"linear\",\"ntk\","
                       "\"dynamic-ntk\",\"yarn\",\"llama3\"]"),
            std::string::npos);
  EXPECT_NE(facts.find("\"precisionNames\":[\"float64\",\"float32\","
                       "\"float16\",\"bfloat16\"]"),
            std::string::npos);
}

}  // namespace
}  // namespace posenc
