#include "posenc/relative.h"

#include <cmath>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/rounded_pow.h"

namespace posenc {

POSENC_COLD Status ValidateShift(double length, double k, double base) {
  Status status = ValidateDModel(length, "vector.length");
  if (!status.ok) return status;
  status = ValidatePosition(k, "k");
  if (!status.ok) return status;
  return ValidateBase(base);
}

void ShiftInto(double* out, const double* v, std::int64_t d_model, double k,
               double base, Variant variant) {
  std::vector<double> divisor = PairDivisors(d_model, base, variant);
  for (std::int64_t i = 0; i < d_model / 2; ++i) {
    const double angle = k / divisor[static_cast<std::size_t>(i)];
    const double cos_k = std::cos(angle);
    const double sin_k = std::sin(angle);
    const double s = v[2 * i];
    const double c = v[2 * i + 1];
    out[2 * i] = s * cos_k + c * sin_k;
    out[2 * i + 1] = c * cos_k - s * sin_k;
  }
}

std::vector<double> Shift(const std::vector<double>& v, double k, double base,
                          Variant variant) {
  std::vector<double> out(v.size());
  ShiftInto(out.data(), v.data(), static_cast<std::int64_t>(v.size()), k, base,
            variant);
  return out;
}

POSENC_COLD Status ValidateRotation(double k, double pair, double d_model,
                                    double base) {
  Status status = ValidateShift(d_model, k, base);
  if (!status.ok) {
    if (status.param == "vector.length") return ValidateDModel(d_model);
    return status;
  }
  const double pairs = d_model / 2;
  if (!(std::floor(pair) == pair) || pair < 0 || pair >= pairs) {
    return Status::Range("pair", "pair must be a whole number from 0 to " +
                                     FormatNumber(pairs - 1) +
                                     " (dModel/2 - 1); got " +
                                     FormatNumber(pair));
  }
  return Status::Ok();
}

std::array<double, 4> RotationMatrix(double k, std::int64_t pair,
                                     std::int64_t d_model, double base) {
  const double divisor = RoundedPow(
      base, 2.0 * static_cast<double>(pair) / static_cast<double>(d_model));
  const double angle = k / divisor;
  const double c = std::cos(angle);
  const double s = std::sin(angle);
  return {c, s, -s, c};
}

POSENC_COLD Status ValidateDotProducts(double seq_len, double d_model,
                                       double base) {
  Status status = ValidateEncodingShape(seq_len, d_model, base);
  if (!status.ok) return status;
  return ValidateElementCount(seq_len, seq_len, "seqLen", "seqLen");
}

void DotProductsInto(double* out, std::int64_t seq_len, std::int64_t d_model,
                     double base) {
  EncodingOptions options;
  options.base = base;
  const std::vector<double> pe = Encode(seq_len, d_model, options);
  // Symmetric: compute the upper triangle and mirror it.
  for (std::int64_t p = 0; p < seq_len; ++p) {
    const double* a = &pe[static_cast<std::size_t>(p * d_model)];
    for (std::int64_t q = p; q < seq_len; ++q) {
      const double* b = &pe[static_cast<std::size_t>(q * d_model)];
      double dot = 0.0;
      for (std::int64_t k = 0; k < d_model; ++k) dot += a[k] * b[k];
      out[p * seq_len + q] = dot;
      out[q * seq_len + p] = dot;
    }
  }
}

std::vector<double> DotProducts(std::int64_t seq_len, std::int64_t d_model,
                                double base) {
  std::vector<double> out(static_cast<std::size_t>(seq_len * seq_len));
  DotProductsInto(out.data(), seq_len, d_model, base);
  return out;
}

}  // namespace posenc
