// The lab's random numbers: xoshiro256** (Blackman and Vigna 2018) seeded by
// splitmix64, integers by rejection and normals by Box-Muller, all written
// out here. std:: distributions are implementation-defined (libc++ and
// libstdc++ draw different numbers from the same engine), so the page, Node
// and every browser would not agree; integer arithmetic and the engine's own
// log/cos do.
#ifndef POSENC_LAB_RNG_H_
#define POSENC_LAB_RNG_H_

#include <cstdint>

namespace posenc {
namespace lab {

// The streams of one seed: a batch's tokens and positions, a training
// step's task length, and the initial parameters.
constexpr std::uint64_t kBatchStream = 0;
constexpr std::uint64_t kLengthStream = 1;
constexpr std::uint64_t kInitStream = 2;

// splitmix64's output function: a bijective mix of 64 bits.
std::uint64_t Mix64(std::uint64_t x);

class Rng {
 public:
  // One stream per (seed, stream) pair: the state is four splitmix64 outputs
  // from Mix64(seed) ^ Mix64(stream + golden ratio), so that nearby seeds
  // and nearby streams start far apart.
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0);

  std::uint64_t Next();
  // Uniform on 0 .. n-1 (n >= 1), unbiased: draws below 2^64 mod n are
  // rejected.
  std::uint64_t Below(std::uint64_t n);
  // Uniform on (0, 1) from the top 53 bits, never 0 (its log is finite).
  double Uniform();
  // N(0, 1) by Box-Muller: each pair of uniforms gives two normals, the
  // cosine one first; the sine one is kept for the next call.
  double Normal();

 private:
  std::uint64_t s_[4];
  bool has_spare_ = false;
  double spare_ = 0;
};

// The seed of training step `step` of a run with seed `seed`: a 53-bit
// number (a valid JavaScript seed), so that labBatch(config, {seed:
// StepSeed(seed, step), ...}) gives the very batch the step trained on.
std::uint64_t StepSeed(std::uint64_t seed, std::uint64_t step);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_RNG_H_
