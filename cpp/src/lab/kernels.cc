#include "kernels.h"

#include <cmath>
#include <cstring>

namespace posenc {
namespace lab {

namespace {
constexpr double kLayerNormEps = 1e-5;
}  // namespace

void MatMul(double* out, const double* a, const double* w, std::int64_t n,
            std::int64_t k, std::int64_t m) {
  std::memset(out, 0, static_cast<std::size_t>(n * m) * sizeof(double));
  for (std::int64_t i = 0; i < n; ++i) {
    double* __restrict o = out + i * m;
    const double* ai = a + i * k;
    for (std::int64_t p = 0; p < k; ++p) {
      const double s = ai[p];
      const double* __restrict wp = w + p * m;
      for (std::int64_t j = 0; j < m; ++j) o[j] += s * wp[j];
    }
  }
}

void AccumulateATransposeB(double* grad, const double* a, const double* g,
                           std::int64_t n, std::int64_t k, std::int64_t m) {
  for (std::int64_t i = 0; i < n; ++i) {
    const double* ai = a + i * k;
    const double* __restrict gi = g + i * m;
    for (std::int64_t p = 0; p < k; ++p) {
      const double s = ai[p];
      if (s == 0.0) continue;  // ReLU zeros: adding 0 * g changes nothing.
      double* __restrict row = grad + p * m;
      for (std::int64_t j = 0; j < m; ++j) row[j] += s * gi[j];
    }
  }
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
