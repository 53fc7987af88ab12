// The training lab's adapters (adapters.h; docs/lab.md is the engine's
// contract): labParameterCount, labInit, labBatch, labLogits, labAttention,
// labPositionGram, labLoss, labTrain, labEvaluate and labSeedBands. Like the
// others each validates every argument, then computes into the module-owned
// blocks of adapters_common.h. The core module does not register them, so -flto
// leaves this file out of it.
//
// Integer arrays (tokens, targets, positions) arrive staged as doubles, like
// every array of the API; each value is checked to be a whole number in its
// range before it is converted, so no input reaches an int32 conversion
// that would be undefined.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "adapters.h"
#include "adapters_common.h"
#include "functions.h"
#include "posenc/costs.h"
#include "posenc/lab/config.h"
#include "posenc/lab/evaluate.h"
#include "posenc/lab/model.h"
#include "posenc/lab/position_gram.h"
#include "posenc/lab/seed_bands.h"
#include "posenc/lab/tasks.h"
#include "posenc/lab/train.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {
namespace {

// The config's errors name its field as the API reads it: "config.dModel".
Status ReadConfig(const lab::ConfigInput& input, lab::Config* config) {
  Status s = lab::ValidateConfig(input, config);
  if (!s.ok) {
    s.param = "config." + s.param;
    s.message = "config." + s.message;
  }
  return s;
}

// count staged doubles, each a whole number in [low, high], as int32 values
// (an absent array, count < 0, stays empty). The message names the entry
// and the range as ValidateBatchInput words it.
Status ToInt32(std::vector<std::int32_t>* out, const double* values,
               double count, const char* name, double low, double high,
               const std::string& range) {
  if (count < 0) return Status::Ok();
  const auto n = static_cast<std::int64_t>(count);
  out->resize(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n; ++k) {
    const double v = values[k];
    if (!(std::isfinite(v) && std::floor(v) == v && v >= low && v <= high)) {
      const std::string at =
          std::string(name) + "[" + FormatNumber(static_cast<double>(k)) + "]";
      return Status::Range(
          at, at + " must be " + range + "; got " + FormatNumber(v));
    }
    (*out)[static_cast<std::size_t>(k)] = static_cast<std::int32_t>(v);
  }
  return Status::Ok();
}

// params.length, before any value is read (ValidateParams reads them all
// once the count matches).
Status ParamsCount(const lab::Config& config, double count) {
  if (count == static_cast<double>(lab::ParameterCount(config))) {
    return Status::Ok();
  }
  return lab::ValidateParams(config, nullptr, count);
}

const std::int32_t* DataOrNull(const std::vector<std::int32_t>& v,
                               double count) {
  return count < 0 ? nullptr : v.data();
}

// A batch passed in: params, then tokens, targets and positions (those
// with a count >= 0), staged one after the other; validated as
// ValidateParams and ValidateBatchInput say, converted to int32.
struct BatchIn {
  const double* params = nullptr;
  std::vector<std::int32_t> tokens, targets, positions;
};

Status ReadBatch(const lab::Config& config, double params_count,
                 double token_count, double target_count, double position_count,
                 double batch_size, double length, bool gradient, BatchIn* in) {
  // The counts first: what is staged must hold them all, and the params'
  // count must match before any value is read.
  Status s = ParamsCount(config, params_count);
  if (!s.ok) return s;
  double staged = params_count;
  for (const double c : {token_count, target_count, position_count}) {
    if (c >= 0) staged += c;
  }
  s = CheckStaged(staged, "params");
  if (!s.ok) return s;
  in->params = StagedInput();
  s = lab::ValidateParams(config, in->params, params_count);
  if (!s.ok) return s;
  const double* next = in->params + static_cast<std::int64_t>(params_count);
  const double v_max = static_cast<double>(config.vocab_size - 1);
  const std::string v_text = FormatNumber(v_max);
  s = ToInt32(&in->tokens, next, token_count, "tokens", 0, v_max,
              "a token from 0 to vocabSize - 1 (" + v_text + ")");
  if (!s.ok) return s;
  next += static_cast<std::int64_t>(token_count);
  s = ToInt32(
      &in->targets, next, target_count, "targets", -1, v_max,
      "-1 (not scored) or a token from 0 to vocabSize - 1 (" + v_text + ")");
  if (!s.ok) return s;
  if (target_count >= 0) next += static_cast<std::int64_t>(target_count);
  const double p_max = static_cast<double>(lab::PositionCapacity(config) - 1);
  s = ToInt32(&in->positions, next, position_count, "positions", 0, p_max,
              "a position from 0 to P - 1 (" + FormatNumber(p_max) + ")");
  if (!s.ok) return s;
  return lab::ValidateBatchInput(
      config, DataOrNull(in->tokens, token_count), token_count,
      DataOrNull(in->targets, target_count), target_count,
      DataOrNull(in->positions, position_count), position_count, batch_size,
      length, gradient);
}

}  // namespace

Result LabParameterCount(const lab::ConfigInput& config_input) {
  lab::Config config;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) status = Reserve<kLabParameterCount>({{}}, "the count");
  if (!status.ok) return Fail(status);
  *PartAt<double>(0) = static_cast<double>(lab::ParameterCount(config));
  return Ok();
}

Result LabInit(const lab::ConfigInput& config_input, double seed) {
  lab::Config config;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) status = lab::ValidateSeed(seed);
  const auto count =
      static_cast<double>(status.ok ? lab::ParameterCount(config) : 0);
  if (status.ok) status = Reserve<kLabInit>({{count}}, "the parameters");
  if (!status.ok) return Fail(status);
  lab::InitInto(PartAt<double>(0), config, static_cast<std::uint64_t>(seed));
  return Ok();
}

Result LabBatch(const lab::ConfigInput& config_input, double seed,
                double batch_size, double length) {
  lab::Config config;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) status = lab::ValidateBatch(config, seed, batch_size, length);
  double total = 0;
  if (status.ok) {
    total = batch_size * static_cast<double>(lab::SequenceLength(
                             config.task, static_cast<std::int64_t>(length)));
    // Positions only for the randomized encoding: the others use 0 .. T-1,
    // and an empty part is left out of the result.
    const double positions =
        config.encoding == lab::Encoding::kRandomized ? total : 0;
    status = Reserve<kLabBatch>({{total}, {total}, {positions}, {}, {}},
                                "the batch");
  }
  if (!status.ok) return Fail(status);
  const bool randomized = config.encoding == lab::Encoding::kRandomized;
  lab::MakeBatchInto(PartAt<std::int32_t>(0), PartAt<std::int32_t>(1),
                     randomized ? PartAt<std::int32_t>(2) : nullptr, config,
                     static_cast<std::uint64_t>(seed),
                     static_cast<std::int64_t>(batch_size),
                     static_cast<std::int64_t>(length));
  *PartAt<double>(3) = batch_size;
  *PartAt<double>(4) = length;
  return Ok();
}

Result LabLogits(const lab::ConfigInput& config_input, double params_count,
                 double token_count, double target_count, double position_count,
                 double batch_size, double length) {
  lab::Config config;
  BatchIn in;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) {
    status = ReadBatch(config, params_count, token_count, target_count,
                       position_count, batch_size, length, false, &in);
  }
  const double t_len =
      status.ok ? static_cast<double>(lab::SequenceLength(
                      config.task, static_cast<std::int64_t>(length)))
                : 0;
  if (status.ok) {
    status = Reserve<kLabLogits>(
        {{batch_size * t_len * static_cast<double>(config.vocab_size)}},
        "the logits");
  }
  if (!status.ok) return Fail(status);
  lab::LogitsInto(PartAt<double>(0), config, in.params, in.tokens.data(),
                  DataOrNull(in.positions, position_count),
                  static_cast<std::int64_t>(batch_size),
                  static_cast<std::int64_t>(length));
  return Ok();
}

Result LabAttention(const lab::ConfigInput& config_input, double params_count,
                    double token_count, double target_count,
                    double position_count, double batch_size, double length) {
  lab::Config config;
  BatchIn in;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) {
    status = ReadBatch(config, params_count, token_count, target_count,
                       position_count, batch_size, length, false, &in);
  }
  double t_len = 0, per = 0;
  if (status.ok) {
    t_len = static_cast<double>(
        lab::SequenceLength(config.task, static_cast<std::int64_t>(length)));
    per = static_cast<double>(config.layers * config.heads) * t_len * t_len;
    // The weights are a result held whole: the logits' cost bound does not
    // bound their size (1024 x 4 x 8 x 129^2 would be 4 GiB).
    status = ValidateCost("batchSize", "labAttention", kLabAttentionSize,
                          FormatNumber(batch_size) + " * " + FormatNumber(per),
                          batch_size * per);
  }
  if (status.ok) {
    status =
        Reserve<kLabAttention>({{batch_size * per}}, "the attention weights");
  }
  if (!status.ok) return Fail(status);
  lab::Model model(config, in.params);
  const auto t = static_cast<std::int64_t>(t_len);
  const std::int64_t block = config.heads * t * t;
  const std::int32_t* positions = DataOrNull(in.positions, position_count);
  double* out = PartAt<double>(0);
  for (std::int64_t b = 0; b < static_cast<std::int64_t>(batch_size); ++b) {
    model.Forward(in.tokens.data() + b * t,
                  positions != nullptr ? positions + b * t : nullptr, t);
    for (std::int64_t l = 0; l < config.layers; ++l) {
      const double* w = model.attention(l);
      std::copy(w, w + block, out + (b * config.layers + l) * block);
    }
  }
  return Ok();
}

Result LabPositionGram(const lab::ConfigInput& config_input,
                       double params_count) {
  lab::Config config;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) {
    status = lab::ValidatePositionGram(config);
    if (!status.ok) {
      status.param = "config." + status.param;
      status.message = "config." + status.message;
    }
  }
  if (status.ok) status = ParamsCount(config, params_count);
  if (status.ok) status = CheckStaged(params_count, "params");
  if (status.ok) {
    status = lab::ValidateParams(config, StagedInput(), params_count);
  }
  const auto p =
      static_cast<double>(status.ok ? lab::PositionCapacity(config) : 0);
  if (status.ok) {
    status = Reserve<kLabPositionGram>({{p * p}}, "the position Gram matrix");
  }
  if (!status.ok) return Fail(status);
  lab::PositionGramInto(PartAt<double>(0), config, StagedInput());
  return Ok();
}

Result LabLoss(const lab::ConfigInput& config_input, double params_count,
               double token_count, double target_count, double position_count,
               double batch_size, double length) {
  lab::Config config;
  BatchIn in;
  Status status = ReadConfig(config_input, &config);
  if (status.ok && target_count < 0) {
    status = Status::Type(
        "targets",
        "targets must be an array: labLoss scores the targets (-1 = "
        "not scored), as labBatch returns them");
  }
  if (status.ok) {
    status = ReadBatch(config, params_count, token_count, target_count,
                       position_count, batch_size, length, true, &in);
  }
  if (status.ok) {
    status = Reserve<kLabLoss>({{}, {params_count}}, "the gradient");
  }
  if (!status.ok) return Fail(status);
  lab::Model model(config, in.params);
  *PartAt<double>(0) = lab::LossAndGradient(
      &model, PartAt<double>(1), in.tokens.data(), in.targets.data(),
      DataOrNull(in.positions, position_count),
      static_cast<std::int64_t>(batch_size), static_cast<std::int64_t>(length));
  return Ok();
}

Result LabTrain(const lab::ConfigInput& config_input, double seed, double steps,
                double batch_size, double min_length, double max_length,
                double learning_rate, double params_count,
                double optimizer_count, double step) {
  lab::Config config;
  const lab::TrainOptions options = {seed,       steps,      batch_size,
                                     min_length, max_length, learning_rate};
  Status status = ReadConfig(config_input, &config);
  if (status.ok) status = lab::ValidateTrain(config, options);
  // Without resume the API passes -1 for its three numbers.
  const bool resume = params_count >= 0;
  lab::TrainResume from;
  if (status.ok && resume) {
    status = lab::ValidateResume(config, options, nullptr, params_count,
                                 nullptr, optimizer_count, step);
    if (status.ok) {
      status = CheckStaged(params_count + optimizer_count, "resume.params");
    }
    if (status.ok) {
      from = {StagedInput(),
              StagedInput() + static_cast<std::int64_t>(params_count), step};
      status = lab::ValidateResume(config, options, from.params, params_count,
                                   from.optimizer, optimizer_count, step);
    }
  }
  const auto count =
      static_cast<double>(status.ok ? lab::ParameterCount(config) : 0);
  if (status.ok) {
    status = Reserve<kLabTrain>({{steps}, {count}, {2 * count}, {}},
                                "the training run");
  }
  if (!status.ok) return Fail(status);
  lab::TrainInto(PartAt<double>(0), PartAt<double>(1), PartAt<double>(2),
                 config, options, resume ? &from : nullptr);
  *PartAt<double>(3) = (resume ? step : 0) + steps;
  return Ok();
}

Result LabEvaluate(const lab::ConfigInput& config_input, double params_count,
                   double seed, double length_count, double examples) {
  lab::Config config;
  Status status = ReadConfig(config_input, &config);
  if (status.ok) status = ParamsCount(config, params_count);
  // A count ValidateEvaluate refuses is refused before it reads a length.
  const bool count_ok = length_count >= 1 && length_count <= kLabMaxLength &&
                        std::floor(length_count) == length_count;
  if (status.ok && !count_ok) {
    status =
        lab::ValidateEvaluate(config, seed, nullptr, length_count, examples);
  }
  if (status.ok) status = CheckStaged(params_count + length_count, "params");
  const double* params = status.ok ? StagedInput() : nullptr;
  if (status.ok) status = lab::ValidateParams(config, params, params_count);
  const double* lengths =
      status.ok ? params + static_cast<std::int64_t>(params_count) : nullptr;
  if (status.ok) {
    status =
        lab::ValidateEvaluate(config, seed, lengths, length_count, examples);
  }
  if (status.ok) {
    status = Reserve<kLabEvaluate>({{length_count}, {length_count}},
                                   "the accuracies");
  }
  if (!status.ok) return Fail(status);
  lab::EvaluateInto(PartAt<double>(0), PartAt<double>(1), config, params,
                    static_cast<std::uint64_t>(seed), lengths,
                    static_cast<std::int64_t>(length_count),
                    static_cast<std::int64_t>(examples));
  return Ok();
}

Result LabSeedBands(double values_count, double runs, double window) {
  Status status = lab::ValidateSeedBands(values_count, runs, window);
  if (status.ok) status = CheckStaged(values_count, "values");
  const double n = status.ok ? values_count / runs : 0;
  if (status.ok) {
    status = Reserve<kLabSeedBands>({{n}, {n}, {n}}, "the seed bands");
  }
  if (!status.ok) return Fail(status);
  lab::SeedBandsInto(PartAt<double>(0), PartAt<double>(1), PartAt<double>(2),
                     StagedInput(), static_cast<std::int64_t>(runs),
                     static_cast<std::int64_t>(n),
                     static_cast<std::int64_t>(window));
  return Ok();
}

}  // namespace adapters
}  // namespace posenc
