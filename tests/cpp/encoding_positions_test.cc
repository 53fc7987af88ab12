// EncodePositions: rows for arbitrary (fractional, negative, far) positions
// against the long-double formula and Encode's rows.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"

namespace posenc {
namespace {

using posenc_test::At;
using posenc_test::Tolerance;

TEST(EncodePositions, FractionalAndLargePositionsMatchLongDoubleFormula) {
  const std::vector<double> positions = {0.5, -3.5, 2.25,         1e6,
                                         1e9, -1e9, 123456789.125};
  const std::int64_t d = 64;
  const std::vector<double> pe = EncodePositions(positions, d);
  for (std::size_t k = 0; k < positions.size(); ++k) {
    for (std::int64_t c = 0; c < d; ++c) {
      const long double expected =
          posenc_test::ValueLong(positions[k], c, d, {});
      EXPECT_NEAR(At(pe, d, static_cast<std::int64_t>(k), c),
                  static_cast<double>(expected), Tolerance(positions[k]))
          << positions[k] << " col " << c;
    }
  }
}

TEST(EncodePositions, IntegerPositionsEqualEncodeRows) {
  const std::int64_t L = 1000, d = 32;
  const std::vector<double> rows = Encode(L, d);
  std::vector<double> positions;
  for (std::int64_t p = 0; p < L; ++p) {
    positions.push_back(static_cast<double>(p));
  }
  const std::vector<double> pe = EncodePositions(positions, d);
  for (std::int64_t p = 0; p < L; ++p) {
    for (std::int64_t c = 0; c < d; ++c) {
      ASSERT_NEAR(At(pe, d, p, c), At(rows, d, p, c),
                  Tolerance(static_cast<double>(p)))
          << p << "," << c;
    }
  }
}

TEST(EncodePositions, PositionZeroEqualsEncodeRowZeroExactly) {
  const std::vector<double> pe = EncodePositions({0.0}, 16);
  const std::vector<double> row = Encode(1, 16);
  EXPECT_EQ(pe, row);
}

TEST(EncodePositions, NegativePositionMirrorsSinesAndKeepsCosines) {
  const std::vector<double> pe = EncodePositions({7.25, -7.25}, 16);
  for (std::int64_t i = 0; i < 8; ++i) {
    EXPECT_EQ(At(pe, 16, 1, 2 * i), -At(pe, 16, 0, 2 * i));
    EXPECT_EQ(At(pe, 16, 1, 2 * i + 1), At(pe, 16, 0, 2 * i + 1));
  }
}

TEST(EncodePositions, FarBeyondTrainingStaysWithinMinusOneAndOne) {
  const std::vector<double> pe =
      EncodePositions({5000, 1e15, -kMaxAbsPosition, kMaxAbsPosition}, 512);
  for (double v : pe) {
    EXPECT_GE(v, -1.0);
    EXPECT_LE(v, 1.0);
  }
}

TEST(EncodePositions, SplitLayoutIsPermutedInterleaved) {
  EncodingOptions split;
  split.layout = Layout::kSplit;
  const std::vector<double> positions = {3.75, -1e6, 42};
  const std::vector<double> a = EncodePositions(positions, 10);
  const std::vector<double> b = EncodePositions(positions, 10, split);
  for (std::int64_t k = 0; k < 3; ++k) {
    for (std::int64_t i = 0; i < 5; ++i) {
      EXPECT_EQ(At(b, 10, k, i), At(a, 10, k, 2 * i));
      EXPECT_EQ(At(b, 10, k, 5 + i), At(a, 10, k, 2 * i + 1));
    }
  }
}

TEST(EncodePositions, OneIndexedAddsOne) {
  EncodingOptions options;
  options.variant = Variant::kOneIndexed;
  const std::vector<double> wrong = EncodePositions({2.5, -1.0}, 8, options);
  const std::vector<double> right = EncodePositions({3.5, 0.0}, 8);
  EXPECT_EQ(wrong, right);
}

TEST(EncodePositions, EmptyListGivesEmptyMatrix) {
  EXPECT_TRUE(EncodePositions({}, 8).empty());
}

}  // namespace
}  // namespace posenc
