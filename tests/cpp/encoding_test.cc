// Encode and EncodeInto against the direct formula in double and long
// double, the shapes at the edges of the limits, and EncodePlan's row
// chunks.
#include "posenc/encoding.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "reference.h"

namespace posenc {
namespace {

using posenc_test::At;
using posenc_test::Tolerance;

// ---- Accuracy of the angle-addition kernel --------------------------------

struct Shape {
  std::int64_t seq_len;
  std::int64_t d_model;
  double base;
};

void PrintTo(const Shape& s, std::ostream* os) {
  *os << "L=" << s.seq_len << " d=" << s.d_model << " base=" << s.base;
}

std::string ShapeName(const ::testing::TestParamInfo<Shape>& info) {
  std::string base = std::to_string(static_cast<long long>(info.param.base));
  if (info.param.base != std::floor(info.param.base)) {
    std::ostringstream text;
    text << info.param.base;
    base = text.str();
    for (char& ch : base) {
      if (ch == '.') ch = 'p';
    }
  }
  return "L" + std::to_string(info.param.seq_len) + "_d" +
         std::to_string(info.param.d_model) + "_base" + base;
}

EncodingOptions OptionsOf(const Shape& s) {
  EncodingOptions options;
  options.base = s.base;
  return options;
}

// Compares every `stride`-th row of `pe` (and the last) with
// formula(pos, column), within Tolerance(pos) in the formula's precision
// (double or long double); reports the first failing elements only, up to
// ten, since a broken kernel would otherwise flood the log.
template <typename Formula>
void ExpectRowsMatchFormula(const std::vector<double>& pe, const Shape& s,
                            std::int64_t stride, Formula formula) {
  using Real = decltype(formula(0.0, std::int64_t{0}));
  std::vector<std::int64_t> rows;
  for (std::int64_t p = 0; p < s.seq_len; p += stride) rows.push_back(p);
  if (rows.back() != s.seq_len - 1) rows.push_back(s.seq_len - 1);
  int failures = 0;
  for (std::int64_t p : rows) {
    if (failures >= 10) break;
    for (std::int64_t c = 0; c < s.d_model; ++c) {
      const double pos = static_cast<double>(p);
      const Real expected = formula(pos, c);
      const double actual = At(pe, s.d_model, p, c);
      if (std::fabs(static_cast<Real>(actual) - expected) > Tolerance(pos)) {
        ADD_FAILURE() << "PE(" << p << ", " << c << ") = " << actual
                      << ", formula " << static_cast<double>(expected);
        ++failures;
      }
    }
  }
}

class EncodeAccuracyTest : public ::testing::TestWithParam<Shape> {};

TEST_P(EncodeAccuracyTest, MatchesDoubleFormula) {
  const Shape s = GetParam();
  const EncodingOptions options = OptionsOf(s);
  std::vector<double> pe(static_cast<std::size_t>(s.seq_len * s.d_model));
  EncodeInto(pe.data(), s.seq_len, s.d_model, options);
  ExpectRowsMatchFormula(pe, s, 1, [&](double pos, std::int64_t c) {
    return posenc_test::Value(pos, c, s.d_model, options);
  });
}

TEST_P(EncodeAccuracyTest, MatchesLongDoubleFormula) {
  const Shape s = GetParam();
  const EncodingOptions options = OptionsOf(s);
  const std::vector<double> pe = Encode(s.seq_len, s.d_model, options);
  // Long double sin is slow: check about 40000 elements, every row of small
  // matrices and a stride of rows (plus the last) of large ones.
  const std::int64_t stride =
      std::max<std::int64_t>(1, s.seq_len * s.d_model / 40000);
  ExpectRowsMatchFormula(pe, s, stride, [&](double pos, std::int64_t c) {
    return posenc_test::ValueLong(pos, c, s.d_model, options);
  });
}

TEST_P(EncodeAccuracyTest, EveryValueWithinMinusOneAndOne) {
  const Shape s = GetParam();
  const std::vector<double> pe = Encode(s.seq_len, s.d_model, OptionsOf(s));
  for (double v : pe) {
    ASSERT_GE(v, -1.0);
    ASSERT_LE(v, 1.0);
  }
}

TEST_P(EncodeAccuracyTest, BlockBoundaryRowsEqualFormulaExactly) {
  // Rows q * ceil(sqrt(L)) come straight from the table evaluated like the
  // reference; row 0 in particular is exactly (0, 1, 0, 1, ...).
  const Shape s = GetParam();
  const EncodingOptions options = OptionsOf(s);
  const std::vector<double> pe = Encode(s.seq_len, s.d_model, options);
  const auto block = static_cast<std::int64_t>(
      std::ceil(std::sqrt(static_cast<double>(s.seq_len))));
  for (std::int64_t p = 0; p < s.seq_len; p += block) {
    for (std::int64_t c = 0; c < s.d_model; ++c) {
      ASSERT_EQ(
          At(pe, s.d_model, p, c),
          posenc_test::Value(static_cast<double>(p), c, s.d_model, options))
          << p << "," << c;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, EncodeAccuracyTest,
    ::testing::Values(Shape{1, 2, 10000}, Shape{2, 2, 10000},
                      Shape{3, 4, 10000}, Shape{50, 8, 10000},
                      Shape{17, 6, 10000}, Shape{100, 512, 10000},
                      Shape{10000, 64, 10000}, Shape{10000, 64, 100},
                      Shape{10000, 64, 1e6}, Shape{4097, 10, 1.5},
                      Shape{1000000, 2, 10000}, Shape{2, 65536, 10000}),
    ShapeName);

// ---- Encode edge shapes
// ------------------------------------------------------

TEST(Encode, SingleRowIsThePositionZeroAnchor) {
  const std::vector<double> pe = Encode(1, 6);
  EXPECT_EQ(pe, (std::vector<double>{0, 1, 0, 1, 0, 1}));
}

TEST(Encode, ReturnsSeqLenTimesDModelValues) {
  EXPECT_EQ(Encode(7, 10).size(), 70u);
  EXPECT_EQ(Encode(1, 2).size(), 2u);
}

TEST(Encode, EncodeIntoWritesOnlyItsOwnElements) {
  std::vector<double> buffer(3 * 4 + 2, -7.0);
  EncodeInto(buffer.data() + 1, 3, 4, {});
  EXPECT_EQ(buffer.front(), -7.0);
  EXPECT_EQ(buffer.back(), -7.0);
  EXPECT_EQ(buffer[1], 0.0);
  EXPECT_EQ(buffer[2], 1.0);
}

TEST(Encode, LargestAllowedMatrixMatchesFormulaOnSampledRows) {
  // seq_len * d_model == kMaxElements: 2^23 positions at d_model 2.
  const std::int64_t L = kMaxElements / 2;
  const std::vector<double> pe = Encode(L, 2);
  for (std::int64_t p : {std::int64_t{0}, std::int64_t{1}, std::int64_t{2895},
                         std::int64_t{2896}, L / 2 + 3, L - 2, L - 1}) {
    const double pos = static_cast<double>(p);
    EXPECT_NEAR(At(pe, 2, p, 0), std::sin(pos), Tolerance(pos)) << p;
    EXPECT_NEAR(At(pe, 2, p, 1), std::cos(pos), Tolerance(pos)) << p;
  }
}

}  // namespace
}  // namespace posenc

TEST(EncodePlan, RowChunksEqualTheWholeMatrixBitForBit) {
  for (posenc::Layout layout :
       {posenc::Layout::kInterleaved, posenc::Layout::kSplit}) {
    posenc::EncodingOptions options;
    options.layout = layout;
    options.variant = layout == posenc::Layout::kSplit
                          ? posenc::Variant::kOneIndexed
                          : posenc::Variant::kCorrect;
    const std::int64_t seq_len = 517, d_model = 24;
    const std::vector<double> whole = posenc::Encode(seq_len, d_model, options);
    const posenc::EncodePlan plan(seq_len, d_model, options);
    std::vector<double> chunked(whole.size());
    for (std::int64_t row = 0; row < seq_len; row += 37) {
      const std::int64_t end = std::min<std::int64_t>(seq_len, row + 37);
      plan.FillRows(&chunked[static_cast<std::size_t>(row * d_model)], row,
                    end);
    }
    EXPECT_EQ(chunked, whole);
  }
}
