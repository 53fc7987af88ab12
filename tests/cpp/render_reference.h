// Brute-force references for the heat map's pixel grid (posenc/render.h):
// the cells a pixel covers and their mean by the direct formula, and the
// windows, grids and pixel checks the render tests share.
#ifndef POSENC_TESTS_CPP_RENDER_REFERENCE_H_
#define POSENC_TESTS_CPP_RENDER_REFERENCE_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/render.h"
#include "reference.h"

namespace posenc_test {

// The cells of one pixel axis by brute force over candidate cells: centres
// in [lo, lo + span), else the cell under the pixel's centre; within
// [0, count).
inline std::vector<std::int64_t> BruteCells(double lo, double span,
                                            double count) {
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

// The rows and the columns pixel (y, x) of `w` covers, as cells(start,
// span, count) finds them on each axis.
template <typename CellsOf>
std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>> PixelCells(
    const posenc::GridWindow& w, std::int64_t y, std::int64_t x,
    CellsOf cells) {
  return {cells(w.row_start + static_cast<double>(y) * w.rows_per_pixel,
                w.rows_per_pixel, w.seq_len),
          cells(w.col_start + static_cast<double>(x) * w.cols_per_pixel,
                w.cols_per_pixel, w.d_model)};
}

// The mean of the covered cells by the direct formula; NaN outside.
inline double BruteMean(const posenc::GridWindow& w,
                        const posenc::EncodingOptions& o, std::int64_t y,
                        std::int64_t x) {
  const auto [rows, cols] = PixelCells(w, y, x, BruteCells);
  if (rows.empty() || cols.empty()) {
    return std::numeric_limits<double>::quiet_NaN();
  }
  long double sum = 0;
  for (std::int64_t p : rows) {
    for (std::int64_t c : cols) {
      sum += Value(static_cast<double>(p), c,
                   static_cast<std::int64_t>(w.d_model), o);
    }
  }
  return static_cast<double>(
      sum / static_cast<long double>(rows.size() * cols.size()));
}

// The whole grid of `w` in one pass, over a buffer filled with -99.
inline std::vector<double> Grid(const posenc::GridWindow& w,
                                const posenc::EncodingOptions& o = {}) {
  const auto rows = static_cast<std::int64_t>(w.rows_px);
  std::vector<double> out(static_cast<std::size_t>(w.rows_px * w.cols_px),
                          -99.0);
  posenc::AverageGridInto(out.data(), w, o, 0, rows);
  return out;
}

// A window from the top-left cell, one cell per pixel unless changed.
inline posenc::GridWindow Window(double seq_len, double d_model, double rows_px,
                                 double cols_px) {
  posenc::GridWindow w;
  w.seq_len = seq_len;
  w.d_model = d_model;
  w.rows_px = rows_px;
  w.cols_px = cols_px;
  return w;
}

// One window of the parameterised grid tests, and the base to encode with.
struct GridCase {
  double seq_len, d_model;
  double row_start, rows_per_pixel, rows_px;
  double col_start, cols_per_pixel, cols_px;
  double base;
};

inline posenc::GridWindow WindowOf(const GridCase& g) {
  posenc::GridWindow w = Window(g.seq_len, g.d_model, g.rows_px, g.cols_px);
  w.row_start = g.row_start;
  w.rows_per_pixel = g.rows_per_pixel;
  w.col_start = g.col_start;
  w.cols_per_pixel = g.cols_per_pixel;
  return w;
}

// Every variant in both layouts, at `base`.
inline std::vector<posenc::EncodingOptions> EveryVariantAndLayout(double base) {
  std::vector<posenc::EncodingOptions> out;
  for (int v = 0; v < posenc::kVariantCount; ++v) {
    for (posenc::Layout layout :
         {posenc::Layout::kInterleaved, posenc::Layout::kSplit}) {
      posenc::EncodingOptions o;
      o.base = base;
      o.variant = static_cast<posenc::Variant>(v);
      o.layout = layout;
      out.push_back(o);
    }
  }
  return out;
}

// A pixel as (y, x).
using Pixel = std::pair<std::int64_t, std::int64_t>;

inline std::vector<Pixel> AllPixels(const posenc::GridWindow& w) {
  std::vector<Pixel> pixels;
  for (std::int64_t y = 0; y < static_cast<std::int64_t>(w.rows_px); ++y) {
    for (std::int64_t x = 0; x < static_cast<std::int64_t>(w.cols_px); ++x) {
      pixels.emplace_back(y, x);
    }
  }
  return pixels;
}

// What a pixel must hold: NaN when it covers no cell, else `mean` within
// `bound`.
struct Expected {
  bool inside = false;
  double mean = 0;
  double bound = 0;
};

// Checks `pixels` of `grid` (the grid of `w` under `o`) against
// expect(y, x), an Expected.
template <typename Expect>
void ExpectPixels(const std::vector<double>& grid, const posenc::GridWindow& w,
                  const posenc::EncodingOptions& o,
                  const std::vector<Pixel>& pixels, Expect expect) {
  const auto cols_px = static_cast<std::int64_t>(w.cols_px);
  for (auto [y, x] : pixels) {
    const Expected e = expect(y, x);
    const double actual = grid[static_cast<std::size_t>(y * cols_px + x)];
    if (!e.inside) {
      ASSERT_TRUE(std::isnan(actual)) << y << "," << x;
    } else {
      ASSERT_NEAR(actual, e.mean, e.bound)
          << posenc::VariantName(o.variant) << " "
          << posenc::LayoutName(o.layout) << " pixel " << y << "," << x;
    }
  }
}

// Checks every pixel of the window of `g`, under every variant in both
// layouts, against expect(w, o, y, x), an Expected.
template <typename Expect>
void ExpectEveryPixel(const GridCase& g, Expect expect) {
  const posenc::GridWindow w = WindowOf(g);
  for (const posenc::EncodingOptions& o : EveryVariantAndLayout(g.base)) {
    ASSERT_TRUE(posenc::ValidateGrid(w, o).ok)
        << posenc::ValidateGrid(w, o).message;
    ASSERT_NO_FATAL_FAILURE(ExpectPixels(
        Grid(w, o), w, o, AllPixels(w),
        [&](std::int64_t y, std::int64_t x) { return expect(w, o, y, x); }));
  }
}

}  // namespace posenc_test

#endif  // POSENC_TESTS_CPP_RENDER_REFERENCE_H_
