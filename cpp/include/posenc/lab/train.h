// The lab's loss, initial parameters and training (docs/lab.md,
// "Training"): mean cross-entropy over the scored targets, GPT-2's
// initialisation, Adam with global gradient-norm clipping.
#ifndef POSENC_LAB_TRAIN_H_
#define POSENC_LAB_TRAIN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "posenc/lab/config.h"
#include "posenc/lab/model.h"
#include "posenc/status.h"

namespace posenc {
namespace lab {

// The work of one token's forward pass in a sequence of t_len tokens, in the
// units of costs.h's kLab*Cost bounds (the bracket of their formulas).
double TokenCost(const Config& config, std::int64_t t_len);
// "a * b * (...)": how a cost was computed, for ValidateCost's message.
std::string TokenCostText(const Config& config, std::int64_t t_len);

// params: exactly ParameterCount(config) finite values.
Status ValidateParams(const Config& config, const double* params, double count);
// A batch passed in: batchSize and length as ValidateBatch (without a
// seed); tokens (and targets, and positions when not null) hold batchSize *
// T values; tokens 0 .. V-1, targets -1 .. V-1, positions 0 .. P-1 and only
// for the randomized encoding. An absent targets or positions array has
// count -1. gradient: held to kLabLossCost (labLoss), else kLabLogitsCost.
Status ValidateBatchInput(const Config& config, const std::int32_t* tokens,
                          double token_count, const std::int32_t* targets,
                          double target_count, const std::int32_t* positions,
                          double position_count, double batch_size,
                          double length, bool gradient);

// out: batch_size x T x V logits. positions null: 0 .. T-1.
void LogitsInto(double* out, const Config& config, const double* params,
                const std::int32_t* tokens, const std::int32_t* positions,
                std::int64_t batch_size, std::int64_t length);

// The mean cross-entropy (log-softmax over V) over the scored targets
// (target != -1) of the batch, and, when grad is not null, its gradient
// (ParameterCount values, overwritten). No scored target: loss 0, grad 0.
// `model` must be built for config and params.
double LossAndGradient(Model* model, double* grad, const std::int32_t* tokens,
                       const std::int32_t* targets,
                       const std::int32_t* positions, std::int64_t batch_size,
                       std::int64_t length);

// GPT-2's initialisation from Rng(seed, kInitStream): LayerNorm gains 1,
// every bias 0, T5's table 0; every other matrix and table N(0, 0.02^2),
// Wo and W2 divided by sqrt(2 layers); except the token embedding E,
// N(0, 1) (train.cc says why). The normals are drawn in layout
// order, block by block, row by row, skipping the blocks that are not
// drawn.
void InitInto(double* params, const Config& config, std::uint64_t seed);

struct TrainOptions {
  double seed = 0;
  double steps = 100;
  double batch_size = 32;
  double min_length = 2;  // trainLengths[0]
  double max_length = 8;  // trainLengths[1]
  double learning_rate = 3e-3;
};

// seed as everywhere; steps 1 to kLabMaxSteps; batchSize 1 to
// kLabMaxBatchSize; trainLengths 1 <= min <= max <= maxLength; learningRate
// in (0, kLabMaxLearningRate]; and kLabTrainCost.
Status ValidateTrain(const Config& config, const TrainOptions& options);

// Adam (beta1 0.9, beta2 0.999, eps 1e-8, bias-corrected, in PyTorch's
// arrangement of the arithmetic), constant learning rate, the gradient first
// clipped to global norm 1 (PyTorch's clip_grad_norm_: scaled by 1 / (norm +
// 1e-6) when that is below 1). Owns the parameters and the moments, so a run
// can be continued step by step.
class Trainer {
 public:
  Trainer(const Config& config, std::vector<double> params);
  // Continues a run: Adam's moments m and v (ParameterCount values each) and
  // the steps already taken (the bias corrections' t), as a run left them.
  Trainer(const Config& config, std::vector<double> params,
          std::vector<double> m, std::vector<double> v, std::int64_t steps);
  // One Adam step on this batch; returns the batch's loss before the step.
  double Step(const std::int32_t* tokens, const std::int32_t* targets,
              const std::int32_t* positions, std::int64_t batch_size,
              std::int64_t length, double learning_rate);
  const std::vector<double>& params() const { return params_; }
  const std::vector<double>& m() const { return m_; }
  const std::vector<double>& v() const { return v_; }
  std::int64_t steps() const { return step_; }

 private:
  Config config_;
  std::vector<double> params_, grad_, m_, v_;
  Model model_;
  std::int64_t step_ = 0;
};

// The task length of training step `step`: uniform on [min, max] from
// Rng(StepSeed(seed, step), kLengthStream).
std::int64_t StepLength(std::uint64_t seed, std::int64_t step,
                        std::int64_t min_length, std::int64_t max_length);

// A whole run from InitInto(seed): step s trains on MakeBatchInto(...,
// StepSeed(seed, s), batch_size, StepLength(seed, s, ...)). losses: steps
// values (each the loss before its step); params: the final parameters.
void TrainInto(double* losses, double* params, const Config& config,
               const TrainOptions& options);

// Where a run continues from (labTrain's `resume`): its parameters, Adam's
// moments (m then v, ParameterCount values each) and the steps it has taken.
struct TrainResume {
  const double* params = nullptr;
  const double* optimizer = nullptr;
  double step = 0;
};

// resume.params and resume.optimizer: ParameterCount and 2 ParameterCount
// finite values (v >= 0); resume.step a whole number from 0 to
// kMaxAbsPosition - steps. The errors name "resume.params", ... Counts are
// checked before the values are read (values may be null then).
Status ValidateResume(const Config& config, const TrainOptions& options,
                      const double* params, double params_count,
                      const double* optimizer, double optimizer_count,
                      double step);

// A run of options.steps steps from `resume` (null: from InitInto(seed),
// step 0): step s = resume.step .. resume.step + steps - 1 trains on the
// batch of StepSeed(seed, s) as TrainInto does, so a run split into chunks,
// each resuming where the last stopped, gives the bits of the whole run.
// Writes the losses, the final params and optimizer (m then v).
void TrainInto(double* losses, double* params, double* optimizer,
               const Config& config, const TrainOptions& options,
               const TrainResume* resume);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_TRAIN_H_
