// Shaw, T5 and ALiBi (posenc/schemes) against the NumPy re-implementations
// of the models' reference code (tests/reference/shaw_t5_alibi.py, run here
// with
// --text), and their bad-input rules through the adapters.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/facts.h"
#include "posenc/schemes/alibi.h"
#include "posenc/schemes/shaw.h"
#include "posenc/schemes/t5.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::IsRange;
using posenc_test::ReferenceLinesNamed;

// tests/reference/shaw_t5_alibi.py, whose --text lines the tests read by name.
constexpr char kScript[] = "shaw_t5_alibi";

TEST(SchemesReference, PythonWritesEveryCase) {
  EXPECT_TRUE(posenc_test::WroteLines(kScript, {{"slopes", 21},
                                                {"alibi", 6},
                                                {"t5", 11},
                                                {"t5matrix", 4},
                                                {"shaw", 5}}));
}

TEST(AlibiSlopes, EqualTheReferenceCodeForEveryHeadCount) {
  for (const auto& line : ReferenceLinesNamed(kScript, "slopes")) {
    const auto heads = static_cast<std::int64_t>(line.numbers[0]);
    const std::vector<double> slopes = AlibiSlopes(heads);
    ASSERT_EQ(slopes.size() + 1, line.numbers.size()) << heads;
    for (std::size_t h = 0; h < slopes.size(); ++h) {
      EXPECT_EQ(slopes[h], line.numbers[h + 1]) << heads << " heads, h " << h;
    }
  }
}

TEST(AlibiSlopes, PowerOfTwoIsTheGeometricSequenceFrom2ToMinus8OverN) {
  const std::vector<double> slopes = AlibiSlopes(8);
  for (std::size_t h = 0; h < 8; ++h) {
    EXPECT_EQ(slopes[h], std::ldexp(1.0, -static_cast<int>(h + 1)));
  }
}

TEST(AlibiSlopes, NonPowerOfTwoTakesEvenSlopesOfTheNextPower) {
  // 6 heads: the 4 slopes for 4, then slopes 0 and 2 of the 8 for 8.
  const std::vector<double> slopes = AlibiSlopes(6);
  const std::vector<double> four = AlibiSlopes(4);
  const std::vector<double> eight = AlibiSlopes(8);
  for (std::size_t h = 0; h < 4; ++h) EXPECT_EQ(slopes[h], four[h]);
  EXPECT_EQ(slopes[4], eight[0]);
  EXPECT_EQ(slopes[5], eight[2]);
}

TEST(AlibiBias, EqualsMinusSlopeTimesDistanceBelowTheDiagonal) {
  for (const auto& line : ReferenceLinesNamed(kScript, "alibi")) {
    const auto n = static_cast<std::int64_t>(line.numbers[0]);
    const auto heads = static_cast<std::int64_t>(line.numbers[1]);
    std::vector<double> bias(static_cast<std::size_t>(heads * n * n));
    AlibiBiasInto(bias.data(), n, heads);
    ASSERT_EQ(bias.size() + 2, line.numbers.size());
    for (std::size_t k = 0; k < bias.size(); ++k) {
      EXPECT_EQ(bias[k], line.numbers[k + 2])
          << n << " x " << heads << " @" << k;
    }
  }
}

TEST(AlibiBias, MasksKeysAfterTheQueryWithMinusInfinity) {
  std::vector<double> bias(2 * 3 * 3);
  AlibiBiasInto(bias.data(), 3, 2);
  EXPECT_EQ(bias[0 * 9 + 0 * 3 + 1], -std::numeric_limits<double>::infinity());
  EXPECT_EQ(bias[1 * 9 + 1 * 3 + 2], -std::numeric_limits<double>::infinity());
  EXPECT_EQ(bias[1 * 9 + 2 * 3 + 0], -2 * AlibiSlopes(2)[1]);
}

T5Options Options(double bidirectional, double buckets, double distance) {
  T5Options o;
  o.bidirectional = bidirectional != 0;
  o.num_buckets = buckets;
  o.max_distance = distance;
  return o;
}

TEST(T5Bucket, EqualsTheFloat32ReferenceInBothDirections) {
  const std::vector<double> all =
      ReferenceLinesNamed(kScript, "positions").at(0).numbers;
  const std::vector<double> positions(all.begin() + 1, all.end());
  ASSERT_EQ(positions.size(), 611u);
  int causal = 0;
  for (const auto& line : ReferenceLinesNamed(kScript, "t5")) {
    const T5Options o =
        Options(line.numbers[0], line.numbers[1], line.numbers[2]);
    ASSERT_TRUE(ValidateT5Options(o).ok);
    causal += o.bidirectional ? 0 : 1;
    std::vector<std::int32_t> buckets(positions.size());
    T5BucketsInto(buckets.data(), positions.data(),
                  static_cast<std::int64_t>(positions.size()), o);
    for (std::size_t k = 0; k < positions.size(); ++k) {
      EXPECT_EQ(buckets[k], line.numbers[k + 3])
          << "bidirectional " << o.bidirectional << ", " << o.num_buckets
          << " buckets, maxDistance " << o.max_distance << ", position "
          << positions[k];
    }
  }
  EXPECT_GE(causal, 3);
}

// Where float32 and float64 disagree (shaw_t5_alibi.py --differences): 18
// buckets both ways, maxDistance 128, positions +-8, +-16, +-64.
TEST(T5Bucket, KeepsTheFloat32BucketWhereFloat64WouldDiffer) {
  const T5Options o = Options(1, 18, 128);
  EXPECT_EQ(T5Bucket(8, o), 14);   // float64: 13
  EXPECT_EQ(T5Bucket(-16, o), 6);  // float64: 5
  EXPECT_EQ(T5Bucket(64, o), 17);  // float64: 16
}

TEST(T5Bucket, CausalPutsEveryFutureKeyInBucketZero) {
  const T5Options o = Options(0, 32, 128);
  for (std::int64_t p = 0; p < 300; ++p) EXPECT_EQ(T5Bucket(p, o), 0);
  EXPECT_EQ(T5Bucket(-5, o), 5);
  EXPECT_EQ(T5Bucket(-1000, o), 31);
}

TEST(T5BucketMatrix, EqualsTheReferenceForQueryKeyPairs) {
  for (const auto& line : ReferenceLinesNamed(kScript, "t5matrix")) {
    const auto n = static_cast<std::int64_t>(line.numbers[0]);
    const T5Options o =
        Options(line.numbers[1], line.numbers[2], line.numbers[3]);
    const std::vector<std::int32_t> m = T5BucketMatrix(n, o);
    ASSERT_EQ(m.size() + 4, line.numbers.size());
    for (std::size_t k = 0; k < m.size(); ++k) {
      EXPECT_EQ(m[k], line.numbers[k + 4]) << n << " @" << k;
    }
  }
}

TEST(ShawIndices, EqualTheClippedDistancePlusK) {
  for (const auto& line : ReferenceLinesNamed(kScript, "shaw")) {
    const auto n = static_cast<std::int64_t>(line.numbers[0]);
    const auto k = static_cast<std::int64_t>(line.numbers[1]);
    const std::vector<std::int32_t> m = ShawIndices(n, k);
    ASSERT_EQ(m.size() + 2, line.numbers.size());
    for (std::size_t c = 0; c < m.size(); ++c) {
      EXPECT_EQ(m[c], line.numbers[c + 2]) << n << ", k " << k << " @" << c;
    }
  }
}

// The adapters: validation before any allocation, messages naming the
// parameter and its range.

TEST(SchemesAdapters, RejectHeadCountsOutsideOneTo1024) {
  for (double heads : {0.0, -1.0, 1.5, 1025.0, std::nan("")}) {
    EXPECT_TRUE(IsRange(adapters::AlibiSlopes(heads), "heads",
                        "heads must be a whole number from 1 to 1024"))
        << heads;
  }
  EXPECT_TRUE(adapters::AlibiSlopes(1024).ok);
}

TEST(SchemesAdapters, RejectAlibiBiasBeyondItsCostLimit) {
  const adapters::Result r = adapters::AlibiBias(2048, 2);
  EXPECT_TRUE(IsRange(r, "seqLen",
                      "heads * seqLen * seqLen (the cost of alibiBias) must be "
                      "at most 4194304; got 2 * 2048 * 2048 = 8388608"))
      << r.message;
  EXPECT_TRUE(adapters::AlibiBias(1024, 4).ok);
}

TEST(SchemesAdapters, RejectBucketCountsTooSmallForTheDirection) {
  EXPECT_TRUE(IsRange(adapters::T5BucketMatrix(4, Options(1, 3, 128)),
                      "numBuckets", "from 4 to 1024 when bidirectional"));
  EXPECT_TRUE(IsRange(adapters::T5BucketMatrix(4, Options(0, 1, 128)),
                      "numBuckets", "from 2 to 1024 when causal"));
  EXPECT_TRUE(IsRange(adapters::T5BucketMatrix(4, Options(0, 32.5, 128)),
                      "numBuckets", "got 32.5"));
  EXPECT_TRUE(adapters::T5BucketMatrix(4, Options(0, 2, 3)).ok);
}

TEST(SchemesAdapters, RejectMaxDistanceNotBeyondMaxExact) {
  // 32 buckets bidirectional: 16 per direction, maxExact 8.
  const adapters::Result r = adapters::T5BucketMatrix(4, Options(1, 32, 8));
  EXPECT_TRUE(IsRange(r, "maxDistance", "from 9 (maxExact + 1, maxExact = 8)"))
      << r.message;
  EXPECT_TRUE(adapters::T5BucketMatrix(4, Options(1, 32, 9)).ok);
}

TEST(SchemesAdapters, RejectFractionalAndHugeRelativePositions) {
  double* block = posenc_test::StageValues({1, 2.5, 0});
  ASSERT_NE(block, nullptr);
  EXPECT_TRUE(IsRange(adapters::T5Buckets(3, T5Options{}),
                      "relativePositions[1]",
                      "relativePositions[1] must be a whole number"));
  block[1] = 1e300;
  EXPECT_TRUE(IsRange(adapters::T5Buckets(3, T5Options{}),
                      "relativePositions[1]", "got 1e+300"));
  block[1] = -9007199254740992.0;
  const adapters::Result r = adapters::T5Buckets(3, T5Options{});
  ASSERT_TRUE(r.ok) << r.message;
  const std::int32_t* buckets = posenc_test::ValuesAt<std::int32_t>(r);
  EXPECT_EQ(buckets[0], 17);
  EXPECT_EQ(buckets[1], 15);
  EXPECT_EQ(buckets[2], 0);
  adapters::Release();
}

TEST(SchemesAdapters, RefuseToReadPositionsThatWereNotStaged) {
  adapters::Release();
  EXPECT_TRUE(IsRange(adapters::T5Buckets(5, T5Options{}), "relativePositions",
                      "was not staged"));
}

TEST(SchemesAdapters, RejectShawKOutsideZeroTo65536) {
  EXPECT_TRUE(IsRange(adapters::ShawIndices(8, -1), "k",
                      "k must be a whole number from 0 to 65536; got -1"));
  EXPECT_TRUE(IsRange(adapters::ShawIndices(8, 2.5), "k", "got 2.5"));
  EXPECT_TRUE(IsRange(adapters::ShawIndices(4097, 2), "seqLen",
                      "seqLen * seqLen (the cost of shawIndices)"));
  EXPECT_TRUE(adapters::ShawIndices(2048, 65536).ok);
}

TEST(SchemesAdapters, ReportTheNewLimitsInTheFacts) {
  const std::string json = adapters::FactsJson();
  EXPECT_NE(json.find("\"maxHeads\":1024"), std::string::npos);
  EXPECT_NE(json.find("\"maxT5Buckets\":1024"), std::string::npos);
  EXPECT_NE(json.find("\"minT5BucketsBidirectional\":4"), std::string::npos);
  EXPECT_NE(json.find("\"minT5BucketsCausal\":2"), std::string::npos);
  EXPECT_NE(json.find("\"maxShawK\":65536"), std::string::npos);
  EXPECT_NE(json.find("\"maxBiasElements\":4194304"), std::string::npos);
}

}  // namespace
}  // namespace posenc
