// The training lab's configuration: which task, which positional encoding,
// and the model's shape; its validation; and where each parameter block sits
// in the one flat parameter array (docs/lab.md, "Parameter layout").
#ifndef POSENC_LAB_CONFIG_H_
#define POSENC_LAB_CONFIG_H_

#include <cstdint>
#include <string>
#include <vector>

#include "posenc/facts.h"
#include "posenc/status.h"

namespace posenc {
namespace lab {

// Indexed as kLabTaskNames and kLabEncodingNames (facts.h).
enum class Task : int { kCopy = 0, kReverse = 1, kSort = 2, kLookback = 3 };
enum class Encoding : int {
  kNone = 0,
  kSinusoidal = 1,
  kLearned = 2,
  kRope = 3,
  kAlibi = 4,
  kT5 = 5,
  kRandomized = 6,
};

bool ParseTask(const std::string& name, Task* task);
bool ParseEncoding(const std::string& name, Encoding* encoding);
const char* TaskName(Task task);
const char* EncodingName(Encoding encoding);

// The numbers arrive as doubles (from JavaScript) and are validated before
// any of them is used as a size.
struct ConfigInput {
  std::string task;
  std::string encoding;
  bool causal = true;
  double layers = 2;
  double d_model = 16;
  double heads = 2;
  double vocab_size = 10;
  double max_length = 16;
};

// A validated configuration: every field within its range (facts.h).
struct Config {
  Task task = Task::kCopy;
  Encoding encoding = Encoding::kNone;
  bool causal = true;
  std::int64_t layers = 2;
  std::int64_t d_model = 16;
  std::int64_t heads = 2;
  std::int64_t vocab_size = 10;
  std::int64_t max_length = 16;

  std::int64_t head_width() const { return d_model / heads; }
  std::int64_t hidden() const { return 4 * d_model; }
};

// Each field in its range: task and encoding among the names; layers 1 to
// kLabMaxLayers; heads 1 to kLabMaxHeads; dModel even, kLabMinDModel to
// kLabMaxDModel and a multiple of heads (rope: an even head width);
// vocabSize kLabMinVocab to kLabMaxVocab; maxLength 1 to kLabMaxLength. The
// error names the field ("dModel", "heads", ...) and its allowed range.
Status ValidateConfig(const ConfigInput& input, Config* config);

// The sequence length of task length n: 2n + 1 for copy, reverse and sort
// ([x, SEP, y] or [x, SEP, MASK...]), n for lookback.
std::int64_t SequenceLength(Task task, std::int64_t n);
// Position capacity P = SequenceLength(maxLength): the rows of the learned
// table and the range [0, P) randomized positions are drawn from.
std::int64_t PositionCapacity(const Config& config);

// Offsets of every parameter block in the flat array, in the order of the
// spec: E, [Pl], [Tb], per layer (g1, b1n, Wq, Wk, Wv, Wo, g2, b2n, W1, b1,
// W2, b2), gf, bf, U. Matrices are row-major (in, out). Absent blocks have
// offset -1.
struct LayerOffsets {
  std::int64_t g1, b1n, wq, wk, wv, wo, g2, b2n, w1, b1, w2, b2;
};
struct Layout {
  std::int64_t embed = 0;
  std::int64_t positions = -1;  // Pl (P x d), learned only.
  std::int64_t t5 = -1;         // Tb (kLabT5Buckets x H), t5 only.
  std::vector<LayerOffsets> layers;
  std::int64_t gf = 0, bf = 0, unembed = 0;
  std::int64_t count = 0;  // The total parameter count.
};
Layout MakeLayout(const Config& config);
std::int64_t ParameterCount(const Config& config);

// A whole number from 0 to kMaxAbsPosition (every such seed is an exact
// double and survives JavaScript).
Status ValidateSeed(double seed, const char* name = "seed");

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_CONFIG_H_
