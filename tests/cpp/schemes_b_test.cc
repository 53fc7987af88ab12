// RoPE context extension, DroPE and reduced precision (schemes/) against
// the NumPy references of tests/reference/schemes_b.py, plus the rounding
// edge cases and the bad-input rules.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/comparison.h"
#include "posenc/schemes/drope.h"
#include "posenc/schemes/precision.h"
#include "posenc/schemes/rope_scaling.h"
#include "test_support.h"

namespace posenc {
namespace {

namespace fs = std::filesystem;

// One line of schemes_b.txt: "<kind> <k>=<v> ... : <name> <n> <values> ...".
struct Case {
  std::string kind;
  std::map<std::string, std::string> params;
  std::map<std::string, std::vector<double>> arrays;

  double Num(const std::string& key) const { return std::stod(params.at(key)); }
  bool Has(const std::string& key) const { return params.count(key) > 0; }
};

const std::vector<Case>& Cases() {
  static const std::vector<Case> cases = [] {
    const fs::path here = fs::path(__FILE__).parent_path();
    const fs::path script = here / ".." / "reference" / "schemes_b.py";
    const fs::path file = here / ".." / "reference" / "out" / "schemes_b.txt";
    // The references are written by generate.py; run it when they are
    // missing or older than their script.
    if (!fs::exists(file) ||
        fs::last_write_time(file) < fs::last_write_time(script)) {
      const std::string command =
          "/usr/bin/python3 " +
          (here / ".." / "reference" / "generate.py").string();
      EXPECT_EQ(std::system(command.c_str()), 0);
    }
    std::vector<Case> out;
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream words(line);
      Case c;
      words >> c.kind;
      std::string word;
      while (words >> word && word != ":") {
        const auto eq = word.find('=');
        c.params[word.substr(0, eq)] = word.substr(eq + 1);
      }
      std::string name;
      std::size_t n;
      while (words >> name >> n) {
        std::vector<double> values(n);
        for (double& v : values) {
          words >> word;
          v = std::strtod(word.c_str(), nullptr);
        }
        c.arrays[name] = std::move(values);
      }
      out.push_back(std::move(c));
    }
    return out;
  }();
  return cases;
}

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

using posenc_test::SameValue;

TEST(RopeFrequencies, MatchesNumPyForEveryScalingType) {
  int checked = 0;
  std::map<int, int> per_type;
  for (const Case& c : Cases()) {
    if (c.kind != "freq") continue;
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
    ++checked;
    ++per_type[s.type];
  }
  EXPECT_EQ(per_type.size(), static_cast<std::size_t>(kRopeScalingCount));
  EXPECT_GE(checked, 80);
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
  int checked = 0;
  for (const Case& c : Cases()) {
    if (c.kind != "profile") continue;
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
    ++checked;
  }
  EXPECT_EQ(checked, 24);
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
  int checked = 0;
  for (const Case& c : Cases()) {
    if (c.kind != "drope") continue;
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
    ++checked;
  }
  EXPECT_EQ(checked, 6);
}

TEST(Precision, Float16EdgeCases) {
  EXPECT_EQ(Float16Bits(1.0), 0x3c00);
  EXPECT_EQ(Float16Bits(-0.0), 0x8000);
  EXPECT_EQ(Float16Bits(65504.0), 0x7bff);
  EXPECT_EQ(Float16Bits(65519.99), 0x7bff);
  EXPECT_EQ(Float16Bits(65520.0), 0x7c00);  // The tie rounds to even: 2^16.
  EXPECT_EQ(Float16Bits(-65520.0), 0xfc00);
  EXPECT_EQ(Float16Bits(2049.0), Float16Bits(2048.0));  // Tie to even.
  EXPECT_EQ(FromFloat16Bits(Float16Bits(2051.0)), 2052.0);
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -24)), 0x0001);  // Smallest subnormal.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -25)), 0x0000);  // Tie to even 0.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0001, -25)), 0x0001);
  EXPECT_EQ(Float16Bits(std::ldexp(3.0, -25)), 0x0002);     // 1.5 ulp: even 2.
  EXPECT_EQ(Float16Bits(std::ldexp(1023.5, -24)), 0x0400);  // Up to normal.
  EXPECT_EQ(Float16Bits(std::ldexp(1.0, -14)), 0x0400);
  EXPECT_EQ(Float16Bits(1e-300), 0x0000);
  EXPECT_EQ(Float16Bits(5e-324), 0x0000);
  EXPECT_EQ(Float16Bits(HUGE_VAL), 0x7c00);
  EXPECT_EQ(Float16Bits(std::nan("")) & 0x7e00, 0x7e00);
  EXPECT_TRUE(std::isnan(FromFloat16Bits(0x7e00)));
  EXPECT_EQ(FromFloat16Bits(0x0001), std::ldexp(1.0, -24));
}

TEST(Precision, Bfloat16EdgeCases) {
  EXPECT_EQ(Bfloat16Bits(1.0), 0x3f80);
  EXPECT_EQ(Bfloat16Bits(256.0), 0x4380);
  EXPECT_EQ(Bfloat16Bits(257.0), 0x4380);  // Tie to even: 256.
  EXPECT_EQ(FromBfloat16Bits(Bfloat16Bits(259.0)), 260.0);
  // One rounding from float64: rounding through float32 first would land
  // on the tie 1 + 2^-8 and round down to 1.
  EXPECT_EQ(Bfloat16Bits(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30)),
            0x3f81);
  EXPECT_EQ(Bfloat16Bits(3.3895313892515355e38), 0x7f7f);  // Largest finite.
  EXPECT_EQ(Bfloat16Bits(3.4e38), 0x7f80);                 // Overflows.
  EXPECT_EQ(Bfloat16Bits(std::ldexp(1.0, -133)), 0x0001);
  EXPECT_EQ(Bfloat16Bits(std::ldexp(1.0, -134)), 0x0000);
  EXPECT_EQ(Bfloat16Bits(std::ldexp(3.0, -135)), 0x0001);
  EXPECT_EQ(Bfloat16Bits(-HUGE_VAL), 0xff80);
}

TEST(Precision, Float32RoundingEqualsTheHardwareConversion) {
  std::uint64_t state = 12345;
  for (int n = 0; n < 200000; ++n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    // Random bit patterns over the whole double range, NaNs included.
    double x;
    std::memcpy(&x, &state, sizeof x);
    const double want = static_cast<double>(static_cast<float>(x));
    ASSERT_TRUE(SameValue(RoundTo(x, Precision::kFloat32), want)) << x;
  }
}

TEST(Precision, LargestExactIntegers) {
  EXPECT_EQ(LargestExactInteger(Precision::kBfloat16), 256);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat16), 2048);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat32), 16777216);
  EXPECT_EQ(LargestExactInteger(Precision::kFloat64), 9007199254740992.0);
}

TEST(Precision, RoundingMatchesNumPy) {
  int checked = 0;
  for (const Case& c : Cases()) {
    if (c.kind != "round") continue;
    int p = 0;
    while (c.params.at("precision") != kPrecisionNames[p]) ++p;
    const std::vector<double>& in = c.arrays.at("input");
    const std::vector<double>& want = c.arrays.at("rounded");
    for (std::size_t j = 0; j < in.size(); ++j) {
      EXPECT_TRUE(SameValue(RoundTo(in[j], static_cast<Precision>(p)), want[j]))
          << kPrecisionNames[p] << " of " << in[j];
    }
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST(Precision, EncodingAndStatsMatchNumPy) {
  int checked = 0;
  for (const Case& c : Cases()) {
    if (c.kind != "precision") continue;
    int p = 0;
    while (c.params.at("precision") != kPrecisionNames[p]) ++p;
    const auto precision = static_cast<Precision>(p);
    const auto n = static_cast<std::int64_t>(c.Num("seqLen"));
    const auto d = static_cast<std::int64_t>(c.Num("d"));
    const double base = c.Num("base");
    ASSERT_TRUE(
        ValidatePrecisionEncode(c.Num("seqLen"), c.Num("d"), base, 0, p).ok);
    if (c.arrays.count("data")) {
      std::vector<double> m(static_cast<std::size_t>(n * d));
      PrecisionEncodeInto(m.data(), n, d, base, Layout::kInterleaved,
                          precision);
      const std::vector<double>& want = c.arrays.at("data");
      int differ = 0;
      for (std::size_t j = 0; j < m.size(); ++j)
        differ += !SameValue(m[j], want[j]);
      EXPECT_EQ(differ, 0) << kPrecisionNames[p];
    }
    std::vector<double> error(static_cast<std::size_t>(n));
    const PrecisionStats s =
        PrecisionStatsInto(error.data(), n, d, base, precision);
    const std::vector<double>& want = c.arrays.at("maxError");
    for (std::size_t r = 0; r < error.size(); ++r) {
      // The float64 reference rows agree to a few ulp of the angle.
      const double tol =
          1e-15 + 8 * 2.220446049250313e-16 * static_cast<double>(r);
      if (std::isnan(want[r]) || std::isinf(want[r])) {
        EXPECT_TRUE(SameValue(error[r], want[r])) << r;
      } else {
        EXPECT_NEAR(error[r], want[r], tol)
            << kPrecisionNames[p] << " row " << r;
      }
    }
    const std::vector<double>& stats = c.arrays.at("stats");
    EXPECT_EQ(s.distinct_rows, stats[0]) << kPrecisionNames[p];
    EXPECT_EQ(s.first_collision, stats[1]) << kPrecisionNames[p];
    EXPECT_EQ(s.first_non_finite, stats[2]) << kPrecisionNames[p];
    EXPECT_EQ(s.largest_exact_integer, stats[3]);
    ++checked;
  }
  EXPECT_EQ(checked, 9);
}

TEST(Precision, SplitLayoutHoldsTheSameEntriesInSplitColumns) {
  std::vector<double> a(40 * 8), b(40 * 8);
  PrecisionEncodeInto(a.data(), 40, 8, 10000, Layout::kInterleaved,
                      Precision::kFloat16);
  PrecisionEncodeInto(b.data(), 40, 8, 10000, Layout::kSplit,
                      Precision::kFloat16);
  for (int r = 0; r < 40; ++r) {
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(a[r * 8 + 2 * i], b[r * 8 + i]);
      EXPECT_EQ(a[r * 8 + 2 * i + 1], b[r * 8 + 4 + i]);
    }
  }
}

TEST(Precision, Float64IsTheExactEncoding) {
  std::vector<double> a(50 * 16), b(50 * 16);
  PrecisionEncodeInto(a.data(), 50, 16, 10000, Layout::kInterleaved,
                      Precision::kFloat64);
  EncodeInto(b.data(), 50, 16, EncodingOptions{});
  EXPECT_EQ(a, b);
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

void ExpectError(const Status& s, ErrorKind kind, const std::string& param) {
  EXPECT_FALSE(s.ok);
  EXPECT_EQ(s.kind, kind);
  EXPECT_EQ(s.param, param) << s.message;
  EXPECT_NE(s.message.find(param), std::string::npos) << s.message;
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
    ExpectError(ValidateRopeScaling(64, 10000, s), ErrorKind::kRange,
                "scaling.factor");
  }
}

// NaN marks a field left out (the JavaScript facade rejects a NaN the
// caller passes before it gets here).
TEST(RopeScalingValidation, MissingFactorIsATypeError) {
  RopeScaling s;
  s.type = static_cast<int>(RopeScalingType::kNtk);
  ExpectError(ValidateRopeScaling(64, 10000, s), ErrorKind::kType,
              "scaling.factor");
}

TEST(RopeScalingValidation, UnknownTypeIndexIsARangeError) {
  RopeScaling s;
  s.type = 9;
  ExpectError(ValidateRopeScaling(64, 10000, s), ErrorKind::kRange,
              "scaling.type");
}

TEST(RopeScalingValidation, FieldsOfAnotherTypeAreRejected) {
  ExpectError(Scaled(RopeScalingType::kLinear,
                     [](RopeScaling* s) { s->beta_fast = 32; }),
              ErrorKind::kType, "scaling.betaFast");
  ExpectError(
      Scaled(RopeScalingType::kNone, [](RopeScaling* s) { s->factor = 2; }),
      ErrorKind::kType, "scaling.factor");
}

TEST(RopeScalingValidation, YarnNeedsTheOriginalLength) {
  ExpectError(Scaled(RopeScalingType::kYarn,
                     [](RopeScaling* s) { s->original_max_position = NAN; }),
              ErrorKind::kType, "scaling.originalMaxPosition");
}

TEST(RopeScalingValidation, BadPositionsAreRangeErrors) {
  ExpectError(Scaled(RopeScalingType::kYarn,
                     [](RopeScaling* s) { s->original_max_position = 0; }),
              ErrorKind::kRange, "scaling.originalMaxPosition");
  ExpectError(Scaled(RopeScalingType::kDynamicNtk,
                     [](RopeScaling* s) { s->seq_len = 10.5; }),
              ErrorKind::kRange, "scaling.seqLen");
  ExpectError(Scaled(RopeScalingType::kLlama3,
                     [](RopeScaling* s) { s->original_max_position = -1; }),
              ErrorKind::kRange, "scaling.originalMaxPosition");
}

TEST(RopeScalingValidation, BetaFastMustExceedBetaSlow) {
  ExpectError(
      Scaled(RopeScalingType::kYarn, [](RopeScaling* s) { s->beta_fast = 1; }),
      ErrorKind::kRange, "scaling.betaFast");
  ExpectError(
      Scaled(RopeScalingType::kYarn, [](RopeScaling* s) { s->beta_slow = 0; }),
      ErrorKind::kRange, "scaling.betaSlow");
}

TEST(RopeScalingValidation, HighFreqFactorMustExceedLowFreqFactor) {
  ExpectError(Scaled(RopeScalingType::kLlama3,
                     [](RopeScaling* s) { s->high_freq_factor = 1; }),
              ErrorKind::kRange, "scaling.highFreqFactor");
}

TEST(RopeScalingValidation, DModelAndBaseComeFirst) {
  ExpectError(Scaled(
                  RopeScalingType::kLinear, [](RopeScaling*) {}, 7),
              ErrorKind::kRange, "dModel");
}

TEST(ScoreProfileValidation, RejectsBadDistancesAndCosts) {
  ExpectError(ValidateScoreProfile(8, 8, -1), ErrorKind::kRange, "maxDistance");
  ExpectError(ValidateScoreProfile(8, 8, 2.5), ErrorKind::kRange,
              "maxDistance");
  ExpectError(ValidateScoreProfile(8, 6, 10), ErrorKind::kType, "k");
  ExpectError(ValidateScoreProfile(512, 512, 1e6), ErrorKind::kRange,
              "maxDistance");
  EXPECT_TRUE(ValidateScoreProfile(512, 512, 16383).ok);
}

TEST(DropeValidation, RejectsABadTrainingLength) {
  ExpectError(ValidateDrope(8, 8, 10, 10000, 0), ErrorKind::kRange,
              "trainingLength");
  ExpectError(ValidateDrope(8, 8, 10, 1, 5), ErrorKind::kRange, "base");
}

TEST(PrecisionValidation, RejectsUnknownPrecisionAndLargeCost) {
  ExpectError(ValidatePrecisionEncode(10, 8, 10000, 0, 4), ErrorKind::kRange,
              "precision");
  ExpectError(ValidatePrecisionEncode(70000, 64, 10000, 0, 2),
              ErrorKind::kRange, "seqLen");
  EXPECT_TRUE(ValidatePrecisionEncode(65536, 64, 10000, 0, 2).ok);
}

TEST(SchemesAdapters, FactsListTheScalingAndPrecisionNames) {
  const std::string facts = adapters::FactsJson();
  EXPECT_NE(facts.find("\"ropeScalingNames\":[\"none\",\"linear\",\"ntk\","
                       "\"dynamic-ntk\",\"yarn\",\"llama3\"]"),
            std::string::npos);
  EXPECT_NE(facts.find("\"precisionNames\":[\"float64\",\"float32\","
                       "\"float16\",\"bfloat16\"]"),
            std::string::npos);
}

}  // namespace
}  // namespace posenc
