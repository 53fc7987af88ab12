// Native timing of the lab's training step (issue 22 item 6's shape: 2
// layers, d_model 32, 2 heads, batch 32 x sequence length 24), min and
// median of repeated steps, and of one labTrain-sized run.
//   cmake -S . -B build/bench -DPOSENC_BENCH=ON && cmake --build build/bench
//   build/bench/lab_native
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "posenc/facts.h"
#include "posenc/lab/config.h"
#include "posenc/lab/rng.h"
#include "posenc/lab/tasks.h"
#include "posenc/lab/train.h"

namespace {

using posenc::lab::Config;
using posenc::lab::ConfigInput;

double Millis(std::chrono::steady_clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace

int main() {
  ConfigInput in;
  // lookback: the sequence is the task length, so T = 24 exactly.
  in.task = "lookback";
  in.encoding = "learned";
  in.causal = true;
  in.layers = 2;
  in.d_model = 32;
  in.heads = 2;
  in.vocab_size = 16;
  in.max_length = 24;
  Config config;
  if (!posenc::lab::ValidateConfig(in, &config).ok) return 1;
  const std::int64_t batch = 32, length = 24;
  std::vector<double> params(
      static_cast<std::size_t>(posenc::lab::ParameterCount(config)));
  posenc::lab::InitInto(params.data(), config, 1);
  posenc::lab::Trainer trainer(config, params);
  std::vector<std::int32_t> tokens(batch * length), targets(batch * length);
  std::vector<double> times;
  for (int step = 0; step < 40; ++step) {
    posenc::lab::MakeBatchInto(tokens.data(), targets.data(), nullptr, config,
                               static_cast<std::uint64_t>(step), batch, length);
    const auto start = std::chrono::steady_clock::now();
    trainer.Step(tokens.data(), targets.data(), nullptr, batch, length, 1e-3);
    times.push_back(Millis(std::chrono::steady_clock::now() - start));
  }
  std::sort(times.begin(), times.end());
  std::printf(
      "lab step, 2 layers x d 32 x 2 heads, batch 32 x T 24 (%lld "
      "parameters): min %.2f ms, median %.2f ms (40 steps)\n",
      static_cast<long long>(params.size()), times.front(),
      times[times.size() / 2]);
  // A fingerprint of a short run's bits (every encoding's path through the
  // kernels), to compare builds: scalar and SIMD WebAssembly, native.
  std::uint64_t fingerprint = 0;
  for (const char* encoding :
       {"sinusoidal", "learned", "rope", "alibi", "t5", "randomized", "none"}) {
    ConfigInput f_in = in;
    f_in.task = "reverse";
    f_in.encoding = encoding;
    f_in.causal = false;
    Config c;
    if (!posenc::lab::ValidateConfig(f_in, &c).ok) return 1;
    posenc::lab::TrainOptions o;
    o.seed = 3;
    o.steps = 5;
    o.batch_size = 4;
    o.min_length = 2;
    o.max_length = 6;
    std::vector<double> losses(5);
    std::vector<double> p(
        static_cast<std::size_t>(posenc::lab::ParameterCount(c)));
    posenc::lab::TrainInto(losses.data(), p.data(), c, o);
    for (const double v : p) {
      std::uint64_t bits;
      std::memcpy(&bits, &v, sizeof bits);
      fingerprint = posenc::lab::Mix64(fingerprint ^ bits);
    }
  }
  std::printf("fingerprint of 7 short runs' parameters: %016llx\n",
              static_cast<unsigned long long>(fingerprint));

  // Worst allowed cases: labTrain runs with as many steps as kMaxLabCost
  // allows, for shapes at the corners of the limits. Each should take about
  // the same time (the cost units are meant to be proportional to time).
  struct Shape {
    const char* task;
    const char* encoding;
    double layers, d_model, heads, vocab, max_length, batch;
  };
  const Shape shapes[] = {
      {"copy", "t5", 4, 64, 8, 64, 64, 1},
      {"copy", "alibi", 1, 4, 4, 4, 64, 1},
      {"copy", "rope", 2, 16, 2, 10, 8, 32},
      {"lookback", "learned", 2, 32, 2, 16, 24, 32},
      {"lookback", "none", 1, 64, 1, 64, 4, 1024},
  };
  for (const Shape& shape : shapes) {
    ConfigInput c_in;
    c_in.task = shape.task;
    c_in.encoding = shape.encoding;
    c_in.layers = shape.layers;
    c_in.d_model = shape.d_model;
    c_in.heads = shape.heads;
    c_in.vocab_size = shape.vocab;
    c_in.max_length = shape.max_length;
    Config c;
    if (!posenc::lab::ValidateConfig(c_in, &c).ok) return 1;
    const std::int64_t t_len = posenc::lab::SequenceLength(
        c.task, static_cast<std::int64_t>(shape.max_length));
    const double per_step = 3 * shape.batch * static_cast<double>(t_len) *
                            posenc::lab::TokenCost(c, t_len);
    posenc::lab::TrainOptions o;
    o.steps = std::floor(posenc::kMaxLabCost / per_step);
    o.batch_size = shape.batch;
    o.min_length = shape.max_length;
    o.max_length = shape.max_length;
    if (!posenc::lab::ValidateTrain(c, o).ok || o.steps < 1) return 2;
    std::vector<double> losses(static_cast<std::size_t>(o.steps));
    std::vector<double> p(
        static_cast<std::size_t>(posenc::lab::ParameterCount(c)));
    const auto start = std::chrono::steady_clock::now();
    posenc::lab::TrainInto(losses.data(), p.data(), c, o);
    std::printf(
        "worst allowed labTrain, %s %s L%g d%g H%g V%g T%lld batch %g: %g "
        "steps, %.0f ms\n",
        shape.task, shape.encoding, shape.layers, shape.d_model, shape.heads,
        shape.vocab, static_cast<long long>(t_len), shape.batch, o.steps,
        Millis(std::chrono::steady_clock::now() - start));
  }
  return 0;
}
