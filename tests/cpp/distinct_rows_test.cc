// The distinct-row counter shared by uniqueRows and precisionStats, and the
// row hash it relies on (why it needs one of its own: distinct_rows.h).
#include "posenc/distinct_rows.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>
#include <unordered_set>
#include <vector>

namespace posenc {
namespace {

// Rows of (sin p, cos p) rounded to float32 and held as doubles: the low 29
// mantissa bits of every word are zero, as in precisionStats' keys.
std::vector<std::uint64_t> Float32Rows(std::int64_t rows) {
  std::vector<std::uint64_t> words;
  for (std::int64_t p = 0; p < rows; ++p) {
    for (double v :
         {std::sin(static_cast<double>(p)), std::cos(static_cast<double>(p))}) {
      const double rounded = static_cast<double>(static_cast<float>(v));
      std::uint64_t bits;
      std::memcpy(&bits, &rounded, sizeof bits);
      words.push_back(bits);
    }
  }
  return words;
}

std::uint64_t HashOfRow(const std::uint64_t* words, std::size_t width) {
  std::uint64_t hash = kRowHashSeed;
  for (std::size_t j = 0; j < width; ++j) hash = MixRowWord(hash, words[j]);
  return FinishRowHash(hash);
}

TEST(RowHash, LowBitsDifferForFloat32Rows) {
  // A table index uses the low bits; wasm32 keeps only 32 of them in a
  // size_t. 100,000 distinct rows in 2^17 buckets: a random hash fills about
  // 2^17 (1 - e^(-100000 / 2^17)) = 69,100 of them; FNV-1a filled 1.
  constexpr std::int64_t kRows = 100000;
  const std::vector<std::uint64_t> words = Float32Rows(kRows);
  std::unordered_set<std::uint64_t> low;
  for (std::int64_t r = 0; r < kRows; ++r) {
    low.insert(HashOfRow(&words[static_cast<std::size_t>(r) * 2], 2) &
               ((1u << 17) - 1));
  }
  EXPECT_GT(low.size(), 65000u);
}

TEST(CountDistinctRows, ComparesFewRowsWhenAllAreDistinct) {
  // The cost that made precisionStats quadratic: comparisons of rows whose
  // hashes land in the same slot. With a table at most half full, linear
  // probing compares a handful per row on average.
  constexpr std::int64_t kRows = 100000;
  const std::vector<std::uint64_t> words = Float32Rows(kRows);
  std::int64_t comparisons = 0;
  const std::int64_t distinct = CountDistinctRows(
      kRows,
      [&](std::int64_t r) {
        return HashOfRow(&words[static_cast<std::size_t>(r) * 2], 2);
      },
      [&](std::int64_t a, std::int64_t b) {
        ++comparisons;
        return std::memcmp(&words[static_cast<std::size_t>(a) * 2],
                           &words[static_cast<std::size_t>(b) * 2],
                           2 * sizeof(std::uint64_t)) == 0;
      });
  EXPECT_EQ(distinct, kRows);
  EXPECT_LT(comparisons, 2 * kRows);
}

TEST(CountDistinctRows, MatchesABruteForceCountWithRepeatedRows) {
  // Row r is row r % period: every count from 1 row to all rows distinct.
  for (std::int64_t period : {1, 2, 7, 64, 1000}) {
    const std::int64_t rows = 3000;
    const std::vector<std::uint64_t> base = Float32Rows(period);
    std::vector<std::uint64_t> words;
    for (std::int64_t r = 0; r < rows; ++r) {
      const auto at = static_cast<std::size_t>((r % period) * 2);
      words.push_back(base[at]);
      words.push_back(base[at + 1]);
    }
    std::set<std::vector<std::uint64_t>> seen;
    for (std::int64_t r = 0; r < rows; ++r) {
      const auto at = words.begin() + r * 2;
      seen.emplace(at, at + 2);
    }
    const std::int64_t distinct = CountDistinctRows(
        rows,
        [&](std::int64_t r) {
          return HashOfRow(&words[static_cast<std::size_t>(r) * 2], 2);
        },
        [&](std::int64_t a, std::int64_t b) {
          return words[static_cast<std::size_t>(a) * 2] ==
                     words[static_cast<std::size_t>(b) * 2] &&
                 words[static_cast<std::size_t>(a) * 2 + 1] ==
                     words[static_cast<std::size_t>(b) * 2 + 1];
        });
    EXPECT_EQ(distinct, static_cast<std::int64_t>(seen.size())) << period;
  }
}

TEST(CountDistinctRows, CountsZeroRowsAsZero) {
  EXPECT_EQ(CountDistinctRows(
                0, [](std::int64_t) { return std::uint64_t{0}; },
                [](std::int64_t, std::int64_t) { return true; }),
            0);
}

}  // namespace
}  // namespace posenc
