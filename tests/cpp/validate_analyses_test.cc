// The Validate* functions of the analyses built on the encoding
// (self-attention, shifts and rotations, dot products, wavelengths and the
// heat map's grid): the right ErrorKind, parameter name, and a message
// naming the parameter, the value and the allowed range; boundary values
// accepted.
#include <gtest/gtest.h>

#include <vector>

#include "posenc/attention.h"
#include "posenc/relative.h"
#include "posenc/render.h"
#include "posenc/spectrum.h"
#include "posenc/status.h"
#include "render_reference.h"
#include "status_matchers.h"

namespace posenc {
namespace {

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
  GridWindow w = posenc_test::Window(1000, 64, 100, 64);
  w.rows_per_pixel = 10;
  w.cols_per_pixel = 1;
  return w;
}

// ValidateGrid of GoodWindow() with `field` set to `value`, default options.
Status GridWith(double GridWindow::*field, double value) {
  GridWindow w = GoodWindow();
  w.*field = value;
  return ValidateGrid(w, {});
}

TEST(ValidateGrid, AcceptsAGoodWindowAndTheDefault) {
  EXPECT_TRUE(IsOk(ValidateGrid(GoodWindow(), {})));
  EXPECT_TRUE(IsOk(ValidateGrid(GridWindow{}, {})));
}

TEST(ValidateGrid, RejectsPixelCountsOutsideOneTo16384) {
  for (double v : {0.0, 16385.0, 2.5, -1.0, kNaN, kInf}) {
    EXPECT_TRUE(IsRangeError(
        GridWith(&GridWindow::rows_px, v), "rowsPx",
        {"got " + FormatNumber(v), "whole number", "from 1 to 16384"}))
        << v;
    EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::cols_px, v), "colsPx",
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
    EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::rows_per_pixel, v),
                             "rowsPerPixel",
                             {"got " + FormatNumber(v), "greater than 0"}))
        << v;
    EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::cols_per_pixel, v),
                             "colsPerPixel",
                             {"got " + FormatNumber(v), "greater than 0"}))
        << v;
  }
}

TEST(ValidateGrid, RejectsNonFiniteStarts) {
  EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::row_start, kNaN), "rowStart",
                           {"got NaN"}));
  EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::col_start, -kInf), "colStart",
                           {"got -Infinity"}));
}

TEST(ValidateGrid, SeqLenMayReach2To53) {
  EXPECT_TRUE(IsOk(GridWith(&GridWindow::seq_len, k2To53)));
  for (double v : {0.0, 2.5, kNaN, kInf, kJustAbove2To53}) {
    EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::seq_len, v), "seqLen",
                             {"got " + FormatNumber(v), "from 1 to 2^53"}))
        << v;
  }
}

TEST(ValidateGrid, RejectsBadDModelAndBase) {
  EXPECT_TRUE(
      IsRangeError(GridWith(&GridWindow::d_model, 7), "dModel", {"got 7"}));
  EXPECT_TRUE(IsRangeError(GridWith(&GridWindow::d_model, 65538), "dModel",
                           {"got 65538"}));
  EXPECT_TRUE(
      IsRangeError(ValidateGrid(GoodWindow(), WithBase(1)), "base", {"got 1"}));
}

}  // namespace
}  // namespace posenc
