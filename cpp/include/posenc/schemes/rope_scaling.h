// RoPE context extension: the per-pair frequencies of RoPE under the
// scalings models use to run past their training length, and the attention
// score they give against relative distance.
//
//   none         invFreq_i = base^(-2i/d)
//   linear       position interpolation (Chen et al. 2023): invFreq / factor
//   ntk          NTK-aware (bloc97 2023): base * factor^(d/(d-2))
//   dynamic-ntk  the NTK base recomputed for the current length L:
//                base * (factor L / original - (factor - 1))^(d/(d-2)),
//                L = max(seqLen, original)
//   yarn         YaRN (Peng et al. 2023): a ramp over pairs between
//                interpolation (low frequencies) and extrapolation (high),
//                and attentionFactor = 0.1 ln(factor) + 1
//   llama3       Llama 3 (Meta 2024): wavelengths above original /
//                lowFreqFactor interpolated, below original / highFreqFactor
//                kept, a linear blend in between
//
// The definitions are those of issue 10, which follow Hugging Face
// transformers' _compute_*_parameters with these documented differences:
// everything is float64 (transformers builds inv_freq in float32); invFreq /
// factor rather than 1 / (factor * base^(2i/d)) (an ulp apart); the factor
// is taken as given (transformers' YaRN replaces it by max_position /
// original when both are configured); "ntk" (static NTK-aware) is bloc97's
// formula, which transformers does not ship as a type.
#ifndef POSENC_SCHEMES_ROPE_SCALING_H_
#define POSENC_SCHEMES_ROPE_SCALING_H_

#include <cstdint>
#include <limits>

#include "posenc/facts.h"
#include "posenc/status.h"

namespace posenc {

enum class RopeScalingType : int {
  kNone = 0,
  kLinear = 1,
  kNtk = 2,
  kDynamicNtk = 3,
  kYarn = 4,
  kLlama3 = 5,
};
constexpr int kRopeScalingCount = 6;
// Stable names used by the JavaScript API and URLs, indexed by the type.
constexpr const char* kRopeScalingNames[kRopeScalingCount] = {
    "none", "linear", "ntk", "dynamic-ntk", "yarn", "llama3"};

// A scaling as JavaScript passes it. A field the caller left out is NaN: it
// then takes its default, or is reported missing when the type needs it.
struct RopeScaling {
  int type = 0;
  double factor = kUnset;
  double original_max_position = kUnset;
  double seq_len = kUnset;
  double beta_fast = kUnset;
  double beta_slow = kUnset;
  double low_freq_factor = kUnset;
  double high_freq_factor = kUnset;

  static constexpr double kUnset = std::numeric_limits<double>::quiet_NaN();
};

// Checks d_model, base and every field the type uses (the others must be
// left out), in the order the API documents: type, factor, then the rest.
// Errors name the field as "scaling.<field>".
Status ValidateRopeScaling(double d_model, double base,
                           const RopeScaling& scaling);

// Writes invFreq (d_model / 2 values) and returns the attention factor
// (1 except for yarn). Arguments must pass ValidateRopeScaling.
double RopeFrequenciesInto(double* inv_freq, std::int64_t d_model, double base,
                           const RopeScaling& scaling);

// How much of the factor each pair's frequency is divided by, as a fraction
// of ln(factor): ln(before / after) / ln(factor), 0 for a pair left as it was
// (extrapolated), 1 for a pair divided by the whole factor (interpolated),
// between for a blend (0 everywhere when the factor is 1 or there is no
// scaling). `before` and `after` hold d_model / 2 frequencies.
void InterpolationInto(double* out, const double* before, const double* after,
                       std::int64_t half, double factor);

// The RoPE score of query q at position m and key k at position n depends on
// m - n only:  sum_i [(q0 k0 + q1 k1) cos(D t_i) + (q0 k1 - q1 k0) sin(D t_i)]
// with D = m - n, t_i = invFreq_i, and the pairs (x[2i], x[2i+1]). Scaled
// RoPE multiplies both rotated vectors by attentionFactor, so the score by
// its square. Writes the score at D = 0 .. max_distance.
//
// Validates d_model (= q and k length), max_distance (a whole number from 0
// to 2^53) and the cost (max_distance + 1) * d_model / 2 <= kMaxTrigElements.
Status ValidateScoreProfile(double q_length, double k_length,
                            double max_distance);
void ScoreProfileInto(double* out, const double* q, const double* k,
                      std::int64_t d_model, std::int64_t max_distance,
                      const double* inv_freq, double attention_factor);

}  // namespace posenc

#endif  // POSENC_SCHEMES_ROPE_SCALING_H_
