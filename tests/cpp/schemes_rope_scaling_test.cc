// RoPE context extension (linear, NTK, dynamic NTK, YaRN, Llama 3), the
// score-vs-distance profile and DroPE (schemes/) against the NumPy
// references of tests/reference/rope_drope_precision.py, plus their bad-input
// rules.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "posenc/comparison.h"
#include "posenc/schemes/drope.h"
#include "posenc/schemes/rope_scaling.h"
#include "rope_drope_precision_reference.h"
#include "status_matchers.h"

namespace posenc {
namespace {

using posenc_test::Case;
using posenc_test::CasesOf;

int TypeIndex(const std::string& name) {
  for (int t = 0; t < kRopeScalingCount; ++t) {
    if (name == kRopeScalingNames[t]) return t;
  }
  return -1;
}

RopeScaling ScalingOf(const Case& c) {
  RopeScaling s;
  if (!c.Has("type")) return s;
  s.type = TypeIndex(c.params.at("type"));
  auto set = [&c](const char* key, double* field) {
    if (c.Has(key)) *field = c.Num(key);
  };
  set("factor", &s.factor);
  set("originalMaxPosition", &s.original_max_position);
  set("seqLen", &s.seq_len);
  set("betaFast", &s.beta_fast);
  set("betaSlow", &s.beta_slow);
  set("lowFreqFactor", &s.low_freq_factor);
  set("highFreqFactor", &s.high_freq_factor);
  return s;
}

TEST(RopeFrequencies, MatchesNumPyForEveryScalingType) {
  std::map<int, int> per_type;
  for (const Case& c : CasesOf("freq")) {
    const RopeScaling s = ScalingOf(c);
    const double d = c.Num("d");
    const double base = c.Num("base");
    ASSERT_TRUE(ValidateRopeScaling(d, base, s).ok) << c.params.at("d");
    std::vector<double> f(static_cast<std::size_t>(d / 2));
    const double af =
        RopeFrequenciesInto(f.data(), static_cast<std::int64_t>(d), base, s);
    const std::vector<double>& want = c.arrays.at("invFreq");
    ASSERT_EQ(f.size(), want.size());
    for (std::size_t i = 0; i < f.size(); ++i) {
      EXPECT_NEAR(f[i], want[i], 1e-14 * want[i])
          << "type " << s.type << " d " << d << " base " << base << " i " << i;
    }
    EXPECT_NEAR(af, c.arrays.at("attentionFactor")[0], 1e-15);
    ++per_type[s.type];
  }
  EXPECT_EQ(per_type.size(), static_cast<std::size_t>(kRopeScalingCount));
  EXPECT_GE(CasesOf("freq").size(), 80u);
}

TEST(RopeFrequencies, YarnWidensAZeroWidthRamp) {
  // original 4, d 8: both correction dimensions clamp to 0, so high becomes
  // 0.001 and every pair past 0 is fully interpolated.
  RopeScaling s;
  s.type = static_cast<int>(RopeScalingType::kYarn);
  s.factor = 2;
  s.original_max_position = 4;
  std::vector<double> f(4), plain(4);
  RopeFrequenciesInto(f.data(), 8, 10000, s);
  RopeFrequenciesInto(plain.data(), 8, 10000, RopeScaling{});
  EXPECT_EQ(f[0], plain[0]);
  for (int i = 1; i < 4; ++i) EXPECT_DOUBLE_EQ(f[i], plain[i] / 2);
}

TEST(RopeFrequencies, InterpolationIsZeroForKeptPairsAndOneForDividedPairs) {
  RopeScaling s;
  s.type = static_cast<int>(RopeScalingType::kLlama3);
  s.factor = 8;
  std::vector<double> before(64), after(64), share(64);
  RopeFrequenciesInto(before.data(), 128, 500000, RopeScaling{});
  RopeFrequenciesInto(after.data(), 128, 500000, s);
  InterpolationInto(share.data(), before.data(), after.data(), 64, 8);
  EXPECT_EQ(share[0], 0.0);
  EXPECT_NEAR(share[63], 1.0, 1e-15);
  for (double v : share) {
    EXPECT_GE(v, -1e-15);
    EXPECT_LE(v, 1 + 1e-15);
  }
}

TEST(RopeScoreProfile, MatchesNumPyRotations) {
  for (const Case& c : CasesOf("profile")) {
    const RopeScaling s = ScalingOf(c);
    const std::vector<double>& q = c.arrays.at("q");
    const std::vector<double>& k = c.arrays.at("k");
    const auto d = static_cast<std::int64_t>(q.size());
    const auto n = static_cast<std::int64_t>(c.Num("maxDistance"));
    ASSERT_TRUE(ValidateScoreProfile(static_cast<double>(d),
                                     static_cast<double>(d),
                                     static_cast<double>(n))
                    .ok);
    std::vector<double> f(static_cast<std::size_t>(d / 2));
    const double af = RopeFrequenciesInto(f.data(), d, c.Num("base"), s);
    std::vector<double> out(static_cast<std::size_t>(n + 1));
    ScoreProfileInto(out.data(), q.data(), k.data(), d, n, f.data(), af);
    const std::vector<double>& want = c.arrays.at("scores");
    for (std::size_t t = 0; t < out.size(); ++t) {
      EXPECT_NEAR(out[t], want[t], 1e-11 * static_cast<double>(d))
          << "type " << s.type << " distance " << t;
    }
  }
  EXPECT_EQ(CasesOf("profile").size(), 24u);
}

TEST(RopeScoreProfile, EqualsTheRopeScoreMatrixDiagonalByDiagonal) {
  const std::vector<double> q = {0.3, -1.2, 0.7, 2.0, -0.4, 0.9, 1.1, -0.6};
  const std::vector<double> k = {1.5, 0.2, -0.8, 0.4, 0.6, -1.3, 0.1, 0.05};
  const std::int64_t n = 20;
  std::vector<double> scores(static_cast<std::size_t>(n * n));
  RopeScoresInto(scores.data(), q.data(), k.data(), 8, n, 10000);
  std::vector<double> f(4), profile(static_cast<std::size_t>(n));
  RopeFrequenciesInto(f.data(), 8, 10000, RopeScaling{});
  ScoreProfileInto(profile.data(), q.data(), k.data(), 8, n - 1, f.data(), 1);
  for (std::int64_t m = 0; m < n; ++m) {
    for (std::int64_t j = 0; j <= m; ++j) {
      EXPECT_NEAR(scores[static_cast<std::size_t>(m * n + j)],
                  profile[static_cast<std::size_t>(m - j)], 1e-12);
    }
  }
}

TEST(Drope, MatchesNumPyScoresAndSummary) {
  for (const Case& c : CasesOf("drope")) {
    const std::vector<double>& q = c.arrays.at("q");
    const std::vector<double>& k = c.arrays.at("k");
    const auto d = static_cast<std::int64_t>(q.size());
    const auto n = static_cast<std::int64_t>(c.Num("maxDistance"));
    const double length = c.Num("trainingLength");
    ASSERT_TRUE(ValidateDrope(static_cast<double>(d), static_cast<double>(d),
                              static_cast<double>(n), c.Num("base"), length)
                    .ok);
    std::vector<double> rope(static_cast<std::size_t>(n + 1)),
        nope(rope.size());
    const DropeSummary s =
        DropeCompareInto(rope.data(), nope.data(), q.data(), k.data(), d, n,
                         c.Num("base"), length);
    const std::vector<double>& want = c.arrays.at("rope");
    for (std::size_t t = 0; t < rope.size(); ++t) {
      EXPECT_NEAR(rope[t], want[t], 1e-11 * static_cast<double>(d));
    }
    const std::vector<double>& sum = c.arrays.at("summary");
    EXPECT_NEAR(s.seen_min, sum[0], 1e-11 * static_cast<double>(d));
    EXPECT_NEAR(s.seen_max, sum[1], 1e-11 * static_cast<double>(d));
    EXPECT_NEAR(s.dot, sum[2], 1e-13 * static_cast<double>(d));
    for (double v : nope) EXPECT_EQ(v, s.dot);
    EXPECT_EQ(s.outside_count, sum[3]);
    EXPECT_EQ(s.first_outside, sum[4]);
    EXPECT_EQ(s.unseen_pairs, sum[5]);
  }
  EXPECT_EQ(CasesOf("drope").size(), 6u);
}

// Bad input: the first failing field is named, with the right error kind.
Status Scaled(RopeScalingType type, void (*edit)(RopeScaling*),
              double d_model = 64) {
  RopeScaling s;
  s.type = static_cast<int>(type);
  if (type != RopeScalingType::kNone) s.factor = 4;
  if (type == RopeScalingType::kDynamicNtk || type == RopeScalingType::kYarn) {
    s.original_max_position = 2048;
  }
  if (type == RopeScalingType::kDynamicNtk) s.seq_len = 4096;
  edit(&s);
  return ValidateRopeScaling(d_model, 10000, s);
}

TEST(RopeScalingValidation, AcceptsEveryTypeWithItsRequiredFields) {
  for (int t = 0; t < kRopeScalingCount; ++t) {
    EXPECT_TRUE(Scaled(static_cast<RopeScalingType>(t), [](RopeScaling*) {}).ok)
        << kRopeScalingNames[t];
  }
}

TEST(RopeScalingValidation, RejectsFactorsBelowOne) {
  for (double f : {0.0, -2.0, 0.5, 0.999, HUGE_VAL, 2e6}) {
    RopeScaling s;
    s.type = static_cast<int>(RopeScalingType::kLinear);
    s.factor = f;
    EXPECT_TRUE(IsError(ValidateRopeScaling(64, 10000, s), ErrorKind::kRange,
                        "scaling.factor"));
  }
}

// NaN marks a field left out (the JavaScript facade rejects a NaN the
// caller passes before it gets here).
TEST(RopeScalingValidation, MissingFactorIsATypeError) {
  RopeScaling s;
  s.type = static_cast<int>(RopeScalingType::kNtk);
  EXPECT_TRUE(IsError(ValidateRopeScaling(64, 10000, s), ErrorKind::kType,
                      "scaling.factor"));
}

TEST(RopeScalingValidation, UnknownTypeIndexIsARangeError) {
  RopeScaling s;
  s.type = 9;
  EXPECT_TRUE(IsError(ValidateRopeScaling(64, 10000, s), ErrorKind::kRange,
                      "scaling.type"));
}

TEST(RopeScalingValidation, FieldsOfAnotherTypeAreRejected) {
  EXPECT_TRUE(IsError(Scaled(RopeScalingType::kLinear,
                             [](RopeScaling* s) { s->beta_fast = 32; }),
                      ErrorKind::kType, "scaling.betaFast"));
  EXPECT_TRUE(IsError(
      Scaled(RopeScalingType::kNone, [](RopeScaling* s) { s->factor = 2; }),
      ErrorKind::kType, "scaling.factor"));
}

TEST(RopeScalingValidation, YarnNeedsTheOriginalLength) {
  EXPECT_TRUE(
      IsError(Scaled(RopeScalingType::kYarn,
                     [](RopeScaling* s) { s->original_max_position = NAN; }),
              ErrorKind::kType, "scaling.originalMaxPosition"));
}

TEST(RopeScalingValidation, BadPositionsAreRangeErrors) {
  EXPECT_TRUE(
      IsError(Scaled(RopeScalingType::kYarn,
                     [](RopeScaling* s) { s->original_max_position = 0; }),
              ErrorKind::kRange, "scaling.originalMaxPosition"));
  EXPECT_TRUE(IsError(Scaled(RopeScalingType::kDynamicNtk,
                             [](RopeScaling* s) { s->seq_len = 10.5; }),
                      ErrorKind::kRange, "scaling.seqLen"));
  EXPECT_TRUE(
      IsError(Scaled(RopeScalingType::kLlama3,
                     [](RopeScaling* s) { s->original_max_position = -1; }),
              ErrorKind::kRange, "scaling.originalMaxPosition"));
}

TEST(RopeScalingValidation, BetaFastMustExceedBetaSlow) {
  EXPECT_TRUE(IsError(
      Scaled(RopeScalingType::kYarn, [](RopeScaling* s) { s->beta_fast = 1; }),
      ErrorKind::kRange, "scaling.betaFast"));
  EXPECT_TRUE(IsError(
      Scaled(RopeScalingType::kYarn, [](RopeScaling* s) { s->beta_slow = 0; }),
      ErrorKind::kRange, "scaling.betaSlow"));
}

TEST(RopeScalingValidation, HighFreqFactorMustExceedLowFreqFactor) {
  EXPECT_TRUE(IsError(Scaled(RopeScalingType::kLlama3,
                             [](RopeScaling* s) { s->high_freq_factor = 1; }),
                      ErrorKind::kRange, "scaling.highFreqFactor"));
}

TEST(RopeScalingValidation, DModelAndBaseComeFirst) {
  EXPECT_TRUE(IsError(Scaled(
                          RopeScalingType::kLinear, [](RopeScaling*) {}, 7),
                      ErrorKind::kRange, "dModel"));
}

TEST(ScoreProfileValidation, RejectsBadDistancesAndCosts) {
  EXPECT_TRUE(IsError(ValidateScoreProfile(8, 8, -1), ErrorKind::kRange,
                      "maxDistance"));
  EXPECT_TRUE(IsError(ValidateScoreProfile(8, 8, 2.5), ErrorKind::kRange,
                      "maxDistance"));
  EXPECT_TRUE(IsError(ValidateScoreProfile(8, 6, 10), ErrorKind::kType, "k"));
  EXPECT_TRUE(IsError(ValidateScoreProfile(512, 512, 1e6), ErrorKind::kRange,
                      "maxDistance"));
  EXPECT_TRUE(ValidateScoreProfile(512, 512, 16383).ok);
}

TEST(DropeValidation, RejectsABadTrainingLength) {
  EXPECT_TRUE(IsError(ValidateDrope(8, 8, 10, 10000, 0), ErrorKind::kRange,
                      "trainingLength"));
  EXPECT_TRUE(
      IsError(ValidateDrope(8, 8, 10, 1, 5), ErrorKind::kRange, "base"));
}

}  // namespace
}  // namespace posenc
