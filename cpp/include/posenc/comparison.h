// The two alternatives the lesson compares with the sinusoidal encoding:
// learned position embeddings (a trained lookup table) and RoPE (rotary
// position embedding, Su et al. 2021).
#ifndef POSENC_COMPARISON_H_
#define POSENC_COMPARISON_H_

#include <cstdint>
#include <vector>

#include "posenc/status.h"

namespace posenc {

// max_len, d_model as for Encode (max_len * d_model <= kMaxElements).
Status ValidateLearnedTable(double max_len, double d_model);

// The number of trainable parameters of a learned table: max_len * d_model
// (393,216 for BERT's 512 x 768).
std::int64_t LearnedParameterCount(std::int64_t max_len, std::int64_t d_model);

// A learned table as it looks at initialisation: (max_len, d_model) values
// drawn from N(0, 0.02^2) (BERT's and GPT-2's initialiser) by a seeded,
// platform-independent generator (splitmix64 + Box-Muller), so the page,
// tests and exports agree. Positions >= max_len have no row: that is the
// table's hard length limit.
void LearnedTableInto(double* out, std::int64_t max_len, std::int64_t d_model,
                      std::uint64_t seed);

// d_model even as for Encode; position finite; base > 1.
Status ValidateRope(double length, double position, double base);

// RoPE: rotates every pair (x[2i], x[2i+1]) of v by +position / base^(2i/d):
//   out[2i]   = x[2i] cos t - x[2i+1] sin t
//   out[2i+1] = x[2i] sin t + x[2i+1] cos t
// so that Rope(q, m) . Rope(k, n) depends on m - n only. `out` may alias v.
void RopeInto(double* out, const double* v, std::int64_t d_model,
              double position, double base);
std::vector<double> Rope(const std::vector<double>& v, double position,
                         double base = kDefaultBase);

// The (len, len) matrix of RoPE attention scores Rope(q, m) . Rope(k, n)
// for one query and one key vector placed at every position m, n < len;
// len * len <= kMaxElements.
Status ValidateRopeScores(double length, double len, double base);
void RopeScoresInto(double* out, const double* q, const double* k,
                    std::int64_t d_model, std::int64_t len, double base);

}  // namespace posenc

#endif  // POSENC_COMPARISON_H_
