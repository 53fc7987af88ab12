#include "posenc/schemes/t5.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "posenc/costs.h"

namespace posenc {
namespace {

bool IsWholeNumber(double value) {
  return std::isfinite(value) && std::floor(value) == value;
}

// numBuckets after the bidirectional halving.
std::int64_t DirectionalBuckets(const T5Options& o) {
  const auto n = static_cast<std::int64_t>(o.num_buckets);
  return o.bidirectional ? n / 2 : n;
}

}  // namespace

std::int64_t T5MaxExact(const T5Options& o) {
  return DirectionalBuckets(o) / 2;
}

POSENC_COLD Status ValidateT5Options(const T5Options& o) {
  const double least =
      o.bidirectional ? kMinT5BucketsBidirectional : kMinT5BucketsCausal;
  if (!(IsWholeNumber(o.num_buckets) && o.num_buckets >= least &&
        o.num_buckets <= kMaxT5Buckets)) {
    return Status::Range(
        "numBuckets",
        "numBuckets must be a whole number from " + FormatNumber(least) +
            " to " + FormatNumber(kMaxT5Buckets) +
            (o.bidirectional ? " when bidirectional" : " when causal") +
            "; got " + FormatNumber(o.num_buckets));
  }
  const double least_distance = static_cast<double>(T5MaxExact(o)) + 1;
  if (!(IsWholeNumber(o.max_distance) && o.max_distance >= least_distance &&
        o.max_distance <= kMaxAbsPosition)) {
    return Status::Range(
        "maxDistance",
        "maxDistance must be a whole number from " +
            FormatNumber(least_distance) + " (maxExact + 1, maxExact = " +
            FormatNumber(least_distance - 1) + ") to " + MaxPositionText() +
            "; got " + FormatNumber(o.max_distance));
  }
  return Status::Ok();
}

POSENC_COLD Status ValidateRelativePositions(const double* positions,
                                             double count) {
  if (!(count >= 0 && count <= static_cast<double>(kMaxElements) &&
        std::floor(count) == count)) {
    return Status::Range("relativePositions",
                         "relativePositions.length must be a whole number "
                         "from 0 to " +
                             FormatNumber(static_cast<double>(kMaxElements)) +
                             "; got " + FormatNumber(count));
  }
  if (positions == nullptr) return Status::Ok();
  const auto n = static_cast<std::int64_t>(count);
  for (std::int64_t k = 0; k < n; ++k) {
    const double p = positions[k];
    if (!(IsWholeNumber(p) && std::fabs(p) <= kMaxAbsPosition)) {
      const std::string name =
          "relativePositions[" + FormatNumber(static_cast<double>(k)) + "]";
      return Status::Range(name, name + " must be a whole number from -2^" +
                                     FormatNumber(std::log2(kMaxAbsPosition)) +
                                     " to " + MaxPositionText() + "; got " +
                                     FormatNumber(p));
    }
  }
  return Status::Ok();
}

std::int32_t T5Bucket(std::int64_t relative, const T5Options& o) {
  const std::int64_t buckets = DirectionalBuckets(o);
  std::int64_t bucket = 0;
  std::int64_t r;
  if (o.bidirectional) {
    if (relative > 0) bucket += buckets;
    r = relative < 0 ? -relative : relative;
  } else {
    r = relative < 0 ? -relative : 0;
  }
  const std::int64_t max_exact = buckets / 2;
  if (r < max_exact) return static_cast<std::int32_t>(bucket + r);
  // The reference's float32 steps, one rounding each (FLT_EVAL_METHOD 0 on
  // x86-64 and in WebAssembly, and no contraction into fused operations).
  const auto scale = static_cast<float>(
      std::log(o.max_distance / static_cast<double>(max_exact)));
  const float ratio = static_cast<float>(r) / static_cast<float>(max_exact);
  const float large =
      std::log(ratio) / scale * static_cast<float>(buckets - max_exact);
  const std::int64_t value =
      std::min(max_exact + static_cast<std::int64_t>(large), buckets - 1);
  return static_cast<std::int32_t>(bucket + value);
}

void T5BucketsInto(std::int32_t* out, const double* positions,
                   std::int64_t count, const T5Options& o) {
  for (std::int64_t k = 0; k < count; ++k) {
    out[k] = T5Bucket(static_cast<std::int64_t>(positions[k]), o);
  }
}

POSENC_COLD Status ValidateT5BucketMatrix(double seq_len, const T5Options& o) {
  Status status = ValidateSeqLen(seq_len);
  if (status.ok) {
    status = ValidateCost("seqLen", "t5BucketMatrix", kPairMatrixCost,
                          FormatNumber(seq_len) + " * " + FormatNumber(seq_len),
                          seq_len * seq_len);
  }
  if (status.ok) status = ValidateT5Options(o);
  return status;
}

void T5BucketMatrixInto(std::int32_t* out, std::int64_t seq_len,
                        const T5Options& o) {
  // Every diagonal holds one relative position: compute each once.
  std::vector<std::int32_t> by_offset(static_cast<std::size_t>(2 * seq_len));
  for (std::int64_t d = -(seq_len - 1); d < seq_len; ++d) {
    by_offset[static_cast<std::size_t>(d + seq_len)] = T5Bucket(d, o);
  }
  for (std::int64_t i = 0; i < seq_len; ++i) {
    for (std::int64_t j = 0; j < seq_len; ++j) {
      out[i * seq_len + j] =
          by_offset[static_cast<std::size_t>(j - i + seq_len)];
    }
  }
}

std::vector<std::int32_t> T5BucketMatrix(std::int64_t seq_len,
                                         const T5Options& o) {
  std::vector<std::int32_t> out(static_cast<std::size_t>(seq_len * seq_len));
  T5BucketMatrixInto(out.data(), seq_len, o);
  return out;
}

}  // namespace posenc
