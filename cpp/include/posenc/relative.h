// Relative position: PE(pos + k) is a fixed linear map R_k of PE(pos), and
// PE(p) . PE(q) depends only on p - q.
#ifndef POSENC_RELATIVE_H_
#define POSENC_RELATIVE_H_

#include <array>
#include <cstdint>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc {

// length: an even whole number from 2 to kMaxDModel (the vector is one
// interleaved encoding row); k finite; base finite and > 1.
Status ValidateShift(double length, double k, double base);

// out = R_k v: rotates every (sin, cos) pair of the interleaved vector v by
// the angle k / base^(2i/d), so that Shift(PE(pos), k) == PE(pos + k).
// `out` and `v` may alias. With a broken variant the angles use that
// variant's divisors, which shows which mistakes keep the property (the
// frequency mistakes) and which lose it (sine or cosine in every column).
void ShiftInto(double* out, const double* v, std::int64_t d_model, double k,
               double base, Variant variant = Variant::kCorrect);
std::vector<double> Shift(const std::vector<double>& v, double k,
                          double base = kDefaultBase,
                          Variant variant = Variant::kCorrect);

// pair: a whole number from 0 to d_model/2 - 1, plus ValidateShift's rules.
Status ValidateRotation(double k, double pair, double d_model, double base);

// The 2x2 block of R_k for one pair, row-major:
//   [[cos t, sin t], [-sin t, cos t]] with t = k / base^(2 pair / d_model).
std::array<double, 4> RotationMatrix(double k, std::int64_t pair,
                                     std::int64_t d_model, double base);

// seq_len, d_model, base as for Encode, and seq_len^2 within kMaxElements.
Status ValidateDotProducts(double seq_len, double d_model, double base);

// out (seq_len, seq_len) = PE PE^T, computed from the encoding matrix
// itself (not from the closed form), so the page can show that every
// diagonal is constant rather than assume it.
void DotProductsInto(double* out, std::int64_t seq_len, std::int64_t d_model,
                     double base);
std::vector<double> DotProducts(std::int64_t seq_len, std::int64_t d_model,
                                double base = kDefaultBase);

}  // namespace posenc

#endif  // POSENC_RELATIVE_H_
