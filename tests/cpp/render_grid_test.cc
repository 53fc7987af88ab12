// AverageGridInto, the heat map's pixel means of the encoding matrix: one
// cell per pixel against the formula and Encode, zoomed in and out, NaN
// outside the matrix, row chunks, and windows against brute-force means.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <utility>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/render.h"
#include "reference.h"
#include "render_reference.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::BruteMean;
using posenc_test::Grid;
using posenc_test::GridCase;
using posenc_test::Window;

TEST(AverageGrid, OneCellPerPixelEqualsTheFormulaToRounding) {
  // Rows after a block's first are reached by one rotation, as Encode's
  // angle-addition rows are: within its tolerance of the per-cell formula.
  for (Variant v :
       {Variant::kCorrect, Variant::kSineOnly, Variant::kCosineOnly,
        Variant::kOneIndexed, Variant::kExponentDOver2i, Variant::kSwapped}) {
    for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
      EncodingOptions o;
      o.variant = v;
      o.layout = layout;
      const GridWindow w = Window(100, 8, 100, 8);
      const std::vector<double> grid = Grid(w, o);
      std::vector<double> positions;
      for (int p = 0; p < 100; ++p) positions.push_back(p);
      const std::vector<double> exact = EncodePositions(positions, 8, o);
      for (std::size_t k = 0; k < exact.size(); ++k) {
        ASSERT_NEAR(grid[k], exact[k],
                    posenc_test::Tolerance(static_cast<double>(k / 8 + 1)))
            << VariantName(v) << " " << LayoutName(layout) << " " << k;
      }
    }
  }
}

TEST(AverageGrid, OneCellPerPixelFirstRowEqualsTheFormulaExactly) {
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    EncodingOptions o;
    o.layout = layout;
    GridWindow w = Window(1000, 16, 20, 16);
    w.row_start = 123;
    const std::vector<double> grid = Grid(w, o);
    const std::vector<double> exact = EncodePositions({123}, 16, o);
    for (int c = 0; c < 16; ++c) EXPECT_EQ(grid[c], exact[c]) << c;
  }
}

TEST(AverageGrid, OneCellPerPixelEqualsEncodeToRounding) {
  // Encode's angle-addition rows are within a few ulp of the formula, so the
  // grid equals Encode bit for bit only on block-boundary rows.
  const GridWindow w = Window(300, 16, 300, 16);
  const std::vector<double> grid = Grid(w);
  const std::vector<double> pe = Encode(300, 16);
  for (std::int64_t p = 0; p < 300; ++p) {
    for (std::int64_t c = 0; c < 16; ++c) {
      ASSERT_NEAR(grid[p * 16 + c], pe[p * 16 + c],
                  posenc_test::Tolerance(static_cast<double>(p)))
          << p << "," << c;
    }
  }
  for (int c = 0; c < 16; ++c) EXPECT_EQ(grid[c], pe[c]);  // row 0
}

TEST(AverageGrid, ZoomedInRepeatsEachCell) {
  // 4 pixels per cell in both directions.
  GridWindow w = Window(10, 4, 40, 16);
  w.rows_per_pixel = 0.25;
  w.cols_per_pixel = 0.25;
  const std::vector<double> grid = Grid(w);
  std::vector<double> positions;
  for (int p = 0; p < 10; ++p) positions.push_back(p);
  const std::vector<double> exact = EncodePositions(positions, 4);
  for (int y = 0; y < 40; ++y) {
    for (int x = 0; x < 16; ++x) {
      ASSERT_NEAR(grid[y * 16 + x], exact[(y / 4) * 4 + x / 4],
                  posenc_test::Tolerance(10))
          << y << "," << x;
      if (y % 4 != 0) {  // The same cell as the pixel row above.
        ASSERT_EQ(grid[y * 16 + x], grid[(y - 1) * 16 + x]) << y << "," << x;
      }
    }
  }
}

class AverageGridMeanTest : public ::testing::TestWithParam<GridCase> {};

TEST_P(AverageGridMeanTest, EqualsBruteForceMeanOfCoveredCells) {
  posenc_test::ExpectEveryPixel(
      GetParam(), [](const GridWindow& w, const EncodingOptions& o,
                     std::int64_t y, std::int64_t x) {
        const double mean = BruteMean(w, o, y, x);
        return posenc_test::Expected{!std::isnan(mean), mean, 1e-12};
      });
}

INSTANTIATE_TEST_SUITE_P(
    Windows, AverageGridMeanTest,
    ::testing::Values(
        GridCase{100, 8, 0, 2, 50, 0, 2, 4, 10000},  // 2x2 cells
        GridCase{100, 8, 0, 3, 34, 0, 1, 8, 10000},  // last pixel partial
        GridCase{1000, 16, 5.3, 7.5, 40, 1.5, 3, 5, 10000},
        GridCase{500, 12, 0, 500, 1, 0, 12, 1, 10000},  // one pixel, all
        GridCase{2000, 64, 1000, 37, 20, 0, 4, 16, 100},
        GridCase{60, 8, -10, 2, 40, -2, 1.5, 8, 10000},  // NaN margins
        GridCase{200, 6, 3, 0.3, 30, 0, 0.5, 12, 1e6},   // zoomed in
        GridCase{5000, 4, 0, 123.4, 40, 0, 1, 4, 10000}));

TEST(AverageGrid, WholeMillionPositionsInOnePixelMatchLongDoubleSum) {
  GridWindow w = Window(1e6, 4, 1, 4);
  w.rows_per_pixel = 1e6;
  const std::vector<double> grid = Grid(w);
  for (std::int64_t c = 0; c < 4; ++c) {
    long double sum = 0;
    for (std::int64_t p = 0; p < 1000000; ++p) {
      sum += posenc_test::Value(static_cast<double>(p), c, 4);
    }
    EXPECT_NEAR(grid[c], static_cast<double>(sum / 1e6L), 1e-12) << c;
  }
}

TEST(AverageGrid, NaNOutsideTheMatrix) {
  GridWindow w = Window(10, 8, 6, 6);
  w.row_start = -2;  // rows -2, -1 outside; 0..3 inside
  w.col_start = 4;   // cols 4..7 inside, 8, 9 outside
  const std::vector<double> grid = Grid(w);
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 6; ++x) {
      const bool outside = y < 2 || x >= 4;
      EXPECT_EQ(std::isnan(grid[y * 6 + x]), outside) << y << "," << x;
    }
  }
  EXPECT_EQ(grid[2 * 6 + 1], 1.0);  // PE(0, 5) = cos 0
}

TEST(AverageGrid, WindowEntirelyOutsideIsAllNaN) {
  GridWindow w = Window(10, 8, 4, 4);
  w.row_start = 20;
  for (double v : Grid(w)) EXPECT_TRUE(std::isnan(v));
  w.row_start = 0;
  w.col_start = -10;
  w.cols_per_pixel = 2;
  for (double v : Grid(w)) EXPECT_TRUE(std::isnan(v));
}

TEST(AverageGrid, RowChunksGiveTheSameResultAsOnePass) {
  GridWindow w = Window(100000, 64, 97, 23);
  w.row_start = 17.5;
  w.rows_per_pixel = 1031.3;
  w.col_start = -1.5;
  w.cols_per_pixel = 3;
  EncodingOptions o;
  o.layout = Layout::kSplit;
  const std::vector<double> whole = Grid(w, o);
  std::vector<double> chunked(whole.size(), -99.0);
  const std::int64_t cuts[] = {0, 1, 2, 10, 50, 51, 97};
  for (std::size_t k = 0; k + 1 < std::size(cuts); ++k) {
    AverageGridInto(chunked.data(), w, o, cuts[k], cuts[k + 1]);
  }
  for (std::size_t k = 0; k < whole.size(); ++k) {
    ASSERT_TRUE(posenc_test::SameValue(chunked[k], whole[k])) << k;
  }
}

TEST(AverageGrid, ChunkWritesOnlyItsRows) {
  const GridWindow w = Window(20, 4, 20, 4);
  std::vector<double> out(80, -99.0);
  AverageGridInto(out.data(), w, {}, 5, 7);
  for (int k = 0; k < 80; ++k) {
    if (k < 20 || k >= 28) {
      EXPECT_EQ(out[k], -99.0) << k;
    } else {
      EXPECT_NE(out[k], -99.0) << k;
    }
  }
}

TEST(AverageGrid, MillionPositionsByD8192Works) {
  GridWindow w = Window(1e6, 8192, 200, 256);
  w.rows_per_pixel = 5000;
  w.cols_per_pixel = 32;
  const EncodingOptions o;
  ASSERT_TRUE(ValidateGrid(w, o).ok);
  const std::vector<double> grid = Grid(w, o);
  for (double v : grid) {
    ASSERT_TRUE(std::isfinite(v));
    ASSERT_LE(std::fabs(v), 1.0);
  }
  for (auto [y, x] : {std::pair<int, int>{0, 0},
                      {0, 255},
                      {1, 3},
                      {137, 0},
                      {199, 1},
                      {199, 255}}) {
    // Angles up to 1e6 carry ~1e6 * 2^-53 of rounding each.
    EXPECT_NEAR(grid[y * 256 + x], BruteMean(w, o, y, x), 1e-9)
        << y << "," << x;
  }
}

TEST(AverageGrid, ColumnsFarRightAreNearlyConstantOverAMillionPositions) {
  // The last pair of d 8192 has wavelength ~2 pi 10^4: its mean over the
  // first 1000 positions is close to its value at the centre.
  GridWindow w = Window(1e6, 8192, 1, 2);
  w.rows_per_pixel = 1000;
  w.col_start = 8190;
  const std::vector<double> grid = Grid(w);
  const std::vector<double> centre = EncodePositions({499.5}, 8192);
  EXPECT_NEAR(grid[0], centre[8190], 1e-3);
  EXPECT_NEAR(grid[1], centre[8191], 1e-3);
}

TEST(AverageGrid, LargeStartPositionsMatchBruteForce) {
  GridWindow w = Window(kMaxAbsPosition, 8, 4, 8);
  w.row_start = 1e9;
  w.rows_per_pixel = 3;
  const std::vector<double> grid = Grid(w);
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 8; ++x) {
      EXPECT_NEAR(grid[y * 8 + x], BruteMean(w, {}, y, x),
                  2 * posenc_test::Tolerance(1e9))
          << y << "," << x;
    }
  }
}

}  // namespace
}  // namespace posenc
