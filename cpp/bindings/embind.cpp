// The JavaScript boundary: the only file that includes Emscripten headers,
// and nothing but the registration block. The adapters it registers
// (adapters.h) validate and compute in one call each, own every block of
// memory they read or write, and return a Result instead of throwing, so no
// JavaScript input can put the instance into an undefined state.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "adapters.h"

namespace {

namespace a = posenc::adapters;

double SmallResultAddress() {
  return static_cast<double>(
      reinterpret_cast<std::uintptr_t>(a::SmallResult()));
}

// The engine ships as two modules built from this one file
// (scripts/build-wasm.sh): the core, which the first view needs and which
// loads with the element, and the full module, loaded when a view needs
// more. The core is everything RegisterCore() registers; the linker drops
// the rest of the engine from it (-flto), so it stays small without a list
// of source files to keep up to date. Register new functions in the
// EMSCRIPTEN_BINDINGS block below: they go to the full module only.
void RegisterCore() {
  using emscripten::function;
  using emscripten::value_object;
  value_object<a::Result>("Result")
      .field("ok", &a::Result::ok)
      .field("kind", &a::Result::kind)
      .field("param", &a::Result::param)
      .field("message", &a::Result::message)
      .field("address", &a::Result::address)
      .field("value", &a::Result::value);
  value_object<a::Options>("Options")
      .field("base", &a::Options::base)
      .field("layout", &a::Options::layout)
      .field("variant", &a::Options::variant);
  value_object<posenc::GridWindow>("GridWindow")
      .field("seqLen", &posenc::GridWindow::seq_len)
      .field("dModel", &posenc::GridWindow::d_model)
      .field("rowStart", &posenc::GridWindow::row_start)
      .field("rowsPerPixel", &posenc::GridWindow::rows_per_pixel)
      .field("rowsPx", &posenc::GridWindow::rows_px)
      .field("colStart", &posenc::GridWindow::col_start)
      .field("colsPerPixel", &posenc::GridWindow::cols_per_pixel)
      .field("colsPx", &posenc::GridWindow::cols_px);

  function("facts", &a::FactsJson);
  function("stage", &a::Stage);
  function("release", &a::Release);
  function("smallResult", &SmallResultAddress);
  function("encodeBegin", &a::EncodeBegin);
  function("encodeFill", &a::EncodeFill);
  function("encodePositions", &a::EncodePositions);
  function("wavelengths", &a::Wavelengths);
  function("uniqueRows", &a::UniqueRows);
  function("averageGrid", &a::AverageGrid);
  function("columnsOfPair", &a::ColumnsOfPair);
  function("pairOfColumn", &a::PairOfColumn);
}

#ifdef POSENC_CORE_MODULE
constexpr bool kCoreModule = true;
#else
constexpr bool kCoreModule = false;
#endif

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  using emscripten::function;
  using emscripten::value_object;
  RegisterCore();
  if (kCoreModule) return;
  value_object<posenc::T5Options>("T5Options")
      .field("bidirectional", &posenc::T5Options::bidirectional)
      .field("numBuckets", &posenc::T5Options::num_buckets)
      .field("maxDistance", &posenc::T5Options::max_distance);
  value_object<posenc::RopeScaling>("RopeScaling")
      .field("type", &posenc::RopeScaling::type)
      .field("factor", &posenc::RopeScaling::factor)
      .field("originalMaxPosition", &posenc::RopeScaling::original_max_position)
      .field("seqLen", &posenc::RopeScaling::seq_len)
      .field("betaFast", &posenc::RopeScaling::beta_fast)
      .field("betaSlow", &posenc::RopeScaling::beta_slow)
      .field("lowFreqFactor", &posenc::RopeScaling::low_freq_factor)
      .field("highFreqFactor", &posenc::RopeScaling::high_freq_factor);
  function("selfAttention", &a::SelfAttention);
  function("shift", &a::Shift);
  function("rope", &a::Rope);
  function("ropeScores", &a::RopeScores);
  function("rotationMatrix", &a::RotationMatrix);
  function("dotProducts", &a::DotProducts);
  function("learnedTable", &a::LearnedTable);
  function("learnedParameterCount", &a::LearnedParameterCount);
  function("alibiSlopes", &a::AlibiSlopes);
  function("alibiBias", &a::AlibiBias);
  function("t5Buckets", &a::T5Buckets);
  function("t5BucketMatrix", &a::T5BucketMatrix);
  function("shawIndices", &a::ShawIndices);
  function("ropeFrequencies", &a::RopeFrequencies);
  function("ropeScoreProfile", &a::RopeScoreProfile);
  function("dropeCompare", &a::DropeCompare);
  function("precisionEncode", &a::PrecisionEncode);
  function("precisionStats", &a::PrecisionStats);
  function("roundToPrecision", &a::RoundToPrecision);
  function("transformerXlTerms", &a::TransformerXlTerms);
  function("nopeCausalMean", &a::NopeCausalMean);
}
