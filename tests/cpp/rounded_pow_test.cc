// RoundedPow against the power in long double (64-bit significand on x86-64:
// enough to decide the rounding of a double except near a midpoint) and
// against libc's pow, which NumPy uses.
#include "posenc/rounded_pow.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>

namespace posenc {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// The double nearest to `exact`, or NaN when `exact` lies too near a
// midpoint between two doubles for a long double to tell (within 2^-60
// of it, relative: powl's own error is far smaller than that).
double NearestOrNaN(long double exact) {
  const double r = static_cast<double>(exact);
  for (double next : {std::nextafter(r, kInf), std::nextafter(r, -kInf)}) {
    const long double mid = (static_cast<long double>(r) + next) / 2;
    if (std::fabs(exact - mid) < std::fabs(exact) * 0x1p-60L) {
      return std::numeric_limits<double>::quiet_NaN();
    }
  }
  return r;
}

bool LongDoubleDecides() {
  return std::numeric_limits<long double>::digits >= 64;
}

constexpr double kBases[] = {10000.0, 100.0, 1e6, 1.5, 2.0, 10.0, 500000.0};

TEST(RoundedPow, IsTheNearestDoubleForEveryDivisorOfTheSchedule) {
  if (!LongDoubleDecides())
    GTEST_SKIP() << "long double is not wider than double here";
  std::int64_t checked = 0;
  for (double base : kBases) {
    for (std::int64_t d = 2; d <= 1024; d += 2) {
      for (std::int64_t i = 0; i < d / 2; ++i) {
        const double e = static_cast<double>(2 * i) / static_cast<double>(d);
        const double nearest = NearestOrNaN(std::pow(
            static_cast<long double>(base), static_cast<long double>(e)));
        if (std::isnan(nearest)) continue;
        ++checked;
        ASSERT_EQ(RoundedPow(base, e), nearest) << base << " ^ " << e;
      }
    }
  }
  EXPECT_GT(checked, 900000);
}

TEST(RoundedPow, DiffersFromLibcOnlyWhereLibcRoundsTheWrongWay) {
  if (!LongDoubleDecides())
    GTEST_SKIP() << "long double is not wider than double here";
  std::int64_t differ = 0;
  std::int64_t total = 0;
  for (double base : kBases) {
    for (std::int64_t d = 2; d <= 1024; d += 2) {
      for (std::int64_t i = 0; i < d / 2; ++i, ++total) {
        const double e = static_cast<double>(2 * i) / static_cast<double>(d);
        const double ours = RoundedPow(base, e);
        const double libc = std::pow(base, e);
        if (ours == libc) continue;
        ++differ;
        // Never more than an ulp apart, and libc's the farther.
        ASSERT_EQ(std::nextafter(libc, ours), ours) << base << " ^ " << e;
        const long double exact = std::pow(static_cast<long double>(base),
                                           static_cast<long double>(e));
        EXPECT_LE(std::fabs(ours - exact), std::fabs(libc - exact))
            << base << " ^ " << e;
      }
    }
  }
  // Measured here (glibc 2.36): 680 of 919,296 divisors, 0.07%.
  std::printf("RoundedPow differs from libc's pow for %lld of %lld divisors\n",
              static_cast<long long>(differ), static_cast<long long>(total));
  EXPECT_LT(differ * 500, total);
}

TEST(RoundedPow, IsWithinAnUlpOfLibcForRandomArguments) {
  std::mt19937_64 random(20261205);
  std::uniform_real_distribution<double> log_x(-230.0, 230.0);
  std::uniform_real_distribution<double> y(-300.0, 300.0);
  for (int k = 0; k < 200000; ++k) {
    const double x = std::exp(log_x(random));
    const double p = y(random) / (k % 2 == 0 ? 1.0 : 100.0);
    const double libc = std::pow(x, p);
    if (!std::isfinite(libc) || libc < std::numeric_limits<double>::min())
      continue;
    const double ours = RoundedPow(x, p);
    ASSERT_TRUE(ours == libc || std::nextafter(libc, ours) == ours)
        << x << " ^ " << p << ": " << ours << " against " << libc;
  }
}

TEST(RoundedPow, ExactPowersAreExact) {
  EXPECT_EQ(RoundedPow(10000.0, 2.0), 1e8);
  EXPECT_EQ(RoundedPow(10000.0, 4.0), 1e16);
  EXPECT_EQ(RoundedPow(10000.0, 0.5), 100.0);
  EXPECT_EQ(RoundedPow(4.0, 0.5), 2.0);
  EXPECT_EQ(RoundedPow(2.0, 1023.0), 0x1p1023);
  EXPECT_EQ(RoundedPow(2.0, -1022.0), 0x1p-1022);
  EXPECT_EQ(RoundedPow(1.5, 3.0), 3.375);
}

TEST(RoundedPow, SpecialCases) {
  EXPECT_EQ(RoundedPow(10000.0, 0.0), 1.0);
  EXPECT_EQ(RoundedPow(1.0, kInf), 1.0);
  EXPECT_EQ(RoundedPow(10000.0, kInf),
            kInf);  // the d / 2i variant's first pair
  EXPECT_EQ(RoundedPow(10000.0, -kInf), 0.0);
  EXPECT_EQ(RoundedPow(0.5, kInf), 0.0);
  EXPECT_EQ(RoundedPow(2.0, 1024.0), kInf);
  EXPECT_EQ(RoundedPow(10000.0, 1e300), kInf);
  EXPECT_EQ(RoundedPow(10000.0, -1e300), 0.0);
  EXPECT_TRUE(std::isnan(RoundedPow(0.0, 2.0)));
  EXPECT_TRUE(std::isnan(RoundedPow(-2.0, 2.0)));
  EXPECT_TRUE(std::isnan(RoundedPow(kInf, 2.0)));
  EXPECT_TRUE(std::isnan(RoundedPow(2.0, std::nan(""))));
}

}  // namespace
}  // namespace posenc
