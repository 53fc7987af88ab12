#include "posenc/lab/train.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "posenc/costs.h"
#include "posenc/lab/rng.h"
#include "posenc/lab/tasks.h"

namespace posenc {
namespace lab {
namespace {

std::size_t Size(std::int64_t n) { return static_cast<std::size_t>(n); }

bool IsWholeIn(double value, double low, double high) {
  return std::isfinite(value) && std::floor(value) == value && value >= low &&
         value <= high;
}

std::string Num(double value) { return FormatNumber(value); }
std::string Num(std::int32_t value) { return FormatNumber(value); }
std::string Num(std::int64_t value) {
  return FormatNumber(static_cast<double>(value));
}

// Each of count values whole and within [low, high].
Status CheckValues(const char* name, const std::int32_t* values,
                   std::int64_t count, std::int32_t low, std::int32_t high,
                   const std::string& range) {
  for (std::int64_t k = 0; k < count; ++k) {
    if (values[k] < low || values[k] > high) {
      const std::string at = std::string(name) + "[" + Num(k) + "]";
      return Status::Range(at, at + " must be " + range + "; got " +
                                   Num(static_cast<double>(values[k])));
    }
  }
  return Status::Ok();
}

constexpr double kBeta1 = 0.9;
constexpr double kBeta2 = 0.999;
constexpr double kAdamEps = 1e-8;
constexpr double kMaxGradNorm = 1.0;
constexpr double kInitScale = 0.02;
// The token embedding starts at N(0, 1) (PyTorch's nn.Embedding default),
// not 0.02: its rows then have about the length of a sinusoidal encoding's
// (sqrt(d) against sqrt(d / 2)), as Vaswani et al.'s sqrt(d_model) scaling
// intends (section 3.4). At 0.02 the encoding swamps the tokens after
// LayerNorm and the sinusoidal model learns copy far slower than the
// learned one (docs/lab.md, "Changes to the shared spec").
constexpr double kEmbedInitScale = 1.0;

}  // namespace

double TokenCost(const Config& c, std::int64_t t_len) {
  const auto d = static_cast<double>(c.d_model);
  const auto t = static_cast<double>(t_len);
  return static_cast<double>(c.layers) *
             (12 * d * d + t * (2 * d + 16 * static_cast<double>(c.heads))) +
         static_cast<double>(c.vocab_size) * (d + 16);
}

std::string TokenCostText(const Config& c, std::int64_t t) {
  return Num(t) + " * (" + Num(c.layers) + " * (12 * " + Num(c.d_model) +
         "^2 + " + Num(t) + " * (2 * " + Num(c.d_model) + " + 16 * " +
         Num(c.heads) + ")) + " + Num(c.vocab_size) + " * (" + Num(c.d_model) +
         " + 16))";
}

POSENC_COLD Status ValidateParams(const Config& config, const double* params,
                                  double count) {
  const auto expected = static_cast<double>(ParameterCount(config));
  if (count != expected) {
    return Status::Type("params", "params.length must be " + Num(expected) +
                                      " (labParameterCount of this config); "
                                      "got " +
                                      Num(count));
  }
  for (std::int64_t k = 0; k < static_cast<std::int64_t>(expected); ++k) {
    if (!std::isfinite(params[k])) {
      const std::string at = "params[" + Num(k) + "]";
      return Status::Range(
          at, at + " must be a finite number; got " + Num(params[k]));
    }
  }
  return Status::Ok();
}

POSENC_COLD Status ValidateBatchInput(
    const Config& config, const std::int32_t* tokens, double token_count,
    const std::int32_t* targets, double target_count,
    const std::int32_t* positions, double position_count, double batch_size,
    double length, bool gradient) {
  Status s = ValidateBatch(config, 0, batch_size, length);
  if (!s.ok) return s;
  const auto n = static_cast<std::int64_t>(length);
  const std::int64_t t_len = SequenceLength(config.task, n);
  const double total = batch_size * static_cast<double>(t_len);
  const std::string shape = Num(total) +
                            " (batchSize * T = " + Num(batch_size) + " * " +
                            Num(t_len) + ")";
  if (token_count != total) {
    return Status::Type("tokens", "tokens.length must be " + shape + "; got " +
                                      Num(token_count));
  }
  const double units = (gradient ? 3 : 1) * batch_size *
                       static_cast<double>(t_len) * TokenCost(config, t_len);
  s = ValidateCost("batchSize", gradient ? "labLoss" : "labLogits",
                   gradient ? kLabLossCost : kLabLogitsCost,
                   std::string(gradient ? "3 * " : "") + Num(batch_size) +
                       " * " + TokenCostText(config, t_len),
                   units);
  if (!s.ok) return s;
  const auto count = static_cast<std::int64_t>(total);
  const auto v_max = static_cast<std::int32_t>(config.vocab_size - 1);
  s = CheckValues("tokens", tokens, count, 0, v_max,
                  "a token from 0 to vocabSize - 1 (" + Num(v_max) + ")");
  if (!s.ok) return s;
  if (target_count >= 0) {
    if (target_count != total) {
      return Status::Type("targets", "targets.length must be " + shape +
                                         "; got " + Num(target_count));
    }
    s = CheckValues("targets", targets, count, -1, v_max,
                    "-1 (not scored) or a token from 0 to vocabSize - 1 (" +
                        Num(v_max) + ")");
    if (!s.ok) return s;
  }
  if (position_count >= 0) {
    if (config.encoding != Encoding::kRandomized) {
      return Status::Type("positions",
                          "positions are only for the randomized encoding "
                          "(the others use 0 .. T-1); got encoding \"" +
                              std::string(EncodingName(config.encoding)) +
                              "\"");
    }
    if (position_count != total) {
      return Status::Type("positions", "positions.length must be " + shape +
                                           "; got " + Num(position_count));
    }
    const auto p_max = static_cast<std::int32_t>(PositionCapacity(config) - 1);
    s = CheckValues("positions", positions, count, 0, p_max,
                    "a position from 0 to P - 1 (" + Num(p_max) + ")");
    if (!s.ok) return s;
  }
  return Status::Ok();
}

void LogitsInto(double* out, const Config& config, const double* params,
                const std::int32_t* tokens, const std::int32_t* positions,
                std::int64_t batch_size, std::int64_t length) {
  Model model(config, params);
  const std::int64_t t_len = SequenceLength(config.task, length);
  const std::int64_t row = t_len * config.vocab_size;
  for (std::int64_t b = 0; b < batch_size; ++b) {
    model.Forward(tokens + b * t_len,
                  positions != nullptr ? positions + b * t_len : nullptr,
                  t_len);
    std::copy(model.logits(), model.logits() + row, out + b * row);
  }
}

double LossAndGradient(Model* model, double* grad, const std::int32_t* tokens,
                       const std::int32_t* targets,
                       const std::int32_t* positions, std::int64_t batch_size,
                       std::int64_t length) {
  const Config& config = model->config();
  const std::int64_t t_len = SequenceLength(config.task, length);
  const std::int64_t v_size = config.vocab_size;
  if (grad != nullptr) {
    std::fill(grad, grad + model->layout().count, 0.0);
  }
  std::int64_t scored = 0;
  for (std::int64_t k = 0; k < batch_size * t_len; ++k) {
    if (targets[k] >= 0) ++scored;
  }
  if (scored == 0) return 0.0;
  const double inv = 1.0 / static_cast<double>(scored);
  std::vector<double> dlogits(Size(t_len * v_size));
  double total = 0;
  for (std::int64_t b = 0; b < batch_size; ++b) {
    const std::int32_t* tg = targets + b * t_len;
    bool any = false;
    for (std::int64_t t = 0; t < t_len; ++t) any = any || tg[t] >= 0;
    if (!any) continue;  // Nothing scored: no loss and no gradient.
    model->Forward(tokens + b * t_len,
                   positions != nullptr ? positions + b * t_len : nullptr,
                   t_len);
    const double* logits = model->logits();
    std::fill(dlogits.begin(), dlogits.end(), 0.0);
    for (std::int64_t t = 0; t < t_len; ++t) {
      if (tg[t] < 0) continue;
      const double* l = logits + t * v_size;
      double top = -std::numeric_limits<double>::infinity();
      for (std::int64_t c = 0; c < v_size; ++c) top = std::max(top, l[c]);
      double sum = 0;
      for (std::int64_t c = 0; c < v_size; ++c) sum += std::exp(l[c] - top);
      const double log_sum = top + std::log(sum);
      total += log_sum - l[tg[t]];
      double* dl = dlogits.data() + t * v_size;
      for (std::int64_t c = 0; c < v_size; ++c) {
        dl[c] = std::exp(l[c] - log_sum) * inv;
      }
      dl[tg[t]] -= inv;
    }
    if (grad != nullptr) model->Backward(dlogits.data(), grad);
  }
  return total * inv;
}

void InitInto(double* params, const Config& config, std::uint64_t seed) {
  const Layout layout = MakeLayout(config);
  const std::int64_t d = config.d_model;
  Rng rng(seed, kInitStream);
  std::fill(params, params + layout.count, 0.0);
  auto normal = [&](std::int64_t at, std::int64_t count, double scale) {
    for (std::int64_t k = 0; k < count; ++k) {
      params[at + k] = scale * rng.Normal();
    }
  };
  const double residual =
      kInitScale / std::sqrt(2.0 * static_cast<double>(config.layers));
  normal(layout.embed, config.vocab_size * d, kEmbedInitScale);
  if (layout.positions >= 0) {
    normal(layout.positions, PositionCapacity(config) * d, kInitScale);
  }
  for (const LayerOffsets& o : layout.layers) {
    std::fill(params + o.g1, params + o.g1 + d, 1.0);
    normal(o.wq, d * d, kInitScale);
    normal(o.wk, d * d, kInitScale);
    normal(o.wv, d * d, kInitScale);
    normal(o.wo, d * d, residual);
    std::fill(params + o.g2, params + o.g2 + d, 1.0);
    normal(o.w1, d * 4 * d, kInitScale);
    normal(o.w2, 4 * d * d, residual);
  }
  std::fill(params + layout.gf, params + layout.gf + d, 1.0);
  normal(layout.unembed, d * config.vocab_size, kInitScale);
}

POSENC_COLD Status ValidateTrain(const Config& config, const TrainOptions& o) {
  Status s = ValidateSeed(o.seed);
  if (!s.ok) return s;
  if (!IsWholeIn(o.steps, 1, kLabMaxSteps)) {
    return Status::Range("steps", "steps must be a whole number from 1 to " +
                                      Num(kLabMaxSteps) + "; got " +
                                      Num(o.steps));
  }
  if (!IsWholeIn(o.batch_size, 1, kLabMaxBatchSize)) {
    return Status::Range(
        "batchSize", "batchSize must be a whole number from 1 to " +
                         Num(kLabMaxBatchSize) + "; got " + Num(o.batch_size));
  }
  const auto max_length = static_cast<double>(config.max_length);
  if (!IsWholeIn(o.min_length, 1, max_length)) {
    return Status::Range("trainLengths",
                         "trainLengths[0] must be a whole number from 1 to "
                         "maxLength (" +
                             Num(max_length) + "); got " + Num(o.min_length));
  }
  if (!IsWholeIn(o.max_length, o.min_length, max_length)) {
    return Status::Range("trainLengths",
                         "trainLengths[1] must be a whole number from "
                         "trainLengths[0] (" +
                             Num(o.min_length) + ") to maxLength (" +
                             Num(max_length) + "); got " + Num(o.max_length));
  }
  if (!(o.learning_rate > 0 && o.learning_rate <= kLabMaxLearningRate)) {
    return Status::Range("learningRate",
                         "learningRate must be greater than 0 and at most " +
                             Num(kLabMaxLearningRate) + "; got " +
                             Num(o.learning_rate));
  }
  const std::int64_t t_len =
      SequenceLength(config.task, static_cast<std::int64_t>(o.max_length));
  return ValidateCost("steps", "labTrain", kLabTrainCost,
                      "3 * " + Num(o.steps) + " * " + Num(o.batch_size) +
                          " * " + TokenCostText(config, t_len),
                      3 * o.steps * o.batch_size * static_cast<double>(t_len) *
                          TokenCost(config, t_len));
}

Trainer::Trainer(const Config& config, std::vector<double> params)
    : config_(config),
      params_(std::move(params)),
      grad_(params_.size()),
      m_(params_.size()),
      v_(params_.size()),
      model_(config, params_.data()) {}

Trainer::Trainer(const Config& config, std::vector<double> params,
                 std::vector<double> m, std::vector<double> v,
                 std::int64_t steps)
    : config_(config),
      params_(std::move(params)),
      grad_(params_.size()),
      m_(std::move(m)),
      v_(std::move(v)),
      model_(config, params_.data()),
      step_(steps) {}

double Trainer::Step(const std::int32_t* tokens, const std::int32_t* targets,
                     const std::int32_t* positions, std::int64_t batch_size,
                     std::int64_t length, double learning_rate) {
  model_.ParamsChanged();
  const double loss = LossAndGradient(&model_, grad_.data(), tokens, targets,
                                      positions, batch_size, length);
  double squares = 0;
  for (const double g : grad_) squares += g * g;
  const double coef = kMaxGradNorm / (std::sqrt(squares) + 1e-6);
  if (coef < 1.0) {
    for (double& g : grad_) g *= coef;
  }
  ++step_;
  const double t = static_cast<double>(step_);
  const double correction1 = 1.0 - std::pow(kBeta1, t);
  const double root_correction2 = std::sqrt(1.0 - std::pow(kBeta2, t));
  const double step_size = learning_rate / correction1;
  for (std::size_t k = 0; k < params_.size(); ++k) {
    const double g = grad_[k];
    m_[k] = kBeta1 * m_[k] + (1.0 - kBeta1) * g;
    v_[k] = kBeta2 * v_[k] + (1.0 - kBeta2) * g * g;
    const double denom = std::sqrt(v_[k]) / root_correction2 + kAdamEps;
    params_[k] -= step_size * m_[k] / denom;
  }
  return loss;
}

std::int64_t StepLength(std::uint64_t seed, std::int64_t step,
                        std::int64_t min_length, std::int64_t max_length) {
  Rng rng(StepSeed(seed, static_cast<std::uint64_t>(step)), kLengthStream);
  return min_length +
         static_cast<std::int64_t>(rng.Below(
             static_cast<std::uint64_t>(max_length - min_length + 1)));
}

void TrainInto(double* losses, double* params, const Config& config,
               const TrainOptions& options) {
  std::vector<double> optimizer(Size(2 * ParameterCount(config)));
  TrainInto(losses, params, optimizer.data(), config, options, nullptr);
}

POSENC_COLD Status ValidateResume(const Config& config,
                                  const TrainOptions& options,
                                  const double* params, double params_count,
                                  const double* optimizer,
                                  double optimizer_count, double step) {
  const double max_step = kMaxAbsPosition - options.steps;
  if (!IsWholeIn(step, 0, max_step)) {
    return Status::Range("resume.step",
                         "resume.step must be a whole number from 0 to 2^53 "
                         "- steps (" +
                             Num(max_step) + "); got " + Num(step));
  }
  const auto count = static_cast<double>(ParameterCount(config));
  if (params_count != count) {
    return Status::Type("resume.params",
                        "resume.params.length must be " + Num(count) +
                            " (labParameterCount of this config); got " +
                            Num(params_count));
  }
  if (optimizer_count != 2 * count) {
    return Status::Type("resume.optimizer",
                        "resume.optimizer.length must be " + Num(2 * count) +
                            " (2 * labParameterCount: Adam's m, then v); "
                            "got " +
                            Num(optimizer_count));
  }
  if (params == nullptr || optimizer == nullptr) return Status::Ok();
  const auto n = static_cast<std::int64_t>(count);
  for (std::int64_t k = 0; k < n; ++k) {
    if (!std::isfinite(params[k])) {
      const std::string at = "resume.params[" + Num(k) + "]";
      return Status::Range(
          at, at + " must be a finite number; got " + Num(params[k]));
    }
  }
  for (std::int64_t k = 0; k < 2 * n; ++k) {
    // v is a running mean of squares: negative, its square root is NaN.
    const bool ok = std::isfinite(optimizer[k]) && (k < n || optimizer[k] >= 0);
    if (!ok) {
      const std::string at = "resume.optimizer[" + Num(k) + "]";
      return Status::Range(at, at +
                                   (k < n ? " (Adam's m) must be a finite "
                                            "number; got "
                                          : " (Adam's v) must be a finite "
                                            "number >= 0; got ") +
                                   Num(optimizer[k]));
    }
  }
  return Status::Ok();
}

void TrainInto(double* losses, double* params, double* optimizer,
               const Config& config, const TrainOptions& options,
               const TrainResume* resume) {
  const auto seed = static_cast<std::uint64_t>(options.seed);
  const auto steps = static_cast<std::int64_t>(options.steps);
  const auto batch_size = static_cast<std::int64_t>(options.batch_size);
  const auto min_length = static_cast<std::int64_t>(options.min_length);
  const auto max_length = static_cast<std::int64_t>(options.max_length);
  const std::int64_t count = ParameterCount(config);
  std::vector<double> start(Size(count));
  std::vector<double> m(Size(count)), v(Size(count));
  std::int64_t first = 0;
  if (resume == nullptr) {
    InitInto(start.data(), config, seed);
  } else {
    std::copy(resume->params, resume->params + count, start.begin());
    std::copy(resume->optimizer, resume->optimizer + count, m.begin());
    std::copy(resume->optimizer + count, resume->optimizer + 2 * count,
              v.begin());
    first = static_cast<std::int64_t>(resume->step);
  }
  Trainer trainer(config, std::move(start), std::move(m), std::move(v), first);
  const std::int64_t longest = SequenceLength(config.task, max_length);
  std::vector<std::int32_t> tokens(Size(batch_size * longest));
  std::vector<std::int32_t> targets(tokens.size());
  std::vector<std::int32_t> positions(tokens.size());
  const bool randomized = config.encoding == Encoding::kRandomized;
  for (std::int64_t k = 0; k < steps; ++k) {
    const std::int64_t s = first + k;
    const std::uint64_t batch_seed =
        StepSeed(seed, static_cast<std::uint64_t>(s));
    const std::int64_t n = StepLength(seed, s, min_length, max_length);
    MakeBatchInto(tokens.data(), targets.data(),
                  randomized ? positions.data() : nullptr, config, batch_seed,
                  batch_size, n);
    losses[k] = trainer.Step(tokens.data(), targets.data(),
                             randomized ? positions.data() : nullptr,
                             batch_size, n, options.learning_rate);
  }
  std::copy(trainer.params().begin(), trainer.params().end(), params);
  std::copy(trainer.m().begin(), trainer.m().end(), optimizer);
  std::copy(trainer.v().begin(), trainer.v().end(), optimizer + count);
}

}  // namespace lab
}  // namespace posenc
