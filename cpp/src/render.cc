#include "posenc/render.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace posenc {
namespace {

constexpr double kMaxPixels = 16384;

Status CheckSpan(double value, const char* name) {
  if (!std::isfinite(value) || !(value > 0)) {
    return Status::Range(name, std::string(name) +
                                   " must be a finite number greater than 0; "
                                   "got " +
                                   FormatNumber(value));
  }
  return Status::Ok();
}

Status CheckPixels(double value, const char* name) {
  if (!std::isfinite(value) || std::floor(value) != value || value < 1 ||
      value > kMaxPixels) {
    return Status::Range(name, std::string(name) +
                                   " must be a whole number from 1 to 16384; "
                                   "got " +
                                   FormatNumber(value));
  }
  return Status::Ok();
}

// Mean of sin(w p) (or cos) over n consecutive positions, as a factor on
// the value at their centre: D_n(w) = sin(n w / 2) / (n sin(w / 2)).
double DirichletFactor(double n, double angle_step) {
  if (n <= 1) return 1.0;
  const double half = 0.5 * angle_step;
  const double denominator = n * std::sin(half);
  if (denominator == 0.0) return 1.0;  // w == 0: the column is constant.
  return std::sin(n * half) / denominator;
}

}  // namespace

Status ValidateGrid(const GridWindow& w, const EncodingOptions& options) {
  if (!std::isfinite(w.seq_len) || std::floor(w.seq_len) != w.seq_len ||
      w.seq_len < 1 || w.seq_len > kMaxAbsPosition) {
    return Status::Range("seqLen",
                         "seqLen must be a whole number from 1 to 2^53; got " +
                             FormatNumber(w.seq_len));
  }
  Status status = ValidateDModel(w.d_model);
  if (!status.ok) return status;
  status = ValidateBase(options.base);
  if (!status.ok) return status;
  for (const auto& check :
       {CheckPixels(w.rows_px, "rowsPx"), CheckPixels(w.cols_px, "colsPx"),
        CheckSpan(w.rows_per_pixel, "rowsPerPixel"),
        CheckSpan(w.cols_per_pixel, "colsPerPixel"),
        ValidatePosition(w.row_start, "rowStart"),
        ValidatePosition(w.col_start, "colStart"),
        ValidateElementCount(w.rows_px, w.cols_px, "rowsPx", "colsPx")}) {
    if (!check.ok) return check;
  }
  return Status::Ok();
}

bool CoveredCells(double start, double span, double count, std::int64_t* first,
                  std::int64_t* end) {
  const double lo = start;
  const double hi = start + span;
  // Cells whose centre c + 0.5 lies in [lo, hi).
  double a = std::ceil(lo - 0.5);
  double b = std::ceil(hi - 0.5);
  if (b <= a) {  // Smaller than a cell: the cell under the pixel's centre.
    a = std::floor(lo + 0.5 * span);
    b = a + 1;
  }
  a = std::fmax(a, 0.0);
  b = std::fmin(b, count);
  if (b <= a) return false;
  *first = static_cast<std::int64_t>(a);
  *end = static_cast<std::int64_t>(b);
  return true;
}

void AverageGridInto(double* out, const GridWindow& w,
                     const EncodingOptions& options, std::int64_t row_begin,
                     std::int64_t row_end) {
  const auto d_model = static_cast<std::int64_t>(w.d_model);
  const auto cols_px = static_cast<std::int64_t>(w.cols_px);
  const std::int64_t half = d_model / 2;
  std::vector<double> divisor(static_cast<std::size_t>(half));
  PairDivisorsInto(divisor.data(), d_model, options.base, options.variant);
  const double offset = options.variant == Variant::kOneIndexed ? 1.0 : 0.0;

  // Which pair and which function every matrix column shows.
  std::vector<std::int64_t> col_first(static_cast<std::size_t>(cols_px));
  std::vector<std::int64_t> col_end(static_cast<std::size_t>(cols_px));
  std::int64_t c_lo = d_model;
  std::int64_t c_hi = 0;
  for (std::int64_t x = 0; x < cols_px; ++x) {
    std::int64_t a = 0;
    std::int64_t b = 0;
    if (!CoveredCells(w.col_start + static_cast<double>(x) * w.cols_per_pixel,
                      w.cols_per_pixel, w.d_model, &a, &b)) {
      a = b = 0;
    }
    col_first[static_cast<std::size_t>(x)] = a;
    col_end[static_cast<std::size_t>(x)] = b;
    if (b > a) {
      c_lo = std::min(c_lo, a);
      c_hi = std::max(c_hi, b);
    }
  }
  std::vector<double> column_mean(static_cast<std::size_t>(d_model));
  // D_n(w) depends only on the column and on n, the number of positions a
  // pixel row covers, which is the same for almost every row: cache it.
  std::vector<double> factor(static_cast<std::size_t>(d_model));
  double factor_n = -1.0;
  const bool sine_only = options.variant == Variant::kSineOnly;
  const bool cosine_only = options.variant == Variant::kCosineOnly;
  const bool split = options.layout == Layout::kSplit;

  for (std::int64_t y = row_begin; y < row_end; ++y) {
    double* row = out + y * cols_px;
    std::int64_t p0 = 0;
    std::int64_t p1 = 0;
    if (!CoveredCells(w.row_start + static_cast<double>(y) * w.rows_per_pixel,
                      w.rows_per_pixel, w.seq_len, &p0, &p1)) {
      for (std::int64_t x = 0; x < cols_px; ++x) {
        row[x] = std::numeric_limits<double>::quiet_NaN();
      }
      continue;
    }
    const double n = static_cast<double>(p1 - p0);
    // Centre of the covered positions; (n - 1) / 2 is exact in binary.
    const double centre = static_cast<double>(p0) + 0.5 * (n - 1.0) + offset;
    if (n != factor_n) {
      for (std::int64_t c = c_lo; c < c_hi; ++c) {
        const std::int64_t pair = split ? (c < half ? c : c - half) : c / 2;
        factor[static_cast<std::size_t>(c)] =
            DirichletFactor(n, 1.0 / divisor[static_cast<std::size_t>(pair)]);
      }
      factor_n = n;
    }
    for (std::int64_t c = c_lo; c < c_hi; ++c) {
      const std::int64_t pair = split ? (c < half ? c : c - half) : c / 2;
      const bool first = split ? c < half : (c % 2 == 0);
      const bool use_sin = sine_only || (!cosine_only && first);
      const double div = divisor[static_cast<std::size_t>(pair)];
      const double angle = centre / div;
      column_mean[static_cast<std::size_t>(c)] =
          factor[static_cast<std::size_t>(c)] *
          (use_sin ? std::sin(angle) : std::cos(angle));
    }
    for (std::int64_t x = 0; x < cols_px; ++x) {
      const std::int64_t a = col_first[static_cast<std::size_t>(x)];
      const std::int64_t b = col_end[static_cast<std::size_t>(x)];
      if (b <= a) {
        row[x] = std::numeric_limits<double>::quiet_NaN();
        continue;
      }
      double sum = 0.0;
      for (std::int64_t c = a; c < b; ++c) {
        sum += column_mean[static_cast<std::size_t>(c)];
      }
      row[x] = sum / static_cast<double>(b - a);
    }
  }
}

}  // namespace posenc
