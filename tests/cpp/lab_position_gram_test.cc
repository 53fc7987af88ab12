// labPositionGram: the learned table's Gram matrix against a direct sum
// over its rows, its symmetry, and the encodings it refuses.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "lab_support.h"
#include "posenc/lab/position_gram.h"

namespace posenc {
namespace lab {
namespace {

TEST(LabPositionGram, EachCellIsTheDotProductOfTwoLearnedRows) {
  const Config config = MakeConfig("copy", "learned", true, 1, 8, 2, 6, 3);
  const std::vector<double> params = RandomParams(config, 7);
  const Layout layout = MakeLayout(config);
  const std::int64_t p = PositionCapacity(config);
  ASSERT_EQ(p, 7);
  std::vector<double> gram(static_cast<std::size_t>(p * p), -1);
  PositionGramInto(gram.data(), config, params.data());
  for (std::int64_t i = 0; i < p; ++i) {
    for (std::int64_t j = 0; j < p; ++j) {
      // Summed in another order (k descending) than the engine's: equal to
      // rounding, not bit for bit.
      double expected = 0;
      for (std::int64_t k = config.d_model - 1; k >= 0; --k) {
        expected +=
            params[static_cast<std::size_t>(layout.positions + i * 8 + k)] *
            params[static_cast<std::size_t>(layout.positions + j * 8 + k)];
      }
      EXPECT_NEAR(gram[static_cast<std::size_t>(i * p + j)], expected, 1e-12)
          << i << "," << j;
      EXPECT_EQ(gram[static_cast<std::size_t>(i * p + j)],
                gram[static_cast<std::size_t>(j * p + i)]);
    }
  }
}

TEST(LabPositionGram, ReadsOnlyThePositionTable) {
  const Config config = MakeConfig("copy", "learned", true, 1, 8, 2, 6, 3);
  std::vector<double> params = RandomParams(config, 3);
  const std::int64_t p = PositionCapacity(config);
  std::vector<double> before(static_cast<std::size_t>(p * p));
  std::vector<double> after(before.size());
  PositionGramInto(before.data(), config, params.data());
  params[static_cast<std::size_t>(MakeLayout(config).embed)] += 1;
  PositionGramInto(after.data(), config, params.data());
  EXPECT_EQ(before, after);
}

TEST(LabPositionGram, RefusesEveryEncodingWithoutALearnedTable) {
  EXPECT_TRUE(ValidatePositionGram(MakeConfig("copy", "learned", true)).ok);
  for (const char* name :
       {"none", "sinusoidal", "rope", "alibi", "t5", "randomized"}) {
    const Status s = ValidatePositionGram(MakeConfig("copy", name, true));
    EXPECT_FALSE(s.ok) << name;
    EXPECT_EQ(s.param, "encoding");
    EXPECT_NE(s.message.find(name), std::string::npos) << s.message;
  }
}

}  // namespace
}  // namespace lab
}  // namespace posenc
