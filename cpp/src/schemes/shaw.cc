#include "posenc/schemes/shaw.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "posenc/costs.h"

namespace posenc {

POSENC_COLD Status ValidateShaw(double seq_len, double k) {
  Status status = ValidateSeqLen(seq_len);
  if (status.ok) {
    status = ValidateCost("seqLen", "shawIndices", kPairMatrixCost,
                          FormatNumber(seq_len) + " * " + FormatNumber(seq_len),
                          seq_len * seq_len);
  }
  if (status.ok && !(k >= 0 && k <= kMaxShawK && std::floor(k) == k)) {
    status = Status::Range("k", "k must be a whole number from 0 to " +
                                    FormatNumber(kMaxShawK) + "; got " +
                                    FormatNumber(k));
  }
  return status;
}

void ShawIndicesInto(std::int32_t* out, std::int64_t seq_len, std::int64_t k) {
  for (std::int64_t i = 0; i < seq_len; ++i) {
    for (std::int64_t j = 0; j < seq_len; ++j) {
      out[i * seq_len + j] =
          static_cast<std::int32_t>(std::clamp(j - i, -k, k) + k);
    }
  }
}

std::vector<std::int32_t> ShawIndices(std::int64_t seq_len, std::int64_t k) {
  std::vector<std::int32_t> out(static_cast<std::size_t>(seq_len * seq_len));
  ShawIndicesInto(out.data(), seq_len, k);
  return out;
}

}  // namespace posenc
