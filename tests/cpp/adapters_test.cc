// The adapters the Embind block registers: one call validates and computes,
// memory is module-owned (staged inputs are never read past), cost limits
// reject with a RangeError naming the cost, and the facts reach JavaScript.
#include "adapters.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/facts.h"
#include "test_support.h"

namespace posenc {
namespace adapters {
namespace {

using posenc_test::IsRange;
using posenc_test::StageValues;
using posenc_test::ValuesAt;

TEST(Facts, JsonListsNamesDefaultBaseAndLimits) {
  const std::string json = FactsJson();
  EXPECT_NE(
      json.find("\"variantNames\":[\"correct\",\"exponent-i-over-d\","
                "\"sine-only\",\"cosine-only\",\"one-indexed\","
                "\"exponent-2i-times-d\",\"exponent-d-over-2i\",\"swapped\"]"),
      std::string::npos)
      << json;
  EXPECT_NE(json.find("\"layoutNames\":[\"interleaved\",\"split\"]"),
            std::string::npos);
  EXPECT_NE(json.find("\"defaultBase\":10000"), std::string::npos);
  EXPECT_NE(json.find("\"maxElements\":16777216"), std::string::npos);
  EXPECT_NE(json.find("\"maxDModel\":65536"), std::string::npos);
  EXPECT_NE(json.find("\"maxAttentionCost\":8388608"), std::string::npos);
  EXPECT_NE(json.find("\"maxGridCost\":33554432"), std::string::npos);
}

TEST(ColumnRule, InterleavedPutsPairIAtColumns2iAnd2iPlus1) {
  const Result r = ColumnsOfPair(3, 16, 0);
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(ValuesAt(r)[0], 6);
  EXPECT_EQ(ValuesAt(r)[1], 7);
}

TEST(ColumnRule, SplitPutsPairIAtColumnsIAndHalfPlusI) {
  const Result r = ColumnsOfPair(3, 16, 1);
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(ValuesAt(r)[0], 3);
  EXPECT_EQ(ValuesAt(r)[1], 11);
}

TEST(ColumnRule, PairOfColumnInvertsColumnsOfPairForEveryColumn) {
  for (int layout = 0; layout < kLayoutCount; ++layout) {
    for (int column = 0; column < 12; ++column) {
      const Result r = PairOfColumn(column, 12, layout);
      ASSERT_TRUE(r.ok) << r.message;
      const double pair = ValuesAt(r)[0];
      const bool is_sin = ValuesAt(r)[1] == 1;
      const Result back = ColumnsOfPair(pair, 12, layout);
      ASSERT_TRUE(back.ok);
      EXPECT_EQ(ValuesAt(back)[is_sin ? 0 : 1], column) << layout;
    }
  }
}

TEST(ColumnRule, AgreesWithTheEncodingsColumns) {
  // Column SinColumn(i) of the split encoding holds sin(pos / divisor_i).
  EncodingOptions split;
  split.layout = Layout::kSplit;
  const std::vector<double> pe = Encode(5, 8, split);
  const std::vector<double> divisors = PairDivisors(8, kDefaultBase);
  for (int i = 0; i < 4; ++i) {
    const Result r = ColumnsOfPair(i, 8, 1);
    const auto sin_col = static_cast<std::size_t>(ValuesAt(r)[0]);
    const auto cos_col = static_cast<std::size_t>(ValuesAt(r)[1]);
    // Within the encoding's accuracy (angle addition, a few ulp).
    EXPECT_NEAR(pe[4 * 8 + sin_col], std::sin(4 / divisors[i]), 1e-15);
    EXPECT_NEAR(pe[4 * 8 + cos_col], std::cos(4 / divisors[i]), 1e-15);
  }
}

TEST(ColumnRule, RejectsPairColumnDModelAndLayoutOutOfRange) {
  EXPECT_TRUE(IsRange(ColumnsOfPair(4, 8, 0), "pair", "from 0 to 3"));
  EXPECT_TRUE(IsRange(ColumnsOfPair(-1, 8, 0), "pair", "got -1"));
  EXPECT_TRUE(IsRange(ColumnsOfPair(0.5, 8, 0), "pair", "got 0.5"));
  EXPECT_TRUE(IsRange(PairOfColumn(8, 8, 1), "column", "from 0 to 7"));
  EXPECT_TRUE(IsRange(PairOfColumn(0, 7, 1), "dModel", "even whole number"));
  EXPECT_TRUE(IsRange(PairOfColumn(0, 8, 2), "layout", "\"interleaved\""));
}

TEST(Options, LayoutVariantAndBaseAreCheckedInThatOrder) {
  Options o;
  o.layout = 5;
  o.variant = 99;
  o.base = 1;
  EXPECT_TRUE(IsRange(UniqueRows(3, 4, o), "layout", "got index 5"));
  o.layout = 0;
  EXPECT_TRUE(IsRange(UniqueRows(3, 4, o), "variant", "got index 99"));
  o.variant = 0;
  EXPECT_TRUE(IsRange(UniqueRows(3, 4, o), "base", "greater than 1"));
}

TEST(Staging, AnOperationNeverReadsPastWhatWasStaged) {
  ASSERT_NE(StageValues({0, 1, 0, 1}), nullptr);
  // 8 values asked, 4 staged: refused instead of read.
  const Result r = Shift(8, 1, Options{});
  EXPECT_TRUE(IsRange(r, "vector", "not staged")) << r.message;
  Release();
  // After Release nothing is staged at all.
  EXPECT_TRUE(IsRange(Rope(4, 1, kDefaultBase), "vector", "not staged"));
}

TEST(Staging, RefusesCountsBeyondTheElementLimit) {
  EXPECT_EQ(Stage(static_cast<double>(kMaxElements) + 1), 0);
  EXPECT_EQ(Stage(-1), 0);
  EXPECT_EQ(Stage(2.5), 0);
  EXPECT_NE(Stage(0), 0);
  Release();
}

TEST(Operations, ShiftComputesFromTheStagedVector) {
  const std::vector<double> pe = Encode(10, 4);
  ASSERT_NE(StageValues({pe[0], pe[1], pe[2], pe[3]}), nullptr);
  const Result r = Shift(4, 7, Options{});
  ASSERT_TRUE(r.ok) << r.message;
  for (int c = 0; c < 4; ++c) {
    EXPECT_NEAR(ValuesAt(r)[c], pe[7 * 4 + static_cast<std::size_t>(c)], 1e-15);
  }
  Release();
}

TEST(Operations, SelfAttentionRejectsADataLengthMismatchAsTypeError) {
  ASSERT_NE(StageValues({1, 2, 3}), nullptr);
  const Result r = SelfAttention(2, 2, 3);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.kind, 2);
  EXPECT_EQ(r.param, "x.data");
  EXPECT_NE(r.message.find("x.rows * x.cols = 4; got 3"), std::string::npos);
  Release();
}

TEST(Operations, RopeScoresRejectsUnequalLengthsFirst) {
  const Result r = RopeScores(4, 6, 0, 1);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.kind, 2);
  EXPECT_EQ(r.param, "k");
}

TEST(Operations, EncodeBeginAndFillMatchEncode) {
  Options o;
  o.layout = 1;
  const Result plan = EncodeBegin(50, 8, o);
  ASSERT_TRUE(plan.ok) << plan.message;
  EXPECT_EQ(plan.value, 50);  // 50 rows of 8 fit one chunk.
  ASSERT_TRUE(EncodeFill(10, 20));
  EncodingOptions split;
  split.layout = Layout::kSplit;
  const std::vector<double> pe = Encode(50, 8, split);
  for (std::size_t k = 0; k < 80; ++k) EXPECT_EQ(ValuesAt(plan)[k], pe[80 + k]);
  EXPECT_FALSE(EncodeFill(20, 51));  // Past seq_len.
  EXPECT_FALSE(EncodeFill(2.5, 3));
  Release();
  EXPECT_FALSE(EncodeFill(0, 1));  // No plan after Release.
}

TEST(Operations, LearnedParameterCountAcceptsShapesBeyondTheElementLimit) {
  const Result r = LearnedParameterCount(16777216, 65536);
  ASSERT_TRUE(r.ok) << r.message;
  EXPECT_EQ(ValuesAt(r)[0], 16777216.0 * 65536.0);
  EXPECT_TRUE(IsRange(LearnedParameterCount(0, 4), "maxLen", "got 0"));
}

// ---- Cost limits: each names its formula, the computed cost and the limit.

TEST(CostLimits, SelfAttentionAtTheLimitIsAllowedAndAboveItRejected) {
  // 256 * 256 * 128 = 2^23 exactly; the data check comes after the cost.
  EXPECT_TRUE(IsRange(SelfAttention(512, 512, 0), "rows",
                      "rows * rows * cols (the cost of selfAttention) must be "
                      "at most 8388608; got 512 * 512 * 512 = 134217728"));
  const Result at = SelfAttention(256, 128, 5);
  EXPECT_EQ(at.kind, 2) << at.message;  // Passed the cost, failed the length.
}

TEST(CostLimits, DotProductsAndRopeScores) {
  EXPECT_TRUE(IsRange(DotProducts(4096, 64, kDefaultBase), "seqLen",
                      "seqLen * seqLen * dModel (the cost of dotProducts)"));
  EXPECT_TRUE(DotProducts(1024, 256, kDefaultBase).ok);  // 2^28 exactly.
  Release();
  EXPECT_TRUE(IsRange(RopeScores(512, 512, 1024, kDefaultBase), "seqLen",
                      "the cost of ropeScores"));
}

TEST(CostLimits, EncodePositionsAndLearnedTable) {
  EXPECT_TRUE(IsRange(EncodePositions(65537, 64, Options{}), "positions.length",
                      "the cost of encodePositions"));
  EXPECT_TRUE(IsRange(LearnedTable(4096, 2048, 0), "maxLen",
                      "maxLen * dModel (the cost of learnedTable) must be at "
                      "most 4194304; got 4096 * 2048 = 8388608"));
}

TEST(CostLimits, UniqueRowsAndAverageGrid) {
  EXPECT_TRUE(IsRange(UniqueRows(2097152, 2, Options{}), "seqLen",
                      "the cost of uniqueRows"));
  GridWindow w;
  w.seq_len = 1e6;
  w.d_model = 65536;
  w.rows_px = 4096;
  w.cols_px = 4096;
  w.rows_per_pixel = 1e6 / 4096;
  w.cols_per_pixel = 16;
  EXPECT_TRUE(IsRange(AverageGrid(w, Options{}), "rowsPx",
                      "rowsPx * (colsPx + dModel) (the cost of averageGrid) "
                      "must be at most 33554432; got 4096 * (4096 + 65536) = "
                      "285212672"));
}

}  // namespace
}  // namespace adapters
}  // namespace posenc
