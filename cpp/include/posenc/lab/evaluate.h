// The lab's evaluation: accuracy per task length, including lengths longer
// than any the model was trained on (docs/lab.md, "Evaluation").
#ifndef POSENC_LAB_EVALUATE_H_
#define POSENC_LAB_EVALUATE_H_

#include <cstdint>

#include "posenc/lab/config.h"
#include "posenc/status.h"

namespace posenc {
namespace lab {

// seed as everywhere; lengths: 1 to kLabMaxLength of them (count), each a
// whole number from 1 (lookback: K + 1, the first with a scored target) to
// maxLength; examples 1 to kLabMaxBatchSize; and kLabEvaluateCost.
Status ValidateEvaluate(const Config& config, double seed,
                        const double* lengths, double count, double examples);

// For each lengths[k]: `examples` sequences, MakeBatchInto(...,
// StepSeed(seed, lengths[k]), examples, lengths[k]) (so a length's result
// does not depend on which other lengths are asked for), at positions 0 ..
// T-1, except randomized: there the batch's own sampled positions, as in
// training. Ruoss et al.'s implementation samples at every forward pass,
// evaluation included (noisy_fixed_positional_encodings in
// google-deepmind/randomized_positional_encodings); at 0 .. T-1 a model
// trained on spread-out positions sees gaps it never saw (measured: copy,
// lengths 2-8, exact accuracy at length 4 0.06 against 0.36 sampled;
// docs/lab.md). accuracy[k]: the fraction of sequences whose every
// scored target is the argmax of its logits (the first of equal maxima);
// token_accuracy[k]: the fraction of scored targets that are.
void EvaluateInto(double* accuracy, double* token_accuracy,
                  const Config& config, const double* params,
                  std::uint64_t seed, const double* lengths, std::int64_t count,
                  std::int64_t examples);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_EVALUATE_H_
