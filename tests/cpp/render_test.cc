// CoveredCells and AverageGridInto: pixel means of the encoding matrix.
#include "posenc/render.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "posenc/encoding.h"
#include "reference.h"
#include "test_support.h"

namespace posenc {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct Range {
  bool ok;
  std::int64_t first;
  std::int64_t end;
};

Range Covered(double start, double span, double count) {
  Range r{false, -1, -1};
  r.ok = CoveredCells(start, span, count, &r.first, &r.end);
  return r;
}

// The cells of one pixel axis by brute force over candidate cells: centres
// in [lo, lo + span), else the cell under the pixel's centre; within
// [0, count).
std::vector<std::int64_t> BruteCells(double lo, double span, double count) {
  const double hi = lo + span;
  std::vector<std::int64_t> cells;
  const auto from =
      std::max<std::int64_t>(0, static_cast<std::int64_t>(std::floor(lo)) - 1);
  for (std::int64_t c = from; static_cast<double>(c) < count &&
                              static_cast<double>(c) <= std::ceil(hi) + 1;
       ++c) {
    const double centre = static_cast<double>(c) + 0.5;
    if (centre >= lo && centre < hi) cells.push_back(c);
  }
  if (cells.empty()) {
    const double under = std::floor(lo + 0.5 * span);
    if (under >= 0 && under < count) {
      cells.push_back(static_cast<std::int64_t>(under));
    }
  }
  return cells;
}

// The mean of the covered cells by the direct formula; NaN outside.
double BruteMean(const GridWindow& w, const EncodingOptions& o, std::int64_t y,
                 std::int64_t x) {
  const std::vector<std::int64_t> rows =
      BruteCells(w.row_start + static_cast<double>(y) * w.rows_per_pixel,
                 w.rows_per_pixel, w.seq_len);
  const std::vector<std::int64_t> cols =
      BruteCells(w.col_start + static_cast<double>(x) * w.cols_per_pixel,
                 w.cols_per_pixel, w.d_model);
  if (rows.empty() || cols.empty()) return kNaN;
  long double sum = 0;
  for (std::int64_t p : rows) {
    for (std::int64_t c : cols) {
      sum += posenc_test::Value(static_cast<double>(p), c,
                                static_cast<std::int64_t>(w.d_model), o);
    }
  }
  return static_cast<double>(
      sum / static_cast<long double>(rows.size() * cols.size()));
}

// The exact mean of the cells a pixel covers, from long-double angles
// (relative error ~2^-64), and the error a float64 engine cannot avoid on
// top of the promised 1e-12: two roundings of each column's centre angle
// (the divisor's and the quotient's; none when the divisor is 1 or
// infinite, as for pair 0), scaled by the amplitude the averaging over the
// rows leaves, |mean of exp(i angle)|.
struct Exact {
  bool inside = false;
  double mean = 0;
  double bound = 0;
};

// The cells come from CoveredCells (checked against BruteCells above): from
// 2^52 on, pixel edges and cell centres round in double, and the pixel's
// cells are whatever the engine's geometry says they are.
std::vector<std::int64_t> Cells(double start, double span, double count) {
  std::int64_t first = 0;
  std::int64_t end = 0;
  std::vector<std::int64_t> cells;
  if (CoveredCells(start, span, count, &first, &end)) {
    for (std::int64_t c = first; c < end; ++c) cells.push_back(c);
  }
  return cells;
}

Exact ExactMean(const GridWindow& w, const EncodingOptions& o, std::int64_t y,
                std::int64_t x) {
  const std::vector<std::int64_t> rows =
      Cells(w.row_start + static_cast<double>(y) * w.rows_per_pixel,
            w.rows_per_pixel, w.seq_len);
  const std::vector<std::int64_t> cols =
      Cells(w.col_start + static_cast<double>(x) * w.cols_per_pixel,
            w.cols_per_pixel, w.d_model);
  Exact e;
  if (rows.empty() || cols.empty()) return e;
  e.inside = true;
  const auto d = static_cast<std::int64_t>(w.d_model);
  const auto n = static_cast<long double>(rows.size());
  long double sum = 0;
  long double slack = 0;
  for (std::int64_t c : cols) {
    const posenc_test::ColumnInfo info = posenc_test::InfoOf(c, d, o.layout);
    long double s = 0;
    long double co = 0;
    for (std::int64_t p : rows) {
      const long double angle = posenc_test::AngleLong(
          static_cast<double>(p), info.pair, d, o.base, o.variant);
      s += std::sin(angle);
      co += std::cos(angle);
    }
    sum += posenc_test::UsesSine(info.first, o.variant) ? s : co;
    const double divisor =
        std::pow(o.base, posenc_test::Exponent(info.pair, d, o.variant));
    if (divisor != 1.0 && !std::isinf(divisor)) {
      const long double centre =
          0.5L * (static_cast<long double>(rows.front()) +
                  static_cast<long double>(rows.back()));
      const long double angle =
          (centre + (o.variant == Variant::kOneIndexed ? 1 : 0)) / divisor;
      slack += 2 * posenc_test::kEps * std::fabs(angle) *
               std::sqrt(s * s + co * co) / n;
    }
  }
  const auto cells = static_cast<long double>(rows.size() * cols.size());
  e.mean = static_cast<double>(sum / cells);
  e.bound = 1e-12 +
            static_cast<double>(slack / static_cast<long double>(cols.size()));
  return e;
}

// Checks pixels (y, x) of `grid` against ExactMean.
void ExpectExactMeans(
    const std::vector<double>& grid, const GridWindow& w,
    const EncodingOptions& o,
    const std::vector<std::pair<std::int64_t, std::int64_t>>& pixels) {
  const auto cols_px = static_cast<std::int64_t>(w.cols_px);
  for (auto [y, x] : pixels) {
    const Exact e = ExactMean(w, o, y, x);
    const double actual = grid[static_cast<std::size_t>(y * cols_px + x)];
    if (!e.inside) {
      ASSERT_TRUE(std::isnan(actual)) << y << "," << x;
    } else {
      ASSERT_NEAR(actual, e.mean, e.bound)
          << VariantName(o.variant) << " " << LayoutName(o.layout) << " pixel "
          << y << "," << x;
    }
  }
}

std::vector<std::pair<std::int64_t, std::int64_t>> AllPixels(
    const GridWindow& w) {
  std::vector<std::pair<std::int64_t, std::int64_t>> pixels;
  for (std::int64_t y = 0; y < static_cast<std::int64_t>(w.rows_px); ++y) {
    for (std::int64_t x = 0; x < static_cast<std::int64_t>(w.cols_px); ++x) {
      pixels.emplace_back(y, x);
    }
  }
  return pixels;
}

std::vector<double> Grid(const GridWindow& w, const EncodingOptions& o = {}) {
  const auto rows = static_cast<std::int64_t>(w.rows_px);
  std::vector<double> out(static_cast<std::size_t>(w.rows_px * w.cols_px),
                          -99.0);
  AverageGridInto(out.data(), w, o, 0, rows);
  return out;
}

GridWindow Window(double seq_len, double d_model, double rows_px,
                  double cols_px) {
  GridWindow w;
  w.seq_len = seq_len;
  w.d_model = d_model;
  w.rows_px = rows_px;
  w.cols_px = cols_px;
  return w;
}

// ---- CoveredCells -----------------------------------------------------------

TEST(CoveredCells, PixelExactlyOnOneCell) {
  const Range r = Covered(3, 1, 10);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 3);
  EXPECT_EQ(r.end, 4);
}

TEST(CoveredCells, ZoomedInPixelTakesTheCellUnderItsCentre) {
  Range r = Covered(3.2, 0.25, 10);  // centre 3.325
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 3);
  EXPECT_EQ(r.end, 4);
  r = Covered(3.9, 0.25, 10);  // centre 4.025: the next cell
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 4);
  EXPECT_EQ(r.end, 5);
  r = Covered(0, 0.5, 10);  // [0, 0.5) holds no centre; its own is 0.25
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 0);
  EXPECT_EQ(r.end, 1);
}

TEST(CoveredCells, PixelAcrossACellBorderWithoutACentre) {
  const Range r = Covered(0.6, 0.8, 10);  // [0.6, 1.4), centre 1.0
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 1);
  EXPECT_EQ(r.end, 2);
}

TEST(CoveredCells, PixelCoveringSeveralCells) {
  Range r = Covered(2, 3, 10);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 2);
  EXPECT_EQ(r.end, 5);
  r = Covered(2.6, 3, 10);  // centres 3.5, 4.5, 5.5
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 3);
  EXPECT_EQ(r.end, 6);
  r = Covered(0, 1e6, 1e6);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 0);
  EXPECT_EQ(r.end, 1000000);
}

TEST(CoveredCells, CentresOnTheUpperEdgeAreExcluded) {
  // [0.5, 2.5) holds centres 0.5 and 1.5 but not 2.5.
  const Range r = Covered(0.5, 2, 10);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 0);
  EXPECT_EQ(r.end, 2);
}

TEST(CoveredCells, PixelPartlyOutsideIsClamped) {
  Range r = Covered(-1.5, 3, 10);  // centres -1.5 .. 1.5: only 0.5 inside
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 0);
  EXPECT_EQ(r.end, 1);
  r = Covered(8.5, 3, 10);  // centres 8.5, 9.5, 10.5
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 8);
  EXPECT_EQ(r.end, 10);
  r = Covered(-100, 1000, 10);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.first, 0);
  EXPECT_EQ(r.end, 10);
}

TEST(CoveredCells, PixelFullyOutsideIsFalse) {
  EXPECT_FALSE(Covered(-5, 2, 10).ok);
  EXPECT_FALSE(Covered(10, 1, 10).ok);
  EXPECT_FALSE(Covered(12.3, 0.25, 10).ok);
  EXPECT_FALSE(Covered(-0.3, 0.2, 10).ok);  // centre -0.2
  EXPECT_FALSE(Covered(9.6, 0.9, 10).ok);   // centre 10.05
}

TEST(CoveredCells, MatchesBruteForceOnAGrid) {
  for (double start = -3.0; start < 13.0; start += 0.1) {
    for (double span : {0.05, 0.3, 0.5, 0.9, 1.0, 1.7, 2.0, 3.3, 7.0}) {
      const std::vector<std::int64_t> cells = BruteCells(start, span, 10);
      const Range r = Covered(start, span, 10);
      ASSERT_EQ(r.ok, !cells.empty()) << start << " " << span;
      if (r.ok) {
        ASSERT_EQ(r.first, cells.front()) << start << " " << span;
        ASSERT_EQ(r.end, cells.back() + 1) << start << " " << span;
        ASSERT_EQ(r.end - r.first, static_cast<std::int64_t>(cells.size()));
      }
    }
  }
}

// ---- AverageGridInto -------------------------------------------------------

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

struct GridCase {
  double seq_len, d_model;
  double row_start, rows_per_pixel, rows_px;
  double col_start, cols_per_pixel, cols_px;
  double base;
};

class AverageGridMeanTest : public ::testing::TestWithParam<GridCase> {};

TEST_P(AverageGridMeanTest, EqualsBruteForceMeanOfCoveredCells) {
  const GridCase g = GetParam();
  GridWindow w;
  w.seq_len = g.seq_len;
  w.d_model = g.d_model;
  w.row_start = g.row_start;
  w.rows_per_pixel = g.rows_per_pixel;
  w.rows_px = g.rows_px;
  w.col_start = g.col_start;
  w.cols_per_pixel = g.cols_per_pixel;
  w.cols_px = g.cols_px;
  for (int v = 0; v < kVariantCount; ++v) {
    for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
      EncodingOptions o;
      o.base = g.base;
      o.variant = static_cast<Variant>(v);
      o.layout = layout;
      ASSERT_TRUE(ValidateGrid(w, o).ok) << ValidateGrid(w, o).message;
      const std::vector<double> grid = Grid(w, o);
      for (std::int64_t y = 0; y < static_cast<std::int64_t>(w.rows_px); ++y) {
        for (std::int64_t x = 0; x < static_cast<std::int64_t>(w.cols_px);
             ++x) {
          const double expected = BruteMean(w, o, y, x);
          const double actual = grid[static_cast<std::size_t>(
              y * static_cast<std::int64_t>(w.cols_px) + x)];
          if (std::isnan(expected)) {
            ASSERT_TRUE(std::isnan(actual)) << y << "," << x;
          } else {
            ASSERT_NEAR(actual, expected, 1e-12)
                << VariantName(o.variant) << " " << LayoutName(layout)
                << " pixel " << y << "," << x;
          }
        }
      }
    }
  }
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

// ---- AverageGridInto against the exact mean --------------------------------

class AverageGridExactTest : public ::testing::TestWithParam<GridCase> {};

TEST_P(AverageGridExactTest, EveryPixelWithin1e12OfTheExactMean) {
  const GridCase g = GetParam();
  GridWindow w;
  w.seq_len = g.seq_len;
  w.d_model = g.d_model;
  w.row_start = g.row_start;
  w.rows_per_pixel = g.rows_per_pixel;
  w.rows_px = g.rows_px;
  w.col_start = g.col_start;
  w.cols_per_pixel = g.cols_per_pixel;
  w.cols_px = g.cols_px;
  for (int v = 0; v < kVariantCount; ++v) {
    for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
      EncodingOptions o;
      o.base = g.base;
      o.variant = static_cast<Variant>(v);
      o.layout = layout;
      ASSERT_TRUE(ValidateGrid(w, o).ok) << ValidateGrid(w, o).message;
      ExpectExactMeans(Grid(w, o), w, o, AllPixels(w));
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Windows, AverageGridExactTest,
    ::testing::Values(
        // Fractional spans and starts: row steps alternate, many blocks.
        GridCase{5000, 64, 3.3, 12.7, 80, 0.5, 1.5, 40, 10000},
        // 1 or 2 positions per row, NaN margins, pixels narrower than cells.
        GridCase{300, 32, -20.5, 1.2, 300, -3, 0.75, 50, 10000},
        // Rows smaller than a position: repeated cells.
        GridCase{1000, 16, 10.2, 0.3, 200, 0, 1, 16, 10000},
        // The whole of a long matrix in few pixels.
        GridCase{8000, 32, 0, 125, 64, 0, 32.0 / 12, 12, 100},
        // Ten million positions, fractional rows.
        GridCase{1e7, 16, 9.99e6, 77.7, 80, 0, 2, 8, 10000},
        // The end of a 2^53-position matrix: even counts put row centres on
        // halves a double cannot hold there; pair 0 has no rounding slack.
        GridCase{kMaxAbsPosition, 4, kMaxAbsPosition - 3000, 23.7, 130, 0, 1, 4,
                 10000},
        GridCase{kMaxAbsPosition, 2, 4503599627370000.0, 2, 100, 0, 1, 2,
                 10000}));

struct LargeCase {
  const char* name;
  double row_start, rows_per_pixel, rows_px;
  double col_start, cols_per_pixel, cols_px;
};

class AverageGridMillionTest : public ::testing::TestWithParam<LargeCase> {};

TEST_P(AverageGridMillionTest, SampledPixelsWithin1e12OfTheExactMean) {
  // The heat map's windows at 1,000,000 x 8192 (about 1000 x 500 pixels).
  const LargeCase g = GetParam();
  GridWindow w = Window(1e6, 8192, g.rows_px, g.cols_px);
  w.row_start = g.row_start;
  w.rows_per_pixel = g.rows_per_pixel;
  w.col_start = g.col_start;
  w.cols_per_pixel = g.cols_per_pixel;
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    EncodingOptions o;
    o.layout = layout;
    const std::vector<double> grid = Grid(w, o);
    const auto last_y = static_cast<std::int64_t>(g.rows_px) - 1;
    const auto last_x = static_cast<std::int64_t>(g.cols_px) - 1;
    ExpectExactMeans(grid, w, o,
                     {{0, 0},
                      {0, last_x},
                      {1, 1},
                      {31, 7},
                      {32, 500 % (last_x + 1)},
                      {33, 2},
                      {63, 999 % (last_x + 1)},
                      {250, 123 % (last_x + 1)},
                      {last_y - 1, 3},
                      {last_y, last_x}});
  }
}

INSTANTIATE_TEST_SUITE_P(
    Windows, AverageGridMillionTest,
    ::testing::Values(
        LargeCase{"whole", 0, 2000, 500, 0, 8.192, 1000},
        LargeCase{"zoomFractional", 123456.7, 540.5405405, 500, 1000.3,
                  2.2140540, 1000},
        LargeCase{"rowsOnePerPixel", 500000, 1, 500, 0, 8.192, 1000},
        LargeCase{"rowsFractionalNear1", 500000, 1.2, 500, 0, 8.192, 1000}),
    [](const ::testing::TestParamInfo<LargeCase>& info) {
      return std::string(info.param.name);
    });

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
