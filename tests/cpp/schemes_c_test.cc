// Transformer-XL and NoPE (posenc/schemes) against the NumPy
// re-implementations of the papers' definitions (tests/reference/
// schemes_c.py, run here with --text), and their bad-input rules through the
// adapters.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "adapters.h"
#include "posenc/schemes/nope.h"
#include "posenc/schemes/transformer_xl.h"

namespace posenc {
namespace {

// One line of schemes_c.py --text: its name, then numbers.
struct Line {
  std::string name;
  std::vector<double> numbers;
};

// Cached next to the test binary as schemes_a_test.cc does, for the same
// reason (NumPy is slow to start on a busy machine).
std::string ReferenceText() {
  const std::string script =
      std::string(POSENC_SOURCE_DIR) + "/tests/reference/schemes_c.py";
  const std::string cache = "schemes_c.reference.txt";
  struct stat script_stat {};
  struct stat cache_stat {};
  const bool fresh = stat(script.c_str(), &script_stat) == 0 &&
                     stat(cache.c_str(), &cache_stat) == 0 &&
                     cache_stat.st_mtime >= script_stat.st_mtime;
  if (!fresh) {
    const std::string part = cache + "." + std::to_string(getpid());
    const std::string command =
        "/usr/bin/python3 " + script + " --text > " + part;
    if (std::system(command.c_str()) != 0) return "";
    std::rename(part.c_str(), cache.c_str());
  }
  std::ifstream in(cache);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<Line> Lines(const std::string& name) {
  static const std::vector<Line> all = [] {
    std::vector<Line> out;
    std::istringstream stream(ReferenceText());
    std::string row;
    while (std::getline(stream, row)) {
      std::istringstream fields(row);
      Line line;
      fields >> line.name;
      std::string token;
      while (fields >> token) {
        line.numbers.push_back(std::strtod(token.c_str(), nullptr));
      }
      out.push_back(line);
    }
    return out;
  }();
  std::vector<Line> out;
  for (const Line& line : all) {
    if (line.name == name) out.push_back(line);
  }
  return out;
}

TEST(SchemesCReference, PythonWritesEveryCase) {
  EXPECT_EQ(Lines("txl").size(), 4u);
  EXPECT_EQ(Lines("nope").size(), 4u);
}

TEST(TransformerXlTerms, EqualTheNumPyReferenceForEveryCase) {
  for (const Line& line : Lines("txl")) {
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
  for (const Line& line : Lines("nope")) {
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

bool IsRange(const adapters::Result& r, const std::string& param,
             const std::string& fragment) {
  return !r.ok && r.kind == 1 && r.param == param &&
         r.message.find(fragment) != std::string::npos;
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
  const double address = adapters::Stage(3);
  ASSERT_NE(address, 0);
  double* block =
      reinterpret_cast<double*>(static_cast<std::uintptr_t>(address));
  block[0] = 1;
  block[1] = std::nan("");
  block[2] = 0;
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
