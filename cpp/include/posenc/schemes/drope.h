// DroPE (Gelberg et al. 2025, "Extending the context of pretrained LLMs by
// dropping their positional embeddings"): a model trained with RoPE has its
// rotation removed after training (followed by a short recalibration), so at
// inference the score of a query and a key is their plain dot product. Past
// the training length RoPE produces rotation angles the model never saw;
// without the rotation, no score depends on distance and none is new.
//
// DropeCompare scores the same q and k at every relative distance
// 0 .. max_distance with RoPE (ScoreProfileInto, no scaling) and without it,
// and measures which RoPE scores past the training length fall outside the
// range RoPE produced inside it.
#ifndef POSENC_SCHEMES_DROPE_H_
#define POSENC_SCHEMES_DROPE_H_

#include <cstdint>

#include "posenc/status.h"

namespace posenc {

struct DropeSummary {
  // The RoPE scores over distances 0 .. training_length - 1 (the seen range;
  // only the distances up to max_distance count).
  double seen_min = 0;
  double seen_max = 0;
  // The dot product q . k: the score without rotation, at every distance.
  double dot = 0;
  // Distances >= training_length (up to max_distance) whose RoPE score is
  // outside [seen_min, seen_max]; the first of them, or -1.
  double outside_count = 0;
  double first_outside = -1;
  // Pairs whose angle never completes a turn within the training length
  // ((training_length - 1) * invFreq_i < 2 pi, the largest distance seen
  // being training_length - 1): they see new angles past it.
  double unseen_pairs = 0;
};

// q, k and max_distance as ValidateScoreProfile; base > 1; training_length
// a whole number from 1 to 2^53.
Status ValidateDrope(double q_length, double k_length, double max_distance,
                     double base, double training_length);

// Writes the RoPE scores to rope_out and the scores without rotation to
// nope_out (max_distance + 1 values each) and returns the summary.
DropeSummary DropeCompareInto(double* rope_out, double* nope_out,
                              const double* q, const double* k,
                              std::int64_t d_model, std::int64_t max_distance,
                              double base, double training_length);

}  // namespace posenc

#endif  // POSENC_SCHEMES_DROPE_H_
