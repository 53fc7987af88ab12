// Status, FormatNumber and every Validate* function: the right ErrorKind,
// parameter name, and a message naming the parameter, the value and the
// allowed range; boundary values accepted.
#include "posenc/status.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include "posenc/attention.h"
#include "posenc/encoding.h"
#include "posenc/relative.h"
#include "posenc/render.h"
#include "posenc/spectrum.h"

namespace posenc {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double k2To53 = 9007199254740992.0;
const double kJustAbove2To53 = std::nextafter(k2To53, kInf);  // 2^53 + 2

::testing::AssertionResult IsRangeError(
    const Status& s, const std::string& param,
    std::initializer_list<std::string> fragments) {
  if (s.ok) return ::testing::AssertionFailure() << "status is ok";
  if (s.kind != ErrorKind::kRange) {
    return ::testing::AssertionFailure()
           << "kind " << static_cast<int>(s.kind) << ": " << s.message;
  }
  if (s.param != param) {
    return ::testing::AssertionFailure()
           << "param \"" << s.param << "\", expected \"" << param
           << "\": " << s.message;
  }
  if (s.message.find(param) == std::string::npos) {
    return ::testing::AssertionFailure()
           << "message lacks the param name: " << s.message;
  }
  for (const std::string& f : fragments) {
    if (s.message.find(f) == std::string::npos) {
      return ::testing::AssertionFailure()
             << "message lacks \"" << f << "\": " << s.message;
    }
  }
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult IsOk(const Status& s) {
  if (s.ok && s.kind == ErrorKind::kNone && s.param.empty() &&
      s.message.empty()) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "param \"" << s.param << "\": " << s.message;
}

EncodingOptions WithBase(double base) {
  EncodingOptions o;
  o.base = base;
  return o;
}

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

TEST(FormatNumber, VeryLargeNumbersReadBack) {
  for (double v : {1e21, 1e300, -1.7976931348623157e308, 5e-324}) {
    EXPECT_EQ(std::strtod(FormatNumber(v).c_str(), nullptr), v) << v;
  }
}

// ---- ValidateSeqLen
// ------------------------------------------------------------

TEST(ValidateSeqLen, RejectsNonPositiveFractionalAndNonFinite) {
  const struct {
    double value;
    const char* text;
  } cases[] = {{-5, "got -5"},
               {0, "got 0"},
               {2.5, "got 2.5"},
               {kNaN, "got NaN"},
               {kInf, "got Infinity"},
               {-kInf, "got -Infinity"},
               {16777217, "got 16777217"}};
  for (const auto& c : cases) {
    EXPECT_TRUE(IsRangeError(ValidateSeqLen(c.value), "seqLen",
                             {c.text, "whole number", "from 1 to 16777216"}))
        << c.text;
  }
}

TEST(ValidateSeqLen, AcceptsOneAndMaxElements) {
  EXPECT_TRUE(IsOk(ValidateSeqLen(1)));
  EXPECT_TRUE(IsOk(ValidateSeqLen(16777216)));
}

TEST(ValidateSeqLen, UsesTheGivenName) {
  EXPECT_TRUE(IsRangeError(ValidateSeqLen(0, "maxLen"), "maxLen", {"got 0"}));
}

// ---- ValidateDModel
// ------------------------------------------------------------

TEST(ValidateDModel, RejectsOddZeroTooLargeAndNonWhole) {
  for (double v : {7.0, 0.0, 65538.0, -2.0, 1.0, 2.5, 131072.0, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(
        ValidateDModel(v), "dModel",
        {"got " + FormatNumber(v), "even whole number", "from 2 to 65536"}))
        << v;
  }
}

TEST(ValidateDModel, AcceptsTwoAndMaxDModel) {
  EXPECT_TRUE(IsOk(ValidateDModel(2)));
  EXPECT_TRUE(IsOk(ValidateDModel(4)));
  EXPECT_TRUE(IsOk(ValidateDModel(512)));
  EXPECT_TRUE(IsOk(ValidateDModel(65536)));
}

// ---- ValidateBase
// --------------------------------------------------------------

TEST(ValidateBase, RejectsOneAndBelowAndNonFinite) {
  for (double v : {1.0, 0.5, 0.0, -10.0, kNaN, kInf, -kInf}) {
    EXPECT_TRUE(
        IsRangeError(ValidateBase(v), "base",
                     {"got " + FormatNumber(v), "finite", "greater than 1"}))
        << v;
  }
}

TEST(ValidateBase, AcceptsJustAboveOne) {
  EXPECT_TRUE(IsOk(ValidateBase(1.0000001)));
  EXPECT_TRUE(IsOk(ValidateBase(std::nextafter(1.0, 2.0))));
  EXPECT_TRUE(IsOk(ValidateBase(10000)));
  EXPECT_TRUE(IsOk(ValidateBase(1e300)));
}

// ---- ValidatePosition / ValidateElementCount
// -----------------------------------

TEST(ValidatePosition, RejectsNonFiniteAndBeyond2To53) {
  for (double v : {kNaN, kInf, -kInf, kJustAbove2To53, -kJustAbove2To53}) {
    EXPECT_TRUE(
        IsRangeError(ValidatePosition(v, "k"), "k",
                     {"got " + FormatNumber(v), "finite", "-2^53 to 2^53"}))
        << v;
  }
}

TEST(ValidatePosition, AcceptsPlusMinus2To53AndFractions) {
  EXPECT_TRUE(IsOk(ValidatePosition(k2To53, "k")));
  EXPECT_TRUE(IsOk(ValidatePosition(-k2To53, "k")));
  EXPECT_TRUE(IsOk(ValidatePosition(-3.5, "k")));
  EXPECT_TRUE(IsOk(ValidatePosition(0, "k")));
}

TEST(ValidateElementCount, RejectsMoreThanMaxElements) {
  EXPECT_TRUE(IsRangeError(
      ValidateElementCount(262145, 64, "seqLen", "dModel"), "seqLen",
      {"seqLen * dModel", "at most 16777216", "262145 * 64 = 16777280"}));
}

TEST(ValidateElementCount, AcceptsExactlyMaxElements) {
  EXPECT_TRUE(IsOk(ValidateElementCount(256, 65536, "seqLen", "dModel")));
  EXPECT_TRUE(IsOk(ValidateElementCount(4096, 4096, "rows", "rows")));
}

// ---- ValidateEncode / ValidateEncodingShape
// ------------------------------------

TEST(ValidateEncode, RejectsBadSeqLen) {
  for (double v : {-5.0, 0.0, 2.5, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(ValidateEncode(v, 8, {}), "seqLen",
                             {"got " + FormatNumber(v), "from 1 to 16777216"}))
        << v;
  }
}

TEST(ValidateEncode, RejectsBadDModel) {
  for (double v : {7.0, 0.0, 65538.0}) {
    EXPECT_TRUE(IsRangeError(ValidateEncode(10, v, {}), "dModel",
                             {"got " + FormatNumber(v), "from 2 to 65536"}))
        << v;
  }
}

TEST(ValidateEncode, RejectsBadBase) {
  for (double v : {1.0, 0.5, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(ValidateEncode(10, 8, WithBase(v)), "base",
                             {"got " + FormatNumber(v), "greater than 1"}))
        << v;
  }
}

TEST(ValidateEncode, RejectsMoreThanMaxElements) {
  EXPECT_TRUE(IsRangeError(
      ValidateEncode(257, 65536, {}), "seqLen",
      {"seqLen * dModel", "at most 16777216", "257 * 65536 = 16842752"}));
  EXPECT_TRUE(IsRangeError(ValidateEncode(16777216, 2, {}), "seqLen",
                           {"16777216 * 2 = 33554432"}));
}

TEST(ValidateEncode, AcceptsBoundaryValues) {
  EXPECT_TRUE(IsOk(ValidateEncode(1, 2, {})));
  EXPECT_TRUE(IsOk(ValidateEncode(1, 65536, {})));
  // seq_len * d_model == kMaxElements exactly (not materialised here).
  EXPECT_TRUE(IsOk(ValidateEncode(256, 65536, {})));
  EXPECT_TRUE(IsOk(ValidateEncode(8388608, 2, {})));
  EXPECT_TRUE(IsOk(ValidateEncode(10, 8, WithBase(1.0000001))));
}

TEST(ValidateEncode, ChecksSeqLenBeforeDModelBeforeBase) {
  EXPECT_EQ(ValidateEncode(0, 7, WithBase(0)).param, "seqLen");
  EXPECT_EQ(ValidateEncode(1, 7, WithBase(0)).param, "dModel");
  EXPECT_EQ(ValidateEncode(1, 8, WithBase(0)).param, "base");
}

TEST(ValidateEncodingShape, SameRulesAsValidateEncode) {
  EXPECT_TRUE(IsOk(ValidateEncodingShape(256, 65536, 10000)));
  EXPECT_TRUE(IsRangeError(ValidateEncodingShape(2.5, 8, 10000), "seqLen",
                           {"got 2.5"}));
  EXPECT_TRUE(
      IsRangeError(ValidateEncodingShape(3, 7, 10000), "dModel", {"got 7"}));
  EXPECT_TRUE(IsRangeError(ValidateEncodingShape(3, 8, 1), "base", {"got 1"}));
  EXPECT_TRUE(IsRangeError(ValidateEncodingShape(257, 65536, 10000), "seqLen",
                           {"seqLen * dModel"}));
}

// ---- ValidateEncodePositions
// -------------------------------------------------

TEST(ValidateEncodePositions, RejectsNonFinitePositionsByIndex) {
  const std::vector<double> nan = {0, 1.5, kNaN};
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(nan.data(), 3, 8, {}),
                           "positions[2]", {"got NaN", "-2^53 to 2^53"}));
  const std::vector<double> inf = {kInf, 0};
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(inf.data(), 2, 8, {}),
                           "positions[0]", {"got Infinity"}));
  const std::vector<double> minus_inf = {3, -kInf};
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(minus_inf.data(), 2, 8, {}),
                           "positions[1]", {"got -Infinity"}));
}

TEST(ValidateEncodePositions, RejectsPositionsBeyond2To53) {
  const std::vector<double> far = {1, -kJustAbove2To53};
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(far.data(), 2, 8, {}),
                           "positions[1]", {"got -9007199254740994"}));
}

TEST(ValidateEncodePositions, AcceptsPlusMinus2To53AndFractions) {
  const std::vector<double> ok = {k2To53, -k2To53, -3.5, 1e9, 0.25};
  EXPECT_TRUE(IsOk(ValidateEncodePositions(ok.data(), 5, 8, {})));
}

TEST(ValidateEncodePositions, RejectsBadCountDModelAndBase) {
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(nullptr, 0, 8, {}),
                           "positions.length", {"got 0"}));
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(nullptr, 2.5, 8, {}),
                           "positions.length", {"got 2.5"}));
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(nullptr, 3, 7, {}), "dModel",
                           {"got 7"}));
  EXPECT_TRUE(
      IsRangeError(ValidateEncodePositions(nullptr, 3, 8, WithBase(kNaN)),
                   "base", {"got NaN"}));
  EXPECT_TRUE(IsRangeError(ValidateEncodePositions(nullptr, 257, 65536, {}),
                           "positions.length",
                           {"positions.length * dModel", "16777216"}));
}

TEST(ValidateEncodePositions, ShapeOnlyCheckWithoutData) {
  EXPECT_TRUE(IsOk(ValidateEncodePositions(nullptr, 256, 65536, {})));
}

// ---- ValidateSelfAttention
// -----------------------------------------------------

TEST(ValidateSelfAttention, RejectsBadShape) {
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(nullptr, 0, 4), "rows",
                           {"got 0", "from 1 to 16777216"}));
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(nullptr, 3, 2.5), "cols",
                           {"got 2.5"}));
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(nullptr, kNaN, 4), "rows",
                           {"got NaN"}));
}

TEST(ValidateSelfAttention, RejectsTooManyWeights) {
  // The (rows, rows) weights must fit too.
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(nullptr, 4097, 1), "rows",
                           {"rows * rows", "4097 * 4097 = 16785409"}));
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(nullptr, 2, 8388609), "rows",
                           {"rows * cols"}));
}

TEST(ValidateSelfAttention, AcceptsBoundaryShape) {
  EXPECT_TRUE(IsOk(ValidateSelfAttention(nullptr, 4096, 4096)));
  EXPECT_TRUE(IsOk(ValidateSelfAttention(nullptr, 1, 1)));
}

TEST(ValidateSelfAttention, RejectsNonFiniteDataByIndex) {
  const std::vector<double> x = {0.1, 0.2, 0.3, 0.4, 0.5, kNaN};
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(x.data(), 3, 2), "x.data",
                           {"x.data[5]", "finite", "got NaN"}));
  const std::vector<double> y = {-kInf, 0};
  EXPECT_TRUE(IsRangeError(ValidateSelfAttention(y.data(), 1, 2), "x.data",
                           {"x.data[0]", "got -Infinity"}));
}

TEST(ValidateSelfAttention, AcceptsFiniteDataUpTo1e100) {
  const std::vector<double> x = {0.1, -1e3, 1e100, 0};
  EXPECT_TRUE(IsOk(ValidateSelfAttention(x.data(), 2, 2)));
}

// ---- ValidateShift / ValidateRotation
// ------------------------------------------

TEST(ValidateShift, RejectsBadLength) {
  for (double v : {7.0, 0.0, 65538.0}) {
    EXPECT_TRUE(IsRangeError(ValidateShift(v, 3, 10000), "vector.length",
                             {"got " + FormatNumber(v), "from 2 to 65536"}))
        << v;
  }
}

TEST(ValidateShift, RejectsBadOffset) {
  for (double v : {kNaN, kInf, -kInf, kJustAbove2To53}) {
    EXPECT_TRUE(IsRangeError(ValidateShift(8, v, 10000), "k",
                             {"got " + FormatNumber(v), "-2^53 to 2^53"}))
        << v;
  }
}

TEST(ValidateShift, RejectsBadBase) {
  for (double v : {1.0, 0.5, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(ValidateShift(8, 3, v), "base",
                             {"got " + FormatNumber(v), "greater than 1"}))
        << v;
  }
}

TEST(ValidateShift, AcceptsBoundaryValues) {
  EXPECT_TRUE(IsOk(ValidateShift(2, -3.5, 1.0000001)));
  EXPECT_TRUE(IsOk(ValidateShift(65536, k2To53, 10000)));
  EXPECT_TRUE(IsOk(ValidateShift(8, -k2To53, 10000)));
}

TEST(ValidateRotation, RejectsPairOutsideTheVector) {
  for (double v : {4.0, -1.0, 1.5, kNaN, kInf}) {
    EXPECT_TRUE(
        IsRangeError(ValidateRotation(5, v, 8, 10000), "pair",
                     {"got " + FormatNumber(v), "whole number", "from 0 to 3"}))
        << v;
  }
}

TEST(ValidateRotation, NamesDModelNotVectorLength) {
  EXPECT_TRUE(IsRangeError(ValidateRotation(5, 0, 7, 10000), "dModel",
                           {"got 7", "from 2 to 65536"}));
}

TEST(ValidateRotation, RejectsBadOffsetAndBase) {
  EXPECT_TRUE(
      IsRangeError(ValidateRotation(kNaN, 0, 8, 10000), "k", {"got NaN"}));
  EXPECT_TRUE(
      IsRangeError(ValidateRotation(5, 0, 8, 0.5), "base", {"got 0.5"}));
}

TEST(ValidateRotation, AcceptsFirstAndLastPair) {
  EXPECT_TRUE(IsOk(ValidateRotation(5, 0, 8, 10000)));
  EXPECT_TRUE(IsOk(ValidateRotation(-2.5, 3, 8, 10000)));
  EXPECT_TRUE(IsOk(ValidateRotation(1, 32767, 65536, 1.0000001)));
}

// ---- ValidateDotProducts / ValidateWavelengths
// ---------------------------------

TEST(ValidateDotProducts, RejectsTooManyProducts) {
  EXPECT_TRUE(IsRangeError(ValidateDotProducts(4097, 2, 10000), "seqLen",
                           {"seqLen * seqLen", "4097 * 4097 = 16785409"}));
}

TEST(ValidateDotProducts, RejectsBadShapeAndBase) {
  EXPECT_TRUE(
      IsRangeError(ValidateDotProducts(-5, 8, 10000), "seqLen", {"got -5"}));
  EXPECT_TRUE(
      IsRangeError(ValidateDotProducts(5, 7, 10000), "dModel", {"got 7"}));
  EXPECT_TRUE(
      IsRangeError(ValidateDotProducts(5, 8, kInf), "base", {"got Infinity"}));
  EXPECT_TRUE(IsRangeError(ValidateDotProducts(257, 65536, 10000), "seqLen",
                           {"seqLen * dModel"}));
}

TEST(ValidateDotProducts, AcceptsBoundaryValues) {
  EXPECT_TRUE(IsOk(ValidateDotProducts(4096, 2, 10000)));
  EXPECT_TRUE(IsOk(ValidateDotProducts(256, 65536, 1.0000001)));
}

TEST(ValidateWavelengths, RejectsBadDModelAndBase) {
  for (double v : {7.0, 0.0, 65538.0}) {
    EXPECT_TRUE(IsRangeError(ValidateWavelengths(v, 10000), "dModel",
                             {"got " + FormatNumber(v)}))
        << v;
  }
  for (double v : {1.0, 0.5, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(ValidateWavelengths(8, v), "base",
                             {"got " + FormatNumber(v)}))
        << v;
  }
}

TEST(ValidateWavelengths, AcceptsBoundaryValues) {
  EXPECT_TRUE(IsOk(ValidateWavelengths(2, 1.0000001)));
  EXPECT_TRUE(IsOk(ValidateWavelengths(65536, 10000)));
}

// ---- ValidateGrid
// ----------------------------------------------------------------

GridWindow GoodWindow() {
  GridWindow w;
  w.seq_len = 1000;
  w.d_model = 64;
  w.rows_px = 100;
  w.cols_px = 64;
  w.rows_per_pixel = 10;
  w.cols_per_pixel = 1;
  return w;
}

TEST(ValidateGrid, AcceptsAGoodWindowAndTheDefault) {
  EXPECT_TRUE(IsOk(ValidateGrid(GoodWindow(), {})));
  EXPECT_TRUE(IsOk(ValidateGrid(GridWindow{}, {})));
}

TEST(ValidateGrid, RejectsPixelCountsOutsideOneTo16384) {
  for (double v : {0.0, 16385.0, 2.5, -1.0, kNaN, kInf}) {
    GridWindow w = GoodWindow();
    w.rows_px = v;
    EXPECT_TRUE(IsRangeError(
        ValidateGrid(w, {}), "rowsPx",
        {"got " + FormatNumber(v), "whole number", "from 1 to 16384"}))
        << v;
    w = GoodWindow();
    w.cols_px = v;
    EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "colsPx",
                             {"got " + FormatNumber(v), "from 1 to 16384"}))
        << v;
  }
}

TEST(ValidateGrid, AcceptsPixelCountBoundaries) {
  GridWindow w = GoodWindow();
  w.rows_px = 16384;
  w.cols_px = 1;
  EXPECT_TRUE(IsOk(ValidateGrid(w, {})));
  w.rows_px = 1;
  w.cols_px = 16384;
  EXPECT_TRUE(IsOk(ValidateGrid(w, {})));
  w.rows_px = 4096;
  w.cols_px = 4096;  // 2^24 pixels exactly
  EXPECT_TRUE(IsOk(ValidateGrid(w, {})));
}

TEST(ValidateGrid, RejectsTooManyPixels) {
  GridWindow w = GoodWindow();
  w.rows_px = 16384;
  w.cols_px = 16384;
  EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "rowsPx",
                           {"rowsPx * colsPx", "16777216"}));
}

TEST(ValidateGrid, RejectsNonPositiveOrNonFiniteSpans) {
  for (double v : {0.0, -1.0, kNaN, kInf}) {
    GridWindow w = GoodWindow();
    w.rows_per_pixel = v;
    EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "rowsPerPixel",
                             {"got " + FormatNumber(v), "greater than 0"}))
        << v;
    w = GoodWindow();
    w.cols_per_pixel = v;
    EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "colsPerPixel",
                             {"got " + FormatNumber(v), "greater than 0"}))
        << v;
  }
}

TEST(ValidateGrid, RejectsNonFiniteStarts) {
  GridWindow w = GoodWindow();
  w.row_start = kNaN;
  EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "rowStart", {"got NaN"}));
  w = GoodWindow();
  w.col_start = -kInf;
  EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "colStart", {"got -Infinity"}));
}

TEST(ValidateGrid, SeqLenMayReach2To53) {
  GridWindow w = GoodWindow();
  w.seq_len = k2To53;
  EXPECT_TRUE(IsOk(ValidateGrid(w, {})));
  for (double v : {0.0, 2.5, kNaN, kInf, kJustAbove2To53}) {
    w.seq_len = v;
    EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "seqLen",
                             {"got " + FormatNumber(v), "from 1 to 2^53"}))
        << v;
  }
}

TEST(ValidateGrid, RejectsBadDModelAndBase) {
  GridWindow w = GoodWindow();
  w.d_model = 7;
  EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "dModel", {"got 7"}));
  w.d_model = 65538;
  EXPECT_TRUE(IsRangeError(ValidateGrid(w, {}), "dModel", {"got 65538"}));
  EXPECT_TRUE(
      IsRangeError(ValidateGrid(GoodWindow(), WithBase(1)), "base", {"got 1"}));
}

}  // namespace
}  // namespace posenc
