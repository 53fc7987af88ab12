// The lab's hand-written backward pass against central finite differences
// of its own loss, for every encoding, causal and bidirectional, and every
// parameter block (small blocks entirely, large ones at seeded entries).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "lab_support.h"
#include "posenc/lab/model.h"
#include "posenc/lab/train.h"

namespace posenc {
namespace lab {
namespace {

struct Block {
  std::string name;
  std::int64_t offset, size;
};

std::vector<Block> Blocks(const Config& c) {
  const Layout l = MakeLayout(c);
  const std::int64_t d = c.d_model;
  std::vector<Block> out = {{"E", l.embed, c.vocab_size * d}};
  if (l.positions >= 0)
    out.push_back({"Pl", l.positions, PositionCapacity(c) * d});
  if (l.t5 >= 0) out.push_back({"Tb", l.t5, kLabT5Buckets * c.heads});
  for (std::size_t k = 0; k < l.layers.size(); ++k) {
    const LayerOffsets& o = l.layers[k];
    const std::string p = "layer" + std::to_string(k) + ".";
    out.push_back({p + "g1", o.g1, d});
    out.push_back({p + "b1n", o.b1n, d});
    out.push_back({p + "Wq", o.wq, d * d});
    out.push_back({p + "Wk", o.wk, d * d});
    out.push_back({p + "Wv", o.wv, d * d});
    out.push_back({p + "Wo", o.wo, d * d});
    out.push_back({p + "g2", o.g2, d});
    out.push_back({p + "b2n", o.b2n, d});
    out.push_back({p + "W1", o.w1, 4 * d * d});
    out.push_back({p + "b1", o.b1, 4 * d});
    out.push_back({p + "W2", o.w2, 4 * d * d});
    out.push_back({p + "b2", o.b2, d});
  }
  out.push_back({"gf", l.gf, d});
  out.push_back({"bf", l.bf, d});
  out.push_back({"U", l.unembed, d * c.vocab_size});
  return out;
}

class LabGradient
    : public ::testing::TestWithParam<std::tuple<int, bool, int>> {};

// Every block's sampled entries: |analytic - central difference| within
// 1e-8 + 1e-6 |analytic|. With h = 1e-5 the difference's truncation error
// is about h^2 |f'''| ~ 1e-10 and its rounding about 1e-16 / h ~ 1e-11.
TEST_P(LabGradient, MatchesCentralDifferencesInEveryBlock) {
  const auto [encoding, causal, task] = GetParam();
  const Config config =
      MakeConfig(kLabTaskNames[task], kLabEncodingNames[encoding], causal);
  std::vector<double> params = RandomParams(config, 7 + encoding);
  // t5 starts at zero in InitInto; random here so its gradient path matters.
  const Batch batch = MakeBatch(config, 11, 3, 3);
  Model model(config, params.data());
  std::vector<double> grad(params.size());
  const double loss = LossAndGradient(
      &model, grad.data(), batch.tokens.data(), batch.targets.data(),
      batch.positions_or_null(config), batch.batch_size, batch.length);
  ASSERT_TRUE(std::isfinite(loss));
  ASSERT_GT(loss, 0.1);
  auto loss_at = [&](std::int64_t k, double delta) {
    const double saved = params[static_cast<std::size_t>(k)];
    params[static_cast<std::size_t>(k)] = saved + delta;
    const double value = LossAndGradient(
        &model, nullptr, batch.tokens.data(), batch.targets.data(),
        batch.positions_or_null(config), batch.batch_size, batch.length);
    params[static_cast<std::size_t>(k)] = saved;
    return value;
  };
  Rng pick(static_cast<std::uint64_t>(encoding * 2 + (causal ? 1 : 0)), 5);
  const double h = 1e-5;
  int nonzero = 0;
  for (const Block& block : Blocks(config)) {
    // Small blocks (gains, biases, T5's table, whose used buckets are few)
    // entirely, larger ones at 8 seeded entries.
    const std::int64_t samples = block.size <= 64 ? block.size : 8;
    for (std::int64_t sample = 0; sample < samples; ++sample) {
      const std::int64_t k =
          block.offset + (block.size <= 64
                              ? sample
                              : static_cast<std::int64_t>(pick.Below(
                                    static_cast<std::uint64_t>(block.size))));
      const double numeric = (loss_at(k, h) - loss_at(k, -h)) / (2 * h);
      const double analytic = grad[static_cast<std::size_t>(k)];
      EXPECT_NEAR(analytic, numeric, 1e-8 + 1e-6 * std::fabs(analytic))
          << block.name << " entry " << k - block.offset;
      if (std::fabs(analytic) > 1e-6) ++nonzero;
    }
  }
  // The check is not vacuous: most sampled entries carry gradient.
  EXPECT_GT(nonzero, static_cast<int>(Blocks(config).size()));
}

std::string GradientName(
    const ::testing::TestParamInfo<std::tuple<int, bool, int>>& info) {
  return std::string(kLabEncodingNames[std::get<0>(info.param)]) +
         (std::get<1>(info.param) ? "_causal_" : "_bidirectional_") +
         kLabTaskNames[std::get<2>(info.param)];
}

INSTANTIATE_TEST_SUITE_P(
    EveryEncoding, LabGradient,
    ::testing::Combine(::testing::Range(0, kLabEncodingCount),
                       ::testing::Bool(), ::testing::Values(0, 3)),
    GradientName);

}  // namespace
}  // namespace lab
}  // namespace posenc
