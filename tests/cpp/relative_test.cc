// Shift, RotationMatrix and DotProducts: relative position as a rotation.
#include "posenc/relative.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::At;
using posenc_test::kEps;

std::vector<double> Row(double pos, std::int64_t d, double base = 10000.0) {
  EncodingOptions options;
  options.base = base;
  return EncodePositions({pos}, d, options);
}

// Rounding of the rotation plus the angles of PE(p), k and PE(p + k).
double ShiftTolerance(double p, double k) {
  return 1e-15 + 8 * kEps * (std::fabs(p) + std::fabs(k));
}

TEST(Shift, ShiftedEncodingIsTheEncodingAtTheShiftedPosition) {
  for (std::int64_t d : {2, 8, 64, 512}) {
    for (double p : {0.0, 1.0, 10.0, 37.0, 1000.0, 123456.0}) {
      for (double k : {0.0, 1.0, 3.0, 5.0, 100.0, 9999.0}) {
        const std::vector<double> shifted = Shift(Row(p, d), k);
        const std::vector<double> expected = Row(p + k, d);
        for (std::int64_t c = 0; c < d; ++c) {
          ASSERT_NEAR(shifted[c], expected[c], ShiftTolerance(p, k))
              << "d=" << d << " p=" << p << " k=" << k << " c=" << c;
        }
      }
    }
  }
}

TEST(Shift, NegativeOffsetGoesBack) {
  for (double p : {13.0, 40.0, 2.0, 0.0}) {
    for (double k : {-3.0, -13.0, -50.0}) {
      const std::vector<double> shifted = Shift(Row(p, 16), k);
      const std::vector<double> expected = Row(p + k, 16);
      for (int c = 0; c < 16; ++c) {
        ASSERT_NEAR(shifted[c], expected[c], ShiftTolerance(p, k))
            << p << " " << k << " " << c;
      }
    }
  }
}

TEST(Shift, FractionalOffsetInterpolates) {
  for (double p : {0.0, 2.5, 10.0}) {
    for (double k : {0.5, -0.25, 3.75, 1e-3}) {
      const std::vector<double> shifted = Shift(Row(p, 32), k);
      const std::vector<double> expected = Row(p + k, 32);
      for (int c = 0; c < 32; ++c) {
        ASSERT_NEAR(shifted[c], expected[c], ShiftTolerance(p, k))
            << p << " " << k << " " << c;
      }
    }
  }
}

TEST(Shift, OtherBaseUsesThatBasesFrequencies) {
  const std::vector<double> shifted = Shift(Row(4, 8, 100.0), 6, 100.0);
  const std::vector<double> expected = Row(10, 8, 100.0);
  for (int c = 0; c < 8; ++c) EXPECT_NEAR(shifted[c], expected[c], 1e-14);
}

TEST(Shift, ZeroOffsetIsIdentity) {
  const std::vector<double> v = Row(17.5, 16);
  EXPECT_EQ(Shift(v, 0), v);
}

TEST(Shift, ThereAndBackAgainRestoresTheVector) {
  const std::vector<double> v = Row(21, 64);
  const std::vector<double> back = Shift(Shift(v, 7.5), -7.5);
  for (int c = 0; c < 64; ++c) EXPECT_NEAR(back[c], v[c], 1e-15);
}

TEST(Shift, PreservesEachPairsLength) {
  // Any vector, not only an encoding: R_k is a rotation of every pair.
  const std::vector<double> v = {3, 4, -1, 2, 0.5, -0.25};
  EXPECT_TRUE(posenc_test::PairLengthsKept(v, Shift(v, 11), 0, 1e-15));
}

TEST(Shift, IntoMayAliasItsInput) {
  std::vector<double> v = Row(5, 8);
  const std::vector<double> expected = Shift(v, 3);
  ShiftInto(v.data(), v.data(), 8, 3, 10000.0);
  EXPECT_EQ(v, expected);
}

TEST(Shift, AgreesWithRotationMatrixPerPair) {
  const std::int64_t d = 16;
  const std::vector<double> v = Row(9.25, d);
  const std::vector<double> shifted = Shift(v, 4.5);
  for (std::int64_t i = 0; i < d / 2; ++i) {
    const std::array<double, 4> r = RotationMatrix(4.5, i, d, 10000.0);
    EXPECT_EQ(shifted[2 * i], r[0] * v[2 * i] + r[1] * v[2 * i + 1]) << i;
    EXPECT_EQ(shifted[2 * i + 1], r[2] * v[2 * i] + r[3] * v[2 * i + 1]) << i;
  }
}

// ---- RotationMatrix
// ----------------------------------------------------------

TEST(RotationMatrix, IsOrthogonalWithDeterminantOne) {
  for (double k : {0.0, 1.0, -3.0, 5.0, 0.5, 1e6, -1e9}) {
    for (std::int64_t pair : {0, 1, 3, 255}) {
      const std::array<double, 4> r = RotationMatrix(k, pair, 512, 10000.0);
      const double a = r[0], b = r[1], c = r[2], d = r[3];
      // R R^T = I.
      EXPECT_NEAR(a * a + b * b, 1.0, 4 * kEps) << k << " " << pair;
      EXPECT_NEAR(c * c + d * d, 1.0, 4 * kEps) << k << " " << pair;
      EXPECT_NEAR(a * c + b * d, 0.0, 4 * kEps) << k << " " << pair;
      EXPECT_NEAR(a * d - b * c, 1.0, 4 * kEps) << k << " " << pair;
    }
  }
}

TEST(RotationMatrix, HasCosSinMinusSinCosLayout) {
  const std::array<double, 4> r = RotationMatrix(5, 0, 8, 10000.0);
  EXPECT_EQ(r[0], std::cos(5.0));
  EXPECT_EQ(r[1], std::sin(5.0));
  EXPECT_EQ(r[2], -std::sin(5.0));
  EXPECT_EQ(r[3], std::cos(5.0));
}

TEST(RotationMatrix, AngleUsesThePairsFrequency) {
  // Pair 1 of d 4 has divisor 100: angle 3 / 100.
  const std::array<double, 4> r = RotationMatrix(3, 1, 4, 10000.0);
  EXPECT_NEAR(r[0], std::cos(0.03), 1e-16);
  EXPECT_NEAR(r[1], std::sin(0.03), 1e-16);
}

TEST(RotationMatrix, DependsOnlyOnOffsetNotPosition) {
  // The same matrix maps PE(p) to PE(p + k) for many p.
  const std::int64_t d = 8;
  const std::array<double, 4> r = RotationMatrix(5, 2, d, 10000.0);
  const std::vector<double> pe = Encode(200, d);
  for (std::int64_t p = 0; p + 5 < 200; ++p) {
    const double s = At(pe, d, p, 4), c = At(pe, d, p, 5);
    EXPECT_NEAR(r[0] * s + r[1] * c, At(pe, d, p + 5, 4), 1e-15) << p;
    EXPECT_NEAR(r[2] * s + r[3] * c, At(pe, d, p + 5, 5), 1e-15) << p;
  }
}

TEST(RotationMatrix, ZeroOffsetIsIdentity) {
  const std::array<double, 4> r = RotationMatrix(0, 3, 8, 10000.0);
  EXPECT_EQ(r[0], 1.0);
  EXPECT_EQ(r[1], 0.0);
  EXPECT_EQ(r[2], 0.0);  // -0.0 == 0.0
  EXPECT_EQ(r[3], 1.0);
}

// ---- DotProducts
// ---------------------------------------------------------------

TEST(DotProducts, IsSymmetric) {
  const std::int64_t L = 60;
  const std::vector<double> dp = DotProducts(L, 32);
  for (std::int64_t p = 0; p < L; ++p) {
    for (std::int64_t q = 0; q < L; ++q) {
      ASSERT_EQ(At(dp, L, p, q), At(dp, L, q, p));
    }
  }
}

TEST(DotProducts, DependsOnlyOnTheOffset) {
  for (std::int64_t d : {4, 8, 512}) {
    const std::int64_t L = 80;
    const std::vector<double> dp = DotProducts(L, d);
    for (std::int64_t p = 1; p < L; ++p) {
      for (std::int64_t q = 1; q < L; ++q) {
        ASSERT_NEAR(At(dp, L, p, q), At(dp, L, p - 1, q - 1), 1e-9)
            << d << " " << p << " " << q;
      }
    }
  }
}

TEST(DotProducts, MatchesClosedFormSumOfCosines) {
  // PE(p) . PE(q) = sum_i cos((p - q) / div_i).
  const std::int64_t L = 40, d = 64;
  const std::vector<double> dp = DotProducts(L, d);
  const std::vector<double> div = PairDivisors(d, 10000.0);
  for (std::int64_t p = 0; p < L; ++p) {
    for (std::int64_t q = 0; q < L; ++q) {
      double expected = 0;
      for (double v : div) expected += std::cos(static_cast<double>(p - q) / v);
      ASSERT_NEAR(At(dp, L, p, q), expected, 1e-12) << p << " " << q;
    }
  }
}

TEST(DotProducts, DiagonalIsHalfDModel) {
  for (std::int64_t d : {2, 8, 64, 512}) {
    const std::int64_t L = 50;
    const std::vector<double> dp = DotProducts(L, d);
    for (std::int64_t p = 0; p < L; ++p) {
      EXPECT_NEAR(At(dp, L, p, p), static_cast<double>(d) / 2,
                  1e-15 * static_cast<double>(d))
          << d << " " << p;
    }
  }
}

TEST(DotProducts, OffDiagonalIsSmallerThanDiagonal) {
  const std::int64_t L = 50;
  const std::vector<double> dp = DotProducts(L, 64);
  for (std::int64_t p = 0; p < L; ++p) {
    for (std::int64_t q = 0; q < L; ++q) {
      if (p == q) continue;
      EXPECT_LT(At(dp, L, p, q), At(dp, L, p, p)) << p << " " << q;
    }
  }
}

TEST(DotProducts, OtherBase) {
  const std::vector<double> dp = DotProducts(5, 4, 100.0);
  // pairs: divisors 1 and 10: offset 2 -> cos(2) + cos(0.2).
  EXPECT_NEAR(At(dp, 5, 1, 3), std::cos(2.0) + std::cos(0.2), 1e-15);
}

}  // namespace
}  // namespace posenc
