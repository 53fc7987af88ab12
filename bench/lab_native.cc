// Native timing of the lab's training step (issue 22 item 6's shape: 2
// layers, d_model 32, 2 heads, batch 32 x sequence length 24), min and
// median of repeated steps, and of one labTrain-sized run.
//   cmake -S . -B build/bench -DPOSENC_BENCH=ON && cmake --build build/bench
//   build/bench/lab_native
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

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
                               static_cast<std::uint64_t>(step), batch,
                               length);
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
  return 0;
}
