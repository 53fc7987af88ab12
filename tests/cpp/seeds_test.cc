// Every number printed in the seed documents (/work/shared/seeds/*.txt),
// compared at the precision it was printed with.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "posenc/attention.h"
#include "posenc/encoding.h"
#include "posenc/relative.h"
#include "posenc/spectrum.h"
#include "reference.h"

namespace posenc {
namespace {

using posenc_test::At;

// Half a unit in the last printed place.
constexpr double k4 = 5e-5;
constexpr double k5 = 5e-6;
constexpr double k3 = 5e-4;

// ---- Seed 000 (and 001): d_model = 4, seq_len = 3 ------------------------

TEST(SeedD4L3, DivisorsAreOneAndOneHundred) {
  const std::vector<double> div = PairDivisors(4, 10000.0);
  ASSERT_EQ(div.size(), 2u);
  EXPECT_EQ(div[0], 1.0);
  EXPECT_EQ(div[1], 100.0);
}

TEST(SeedD4L3, PositionZeroIsZeroOneZeroOne) {
  const std::vector<double> pe = Encode(3, 4);
  EXPECT_EQ(At(pe, 4, 0, 0), 0.0);
  EXPECT_EQ(At(pe, 4, 0, 1), 1.0);
  EXPECT_EQ(At(pe, 4, 0, 2), 0.0);
  EXPECT_EQ(At(pe, 4, 0, 3), 1.0);
}

TEST(SeedD4L3, PositionOneAtFourDecimals) {
  const std::vector<double> pe = Encode(3, 4);
  EXPECT_NEAR(At(pe, 4, 1, 0), 0.8415, k4);
  EXPECT_NEAR(At(pe, 4, 1, 1), 0.5403, k4);
  EXPECT_NEAR(At(pe, 4, 1, 2), 0.0100, k4);
  // Seed 000 prints cos(0.01) = 0.99995000042 as 0.9999: truncated, not
  // rounded (rounded it is 1.0000), so it is off by 5.00004e-5 and only
  // holds to within one unit of the fourth decimal.
  EXPECT_NEAR(At(pe, 4, 1, 3), 0.9999, 1e-4);
  EXPECT_GT(std::fabs(At(pe, 4, 1, 3) - 0.9999), k4);
}

TEST(SeedD4L3, PositionTwoAtFourDecimals) {
  const std::vector<double> pe = Encode(3, 4);
  EXPECT_NEAR(At(pe, 4, 2, 0), 0.9093, k4);
  EXPECT_NEAR(At(pe, 4, 2, 1), -0.4161, k4);
  EXPECT_NEAR(At(pe, 4, 2, 2), 0.0200, k4);
  EXPECT_NEAR(At(pe, 4, 2, 3), 0.9998, k4);
}

TEST(SeedD4L3, MatrixAtFiveDecimals) {
  const std::vector<double> pe = Encode(3, 4);
  const double expected[3][4] = {{0, 1, 0, 1},
                                 {0.84147, 0.5403, 0.01, 0.99995},
                                 {0.9093, -0.41615, 0.02, 0.9998}};
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 4; ++c) {
      EXPECT_NEAR(At(pe, 4, r, c), expected[r][c], k5) << r << "," << c;
    }
  }
}

TEST(SeedD4L3, MatrixMatchesNumPyWithinTwoUlp) {
  // np.sin/np.cos of pos / 10000 ** (2 * i / d), printed with repr. Rows off
  // the angle-addition block boundary may differ from NumPy in the last bits
  // (PE(2, 3) here is 2 ulp away).
  const std::vector<double> pe = Encode(3, 4);
  const double expected[12] = {0.0,
                               1.0,
                               0.0,
                               1.0,
                               0.8414709848078965,
                               0.5403023058681397,
                               0.00999983333416666,
                               0.9999500004166654,
                               0.9092974268256816,
                               -0.4161468365471424,
                               0.01999866669333308,
                               0.999800006666578};
  for (int k = 0; k < 12; ++k) {
    EXPECT_NEAR(pe[k], expected[k], 2 * posenc_test::kEps) << k;
  }
}

TEST(SeedD4L3, EmbeddingPlusEncodingAtFiveDecimals) {
  const double emb[3][4] = {
      {0.1, 0.2, 0.3, 0.4}, {0.5, 0.6, 0.7, 0.8}, {0.9, 1.0, 1.1, 1.2}};
  const double expected[3][4] = {{0.1, 1.2, 0.3, 1.4},
                                 {1.34147, 1.1403, 0.71, 1.79995},
                                 {1.8093, 0.58385, 1.12, 2.1998}};
  const std::vector<double> pe = Encode(3, 4);
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 4; ++c) {
      EXPECT_NEAR(emb[r][c] + At(pe, 4, r, c), expected[r][c], k5)
          << r << "," << c;
    }
  }
}

TEST(SeedD4L3, SecondPairIsOneHundredTimesSlower) {
  const std::vector<double> div = PairDivisors(4, 10000.0);
  EXPECT_EQ(div[1] / div[0], 100.0);
}

// ---- Seed 003: d_model = 8, 50 positions --------------------------------

TEST(SeedD8, PositionZero) {
  const std::vector<double> pe = Encode(50, 8);
  for (int c = 0; c < 8; ++c) EXPECT_EQ(pe[c], c % 2 == 0 ? 0.0 : 1.0) << c;
}

TEST(SeedD8, PositionOneAtThreeDecimals) {
  const std::vector<double> pe = Encode(50, 8);
  const double expected[8] = {0.841, 0.54, 0.1, 0.995, 0.01, 1., 0.001, 1.};
  for (int c = 0; c < 8; ++c) EXPECT_NEAR(At(pe, 8, 1, c), expected[c], k3);
}

TEST(SeedD8, PositionTenAtThreeDecimals) {
  const std::vector<double> pe = Encode(50, 8);
  const double expected[8] = {-0.544, -0.839, 0.841, 0.54,
                              0.1,    0.995,  0.01,  1.};
  for (int c = 0; c < 8; ++c) EXPECT_NEAR(At(pe, 8, 10, c), expected[c], k3);
}

TEST(SeedD8, MinimumIsJustAboveMinusOneAndMaximumIsOne) {
  const std::vector<double> pe = Encode(50, 8);
  const auto [lo, hi] = std::minmax_element(pe.begin(), pe.end());
  // "min -0.9999..., max 1.0": NumPy gives -0.9999902065507034.
  EXPECT_NEAR(*lo, -0.9999902065507034, 1e-15);
  EXPECT_GT(*lo, -1.0);
  EXPECT_LT(*lo, -0.9999);
  EXPECT_EQ(*hi, 1.0);
}

TEST(SeedD8, FiftyUniqueRowsOutOfFifty) { EXPECT_EQ(UniqueRows(50, 8), 50); }

TEST(SeedD8, RotationTableForKFivePairZero) {
  // pos -> PE(pos + 5)[0:2], printed at four decimals; the prediction is the
  // same rotation matrix applied to PE(pos)[0:2].
  const std::vector<double> pe = Encode(50, 8);
  const std::array<double, 4> rot = RotationMatrix(5, 0, 8, 10000.0);
  const struct {
    int pos;
    double sin, cos;
  } table[] = {{0, -0.9589, 0.2837},
               {3, 0.9894, -0.1455},
               {7, -0.5366, 0.8439},
               {12, -0.9614, -0.2752},
               {20, -0.1324, 0.9912}};
  for (const auto& row : table) {
    const double s = At(pe, 8, row.pos, 0);
    const double c = At(pe, 8, row.pos, 1);
    const double predicted_sin = rot[0] * s + rot[1] * c;
    const double predicted_cos = rot[2] * s + rot[3] * c;
    EXPECT_NEAR(At(pe, 8, row.pos + 5, 0), row.sin, k4) << row.pos;
    EXPECT_NEAR(At(pe, 8, row.pos + 5, 1), row.cos, k4) << row.pos;
    EXPECT_NEAR(predicted_sin, row.sin, k4) << row.pos;
    EXPECT_NEAR(predicted_cos, row.cos, k4) << row.pos;
    // np.allclose(actual, predicted): rtol 1e-5, atol 1e-8; far tighter here.
    EXPECT_NEAR(predicted_sin, At(pe, 8, row.pos + 5, 0), 1e-14) << row.pos;
    EXPECT_NEAR(predicted_cos, At(pe, 8, row.pos + 5, 1), 1e-14) << row.pos;
  }
}

TEST(SeedD8, RotationAlsoHoldsForPairOneAndAnotherOffset) {
  // Exercise 2: dims 2-3 and a different k.
  const std::vector<double> pe = Encode(50, 8);
  const std::int64_t k = 7;
  const std::array<double, 4> rot = RotationMatrix(7, 1, 8, 10000.0);
  for (std::int64_t pos : {0, 3, 7, 12, 20, 42}) {
    const double s = At(pe, 8, pos, 2);
    const double c = At(pe, 8, pos, 3);
    EXPECT_NEAR(rot[0] * s + rot[1] * c, At(pe, 8, pos + k, 2), 1e-14);
    EXPECT_NEAR(rot[2] * s + rot[3] * c, At(pe, 8, pos + k, 3), 1e-14);
  }
}

TEST(SeedD8, ExerciseOneD64RowsUniqueAndBounded) {
  const std::vector<double> pe = Encode(200, 64);
  EXPECT_EQ(UniqueRows(200, 64), 200);
  for (double v : pe) {
    EXPECT_GE(v, -1.0);
    EXPECT_LE(v, 1.0);
  }
}

// ---- Seed 001: d_model = 512 -----------------------------------------------

TEST(SeedD512, PositionOneFirstSixAtFourDecimals) {
  const std::vector<double> pe = Encode(100, 512);
  const double expected[6] = {0.8415, 0.5403, 0.8219, 0.5697, 0.802, 0.5974};
  for (int c = 0; c < 6; ++c) EXPECT_NEAR(At(pe, 512, 1, c), expected[c], k4);
}

TEST(SeedD512, PositionOneLastFourAtFourDecimals) {
  const std::vector<double> pe = Encode(100, 512);
  const double expected[4] = {0.0001, 1, 0.0001, 1};
  for (int c = 0; c < 4; ++c) {
    EXPECT_NEAR(At(pe, 512, 1, 508 + c), expected[c], k4);
  }
}

TEST(SeedD512, MinAndMaxRoundToMinusOneAndOne) {
  const std::vector<double> pe = Encode(100, 512);
  const auto [lo, hi] = std::minmax_element(pe.begin(), pe.end());
  EXPECT_NEAR(*lo, -1.0, k4);  // NumPy: -0.9999999963934334.
  EXPECT_GE(*lo, -1.0);
  EXPECT_EQ(*hi, 1.0);
}

TEST(SeedD512, WavelengthsRunFrom2PiTo60611Point5) {
  const std::vector<double> w = Wavelengths(512);
  ASSERT_EQ(w.size(), 256u);
  EXPECT_NEAR(w.front(), 6.2832, k4);
  EXPECT_NEAR(w.back(), 60611.5, 0.05);
  EXPECT_NEAR(w.back(), 60611.47716626105, 1e-9);
}

TEST(SeedD512, ConsecutiveWavelengthRatioIs1Point036) {
  const std::vector<double> w = Wavelengths(512);
  const double ratio = std::pow(10000.0, 2.0 / 512.0);
  // Seed 000 prints 1.0366 as "1.036" (truncated; rounded it is 1.037) and
  // says "about 3.6% longer", so compare within one unit of the last place.
  EXPECT_NEAR(ratio, 1.036, 1e-3);
  EXPECT_NEAR(ratio, 1.0366329284376981, 1e-15);
  for (std::size_t i = 1; i < w.size(); ++i) {
    EXPECT_NEAR(w[i] / w[i - 1], ratio, 1e-13) << i;
  }
}

TEST(SeedD512, LongestWavelengthIsBelow2PiTimesBase) {
  // Seed 000 says the last pair has wavelength 2 pi * 10000 ~ 62,832; the
  // last pair's exponent is (d - 2) / d, so that is only the limit for large
  // d: 60611.5 at d 512, 62814 at d 65536.
  const double limit = 2.0 * 3.141592653589793 * 10000.0;
  EXPECT_NEAR(limit, 62832, 0.5);
  EXPECT_LT(Wavelengths(512).back(), limit);
  EXPECT_NEAR(Wavelengths(65536).back(), limit, 0.0003 * limit);
  EXPECT_LT(Wavelengths(65536).back(), limit);
}

TEST(SeedD512, DotProductDependsOnlyOnOffset) {
  const std::vector<double> pe = Encode(50, 512);
  auto dot = [&](int p, int q) {
    double sum = 0;
    for (int c = 0; c < 512; ++c) sum += At(pe, 512, p, c) * At(pe, 512, q, c);
    return sum;
  };
  EXPECT_NEAR(dot(5, 8), 211.7494, k4);
  EXPECT_NEAR(dot(20, 23), 211.7494, k4);
  EXPECT_NEAR(dot(5, 8), 211.74944342769254, 1e-11);
  const std::vector<double> dp = DotProducts(50, 512);
  EXPECT_NEAR(At(dp, 50, 5, 8), 211.7494, k4);
  EXPECT_NEAR(At(dp, 50, 20, 23), 211.7494, k4);
  EXPECT_NEAR(At(dp, 50, 5, 8), At(dp, 50, 20, 23), 1e-11);
}

TEST(SeedD512, ShiftTenByThreeIsThirteen) {
  const std::vector<double> pe = Encode(50, 512);
  const std::vector<double> p10(pe.begin() + 10 * 512, pe.begin() + 11 * 512);
  const std::vector<double> shifted = Shift(p10, 3);
  for (int c = 0; c < 512; ++c) {
    EXPECT_NEAR(shifted[c], At(pe, 512, 13, c), 1e-14) << c;
  }
}

TEST(SeedD512, ShiftThirtySevenByThreeIsForty) {
  const std::vector<double> pe = Encode(50, 512);
  const std::vector<double> p37(pe.begin() + 37 * 512, pe.begin() + 38 * 512);
  const std::vector<double> shifted = Shift(p37, 3);
  for (int c = 0; c < 512; ++c) {
    EXPECT_NEAR(shifted[c], At(pe, 512, 40, c), 1e-14) << c;
  }
}

// ---- Seed 001: "The cat sat" and order ------------------------------------

const double kThe[4] = {0.1, 0.2, 0.3, 0.4};
const double kCat[4] = {0.5, 0.6, 0.7, 0.8};
const double kSat[4] = {0.9, 1.0, 1.1, 1.2};

std::vector<double> Sentence(const double* a, const double* b, const double* c,
                             bool add_pe) {
  std::vector<double> x;
  for (const double* w : {a, b, c}) x.insert(x.end(), w, w + 4);
  if (add_pe) {
    const std::vector<double> pe = Encode(3, 4);
    for (std::size_t k = 0; k < x.size(); ++k) x[k] += pe[k];
  }
  return x;
}

std::vector<double> CatRow(const AttentionResult& r) {
  return std::vector<double>(r.output.begin() + 4, r.output.begin() + 8);
}

TEST(SeedCatSat, WithoutEncodingCatIsTheSameInBothOrders) {
  const std::vector<double> a =
      CatRow(SelfAttention(Sentence(kThe, kCat, kSat, false), 3, 4));
  const std::vector<double> b =
      CatRow(SelfAttention(Sentence(kSat, kCat, kThe, false), 3, 4));
  const double expected[4] = {0.6328, 0.7328, 0.8328, 0.9328};
  for (int c = 0; c < 4; ++c) {
    EXPECT_NEAR(a[c], expected[c], k4);
    EXPECT_NEAR(b[c], expected[c], k4);
    EXPECT_NEAR(a[c], 0.6327625337545578 + 0.1 * c, 1e-15);
  }
  // (NumPy's two differ in the last bit: ...578 vs ...579.)
  for (int c = 0; c < 4; ++c) EXPECT_NEAR(a[c], b[c], 4 * posenc_test::kEps);
}

// attention.h: sums run in a canonical order, so reordering the tokens
// reorders the output rows bit for bit and the lesson's "same" is exact.
TEST(SeedCatSat, WithoutEncodingCatIsBitwiseEqualInBothOrders) {
  const std::vector<double> a =
      CatRow(SelfAttention(Sentence(kThe, kCat, kSat, false), 3, 4));
  const std::vector<double> b =
      CatRow(SelfAttention(Sentence(kSat, kCat, kThe, false), 3, 4));
  EXPECT_EQ(a, b);
}

TEST(SeedCatSat, WithEncodingCatDiffersBetweenOrders) {
  const std::vector<double> a =
      CatRow(SelfAttention(Sentence(kThe, kCat, kSat, true), 3, 4));
  const std::vector<double> b =
      CatRow(SelfAttention(Sentence(kSat, kCat, kThe, true), 3, 4));
  const double expected_a[4] = {1.4906, 0.8314, 0.9036, 1.9888};
  const double expected_b[4] = {1.0446, 1.579, 0.9247, 2.0202};
  const double exact_a[4] = {1.49057258895025, 0.831405370815971,
                             0.9036181864059212, 1.988766465944333};
  const double exact_b[4] = {1.0445783587214033, 1.5790396562511402,
                             0.9247148840240155, 2.0201911109445034};
  for (int c = 0; c < 4; ++c) {
    EXPECT_NEAR(a[c], expected_a[c], k4) << c;
    EXPECT_NEAR(b[c], expected_b[c], k4) << c;
    EXPECT_NEAR(a[c], exact_a[c], 1e-14) << c;
    EXPECT_NEAR(b[c], exact_b[c], 1e-14) << c;
  }
  EXPECT_GT(std::fabs(a[1] - b[1]), 0.5);
}

}  // namespace
}  // namespace posenc
