// labSeedBands: the trailing mean (shorter at the start, missing values
// left out, its drift bounded on long runs), the bands over runs (mean,
// min, max over the runs with a value; NaN where none has one), and the
// validation naming values, runs and window.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "posenc/lab/rng.h"
#include "posenc/lab/seed_bands.h"
#include "status_matchers.h"

namespace posenc {
namespace lab {
namespace {

std::vector<double> Trailing(const std::vector<double>& v,
                             std::int64_t window) {
  std::vector<double> out(v.size(), -1);
  TrailingMeanInto(out.data(), v.data(), static_cast<std::int64_t>(v.size()),
                   window);
  return out;
}

// The mean of the present values of the window, summed directly.
double DirectMean(const std::vector<double>& v, std::int64_t k,
                  std::int64_t window) {
  double sum = 0;
  int present = 0;
  for (std::int64_t j = std::max<std::int64_t>(0, k - window + 1); j <= k;
       ++j) {
    const double x = v[static_cast<std::size_t>(j)];
    if (std::isfinite(x)) {
      sum += x;
      ++present;
    }
  }
  return sum / present;
}

TEST(LabSeedBands, TrailingMeanIsShorterAtTheStart) {
  EXPECT_EQ(Trailing({1, 3, 5, 7}, 2), (std::vector<double>{1, 2, 4, 6}));
  EXPECT_EQ(Trailing({1, 3, 5, 7}, 3), (std::vector<double>{1, 2, 3, 5}));
}

TEST(LabSeedBands, WindowOneCopiesTheValues) {
  const std::vector<double> v = {0.1, 2.5, -3, 1e300};
  EXPECT_EQ(Trailing(v, 1), v);
}

TEST(LabSeedBands, MissingValuesStayMissingAndLeaveTheirWindows) {
  // A run still training: NaN past its step; a hole in the middle too.
  const std::vector<double> out =
      Trailing({2, kNaN, 4, 6, kInf, kNaN, kNaN}, 3);
  EXPECT_EQ(out[0], 2);
  EXPECT_TRUE(std::isnan(out[1]));
  EXPECT_EQ(out[2], 3);  // (2 + 4) / 2: the NaN is not a zero
  EXPECT_EQ(out[3], 5);  // (4 + 6) / 2
  for (int k = 4; k < 7; ++k) EXPECT_TRUE(std::isnan(out[k])) << k;
}

TEST(LabSeedBands, TrailingMeanOfALongRunStaysWithinRoundingOfADirectSum) {
  // 5000 steps of losses that fall from about 2.3 over a noisy floor, and a
  // few missing: the running sum is summed afresh every window, so its
  // drift does not grow with the run.
  Rng rng(5, 1);
  std::vector<double> v(5000);
  for (std::size_t k = 0; k < v.size(); ++k) {
    v[k] = 2.3 * std::exp(-static_cast<double>(k) / 800) + 0.1 * rng.Normal() +
           0.2;
    if (k % 997 == 3) v[k] = kNaN;
  }
  for (const std::int64_t window : {1, 7, 100, 5000}) {
    const std::vector<double> out = Trailing(v, window);
    for (std::int64_t k = 0; k < 5000; ++k) {
      const double x = v[static_cast<std::size_t>(k)];
      const double got = out[static_cast<std::size_t>(k)];
      if (!std::isfinite(x)) {
        EXPECT_TRUE(std::isnan(got));
        continue;
      }
      const double want = DirectMean(v, k, window);
      EXPECT_NEAR(got, want, 1e-13 * std::fabs(want)) << window << " " << k;
    }
  }
}

TEST(LabSeedBands, BandsAreTheMeanMinAndMaxOverTheRunsWithAValue) {
  // Three runs of four steps; the third has trained two steps so far.
  const std::vector<double> values = {2, 4, 6,    8,   //
                                      4, 2, 6,    10,  //
                                      9, 0, kNaN, kNaN};
  std::vector<double> mean(4), min(4), max(4);
  SeedBandsInto(mean.data(), min.data(), max.data(), values.data(), 3, 4, 1);
  EXPECT_EQ(mean, (std::vector<double>{5, 2, 6, 9}));
  EXPECT_EQ(min, (std::vector<double>{2, 0, 6, 8}));
  EXPECT_EQ(max, (std::vector<double>{9, 4, 6, 10}));
}

TEST(LabSeedBands, BandsSmoothEachRunFirst) {
  const std::vector<double> values = {1, 3, 5, 7,  //
                                      3, 5, 7, 9};
  std::vector<double> mean(4), min(4), max(4);
  SeedBandsInto(mean.data(), min.data(), max.data(), values.data(), 2, 4, 2);
  EXPECT_EQ(min, (std::vector<double>{1, 2, 4, 6}));
  EXPECT_EQ(max, (std::vector<double>{3, 4, 6, 8}));
  EXPECT_EQ(mean, (std::vector<double>{2, 3, 5, 7}));
}

TEST(LabSeedBands, AStepNoRunHasReachedIsNaNInEveryBand) {
  const std::vector<double> values = {1, kNaN, 2, kNaN};
  std::vector<double> mean(2), min(2), max(2);
  SeedBandsInto(mean.data(), min.data(), max.data(), values.data(), 2, 2, 1);
  EXPECT_EQ(mean[0], 1.5);
  EXPECT_TRUE(std::isnan(mean[1]));
  EXPECT_TRUE(std::isnan(min[1]));
  EXPECT_TRUE(std::isnan(max[1]));
}

TEST(LabSeedBands, ValidationNamesValuesRunsAndWindow) {
  EXPECT_TRUE(ValidateSeedBands(12, 3, 4).ok);
  EXPECT_TRUE(ValidateSeedBands(1, 1, 1).ok);
  EXPECT_TRUE(IsError(ValidateSeedBands(0, 1, 1), ErrorKind::kRange, "values",
                      {"from 1 to 16777216"}));
  EXPECT_TRUE(IsError(ValidateSeedBands(12, 5, 1), ErrorKind::kRange, "runs",
                      {"from 1 to values.length (12)", "divides", "got 5"}));
  EXPECT_TRUE(IsError(ValidateSeedBands(12, 0, 1), ErrorKind::kRange, "runs"));
  EXPECT_TRUE(
      IsError(ValidateSeedBands(12, 2.5, 1), ErrorKind::kRange, "runs"));
  EXPECT_TRUE(IsError(ValidateSeedBands(12, kNaN, 1), ErrorKind::kRange, "runs",
                      {"got NaN"}));
  EXPECT_TRUE(IsError(ValidateSeedBands(12, 3, 5), ErrorKind::kRange, "window",
                      {"from 1 to the row length", "(4)", "got 5"}));
  EXPECT_TRUE(
      IsError(ValidateSeedBands(12, 3, 0), ErrorKind::kRange, "window"));
  EXPECT_TRUE(
      IsError(ValidateSeedBands(12, 3, kInf), ErrorKind::kRange, "window"));
}

}  // namespace
}  // namespace lab
}  // namespace posenc
