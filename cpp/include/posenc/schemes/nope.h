// NoPE (Kazemnejad et al. 2023, "The Impact of Positional Encoding on Length
// Generalization in Transformers"): a decoder with no position encoding at
// all. The causal mask alone carries position: with uniform attention, query
// t averages the t + 1 values it may see, so a value that marks only the
// first token (1, 0, 0, ...) comes out as 1 / (t + 1), a strictly
// decreasing, hence invertible, function of t.
#ifndef POSENC_SCHEMES_NOPE_H_
#define POSENC_SCHEMES_NOPE_H_

#include <cstdint>

#include "posenc/status.h"

namespace posenc {

// values: `count` finite numbers, count from 1 and count * count at most
// kMaxBiasElements (the attention matrix); values may be nullptr to check
// the count only.
Status ValidateNope(const double* values, double count);

// out: the (count, count) uniform causal attention matrix (1 / (i + 1) for
// keys j <= i, 0 after), then the count outputs: output t = mean of
// values[0..t], summed left to right.
void NopeCausalMeanInto(double* out, const double* values, std::int64_t count);

}  // namespace posenc

#endif  // POSENC_SCHEMES_NOPE_H_
