// The lab's dense kernels: small row-major matrix products whose inner loops
// run over contiguous memory (so that the compiler vectorises them as
// independent lanes, never as a reordered sum), and LayerNorm. Every sum runs
// in one fixed order, so results are the same bits on every run.
#ifndef POSENC_SRC_LAB_KERNELS_H_
#define POSENC_SRC_LAB_KERNELS_H_

#include <cstdint>

namespace posenc {
namespace lab {

// out (n x m) = a (n x k) w (k x m), overwriting out.
void MatMul(double* out, const double* a, const double* w, std::int64_t n,
            std::int64_t k, std::int64_t m);
// grad (k x m) += a^T (k x n) g (n x m): the weight gradient of MatMul.
void AccumulateATransposeB(double* grad, const double* a, const double* g,
                           std::int64_t n, std::int64_t k, std::int64_t m);
// out (rows x cols) = the transpose of in (cols x rows).
void Transpose(double* out, const double* in, std::int64_t rows,
               std::int64_t cols);
// grad (m) += the column sums of g (n x m).
void AccumulateColumnSums(double* grad, const double* g, std::int64_t n,
                          std::int64_t m);

// LayerNorm over each row of x (n x d), eps 1e-5, biased variance:
// xhat = (x - mean) * rstd, rstd = 1 / sqrt(var + eps), y = xhat * g + b.
void LayerNormForward(double* y, double* xhat, double* rstd, const double* x,
                      const double* g, const double* b, std::int64_t n,
                      std::int64_t d);
// From dy (n x d): dg += sum dy * xhat, db += sum dy, and dx (n x d) +=
// rstd * (dxhat - mean(dxhat) - xhat * mean(dxhat * xhat)), dxhat = dy * g.
void LayerNormBackward(double* dx, double* dg, double* db, const double* dy,
                       const double* xhat, const double* rstd, const double* g,
                       std::int64_t n, std::int64_t d);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_SRC_LAB_KERNELS_H_
