// Every engine function, described once (the format is describe.h), and the
// two lists that register them: VisitFunctions (the core module's functions,
// then the full module's) and VisitStructs (the value objects they take).
// embind.cpp registers from these lists, describe.cc reports them as JSON,
// and the adapters reserve their results by these descriptions.
//
// Adding an engine function: its adapter (adapters.h), its description
// below, one line in VisitFunctions. The registration, the module's .d.ts,
// the API's reading of its arguments and copying of its result follow.
#ifndef POSENC_BINDINGS_FUNCTIONS_H_
#define POSENC_BINDINGS_FUNCTIONS_H_

#include <string>

#include "adapters.h"
#include "describe.h"

namespace posenc {
namespace adapters {

// Plumbing: the input block and the shape block (both modules); the facts
// as JSON (the full module only: the build copies them into
// web/generated/facts.js, which is what the API reads, so the first load's
// module does not carry them a second time).
inline constexpr Function kFacts = Plumbing("facts", "");
inline constexpr Function kStage = Plumbing("stage", "doubles");
inline constexpr Function kRelease = Plumbing("release", "");
inline constexpr Function kShape = Plumbing("shape", "");
// The full module's descriptions as JSON (scripts/gen-functions.mjs).
inline constexpr Function kFunctions = Plumbing("functions", "");

// positionalEncoding's two halves (api.ts composes them): the rows in
// chunks, or every entry in a reduced precision (full module only).
inline constexpr Function kEncodeBegin = {
    "encodeBegin",
    "seqLen,dModel,options",
    {Number("seqLen"), Number("dModel"),
     OptionsParam("base,layout,variant,out,precision")},
    {},
    kNoCost,
    false};
inline constexpr Function kEncodeFill =
    Plumbing("encodeFill", "rowBegin,rowEnd");
inline constexpr Function kPrecisionEncode = {
    "precisionEncode",
    "seqLen,dModel,base,layout,precision",
    {Number("seqLen"), Number("dModel"),
     OptionsParam("base,layout,variant,out,precision")},
    {MatrixPart("", "seqLen,dModel")},
    kPrecisionEncodingCost,
    false};

// The core module's API functions (the heat map's).
inline constexpr Function kEncodePositions = {
    "encodePositions",
    "positions.length,dModel,options",
    {Array("positions"), Number("dModel"), OptionsParam("base,layout,variant")},
    {MatrixPart("", "positions.length,dModel")},
    kEncodePositionsCost,
    true};
inline constexpr Function kWavelengths = {
    "wavelengths",
    "dModel,options",
    {Number("dModel"), OptionsParam("base,variant")},
    {Values("", "dModel / 2")},
    kNoCost,
    true};
inline constexpr Function kUniqueRows = {
    "uniqueRows",
    "seqLen,dModel,options",
    {Number("seqLen"), Number("dModel"), OptionsParam("base,layout,variant")},
    {Scalar("")},
    kUniqueRowsCost,
    true};
inline constexpr Function kAverageGrid = {
    "averageGrid",
    "window,options",
    {StructParam("window", "GridWindow"),
     OptionsParam("base,layout,variant,out")},
    {MatrixPart("", "rowsPx,colsPx")},
    kAverageGridCost,
    true};
inline constexpr Function kColumnsOfPair = {
    "columnsOfPair",
    "pair,dModel,layout",
    {Number("pair"), Number("dModel"), OptionsParam("layout")},
    {Scalar("sin"), Scalar("cos")},
    kNoCost,
    true};
inline constexpr Function kPairOfColumn = {
    "pairOfColumn",
    "column,dModel,layout",
    {Number("column"), Number("dModel"), OptionsParam("layout")},
    {Scalar("pair"), Choice("fn", "cos,sin")},
    kNoCost,
    true};

// The full module's: attention, shifts, RoPE, the learned table.
inline constexpr Function kSelfAttention = {
    "selfAttention",
    "x.rows,x.cols,x.data.length",
    {MatrixParam("x")},
    {MatrixPart("output", "x.rows,x.cols"),
     MatrixPart("weights", "x.rows,x.rows")},
    kSelfAttentionCost,
    true};
inline constexpr Function kShift = {
    "shift",
    "vector.length,k,options",
    {Array("vector"), Number("k"), OptionsParam("base,variant")},
    {Values("", "vector.length")},
    kNoCost,
    true};
inline constexpr Function kRope = {
    "rope",
    "vector.length,position,base",
    {Array("vector"), Number("position"), OptionsParam("base")},
    {Values("", "vector.length")},
    kNoCost,
    true};
inline constexpr Function kRopeScores = {
    "ropeScores",
    "q.length,k.length,seqLen,base",
    {Array("q"), Array("k"), Number("seqLen"), OptionsParam("base")},
    {MatrixPart("", "seqLen,seqLen")},
    kRopeScoresCost,
    true};
inline constexpr Function kRotationMatrix = {
    "rotationMatrix",
    "k,pair,dModel,base",
    {Number("k"), Number("pair"), Number("dModel"), OptionsParam("base")},
    {Values("", "4")},
    kNoCost,
    true};
inline constexpr Function kDotProducts = {
    "dotProducts",
    "seqLen,dModel,base",
    {Number("seqLen"), Number("dModel"), OptionsParam("base")},
    {MatrixPart("", "seqLen,seqLen")},
    kDotProductsCost,
    true};
inline constexpr Function kLearnedTable = {
    "learnedTable",
    "maxLen,dModel,seed",
    {Number("maxLen"), Number("dModel"), Number("seed", "0")},
    {MatrixPart("", "maxLen,dModel")},
    kLearnedTableCost,
    true};
inline constexpr Function kLearnedParameterCount = {
    "learnedParameterCount",
    "maxLen,dModel",
    {Number("maxLen"), Number("dModel")},
    {Scalar("")},
    kNoCost,
    true};

// The atlas's relative-position schemes.
inline constexpr Function kAlibiSlopes = {
    "alibiSlopes",         "heads", {Number("heads")},
    {Values("", "heads")}, kNoCost, true};
inline constexpr Function kAlibiBias = {"alibiBias",
                                        "seqLen,heads",
                                        {Number("seqLen"), Number("heads")},
                                        {Heads("", "heads,seqLen,seqLen")},
                                        kAlibiBiasCost,
                                        true};
inline constexpr Function kT5Bucket = {
    "t5Bucket",
    "relativePositions.length,options",
    {Array("relativePositions"), StructOptions("T5Options")},
    {Values("", "relativePositions.length", Dtype::kInt32)},
    kT5BucketCost,
    true};
inline constexpr Function kT5BucketMatrix = {
    "t5BucketMatrix",
    "seqLen,options",
    {Number("seqLen"), StructOptions("T5Options")},
    {MatrixPart("", "seqLen,seqLen", Dtype::kInt32)},
    kPairMatrixCost,
    true};
inline constexpr Function kShawIndices = {
    "shawIndices",
    "seqLen,k",
    {Number("seqLen"), Number("k")},
    {MatrixPart("", "seqLen,seqLen", Dtype::kInt32)},
    kPairMatrixCost,
    true};
inline constexpr Function kTransformerXlTerms = {
    "transformerXlTerms",
    "seqLen,dModel",
    {Number("seqLen"), Number("dModel")},
    {Values("contentContent", "seqLen * seqLen"),
     Values("contentPosition", "seqLen * seqLen"),
     Values("contentBias", "seqLen * seqLen"),
     Values("positionBias", "seqLen * seqLen"),
     Values("total", "seqLen * seqLen"), Scalar("seqLen"), Scalar("dModel")},
    kTransformerXlCost,
    true};
inline constexpr Function kNopeCausalMean = {
    "nopeCausalMean",
    "values.length",
    {Array("values")},
    {MatrixPart("attention", "values.length,values.length"),
     Values("outputs", "values.length")},
    kNopeCausalMeanCost,
    true};

// How position enters attention (posenc/attention_terms.h).
inline constexpr Function kAttentionTerms = {
    "attentionTerms",
    "tokens.length,positions.length,dModel,options",
    {Array("tokens"), Array("positions"), Number("dModel"),
     StructOptions("AttentionTermsOptions")},
    {MatrixPart("contentContent", "tokens.length,tokens.length"),
     MatrixPart("contentPosition", "tokens.length,tokens.length"),
     MatrixPart("positionContent", "tokens.length,tokens.length"),
     MatrixPart("positionPosition", "tokens.length,tokens.length"),
     MatrixPart("score", "tokens.length,tokens.length"),
     MatrixPart("embeddings", "tokens.length,dModel"),
     MatrixPart("encodings", "tokens.length,dModel")},
    kAttentionTermsCost,
    true};

// The training lab (posenc/lab, docs/lab.md). T is the sequence length of
// the task length `length` (2 length + 1; lookback: length).
inline constexpr Function kLabParameterCount = {
    "labParameterCount", "config", {ObjectParam("config", "LabConfig")},
    {Scalar("")},        kNoCost,  true};
inline constexpr Function kLabInit = {
    "labInit",
    "config,seed",
    {ObjectParam("config", "LabConfig"), Number("seed")},
    {Values("", "parameterCount")},
    kNoCost,
    true};
inline constexpr Function kLabBatch = {
    "labBatch",
    "config,seed,batchSize,length",
    {ObjectParam("config", "LabConfig"),
     FieldsParam("options", "seed,batchSize,length")},
    {Values("tokens", "batchSize * T", Dtype::kInt32),
     Values("targets", "batchSize * T", Dtype::kInt32),
     OptionalValues("positions", "batchSize * T", Dtype::kInt32),
     Scalar("batchSize"), Scalar("length")},
    kNoCost,
    true};
inline constexpr Function kLabLogits = {
    "labLogits",
    "config,params.length,tokens.length,targets.length,positions.length,"
    "batchSize,length",
    {ObjectParam("config", "LabConfig"), Array("params"),
     FieldsParam("batch",
                 "tokens:array,targets?:array,positions?:array,batchSize,"
                 "length")},
    {Values("", "batchSize * T * vocabSize")},
    kLabLogitsCost,
    true};
// An addition to the list: what the lab view draws of a model.
inline constexpr Function kLabAttention = {
    "labAttention",
    "config,params.length,tokens.length,targets.length,positions.length,"
    "batchSize,length",
    {ObjectParam("config", "LabConfig"), Array("params"),
     FieldsParam("batch",
                 "tokens:array,targets?:array,positions?:array,batchSize,"
                 "length")},
    {Values("", "batchSize * layers * heads * T * T")},
    kLabLogitsCost,
    true};
// An addition to the list: the learned positions' PE·PEᵀ, drawn by
// the lab view beside the sinusoidal one. P x P with P = 2 maxLength + 1
// (lookback: maxLength) <= 129: no cost bound needed, as labInit's.
inline constexpr Function kLabPositionGram = {
    "labPositionGram",
    "config,params.length",
    {ObjectParam("config", "LabConfig"), Array("params")},
    {Values("", "P * P")},
    kNoCost,
    true};
inline constexpr Function kLabLoss = {
    "labLoss",
    "config,params.length,tokens.length,targets.length,positions.length,"
    "batchSize,length",
    {ObjectParam("config", "LabConfig"), Array("params"),
     FieldsParam("batch",
                 "tokens:array,targets:array,positions?:array,batchSize,"
                 "length")},
    {Scalar("loss"), Values("gradient", "parameterCount")},
    kLabLossCost,
    true};
inline constexpr Function kLabTrain = {
    "labTrain",
    "config,seed,steps,batchSize,trainLengths[0],trainLengths[1],"
    "learningRate,resume.params.length,resume.optimizer.length,resume.step",
    {ObjectParam("config", "LabConfig"),
     FieldsParam("options",
                 "seed,steps,batchSize,trainLengths:pair,learningRate,"
                 "resume?:{params:array,optimizer:array,step}")},
    {Values("losses", "steps"), Values("params", "parameterCount"),
     Values("optimizer", "2 * parameterCount"), Scalar("step")},
    kLabTrainCost,
    true};
inline constexpr Function kLabEvaluate = {
    "labEvaluate",
    "config,params.length,seed,lengths.length,examples",
    {ObjectParam("config", "LabConfig"), Array("params"),
     FieldsParam("options", "seed,lengths:array,examples")},
    {Values("accuracy", "lengths.length"),
     Values("tokenAccuracy", "lengths.length")},
    kLabEvaluateCost,
    true};

// An addition to the list: the lab view's curves over seeds (the
// loss smoothed by a trailing mean, then per x the seeds' mean and range;
// NaN is a missing value: posenc/lab/seed_bands.h). values: runs rows of
// equal length, row-major. Its work is a few passes over values, which
// staging bounds (maxElements): no cost bound needed.
inline constexpr Function kLabSeedBands = {
    "labSeedBands",
    "values.length,runs,window",
    {Array("values"), FieldsParam("options", "runs,window")},
    {Values("mean", "values.length / runs"),
     Values("min", "values.length / runs"),
     Values("max", "values.length / runs")},
    kNoCost,
    true};

// RoPE context extension, DroPE and precision.
inline constexpr Function kRopeFrequencies = {
    "ropeFrequencies",
    "dModel,base,scaling",
    {Number("dModel"), OptionsParam("base,scaling")},
    {Values("invFreq", "dModel / 2"), Values("wavelength", "dModel / 2"),
     Values("interpolation", "dModel / 2"), Scalar("attentionFactor")},
    kNoCost,
    true};
inline constexpr Function kRopeScoreProfile = {
    "ropeScoreProfile",
    "q.length,k.length,maxDistance,base,scaling",
    {Array("q"), Array("k"), Number("maxDistance"),
     OptionsParam("base,scaling")},
    {Values("scores", "maxDistance + 1"), Scalar("attentionFactor")},
    kScoreProfileCost,
    true};
inline constexpr Function kDropeCompare = {
    "dropeCompare",
    "q.length,k.length,maxDistance,base,trainingLength",
    {Array("q"), Array("k"), Number("maxDistance"), Number("trainingLength"),
     OptionsParam("base")},
    {Values("rope", "maxDistance + 1"), Values("nope", "maxDistance + 1"),
     Scalar("seenMin"), Scalar("seenMax"), Scalar("dot"),
     Scalar("outsideCount"), Scalar("firstOutside"), Scalar("unseenPairs")},
    kScoreProfileCost,
    true};
inline constexpr Function kPrecisionStats = {
    "precisionStats",
    "seqLen,dModel,base,precision",
    {Number("seqLen"), Number("dModel"), OptionsParam("base,precision")},
    {Values("maxError", "seqLen"), Scalar("distinctRows"),
     Scalar("firstCollision"), Scalar("firstNonFinite"),
     Scalar("largestExactInteger")},
    kPrecisionEncodingCost,
    true};
inline constexpr Function kRoundToPrecision = {
    "roundToPrecision",
    "values.length,precision",
    {Array("values"), PrecisionParam("precision")},
    {Values("", "values.length")},
    kNoCost,
    true};

std::string FunctionsJson();
double ShapeAddress();

// Calls v(description, adapter) for every registered function: the core
// module's first; the full module's too unless kCoreOnly.
template <bool kCoreOnly, typename Visitor>
void VisitFunctions(Visitor& v) {
  v(kStage, &Stage);
  v(kRelease, &Release);
  v(kShape, &ShapeAddress);
  v(kEncodeBegin, &EncodeBegin);
  v(kEncodeFill, &EncodeFill);
  v(kEncodePositions, &EncodePositions);
  v(kWavelengths, &Wavelengths);
  v(kUniqueRows, &UniqueRows);
  v(kAverageGrid, &AverageGrid);
  v(kColumnsOfPair, &ColumnsOfPair);
  v(kPairOfColumn, &PairOfColumn);
  if constexpr (!kCoreOnly) {
    v.EndOfCore();
    v(kFacts, &FactsJson);
    v(kFunctions, &FunctionsJson);
    v(kSelfAttention, &SelfAttention);
    v(kShift, &Shift);
    v(kRope, &Rope);
    v(kRopeScores, &RopeScores);
    v(kRotationMatrix, &RotationMatrix);
    v(kDotProducts, &DotProducts);
    v(kLearnedTable, &LearnedTable);
    v(kLearnedParameterCount, &LearnedParameterCount);
    v(kAlibiSlopes, &AlibiSlopes);
    v(kAlibiBias, &AlibiBias);
    v(kT5Bucket, &T5Buckets);
    v(kT5BucketMatrix, &T5BucketMatrix);
    v(kShawIndices, &ShawIndices);
    v(kRopeFrequencies, &RopeFrequencies);
    v(kRopeScoreProfile, &RopeScoreProfile);
    v(kDropeCompare, &DropeCompare);
    v(kPrecisionEncode, &PrecisionEncode);
    v(kPrecisionStats, &PrecisionStats);
    v(kRoundToPrecision, &RoundToPrecision);
    v(kTransformerXlTerms, &TransformerXlTerms);
    v(kNopeCausalMean, &NopeCausalMean);
    v(kAttentionTerms, &AttentionTerms);
    v(kLabParameterCount, &LabParameterCount);
    v(kLabInit, &LabInit);
    v(kLabBatch, &LabBatch);
    v(kLabLogits, &LabLogits);
    v(kLabAttention, &LabAttention);
    v(kLabPositionGram, &LabPositionGram);
    v(kLabLoss, &LabLoss);
    v(kLabTrain, &LabTrain);
    v(kLabEvaluate, &LabEvaluate);
    v(kLabSeedBands, &LabSeedBands);
  }
}

// The value objects: v.Struct<T>(name, fields) with fields(sink) calling
// sink(jsName, &T::member) for each field. The core module's first.
template <bool kCoreOnly, typename Visitor>
void VisitStructs(Visitor& v) {
  v.template Struct<Result>("Result", [](auto& f) {
    f("ok", &Result::ok);
    f("kind", &Result::kind);
    f("param", &Result::param);
    f("message", &Result::message);
    f("address", &Result::address);
    f("value", &Result::value);
  });
  v.template Struct<Options>("Options", [](auto& f) {
    f("base", &Options::base);
    f("layout", &Options::layout);
    f("variant", &Options::variant);
  });
  v.template Struct<GridWindow>("GridWindow", [](auto& f) {
    f("seqLen", &GridWindow::seq_len);
    f("dModel", &GridWindow::d_model);
    f("rowStart", &GridWindow::row_start);
    f("rowsPerPixel", &GridWindow::rows_per_pixel);
    f("rowsPx", &GridWindow::rows_px);
    f("colStart", &GridWindow::col_start);
    f("colsPerPixel", &GridWindow::cols_per_pixel);
    f("colsPx", &GridWindow::cols_px);
  });
  if constexpr (!kCoreOnly) {
    v.template Struct<T5Options>("T5Options", [](auto& f) {
      f("bidirectional", &T5Options::bidirectional);
      f("numBuckets", &T5Options::num_buckets);
      f("maxDistance", &T5Options::max_distance);
    });
    v.template Struct<AttentionTermsOptions>(
        "AttentionTermsOptions", [](auto& f) {
          f("base", &AttentionTermsOptions::base);
          f("randomProjections", &AttentionTermsOptions::random_projections);
          f("seed", &AttentionTermsOptions::seed);
        });
    v.template Struct<lab::ConfigInput>("LabConfig", [](auto& f) {
      f("task", &lab::ConfigInput::task);
      f("encoding", &lab::ConfigInput::encoding);
      f("causal", &lab::ConfigInput::causal);
      f("layers", &lab::ConfigInput::layers);
      f("dModel", &lab::ConfigInput::d_model);
      f("heads", &lab::ConfigInput::heads);
      f("vocabSize", &lab::ConfigInput::vocab_size);
      f("maxLength", &lab::ConfigInput::max_length);
    });
    v.template Struct<RopeScaling>("RopeScaling", [](auto& f) {
      f("type", &RopeScaling::type);
      f("factor", &RopeScaling::factor);
      f("originalMaxPosition", &RopeScaling::original_max_position);
      f("seqLen", &RopeScaling::seq_len);
      f("betaFast", &RopeScaling::beta_fast);
      f("betaSlow", &RopeScaling::beta_slow);
      f("lowFreqFactor", &RopeScaling::low_freq_factor);
      f("highFreqFactor", &RopeScaling::high_freq_factor);
    });
  }
}

}  // namespace adapters
}  // namespace posenc

#endif  // POSENC_BINDINGS_FUNCTIONS_H_
