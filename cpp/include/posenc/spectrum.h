// Wavelengths of the (sin, cos) pairs and the uniqueness of encoding rows.
#ifndef POSENC_SPECTRUM_H_
#define POSENC_SPECTRUM_H_

#include <cstdint>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc {

Status ValidateWavelengths(double d_model, double base);

// out[i] = 2 pi base^(2i/d_model) for i < d_model/2 (for a broken variant,
// 2 pi times its divisor; +inf where the column never changes).
void WavelengthsInto(double* out, std::int64_t d_model, double base,
                     Variant variant = Variant::kCorrect);
std::vector<double> Wavelengths(std::int64_t d_model,
                                double base = kDefaultBase,
                                Variant variant = Variant::kCorrect);

// The number of distinct rows of the (seq_len, d_model) encoding, compared
// exactly as numpy.unique(axis=0) does. Same limits as Encode.
std::int64_t UniqueRows(std::int64_t seq_len, std::int64_t d_model,
                        const EncodingOptions& options = {});

}  // namespace posenc

#endif  // POSENC_SPECTRUM_H_
