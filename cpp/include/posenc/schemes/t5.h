// T5's relative attention bias (Raffel et al. 2020): every (query, key)
// pair falls into one of numBuckets buckets by its relative position
// key - query, exact for small distances and logarithmic up to maxDistance;
// each bucket has one learned scalar per head.
#ifndef POSENC_SCHEMES_T5_H_
#define POSENC_SCHEMES_T5_H_

#include <cstdint>
#include <vector>

#include "posenc/status.h"

namespace posenc {

struct T5Options {
  bool bidirectional = true;
  double num_buckets = 32;
  double max_distance = 128;
};

// numBuckets: a whole number from kMinT5BucketsBidirectional (4) or
// kMinT5BucketsCausal (2) to kMaxT5Buckets, so that maxExact >= 1;
// maxDistance: a whole number from maxExact + 1 to 2^53, so that
// log(maxDistance / maxExact) > 0.
Status ValidateT5Options(const T5Options& options);

// The exact buckets below which positions are their own bucket:
// numBuckets / 2, after halving numBuckets when bidirectional (integer
// divisions, as the reference code).
std::int64_t T5MaxExact(const T5Options& options);

// Each of `count` relative positions a whole number with |p| <= 2^53 (NaN
// and fractions included); `positions` null checks the count only.
Status ValidateRelativePositions(const double* positions, double count);

// The bucket of relative position key - query, as
// _relative_position_bucket in Hugging Face transformers' modeling_t5.py
// (and Mesh TensorFlow before it), including its float32 arithmetic:
// float32(r) / maxExact, a float32 log, divided by float32(log(maxDistance /
// maxExact)) (that log in float64), times numBuckets - maxExact, truncated.
// float64 arithmetic gives a different bucket at a few exact boundaries
// (none for the models' 32 buckets and maxDistance 128; see docs/schemes.md).
std::int32_t T5Bucket(std::int64_t relative, const T5Options& options);
void T5BucketsInto(std::int32_t* out, const double* positions,
                   std::int64_t count, const T5Options& options);

// seq_len as everywhere, seq_len * seq_len at most kMaxBiasElements, and
// ValidateT5Options.
Status ValidateT5BucketMatrix(double seq_len, const T5Options& options);

// out (seq_len, seq_len): out[i][j] = T5Bucket(j - i), query i, key j.
void T5BucketMatrixInto(std::int32_t* out, std::int64_t seq_len,
                        const T5Options& options);
std::vector<std::int32_t> T5BucketMatrix(std::int64_t seq_len,
                                         const T5Options& options);

}  // namespace posenc

#endif  // POSENC_SCHEMES_T5_H_
