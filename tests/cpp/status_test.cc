// Status and FormatNumber: the error contract with JavaScript and numbers
// written the way JavaScript writes them (the validation messages quote
// them).
#include "posenc/status.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "status_matchers.h"

namespace posenc {
namespace {

// ---- Status and FormatNumber
// -------------------------------------------------

TEST(Status, OkHasNoKindParamOrMessage) {
  EXPECT_TRUE(IsOk(Status::Ok()));
  EXPECT_TRUE(IsOk(Status{}));
}

TEST(Status, FactoriesSetKindParamAndMessage) {
  const Status range = Status::Range("x", "x is bad");
  EXPECT_FALSE(range.ok);
  EXPECT_EQ(range.kind, ErrorKind::kRange);
  EXPECT_EQ(range.param, "x");
  EXPECT_EQ(range.message, "x is bad");
  const Status type = Status::Type("y", "y is not a number");
  EXPECT_FALSE(type.ok);
  EXPECT_EQ(type.kind, ErrorKind::kType);
  EXPECT_EQ(type.param, "y");
}

TEST(Status, ErrorKindValuesMatchTheJavaScriptContract) {
  EXPECT_EQ(static_cast<int>(ErrorKind::kNone), 0);
  EXPECT_EQ(static_cast<int>(ErrorKind::kRange), 1);
  EXPECT_EQ(static_cast<int>(ErrorKind::kType), 2);
}

TEST(Status, Limits) {
  EXPECT_EQ(kMaxElements, 16777216);
  EXPECT_EQ(kMaxDModel, 65536);
  EXPECT_EQ(kMaxAbsPosition, 9007199254740992.0);
}

TEST(FormatNumber, WholeNumbersHaveNoDecimalPoint) {
  EXPECT_EQ(FormatNumber(7), "7");
  EXPECT_EQ(FormatNumber(0), "0");
  EXPECT_EQ(FormatNumber(-5), "-5");
  EXPECT_EQ(FormatNumber(65538), "65538");
  EXPECT_EQ(FormatNumber(16777216), "16777216");
  EXPECT_EQ(FormatNumber(k2To53), "9007199254740992");
}

TEST(FormatNumber, FractionsUseTheShortestRoundTrip) {
  EXPECT_EQ(FormatNumber(2.5), "2.5");
  EXPECT_EQ(FormatNumber(0.5), "0.5");
  EXPECT_EQ(FormatNumber(0.1), "0.1");
  EXPECT_EQ(FormatNumber(-3.5), "-3.5");
  EXPECT_EQ(FormatNumber(1.0000001), "1.0000001");
  EXPECT_EQ(FormatNumber(0.1 + 0.2), "0.30000000000000004");
}

TEST(FormatNumber, NonFiniteValuesByName) {
  EXPECT_EQ(FormatNumber(kNaN), "NaN");
  EXPECT_EQ(FormatNumber(kInf), "Infinity");
  EXPECT_EQ(FormatNumber(-kInf), "-Infinity");
}

// JavaScript writes exponents without padding, switches to exponent form
// only below 1e-6, and prints -0 as "0"; messages such as "base must be ...
// greater than 1; got 1e-7" must read the same.
TEST(FormatNumber, SmallNumbersAndNegativeZeroLikeJavaScript) {
  EXPECT_EQ(FormatNumber(1e-7), "1e-7");
  EXPECT_EQ(FormatNumber(0.000001), "0.000001");
  EXPECT_EQ(FormatNumber(-0.0), "0");
}

TEST(FormatNumber, ExponentFormFollowsJavaScript) {
  EXPECT_EQ(FormatNumber(1e21), "1e+21");
  EXPECT_EQ(FormatNumber(123456789012345680000.0), "123456789012345680000");
  EXPECT_EQ(FormatNumber(1.5e-7), "1.5e-7");
  EXPECT_EQ(FormatNumber(-2.5e300), "-2.5e+300");
  EXPECT_EQ(FormatNumber(5e-324), "5e-324");
  EXPECT_EQ(FormatNumber(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(FormatNumber(2.2250738585072014e-308), "2.2250738585072014e-308");
}

TEST(FormatNumber, PowersOfTwoUseTheirNarrowerLowerGap) {
  // At a power of two the next lower double is twice as close, which the
  // shortest-digit search must take into account.
  EXPECT_EQ(FormatNumber(9007199254740992.0 * 2), "18014398509481984");
  EXPECT_EQ(FormatNumber(std::ldexp(1.0, -1022)), "2.2250738585072014e-308");
  EXPECT_EQ(FormatNumber(std::ldexp(1.0, 100)), "1.2676506002282294e+30");
}

TEST(MaxPositionText, NamesThePowerAndItsDigits) {
  // What every position and offset message says its limit is.
  EXPECT_EQ(MaxPositionText(), "2^53 (9007199254740992)");
}

TEST(FormatNumber, VeryLargeNumbersReadBack) {
  for (double v : {1e21, 1e300, -1.7976931348623157e308, 5e-324}) {
    EXPECT_EQ(std::strtod(FormatNumber(v).c_str(), nullptr), v) << v;
  }
}

}  // namespace
}  // namespace posenc
