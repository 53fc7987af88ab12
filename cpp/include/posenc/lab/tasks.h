// The lab's tasks, generated from a seed (docs/lab.md, "Tasks").
//
// copy, reverse and sort: n symbols x, a separator, then the answer y (x, x
// reversed, x sorted). A causal model reads [x, SEP, y] and predicts each
// next token (teacher forcing): the targets are y at positions n .. 2n-1.
// A bidirectional model reads [x, SEP, MASK x n] and fills the masked slots:
// the targets are y at positions n+1 .. 2n. lookback: n symbols, the target
// at j >= K is the token K places back (kLabLookback); a causal model must
// find position to solve it.
#ifndef POSENC_LAB_TASKS_H_
#define POSENC_LAB_TASKS_H_

#include <cstdint>

#include "posenc/lab/config.h"
#include "posenc/status.h"

namespace posenc {
namespace lab {

// seed a whole number 0 to 2^53; batchSize 1 to kLabMaxBatchSize; length
// (the task length n) 1 to config.maxLength.
Status ValidateBatch(const Config& config, double seed, double batch_size,
                     double length);

// Targets of one sequence of task length n from its tokens: -1 where
// nothing is scored. tokens and targets hold SequenceLength(task, n) values.
// For copy, reverse and sort the answer is read from the input half x.
void TargetsInto(std::int32_t* targets, const std::int32_t* tokens,
                 const Config& config, std::int64_t n);

// A batch of batch_size sequences of task length n, each row
// T = SequenceLength(task, n) long, row-major. For each sequence in turn the
// generator (Rng(seed, kBatchStream)) draws the n symbols (uniform on 2 ..
// V-1), then, for the randomized encoding only, T distinct positions uniform on
// [0, P) (a partial Fisher-Yates shuffle of 0 .. P-1, then sorted ascending, as
// Ruoss et al. 2023). positions may be null (the draws still happen, so the
// tokens do not depend on it); it is written only for randomized.
void MakeBatchInto(std::int32_t* tokens, std::int32_t* targets,
                   std::int32_t* positions, const Config& config,
                   std::uint64_t seed, std::int64_t batch_size, std::int64_t n);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_TASKS_H_
