// Wavelengths of the pairs and the number of distinct encoding rows.
#include "posenc/spectrum.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"
#include "test_support.h"

namespace posenc {
namespace {

constexpr double kTwoPi = 6.283185307179586;

// Distinct rows by brute force: a std::set of whole rows (values compared
// with <, so -0.0 and 0.0 count as equal, as in numpy.unique).
std::int64_t CountDistinct(const std::vector<double>& m, std::int64_t rows,
                           std::int64_t cols) {
  std::set<std::vector<double>> seen;
  for (std::int64_t r = 0; r < rows; ++r) {
    seen.emplace(m.begin() + r * cols, m.begin() + (r + 1) * cols);
  }
  return static_cast<std::int64_t>(seen.size());
}

TEST(Wavelengths, AreTwoPiTimesTheDivisors) {
  for (std::int64_t d : {2, 8, 512}) {
    for (double base : {10000.0, 100.0, 1.5}) {
      const std::vector<double> w = Wavelengths(d, base);
      const std::vector<double> div = PairDivisors(d, base);
      ASSERT_EQ(w.size(), div.size());
      for (std::size_t i = 0; i < w.size(); ++i) {
        EXPECT_EQ(w[i], kTwoPi * div[i]) << d << " " << base << " " << i;
      }
    }
  }
}

TEST(Wavelengths, FirstIsTwoPiForEveryBase) {
  for (double base : {10000.0, 100.0, 1e6, 1.0000001}) {
    EXPECT_EQ(Wavelengths(8, base).front(), kTwoPi);
  }
}

TEST(Wavelengths, GrowGeometrically) {
  const std::vector<double> w = Wavelengths(64, 10000.0);
  const double ratio = std::pow(10000.0, 2.0 / 64.0);
  for (std::size_t i = 1; i < w.size(); ++i) {
    EXPECT_NEAR(w[i] / w[i - 1], ratio, 1e-13) << i;
  }
}

TEST(Wavelengths, BaseSetsTheRange) {
  // Seed 000: "a different base changes the frequency range".
  EXPECT_NEAR(Wavelengths(512, 1000.0).back(),
              kTwoPi * std::pow(1000.0, 510.0 / 512.0), 1e-9);
  EXPECT_LT(Wavelengths(512, 1000.0).back(), Wavelengths(512).back());
  EXPECT_GT(Wavelengths(512, 100000.0).back(), Wavelengths(512).back());
}

TEST(Wavelengths, BrokenVariantsUseTheirDivisors) {
  for (Variant v : {Variant::kExponentIOverD, Variant::kExponentTimesD,
                    Variant::kExponentDOver2i}) {
    const std::vector<double> w = Wavelengths(16, 10000.0, v);
    const std::vector<double> div = PairDivisors(16, 10000.0, v);
    for (std::size_t i = 0; i < w.size(); ++i) {
      EXPECT_EQ(w[i], kTwoPi * div[i]) << VariantName(v) << " " << i;
    }
  }
}

TEST(Wavelengths, NeverChangingColumnsHaveInfiniteWavelength) {
  const std::vector<double> inverted =
      Wavelengths(8, 10000.0, Variant::kExponentDOver2i);
  EXPECT_TRUE(std::isinf(inverted[0]));
  EXPECT_GT(inverted[0], 0);
  const std::vector<double> times =
      Wavelengths(512, 10000.0, Variant::kExponentTimesD);
  EXPECT_EQ(times[0], kTwoPi);
  EXPECT_TRUE(std::isinf(times[1]));
}

TEST(Wavelengths, IOverDReachesOnlyTheSquareRootOfTheRange) {
  // i/d instead of 2i/d: the last wavelength is 2 pi 10000^(255/512) ~ 617.1,
  // not 2 pi 10000 ~ 62,832.
  const std::vector<double> w =
      Wavelengths(512, 10000.0, Variant::kExponentIOverD);
  EXPECT_NEAR(w.back(), kTwoPi * std::pow(10000.0, 255.0 / 512.0), 1e-10);
  EXPECT_NEAR(w.back(), 617.1168, 5e-5);
}

TEST(Wavelengths, SameForAllVariantsThatKeepTheExponent) {
  const std::vector<double> right = Wavelengths(32);
  for (Variant v :
       {Variant::kSineOnly, Variant::kCosineOnly, Variant::kOneIndexed}) {
    EXPECT_EQ(Wavelengths(32, 10000.0, v), right) << VariantName(v);
  }
}

// ---- UniqueRows
// ---------------------------------------------------------------

TEST(UniqueRows, FiftyOfFiftyAtD8) { EXPECT_EQ(UniqueRows(50, 8), 50); }

TEST(UniqueRows, AllRowsOfTheCorrectEncodingAreDistinct) {
  for (std::int64_t L : {1, 2, 100, 5000}) {
    for (std::int64_t d : {2, 4, 64}) {
      EXPECT_EQ(UniqueRows(L, d), L) << L << " " << d;
    }
  }
}

struct UniqueCase {
  Variant variant;
  std::int64_t seq_len;
  std::int64_t d_model;
  double base;
};

EncodingOptions OptionsOf(const UniqueCase& c) {
  EncodingOptions options;
  options.variant = c.variant;
  options.base = c.base;
  return options;
}

class UniqueRowsVariantTest : public ::testing::TestWithParam<UniqueCase> {};

TEST_P(UniqueRowsVariantTest, MatchesBruteForceCountOfTheMatrix) {
  const UniqueCase c = GetParam();
  const EncodingOptions options = OptionsOf(c);
  const std::vector<double> pe = Encode(c.seq_len, c.d_model, options);
  EXPECT_EQ(UniqueRows(c.seq_len, c.d_model, options),
            CountDistinct(pe, c.seq_len, c.d_model));
}

TEST_P(UniqueRowsVariantTest, MatchesBruteForceCountOfTheFormula) {
  const UniqueCase c = GetParam();
  const EncodingOptions options = OptionsOf(c);
  const std::vector<double> ref =
      posenc_test::Matrix(c.seq_len, c.d_model, options);
  EXPECT_EQ(UniqueRows(c.seq_len, c.d_model, options),
            CountDistinct(ref, c.seq_len, c.d_model));
}

TEST_P(UniqueRowsVariantTest, LayoutDoesNotChangeTheCount) {
  const UniqueCase c = GetParam();
  EncodingOptions options = OptionsOf(c);
  const std::int64_t interleaved = UniqueRows(c.seq_len, c.d_model, options);
  options.layout = Layout::kSplit;
  EXPECT_EQ(UniqueRows(c.seq_len, c.d_model, options), interleaved);
}

std::vector<UniqueCase> UniqueCases() {
  std::vector<UniqueCase> cases;
  for (int v = 0; v < kVariantCount; ++v) {
    const auto variant = static_cast<Variant>(v);
    cases.push_back({variant, 50, 8, 10000});
    cases.push_back({variant, 200, 2, 10000});
    cases.push_back({variant, 300, 4, 1e200});
    cases.push_back({variant, 1000, 16, 100});
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Variants, UniqueRowsVariantTest,
                         ::testing::ValuesIn(UniqueCases()),
                         [](const ::testing::TestParamInfo<UniqueCase>& info) {
                           return posenc_test::VariantTestName(
                                      info.param.variant) +
                                  "_L" + std::to_string(info.param.seq_len) +
                                  "_d" + std::to_string(info.param.d_model) +
                                  "_" + std::to_string(info.index);
                         });

TEST(UniqueRows, SineOnlyAndCosineOnlyStillDistinguishIntegerPositions) {
  // sin(p) and cos(p) alone never repeat at whole p (pi is irrational); what
  // the one-function variants lose is the rotation, not uniqueness.
  for (Variant v : {Variant::kSineOnly, Variant::kCosineOnly}) {
    EncodingOptions options;
    options.variant = v;
    EXPECT_EQ(UniqueRows(500, 2, options), 500) << VariantName(v);
    EXPECT_EQ(UniqueRows(500, 8, options), 500) << VariantName(v);
  }
}

TEST(UniqueRows, OneIndexedIsStillUnique) {
  EncodingOptions options;
  options.variant = Variant::kOneIndexed;
  EXPECT_EQ(UniqueRows(50, 8, options), 50);
}

TEST(UniqueRows, InvertedExponentAtD2MakesEveryRowTheSame) {
  // d 2 has only pair 0, whose angle is 0 under d/(2i).
  EncodingOptions options;
  options.variant = Variant::kExponentDOver2i;
  EXPECT_EQ(UniqueRows(50, 2, options), 1);
  EXPECT_EQ(UniqueRows(1, 2, options), 1);
}

TEST(UniqueRows, InvertedExponentWithOverflowingDivisorsCollapses) {
  // d 4, base 1e200: pair 1's divisor 1e400 overflows, so it is frozen too.
  EncodingOptions options;
  options.variant = Variant::kExponentDOver2i;
  options.base = 1e200;
  EXPECT_EQ(UniqueRows(300, 4, options), 1);
  options.base = 1e100;  // Divisor 1e200: p / 1e200 still tells rows apart.
  EXPECT_EQ(UniqueRows(300, 4, options), 300);
}

TEST(UniqueRows, SingleRowCountsOne) { EXPECT_EQ(UniqueRows(1, 8), 1); }

}  // namespace
}  // namespace posenc
