// The thin layer between the Embind registration block (embind.cpp) and the
// engine: pure C++17, so it is unit-tested natively
// (tests/cpp/adapters_test.cc).
//
// Each operation validates its arguments and then either computes or returns
// the failed Status, in one call: there are no separate validate functions.
// Memory the operations read and write is owned here, never by JavaScript:
//  - Stage(n) hands out the module-owned input block; JavaScript copies its
//    (already converted) inputs into it, and an operation refuses to read
//    past what was staged.
//  - A result goes to the module-owned result block, in the parts its
//    description lists (functions.h); Result.address says where the block
//    is, the shape block (ShapeAddress()) where each part is and its
//    dimensions. JavaScript copies the parts out and calls Release().
// So no input can make the engine read or write outside its blocks, and no
// operation throws or aborts.
//
// Defined in adapters.cc (the core operations), adapters_schemes.cc (the
// relative-position schemes, from AlibiSlopes on) and adapters_common.cc
// (Stage, Release, SmallResult and the memory the others share).
#ifndef POSENC_BINDINGS_ADAPTERS_H_
#define POSENC_BINDINGS_ADAPTERS_H_

#include <cstdint>
#include <string>

#include "posenc/attention_terms.h"
#include "posenc/lab/config.h"
#include "posenc/render.h"
#include "posenc/schemes/rope_scaling.h"
#include "posenc/schemes/t5.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {

// The encoding options as JavaScript passes them: layout and variant are
// indices into kLayoutNames and kVariantNames (parsed once, in JavaScript,
// from the names the module lists).
struct Options {
  double base = kDefaultBase;
  int layout = 0;
  int variant = 0;
};

// A Status as JavaScript sees it, plus where the answer is: `address` is the
// byte address of the result block, and `value` EncodeBegin's rows per
// chunk. kind: 0 none, 1 RangeError, 2 TypeError.
struct Result {
  bool ok = true;
  int kind = 0;
  std::string param;
  std::string message;
  double address = 0;
  double value = 0;
};

// The shared facts (names, default base, limits) as one JSON object:
// {"variantNames":[...],"layoutNames":[...],"defaultBase":10000,
//  "limits":{"maxElements":16777216,...}}.
std::string FactsJson();

// The module-owned input block of at least `doubles` values (its previous
// content is lost); 0 when `doubles` is not a whole number from 0 to
// kMaxElements or memory cannot grow.
double Stage(double doubles);
// Frees the input and result blocks and any encode plan.
void Release();
// The byte address of the shape block, which describes the last result's
// parts (adapters_common.h, Reserve).
double ShapeAddress();

// positionalEncoding in chunks: validates and builds the plan; the result
// block then holds `value` rows (address = its start). EncodeFill writes
// rows [row_begin, row_end) there (at most `value` rows); false if the rows
// are out of range or no plan exists.
Result EncodeBegin(double seq_len, double d_model, const Options& options);
bool EncodeFill(double row_begin, double row_end);

// Inputs are read from the staged block: `count` positions; `count` x values
// (must equal rows * cols); `length` vector values; q then k for RopeScores.
Result EncodePositions(double count, double d_model, const Options& options);
Result SelfAttention(double rows, double cols, double count);
Result Shift(double length, double k, const Options& options);
Result Rope(double length, double position, double base);
Result RopeScores(double q_length, double k_length, double seq_len,
                  double base);

Result RotationMatrix(double k, double pair, double d_model, double base);
Result DotProducts(double seq_len, double d_model, double base);
Result Wavelengths(double d_model, const Options& options);
Result UniqueRows(double seq_len, double d_model, const Options& options);
Result AverageGrid(const GridWindow& window, const Options& options);
Result LearnedTable(double max_len, double d_model, double seed);
Result LearnedParameterCount(double max_len, double d_model);

// The column rule (facts.h), validated: the result is {sin column, cos
// column} or {pair, 1 if the sin slot else 0}.
Result ColumnsOfPair(double pair, double d_model, int layout);
Result PairOfColumn(double column, double d_model, int layout);

// The relative-position schemes (posenc/schemes). The Shaw indices and T5
// buckets are int32 parts.
Result AlibiSlopes(double heads);
Result AlibiBias(double seq_len, double heads);
// Reads `count` relative positions from the staged block.
Result T5Buckets(double count, const T5Options& options);
Result T5BucketMatrix(double seq_len, const T5Options& options);
Result ShawIndices(double seq_len, double k);
// RoPE context extension, DroPE and precision (schemes/); the parts of their
// results are their descriptions' (functions.h). layout and precision are
// indices into kLayoutNames and kPrecisionNames.
Result RopeFrequencies(double d_model, double base, const RopeScaling& scaling);
Result RopeScoreProfile(double q_length, double k_length, double max_distance,
                        double base, const RopeScaling& scaling);
Result DropeCompare(double q_length, double k_length, double max_distance,
                    double base, double training_length);
Result PrecisionEncode(double seq_len, double d_model, double base, int layout,
                       int precision);
Result PrecisionStats(double seq_len, double d_model, double base,
                      int precision);
Result RoundToPrecision(double count, int precision);
// Transformer-XL's four score terms and their sum, (seqLen, seqLen) each.
Result TransformerXlTerms(double seq_len, double d_model);
// NoPE (`count` values staged): uniform causal attention and its outputs.
Result NopeCausalMean(double count);
// How position enters attention (adapters_attention.cc): `count` token ids
// then `position_count` positions staged; the four score terms, the score
// and the two parts of the input.
Result AttentionTerms(double count, double position_count, double d_model,
                      const AttentionTermsOptions& options);

// The training lab (adapters_lab.cc, docs/lab.md). The config is the API's
// object as read (task and encoding by name); its errors name
// "config.<field>". Staged, in this order: params, then tokens, targets and
// positions (labLogits, labLoss; a count of -1 is an absent array), or the
// lengths (labEvaluate), or resume's params then optimizer (labTrain; -1
// for all three resume numbers when there is no resume).
Result LabParameterCount(const lab::ConfigInput& config);
Result LabInit(const lab::ConfigInput& config, double seed);
Result LabBatch(const lab::ConfigInput& config, double seed, double batch_size,
                double length);
Result LabLogits(const lab::ConfigInput& config, double params_count,
                 double token_count, double target_count, double position_count,
                 double batch_size, double length);
// Every sequence's attention weights, batchSize x layers x heads x T x T
// (query, key), as labLogits runs them.
Result LabAttention(const lab::ConfigInput& config, double params_count,
                    double token_count, double target_count,
                    double position_count, double batch_size, double length);
// The learned position table's Gram matrix Pl Plᵀ, P x P (learned only).
Result LabPositionGram(const lab::ConfigInput& config, double params_count);
Result LabLoss(const lab::ConfigInput& config, double params_count,
               double token_count, double target_count, double position_count,
               double batch_size, double length);
Result LabTrain(const lab::ConfigInput& config, double seed, double steps,
                double batch_size, double min_length, double max_length,
                double learning_rate, double params_count,
                double optimizer_count, double step);
Result LabEvaluate(const lab::ConfigInput& config, double params_count,
                   double seed, double length_count, double examples);
// The lab view's seed bands: each run's trailing mean over window, then the
// mean, min and max over the runs at each x (posenc/lab/seed_bands.h).
Result LabSeedBands(double values_count, double runs, double window);

}  // namespace adapters
}  // namespace posenc

#endif  // POSENC_BINDINGS_ADAPTERS_H_
