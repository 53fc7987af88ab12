#include "posenc/render.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "posenc/facts.h"

namespace posenc {
namespace {

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
      value > kMaxGridPixels) {
    return Status::Range(name, std::string(name) +
                                   " must be a whole number from 1 to " +
                                   FormatNumber(kMaxGridPixels) + "; got " +
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

// Pixel rows per block: the first row of a block evaluates sin and cos
// directly (one call of ~20 ns each per pair); the others reach their
// angles by rotation, 4 multiplications per pair:
// - a row covering n > 1 positions rotates the previous row's (sin, cos) by
//   the step between their centres. A rotation with rounded coefficients
//   adds about 2 ulp of length and one rounding of the step angle, so the
//   drift after 31 steps stays below 31 * 5 * 2^-53 ~ 2e-14, far inside the
//   1e-12 promised for a mean;
// - a row covering one position (zoomed in) rotates the block's first row
//   by its offset from it, a whole number below 32 for consecutive rows:
//   one rotation, so its cells are within a few ulp of the per-cell formula
//   sin(p / divisor), as Encode's angle-addition rows are.
constexpr std::int64_t kAnchorRows = 32;

// Per-pair tables that depend on one number only (a step or an offset
// between row centres, or a count of rows): few are in use in a window,
// since fractional spans alternate between neighbouring values and offsets
// stay below 2 * kAnchorRows (one position per row needs rows_per_pixel < 2).
// Entries are pure functions of their key, so which ones happen to be cached
// never changes a result, only its cost.
class PairTableCache {
 public:
  explicit PairTableCache(std::size_t capacity) : capacity_(capacity) {}

  template <typename Fill>
  const double* Get(double key, Fill fill) {
    for (std::size_t k = 0; k < keys_.size(); ++k) {
      if (keys_[k] == key) return tables_[k].data();
    }
    std::size_t slot = keys_.size();
    if (slot < capacity_) {
      keys_.push_back(key);
      tables_.emplace_back();
    } else {
      slot = next_;
      next_ = (next_ + 1) % capacity_;
      keys_[slot] = key;
    }
    fill(&tables_[slot]);
    return tables_[slot].data();
  }

 private:
  std::size_t capacity_;
  std::size_t next_ = 0;
  std::vector<double> keys_;
  std::vector<std::vector<double>> tables_;
};

// (sin, cos) of `angle / divisor[k]` for every pair k, interleaved.
void SinCosTable(double angle, const std::vector<double>& divisor,
                 std::vector<double>* out) {
  out->resize(2 * divisor.size());
  double* t = out->data();
  for (std::size_t k = 0; k < divisor.size(); ++k) {
    const double a = angle / divisor[k];
    // Adjacent sin and cos of one angle: compilers may fuse them into one
    // sincos call, which reduces the angle once.
    t[2 * k] = std::sin(a);
    t[2 * k + 1] = std::cos(a);
  }
}

// Rotates every interleaved (sin a, cos a) of `from` by the (sin b, cos b)
// of `by`, giving (sin(a + b), cos(a + b)) in `to` (which may be `from`).
void Rotate(const double* from, const double* by, std::size_t pairs,
            double* to) {
  for (std::size_t k = 0; k < pairs; ++k) {
    const double s = from[2 * k];
    const double c = from[2 * k + 1];
    const double sb = by[2 * k];
    const double cb = by[2 * k + 1];
    to[2 * k] = s * cb + c * sb;
    to[2 * k + 1] = c * cb - s * sb;
  }
}

// The positions pixel row y covers: n of them from `first` (counted from
// 1 in the one-indexed variant). Their centre, first + (n - 1) / 2, is kept
// doubled in an integer: from 2^52 on a double cannot hold the half.
struct RowSpan {
  bool inside = false;
  double n = 0;
  double first = 0;
  std::int64_t twice_centre = 0;
};

}  // namespace

Status ValidateGrid(const GridWindow& w, const EncodingOptions& options) {
  if (!std::isfinite(w.seq_len) || std::floor(w.seq_len) != w.seq_len ||
      w.seq_len < 1 || w.seq_len > kMaxAbsPosition) {
    return Status::Range("seqLen", "seqLen must be a whole number from 1 to " +
                                       MaxPositionText() + "; got " +
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
  if (row_end <= row_begin) return;
  const auto d_model = static_cast<std::int64_t>(w.d_model);
  const auto cols_px = static_cast<std::int64_t>(w.cols_px);
  const std::int64_t half = d_model / 2;
  std::vector<double> divisor(static_cast<std::size_t>(half));
  PairDivisorsInto(divisor.data(), d_model, options.base, options.variant);
  const std::int64_t first_position =
      options.variant == Variant::kOneIndexed ? 1 : 0;
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

  // The matrix columns every pixel column averages.
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

  // The pairs those columns show, numbered k in order of first use, and
  // where each column finds its mean: slot 2k holds the mean of the pair's
  // sin, 2k + 1 that of its cos. Work is per pair, not per column: both
  // columns of a pair share one angle.
  const bool sine_only = options.variant == Variant::kSineOnly;
  const bool cosine_only = options.variant == Variant::kCosineOnly;
  const bool swapped = options.variant == Variant::kSwapped;
  std::vector<std::int64_t> pair_slot(static_cast<std::size_t>(half), -1);
  std::vector<double> pair_divisor;
  std::vector<std::size_t> source(static_cast<std::size_t>(d_model), 0);
  for (std::int64_t c = c_lo; c < c_hi; ++c) {
    const std::int64_t pair = PairOfColumn(c, d_model, options.layout);
    const bool first = IsSinColumn(c, d_model, options.layout);
    const bool use_sin = sine_only || (!cosine_only && first != swapped);
    std::int64_t& slot = pair_slot[static_cast<std::size_t>(pair)];
    if (slot < 0) {
      slot = static_cast<std::int64_t>(pair_divisor.size());
      pair_divisor.push_back(divisor[static_cast<std::size_t>(pair)]);
    }
    const std::size_t s =
        2 * static_cast<std::size_t>(slot) + (use_sin ? 0 : 1);
    source[static_cast<std::size_t>(c)] = s;
  }
  const std::size_t pairs = pair_divisor.size();

  auto span_of = [&](std::int64_t y) {
    RowSpan row;
    std::int64_t p0 = 0;
    std::int64_t p1 = 0;
    row.inside =
        CoveredCells(w.row_start + static_cast<double>(y) * w.rows_per_pixel,
                     w.rows_per_pixel, w.seq_len, &p0, &p1);
    if (row.inside) {
      row.n = static_cast<double>(p1 - p0);
      row.first = static_cast<double>(p0 + first_position);
      row.twice_centre = 2 * (p0 + first_position) + (p1 - p0 - 1);
    }
    return row;
  };
  // A row evaluates sin and cos directly when it starts a block or when
  // the row above gave no angles to rotate (it lies outside the matrix).
  auto rotates = [&](std::int64_t y, const RowSpan& row) {
    return y % kAnchorRows != 0 && row.inside;
  };

  // A row's angles depend on the rows above it back to the last direct
  // one: start there, so that any split of the rows into calls gives the
  // same bits as one call.
  std::int64_t y = row_begin;
  {
    RowSpan row = span_of(y);
    while (rotates(y, row)) {
      const RowSpan above = span_of(y - 1);
      if (!above.inside) break;
      --y;
      row = above;
    }
  }

  // Interleaved (sin, cos) of each pair's angle at the centre of the
  // current row and of the block's first row, and the pixel row's cell
  // means (D_n times the current row's).
  std::vector<double> state(2 * pairs, 0.0);
  std::vector<double> anchor;
  std::vector<double> mean(2 * pairs, 0.0);
  bool have_state = false;        // The first row, and rows after one outside.
  std::int64_t state_centre = 0;  // Doubled, as in RowSpan.
  std::int64_t anchor_centre = 0;
  // Differences of doubled centres are small: halving them is exact.
  auto half_of = [](std::int64_t twice) {
    return 0.5 * static_cast<double>(twice);
  };
  PairTableCache halves(4);
  PairTableCache steps(8);
  PairTableCache offsets(2 * static_cast<std::size_t>(kAnchorRows));
  PairTableCache factors(4);
  for (; y < row_end; ++y) {
    const RowSpan row = span_of(y);
    double* out_row = y >= row_begin ? out + y * cols_px : nullptr;
    if (!row.inside) {
      have_state = false;
      if (out_row != nullptr) {
        for (std::int64_t x = 0; x < cols_px; ++x) out_row[x] = kNaN;
      }
      continue;
    }
    if (!have_state || !rotates(y, row)) {
      // The first position's angles, turned by (n - 1) / 2 to the centre;
      // with n == 1 exactly the per-cell formula sin(p / divisor).
      SinCosTable(row.first, pair_divisor, &anchor);
      if (row.n != 1) {
        const double h = 0.5 * (row.n - 1.0);
        const double* rot = halves.Get(h, [&](std::vector<double>* t) {
          SinCosTable(h, pair_divisor, t);
        });
        Rotate(anchor.data(), rot, pairs, anchor.data());
      }
      state = anchor;
      anchor_centre = row.twice_centre;
    } else if (row.n == 1) {
      const double offset_angle = half_of(row.twice_centre - anchor_centre);
      const double* rot =
          offsets.Get(offset_angle, [&](std::vector<double>* t) {
            SinCosTable(offset_angle, pair_divisor, t);
          });
      Rotate(anchor.data(), rot, pairs, state.data());
    } else {
      const double step = half_of(row.twice_centre - state_centre);
      const double* rot = steps.Get(step, [&](std::vector<double>* t) {
        SinCosTable(step, pair_divisor, t);
      });
      Rotate(state.data(), rot, pairs, state.data());
    }
    have_state = true;
    state_centre = row.twice_centre;
    if (out_row != nullptr) {
      const double* values = state.data();
      if (row.n != 1) {
        const double n = row.n;
        const double* factor = factors.Get(n, [&](std::vector<double>* t) {
          t->resize(pairs);
          for (std::size_t k = 0; k < pairs; ++k) {
            (*t)[k] = DirichletFactor(n, 1.0 / pair_divisor[k]);
          }
        });
        for (std::size_t k = 0; k < pairs; ++k) {
          mean[2 * k] = factor[k] * state[2 * k];
          mean[2 * k + 1] = factor[k] * state[2 * k + 1];
        }
        values = mean.data();
      }
      for (std::int64_t x = 0; x < cols_px; ++x) {
        const std::int64_t a = col_first[static_cast<std::size_t>(x)];
        const std::int64_t b = col_end[static_cast<std::size_t>(x)];
        if (b <= a) {
          out_row[x] = kNaN;
          continue;
        }
        double sum = 0.0;
        for (std::int64_t c = a; c < b; ++c) {
          sum += values[source[static_cast<std::size_t>(c)]];
        }
        out_row[x] = sum / static_cast<double>(b - a);
      }
    }
  }
}

}  // namespace posenc
