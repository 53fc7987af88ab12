// AverageGridInto against the exact mean of the cells each pixel covers:
// every pixel of windows with fractional spans, NaN margins and positions
// up to 2^53, and sampled pixels of the heat map's 1,000,000 x 8192 windows.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/render.h"
#include "reference.h"
#include "render_reference.h"

namespace posenc {
namespace {

using posenc_test::Expected;
using posenc_test::GridCase;
using posenc_test::Pixel;

// The cells come from CoveredCells (checked against BruteCells in
// render_cells_test.cc): from 2^52 on, pixel edges and cell centres round
// in double, and the pixel's cells are whatever the engine's geometry says
// they are.
std::vector<std::int64_t> Cells(double start, double span, double count) {
  std::int64_t first = 0;
  std::int64_t end = 0;
  std::vector<std::int64_t> cells;
  if (CoveredCells(start, span, count, &first, &end)) {
    for (std::int64_t c = first; c < end; ++c) cells.push_back(c);
  }
  return cells;
}

// The exact mean of the cells a pixel covers, from long-double angles
// (relative error ~2^-64), and the error a float64 engine cannot avoid on
// top of the promised 1e-12: two roundings of each column's centre angle
// (the divisor's and the quotient's; none when the divisor is 1 or
// infinite, as for pair 0), scaled by the amplitude the averaging over the
// rows leaves, |mean of exp(i angle)|.
Expected ExactMean(const GridWindow& w, const EncodingOptions& o,
                   std::int64_t y, std::int64_t x) {
  const auto [rows, cols] = posenc_test::PixelCells(w, y, x, Cells);
  Expected e;
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
        RoundedPow(o.base, posenc_test::Exponent(info.pair, d, o.variant));
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

// Checks `pixels` of the grid of `w` under `o` against ExactMean.
void ExpectExactMeans(const GridWindow& w, const EncodingOptions& o,
                      const std::vector<Pixel>& pixels) {
  posenc_test::ExpectPixels(
      posenc_test::Grid(w, o), w, o, pixels,
      [&](std::int64_t y, std::int64_t x) { return ExactMean(w, o, y, x); });
}

class AverageGridExactTest : public ::testing::TestWithParam<GridCase> {};

TEST_P(AverageGridExactTest, EveryPixelWithin1e12OfTheExactMean) {
  posenc_test::ExpectEveryPixel(GetParam(), ExactMean);
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
  GridWindow w = posenc_test::Window(1e6, 8192, g.rows_px, g.cols_px);
  w.row_start = g.row_start;
  w.rows_per_pixel = g.rows_per_pixel;
  w.col_start = g.col_start;
  w.cols_per_pixel = g.cols_per_pixel;
  for (Layout layout : {Layout::kInterleaved, Layout::kSplit}) {
    EncodingOptions o;
    o.layout = layout;
    const auto last_y = static_cast<std::int64_t>(g.rows_px) - 1;
    const auto last_x = static_cast<std::int64_t>(g.cols_px) - 1;
    ExpectExactMeans(w, o,
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

}  // namespace
}  // namespace posenc
