#include "posenc/lab/evaluate.h"

#include <cmath>
#include <string>
#include <vector>

#include "posenc/costs.h"
#include "posenc/lab/model.h"
#include "posenc/lab/rng.h"
#include "posenc/lab/tasks.h"
#include "posenc/lab/train.h"

namespace posenc {
namespace lab {

POSENC_COLD Status ValidateEvaluate(const Config& config, double seed,
                                    const double* lengths, double count,
                                    double examples) {
  Status s = ValidateSeed(seed);
  if (!s.ok) return s;
  if (!(std::isfinite(count) && count >= 1 && count <= kLabMaxLength &&
        std::floor(count) == count)) {
    return Status::Range("lengths", "lengths must hold from 1 to " +
                                        FormatNumber(kLabMaxLength) +
                                        " lengths; got " + FormatNumber(count));
  }
  if (!(std::isfinite(examples) && examples >= 1 &&
        examples <= kLabMaxBatchSize && std::floor(examples) == examples)) {
    return Status::Range("examples",
                         "examples must be a whole number from 1 to " +
                             FormatNumber(kLabMaxBatchSize) + "; got " +
                             FormatNumber(examples));
  }
  const double least = config.task == Task::kLookback ? kLabLookback + 1 : 1;
  const auto most = static_cast<double>(config.max_length);
  // One example's work: the sum over the lengths of T * one token's forward
  // pass (kLabEvaluateCost).
  double per_example = 0;
  for (std::int64_t k = 0; k < static_cast<std::int64_t>(count); ++k) {
    const double n = lengths[k];
    if (!(std::isfinite(n) && std::floor(n) == n && n >= least && n <= most)) {
      const std::string at =
          "lengths[" + FormatNumber(static_cast<double>(k)) + "]";
      return Status::Range(
          at,
          at + " must be a whole number from " + FormatNumber(least) +
              (least > 1 ? " (lookback scores from position K = 2 on)" : "") +
              " to maxLength (" + FormatNumber(most) + "); got " +
              FormatNumber(n));
    }
    const std::int64_t t_len =
        SequenceLength(config.task, static_cast<std::int64_t>(n));
    per_example += static_cast<double>(t_len) * TokenCost(config, t_len);
  }
  // Past the bound, the message gives the range that fits instead of the
  // whole sum (with 64 lengths, thousands of characters): how many examples
  // these lengths allow, or, when not even one fits, that the lengths cost
  // too much.
  const double limit = kLabEvaluateCost.limit;
  const std::string bound =
      std::string(kLabEvaluateCost.limit_name) + ", " + FormatNumber(limit);
  if (per_example > limit) {
    return Status::Range("lengths",
                         "lengths must cost at most " + bound +
                             " per example for this model (fewer or shorter "
                             "lengths); got " +
                             FormatNumber(count) + " lengths costing " +
                             FormatNumber(per_example));
  }
  if (examples * per_example > limit) {
    // The most examples that fit, exactly as the check above counts them.
    double fit = std::floor(limit / per_example);
    if (fit * per_example > limit) fit -= 1;
    return Status::Range("examples",
                         "examples must be a whole number from 1 to " +
                             FormatNumber(fit) +
                             " at these lengths for this model (labEvaluate's "
                             "cost is held to " +
                             bound + "); got " + FormatNumber(examples));
  }
  return Status::Ok();
}

void EvaluateInto(double* accuracy, double* token_accuracy,
                  const Config& config, const double* params,
                  std::uint64_t seed, const double* lengths, std::int64_t count,
                  std::int64_t examples) {
  Model model(config, params);
  const std::int64_t v_size = config.vocab_size;
  for (std::int64_t k = 0; k < count; ++k) {
    const auto n = static_cast<std::int64_t>(lengths[k]);
    const std::int64_t t_len = SequenceLength(config.task, n);
    std::vector<std::int32_t> tokens(
        static_cast<std::size_t>(examples * t_len));
    std::vector<std::int32_t> targets(tokens.size());
    // randomized: positions sampled as in training (the batch's own draws).
    std::vector<std::int32_t> positions(tokens.size());
    const bool randomized = config.encoding == Encoding::kRandomized;
    MakeBatchInto(tokens.data(), targets.data(), positions.data(), config,
                  StepSeed(seed, static_cast<std::uint64_t>(n)), examples, n);
    std::int64_t exact = 0, right = 0, scored = 0;
    for (std::int64_t b = 0; b < examples; ++b) {
      model.Forward(tokens.data() + b * t_len,
                    randomized ? positions.data() + b * t_len : nullptr, t_len);
      bool all = true;
      for (std::int64_t t = 0; t < t_len; ++t) {
        const std::int32_t target =
            targets[static_cast<std::size_t>(b * t_len + t)];
        if (target < 0) continue;
        const double* l = model.logits() + t * v_size;
        std::int64_t best = 0;
        for (std::int64_t c = 1; c < v_size; ++c) {
          if (l[c] > l[best]) best = c;
        }
        ++scored;
        if (best == target) {
          ++right;
        } else {
          all = false;
        }
      }
      if (all) ++exact;
    }
    accuracy[k] = static_cast<double>(exact) / static_cast<double>(examples);
    token_accuracy[k] =
        static_cast<double>(right) / static_cast<double>(scored);
  }
}

}  // namespace lab
}  // namespace posenc
