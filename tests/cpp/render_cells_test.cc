// CoveredCells: which cells of the encoding matrix a heat-map pixel covers.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "posenc/render.h"
#include "render_reference.h"

namespace posenc {
namespace {

struct Range {
  bool ok;
  std::int64_t first;
  std::int64_t end;
};

Range Covered(double start, double span, double count) {
  Range r{false, -1, -1};
  r.ok = CoveredCells(start, span, count, &r.first, &r.end);
  return r;
}

// CoveredCells(start, span, count) is true with the cells [first, end).
::testing::AssertionResult Covers(double start, double span, double count,
                                  std::int64_t first, std::int64_t end) {
  const Range r = Covered(start, span, count);
  if (r.ok && r.first == first && r.end == end) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "ok " << r.ok << ", cells [" << r.first << ", " << r.end
         << "), expected [" << first << ", " << end << ")";
}

TEST(CoveredCells, PixelExactlyOnOneCell) {
  EXPECT_TRUE(Covers(3, 1, 10, 3, 4));
}

TEST(CoveredCells, ZoomedInPixelTakesTheCellUnderItsCentre) {
  EXPECT_TRUE(Covers(3.2, 0.25, 10, 3, 4));  // centre 3.325
  EXPECT_TRUE(Covers(3.9, 0.25, 10, 4, 5));  // centre 4.025: the next cell
  // [0, 0.5) holds no centre; its own is 0.25.
  EXPECT_TRUE(Covers(0, 0.5, 10, 0, 1));
}

TEST(CoveredCells, PixelAcrossACellBorderWithoutACentre) {
  EXPECT_TRUE(Covers(0.6, 0.8, 10, 1, 2));  // [0.6, 1.4), centre 1.0
}

TEST(CoveredCells, PixelCoveringSeveralCells) {
  EXPECT_TRUE(Covers(2, 3, 10, 2, 5));
  EXPECT_TRUE(Covers(2.6, 3, 10, 3, 6));  // centres 3.5, 4.5, 5.5
  EXPECT_TRUE(Covers(0, 1e6, 1e6, 0, 1000000));
}

TEST(CoveredCells, CentresOnTheUpperEdgeAreExcluded) {
  // [0.5, 2.5) holds centres 0.5 and 1.5 but not 2.5.
  EXPECT_TRUE(Covers(0.5, 2, 10, 0, 2));
}

TEST(CoveredCells, PixelPartlyOutsideIsClamped) {
  // Centres -1.5 .. 1.5: only 0.5 inside.
  EXPECT_TRUE(Covers(-1.5, 3, 10, 0, 1));
  EXPECT_TRUE(Covers(8.5, 3, 10, 8, 10));  // centres 8.5, 9.5, 10.5
  EXPECT_TRUE(Covers(-100, 1000, 10, 0, 10));
}

TEST(CoveredCells, PixelFullyOutsideIsFalse) {
  EXPECT_FALSE(Covered(-5, 2, 10).ok);
  EXPECT_FALSE(Covered(10, 1, 10).ok);
  EXPECT_FALSE(Covered(12.3, 0.25, 10).ok);
  EXPECT_FALSE(Covered(-0.3, 0.2, 10).ok);  // centre -0.2
  EXPECT_FALSE(Covered(9.6, 0.9, 10).ok);   // centre 10.05
}

TEST(CoveredCells, MatchesBruteForceOnAGrid) {
  for (double start = -3.0; start < 13.0; start += 0.1) {
    for (double span : {0.05, 0.3, 0.5, 0.9, 1.0, 1.7, 2.0, 3.3, 7.0}) {
      const std::vector<std::int64_t> cells =
          posenc_test::BruteCells(start, span, 10);
      const Range r = Covered(start, span, 10);
      ASSERT_EQ(r.ok, !cells.empty()) << start << " " << span;
      if (r.ok) {
        ASSERT_EQ(r.first, cells.front()) << start << " " << span;
        ASSERT_EQ(r.end, cells.back() + 1) << start << " " << span;
        ASSERT_EQ(r.end - r.first, static_cast<std::int64_t>(cells.size()));
      }
    }
  }
}

}  // namespace
}  // namespace posenc
