// The lab's tasks (posenc/lab/tasks.h): tokens and targets exactly as the
// spec lays them out (docs/lab.md, "Tasks"), and randomized positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "lab_support.h"
#include "posenc/lab/tasks.h"

namespace posenc {
namespace lab {
namespace {

using Ints = std::vector<std::int32_t>;

Ints Targets(const Config& config, const Ints& tokens, std::int64_t n) {
  Ints out(tokens.size());
  TargetsInto(out.data(), tokens.data(), config, n);
  return out;
}

TEST(LabTargets, CopyReverseSortCausalPredictTheNextToken) {
  // x = 5 3 4: tokens [5 3 4 SEP y1 y2 y3], target[n + k] = y_{k+1}.
  const Ints copy = {5, 3, 4, 0, 5, 3, 4};
  EXPECT_EQ(Targets(MakeConfig("copy", "none", true), copy, 3),
            (Ints{-1, -1, -1, 5, 3, 4, -1}));
  const Ints reverse = {5, 3, 4, 0, 4, 3, 5};
  EXPECT_EQ(Targets(MakeConfig("reverse", "none", true), reverse, 3),
            (Ints{-1, -1, -1, 4, 3, 5, -1}));
  const Ints sort = {5, 3, 4, 0, 3, 4, 5};
  EXPECT_EQ(Targets(MakeConfig("sort", "none", true), sort, 3),
            (Ints{-1, -1, -1, 3, 4, 5, -1}));
}

TEST(LabTargets, CopyReverseSortBidirectionalFillTheMaskedSlots) {
  // [5 3 4 SEP MASK MASK MASK], target[n + 1 + k] = y_{k+1}.
  const Ints masked = {5, 3, 4, 0, 1, 1, 1};
  EXPECT_EQ(Targets(MakeConfig("copy", "none", false), masked, 3),
            (Ints{-1, -1, -1, -1, 5, 3, 4}));
  EXPECT_EQ(Targets(MakeConfig("reverse", "none", false), masked, 3),
            (Ints{-1, -1, -1, -1, 4, 3, 5}));
  EXPECT_EQ(Targets(MakeConfig("sort", "none", false), masked, 3),
            (Ints{-1, -1, -1, -1, 3, 4, 5}));
}

TEST(LabTargets, LookbackScoresTheTokenTwoPlacesBack) {
  const Ints x = {2, 5, 3, 4, 2};
  const Ints expected = {-1, -1, 2, 5, 3};
  EXPECT_EQ(Targets(MakeConfig("lookback", "none", true), x, 5), expected);
  EXPECT_EQ(Targets(MakeConfig("lookback", "none", false), x, 5), expected);
}

TEST(LabBatch, LaysOutEverySequenceAsTheSpec) {
  for (const char* task : {"copy", "reverse", "sort"}) {
    for (const bool causal : {true, false}) {
      const Config config = MakeConfig(task, "none", causal, 1, 8, 2, 7, 6);
      const std::int64_t n = 5, t_len = 11;
      const Batch b = MakeBatch(config, 3, 20, n);
      for (std::int64_t s = 0; s < 20; ++s) {
        const std::int32_t* row = b.tokens.data() + s * t_len;
        const std::int32_t* tg = b.targets.data() + s * t_len;
        Ints y(row, row + n);
        for (const std::int32_t v : y) {
          EXPECT_GE(v, kLabFirstSymbol);
          EXPECT_LT(v, 7);
        }
        if (config.task == Task::kReverse) std::reverse(y.begin(), y.end());
        if (config.task == Task::kSort) std::sort(y.begin(), y.end());
        EXPECT_EQ(row[n], kLabSepToken) << task;
        for (std::int64_t k = 0; k < n; ++k) {
          const std::int32_t answer = y[static_cast<std::size_t>(k)];
          EXPECT_EQ(row[n + 1 + k], causal ? answer : kLabMaskToken) << task;
          EXPECT_EQ(tg[(causal ? n : n + 1) + k], answer) << task;
        }
        const std::int64_t scored = std::count_if(
            tg, tg + t_len, [](std::int32_t v) { return v >= 0; });
        EXPECT_EQ(scored, n) << task;
      }
    }
  }
}

TEST(LabBatch, DrawsEverySymbolUniformly) {
  const Config config = MakeConfig("copy", "none", true, 1, 8, 2, 6, 8);
  const Batch b = MakeBatch(config, 9, 500, 8);
  std::vector<int> counts(6);
  for (std::int64_t s = 0; s < 500; ++s) {
    for (std::int64_t i = 0; i < 8; ++i)
      ++counts[static_cast<std::size_t>(
          b.tokens[static_cast<std::size_t>(s * 17 + i)])];
  }
  EXPECT_EQ(counts[0] + counts[1], 0);
  for (int v = 2; v < 6; ++v)
    EXPECT_NEAR(counts[static_cast<std::size_t>(v)], 1000, 100) << v;
}

TEST(LabBatch, RandomizedPositionsAreDistinctSortedAndSpread) {
  // maxLength 10: P = 21; length 3: T = 7 positions from [0, 21).
  const Config config = MakeConfig("copy", "randomized", true, 1, 8, 2, 6, 10);
  const Batch b = MakeBatch(config, 4, 200, 3);
  std::set<Ints> distinct_rows;
  std::int32_t largest = 0;
  for (std::int64_t s = 0; s < 200; ++s) {
    const Ints row(b.positions.begin() + s * 7,
                   b.positions.begin() + s * 7 + 7);
    for (std::size_t i = 0; i < row.size(); ++i) {
      EXPECT_GE(row[i], 0);
      EXPECT_LT(row[i], 21);
      if (i > 0) {
        EXPECT_LT(row[i - 1], row[i]);
      }
      largest = std::max(largest, row[i]);
    }
    distinct_rows.insert(row);
  }
  EXPECT_EQ(largest, 20);
  EXPECT_GT(distinct_rows.size(), 150u);
}

TEST(LabBatch, TokensDoNotDependOnWhetherPositionsAreAsked) {
  const Config config = MakeConfig("sort", "randomized", false);
  const Batch with = MakeBatch(config, 12, 8, 4);
  Ints tokens(with.tokens.size()), targets(with.tokens.size());
  MakeBatchInto(tokens.data(), targets.data(), nullptr, config, 12, 8, 4);
  EXPECT_EQ(tokens, with.tokens);
  EXPECT_EQ(targets, with.targets);
}

TEST(LabBatch, SameSeedSameBatchOtherSeedAnother) {
  const Config config = MakeConfig("lookback", "none", true, 1, 8, 2, 10, 16);
  EXPECT_EQ(MakeBatch(config, 5, 4, 16).tokens,
            MakeBatch(config, 5, 4, 16).tokens);
  EXPECT_NE(MakeBatch(config, 5, 4, 16).tokens,
            MakeBatch(config, 6, 4, 16).tokens);
}

}  // namespace
}  // namespace lab
}  // namespace posenc
