// The Gram matrix of a trained model's learned position table, Pl Plᵀ: what
// the lab view draws beside the sinusoidal encoding's (docs/lab.md). It is
// the engine's, not the page's, so every number the page shows is computed
// by the engine.
#ifndef POSENC_LAB_POSITION_GRAM_H_
#define POSENC_LAB_POSITION_GRAM_H_

#include <cstdint>

#include "posenc/lab/config.h"
#include "posenc/status.h"

namespace posenc {
namespace lab {

// Only the learned encoding has a position table; any other names
// config.encoding (RangeError) and says which one does.
Status ValidatePositionGram(const Config& config);

// out (P x P, row-major, P = PositionCapacity(config)): out[i * P + j] =
// sum over k of Pl[i][k] Pl[j][k], the dot product of positions i and j's
// learned vectors, in float64. Symmetric by construction: each pair is
// computed once and written to both cells, so out[i][j] == out[j][i] bit
// for bit.
void PositionGramInto(double* out, const Config& config, const double* params);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_POSITION_GRAM_H_
