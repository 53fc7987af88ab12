// attentionTerms (posenc/attention_terms.h): the score of query m and key n
// split into content-content, content-position, position-content and
// position-position terms. Against the NumPy reference
// (tests/reference/attention_terms.py, run here with --text), against a
// direct q . k / sqrt(d_model) computed here from the drawn W_q, W_k, and
// the structure the lesson states; then its bad-input rules through the
// adapter.
#include "posenc/attention_terms.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/encoding.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::IsRange;
using posenc_test::ReferenceLinesNamed;

constexpr char kScript[] = "attention_terms";
constexpr int kTerms = 5;  // the four terms, then the score

// Every output of one call, owned.
struct Terms {
  std::int64_t n = 0;
  std::int64_t d = 0;
  // cc, cp, pc, pp, score: n x n each, one after the other.
  std::vector<double> planes;
  std::vector<double> embeddings;
  std::vector<double> encodings;

  double At(int term, std::int64_t m, std::int64_t j) const {
    return planes[static_cast<std::size_t>(term * n * n + m * n + j)];
  }
};

Terms Compute(const std::vector<double>& tokens,
              const std::vector<double>& positions, std::int64_t d,
              const AttentionTermsOptions& options) {
  Terms t;
  t.n = static_cast<std::int64_t>(tokens.size());
  t.d = d;
  const auto plane = static_cast<std::size_t>(t.n * t.n);
  t.planes.resize(kTerms * plane);
  t.embeddings.resize(static_cast<std::size_t>(t.n * d));
  t.encodings.resize(static_cast<std::size_t>(t.n * d));
  const AttentionTermsOut out = {t.planes.data(),
                                 t.planes.data() + plane,
                                 t.planes.data() + 2 * plane,
                                 t.planes.data() + 3 * plane,
                                 t.planes.data() + 4 * plane,
                                 t.embeddings.data(),
                                 t.encodings.data()};
  AttentionTermsInto(out, tokens.data(), positions.data(), t.n, d, options);
  return t;
}

AttentionTermsOptions Random(double seed) {
  AttentionTermsOptions o;
  o.random_projections = true;
  o.seed = seed;
  return o;
}

std::vector<double> Range(double first, std::int64_t count) {
  std::vector<double> out(static_cast<std::size_t>(count));
  for (std::int64_t k = 0; k < count; ++k) {
    out[static_cast<std::size_t>(k)] = first + static_cast<double>(k);
  }
  return out;
}

// The largest spread (max - min) of the position-position term along any
// diagonal m - n = const.
double LargestDiagonalSpread(const Terms& t) {
  double spread = 0;
  for (std::int64_t offset = -(t.n - 1); offset < t.n; ++offset) {
    double lo = INFINITY, hi = -INFINITY;
    for (std::int64_t m = 0; m < t.n; ++m) {
      const std::int64_t j = m - offset;
      if (j < 0 || j >= t.n) continue;
      lo = std::min(lo, t.At(3, m, j));
      hi = std::max(hi, t.At(3, m, j));
    }
    spread = std::max(spread, hi - lo);
  }
  return spread;
}

TEST(AttentionTermsReference, PythonWritesEveryCase) {
  EXPECT_TRUE(posenc_test::WroteLines(kScript, {{"attention", 5}}));
}

TEST(AttentionTerms, EqualTheNumPyReferenceForEveryCase) {
  for (const auto& line : ReferenceLinesNamed(kScript, "attention")) {
    const double* v = line.numbers.data();
    const auto n = static_cast<std::int64_t>(v[0]);
    const auto d = static_cast<std::int64_t>(v[1]);
    AttentionTermsOptions options;
    options.base = v[2];
    options.random_projections = v[3] != 0;
    options.seed = v[4];
    const std::vector<double> tokens(v + 5, v + 5 + n);
    const std::vector<double> positions(v + 5 + n, v + 5 + 2 * n);
    const Terms t = Compute(tokens, positions, d, options);
    std::vector<double> got = t.planes;
    got.insert(got.end(), t.embeddings.begin(), t.embeddings.end());
    got.insert(got.end(), t.encodings.begin(), t.encodings.end());
    ASSERT_EQ(got.size() + 5 + 2 * static_cast<std::size_t>(n),
              line.numbers.size());
    for (std::size_t k = 0; k < got.size(); ++k) {
      const double want = line.numbers[k + 5 + 2 * static_cast<std::size_t>(n)];
      // Sums of d products of size ~1 (BLAS sums in another order): a few
      // ulp of d.
      EXPECT_NEAR(got[k], want, 1e-12 * static_cast<double>(d))
          << n << " tokens, d " << d << ", element " << k;
    }
  }
}

TEST(AttentionTerms, FourTermsSumToTheDirectScoreWithRandomProjections) {
  const std::int64_t d = 16;
  const std::vector<double> tokens = {11, 3, 11, 7, 0, 5};
  const std::vector<double> positions = Range(0, 6);
  const double seed = 4;
  const Terms t = Compute(tokens, positions, d, Random(seed));
  // q_m . k_n / sqrt(d) from scratch: the drawn matrices, the embeddings
  // and the encoding, with no term split.
  const auto dd = static_cast<std::size_t>(d * d);
  std::vector<double> wq(dd), wk(dd);
  AttentionProjectionsInto(wq.data(), wk.data(), d, seed);
  const std::vector<double> p = EncodePositions(positions, d);
  std::vector<std::vector<double>> q(tokens.size()), k(tokens.size());
  for (std::size_t m = 0; m < tokens.size(); ++m) {
    std::vector<double> a(static_cast<std::size_t>(d));
    TokenEmbeddingInto(a.data(), static_cast<std::uint64_t>(tokens[m]), d);
    for (std::int64_t c = 0; c < d; ++c) {
      a[static_cast<std::size_t>(c)] +=
          p[m * static_cast<std::size_t>(d) + static_cast<std::size_t>(c)];
    }
    q[m].assign(static_cast<std::size_t>(d), 0);
    k[m].assign(static_cast<std::size_t>(d), 0);
    for (std::int64_t r = 0; r < d; ++r) {
      for (std::int64_t c = 0; c < d; ++c) {
        const auto at = static_cast<std::size_t>(r * d + c);
        q[m][static_cast<std::size_t>(r)] +=
            wq[at] * a[static_cast<std::size_t>(c)];
        k[m][static_cast<std::size_t>(r)] +=
            wk[at] * a[static_cast<std::size_t>(c)];
      }
    }
  }
  for (std::int64_t m = 0; m < t.n; ++m) {
    for (std::int64_t j = 0; j < t.n; ++j) {
      double direct = 0;
      for (std::int64_t c = 0; c < d; ++c) {
        direct += q[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)] *
                  k[static_cast<std::size_t>(j)][static_cast<std::size_t>(c)];
      }
      direct /= std::sqrt(static_cast<double>(d));
      const double sum =
          t.At(0, m, j) + t.At(1, m, j) + t.At(2, m, j) + t.At(3, m, j);
      EXPECT_NEAR(sum, direct, 1e-12) << m << ", " << j;
      EXPECT_NEAR(t.At(4, m, j), direct, 1e-12) << m << ", " << j;
    }
  }
}

TEST(AttentionTerms, FourTermsSumToTheScoreWithIdentityProjections) {
  const Terms t = Compute({1, 2, 3, 4, 5}, Range(0, 5), 32, {});
  for (std::int64_t m = 0; m < t.n; ++m) {
    for (std::int64_t j = 0; j < t.n; ++j) {
      const double sum =
          t.At(0, m, j) + t.At(1, m, j) + t.At(2, m, j) + t.At(3, m, j);
      EXPECT_NEAR(sum, t.At(4, m, j), 1e-12) << m << ", " << j;
    }
  }
}

TEST(AttentionTerms, IdentityPositionTermIsPeDotPeOverSqrtDModel) {
  const std::int64_t d = 24;
  const Terms t = Compute({9, 8, 7, 6, 5, 4, 3}, Range(0, 7), d, {});
  const std::vector<double> divisor = PairDivisors(d, kDefaultBase);
  for (std::int64_t m = 0; m < t.n; ++m) {
    for (std::int64_t j = 0; j < t.n; ++j) {
      // PE(m) . PE(n) = sum_i cos((m - n) w_i): the relative chapter's
      // identity.
      double want = 0;
      for (double div : divisor)
        want += std::cos(static_cast<double>(m - j) / div);
      want /= std::sqrt(static_cast<double>(d));
      EXPECT_NEAR(t.At(3, m, j), want, 1e-12) << m << ", " << j;
    }
  }
}

TEST(AttentionTerms, IdentityPositionTermDependsOnlyOnTheOffset) {
  const std::int64_t d = 64;
  const Terms t = Compute({1, 2, 3, 4, 5, 6, 7, 8}, Range(0, 8), d, {});
  EXPECT_LT(LargestDiagonalSpread(t), 1e-12);
  // The whole sentence 100 positions later: the same matrix.
  const Terms later = Compute({1, 2, 3, 4, 5, 6, 7, 8}, Range(100, 8), d, {});
  for (std::int64_t m = 0; m < t.n; ++m) {
    for (std::int64_t j = 0; j < t.n; ++j) {
      EXPECT_NEAR(later.At(3, m, j), t.At(3, m, j), 1e-12) << m << ", " << j;
    }
  }
}

TEST(AttentionTerms, RandomPositionTermDependsOnMoreThanTheOffset) {
  const std::int64_t d = 64;
  for (double seed : {0.0, 1.0, 2.0}) {
    const Terms t =
        Compute({1, 2, 3, 4, 5, 6, 7, 8}, Range(0, 8), d, Random(seed));
    EXPECT_GT(LargestDiagonalSpread(t), 0.5) << "seed " << seed;
  }
}

TEST(AttentionTerms, ContentTermFollowsTheTokensAndPositionTermStays) {
  const std::vector<double> tokens = {10, 20, 30, 40, 50};
  // Position m holds tokens[order[m]].
  const std::vector<std::int64_t> order = {3, 0, 4, 1, 2};
  std::vector<double> shuffled;
  for (std::int64_t w : order)
    shuffled.push_back(tokens[static_cast<std::size_t>(w)]);
  for (const AttentionTermsOptions& options :
       {AttentionTermsOptions{}, Random(5)}) {
    const Terms a = Compute(tokens, Range(0, 5), 16, options);
    const Terms b = Compute(shuffled, Range(0, 5), 16, options);
    for (std::int64_t m = 0; m < 5; ++m) {
      for (std::int64_t j = 0; j < 5; ++j) {
        const std::int64_t wm = order[static_cast<std::size_t>(m)];
        const std::int64_t wj = order[static_cast<std::size_t>(j)];
        // The same word pair, wherever it stands: the same bits.
        EXPECT_EQ(b.At(0, m, j), a.At(0, wm, wj));
        // The same positions, whatever stands there: the same bits.
        EXPECT_EQ(b.At(3, m, j), a.At(3, m, j));
      }
    }
  }
}

TEST(AttentionTerms, RepeatedTokenHasOneEmbedding) {
  const Terms t = Compute({5, 17, 5}, Range(0, 3), 8, {});
  for (std::int64_t c = 0; c < 8; ++c) {
    EXPECT_EQ(t.embeddings[static_cast<std::size_t>(c)],
              t.embeddings[static_cast<std::size_t>(16 + c)]);
  }
  EXPECT_NE(t.embeddings[0], t.embeddings[8]);
}

TEST(AttentionTerms, SameArgumentsSameBits) {
  const Terms a = Compute({4, 2}, {0, 1}, 10, Random(3));
  const Terms b = Compute({4, 2}, {0, 1}, 10, Random(3));
  EXPECT_EQ(a.planes, b.planes);
  const Terms c = Compute({4, 2}, {0, 1}, 10, Random(4));
  EXPECT_NE(a.planes, c.planes);
}

TEST(AttentionTermsAdapter, RejectsBadShapesAndOptions) {
  adapters::Release();
  AttentionTermsOptions o;
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(0, 0, 8, o), "tokens.length",
                      "tokens.length must be a whole number from 1"));
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 2, 8, o), "positions",
                      "positions.length must equal tokens.length (3); got 2"));
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 7, o), "dModel", "got 7"));
  o.base = 1;
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "base", "got 1"));
  o.base = kDefaultBase;
  o.seed = 0.5;
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "seed",
                      "seed must be a whole number from 0 to 2^53"));
  o.seed = -1;
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "seed", "got -1"));
  o.seed = 0;
  const adapters::Result cost = adapters::AttentionTerms(1, 1, 2050, o);
  EXPECT_TRUE(IsRange(cost, "tokens.length",
                      "tokens.length * dModel * (tokens.length + dModel) (the "
                      "cost of attentionTerms) must be at most 4194304; got "
                      "1 * 2050 * (1 + 2050)"))
      << cost.message;
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "tokens",
                      "was not staged"));
}

TEST(AttentionTermsAdapter, RejectsBadTokensAndPositions) {
  AttentionTermsOptions o;
  double* block = posenc_test::StageValues({1, 2.5, 3, 0, 1, 2});
  ASSERT_NE(block, nullptr);
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "tokens[1]",
                      "tokens[1] must be a whole number from 0 to 2^53 "
                      "(9007199254740992); got 2.5"));
  block[1] = -2;
  EXPECT_TRUE(
      IsRange(adapters::AttentionTerms(3, 3, 8, o), "tokens[1]", "got -2"));
  block[1] = 2;
  block[5] = std::nan("");
  EXPECT_TRUE(IsRange(adapters::AttentionTerms(3, 3, 8, o), "positions[2]",
                      "positions[2] must be a finite number"));
  block[5] = 2;
  EXPECT_TRUE(adapters::AttentionTerms(3, 3, 8, o).ok);
  adapters::Release();
}

TEST(AttentionTermsAdapter, TheLargestAllowedCostRuns) {
  // 1 * 2048 * (1 + 2048) = 4,196,352 is past 2^22; 2046 is the widest
  // single token: 1 * 2046 * 2047 = 4,188,162.
  AttentionTermsOptions o = Random(0);
  double* block = posenc_test::StageValues({0, 0});
  ASSERT_NE(block, nullptr);
  EXPECT_TRUE(adapters::AttentionTerms(1, 1, 2046, o).ok);
  EXPECT_FALSE(adapters::AttentionTerms(1, 1, 2048, o).ok);
  adapters::Release();
}

}  // namespace
}  // namespace posenc
