// The symmetries theory forces on the lab's model, exactly: without position
// a bidirectional model is permutation-equivariant, so equal tokens get equal
// logits wherever they stand; with ALiBi's symmetric bias -m|t - s| it is
// equivariant under reversal; causal masks break both.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "lab_support.h"
#include "posenc/lab/model.h"

namespace posenc {
namespace lab {
namespace {

using Ints = std::vector<std::int32_t>;

std::vector<double> Logits(const Config& config, const std::vector<double>& p,
                           const Ints& tokens) {
  Model model(config, p.data());
  const auto t_len = static_cast<std::int64_t>(tokens.size());
  model.Forward(tokens.data(), nullptr, t_len);
  return std::vector<double>(model.logits(),
                             model.logits() + t_len * config.vocab_size);
}

// Rows t and u of the logits, bit for bit equal.
bool RowsEqual(const std::vector<double>& l, std::int64_t v, std::int64_t t,
               std::int64_t u) {
  return std::equal(l.begin() + t * v, l.begin() + (t + 1) * v,
                    l.begin() + u * v);
}

const Ints kTokens = {3, 5, 3, 2, 4, 3, 5, 1, 1};  // 3 at 0, 2, 5; 1 at 7, 8.

TEST(LabSymmetry, BidirectionalNoPositionGivesEqualTokensEqualLogits) {
  const Config config = MakeConfig("copy", "none", false);
  const std::vector<double> l =
      Logits(config, RandomParams(config, 1), kTokens);
  EXPECT_TRUE(RowsEqual(l, 6, 0, 2));
  EXPECT_TRUE(RowsEqual(l, 6, 0, 5));
  EXPECT_TRUE(RowsEqual(l, 6, 1, 6));
  // So every MASK slot of a reverse example gets the same prediction: the
  // model cannot output different symbols there (docs/lab.md).
  EXPECT_TRUE(RowsEqual(l, 6, 7, 8));
  EXPECT_FALSE(RowsEqual(l, 6, 0, 1));
}

TEST(LabSymmetry, AnyPositionInformationBreaksIt) {
  for (const char* encoding :
       {"sinusoidal", "learned", "rope", "alibi", "t5", "randomized"}) {
    const Config config = MakeConfig("copy", encoding, false);
    const std::vector<double> l =
        Logits(config, RandomParams(config, 1), kTokens);
    EXPECT_FALSE(RowsEqual(l, 6, 0, 2)) << encoding;
  }
}

TEST(LabSymmetry, CausalNoPositionDoesNotGiveEqualTokensEqualLogits) {
  const Config config = MakeConfig("copy", "none", true);
  const std::vector<double> l =
      Logits(config, RandomParams(config, 1), kTokens);
  EXPECT_FALSE(RowsEqual(l, 6, 0, 2));
  EXPECT_FALSE(RowsEqual(l, 6, 7, 8));
}

// max |logits(reversed tokens)[T-1-t] - logits(tokens)[t]|.
double ReversalGap(const Config& config) {
  const std::vector<double> p = RandomParams(config, 2);
  Ints reversed(kTokens.rbegin(), kTokens.rend());
  const std::vector<double> l = Logits(config, p, kTokens);
  const std::vector<double> r = Logits(config, p, reversed);
  const auto t_len = static_cast<std::int64_t>(kTokens.size());
  const std::int64_t v = config.vocab_size;
  double gap = 0;
  for (std::int64_t t = 0; t < t_len; ++t) {
    for (std::int64_t c = 0; c < v; ++c) {
      gap = std::max(
          gap, std::fabs(r[static_cast<std::size_t>((t_len - 1 - t) * v + c)] -
                         l[static_cast<std::size_t>(t * v + c)]));
    }
  }
  return gap;
}

TEST(LabSymmetry, BidirectionalAlibiIsReversalEquivariant) {
  // Only the order of the sums over keys changes: equal up to rounding.
  EXPECT_LE(ReversalGap(MakeConfig("copy", "alibi", false)), 1e-12);
  EXPECT_LE(ReversalGap(MakeConfig("copy", "none", false)), 1e-12);
}

TEST(LabSymmetry, CausalAlibiIsNotReversalEquivariant) {
  EXPECT_GT(ReversalGap(MakeConfig("copy", "alibi", true)), 1e-3);
  EXPECT_GT(ReversalGap(MakeConfig("copy", "none", true)), 1e-3);
}

TEST(LabSymmetry, AbsoluteAndDirectedEncodingsAreNotReversalEquivariant) {
  // T5's buckets tell s - t > 0 from < 0 (bidirectional), so its random
  // table is not symmetric; the absolute encodings tell 0 from T-1.
  for (const char* encoding : {"sinusoidal", "learned", "rope", "t5"}) {
    EXPECT_GT(ReversalGap(MakeConfig("copy", encoding, false)), 1e-3)
        << encoding;
  }
}

}  // namespace
}  // namespace lab
}  // namespace posenc
