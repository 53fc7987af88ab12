// Pixel-exact sampling of the encoding matrix for a heat map of any size.
//
// A (seq_len, d_model) matrix of a million positions cannot be materialised
// for a canvas of a few hundred pixels, and point-sampling it shows moire:
// the fast columns alias into slow fake stripes. Instead each pixel gets the
// exact mean of the cells it covers. Along positions that mean has a closed
// form (the sum of sines in arithmetic progression):
//   mean_{p=a}^{a+n-1} sin(w p) = D_n(w) sin(w (a + (n-1)/2)),
//   D_n(w) = sin(n w / 2) / (n sin(w / 2)),
// and likewise for cos, so a pixel row costs one (sin, cos) per covered
// pair, whatever the number of positions it covers. Those are not called
// per row either: each row's angles are the previous row's turned by the
// step between their centres (angle addition, 4 multiplications), with a
// direct evaluation every 32 rows to bound the drift (render.cc says why
// the result stays within 1e-12 of the exact mean).
#ifndef POSENC_RENDER_H_
#define POSENC_RENDER_H_

#include <cstdint>

#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc {

// A window onto the (seq_len, d_model) matrix: pixel row y covers the
// continuous position range [row_start + y * rows_per_pixel, + rows_per_pixel)
// and pixel column x the dimension range [col_start + x * cols_per_pixel, ...).
// Cell (p, c) occupies [p, p + 1) x [c, c + 1).
struct GridWindow {
  double seq_len = 1;
  double d_model = 2;
  double row_start = 0;
  double rows_per_pixel = 1;
  double rows_px = 1;
  double col_start = 0;
  double cols_per_pixel = 1;
  double cols_px = 1;
};

// seq_len up to 2^53 and d_model as in Encode; pixel counts whole numbers
// from 1 to kMaxGridPixels (facts.h) with rows_px * cols_px <= 2^24; spans
// finite and > 0.
Status ValidateGrid(const GridWindow& window, const EncodingOptions& options);

// The whole cells a pixel covers along one axis: those whose centre lies
// in the pixel, or the one cell under the pixel's centre when it is smaller
// than a cell; clamped to [0, count). Returns false when the pixel lies
// outside the matrix.
bool CoveredCells(double start, double span, double count, std::int64_t* first,
                  std::int64_t* end);

// Writes rows [row_begin, row_end) of the rows_px x cols_px grid of cell
// means (NaN for pixels outside the matrix). Splitting the rows lets a page
// spread a large window over several frames; any split gives the same bits.
// Each pixel is within 1e-12 of the exact mean of its cells, plus the
// rounding a float64 angle carries (2^-52 |angle|, damped by the averaging);
// a pixel row over one position is within Encode's tolerance of the formula
// (exactly it on the first row of each block of 32).
void AverageGridInto(double* out, const GridWindow& window,
                     const EncodingOptions& options, std::int64_t row_begin,
                     std::int64_t row_end);

}  // namespace posenc

#endif  // POSENC_RENDER_H_
