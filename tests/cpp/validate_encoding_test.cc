// The Validate* functions of the encoding's inputs (sequence length, d_model,
// base, positions, element count, Encode and EncodePositions): the right
// ErrorKind, parameter name, and a message naming the parameter, the value
// and the allowed range; boundary values accepted.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "posenc/encoding.h"
#include "posenc/status.h"
#include "status_matchers.h"

namespace posenc {
namespace {

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

}  // namespace
}  // namespace posenc
