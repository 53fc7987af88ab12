#include "posenc/comparison.h"

#include <cmath>
#include <vector>

#include "posenc/encoding.h"

namespace posenc {
namespace {

std::uint64_t SplitMix64(std::uint64_t* state) {
  std::uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A uniform double in (0, 1), never 0, from the top 53 bits.
double Uniform(std::uint64_t* state) {
  return (static_cast<double>(SplitMix64(state) >> 11) + 0.5) *
         (1.0 / 9007199254740992.0);
}

constexpr double kTwoPi = 6.283185307179586;

}  // namespace

POSENC_COLD Status ValidateLearnedTable(double max_len, double d_model) {
  Status status = ValidateSeqLen(max_len, "maxLen");
  if (!status.ok) return status;
  status = ValidateDModel(d_model);
  if (!status.ok) return status;
  return ValidateElementCount(max_len, d_model, "maxLen", "dModel");
}

std::int64_t LearnedParameterCount(std::int64_t max_len, std::int64_t d_model) {
  return max_len * d_model;
}

void LearnedTableInto(double* out, std::int64_t max_len, std::int64_t d_model,
                      std::uint64_t seed) {
  std::uint64_t state = seed;
  const std::int64_t n = max_len * d_model;
  for (std::int64_t k = 0; k < n; k += 2) {
    // Box-Muller: two independent normals from two uniforms.
    const double radius = 0.02 * std::sqrt(-2.0 * std::log(Uniform(&state)));
    const double angle = kTwoPi * Uniform(&state);
    out[k] = radius * std::cos(angle);
    if (k + 1 < n) out[k + 1] = radius * std::sin(angle);
  }
}

POSENC_COLD Status ValidateRope(double length, double position, double base) {
  Status status = ValidateDModel(length, "vector.length");
  if (!status.ok) return status;
  status = ValidatePosition(position, "position");
  if (!status.ok) return status;
  return ValidateBase(base);
}

void RopeInto(double* out, const double* v, std::int64_t d_model,
              double position, double base) {
  const std::vector<double> divisor = PairDivisors(d_model, base);
  for (std::int64_t i = 0; i < d_model / 2; ++i) {
    const double angle = position / divisor[static_cast<std::size_t>(i)];
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    const double x0 = v[2 * i];
    const double x1 = v[2 * i + 1];
    out[2 * i] = x0 * c - x1 * s;
    out[2 * i + 1] = x0 * s + x1 * c;
  }
}

std::vector<double> Rope(const std::vector<double>& v, double position,
                         double base) {
  std::vector<double> out(v.size());
  RopeInto(out.data(), v.data(), static_cast<std::int64_t>(v.size()), position,
           base);
  return out;
}

POSENC_COLD Status ValidateRopeScores(double length, double len, double base) {
  Status status = ValidateRope(length, 0.0, base);
  if (!status.ok) return status;
  status = ValidateSeqLen(len, "seqLen");
  if (!status.ok) return status;
  status = ValidateElementCount(len, len, "seqLen", "seqLen");
  if (!status.ok) return status;
  return ValidateElementCount(len, length, "seqLen", "vector.length");
}

void RopeScoresInto(double* out, const double* q, const double* k,
                    std::int64_t d_model, std::int64_t len, double base) {
  const auto width = static_cast<std::size_t>(d_model);
  std::vector<double> rq(static_cast<std::size_t>(len) * width);
  std::vector<double> rk(rq.size());
  for (std::int64_t m = 0; m < len; ++m) {
    const auto offset = static_cast<std::size_t>(m) * width;
    RopeInto(&rq[offset], q, d_model, static_cast<double>(m), base);
    RopeInto(&rk[offset], k, d_model, static_cast<double>(m), base);
  }
  for (std::int64_t m = 0; m < len; ++m) {
    const double* a = &rq[static_cast<std::size_t>(m) * width];
    for (std::int64_t n = 0; n < len; ++n) {
      const double* b = &rk[static_cast<std::size_t>(n) * width];
      double dot = 0.0;
      for (std::int64_t j = 0; j < d_model; ++j) dot += a[j] * b[j];
      out[m * len + n] = dot;
    }
  }
}

}  // namespace posenc
