#include "adapters.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <string>

#include "posenc/attention.h"
#include "posenc/comparison.h"
#include "posenc/encoding.h"
#include "posenc/relative.h"
#include "posenc/schemes/alibi.h"
#include "posenc/schemes/drope.h"
#include "posenc/schemes/nope.h"
#include "posenc/schemes/precision.h"
#include "posenc/schemes/rope_scaling.h"
#include "posenc/schemes/shaw.h"
#include "posenc/schemes/transformer_xl.h"
#include "posenc/spectrum.h"

namespace posenc {
namespace adapters {
namespace {

// A malloc'd block of doubles. Not std::vector: resizing would zero-fill
// 128 MiB before the kernel overwrites it.
class Block {
 public:
  // Returns false when memory cannot grow; the block is then empty.
  bool Reserve(std::size_t doubles) {
    if (doubles <= size_ && data_ != nullptr) return true;
    Free();
    data_ = static_cast<double*>(
        std::malloc((doubles > 0 ? doubles : 1) * sizeof(double)));
    size_ = data_ != nullptr ? doubles : 0;
    return data_ != nullptr;
  }
  void Free() {
    std::free(data_);
    data_ = nullptr;
    size_ = 0;
  }
  double* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  double* data_ = nullptr;
  std::size_t size_ = 0;
};

Block g_input;
std::size_t g_staged = 0;  // How many input values the caller staged.
Block g_output;
std::optional<EncodePlan> g_plan;
double g_small[4];

double AddressOf(const void* pointer) {
  return static_cast<double>(reinterpret_cast<std::uintptr_t>(pointer));
}

Result ToResult(const Status& s) {
  Result r;
  r.ok = s.ok;
  r.kind = static_cast<int>(s.kind);
  r.param = s.param;
  r.message = s.message;
  return r;
}

Result Fail(const Status& s) { return ToResult(s); }

Result OkAt(const void* address) {
  Result r;
  r.address = AddressOf(address);
  return r;
}

Result OkValue(double value) {
  Result r;
  r.value = value;
  return r;
}

std::string Quoted(const char* name) { return std::string("\"") + name + "\""; }

std::string NameList(const char* const* names, int count,
                     const char* last_separator) {
  std::string out;
  for (int k = 0; k < count; ++k) {
    if (k > 0) out += k == count - 1 ? last_separator : ", ";
    out += Quoted(names[k]);
  }
  return out;
}

// Layout and variant arrive as indices JavaScript parsed from the names; an
// index outside the lists can only come from a caller bypassing the API.
Status CheckLayout(int layout) {
  if (layout < 0 || layout >= kLayoutCount) {
    return Status::Range("layout",
                         "layout must be " +
                             NameList(kLayoutNames, kLayoutCount, " or ") +
                             "; got index " + FormatNumber(layout));
  }
  return Status::Ok();
}

Status CheckVariant(int variant) {
  if (variant < 0 || variant >= kVariantCount) {
    return Status::Range("variant",
                         "variant must be one of " +
                             NameList(kVariantNames, kVariantCount, ", ") +
                             "; got index " + FormatNumber(variant));
  }
  return Status::Ok();
}

// The order of the original facade: layout, variant, base.
Status CheckOptions(const Options& o, EncodingOptions* out) {
  Status status = CheckLayout(o.layout);
  if (status.ok) status = CheckVariant(o.variant);
  if (status.ok) status = ValidateBase(o.base);
  if (!status.ok) return status;
  out->base = o.base;
  out->layout = static_cast<Layout>(o.layout);
  out->variant = static_cast<Variant>(o.variant);
  return Status::Ok();
}

// The staged input holds at least `count` values (the facade stages exactly
// what it passes; anything else is refused rather than read).
Status CheckStaged(double count, const char* param) {
  if (!(count >= 0) || count > static_cast<double>(g_staged) ||
      g_input.data() == nullptr) {
    return Status::Range(
        param, std::string(param) + " was not staged in engine memory: " +
                   FormatNumber(count) + " values asked, " +
                   FormatNumber(static_cast<double>(g_staged)) + " staged");
  }
  return Status::Ok();
}

Status NoMemory(const char* what, double doubles) {
  return Status::Range(what, std::string("not enough memory for ") + what +
                                 ": " + FormatNumber(doubles) +
                                 " float64 values (" +
                                 FormatNumber(doubles * 8 / 1048576) +
                                 " MiB); try a smaller size");
}

// Reserves the result block for `doubles` values or fails naming `what`.
Status ReserveOutput(double doubles, const char* what) {
  if (!g_output.Reserve(static_cast<std::size_t>(doubles))) {
    return NoMemory(what, doubles);
  }
  return Status::Ok();
}

std::string Product(std::initializer_list<double> factors) {
  std::string out;
  for (double f : factors) {
    if (!out.empty()) out += " * ";
    out += FormatNumber(f);
  }
  return out;
}

}  // namespace

std::string FactsJson() {
  auto names = [](const char* const* list, int count) {
    std::string out = "[";
    for (int k = 0; k < count; ++k) {
      out += (k ? "," : "") + Quoted(list[k]);
    }
    return out + "]";
  };
  auto field = [](const char* name, double value) {
    return std::string("\"") + name + "\":" + FormatNumber(value);
  };
  return "{\"variantNames\":" + names(kVariantNames, kVariantCount) +
         ",\"layoutNames\":" + names(kLayoutNames, kLayoutCount) + "," +
         field("defaultBase", kDefaultBase) + ",\"limits\":{" +
         field("maxElements", static_cast<double>(kMaxElements)) + "," +
         field("maxDModel", static_cast<double>(kMaxDModel)) + "," +
         field("maxAbsPosition", kMaxAbsPosition) + "," +
         field("maxGridPixels", kMaxGridPixels) + "," +
         field("maxAttentionCost", kMaxAttentionCost) + "," +
         field("maxPairwiseCost", kMaxPairwiseCost) + "," +
         field("maxTrigElements", kMaxTrigElements) + "," +
         field("maxUniqueRows", kMaxUniqueRows) + "," +
         field("maxGridCost", kMaxGridCost) + "," +
         field("maxHeads", kMaxHeads) + "," +
         field("maxT5Buckets", kMaxT5Buckets) + "," +
         field("maxShawK", kMaxShawK) + "," +
         field("maxBiasElements", kMaxBiasElements) + "}" +
         ",\"ropeScalingNames\":" +
         names(kRopeScalingNames, kRopeScalingCount) +
         ",\"precisionNames\":" + names(kPrecisionNames, kPrecisionCount) + "}";
}

double Stage(double doubles) {
  g_staged = 0;
  if (!(doubles >= 0) || doubles > static_cast<double>(kMaxElements) ||
      std::floor(doubles) != doubles) {
    return 0;
  }
  if (!g_input.Reserve(static_cast<std::size_t>(doubles))) return 0;
  g_staged = static_cast<std::size_t>(doubles);
  return AddressOf(g_input.data());
}

void Release() {
  g_input.Free();
  g_staged = 0;
  g_output.Free();
  g_plan.reset();
}

const double* SmallResult() { return g_small; }

Result EncodeBegin(double seq_len, double d_model, const Options& options) {
  g_plan.reset();
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateEncode(seq_len, d_model, o);
  if (!status.ok) return Fail(status);
  // Rows per chunk: about 256 KiB, an L2 cache, so the copy out reads rows
  // that are still in cache.
  constexpr double kChunkDoubles = 32768;
  const double rows =
      std::fmin(seq_len, std::fmax(1, std::floor(kChunkDoubles / d_model)));
  status = ReserveOutput(rows * d_model, "the encoding rows");
  if (!status.ok) return Fail(status);
  g_plan.emplace(static_cast<std::int64_t>(seq_len),
                 static_cast<std::int64_t>(d_model), o);
  Result r = OkAt(g_output.data());
  r.value = rows;
  return r;
}

bool EncodeFill(double row_begin, double row_end) {
  if (!g_plan ||
      !(row_begin >= 0 && row_begin <= row_end &&
        row_end <= static_cast<double>(g_plan->seq_len()) &&
        std::floor(row_begin) == row_begin && std::floor(row_end) == row_end &&
        (row_end - row_begin) * static_cast<double>(g_plan->d_model()) <=
            static_cast<double>(g_output.size()))) {
    return false;
  }
  g_plan->FillRows(g_output.data(), static_cast<std::int64_t>(row_begin),
                   static_cast<std::int64_t>(row_end));
  return true;
}

Result EncodePositions(double count, double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateEncodePositions(nullptr, count, d_model, o);
  if (status.ok) {
    status = ValidateCost(
        "positions.length", "encodePositions", "positions.length * dModel",
        Product({count, d_model}), count * d_model, kMaxTrigElements);
  }
  if (status.ok) status = CheckStaged(count, "positions");
  if (status.ok) {
    status = ValidateEncodePositions(g_input.data(), count, d_model, o);
  }
  if (status.ok) status = ReserveOutput(count * d_model, "the encoding rows");
  if (!status.ok) return Fail(status);
  EncodePositionsInto(g_output.data(), g_input.data(),
                      static_cast<std::int64_t>(count),
                      static_cast<std::int64_t>(d_model), o);
  return OkAt(g_output.data());
}

Result SelfAttention(double rows, double cols, double count) {
  Status status = ValidateSelfAttention(nullptr, rows, cols);
  if (status.ok) {
    status = ValidateCost("rows", "selfAttention", "rows * rows * cols",
                          Product({rows, rows, cols}), rows * rows * cols,
                          kMaxAttentionCost);
  }
  if (status.ok && count != rows * cols) {
    status = Status::Type("x.data",
                          "x.data.length must equal x.rows * "
                          "x.cols = " +
                              FormatNumber(rows * cols) + "; got " +
                              FormatNumber(count));
  }
  if (status.ok) status = CheckStaged(count, "x.data");
  if (status.ok) status = ValidateSelfAttention(g_input.data(), rows, cols);
  if (status.ok) {
    status = ReserveOutput(rows * cols + rows * rows, "the attention result");
  }
  if (!status.ok) return Fail(status);
  // One block: the (rows, cols) output, then the (rows, rows) weights.
  double* output = g_output.data();
  SelfAttentionInto(output, output + static_cast<std::int64_t>(rows * cols),
                    g_input.data(), static_cast<std::int64_t>(rows),
                    static_cast<std::int64_t>(cols));
  return OkAt(output);
}

Result Shift(double length, double k, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateShift(length, k, o.base);
  if (status.ok) status = CheckStaged(length, "vector");
  if (status.ok) status = ReserveOutput(length, "the shifted vector");
  if (!status.ok) return Fail(status);
  ShiftInto(g_output.data(), g_input.data(), static_cast<std::int64_t>(length),
            k, o.base, o.variant);
  return OkAt(g_output.data());
}

Result Rope(double length, double position, double base) {
  Status status = ValidateRope(length, position, base);
  if (status.ok) status = CheckStaged(length, "vector");
  if (status.ok) status = ReserveOutput(length, "the rotated vector");
  if (!status.ok) return Fail(status);
  RopeInto(g_output.data(), g_input.data(), static_cast<std::int64_t>(length),
           position, base);
  return OkAt(g_output.data());
}

Result RopeScores(double q_length, double k_length, double seq_len,
                  double base) {
  Status status;
  if (k_length != q_length) {
    status = Status::Type("k", "k.length must equal q.length (" +
                                   FormatNumber(q_length) + "); got " +
                                   FormatNumber(k_length));
  }
  if (status.ok) status = ValidateRopeScores(q_length, seq_len, base);
  if (status.ok) {
    status = ValidateCost("seqLen", "ropeScores", "seqLen * seqLen * q.length",
                          Product({seq_len, seq_len, q_length}),
                          seq_len * seq_len * q_length, kMaxPairwiseCost);
  }
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  if (status.ok) status = ReserveOutput(seq_len * seq_len, "the RoPE scores");
  if (!status.ok) return Fail(status);
  const double* q = g_input.data();
  RopeScoresInto(g_output.data(), q, q + static_cast<std::int64_t>(q_length),
                 static_cast<std::int64_t>(q_length),
                 static_cast<std::int64_t>(seq_len), base);
  return OkAt(g_output.data());
}

Result RotationMatrix(double k, double pair, double d_model, double base) {
  const Status status = ValidateRotation(k, pair, d_model, base);
  if (!status.ok) return Fail(status);
  const std::array<double, 4> r =
      posenc::RotationMatrix(k, static_cast<std::int64_t>(pair),
                             static_cast<std::int64_t>(d_model), base);
  for (std::size_t j = 0; j < 4; ++j) g_small[j] = r[j];
  return OkAt(g_small);
}

Result DotProducts(double seq_len, double d_model, double base) {
  Status status = ValidateDotProducts(seq_len, d_model, base);
  if (status.ok) {
    status = ValidateCost("seqLen", "dotProducts", "seqLen * seqLen * dModel",
                          Product({seq_len, seq_len, d_model}),
                          seq_len * seq_len * d_model, kMaxPairwiseCost);
  }
  if (status.ok) {
    status = ReserveOutput(seq_len * seq_len, "the dot-product matrix");
  }
  if (!status.ok) return Fail(status);
  DotProductsInto(g_output.data(), static_cast<std::int64_t>(seq_len),
                  static_cast<std::int64_t>(d_model), base);
  return OkAt(g_output.data());
}

Result Wavelengths(double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateWavelengths(d_model, o.base);
  if (status.ok) status = ReserveOutput(d_model / 2, "the wavelengths");
  if (!status.ok) return Fail(status);
  WavelengthsInto(g_output.data(), static_cast<std::int64_t>(d_model), o.base,
                  o.variant);
  return OkAt(g_output.data());
}

Result UniqueRows(double seq_len, double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateEncode(seq_len, d_model, o);
  if (status.ok) {
    status = ValidateCost("seqLen", "uniqueRows", "seqLen (rows compared)",
                          FormatNumber(seq_len), seq_len, kMaxUniqueRows);
  }
  if (!status.ok) return Fail(status);
  return OkValue(static_cast<double>(
      posenc::UniqueRows(static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model), o)));
}

Result AverageGrid(const GridWindow& window, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateGrid(window, o);
  if (status.ok) {
    const double cost = window.rows_px * (window.cols_px + window.d_model);
    status = ValidateCost("rowsPx", "averageGrid", "rowsPx * (colsPx + dModel)",
                          FormatNumber(window.rows_px) + " * (" +
                              FormatNumber(window.cols_px) + " + " +
                              FormatNumber(window.d_model) + ")",
                          cost, kMaxGridCost);
  }
  if (status.ok) {
    status = ReserveOutput(window.rows_px * window.cols_px, "the grid");
  }
  if (!status.ok) return Fail(status);
  AverageGridInto(g_output.data(), window, o, 0,
                  static_cast<std::int64_t>(window.rows_px));
  return OkAt(g_output.data());
}

Result LearnedTable(double max_len, double d_model, double seed) {
  Status status = ValidateLearnedTable(max_len, d_model);
  if (status.ok &&
      !(seed >= 0 && seed <= 9007199254740991.0 && std::floor(seed) == seed)) {
    status = Status::Range("seed",
                           "seed must be a whole number from 0 to 2^53 - 1; "
                           "got " +
                               FormatNumber(seed));
  }
  if (status.ok) {
    status = ValidateCost("maxLen", "learnedTable", "maxLen * dModel",
                          Product({max_len, d_model}), max_len * d_model,
                          kMaxTrigElements);
  }
  if (status.ok) status = ReserveOutput(max_len * d_model, "the learned table");
  if (!status.ok) return Fail(status);
  LearnedTableInto(g_output.data(), static_cast<std::int64_t>(max_len),
                   static_cast<std::int64_t>(d_model),
                   static_cast<std::uint64_t>(seed));
  return OkAt(g_output.data());
}

Result LearnedParameterCount(double max_len, double d_model) {
  // Any valid table shape, also beyond what LearnedTable materialises.
  Status status = ValidateSeqLen(max_len, "maxLen");
  if (status.ok) status = ValidateDModel(d_model);
  if (!status.ok) return Fail(status);
  return OkValue(static_cast<double>(posenc::LearnedParameterCount(
      static_cast<std::int64_t>(max_len), static_cast<std::int64_t>(d_model))));
}

Result ColumnsOfPair(double pair, double d_model, int layout) {
  Status status = CheckLayout(layout);
  if (status.ok) status = ValidateDModel(d_model);
  if (status.ok &&
      !(std::floor(pair) == pair && pair >= 0 && pair <= d_model / 2 - 1)) {
    status =
        Status::Range("pair", "pair must be a whole number from 0 to " +
                                  FormatNumber(d_model / 2 - 1) +
                                  " (dModel/2 - 1); got " + FormatNumber(pair));
  }
  if (!status.ok) return Fail(status);
  const auto p = static_cast<std::int64_t>(pair);
  const auto d = static_cast<std::int64_t>(d_model);
  const auto l = static_cast<Layout>(layout);
  g_small[0] = static_cast<double>(SinColumn(p, d, l));
  g_small[1] = static_cast<double>(CosColumn(p, d, l));
  return OkAt(g_small);
}

Result PairOfColumn(double column, double d_model, int layout) {
  Status status = CheckLayout(layout);
  if (status.ok) status = ValidateDModel(d_model);
  if (status.ok &&
      !(std::floor(column) == column && column >= 0 && column <= d_model - 1)) {
    status = Status::Range(
        "column", "column must be a whole number from 0 to " +
                      FormatNumber(d_model - 1) + " (dModel - 1); got " +
                      FormatNumber(column));
  }
  if (!status.ok) return Fail(status);
  const auto c = static_cast<std::int64_t>(column);
  const auto d = static_cast<std::int64_t>(d_model);
  const auto l = static_cast<Layout>(layout);
  g_small[0] = static_cast<double>(posenc::PairOfColumn(c, d, l));
  g_small[1] = IsSinColumn(c, d, l) ? 1.0 : 0.0;
  return OkAt(g_small);
}

Result AlibiSlopes(double heads) {
  Status status = ValidateHeads(heads);
  if (status.ok) status = ReserveOutput(heads, "the ALiBi slopes");
  if (!status.ok) return Fail(status);
  AlibiSlopesInto(g_output.data(), static_cast<std::int64_t>(heads));
  return OkAt(g_output.data());
}

Result AlibiBias(double seq_len, double heads) {
  Status status = ValidateAlibiBias(seq_len, heads);
  if (status.ok) {
    status = ReserveOutput(heads * seq_len * seq_len, "the ALiBi biases");
  }
  if (!status.ok) return Fail(status);
  AlibiBiasInto(g_output.data(), static_cast<std::int64_t>(seq_len),
                static_cast<std::int64_t>(heads));
  return OkAt(g_output.data());
}

namespace {

// The result block as `count` int32 values (half as many doubles, rounded
// up), or the failure naming `what`.
Status ReserveInt32(double count, const char* what, std::int32_t** out) {
  const Status status = ReserveOutput(std::ceil(count / 2), what);
  *out = reinterpret_cast<std::int32_t*>(g_output.data());
  return status;
}

}  // namespace

Result T5Buckets(double count, const T5Options& options) {
  Status status = ValidateT5Options(options);
  if (status.ok) status = ValidateRelativePositions(nullptr, count);
  if (status.ok) {
    status = ValidateCost("relativePositions", "t5Bucket",
                          "relativePositions.length", FormatNumber(count),
                          count, kMaxTrigElements);
  }
  if (status.ok) status = CheckStaged(count, "relativePositions");
  if (status.ok) status = ValidateRelativePositions(g_input.data(), count);
  std::int32_t* out = nullptr;
  if (status.ok) status = ReserveInt32(count, "the T5 buckets", &out);
  if (!status.ok) return Fail(status);
  T5BucketsInto(out, g_input.data(), static_cast<std::int64_t>(count), options);
  return OkAt(out);
}

Result T5BucketMatrix(double seq_len, const T5Options& options) {
  Status status = ValidateT5BucketMatrix(seq_len, options);
  std::int32_t* out = nullptr;
  if (status.ok) {
    status = ReserveInt32(seq_len * seq_len, "the T5 bucket matrix", &out);
  }
  if (!status.ok) return Fail(status);
  T5BucketMatrixInto(out, static_cast<std::int64_t>(seq_len), options);
  return OkAt(out);
}

Result ShawIndices(double seq_len, double k) {
  Status status = ValidateShaw(seq_len, k);
  std::int32_t* out = nullptr;
  if (status.ok) {
    status = ReserveInt32(seq_len * seq_len, "the Shaw indices", &out);
  }
  if (!status.ok) return Fail(status);
  ShawIndicesInto(out, static_cast<std::int64_t>(seq_len),
                  static_cast<std::int64_t>(k));
  return OkAt(out);
}

Result TransformerXlTerms(double seq_len, double d_model) {
  Status status = ValidateTransformerXl(seq_len, d_model);
  if (status.ok) {
    status =
        ReserveOutput(static_cast<double>(kTxlTermCount) * seq_len * seq_len,
                      "the Transformer-XL terms");
  }
  if (!status.ok) return Fail(status);
  TransformerXlTermsInto(g_output.data(), static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model));
  return OkAt(g_output.data());
}

Result NopeCausalMean(double count) {
  Status status = ValidateNope(nullptr, count);
  if (status.ok) status = CheckStaged(count, "values");
  if (status.ok) status = ValidateNope(g_input.data(), count);
  if (status.ok) {
    status = ReserveOutput(count * count + count, "the NoPE attention");
  }
  if (!status.ok) return Fail(status);
  NopeCausalMeanInto(g_output.data(), g_input.data(),
                     static_cast<std::int64_t>(count));
  return OkAt(g_output.data());
}

Result RopeFrequencies(double d_model, double base,
                       const RopeScaling& scaling) {
  Status status = ValidateRopeScaling(d_model, base, scaling);
  if (status.ok) status = ReserveOutput(d_model * 1.5, "the frequencies");
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(d_model);
  const std::int64_t half = d / 2;
  double* inv_freq = g_output.data();
  double* wavelength = inv_freq + half;
  double* interpolation = wavelength + half;
  // The unscaled frequencies go to the wavelength slot first, as the
  // reference the interpolation fraction is measured against.
  RopeFrequenciesInto(wavelength, d, base, RopeScaling{});
  const double attention = RopeFrequenciesInto(inv_freq, d, base, scaling);
  InterpolationInto(interpolation, wavelength, inv_freq, half,
                    std::isnan(scaling.factor) ? 1.0 : scaling.factor);
  constexpr double kTwoPi = 6.283185307179586;
  for (std::int64_t i = 0; i < half; ++i) wavelength[i] = kTwoPi / inv_freq[i];
  Result r = OkAt(inv_freq);
  r.value = attention;
  return r;
}

Result RopeScoreProfile(double q_length, double k_length, double max_distance,
                        double base, const RopeScaling& scaling) {
  Status status = ValidateScoreProfile(q_length, k_length, max_distance);
  if (status.ok) status = ValidateRopeScaling(q_length, base, scaling);
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  if (status.ok) {
    status = ReserveOutput(max_distance + 1 + q_length / 2, "the profile");
  }
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(q_length);
  const auto n = static_cast<std::int64_t>(max_distance);
  double* inv_freq = g_output.data() + n + 1;
  const double attention = RopeFrequenciesInto(inv_freq, d, base, scaling);
  const double* q = g_input.data();
  ScoreProfileInto(g_output.data(), q, q + d, d, n, inv_freq, attention);
  Result r = OkAt(g_output.data());
  r.value = attention;
  return r;
}

Result DropeCompare(double q_length, double k_length, double max_distance,
                    double base, double training_length) {
  Status status =
      ValidateDrope(q_length, k_length, max_distance, base, training_length);
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  if (status.ok) {
    status = ReserveOutput(2 * (max_distance + 1) + 6, "the DroPE scores");
  }
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(q_length);
  const auto n = static_cast<std::int64_t>(max_distance);
  double* rope = g_output.data();
  double* nope = rope + n + 1;
  const double* q = g_input.data();
  const DropeSummary s =
      DropeCompareInto(rope, nope, q, q + d, d, n, base, training_length);
  double* tail = nope + n + 1;
  tail[0] = s.seen_min;
  tail[1] = s.seen_max;
  tail[2] = s.dot;
  tail[3] = s.outside_count;
  tail[4] = s.first_outside;
  tail[5] = s.unseen_pairs;
  return OkAt(rope);
}

Result PrecisionEncode(double seq_len, double d_model, double base, int layout,
                       int precision) {
  Status status =
      ValidatePrecisionEncode(seq_len, d_model, base, layout, precision);
  if (status.ok) status = ReserveOutput(seq_len * d_model, "the encoding");
  if (!status.ok) return Fail(status);
  PrecisionEncodeInto(g_output.data(), static_cast<std::int64_t>(seq_len),
                      static_cast<std::int64_t>(d_model), base,
                      static_cast<Layout>(layout),
                      static_cast<Precision>(precision));
  return OkAt(g_output.data());
}

Result PrecisionStats(double seq_len, double d_model, double base,
                      int precision) {
  Status status = ValidatePrecisionEncode(seq_len, d_model, base, 0, precision);
  if (status.ok) status = ReserveOutput(seq_len + 4, "the precision report");
  if (!status.ok) return Fail(status);
  double* out = g_output.data();
  const posenc::PrecisionStats s =
      PrecisionStatsInto(out, static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model), base,
                         static_cast<Precision>(precision));
  double* tail = out + static_cast<std::int64_t>(seq_len);
  tail[0] = s.distinct_rows;
  tail[1] = s.first_collision;
  tail[2] = s.first_non_finite;
  tail[3] = s.largest_exact_integer;
  return OkAt(out);
}

Result RoundToPrecision(double count, int precision) {
  Status status;
  if (precision < 0 || precision >= kPrecisionCount) {
    status = Status::Range(
        "precision", "precision must be one of " +
                         NameList(kPrecisionNames, kPrecisionCount, ", ") +
                         "; got index " + FormatNumber(precision));
  }
  if (status.ok) status = CheckStaged(count, "values");
  if (status.ok) status = ReserveOutput(count, "the rounded values");
  if (!status.ok) return Fail(status);
  const auto n = static_cast<std::int64_t>(count);
  const auto p = static_cast<Precision>(precision);
  for (std::int64_t k = 0; k < n; ++k) {
    g_output.data()[k] = RoundTo(g_input.data()[k], p);
  }
  return OkAt(g_output.data());
}

}  // namespace adapters
}  // namespace posenc
