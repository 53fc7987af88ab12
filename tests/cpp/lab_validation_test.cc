// The lab's bad-input rules: every error names its parameter and allowed
// range (posenc/lab/config.h, tasks.h, train.h, evaluate.h).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "lab_support.h"
#include "posenc/lab/evaluate.h"
#include "posenc/lab/train.h"
#include "status_matchers.h"

namespace posenc {
namespace lab {
namespace {

ConfigInput Good() {
  ConfigInput in;
  in.task = "copy";
  in.encoding = "rope";
  in.causal = true;
  in.layers = 2;
  in.d_model = 16;
  in.heads = 2;
  in.vocab_size = 10;
  in.max_length = 8;
  return in;
}

Status Check(ConfigInput in) {
  Config c;
  return ValidateConfig(in, &c);
}

TEST(LabValidation, AcceptsTheAnchorConfig) { EXPECT_TRUE(Check(Good()).ok); }

TEST(LabValidation, ConfigErrorsNameTheField) {
  ConfigInput in = Good();
  in.task = "parity";
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "task",
              {"\"copy\", \"reverse\", \"sort\" or \"lookback\"", "parity"}));
  in = Good();
  in.encoding = "xpos";
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "encoding", {"\"t5\"", "xpos"}));
  in = Good();
  in.layers = 5;
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "layers",
                      {"from 1 to 4", "got 5"}));
  in = Good();
  in.layers = 1.5;
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "layers"));
  in = Good();
  in.heads = 9;
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "heads", {"from 1 to 8"}));
  in = Good();
  in.d_model = 66;
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "dModel", {"from 4 to 64"}));
  in = Good();
  in.d_model = 7;
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "dModel", {"even"}));
  in = Good();
  in.d_model = 10;
  in.heads = 4;
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "dModel", {"multiple of heads"}));
  in = Good();
  in.d_model = 12;
  in.heads = 4;  // head width 3: rope needs pairs.
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "heads",
                      {"even head width", "rope"}));
  in.encoding = "alibi";
  EXPECT_TRUE(Check(in).ok);
  in = Good();
  in.vocab_size = 3;
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "vocabSize", {"from 4 to 64"}));
  in = Good();
  in.max_length = 65;
  EXPECT_TRUE(
      IsError(Check(in), ErrorKind::kRange, "maxLength", {"from 1 to 64"}));
  in = Good();
  in.max_length = std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(IsError(Check(in), ErrorKind::kRange, "maxLength", {"NaN"}));
}

TEST(LabValidation, BatchErrorsNameTheParameter) {
  const Config c = MakeConfig("copy", "none", true, 2, 16, 2, 10, 8);
  EXPECT_TRUE(ValidateBatch(c, 1, 32, 8).ok);
  EXPECT_TRUE(IsError(ValidateBatch(c, -1, 32, 8), ErrorKind::kRange, "seed"));
  EXPECT_TRUE(IsError(ValidateBatch(c, 1, 0, 8), ErrorKind::kRange, "batchSize",
                      {"from 1 to 1024"}));
  EXPECT_TRUE(IsError(ValidateBatch(c, 1, 32, 9), ErrorKind::kRange, "length",
                      {"maxLength (8)"}));
}

TEST(LabValidation, BatchInputErrorsNameTheArrayAndEntry) {
  const Config c = MakeConfig("copy", "none", true, 2, 16, 2, 10, 8);
  std::vector<std::int32_t> tokens(2 * 5, 2), targets(2 * 5, -1);
  EXPECT_TRUE(ValidateBatchInput(c, tokens.data(), 10, targets.data(), 10,
                                 nullptr, -1, 2, 2, true)
                  .ok);
  EXPECT_TRUE(IsError(ValidateBatchInput(c, tokens.data(), 9, nullptr, -1,
                                         nullptr, -1, 2, 2, false),
                      ErrorKind::kType, "tokens", {"batchSize * T"}));
  tokens[3] = 10;
  EXPECT_TRUE(IsError(ValidateBatchInput(c, tokens.data(), 10, nullptr, -1,
                                         nullptr, -1, 2, 2, false),
                      ErrorKind::kRange, "tokens[3]", {"vocabSize - 1 (9)"}));
  tokens[3] = 2;
  targets[4] = -2;
  EXPECT_TRUE(IsError(ValidateBatchInput(c, tokens.data(), 10, targets.data(),
                                         10, nullptr, -1, 2, 2, true),
                      ErrorKind::kRange, "targets[4]", {"-1 (not scored)"}));
  std::vector<std::int32_t> positions(10, 0);
  EXPECT_TRUE(IsError(ValidateBatchInput(c, tokens.data(), 10, nullptr, -1,
                                         positions.data(), 10, 2, 2, false),
                      ErrorKind::kType, "positions", {"randomized"}));
  const Config r = MakeConfig("copy", "randomized", true, 2, 16, 2, 10, 8);
  positions[7] = 17;  // P = 17: positions 0 .. 16.
  EXPECT_TRUE(IsError(ValidateBatchInput(r, tokens.data(), 10, nullptr, -1,
                                         positions.data(), 10, 2, 2, false),
                      ErrorKind::kRange, "positions[7]", {"P - 1 (16)"}));
}

TEST(LabValidation, ParamsMustHaveTheConfigsCountAndBeFinite) {
  const Config c = MakeConfig("copy", "none", true);
  std::vector<double> p(static_cast<std::size_t>(ParameterCount(c)), 0.0);
  EXPECT_TRUE(ValidateParams(c, p.data(), static_cast<double>(p.size())).ok);
  EXPECT_TRUE(IsError(ValidateParams(c, p.data(), 3), ErrorKind::kType,
                      "params", {"labParameterCount"}));
  p[5] = std::numeric_limits<double>::infinity();
  EXPECT_TRUE(
      IsError(ValidateParams(c, p.data(), static_cast<double>(p.size())),
              ErrorKind::kRange, "params[5]", {"finite"}));
}

TEST(LabValidation, TrainErrorsNameTheOption) {
  const Config c = MakeConfig("copy", "sinusoidal", true, 2, 16, 2, 10, 24);
  TrainOptions o;
  o.steps = 50;  // 3 * 50 * 32 * 17 * 8640 units: under kMaxLabCost.
  EXPECT_TRUE(ValidateTrain(c, o).ok);
  TrainOptions bad = o;
  bad.steps = 0;
  EXPECT_TRUE(IsError(ValidateTrain(c, bad), ErrorKind::kRange, "steps"));
  bad = o;
  bad.min_length = 9;
  EXPECT_TRUE(IsError(ValidateTrain(c, bad), ErrorKind::kRange, "trainLengths",
                      {"trainLengths[1]", "trainLengths[0] (9)"}));
  bad = o;
  bad.max_length = 25;
  EXPECT_TRUE(IsError(ValidateTrain(c, bad), ErrorKind::kRange, "trainLengths",
                      {"maxLength (24)"}));
  bad = o;
  bad.learning_rate = 0;
  EXPECT_TRUE(
      IsError(ValidateTrain(c, bad), ErrorKind::kRange, "learningRate"));
  bad = o;
  bad.batch_size = 1025;
  EXPECT_TRUE(IsError(ValidateTrain(c, bad), ErrorKind::kRange, "batchSize"));
}

TEST(LabValidation, TrainCostIsBoundedAndNamed) {
  const Config c = MakeConfig("copy", "sinusoidal", true, 4, 64, 8, 64, 64);
  TrainOptions o;
  o.steps = 100000;
  o.batch_size = 1024;
  o.max_length = 64;
  EXPECT_TRUE(IsError(ValidateTrain(c, o), ErrorKind::kRange, "steps",
                      {"the cost of labTrain", "must be at most"}));
}

TEST(LabValidation, EvaluateErrorsNameTheLength) {
  const Config c = MakeConfig("lookback", "none", true, 2, 16, 2, 10, 8);
  const std::vector<double> ok = {3, 8}, short_one = {2}, long_one = {3, 9};
  EXPECT_TRUE(ValidateEvaluate(c, 1, ok.data(), 2, 100).ok);
  EXPECT_TRUE(IsError(ValidateEvaluate(c, 1, short_one.data(), 1, 100),
                      ErrorKind::kRange, "lengths[0]", {"from 3", "K = 2"}));
  EXPECT_TRUE(IsError(ValidateEvaluate(c, 1, long_one.data(), 2, 100),
                      ErrorKind::kRange, "lengths[1]", {"maxLength (8)"}));
  EXPECT_TRUE(IsError(ValidateEvaluate(c, 1, ok.data(), 0, 100),
                      ErrorKind::kRange, "lengths"));
  EXPECT_TRUE(IsError(ValidateEvaluate(c, 1, ok.data(), 2, 0),
                      ErrorKind::kRange, "examples"));
}

// The largest model the engine takes, and the task lengths 1 .. n: the
// evaluations past the cost bound below.
Config LargestModel() {
  return MakeConfig("copy", "t5", true, 4, 64, 8, 64, 64);
}
std::vector<double> LengthsUpTo(int n) {
  std::vector<double> lengths;
  for (int k = 1; k <= n; ++k) lengths.push_back(k);
  return lengths;
}

// Past the cost bound the message gives the examples that fit (it once
// spelled out the sum over every length: thousands of characters at 64).
TEST(LabValidation, EvaluateCostErrorNamesTheExamplesThatFitBriefly) {
  const Config c = LargestModel();
  const std::vector<double> lengths = LengthsUpTo(32);
  const Status s = ValidateEvaluate(c, 1, lengths.data(), 32, 1024);
  ASSERT_TRUE(IsError(s, ErrorKind::kRange, "examples",
                      {"from 1 to ", "maxLabCost, 1073741824", "got 1024"}));
  EXPECT_LT(s.message.size(), 200u) << s.message;
  // The range it names is the range that passes.
  const std::size_t from = s.message.find("from 1 to ") + 10;
  const double fit = std::stod(s.message.substr(from));
  ASSERT_GE(fit, 1);
  EXPECT_TRUE(ValidateEvaluate(c, 1, lengths.data(), 32, fit).ok);
  EXPECT_FALSE(ValidateEvaluate(c, 1, lengths.data(), 32, fit + 1).ok);
}

TEST(LabValidation, EvaluateLengthsPastTheBoundForOneExampleNameLengths) {
  const std::vector<double> lengths = LengthsUpTo(64);
  const Status s = ValidateEvaluate(LargestModel(), 1, lengths.data(), 64, 1);
  ASSERT_TRUE(IsError(
      s, ErrorKind::kRange, "lengths",
      {"per example", "maxLabCost, 1073741824", "got 64 lengths costing"}));
  EXPECT_LT(s.message.size(), 200u) << s.message;
}

}  // namespace
}  // namespace lab
}  // namespace posenc
