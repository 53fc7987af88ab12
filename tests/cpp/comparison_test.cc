// RoPE (RopeInto, RopeScoresInto) and the learned table (LearnedTableInto,
// LearnedParameterCount) against their definitions in comparison.h,
// evaluated independently in long double.
#include "posenc/comparison.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "posenc/encoding.h"
#include "test_support.h"

namespace posenc {
namespace {

// The angle of pair i at `position`: position / base^(2i/d).
long double RopeAngle(double position, std::int64_t i, std::int64_t d,
                      double base) {
  return static_cast<long double>(position) /
         std::pow(
             static_cast<long double>(base),
             2.0L * static_cast<long double>(i) / static_cast<long double>(d));
}

// Rope(v, position) from the definition, in long double.
std::vector<long double> RopeLong(const std::vector<double>& v, double position,
                                  double base) {
  const auto d = static_cast<std::int64_t>(v.size());
  std::vector<long double> out(v.size());
  for (std::int64_t i = 0; i < d / 2; ++i) {
    const long double t = RopeAngle(position, i, d, base);
    const long double x0 = v[static_cast<std::size_t>(2 * i)];
    const long double x1 = v[static_cast<std::size_t>(2 * i + 1)];
    out[static_cast<std::size_t>(2 * i)] = x0 * std::cos(t) - x1 * std::sin(t);
    out[static_cast<std::size_t>(2 * i + 1)] =
        x0 * std::sin(t) + x1 * std::cos(t);
  }
  return out;
}

std::vector<double> Vector(std::int64_t d, double scale) {
  std::vector<double> v;
  for (std::int64_t j = 0; j < d; ++j) {
    v.push_back(scale * std::sin(1.7 * static_cast<double>(j) + 0.3));
  }
  return v;
}

// A few ulp of the values plus the rounding of an angle of size |position|.
double RopeTolerance(double position) {
  return 1e-15 + 4 * 2.220446049250313e-16 * std::fabs(position);
}

TEST(Rope, MatchesTheDefinitionForEveryPair) {
  for (std::int64_t d : {2, 8, 64, 512}) {
    for (double base : {10000.0, 100.0, 1.5}) {
      for (double position : {0.0, 1.0, 5.0, 37.5, -3.0, 1000.0, 1e6}) {
        const std::vector<double> v = Vector(d, 1.0);
        const std::vector<double> out = Rope(v, position, base);
        const std::vector<long double> exact = RopeLong(v, position, base);
        for (std::size_t j = 0; j < v.size(); ++j) {
          ASSERT_NEAR(out[j], static_cast<double>(exact[j]),
                      RopeTolerance(position))
              << "d " << d << " base " << base << " position " << position
              << " column " << j;
        }
      }
    }
  }
}

TEST(Rope, UnitFirstCoordinateTurnsCounterclockwise) {
  // (1, 0) -> (cos t, sin t): a sign flip would give (cos t, -sin t).
  const std::int64_t d = 8;
  for (std::int64_t i = 0; i < d / 2; ++i) {
    std::vector<double> v(d, 0.0);
    v[static_cast<std::size_t>(2 * i)] = 1.0;
    const std::vector<double> out = Rope(v, 3.0);
    const double t = static_cast<double>(RopeAngle(3.0, i, d, 10000.0));
    EXPECT_NEAR(out[static_cast<std::size_t>(2 * i)], std::cos(t), 1e-15);
    EXPECT_NEAR(out[static_cast<std::size_t>(2 * i + 1)], std::sin(t), 1e-15);
    for (std::int64_t j = 0; j < d; ++j) {
      if (j / 2 != i) {
        EXPECT_EQ(out[static_cast<std::size_t>(j)], 0.0) << j;
      }
    }
  }
}

TEST(Rope, UnitSecondCoordinateTurnsToMinusSinCos) {
  std::vector<double> v = {0, 1, 0, 0};
  const std::vector<double> out = Rope(v, 2.0);
  EXPECT_NEAR(out[0], -std::sin(2.0), 1e-15);
  EXPECT_NEAR(out[1], std::cos(2.0), 1e-15);
}

TEST(Rope, PairFrequencyIsBaseToTheMinus2iOverD) {
  // d 8, base 10000: pair i turns by position / 10^i. A frequency from i/d
  // (10000^(i/8)) or without the 2 would give other angles.
  const std::vector<double> v = {1, 0, 1, 0, 1, 0, 1, 0};
  const std::vector<double> out = Rope(v, 0.5);
  for (int i = 0; i < 4; ++i) {
    const double t = std::atan2(out[static_cast<std::size_t>(2 * i + 1)],
                                out[static_cast<std::size_t>(2 * i)]);
    EXPECT_NEAR(t, 0.5 / std::pow(10.0, i), 1e-16) << i;
  }
}

TEST(Rope, PositionZeroIsTheIdentity) {
  const std::vector<double> v = Vector(16, 2.5);
  EXPECT_EQ(Rope(v, 0.0), v);
}

TEST(Rope, PreservesTheLengthOfEveryPair) {
  const std::vector<double> v = Vector(64, 3.0);
  EXPECT_TRUE(posenc_test::PairLengthsKept(v, Rope(v, 12345.5), 4e-16, 0));
}

TEST(Rope, OutputMayAliasTheInput) {
  std::vector<double> v = Vector(8, 1.0);
  const std::vector<double> expected = Rope(v, 9.0);
  RopeInto(v.data(), v.data(), 8, 9.0, 10000.0);
  EXPECT_EQ(v, expected);
}

TEST(RopeScores, EqualTheDotProductsOfRotatedVectors) {
  const std::int64_t d = 16;
  const std::int64_t len = 12;
  const std::vector<double> q = Vector(d, 1.0);
  const std::vector<double> k = Vector(d, -0.7);
  std::vector<double> scores(static_cast<std::size_t>(len * len));
  RopeScoresInto(scores.data(), q.data(), k.data(), d, len, 10000.0);
  for (std::int64_t m = 0; m < len; ++m) {
    const std::vector<long double> a = RopeLong(q, static_cast<double>(m), 1e4);
    for (std::int64_t n = 0; n < len; ++n) {
      const std::vector<long double> b =
          RopeLong(k, static_cast<double>(n), 1e4);
      long double dot = 0;
      for (std::size_t j = 0; j < a.size(); ++j) dot += a[j] * b[j];
      ASSERT_NEAR(scores[static_cast<std::size_t>(m * len + n)],
                  static_cast<double>(dot), 1e-13)
          << m << "," << n;
    }
  }
}

TEST(RopeScores, DependOnlyOnTheOffset) {
  const std::int64_t d = 8;
  const std::int64_t len = 30;
  const std::vector<double> q = Vector(d, 1.3);
  const std::vector<double> k = Vector(d, 0.4);
  std::vector<double> s(static_cast<std::size_t>(len * len));
  RopeScoresInto(s.data(), q.data(), k.data(), d, len, 100.0);
  for (std::int64_t m = 1; m < len; ++m) {
    for (std::int64_t n = 1; n < len; ++n) {
      ASSERT_NEAR(s[static_cast<std::size_t>(m * len + n)],
                  s[static_cast<std::size_t>((m - 1) * len + n - 1)], 1e-13)
          << m << "," << n;
    }
  }
}

TEST(RopeScores, DiagonalIsThePlainDotProduct) {
  const std::vector<double> q = {1, 2, -0.5, 0.25};
  const std::vector<double> k = {0.5, -1, 2, 3};
  std::vector<double> s(25);
  RopeScoresInto(s.data(), q.data(), k.data(), 4, 5, 10000.0);
  double dot = 0;
  for (std::size_t j = 0; j < 4; ++j) dot += q[j] * k[j];
  for (std::size_t m = 0; m < 5; ++m) EXPECT_NEAR(s[m * 5 + m], dot, 1e-14);
}

TEST(Learned, BertTableHas393216Parameters) {
  EXPECT_EQ(LearnedParameterCount(512, 768), 393216);
  EXPECT_EQ(LearnedParameterCount(1, 2), 2);
}

std::vector<double> Table(std::int64_t rows, std::int64_t cols,
                          std::uint64_t seed) {
  std::vector<double> out(static_cast<std::size_t>(rows * cols));
  LearnedTableInto(out.data(), rows, cols, seed);
  return out;
}

TEST(Learned, SameSeedSameTableOtherSeedOtherTable) {
  const std::vector<double> a = Table(64, 32, 7);
  EXPECT_EQ(a, Table(64, 32, 7));
  const std::vector<double> b = Table(64, 32, 8);
  std::size_t equal = 0;
  for (std::size_t j = 0; j < a.size(); ++j) equal += a[j] == b[j] ? 1 : 0;
  EXPECT_EQ(equal, 0u);
}

TEST(Learned, SmallerTableIsAPrefixOfTheStream) {
  const std::vector<double> big = Table(8, 16, 3);
  const std::vector<double> small = Table(2, 16, 3);
  for (std::size_t j = 0; j < small.size(); ++j) EXPECT_EQ(small[j], big[j]);
}

TEST(Learned, BertTableIsNormalWithStd002) {
  for (std::uint64_t seed : {0ULL, 42ULL, 9007199254740991ULL}) {
    const std::vector<double> t = Table(512, 768, seed);
    const auto n = static_cast<double>(t.size());
    long double sum = 0;
    long double squares = 0;
    long double fourth = 0;
    double within = 0;
    for (double v : t) {
      sum += v;
      squares += static_cast<long double>(v) * v;
      fourth += static_cast<long double>(v) * v * v * v;
      if (std::fabs(v) < 0.02) within += 1;
    }
    const double mean = static_cast<double>(sum / n);
    const double var = static_cast<double>(squares / n) - mean * mean;
    // Five standard errors: a scale of 0.01 or 0.2, or uniform draws, fail.
    EXPECT_LT(std::fabs(mean), 5 * 0.02 / std::sqrt(n)) << seed;
    EXPECT_LT(std::fabs(std::sqrt(var) - 0.02), 5 * 0.02 / std::sqrt(2 * n))
        << seed;
    const double p = 0.6826894921370859;  // P(|z| < 1)
    EXPECT_LT(std::fabs(within / n - p), 5 * std::sqrt(p * (1 - p) / n))
        << seed;
    // Kurtosis 3 for a normal (1.8 for uniform), standard error sqrt(24/n).
    const double kurtosis = static_cast<double>(fourth / n) / (var * var);
    EXPECT_LT(std::fabs(kurtosis - 3.0), 5 * std::sqrt(24 / n)) << seed;
  }
}

TEST(ComparisonValidation, RopeNamesTheBadParameter) {
  EXPECT_EQ(ValidateRope(3, 1, 10000).param, "vector.length");
  EXPECT_EQ(ValidateRope(4, std::nan(""), 10000).param, "position");
  EXPECT_EQ(ValidateRope(4, 1, 1).param, "base");
  EXPECT_EQ(ValidateRope(4, 1, 1).kind, ErrorKind::kRange);
  EXPECT_TRUE(ValidateRope(4, -5, 10000).ok);
}

TEST(ComparisonValidation, RopeScoresNamesTheBadParameter) {
  EXPECT_EQ(ValidateRopeScores(4, 0, 10000).param, "seqLen");
  EXPECT_EQ(ValidateRopeScores(5, 3, 10000).param, "vector.length");
  EXPECT_TRUE(ValidateRopeScores(4, 3, 10000).ok);
}

TEST(ComparisonValidation, LearnedTableNamesTheBadParameter) {
  EXPECT_EQ(ValidateLearnedTable(0, 8).param, "maxLen");
  EXPECT_EQ(ValidateLearnedTable(4, 7).param, "dModel");
  EXPECT_EQ(ValidateLearnedTable(0, 8).kind, ErrorKind::kRange);
  EXPECT_TRUE(ValidateLearnedTable(512, 768).ok);
}

}  // namespace
}  // namespace posenc
