// The JavaScript boundary: the only file that includes Emscripten headers.
//
// Bulk data crosses through WebAssembly memory: the JavaScript facade
// (web/src/engine.ts) mallocs buffers, passes their addresses as numbers and
// copies results out, because a bound call costs ~73 ns and per-element calls
// or std::vector conversions would dominate. Every entry point re-validates
// its arguments and returns a Status instead of throwing (see status.h), so
// no JavaScript input can put the instance into an undefined state.
#include <emscripten/bind.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

#include "posenc/attention.h"
#include "posenc/comparison.h"
#include "posenc/encoding.h"
#include "posenc/relative.h"
#include "posenc/render.h"
#include "posenc/spectrum.h"
#include "posenc/status.h"

namespace {

using posenc::Status;

// Status as JavaScript sees it: a plain object {ok, kind, param, message}
// with kind 0 (none), 1 (RangeError) or 2 (TypeError).
struct JsStatus {
  bool ok;
  int kind;
  std::string param;
  std::string message;
};

JsStatus ToJs(const Status& s) {
  return JsStatus{s.ok, static_cast<int>(s.kind), s.param, s.message};
}

double* F64(std::uintptr_t address) {
  return reinterpret_cast<double*>(address);
}

Status ParseOptions(double base, const std::string& layout,
                    const std::string& variant,
                    posenc::EncodingOptions* options) {
  if (!posenc::ParseLayout(layout, &options->layout)) {
    return Status::Range(
        "layout",
        "layout must be \"interleaved\" or \"split\"; got \"" + layout + "\"");
  }
  if (!posenc::ParseVariant(variant, &options->variant)) {
    std::string names;
    for (int v = 0; v < posenc::kVariantCount; ++v) {
      names += std::string(v ? ", " : "") + "\"" +
               posenc::VariantName(static_cast<posenc::Variant>(v)) + "\"";
    }
    return Status::Range("variant", "variant must be one of " + names +
                                        "; got \"" + variant + "\"");
  }
  options->base = base;
  return posenc::ValidateBase(base);
}

JsStatus ValidateEncode(double seq_len, double d_model, double base,
                        std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  if (!status.ok) return ToJs(status);
  return ToJs(posenc::ValidateEncode(seq_len, d_model, options));
}

JsStatus Encode(std::uintptr_t out, double seq_len, double d_model, double base,
                std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  if (status.ok) status = posenc::ValidateEncode(seq_len, d_model, options);
  if (!status.ok) return ToJs(status);
  posenc::EncodeInto(F64(out), static_cast<std::int64_t>(seq_len),
                     static_cast<std::int64_t>(d_model), options);
  return ToJs(status);
}

// EncodePlan for JavaScript: the facade fills the JS-owned result in
// cache-sized chunks. A plan built from invalid arguments is empty and its
// fill() returns false, so no input reaches the kernel unchecked.
class EncodePlanJs {
 public:
  EncodePlanJs(double seq_len, double d_model, double base, std::string layout,
               std::string variant) {
    posenc::EncodingOptions options;
    Status status = ParseOptions(base, layout, variant, &options);
    if (status.ok) status = posenc::ValidateEncode(seq_len, d_model, options);
    if (status.ok) {
      plan_.emplace(static_cast<std::int64_t>(seq_len),
                    static_cast<std::int64_t>(d_model), options);
    }
  }

  bool Fill(std::uintptr_t out, double row_begin, double row_end) const {
    if (!plan_ || !(row_begin >= 0 && row_begin <= row_end &&
                    row_end <= static_cast<double>(plan_->seq_len()) &&
                    std::floor(row_begin) == row_begin &&
                    std::floor(row_end) == row_end)) {
      return false;
    }
    plan_->FillRows(F64(out), static_cast<std::int64_t>(row_begin),
                    static_cast<std::int64_t>(row_end));
    return true;
  }

 private:
  std::optional<posenc::EncodePlan> plan_;
};

JsStatus ValidateEncodePositions(double count, double d_model, double base,
                                 std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  if (!status.ok) return ToJs(status);
  return ToJs(
      posenc::ValidateEncodePositions(nullptr, count, d_model, options));
}

JsStatus EncodePositions(std::uintptr_t out, std::uintptr_t positions,
                         double count, double d_model, double base,
                         std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  if (status.ok) {
    status = posenc::ValidateEncodePositions(F64(positions), count, d_model,
                                             options);
  }
  if (!status.ok) return ToJs(status);
  posenc::EncodePositionsInto(F64(out), F64(positions),
                              static_cast<std::int64_t>(count),
                              static_cast<std::int64_t>(d_model), options);
  return ToJs(status);
}

JsStatus ValidateSelfAttention(double rows, double cols) {
  return ToJs(posenc::ValidateSelfAttention(nullptr, rows, cols));
}

JsStatus SelfAttention(std::uintptr_t output, std::uintptr_t weights,
                       std::uintptr_t x, double rows, double cols) {
  Status status = posenc::ValidateSelfAttention(F64(x), rows, cols);
  if (!status.ok) return ToJs(status);
  posenc::SelfAttentionInto(F64(output), F64(weights), F64(x),
                            static_cast<std::int64_t>(rows),
                            static_cast<std::int64_t>(cols));
  return ToJs(status);
}

JsStatus Shift(std::uintptr_t out, std::uintptr_t v, double length, double k,
               double base, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, "interleaved", variant, &options);
  if (status.ok) status = posenc::ValidateShift(length, k, base);
  if (!status.ok) return ToJs(status);
  posenc::ShiftInto(F64(out), F64(v), static_cast<std::int64_t>(length), k,
                    base, options.variant);
  return ToJs(status);
}

JsStatus ValidateShift(double length, double k, double base) {
  return ToJs(posenc::ValidateShift(length, k, base));
}

JsStatus RotationMatrix(std::uintptr_t out, double k, double pair,
                        double d_model, double base) {
  Status status = posenc::ValidateRotation(k, pair, d_model, base);
  if (!status.ok) return ToJs(status);
  const std::array<double, 4> r =
      posenc::RotationMatrix(k, static_cast<std::int64_t>(pair),
                             static_cast<std::int64_t>(d_model), base);
  for (int j = 0; j < 4; ++j) F64(out)[j] = r[static_cast<std::size_t>(j)];
  return ToJs(status);
}

JsStatus ValidateDotProducts(double seq_len, double d_model, double base) {
  return ToJs(posenc::ValidateDotProducts(seq_len, d_model, base));
}

JsStatus DotProducts(std::uintptr_t out, double seq_len, double d_model,
                     double base) {
  Status status = posenc::ValidateDotProducts(seq_len, d_model, base);
  if (!status.ok) return ToJs(status);
  posenc::DotProductsInto(F64(out), static_cast<std::int64_t>(seq_len),
                          static_cast<std::int64_t>(d_model), base);
  return ToJs(status);
}

JsStatus Wavelengths(std::uintptr_t out, double d_model, double base,
                     std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, "interleaved", variant, &options);
  if (status.ok) status = posenc::ValidateWavelengths(d_model, base);
  if (!status.ok) return ToJs(status);
  posenc::WavelengthsInto(F64(out), static_cast<std::int64_t>(d_model), base,
                          options.variant);
  return ToJs(status);
}

// Returns the count, or -1 when the arguments fail ValidateEncode (the
// facade validates first and reports the message).
double UniqueRows(double seq_len, double d_model, double base,
                  std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  if (status.ok) status = posenc::ValidateEncode(seq_len, d_model, options);
  if (!status.ok) return -1;
  return static_cast<double>(
      posenc::UniqueRows(static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model), options));
}

JsStatus AverageGrid(std::uintptr_t out, double seq_len, double d_model,
                     double row_start, double rows_per_pixel, double rows_px,
                     double col_start, double cols_per_pixel, double cols_px,
                     double base, std::string layout, std::string variant,
                     double row_begin, double row_end) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  const posenc::GridWindow window{seq_len,        d_model, row_start,
                                  rows_per_pixel, rows_px, col_start,
                                  cols_per_pixel, cols_px};
  if (status.ok) status = posenc::ValidateGrid(window, options);
  if (status.ok &&
      !(row_begin >= 0 && row_begin <= row_end && row_end <= rows_px &&
        std::floor(row_begin) == row_begin && std::floor(row_end) == row_end)) {
    status = Status::Range("rows", "the row range must lie within 0 .. rowsPx");
  }
  if (!status.ok) return ToJs(status);
  posenc::AverageGridInto(F64(out), window, options,
                          static_cast<std::int64_t>(row_begin),
                          static_cast<std::int64_t>(row_end));
  return ToJs(status);
}

JsStatus ValidateGrid(double seq_len, double d_model, double row_start,
                      double rows_per_pixel, double rows_px, double col_start,
                      double cols_per_pixel, double cols_px, double base,
                      std::string layout, std::string variant) {
  posenc::EncodingOptions options;
  Status status = ParseOptions(base, layout, variant, &options);
  const posenc::GridWindow window{seq_len,        d_model, row_start,
                                  rows_per_pixel, rows_px, col_start,
                                  cols_per_pixel, cols_px};
  if (status.ok) status = posenc::ValidateGrid(window, options);
  return ToJs(status);
}

JsStatus ValidateLearnedTable(double max_len, double d_model) {
  return ToJs(posenc::ValidateLearnedTable(max_len, d_model));
}

JsStatus LearnedTable(std::uintptr_t out, double max_len, double d_model,
                      double seed) {
  Status status = posenc::ValidateLearnedTable(max_len, d_model);
  if (status.ok &&
      !(seed >= 0 && seed <= 9007199254740991.0 && std::floor(seed) == seed)) {
    status = Status::Range("seed",
                           "seed must be a whole number from 0 to 2^53 - 1; "
                           "got " +
                               posenc::FormatNumber(seed));
  }
  if (!status.ok) return ToJs(status);
  posenc::LearnedTableInto(F64(out), static_cast<std::int64_t>(max_len),
                           static_cast<std::int64_t>(d_model),
                           static_cast<std::uint64_t>(seed));
  return ToJs(status);
}

double LearnedParameterCount(double max_len, double d_model) {
  if (!posenc::ValidateLearnedTable(max_len, d_model).ok &&
      !(posenc::ValidateSeqLen(max_len, "maxLen").ok &&
        posenc::ValidateDModel(d_model).ok)) {
    return -1;
  }
  return static_cast<double>(posenc::LearnedParameterCount(
      static_cast<std::int64_t>(max_len), static_cast<std::int64_t>(d_model)));
}

JsStatus ValidateRope(double length, double position, double base) {
  return ToJs(posenc::ValidateRope(length, position, base));
}

JsStatus Rope(std::uintptr_t out, std::uintptr_t v, double length,
              double position, double base) {
  Status status = posenc::ValidateRope(length, position, base);
  if (!status.ok) return ToJs(status);
  posenc::RopeInto(F64(out), F64(v), static_cast<std::int64_t>(length),
                   position, base);
  return ToJs(status);
}

JsStatus ValidateRopeScores(double length, double len, double base) {
  return ToJs(posenc::ValidateRopeScores(length, len, base));
}

JsStatus RopeScores(std::uintptr_t out, std::uintptr_t q, std::uintptr_t k,
                    double length, double len, double base) {
  Status status = posenc::ValidateRopeScores(length, len, base);
  if (!status.ok) return ToJs(status);
  posenc::RopeScoresInto(F64(out), F64(q), F64(k),
                         static_cast<std::int64_t>(length),
                         static_cast<std::int64_t>(len), base);
  return ToJs(status);
}

std::string VariantNameAt(int index) {
  if (index < 0 || index >= posenc::kVariantCount) return "";
  return posenc::VariantName(static_cast<posenc::Variant>(index));
}

// Returns 0 when memory cannot grow; the facade turns that into a RangeError.
std::uintptr_t Alloc(double bytes) {
  if (!(bytes >= 1) || bytes > 2147483647.0) return 0;
  return reinterpret_cast<std::uintptr_t>(
      std::malloc(static_cast<std::size_t>(bytes)));
}

void Free(std::uintptr_t address) {
  std::free(reinterpret_cast<void*>(address));
}

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  using emscripten::function;
  emscripten::value_object<JsStatus>("Status")
      .field("ok", &JsStatus::ok)
      .field("kind", &JsStatus::kind)
      .field("param", &JsStatus::param)
      .field("message", &JsStatus::message);
  function("validateEncode", &ValidateEncode);
  emscripten::class_<EncodePlanJs>("EncodePlan")
      .constructor<double, double, double, std::string, std::string>()
      .function("fill", &EncodePlanJs::Fill);
  function("encode", &Encode);
  function("validateEncodePositions", &ValidateEncodePositions);
  function("encodePositions", &EncodePositions);
  function("validateSelfAttention", &ValidateSelfAttention);
  function("selfAttention", &SelfAttention);
  function("validateShift", &ValidateShift);
  function("shift", &Shift);
  function("rotationMatrix", &RotationMatrix);
  function("validateDotProducts", &ValidateDotProducts);
  function("dotProducts", &DotProducts);
  function("wavelengths", &Wavelengths);
  function("uniqueRows", &UniqueRows);
  function("validateGrid", &ValidateGrid);
  function("averageGrid", &AverageGrid);
  function("validateLearnedTable", &ValidateLearnedTable);
  function("learnedTable", &LearnedTable);
  function("learnedParameterCount", &LearnedParameterCount);
  function("validateRope", &ValidateRope);
  function("rope", &Rope);
  function("validateRopeScores", &ValidateRopeScores);
  function("ropeScores", &RopeScores);
  function(
      "variantCount", +[]() { return posenc::kVariantCount; });
  function("variantName", &VariantNameAt);
  function(
      "maxElements",
      +[]() { return static_cast<double>(posenc::kMaxElements); });
  function(
      "maxDModel", +[]() { return static_cast<double>(posenc::kMaxDModel); });
  function("alloc", &Alloc);
  function("free", &Free);
}
