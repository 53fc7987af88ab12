// What the lab's tests share: small configs, parameters drawn large enough
// that every path of the model carries gradient, and batches.
#ifndef POSENC_TESTS_CPP_LAB_SUPPORT_H_
#define POSENC_TESTS_CPP_LAB_SUPPORT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "posenc/lab/config.h"
#include "posenc/lab/rng.h"
#include "posenc/lab/tasks.h"

namespace posenc {
namespace lab {

inline Config MakeConfig(const std::string& task, const std::string& encoding,
                         bool causal, double layers = 2, double d_model = 8,
                         double heads = 2, double vocab_size = 6,
                         double max_length = 4) {
  ConfigInput in;
  in.task = task;
  in.encoding = encoding;
  in.causal = causal;
  in.layers = layers;
  in.d_model = d_model;
  in.heads = heads;
  in.vocab_size = vocab_size;
  in.max_length = max_length;
  Config config;
  const Status s = ValidateConfig(in, &config);
  if (!s.ok) ADD_FAILURE() << s.message;
  return config;
}

// Every parameter N(0, scale^2), LayerNorm gains 1 + N(0, scale^2): unlike
// InitInto's 0.02, large enough that attention is far from uniform and
// every block's gradient is well above rounding.
inline std::vector<double> RandomParams(const Config& config,
                                        std::uint64_t seed,
                                        double scale = 0.5) {
  const Layout layout = MakeLayout(config);
  std::vector<double> p(static_cast<std::size_t>(layout.count));
  Rng rng(seed, 99);
  for (double& v : p) v = scale * rng.Normal();
  auto ones = [&](std::int64_t at) {
    for (std::int64_t i = 0; i < config.d_model; ++i) {
      p[static_cast<std::size_t>(at + i)] += 1.0;
    }
  };
  for (const LayerOffsets& o : layout.layers) {
    ones(o.g1);
    ones(o.g2);
  }
  ones(layout.gf);
  return p;
}

struct Batch {
  std::vector<std::int32_t> tokens, targets, positions;
  std::int64_t batch_size = 0, length = 0;
  const std::int32_t* positions_or_null(const Config& c) const {
    return c.encoding == Encoding::kRandomized ? positions.data() : nullptr;
  }
};

inline Batch MakeBatch(const Config& config, std::uint64_t seed,
                       std::int64_t batch_size, std::int64_t length) {
  Batch b;
  const std::int64_t t_len = SequenceLength(config.task, length);
  const auto size = static_cast<std::size_t>(batch_size * t_len);
  b.tokens.resize(size);
  b.targets.resize(size);
  b.positions.resize(size);
  b.batch_size = batch_size;
  b.length = length;
  MakeBatchInto(b.tokens.data(), b.targets.data(), b.positions.data(), config,
                seed, batch_size, length);
  return b;
}

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_TESTS_CPP_LAB_SUPPORT_H_
