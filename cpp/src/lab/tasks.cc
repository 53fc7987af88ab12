#include "posenc/lab/tasks.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "posenc/lab/rng.h"

namespace posenc {
namespace lab {

POSENC_COLD Status ValidateBatch(const Config& config, double seed,
                                 double batch_size, double length) {
  Status s = ValidateSeed(seed);
  if (!s.ok) return s;
  if (!(std::isfinite(batch_size) && std::floor(batch_size) == batch_size &&
        batch_size >= 1 && batch_size <= kLabMaxBatchSize)) {
    return Status::Range("batchSize",
                         "batchSize must be a whole number from 1 to " +
                             FormatNumber(kLabMaxBatchSize) + "; got " +
                             FormatNumber(batch_size));
  }
  const double max_length = static_cast<double>(config.max_length);
  if (!(std::isfinite(length) && std::floor(length) == length && length >= 1 &&
        length <= max_length)) {
    return Status::Range("length",
                         "length must be a whole number from 1 to maxLength (" +
                             FormatNumber(max_length) + "); got " +
                             FormatNumber(length));
  }
  return Status::Ok();
}

void TargetsInto(std::int32_t* targets, const std::int32_t* tokens,
                 const Config& config, std::int64_t n) {
  const std::int64_t t_len = SequenceLength(config.task, n);
  std::fill(targets, targets + t_len, -1);
  if (config.task == Task::kLookback) {
    for (std::int64_t j = kLabLookback; j < n; ++j) {
      targets[j] = tokens[j - kLabLookback];
    }
    return;
  }
  std::vector<std::int32_t> y(tokens, tokens + n);
  if (config.task == Task::kReverse) std::reverse(y.begin(), y.end());
  if (config.task == Task::kSort) std::sort(y.begin(), y.end());
  // Causal: the token at n + k predicts the next one, y_{k+1}; bidirectional:
  // the masked slot n + 1 + k holds y_{k+1} itself.
  const std::int64_t first = config.causal ? n : n + 1;
  for (std::int64_t k = 0; k < n; ++k) {
    targets[first + k] = y[static_cast<std::size_t>(k)];
  }
}

void MakeBatchInto(std::int32_t* tokens, std::int32_t* targets,
                   std::int32_t* positions, const Config& config,
                   std::uint64_t seed, std::int64_t batch_size,
                   std::int64_t n) {
  Rng rng(seed, kBatchStream);
  const std::int64_t t_len = SequenceLength(config.task, n);
  const auto symbols =
      static_cast<std::uint64_t>(config.vocab_size - kLabFirstSymbol);
  const std::int64_t capacity = PositionCapacity(config);
  std::vector<std::int32_t> pool(static_cast<std::size_t>(capacity));
  for (std::int64_t b = 0; b < batch_size; ++b) {
    std::int32_t* row = tokens + b * t_len;
    for (std::int64_t i = 0; i < n; ++i) {
      row[i] = kLabFirstSymbol + static_cast<std::int32_t>(rng.Below(symbols));
    }
    if (config.task != Task::kLookback) {
      std::vector<std::int32_t> y(row, row + n);
      if (config.task == Task::kReverse) std::reverse(y.begin(), y.end());
      if (config.task == Task::kSort) std::sort(y.begin(), y.end());
      row[n] = kLabSepToken;
      for (std::int64_t k = 0; k < n; ++k) {
        row[n + 1 + k] =
            config.causal ? y[static_cast<std::size_t>(k)] : kLabMaskToken;
      }
    }
    // Targets come from x (the first n tokens), which both layouts keep.
    TargetsInto(targets + b * t_len, row, config, n);
    if (config.encoding == Encoding::kRandomized) {
      for (std::int64_t p = 0; p < capacity; ++p) {
        pool[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(p);
      }
      for (std::int64_t i = 0; i < t_len; ++i) {
        const auto j = static_cast<std::size_t>(
            i + static_cast<std::int64_t>(
                    rng.Below(static_cast<std::uint64_t>(capacity - i))));
        std::swap(pool[static_cast<std::size_t>(i)], pool[j]);
      }
      std::sort(pool.begin(),
                pool.begin() + static_cast<std::ptrdiff_t>(t_len));
      if (positions != nullptr) {
        std::copy(pool.begin(),
                  pool.begin() + static_cast<std::ptrdiff_t>(t_len),
                  positions + b * t_len);
      }
    }
  }
}

}  // namespace lab
}  // namespace posenc
