// The encoding options besides the base: the two column layouts and every
// variant (the correct encoding and the mistakes the lessons show), against
// their definitions, plus their stable names.
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

using posenc_test::At;
using posenc_test::kEps;
using posenc_test::Tolerance;

constexpr Variant kAllVariants[] = {
    Variant::kCorrect,         Variant::kExponentIOverD,
    Variant::kSineOnly,        Variant::kCosineOnly,
    Variant::kOneIndexed,      Variant::kExponentTimesD,
    Variant::kExponentDOver2i, Variant::kSwapped};

// The position a row holds under a variant.
double RowPosition(std::int64_t row, Variant v) {
  return static_cast<double>(row) + (v == Variant::kOneIndexed ? 1.0 : 0.0);
}

// ---- Layouts ----------------------------------------------------------------

TEST(EncodeLayout, SplitIsInterleavedWithColumnsPermuted) {
  EncodingOptions split;
  split.layout = Layout::kSplit;
  const std::int64_t L = 300, d = 16, half = d / 2;
  const std::vector<double> a = Encode(L, d);
  const std::vector<double> b = Encode(L, d, split);
  for (std::int64_t p = 0; p < L; ++p) {
    for (std::int64_t i = 0; i < half; ++i) {
      ASSERT_EQ(At(b, d, p, i), At(a, d, p, 2 * i)) << p << "," << i;
      ASSERT_EQ(At(b, d, p, half + i), At(a, d, p, 2 * i + 1)) << p << "," << i;
    }
  }
}

TEST(EncodeLayout, SplitPutsSinesFirstThenCosines) {
  EncodingOptions split;
  split.layout = Layout::kSplit;
  const std::vector<double> pe = Encode(2, 8, split);
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(pe[i], 0.0);      // sin(0)
    EXPECT_EQ(pe[4 + i], 1.0);  // cos(0)
  }
  EXPECT_EQ(At(pe, 8, 1, 0), std::sin(1.0));
  EXPECT_EQ(At(pe, 8, 1, 4), std::cos(1.0));
}

TEST(EncodeLayout, ColumnsOfEachPair) {
  EXPECT_EQ(FirstColumn(0, 8, Layout::kInterleaved), 0);
  EXPECT_EQ(SecondColumn(0, 8, Layout::kInterleaved), 1);
  EXPECT_EQ(FirstColumn(3, 8, Layout::kInterleaved), 6);
  EXPECT_EQ(SecondColumn(3, 8, Layout::kInterleaved), 7);
  EXPECT_EQ(FirstColumn(0, 8, Layout::kSplit), 0);
  EXPECT_EQ(SecondColumn(0, 8, Layout::kSplit), 4);
  EXPECT_EQ(FirstColumn(3, 8, Layout::kSplit), 3);
  EXPECT_EQ(SecondColumn(3, 8, Layout::kSplit), 7);
}

TEST(EncodeLayout, ColumnsOfAllPairsCoverEveryColumnOnce) {
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    const std::int64_t d = 12;
    std::set<std::int64_t> seen;
    for (std::int64_t i = 0; i < d / 2; ++i) {
      seen.insert(FirstColumn(i, d, layout));
      seen.insert(SecondColumn(i, d, layout));
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(d));
    EXPECT_EQ(*seen.begin(), 0);
    EXPECT_EQ(*seen.rbegin(), d - 1);
  }
}

TEST(EncodeLayout, NamesRoundTrip) {
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    Layout parsed =
        layout == Layout::kSplit ? Layout::kInterleaved : Layout::kSplit;
    ASSERT_TRUE(ParseLayout(LayoutName(layout), &parsed));
    EXPECT_EQ(parsed, layout);
  }
  EXPECT_STREQ(LayoutName(Layout::kInterleaved), "interleaved");
  EXPECT_STREQ(LayoutName(Layout::kSplit), "split");
}

TEST(EncodeLayout, UnknownNameIsRejectedAndLeavesOutputAlone) {
  Layout layout = Layout::kSplit;
  EXPECT_FALSE(ParseLayout("", &layout));
  EXPECT_FALSE(ParseLayout("Split", &layout));
  EXPECT_FALSE(ParseLayout("concatenated", &layout));
  EXPECT_EQ(layout, Layout::kSplit);
}

// ---- Variants ---------------------------------------------------------------

class VariantTest : public ::testing::TestWithParam<Variant> {};

TEST_P(VariantTest, MatchesItsOwnDefinition) {
  EncodingOptions options;
  options.variant = GetParam();
  const struct {
    std::int64_t seq_len;
    std::int64_t d_model;
    double base;
  } shapes[] = {{300, 16, 10000}, {50, 8, 100}, {40, 2, 10000}, {20, 64, 1e6}};
  for (const auto& s : shapes) {
    options.base = s.base;
    for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
      options.layout = layout;
      const std::vector<double> pe = Encode(s.seq_len, s.d_model, options);
      for (std::int64_t p = 0; p < s.seq_len; ++p) {
        const double pos = RowPosition(p, options.variant);
        for (std::int64_t c = 0; c < s.d_model; ++c) {
          const long double expected = posenc_test::ValueLong(
              static_cast<double>(p), c, s.d_model, options);
          ASSERT_NEAR(At(pe, s.d_model, p, c), static_cast<double>(expected),
                      Tolerance(pos))
              << VariantName(options.variant) << " " << LayoutName(layout)
              << " d=" << s.d_model << " PE(" << p << ", " << c << ")";
        }
      }
    }
  }
}

TEST_P(VariantTest, EncodePositionsMatchesDoubleFormulaExactly) {
  EncodingOptions options;
  options.variant = GetParam();
  const std::vector<double> positions = {0, 1, 2.5, -3.5, 1e6, 1e9, 12345.678};
  const std::int64_t d = 16;
  const std::vector<double> pe = EncodePositions(positions, d, options);
  for (std::size_t k = 0; k < positions.size(); ++k) {
    for (std::int64_t c = 0; c < d; ++c) {
      EXPECT_EQ(At(pe, d, static_cast<std::int64_t>(k), c),
                posenc_test::Value(positions[k], c, d, options))
          << VariantName(options.variant) << " pos " << positions[k] << " col "
          << c;
    }
  }
}

TEST_P(VariantTest, NameRoundTripsThroughParseVariant) {
  const Variant v = GetParam();
  Variant parsed =
      v == Variant::kCorrect ? Variant::kSineOnly : Variant::kCorrect;
  ASSERT_TRUE(ParseVariant(VariantName(v), &parsed));
  EXPECT_EQ(parsed, v);
}

TEST_P(VariantTest, PairDivisorsArePowersOfTheVariantsExponent) {
  const Variant v = GetParam();
  for (std::int64_t d : {2, 8, 512}) {
    const std::vector<double> div = PairDivisors(d, 10000.0, v);
    ASSERT_EQ(div.size(), static_cast<std::size_t>(d / 2));
    for (std::int64_t i = 0; i < d / 2; ++i) {
      const double expected =
          RoundedPow(10000.0, posenc_test::Exponent(i, d, v));
      EXPECT_EQ(div[static_cast<std::size_t>(i)], expected)
          << VariantName(v) << " d=" << d << " i=" << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllVariants, VariantTest,
                         ::testing::ValuesIn(kAllVariants),
                         [](const ::testing::TestParamInfo<Variant>& info) {
                           return posenc_test::VariantTestName(info.param);
                         });

TEST(EncodeVariant, NamesAreTheStableUrlNames) {
  const char* expected[kVariantCount] = {
      "correct",     "exponent-i-over-d",   "sine-only",          "cosine-only",
      "one-indexed", "exponent-2i-times-d", "exponent-d-over-2i", "swapped"};
  for (int v = 0; v < kVariantCount; ++v) {
    EXPECT_STREQ(VariantName(static_cast<Variant>(v)), expected[v]);
  }
}

TEST(EncodeVariant, NamesAreDistinct) {
  std::set<std::string> names;
  for (Variant v : kAllVariants) names.insert(VariantName(v));
  EXPECT_EQ(names.size(), static_cast<std::size_t>(kVariantCount));
}

TEST(EncodeVariant, UnknownNameIsRejectedAndLeavesOutputAlone) {
  Variant v = Variant::kOneIndexed;
  EXPECT_FALSE(ParseVariant("", &v));
  EXPECT_FALSE(ParseVariant("Correct", &v));
  EXPECT_FALSE(ParseVariant("correct ", &v));
  EXPECT_FALSE(ParseVariant("exponent-i-over-2d", &v));
  EXPECT_EQ(v, Variant::kOneIndexed);
}

TEST(EncodeVariant, DefaultOptionsAreCorrectInterleavedBase10000) {
  const EncodingOptions options;
  EXPECT_EQ(options.base, 10000.0);
  EXPECT_EQ(options.layout, Layout::kInterleaved);
  EXPECT_EQ(options.variant, Variant::kCorrect);
}

TEST(EncodeVariant, ExponentIOverDTakesSquareRootsOfTheDivisors) {
  // Seed 000 says i/512 "halves all frequencies"; what it halves is the
  // exponent, so each divisor becomes the square root of the correct one.
  const std::vector<double> right = PairDivisors(512, 10000.0);
  const std::vector<double> wrong =
      PairDivisors(512, 10000.0, Variant::kExponentIOverD);
  for (std::size_t i = 0; i < right.size(); ++i) {
    EXPECT_NEAR(wrong[i], std::sqrt(right[i]), 4 * kEps * wrong[i]) << i;
  }
}

// Encode(100, 8) under `v` holds, in both columns of every pair, the
// correct encoding's column `kept` of that pair (0 its sine, 1 its cosine).
void ExpectBothColumnsHold(Variant v, std::int64_t kept) {
  EncodingOptions options;
  options.variant = v;
  const std::vector<double> wrong = Encode(100, 8, options);
  const std::vector<double> right = Encode(100, 8);
  for (std::int64_t p = 0; p < 100; ++p) {
    for (std::int64_t i = 0; i < 4; ++i) {
      ASSERT_EQ(At(wrong, 8, p, 2 * i), At(right, 8, p, 2 * i + kept));
      ASSERT_EQ(At(wrong, 8, p, 2 * i + 1), At(right, 8, p, 2 * i + kept));
    }
  }
}

TEST(EncodeVariant, SineOnlyRepeatsTheSineInBothColumns) {
  ExpectBothColumnsHold(Variant::kSineOnly, 0);
}

TEST(EncodeVariant, CosineOnlyRepeatsTheCosineInBothColumns) {
  ExpectBothColumnsHold(Variant::kCosineOnly, 1);
}

TEST(EncodeVariant, SwappedExchangesTheTwoColumnsOfEveryPair) {
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    EncodingOptions options;
    options.variant = Variant::kSwapped;
    options.layout = layout;
    EncodingOptions correct;
    correct.layout = layout;
    const std::vector<double> wrong = Encode(100, 8, options);
    const std::vector<double> right = Encode(100, 8, correct);
    for (std::int64_t p = 0; p < 100; ++p) {
      for (std::int64_t i = 0; i < 4; ++i) {
        const std::int64_t s = SinColumn(i, 8, layout);
        const std::int64_t c = CosColumn(i, 8, layout);
        ASSERT_EQ(At(wrong, 8, p, s), At(right, 8, p, c));
        ASSERT_EQ(At(wrong, 8, p, c), At(right, 8, p, s));
      }
    }
  }
}

TEST(EncodeVariant, OneIndexedRowPIsCorrectRowPPlusOne) {
  EncodingOptions options;
  options.variant = Variant::kOneIndexed;
  const std::vector<double> wrong = Encode(100, 8, options);
  const std::vector<double> right = Encode(101, 8);
  for (std::int64_t p = 0; p < 100; ++p) {
    for (std::int64_t c = 0; c < 8; ++c) {
      ASSERT_NEAR(At(wrong, 8, p, c), At(right, 8, p + 1, c),
                  2 * Tolerance(static_cast<double>(p + 1)));
    }
  }
  // Position 0's anchor (0, 1, 0, 1, ...) is lost: row 0 is PE(1).
  EXPECT_EQ(wrong[0], std::sin(1.0));
}

TEST(EncodeVariant, ExponentTimesDFreezesEveryPairButTheFirst) {
  // base^(2i * d) overflows to +inf for i >= 1 at d = 512: angle 0.
  EncodingOptions options;
  options.variant = Variant::kExponentTimesD;
  const std::vector<double> div =
      PairDivisors(512, 10000.0, Variant::kExponentTimesD);
  EXPECT_EQ(div[0], 1.0);
  for (std::size_t i = 1; i < div.size(); ++i) EXPECT_TRUE(std::isinf(div[i]));
  const std::vector<double> pe = Encode(20, 512, options);
  for (std::int64_t p = 0; p < 20; ++p) {
    const double pos = static_cast<double>(p);
    EXPECT_NEAR(At(pe, 512, p, 0), std::sin(pos), Tolerance(pos));
    for (std::int64_t c = 2; c < 512; ++c) {
      ASSERT_EQ(At(pe, 512, p, c), c % 2 == 0 ? 0.0 : 1.0) << p << "," << c;
    }
  }
}

TEST(EncodeVariant, ExponentTimesDAtSmallDIsFiniteButHuge) {
  // d = 2 has a single pair (exponent 0); d = 4: 10000^8 = 1e32.
  const std::vector<double> div =
      PairDivisors(4, 10000.0, Variant::kExponentTimesD);
  EXPECT_EQ(div[0], 1.0);
  EXPECT_NEAR(div[1], 1e32, 1e17);
}

TEST(EncodeVariant, ExponentDOver2iFreezesTheFirstPairAtAngleZero) {
  EncodingOptions options;
  options.variant = Variant::kExponentDOver2i;
  const std::vector<double> div =
      PairDivisors(8, 10000.0, Variant::kExponentDOver2i);
  EXPECT_TRUE(std::isinf(div[0]));
  EXPECT_GT(div[0], 0);
  EXPECT_EQ(div[1], 1e16);                            // 8 / 2
  EXPECT_EQ(div[2], 1e8);                             // 8 / 4
  EXPECT_EQ(div[3], RoundedPow(10000.0, 8.0 / 6.0));  // 8 / 6
  const std::vector<double> pe = Encode(30, 8, options);
  for (std::int64_t p = 0; p < 30; ++p) {
    EXPECT_EQ(At(pe, 8, p, 0), 0.0) << p;
    EXPECT_EQ(At(pe, 8, p, 1), 1.0) << p;
  }
  // Also at fractional and negative positions.
  const std::vector<double> arbitrary =
      EncodePositions({-3.5, 1e9}, 8, options);
  EXPECT_EQ(arbitrary[0], 0.0);
  EXPECT_EQ(arbitrary[1], 1.0);
  EXPECT_EQ(arbitrary[8], 0.0);
  EXPECT_EQ(arbitrary[9], 1.0);
}

TEST(EncodeVariant, CorrectDivisorsAreNumPysPowersWhereNumPyRoundsRight) {
  // 10000 ** (2 * i / d) with 2 * i an integer, divided in double: NumPy's
  // (glibc's) pow, except where glibc's is the farther double from the
  // exact power (long double decides; rounded_pow.h says why).
  const std::vector<double> div = PairDivisors(512, 10000.0);
  int differ = 0;
  for (std::size_t i = 0; i < div.size(); ++i) {
    const double exponent = static_cast<double>(2 * i) / 512.0;
    const double numpy = std::pow(10000.0, exponent);
    if (div[i] == numpy) continue;
    ++differ;
    const long double exact =
        std::pow(10000.0L, static_cast<long double>(exponent));
    EXPECT_LT(std::fabs(static_cast<long double>(div[i]) - exact),
              std::fabs(static_cast<long double>(numpy) - exact))
        << "pair " << i;
  }
  EXPECT_LE(differ, 2);
  EXPECT_EQ(div[0], 1.0);
  EXPECT_LT(div.back(), 10000.0);
}

}  // namespace
}  // namespace posenc
