#include "posenc/lab/rng.h"

#include <cmath>

namespace posenc {
namespace lab {
namespace {

constexpr std::uint64_t kGolden = 0x9E3779B97F4A7C15ULL;
constexpr double kTwoPi = 6.283185307179586;

std::uint64_t Rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

std::uint64_t Mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
  std::uint64_t state = Mix64(seed) ^ Mix64(stream + kGolden);
  for (std::uint64_t& word : s_) {
    state += kGolden;
    word = Mix64(state);
  }
  // splitmix64 outputs are never all zero in practice; xoshiro needs only
  // one non-zero word.
  if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;
}

std::uint64_t Rng::Next() {
  const std::uint64_t result = Rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = Rotl(s_[3], 45);
  return result;
}

std::uint64_t Rng::Below(std::uint64_t n) {
  // 2^64 mod n, computed in 64 bits: (2^64 - n) mod n.
  const std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    const std::uint64_t x = Next();
    if (x >= threshold) return x % n;
  }
}

double Rng::Uniform() {
  return (static_cast<double>(Next() >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

double Rng::Normal() {
  if (has_spare_) {
    has_spare_ = false;
    return spare_;
  }
  const double radius = std::sqrt(-2.0 * std::log(Uniform()));
  const double angle = kTwoPi * Uniform();
  spare_ = radius * std::sin(angle);
  has_spare_ = true;
  return radius * std::cos(angle);
}

std::uint64_t StepSeed(std::uint64_t seed, std::uint64_t step) {
  return Mix64(Mix64(seed) ^ Mix64(step + kGolden)) >> 11;
}

}  // namespace lab
}  // namespace posenc
