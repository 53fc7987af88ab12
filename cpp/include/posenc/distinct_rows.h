// Counting the distinct rows of a matrix: uniqueRows (spectrum.cc) and
// precisionStats' distinct count (schemes/precision.cc) share this.
//
// Why a hash of its own: the rows compared are often values of a narrow type
// (float32, float16, bfloat16) held as doubles, whose low 29 (42, 45)
// mantissa bits are zero. A multiplicative hash such as FNV-1a carries
// information only towards the high bits, so for such rows its low bits --
// the ones a table index is taken from, and all that is left once it is cut
// to a 32-bit size_t as on wasm32 -- are the same for nearly every row, and a
// hash set degrades to comparing each row with all earlier ones (issue 18:
// 19 s for 100,000 float32 rows of width 40 in the browser). Here every word
// is folded in with a multiply and an xor-shift that moves high bits down,
// and the sum is finished with murmur3's fmix64, so every bit of every word
// reaches the low bits. The table index is taken from the 64-bit hash, never
// from a size_t.
#ifndef POSENC_DISTINCT_ROWS_H_
#define POSENC_DISTINCT_ROWS_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace posenc {

// Folds one 64-bit word of a row into its running hash (start from
// kRowHashSeed).
constexpr std::uint64_t kRowHashSeed = 0x243F6A8885A308D3ULL;
inline std::uint64_t MixRowWord(std::uint64_t hash, std::uint64_t word) {
  hash = (hash ^ word) * 0x9E3779B97F4A7C15ULL;
  return hash ^ (hash >> 32);
}

// murmur3's 64-bit finaliser: every input bit affects every output bit.
inline std::uint64_t FinishRowHash(std::uint64_t hash) {
  hash ^= hash >> 33;
  hash *= 0xFF51AFD7ED558CCDULL;
  hash ^= hash >> 33;
  hash *= 0xC4CEB9FE1A85EC53ULL;
  return hash ^ (hash >> 33);
}

// The number of distinct rows among rows 0 .. rows-1, in one pass:
// hash_of(r) is row r's hash (MixRowWord over its words, then
// FinishRowHash), equal(a, b) whether rows a and b are equal. Open
// addressing with linear probing in a table at most half full; equal rows
// must have equal hashes.
template <typename HashOf, typename Equal>
std::int64_t CountDistinctRows(std::int64_t rows, HashOf hash_of, Equal equal) {
  std::uint64_t slots = 2;
  while (slots < 2 * static_cast<std::uint64_t>(rows)) slots *= 2;
  const std::uint64_t mask = slots - 1;
  std::vector<std::int64_t> table(static_cast<std::size_t>(slots), -1);
  std::int64_t distinct = 0;
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::uint64_t slot = hash_of(r) & mask;; slot = (slot + 1) & mask) {
      std::int64_t& other = table[static_cast<std::size_t>(slot)];
      if (other < 0) {
        other = r;
        ++distinct;
        break;
      }
      if (equal(r, other)) break;
    }
  }
  return distinct;
}

}  // namespace posenc

#endif  // POSENC_DISTINCT_ROWS_H_
