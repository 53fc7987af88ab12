#include "posenc/attention_terms.h"

#include <cmath>
#include <string>
#include <vector>

#include "posenc/costs.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

constexpr double kTwoPi = 6.283185307179586;

// The learned table's generator (comparison.cc): splitmix64, a uniform in
// (0, 1) from the top 53 bits, and Box-Muller pairs. Restated here without
// the table's 0.02 scale, so that an N(0, 1) draw is not a rounded
// 0.02 * z / 0.02.
class NormalStream {
 public:
  explicit NormalStream(std::uint64_t seed) : state_(seed) {}

  // `count` (even) N(0, 1) draws, each divided by `divisor`.
  void Fill(double* out, std::int64_t count, double divisor) {
    for (std::int64_t k = 0; k < count; k += 2) {
      const double radius = std::sqrt(-2.0 * std::log(Uniform()));
      const double angle = kTwoPi * Uniform();
      out[k] = radius * std::cos(angle) / divisor;
      out[k + 1] = radius * std::sin(angle) / divisor;
    }
  }

 private:
  double Uniform() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (static_cast<double>(z >> 11) + 0.5) * (1.0 / 9007199254740992.0);
  }

  std::uint64_t state_;
};

bool IsWholeInRange(double value, double max) {
  return std::isfinite(value) && std::floor(value) == value && value >= 0 &&
         value <= max;
}

double Dot(const double* a, const double* b, std::int64_t n) {
  double sum = 0;
  for (std::int64_t k = 0; k < n; ++k) sum += a[k] * b[k];
  return sum;
}

// out (rows x d) row m = W a_m for the d x d matrix whose rows `stream`
// draws next: each row of W is drawn once and applied to every input, so W
// is never stored.
void ProjectAll(NormalStream* stream, std::int64_t d, std::int64_t rows,
                const std::vector<const double*>& inputs,
                const std::vector<double*>& outputs) {
  std::vector<double> w_row(static_cast<std::size_t>(d));
  const double divisor = std::sqrt(static_cast<double>(d));
  for (std::int64_t r = 0; r < d; ++r) {
    stream->Fill(w_row.data(), d, divisor);
    for (std::size_t s = 0; s < inputs.size(); ++s) {
      for (std::int64_t m = 0; m < rows; ++m) {
        outputs[s][m * d + r] = Dot(w_row.data(), inputs[s] + m * d, d);
      }
    }
  }
}

}  // namespace

POSENC_COLD Status
ValidateAttentionTerms(const double* tokens, const double* positions,
                       double count, double position_count, double d_model,
                       const AttentionTermsOptions& options) {
  Status status = ValidateSeqLen(count, "tokens.length");
  if (status.ok && position_count != count) {
    status = Status::Range("positions",
                           "positions.length must equal tokens.length (" +
                               FormatNumber(count) + "); got " +
                               FormatNumber(position_count));
  }
  if (status.ok) status = ValidateDModel(d_model);
  if (status.ok) status = ValidateBase(options.base);
  if (status.ok && !IsWholeInRange(options.seed, kMaxAbsPosition)) {
    status = Status::Range("seed", "seed must be a whole number from 0 to " +
                                       MaxPositionText() + "; got " +
                                       FormatNumber(options.seed));
  }
  if (status.ok) {
    status = ValidateCost(
        "tokens.length", "attentionTerms", kAttentionTermsCost,
        FormatNumber(count) + " * " + FormatNumber(d_model) + " * (" +
            FormatNumber(count) + " + " + FormatNumber(d_model) + ")",
        count * d_model * (count + d_model));
  }
  if (!status.ok || tokens == nullptr || positions == nullptr) return status;
  const auto n = static_cast<std::int64_t>(count);
  for (std::int64_t k = 0; k < n; ++k) {
    if (!IsWholeInRange(tokens[k], kMaxAbsPosition)) {
      const std::string name =
          "tokens[" + FormatNumber(static_cast<double>(k)) + "]";
      return Status::Range(name, name + " must be a whole number from 0 to " +
                                     MaxPositionText() + "; got " +
                                     FormatNumber(tokens[k]));
    }
  }
  for (std::int64_t k = 0; k < n; ++k) {
    const std::string name =
        "positions[" + FormatNumber(static_cast<double>(k)) + "]";
    status = ValidatePosition(positions[k], name.c_str());
    if (!status.ok) return status;
  }
  return status;
}

void TokenEmbeddingInto(double* out, std::uint64_t token,
                        std::int64_t d_model) {
  NormalStream(token).Fill(out, d_model, 1.0);
}

void AttentionProjectionsInto(double* w_q, double* w_k, std::int64_t d_model,
                              double seed) {
  NormalStream stream(kAttentionProjectionStream +
                      static_cast<std::uint64_t>(seed));
  const double divisor = std::sqrt(static_cast<double>(d_model));
  stream.Fill(w_q, d_model * d_model, divisor);
  stream.Fill(w_k, d_model * d_model, divisor);
}

void AttentionTermsInto(const AttentionTermsOut& out, const double* tokens,
                        const double* positions, std::int64_t count,
                        std::int64_t d_model,
                        const AttentionTermsOptions& options) {
  const std::int64_t n = count;
  const std::int64_t d = d_model;
  const auto size = static_cast<std::size_t>(n * d);
  double* x = out.embeddings;
  double* p = out.encodings;
  for (std::int64_t m = 0; m < n; ++m) {
    TokenEmbeddingInto(x + m * d, static_cast<std::uint64_t>(tokens[m]), d);
  }
  EncodingOptions encoding;
  encoding.base = options.base;
  EncodePositionsInto(p, positions, n, d, encoding);
  // a_m = x_m + p_m, the input attention sees.
  std::vector<double> a(size);
  for (std::size_t k = 0; k < size; ++k) a[k] = x[k] + p[k];

  // The projected parts. With identity projections they are the inputs
  // themselves (W x = x exactly, so nothing is copied).
  const double *qx = x, *qp = p, *q = a.data();
  const double *kx = x, *kp = p, *k = a.data();
  std::vector<double> projected;
  if (options.random_projections) {
    projected.resize(6 * size);
    double* part[6];
    for (std::size_t s = 0; s < 6; ++s) part[s] = projected.data() + s * size;
    NormalStream stream(kAttentionProjectionStream +
                        static_cast<std::uint64_t>(options.seed));
    const std::vector<const double*> inputs = {x, p, a.data()};
    // W_q's rows come first in the stream, then W_k's
    // (AttentionProjectionsInto draws the same matrices whole).
    ProjectAll(&stream, d, n, inputs, {part[0], part[1], part[2]});
    ProjectAll(&stream, d, n, inputs, {part[3], part[4], part[5]});
    qx = part[0];
    qp = part[1];
    q = part[2];
    kx = part[3];
    kp = part[4];
    k = part[5];
  }

  const double scale = std::sqrt(static_cast<double>(d));
  for (std::int64_t m = 0; m < n; ++m) {
    for (std::int64_t j = 0; j < n; ++j) {
      const std::int64_t at = m * n + j;
      out.content_content[at] = Dot(qx + m * d, kx + j * d, d) / scale;
      out.content_position[at] = Dot(qx + m * d, kp + j * d, d) / scale;
      out.position_content[at] = Dot(qp + m * d, kx + j * d, d) / scale;
      out.position_position[at] = Dot(qp + m * d, kp + j * d, d) / scale;
      out.score[at] = Dot(q + m * d, k + j * d, d) / scale;
    }
  }
}

}  // namespace posenc
