#include "posenc/schemes/drope.h"

#include <cmath>
#include <vector>

#include "posenc/schemes/rope_scaling.h"

namespace posenc {

POSENC_COLD Status ValidateDrope(double q_length, double k_length,
                                 double max_distance, double base,
                                 double training_length) {
  Status status = ValidateScoreProfile(q_length, k_length, max_distance);
  if (status.ok) status = ValidateBase(base);
  if (!status.ok) return status;
  if (!(std::floor(training_length) == training_length &&
        training_length >= 1 && training_length <= kMaxAbsPosition)) {
    return Status::Range("trainingLength",
                         "trainingLength must be a whole number from 1 to " +
                             MaxPositionText() + "; got " +
                             FormatNumber(training_length));
  }
  return Status::Ok();
}

DropeSummary DropeCompareInto(double* rope_out, double* nope_out,
                              const double* q, const double* k,
                              std::int64_t d_model, std::int64_t max_distance,
                              double base, double training_length) {
  const std::int64_t half = d_model / 2;
  std::vector<double> inv_freq(static_cast<std::size_t>(half));
  RopeFrequenciesInto(inv_freq.data(), d_model, base, RopeScaling{});
  ScoreProfileInto(rope_out, q, k, d_model, max_distance, inv_freq.data(), 1.0);

  DropeSummary summary;
  for (std::int64_t j = 0; j < d_model; ++j) summary.dot += q[j] * k[j];
  for (std::int64_t t = 0; t <= max_distance; ++t) nope_out[t] = summary.dot;

  // Distance 0 is always inside the training length.
  summary.seen_min = summary.seen_max = rope_out[0];
  for (std::int64_t t = 1;
       t <= max_distance && static_cast<double>(t) < training_length; ++t) {
    summary.seen_min = std::fmin(summary.seen_min, rope_out[t]);
    summary.seen_max = std::fmax(summary.seen_max, rope_out[t]);
  }
  for (std::int64_t t = 0; t <= max_distance; ++t) {
    if (static_cast<double>(t) < training_length) continue;
    if (rope_out[t] < summary.seen_min || rope_out[t] > summary.seen_max) {
      if (summary.first_outside < 0) {
        summary.first_outside = static_cast<double>(t);
      }
      summary.outside_count += 1;
    }
  }
  constexpr double kTwoPi = 6.283185307179586;
  for (std::int64_t i = 0; i < half; ++i) {
    if ((training_length - 1.0) * inv_freq[static_cast<std::size_t>(i)] <
        kTwoPi) {
      summary.unseen_pairs += 1;
    }
  }
  return summary;
}

}  // namespace posenc
