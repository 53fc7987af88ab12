// Every cost bound of the engine, written once: the work a call does, as a
// formula in the JavaScript API's argument names, and the facts' limit
// (facts.h) it is held to.
//
// ValidateCost (status.h) checks a call against its bound and names the
// formula and the limit in the RangeError; the function descriptions
// (cpp/bindings/functions.h) hand the same bound to the module's JSON, from
// which the API's types and the docs' cost table are checked
// (tests/js/limits-docs.test.mjs). So the message a user gets, the docs and
// the check itself cannot drift apart.
#ifndef POSENC_COSTS_H_
#define POSENC_COSTS_H_

#include "posenc/facts.h"

namespace posenc {

struct CostBound {
  // The work, e.g. "rows * rows * cols"; empty for a function whose work is
  // bounded by its arguments' own limits.
  const char* formula;
  // The limit's name among the facts JavaScript sees (limits.<name>).
  const char* limit_name;
  double limit;
};

inline constexpr CostBound kNoCost = {"", "", 0};

// Each sin, cos or log computed on its own (no angle-addition shortcut).
inline constexpr CostBound kEncodePositionsCost = {
    "positions.length * dModel", "maxTrigElements", kMaxTrigElements};
inline constexpr CostBound kPrecisionEncodingCost = {
    "seqLen * dModel", "maxTrigElements", kMaxTrigElements};
inline constexpr CostBound kLearnedTableCost = {
    "maxLen * dModel", "maxTrigElements", kMaxTrigElements};
inline constexpr CostBound kT5BucketCost = {
    "relativePositions.length", "maxTrigElements", kMaxTrigElements};
inline constexpr CostBound kScoreProfileCost = {
    "(maxDistance + 1) * q.length / 2", "maxTrigElements", kMaxTrigElements};

inline constexpr CostBound kUniqueRowsCost = {"seqLen", "maxUniqueRows",
                                              kMaxUniqueRows};
inline constexpr CostBound kAverageGridCost = {"rowsPx * (colsPx + dModel)",
                                               "maxGridCost", kMaxGridCost};

inline constexpr CostBound kSelfAttentionCost = {
    "rows * rows * cols", "maxAttentionCost", kMaxAttentionCost};
inline constexpr CostBound kTransformerXlCost = {
    "seqLen * seqLen * dModel", "maxAttentionCost", kMaxAttentionCost};
// Counted in draws: the seeded N(0, 1) draws (2 d^2 + n d, each a log and
// a cos or sin) and the encoding's n d sines and cosines are at most twice
// this; the multiply-adds (6 n d^2 + 5 n^2 d) at most six times. Held to
// maxTrigElements, not maxAttentionCost: at 2^23 one token of width 2896
// took 3.1 s (16.8 M draws) and 2047 tokens of width 2 returned 168 MB.
inline constexpr CostBound kAttentionTermsCost = {
    "tokens.length * dModel * (tokens.length + dModel)", "maxTrigElements",
    kMaxTrigElements};

inline constexpr CostBound kRopeScoresCost = {
    "seqLen * seqLen * q.length", "maxPairwiseCost", kMaxPairwiseCost};
inline constexpr CostBound kDotProductsCost = {
    "seqLen * seqLen * dModel", "maxPairwiseCost", kMaxPairwiseCost};

inline constexpr CostBound kAlibiBiasCost = {
    "heads * seqLen * seqLen", "maxBiasElements", kMaxBiasElements};
inline constexpr CostBound kPairMatrixCost = {
    "seqLen * seqLen", "maxBiasElements", kMaxBiasElements};
inline constexpr CostBound kNopeCausalMeanCost = {
    "values.length * values.length", "maxBiasElements", kMaxBiasElements};

// The training lab (cpp/include/posenc/lab). T is a sequence's length, 2 *
// length + 1 (lookback: length); the bracket is the work of one token's
// forward pass: the four d x d projections and the 4d MLP (12 dModel^2
// multiply-adds per layer), the scores and the weighted sum (2 T dModel),
// about 16 multiply-adds' worth per exp (T per head), and the unembedding
// with its log-softmax. A backward pass costs about twice a forward one, so
// a gradient counts 3 forward passes.
inline constexpr CostBound kLabLogitsCost = {
    "batchSize * T * (layers * (12 * dModel^2 + T * (2 * dModel + 16 * "
    "heads)) + vocabSize * (dModel + 16))",
    "maxLabCost", kMaxLabCost};
inline constexpr CostBound kLabLossCost = {
    "3 * batchSize * T * (layers * (12 * dModel^2 + T * (2 * dModel + 16 * "
    "heads)) + vocabSize * (dModel + 16))",
    "maxLabCost", kMaxLabCost};
// labAttention's result, every weight of every sequence, held whole: its
// work is kLabLogitsCost's, its size this.
inline constexpr CostBound kLabAttentionSize = {
    "batchSize * layers * heads * T^2", "maxElements",
    static_cast<double>(kMaxElements)};
// T of the longest training length, trainLengths[1].
inline constexpr CostBound kLabTrainCost = {
    "3 * steps * batchSize * T * (layers * (12 * dModel^2 + T * (2 * dModel "
    "+ 16 * heads)) + vocabSize * (dModel + 16))",
    "maxLabCost", kMaxLabCost};
// Summed over the lengths, each with its own T.
inline constexpr CostBound kLabEvaluateCost = {
    "examples * sum over lengths of T * (layers * (12 * dModel^2 + T * (2 * "
    "dModel + 16 * heads)) + vocabSize * (dModel + 16))",
    "maxLabCost", kMaxLabCost};

}  // namespace posenc

#endif  // POSENC_COSTS_H_
