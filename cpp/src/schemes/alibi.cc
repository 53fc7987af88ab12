#include "posenc/schemes/alibi.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "posenc/costs.h"

namespace posenc {
namespace {

// get_slopes_power_of_2(n) of the reference, term by term: start * ratio**i
// is one float64 multiplication of pow(start, i), as in Python.
void PowerOfTwoSlopes(double* out, std::int64_t n, std::int64_t count) {
  const double start =
      std::pow(2.0, -std::pow(2.0, -(std::log2(static_cast<double>(n)) - 3.0)));
  for (std::int64_t i = 0; i < count; ++i) {
    out[i] = start * std::pow(start, static_cast<double>(i));
  }
}

}  // namespace

POSENC_COLD Status ValidateHeads(double heads) {
  if (!(heads >= 1 && heads <= kMaxHeads && std::floor(heads) == heads)) {
    return Status::Range("heads", "heads must be a whole number from 1 to " +
                                      FormatNumber(kMaxHeads) + "; got " +
                                      FormatNumber(heads));
  }
  return Status::Ok();
}

void AlibiSlopesInto(double* out, std::int64_t heads) {
  std::int64_t p = 1;  // The largest power of two <= heads.
  while (p * 2 <= heads) p *= 2;
  PowerOfTwoSlopes(out, p, p);
  if (p == heads) return;
  // The slopes for 2p at even indices interleave between those for p.
  std::vector<double> twice(static_cast<std::size_t>(2 * p));
  PowerOfTwoSlopes(twice.data(), 2 * p, 2 * p);
  for (std::int64_t k = 0; k < heads - p; ++k) {
    out[p + k] = twice[static_cast<std::size_t>(2 * k)];
  }
}

std::vector<double> AlibiSlopes(std::int64_t heads) {
  std::vector<double> out(static_cast<std::size_t>(heads));
  AlibiSlopesInto(out.data(), heads);
  return out;
}

POSENC_COLD Status ValidateAlibiBias(double seq_len, double heads) {
  Status status = ValidateSeqLen(seq_len);
  if (status.ok) status = ValidateHeads(heads);
  if (status.ok) {
    status = ValidateCost("seqLen", "alibiBias", kAlibiBiasCost,
                          FormatNumber(heads) + " * " + FormatNumber(seq_len) +
                              " * " + FormatNumber(seq_len),
                          heads * seq_len * seq_len);
  }
  return status;
}

void AlibiBiasInto(double* out, std::int64_t seq_len, std::int64_t heads) {
  const std::vector<double> slopes = AlibiSlopes(heads);
  const double masked = -std::numeric_limits<double>::infinity();
  for (std::int64_t h = 0; h < heads; ++h) {
    const double m = slopes[static_cast<std::size_t>(h)];
    double* head = out + h * seq_len * seq_len;
    for (std::int64_t i = 0; i < seq_len; ++i) {
      double* row = head + i * seq_len;
      for (std::int64_t j = 0; j < seq_len; ++j) {
        // -m * (i - j), written so that j == i gives -0 * ... = 0, not -0.
        row[j] = j <= i ? m * static_cast<double>(j - i) : masked;
      }
    }
  }
}

}  // namespace posenc
