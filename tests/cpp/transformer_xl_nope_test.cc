// Transformer-XL and NoPE (posenc/schemes) against the NumPy
// re-implementations of the papers' definitions (tests/reference/
// transformer_xl_nope.py, run here with --text), and their bad-input rules
// through the adapters.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/schemes/nope.h"
#include "posenc/schemes/transformer_xl.h"
#include "test_support.h"

namespace posenc {
namespace {

using posenc_test::IsRange;
using posenc_test::ReferenceLinesNamed;

// tests/reference/transformer_xl_nope.py, whose --text lines the tests read by
// name.
constexpr char kScript[] = "transformer_xl_nope";

TEST(SchemesCReference, PythonWritesEveryCase) {
  EXPECT_TRUE(posenc_test::WroteLines(kScript, {{"txl", 4}, {"nope", 4}}));
}

TEST(TransformerXlTerms, EqualTheNumPyReferenceForEveryCase) {
  for (const auto& line : ReferenceLinesNamed(kScript, "txl")) {
    const auto n = static_cast<std::int64_t>(line.numbers[0]);
    const auto d = static_cast<std::int64_t>(line.numbers[1]);
    std::vector<double> out(static_cast<std::size_t>(kTxlTermCount * n * n));
    TransformerXlTermsInto(out.data(), n, d);
    ASSERT_EQ(out.size() + 2, line.numbers.size());
    for (std::size_t k = 0; k < out.size(); ++k) {
      const double want = line.numbers[k + 2];
      // Dot products of d terms of size ~1: a few ulp of d.
      EXPECT_NEAR(out[k], want, 1e-12 * static_cast<double>(d))
          << n << " x " << d << ", element " << k;
    }
  }
}

TEST(TransformerXlTerms, PositionTermsDependOnDistanceOnly) {
  const std::int64_t n = 6;
  std::vector<double> out(static_cast<std::size_t>(kTxlTermCount * n * n));
  TransformerXlTermsInto(out.data(), n, 8);
  const std::int64_t plane = n * n;
  // Term d (v . R_{i-j}) is constant along every diagonal.
  for (std::int64_t i = 1; i < n; ++i) {
    for (std::int64_t j = 1; j < n; ++j) {
      EXPECT_EQ(out[static_cast<std::size_t>(3 * plane + i * n + j)],
                out[static_cast<std::size_t>(3 * plane + (i - 1) * n + j - 1)]);
    }
  }
}

TEST(TransformerXlTerms, SumIsTheFourTerms) {
  const std::int64_t n = 4;
  std::vector<double> out(static_cast<std::size_t>(kTxlTermCount * n * n));
  TransformerXlTermsInto(out.data(), n, 6);
  for (std::int64_t k = 0; k < n * n; ++k) {
    const auto at = [&](std::int64_t term) {
      return out[static_cast<std::size_t>(term * n * n + k)];
    };
    EXPECT_EQ(at(4), at(0) + at(1) + at(2) + at(3));
  }
}

TEST(NopeCausalMean, EqualsTheNumPyReferenceForEveryCase) {
  for (const auto& line : ReferenceLinesNamed(kScript, "nope")) {
    const auto n = static_cast<std::int64_t>(line.numbers[0]);
    const double* values = line.numbers.data() + 1;
    std::vector<double> out(static_cast<std::size_t>(n * n + n));
    NopeCausalMeanInto(out.data(), values, n);
    ASSERT_EQ(out.size() + 1 + static_cast<std::size_t>(n),
              line.numbers.size());
    for (std::size_t k = 0; k < out.size(); ++k) {
      EXPECT_NEAR(out[k], values[static_cast<std::size_t>(n) + k], 1e-15 * 8)
          << n << " values, element " << k;
    }
  }
}

TEST(NopeCausalMean, BeginningMarkerGivesOneOverTPlusOne) {
  const std::vector<double> marker = {1, 0, 0, 0, 0};
  std::vector<double> out(30);
  NopeCausalMeanInto(out.data(), marker.data(), 5);
  for (std::int64_t t = 0; t < 5; ++t) {
    EXPECT_EQ(out[static_cast<std::size_t>(25 + t)],
              1.0 / static_cast<double>(t + 1));
  }
}

TEST(SchemesCAdapters, RejectTransformerXlBadShapes) {
  EXPECT_TRUE(IsRange(adapters::TransformerXlTerms(0, 8), "seqLen", "got 0"));
  EXPECT_TRUE(IsRange(adapters::TransformerXlTerms(8, 3), "dModel", "got 3"));
  const adapters::Result r = adapters::TransformerXlTerms(512, 64);
  EXPECT_TRUE(IsRange(r, "seqLen",
                      "seqLen * seqLen * dModel (the cost of "
                      "transformerXlTerms) must be at most 8388608"))
      << r.message;
  EXPECT_TRUE(adapters::TransformerXlTerms(256, 128).ok);
}

TEST(SchemesCAdapters, RejectNonFiniteNopeValues) {
  double* block = posenc_test::StageValues({1, std::nan(""), 0});
  ASSERT_NE(block, nullptr);
  EXPECT_TRUE(IsRange(adapters::NopeCausalMean(3), "values[1]",
                      "values[1] must be a finite number; got NaN"));
  block[1] = 2;
  EXPECT_TRUE(adapters::NopeCausalMean(3).ok);
  adapters::Release();
}

TEST(SchemesCAdapters, RejectEmptyUnstagedAndTooLongNopeValues) {
  adapters::Release();
  EXPECT_TRUE(IsRange(adapters::NopeCausalMean(0), "values",
                      "values.length must be a whole number from 1"));
  EXPECT_TRUE(IsRange(adapters::NopeCausalMean(4), "values", "was not staged"));
  EXPECT_TRUE(IsRange(adapters::NopeCausalMean(2049), "values",
                      "values.length * values.length (the cost of "
                      "nopeCausalMean) must be at most 4194304"));
}

}  // namespace
}  // namespace posenc
