// SelfAttention: softmax(X X^T / sqrt(d)) X without projections.
#include "posenc/attention.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

namespace posenc {
namespace {

// Deterministic inputs in [-scale, scale].
std::vector<double> Inputs(std::int64_t rows, std::int64_t cols, double scale) {
  std::vector<double> x(static_cast<std::size_t>(rows * cols));
  for (std::size_t k = 0; k < x.size(); ++k) {
    x[k] = scale * std::sin(1.7 * static_cast<double>(k) + 0.3);
  }
  return x;
}

// Brute-force softmax(X X^T / sqrt(cols)) and its product with X, in long
// double, without the max subtraction.
void Reference(const std::vector<double>& x, std::int64_t rows,
               std::int64_t cols, std::vector<long double>* output,
               std::vector<long double>* weights) {
  output->assign(static_cast<std::size_t>(rows * cols), 0.0L);
  weights->assign(static_cast<std::size_t>(rows * rows), 0.0L);
  for (std::int64_t a = 0; a < rows; ++a) {
    long double sum = 0;
    for (std::int64_t b = 0; b < rows; ++b) {
      long double dot = 0;
      for (std::int64_t k = 0; k < cols; ++k) {
        dot += static_cast<long double>(x[a * cols + k]) * x[b * cols + k];
      }
      const long double e =
          std::exp(dot / std::sqrt(static_cast<long double>(cols)));
      (*weights)[a * rows + b] = e;
      sum += e;
    }
    for (std::int64_t b = 0; b < rows; ++b) (*weights)[a * rows + b] /= sum;
    for (std::int64_t b = 0; b < rows; ++b) {
      for (std::int64_t k = 0; k < cols; ++k) {
        (*output)[a * cols + k] += (*weights)[a * rows + b] * x[b * cols + k];
      }
    }
  }
}

TEST(SelfAttention, WeightRowsSumToOne) {
  for (auto [rows, cols] :
       {std::pair<int, int>{1, 1}, {3, 4}, {17, 8}, {64, 33}}) {
    const AttentionResult r =
        SelfAttention(Inputs(rows, cols, 2.0), rows, cols);
    for (int a = 0; a < rows; ++a) {
      double sum = 0;
      for (int b = 0; b < rows; ++b) sum += r.weights[a * rows + b];
      EXPECT_NEAR(sum, 1.0, 1e-14) << rows << "x" << cols << " row " << a;
    }
  }
}

TEST(SelfAttention, WeightsAreNonNegative) {
  const AttentionResult r = SelfAttention(Inputs(20, 5, 3.0), 20, 5);
  for (double w : r.weights) EXPECT_GE(w, 0.0);
}

TEST(SelfAttention, MatchesBruteForceSoftmax) {
  const std::int64_t rows = 12, cols = 6;
  const std::vector<double> x = Inputs(rows, cols, 1.5);
  const AttentionResult r = SelfAttention(x, rows, cols);
  std::vector<long double> output, weights;
  Reference(x, rows, cols, &output, &weights);
  for (std::size_t k = 0; k < weights.size(); ++k) {
    EXPECT_NEAR(r.weights[k], static_cast<double>(weights[k]), 1e-15) << k;
  }
  for (std::size_t k = 0; k < output.size(); ++k) {
    EXPECT_NEAR(r.output[k], static_cast<double>(output[k]), 1e-14) << k;
  }
}

TEST(SelfAttention, ScoresAreScaledBySqrtOfCols) {
  // Two tokens (1, 1, 1, 1) and (0, 0, 0, 0): scores 4 / 2 = 2 and 0.
  const AttentionResult r = SelfAttention({1, 1, 1, 1, 0, 0, 0, 0}, 2, 4);
  const double e2 = std::exp(2.0);
  EXPECT_NEAR(r.weights[0], e2 / (e2 + 1), 1e-15);
  EXPECT_NEAR(r.weights[1], 1 / (e2 + 1), 1e-15);
  EXPECT_NEAR(r.weights[2], 0.5, 1e-15);
  EXPECT_NEAR(r.weights[3], 0.5, 1e-15);
  EXPECT_NEAR(r.output[4], 0.5, 1e-15);
}

TEST(SelfAttention, SingleTokenAttendsOnlyToItself) {
  const AttentionResult r = SelfAttention({0.3, -2.0, 7.5}, 1, 3);
  EXPECT_EQ(r.weights, std::vector<double>{1.0});
  EXPECT_EQ(r.output, (std::vector<double>{0.3, -2.0, 7.5}));
}

TEST(SelfAttention, IdenticalTokensGetUniformWeights) {
  const AttentionResult r =
      SelfAttention({0.5, 0.6, 0.5, 0.6, 0.5, 0.6, 0.5, 0.6}, 4, 2);
  for (double w : r.weights) EXPECT_EQ(w, 0.25);
  for (int k = 0; k < 8; ++k) {
    EXPECT_NEAR(r.output[k], k % 2 == 0 ? 0.5 : 0.6, 1e-16);
  }
}

TEST(SelfAttention, HugeInputsGiveNoNanOrInfinity) {
  const std::int64_t rows = 9, cols = 4;
  const std::vector<double> x = Inputs(rows, cols, 1e3);
  ASSERT_TRUE(ValidateSelfAttention(x.data(), 9, 4).ok);
  const AttentionResult r = SelfAttention(x, rows, cols);
  for (double v : r.weights) ASSERT_TRUE(std::isfinite(v));
  for (double v : r.output) ASSERT_TRUE(std::isfinite(v));
  for (std::int64_t a = 0; a < rows; ++a) {
    double sum = 0;
    for (std::int64_t b = 0; b < rows; ++b) sum += r.weights[a * rows + b];
    EXPECT_NEAR(sum, 1.0, 1e-14);
  }
}

TEST(SelfAttention, HugeScoresGiveOneHotWeights) {
  // Scores of 5e5 and more: exp() of them overflows without the max shift.
  const AttentionResult r = SelfAttention({1e3, 0, 0, 1e3, 1e3, 1e3}, 3, 2);
  // Token 2 scores 1e6 / sqrt(2) against itself and every other token.
  EXPECT_EQ(r.weights[0 * 3 + 2], 0.5);  // Tokens 0 and 2 tie for token 0.
  EXPECT_EQ(r.weights[0 * 3 + 0], 0.5);
  EXPECT_EQ(r.weights[0 * 3 + 1], 0.0);
  EXPECT_EQ(r.weights[2 * 3 + 2], 1.0);
  EXPECT_EQ(r.output[2 * 2 + 0], 1e3);
  EXPECT_EQ(r.output[2 * 2 + 1], 1e3);
}

TEST(SelfAttention, HugeNegativeInputsStayFinite) {
  const std::vector<double> x = {-1e3, -1e3, 1e3, 1e3, -1e3, 1e3};
  const AttentionResult r = SelfAttention(x, 3, 2);
  for (double v : r.weights) EXPECT_TRUE(std::isfinite(v));
  for (double v : r.output) EXPECT_TRUE(std::isfinite(v));
}

// ENGINE BUG (attention.cc, SelfAttentionInto): ValidateSelfAttention only
// requires every value to be finite, but a finite value such as 1e160 makes
// the score x_a . x_a = 2e320 overflow to +inf (`dot += xa[k] * xb[k];
// w[b] = dot * scale;`, lines 59-60); the row maximum is then +inf and
// `std::exp(w[b] - max_score)` (line 66) is exp(inf - inf) = NaN, so row 0
// of the weights and of the output is NaN for this validated input.
// Expected: finite weights (row 0 one-hot on token 0) and a finite output,
// or a Range error from ValidateSelfAttention. Disabled so the suite stays
// green; remove DISABLED_ to reproduce.
TEST(SelfAttention, RejectsValuesWhoseScoresWouldOverflow) {
  const std::vector<double> x = {1e160, 0, 0, 1e160, 1, 2, 3, 4};
  const posenc::Status status = ValidateSelfAttention(x.data(), 2, 4);
  EXPECT_FALSE(status.ok);
  EXPECT_EQ(status.param, "x.data");
  EXPECT_NE(status.message.find("x.data[0]"), std::string::npos);
  EXPECT_NE(status.message.find("1e+100"), std::string::npos);
}

TEST(SelfAttention, LargestAcceptedValuesNeverGiveNan) {
  const std::vector<double> x = {-1e100, 1e100, 1e100, 1e100,
                                 1e100,  1e100, 1e100, -1e100};
  ASSERT_TRUE(ValidateSelfAttention(x.data(), 2, 4).ok);
  const AttentionResult r = SelfAttention(x, 2, 4);
  for (double v : r.weights) EXPECT_FALSE(std::isnan(v));
  for (double v : r.output) EXPECT_FALSE(std::isnan(v));
}

TEST(SelfAttention, PermutingTokensPermutesOutputRowsBitForBit) {
  const std::int64_t rows = 7, cols = 5;
  const std::vector<double> x = Inputs(rows, cols, 1.3);
  const int perm[7] = {3, 0, 6, 4, 1, 5, 2};
  std::vector<double> y(x.size());
  for (int r = 0; r < rows; ++r) {
    for (int k = 0; k < cols; ++k) y[r * cols + k] = x[perm[r] * cols + k];
  }
  const AttentionResult a = SelfAttention(x, rows, cols);
  const AttentionResult b = SelfAttention(y, rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int k = 0; k < cols; ++k) {
      EXPECT_EQ(b.output[r * cols + k], a.output[perm[r] * cols + k]);
    }
    for (int s = 0; s < rows; ++s) {
      EXPECT_EQ(b.weights[r * rows + s], a.weights[perm[r] * rows + perm[s]]);
    }
  }
}

TEST(SelfAttention, IntoVersionWritesCallerBuffers) {
  const std::vector<double> x = Inputs(4, 3, 1.0);
  std::vector<double> output(12, -1), weights(16, -1);
  SelfAttentionInto(output.data(), weights.data(), x.data(), 4, 3);
  const AttentionResult r = SelfAttention(x, 4, 3);
  EXPECT_EQ(output, r.output);
  EXPECT_EQ(weights, r.weights);
}

}  // namespace
}  // namespace posenc
