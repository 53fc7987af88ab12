// Shaw, Uszkoreit, Vaswani 2018, "Self-Attention with Relative Position
// Representations": query i and key j share the learned vector of their
// clipped distance, clip(j - i, -k, k), so only 2k + 1 vectors exist
// however long the sequence.
#ifndef POSENC_SCHEMES_SHAW_H_
#define POSENC_SCHEMES_SHAW_H_

#include <cstdint>
#include <vector>

#include "posenc/status.h"

namespace posenc {

// seq_len as everywhere, seq_len * seq_len at most kMaxBiasElements, and k
// a whole number from 0 to kMaxShawK.
Status ValidateShaw(double seq_len, double k);

// out (seq_len, seq_len): out[i][j] = clip(j - i, -k, k) + k, the row of the
// (2k + 1)-row table of learned vectors that query i uses for key j.
void ShawIndicesInto(std::int32_t* out, std::int64_t seq_len, std::int64_t k);
std::vector<std::int32_t> ShawIndices(std::int64_t seq_len, std::int64_t k);

}  // namespace posenc

#endif  // POSENC_SCHEMES_SHAW_H_
