#include "kernels.h"

#include <cmath>

namespace posenc {
namespace lab {

namespace {
constexpr double kLayerNormEps = 1e-5;

// The two products below keep a block of R output rows x kCols columns in
// local sums across the whole reduction, which the compiler holds in
// registers (with -msimd128, four 2-lane vectors per row), so each output
// element is loaded and stored once instead of once per term. Every element
// still adds its terms one at a time in the reduction's order, from where
// the plain loops started (0, or the gradient's value), so the results are
// those loops' bits (tests/js/lab-simd.test.mjs compares the builds;
// bench/lab_native.cc prints a fingerprint). 2 rows x 8 columns measured
// fastest in WebAssembly with SIMD at the benchmark's shape (d 32: 13.1 ms a
// step against 14.2 ms for 4 x 4 and 14.7 ms for 4 x 8, which spills on
// x86-64's 16 vector registers); the step took 21.4 ms before blocking.
constexpr int kRows = 2;
constexpr int kCols = 8;

// out's R rows (R x m) = a's R rows (R x k) w (k x m).
template <int R>
void MatMulRows(double* out, const double* a, const double* w, std::int64_t k,
                std::int64_t m) {
  std::int64_t j = 0;
  for (; j + kCols <= m; j += kCols) {
    double acc[R][kCols] = {};
    for (std::int64_t p = 0; p < k; ++p) {
      const double* wp = w + p * m + j;
      for (int r = 0; r < R; ++r) {
        const double s = a[r * k + p];
        for (int c = 0; c < kCols; ++c) acc[r][c] += s * wp[c];
      }
    }
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < kCols; ++c) out[r * m + j + c] = acc[r][c];
    }
  }
  for (; j < m; ++j) {
    double acc[R] = {};
    for (std::int64_t p = 0; p < k; ++p) {
      for (int r = 0; r < R; ++r) acc[r] += a[r * k + p] * w[p * m + j];
    }
    for (int r = 0; r < R; ++r) out[r * m + j] = acc[r];
  }
}

// grad's R rows (R x m) += a's R columns (n x k, `a` pointing at the first)
// transposed times g (n x m). A zero of a is skipped (the ReLU's zeros), as
// the plain loop skipped it: adding 0 * g would turn a -0 sum into +0.
template <int R>
void AccumulateRows(double* grad, const double* a, const double* g,
                    std::int64_t n, std::int64_t k, std::int64_t m) {
  std::int64_t j = 0;
  for (; j + kCols <= m; j += kCols) {
    double acc[R][kCols];
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < kCols; ++c) acc[r][c] = grad[r * m + j + c];
    }
    for (std::int64_t i = 0; i < n; ++i) {
      const double* gi = g + i * m + j;
      for (int r = 0; r < R; ++r) {
        const double s = a[i * k + r];
        if (s == 0.0) continue;
        for (int c = 0; c < kCols; ++c) acc[r][c] += s * gi[c];
      }
    }
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < kCols; ++c) grad[r * m + j + c] = acc[r][c];
    }
  }
  for (; j < m; ++j) {
    for (int r = 0; r < R; ++r) {
      double sum = grad[r * m + j];
      for (std::int64_t i = 0; i < n; ++i) {
        const double s = a[i * k + r];
        if (s != 0.0) sum += s * g[i * m + j];
      }
      grad[r * m + j] = sum;
    }
  }
}

}  // namespace

void MatMul(double* out, const double* a, const double* w, std::int64_t n,
            std::int64_t k, std::int64_t m) {
  std::int64_t i = 0;
  for (; i + kRows <= n; i += kRows) {
    MatMulRows<kRows>(out + i * m, a + i * k, w, k, m);
  }
  for (; i < n; ++i) MatMulRows<1>(out + i * m, a + i * k, w, k, m);
}

void AccumulateATransposeB(double* grad, const double* a, const double* g,
                           std::int64_t n, std::int64_t k, std::int64_t m) {
  std::int64_t p = 0;
  for (; p + kRows <= k; p += kRows) {
    AccumulateRows<kRows>(grad + p * m, a + p, g, n, k, m);
  }
  for (; p < k; ++p) AccumulateRows<1>(grad + p * m, a + p, g, n, k, m);
}

void Transpose(double* out, const double* in, std::int64_t rows,
               std::int64_t cols) {
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c = 0; c < cols; ++c)
      out[r * cols + c] = in[c * rows + r];
  }
}

void AccumulateColumnSums(double* grad, const double* g, std::int64_t n,
                          std::int64_t m) {
  for (std::int64_t i = 0; i < n; ++i) {
    const double* gi = g + i * m;
    for (std::int64_t j = 0; j < m; ++j) grad[j] += gi[j];
  }
}

void LayerNormForward(double* y, double* xhat, double* rstd, const double* x,
                      const double* g, const double* b, std::int64_t n,
                      std::int64_t d) {
  const double inv_d = 1.0 / static_cast<double>(d);
  for (std::int64_t i = 0; i < n; ++i) {
    const double* xi = x + i * d;
    double mean = 0;
    for (std::int64_t j = 0; j < d; ++j) mean += xi[j];
    mean *= inv_d;
    double var = 0;
    for (std::int64_t j = 0; j < d; ++j) {
      const double c = xi[j] - mean;
      var += c * c;
    }
    var *= inv_d;
    const double r = 1.0 / std::sqrt(var + kLayerNormEps);
    rstd[i] = r;
    double* hi = xhat + i * d;
    double* yi = y + i * d;
    for (std::int64_t j = 0; j < d; ++j) {
      hi[j] = (xi[j] - mean) * r;
      yi[j] = hi[j] * g[j] + b[j];
    }
  }
}

void LayerNormBackward(double* dx, double* dg, double* db, const double* dy,
                       const double* xhat, const double* rstd, const double* g,
                       std::int64_t n, std::int64_t d) {
  const double inv_d = 1.0 / static_cast<double>(d);
  for (std::int64_t i = 0; i < n; ++i) {
    const double* dyi = dy + i * d;
    const double* hi = xhat + i * d;
    double mean_dxhat = 0;
    double mean_dxhat_xhat = 0;
    for (std::int64_t j = 0; j < d; ++j) {
      dg[j] += dyi[j] * hi[j];
      db[j] += dyi[j];
      const double dxhat = dyi[j] * g[j];
      mean_dxhat += dxhat;
      mean_dxhat_xhat += dxhat * hi[j];
    }
    mean_dxhat *= inv_d;
    mean_dxhat_xhat *= inv_d;
    double* dxi = dx + i * d;
    for (std::int64_t j = 0; j < d; ++j) {
      dxi[j] +=
          rstd[i] * (dyi[j] * g[j] - mean_dxhat - hi[j] * mean_dxhat_xhat);
    }
  }
}

}  // namespace lab
}  // namespace posenc
