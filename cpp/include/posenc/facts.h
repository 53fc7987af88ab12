// The facts the engine, the JavaScript API and the page share, defined once.
//
// The names, the default base, every limit and the column rule live here;
// the WebAssembly module hands them to JavaScript (facts() in
// cpp/bindings/embind.cpp), and the build writes them to
// web/generated/facts.js so that the page can parse a URL before the
// module has loaded. Nothing else may restate them.
#ifndef POSENC_FACTS_H_
#define POSENC_FACTS_H_

#include <cstdint>

namespace posenc {

// The paper's base of the frequency schedule.
constexpr double kDefaultBase = 10000.0;

// Largest seq_len * d_model the engine materialises: 128 MiB of float64,
// which fits under the WebAssembly module's memory cap with room to copy out.
constexpr std::int64_t kMaxElements = 16777216;
constexpr std::int64_t kMaxDModel = 65536;
// Positions and offsets are limited so that pos / base^(2i/d) stays an exact
// double computation with a meaningful result (2^53).
constexpr double kMaxAbsPosition = 9007199254740992.0;

// Pixels per axis of an averageGrid window.
constexpr double kMaxGridPixels = 16384;

// Cost limits: every call the API allows finishes within about 2 s on a
// slow, shared 2-core machine (measured by `npm run bench`, "worst allowed
// case"). Each bounds the work of one function, in the units named.
// selfAttention: rows * rows * cols (every score and every output term is
// summed in sorted order, so this is the number of sorted terms).
constexpr double kMaxAttentionCost = 8388608;  // 2^23
// dotProducts and ropeScores: seqLen * seqLen * dModel multiply-adds.
constexpr double kMaxPairwiseCost = 268435456;  // 2^28
// encodePositions and learnedTable: elements that each need their own
// sin, cos or log (no angle-addition shortcut applies).
constexpr double kMaxTrigElements = 4194304;  // 2^22
// uniqueRows: rows hashed and compared.
constexpr double kMaxUniqueRows = 1048576;  // 2^20
// averageGrid: rowsPx * (colsPx + dModel), the sines per pixel row plus the
// cells summed per pixel row.
constexpr double kMaxGridCost = 33554432;  // 2^25

// The relative-position schemes (Shaw, T5, ALiBi; cpp/include/posenc/schemes).
// ALiBi heads: BLOOM-176B has 112, the largest published models stay far
// below 1024.
constexpr double kMaxHeads = 1024;
// T5 numBuckets (the models use 32; more than 1024 buckets is no longer a
// bucketing).
constexpr double kMaxT5Buckets = 1024;
// The fewest T5 buckets: maxExact = (numBuckets, halved when bidirectional) / 2
// must be at least 1, so that the logarithmic part has a scale.
constexpr double kMinT5BucketsBidirectional = 4;
constexpr double kMinT5BucketsCausal = 2;
// Shaw's clipping distance k (the paper uses 16; 2k + 1 fits an int32).
constexpr double kMaxShawK = 65536;
// shawIndices, t5BucketMatrix and alibiBias: elements of the returned
// matrices (heads * seqLen * seqLen for alibiBias), 32 MiB of float64.
constexpr double kMaxBiasElements = 4194304;  // 2^22
// The largest RoPE scaling factor accepted: far beyond any published model
// (32), small enough that factor * position stays an exact-enough double.
constexpr double kMaxRopeFactor = 1048576;  // 2^20

// The training lab (cpp/include/posenc/lab, docs/lab.md): tiny transformers
// trained in the page on toy tasks, one per positional encoding. The sizes
// are those of the toy models the lab reproduces (2 layers, d_model 16-32,
// 2 heads) with room to explore, small enough that a training step stays in
// milliseconds.
constexpr int kLabTaskCount = 4;
constexpr const char* kLabTaskNames[kLabTaskCount] = {"copy", "reverse", "sort",
                                                      "lookback"};
constexpr int kLabEncodingCount = 7;
constexpr const char* kLabEncodingNames[kLabEncodingCount] = {
    "none", "sinusoidal", "learned", "rope", "alibi", "t5", "randomized"};
constexpr double kLabMaxLayers = 4;
constexpr double kLabMinDModel = 4;
constexpr double kLabMaxDModel = 64;
constexpr double kLabMaxHeads = 8;
// Tokens 0 (SEP) and 1 (MASK) are reserved; at least two symbols remain.
constexpr double kLabMinVocab = 4;
constexpr double kLabMaxVocab = 64;
constexpr int kLabSepToken = 0;
constexpr int kLabMaskToken = 1;
constexpr int kLabFirstSymbol = 2;
// The largest task length n; a copy sequence is then 2n + 1 = 129 tokens.
constexpr double kLabMaxLength = 64;
// lookback's distance K: the target at j is the token at j - K.
constexpr int kLabLookback = 2;
// T5's bucketing as the T5 models use it (32 buckets up to distance 128).
constexpr int kLabT5Buckets = 32;
constexpr int kLabT5MaxDistance = 128;
// Sequences per batch and per evaluated length, and Adam steps per call (the
// cost bound below is what keeps a call short; these keep the arrays small).
constexpr double kLabMaxBatchSize = 1024;
constexpr double kLabMaxSteps = 100000;
constexpr double kLabMaxLearningRate = 1;
// The work of one lab call, in the units of costs.h's kLab*Cost bounds.
// Measured natively (-O2, bench/lab_native.cc) on this shared 2-core
// machine, a labTrain at 2^31 units took 0.5-1.3 s unloaded and up to 2.9 s
// under load, by shape; WebAssembly is slower still. Half of that keeps
// every call under about 2 s (docs/lab.md, "Limits").
constexpr double kMaxLabCost = 1073741824;  // 2^30

// Column order. kInterleaved is the paper's (sin, cos, sin, cos, ...);
// kSplit puts all sines first, then all cosines, as some tutorials do. The
// two hold the same numbers in a different column order.
enum class Layout : int { kInterleaved = 0, kSplit = 1 };
constexpr int kLayoutCount = 2;
constexpr const char* kLayoutNames[kLayoutCount] = {"interleaved", "split"};

// The correct encoding and the common implementation mistakes, so that a
// lesson can show what each mistake breaks.
enum class Variant : int {
  kCorrect = 0,
  kExponentIOverD = 1,   // base^(i/d): the pair index without the 2.
  kSineOnly = 2,         // sin in every column.
  kCosineOnly = 3,       // cos in every column.
  kOneIndexed = 4,       // positions counted from 1.
  kExponentTimesD = 5,   // base^(2i*d): multiplication, not division.
  kExponentDOver2i = 6,  // base^(d/(2i)): the fraction inverted.
  kSwapped = 7,          // cos in column 2i, sin in 2i+1: the pair swapped.
};
constexpr int kVariantCount = 8;
// Stable names used by the JavaScript API and URLs, indexed by Variant.
constexpr const char* kVariantNames[kVariantCount] = {
    "correct",     "exponent-i-over-d",   "sine-only",          "cosine-only",
    "one-indexed", "exponent-2i-times-d", "exponent-d-over-2i", "swapped",
};

// The column rule: pair i's first (sin) value sits in column SinColumn and
// its second (cos) value in CosColumn. For the sine-only, cosine-only and
// swapped variants the columns are the same; only what they hold changes.
constexpr std::int64_t SinColumn(std::int64_t pair, std::int64_t d_model,
                                 Layout layout) {
  static_cast<void>(d_model);  // Both layouts start pair i's sines at i.
  return layout == Layout::kInterleaved ? 2 * pair : pair;
}
constexpr std::int64_t CosColumn(std::int64_t pair, std::int64_t d_model,
                                 Layout layout) {
  return layout == Layout::kInterleaved ? 2 * pair + 1 : d_model / 2 + pair;
}
// The inverse: which pair a column belongs to, and whether it is the pair's
// sin (true) or cos (false) slot.
constexpr std::int64_t PairOfColumn(std::int64_t column, std::int64_t d_model,
                                    Layout layout) {
  return layout == Layout::kInterleaved
             ? column / 2
             : (column < d_model / 2 ? column : column - d_model / 2);
}
constexpr bool IsSinColumn(std::int64_t column, std::int64_t d_model,
                           Layout layout) {
  return layout == Layout::kInterleaved ? column % 2 == 0
                                        : column < d_model / 2;
}

}  // namespace posenc

#endif  // POSENC_FACTS_H_
