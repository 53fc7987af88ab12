// The core adapters (adapters.h): facts, encoding, attention, relative
// position, spectrum, grid and column-rule operations. The scheme adapters
// are in adapters_schemes.cc; the memory both use and the Result
// constructors are in adapters_common.cc. What the core module registers
// (embind.cpp's RegisterCore) comes from this file and adapters_common.cc.
#include "adapters.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "adapters_common.h"
#include "functions.h"
#include "posenc/attention.h"
#include "posenc/comparison.h"
#include "posenc/costs.h"
#include "posenc/encoding.h"
#include "posenc/facts.h"
#include "posenc/relative.h"
#include "posenc/schemes/precision.h"
#include "posenc/schemes/rope_scaling.h"
#include "posenc/spectrum.h"

namespace posenc {
namespace adapters {
namespace {

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
         field("minT5BucketsBidirectional", kMinT5BucketsBidirectional) + "," +
         field("minT5BucketsCausal", kMinT5BucketsCausal) + "," +
         field("maxShawK", kMaxShawK) + "," +
         field("maxBiasElements", kMaxBiasElements) + "," +
         field("maxRopeFactor", kMaxRopeFactor) + "," +
         field("maxLabCost", kMaxLabCost) + "," +
         field("maxLabBatchSize", kLabMaxBatchSize) + "}" +
         ",\"labTaskNames\":" + names(kLabTaskNames, kLabTaskCount) +
         ",\"labEncodingNames\":" +
         names(kLabEncodingNames, kLabEncodingCount) +
         ",\"ropeScalingNames\":" +
         names(kRopeScalingNames, kRopeScalingCount) +
         ",\"precisionNames\":" + names(kPrecisionNames, kPrecisionCount) + "}";
}

Result EncodeBegin(double seq_len, double d_model, const Options& options) {
  Plan().reset();
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
  Plan().emplace(static_cast<std::int64_t>(seq_len),
                 static_cast<std::int64_t>(d_model), o);
  Result r = OkAt(Output());
  r.value = rows;
  return r;
}

bool EncodeFill(double row_begin, double row_end) {
  const std::optional<EncodePlan>& plan = Plan();
  if (!plan ||
      !(row_begin >= 0 && row_begin <= row_end &&
        row_end <= static_cast<double>(plan->seq_len()) &&
        std::floor(row_begin) == row_begin && std::floor(row_end) == row_end &&
        (row_end - row_begin) * static_cast<double>(plan->d_model()) <=
            static_cast<double>(OutputSize()))) {
    return false;
  }
  plan->FillRows(Output(), static_cast<std::int64_t>(row_begin),
                 static_cast<std::int64_t>(row_end));
  return true;
}

Result EncodePositions(double count, double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateEncodePositions(nullptr, count, d_model, o);
  if (status.ok) {
    status = ValidateCost("positions.length", "encodePositions",
                          kEncodePositionsCost, Product({count, d_model}),
                          count * d_model);
  }
  if (status.ok) status = CheckStaged(count, "positions");
  if (status.ok) {
    status = ValidateEncodePositions(StagedInput(), count, d_model, o);
  }
  if (status.ok) {
    status = Reserve<kEncodePositions>({{count, d_model}}, "the encoding rows");
  }
  if (!status.ok) return Fail(status);
  EncodePositionsInto(PartAt<double>(0), StagedInput(),
                      static_cast<std::int64_t>(count),
                      static_cast<std::int64_t>(d_model), o);
  return Ok();
}

Result SelfAttention(double rows, double cols, double count) {
  Status status = ValidateSelfAttention(nullptr, rows, cols);
  if (status.ok) {
    status = ValidateCost("rows", "selfAttention", kSelfAttentionCost,
                          Product({rows, rows, cols}), rows * rows * cols);
  }
  if (status.ok && count != rows * cols) {
    status = Status::Type("x.data",
                          "x.data.length must equal x.rows * "
                          "x.cols = " +
                              FormatNumber(rows * cols) + "; got " +
                              FormatNumber(count));
  }
  if (status.ok) status = CheckStaged(count, "x.data");
  if (status.ok) status = ValidateSelfAttention(StagedInput(), rows, cols);
  if (status.ok) {
    status = Reserve<kSelfAttention>({{rows, cols}, {rows, rows}},
                                     "the attention result");
  }
  if (!status.ok) return Fail(status);
  SelfAttentionInto(PartAt<double>(0), PartAt<double>(1), StagedInput(),
                    static_cast<std::int64_t>(rows),
                    static_cast<std::int64_t>(cols));
  return Ok();
}

Result Shift(double length, double k, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateShift(length, k, o.base);
  if (status.ok) status = CheckStaged(length, "vector");
  if (status.ok) status = Reserve<kShift>({{length}}, "the shifted vector");
  if (!status.ok) return Fail(status);
  ShiftInto(PartAt<double>(0), StagedInput(), static_cast<std::int64_t>(length),
            k, o.base, o.variant);
  return Ok();
}

Result Rope(double length, double position, double base) {
  Status status = ValidateRope(length, position, base);
  if (status.ok) status = CheckStaged(length, "vector");
  if (status.ok) status = Reserve<kRope>({{length}}, "the rotated vector");
  if (!status.ok) return Fail(status);
  RopeInto(PartAt<double>(0), StagedInput(), static_cast<std::int64_t>(length),
           position, base);
  return Ok();
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
    status = ValidateCost("seqLen", "ropeScores", kRopeScoresCost,
                          Product({seq_len, seq_len, q_length}),
                          seq_len * seq_len * q_length);
  }
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  if (status.ok) {
    status = Reserve<kRopeScores>({{seq_len, seq_len}}, "the RoPE scores");
  }
  if (!status.ok) return Fail(status);
  const double* q = StagedInput();
  RopeScoresInto(PartAt<double>(0), q, q + static_cast<std::int64_t>(q_length),
                 static_cast<std::int64_t>(q_length),
                 static_cast<std::int64_t>(seq_len), base);
  return Ok();
}

Result RotationMatrix(double k, double pair, double d_model, double base) {
  Status status = ValidateRotation(k, pair, d_model, base);
  if (status.ok) status = Reserve<kRotationMatrix>({{4}}, "the rotation");
  if (!status.ok) return Fail(status);
  const std::array<double, 4> r =
      posenc::RotationMatrix(k, static_cast<std::int64_t>(pair),
                             static_cast<std::int64_t>(d_model), base);
  for (std::size_t j = 0; j < 4; ++j) PartAt<double>(0)[j] = r[j];
  return Ok();
}

Result DotProducts(double seq_len, double d_model, double base) {
  Status status = ValidateDotProducts(seq_len, d_model, base);
  if (status.ok) {
    status = ValidateCost("seqLen", "dotProducts", kDotProductsCost,
                          Product({seq_len, seq_len, d_model}),
                          seq_len * seq_len * d_model);
  }
  if (status.ok) {
    status =
        Reserve<kDotProducts>({{seq_len, seq_len}}, "the dot-product matrix");
  }
  if (!status.ok) return Fail(status);
  DotProductsInto(PartAt<double>(0), static_cast<std::int64_t>(seq_len),
                  static_cast<std::int64_t>(d_model), base);
  return Ok();
}

Result Wavelengths(double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateWavelengths(d_model, o.base);
  if (status.ok) {
    status = Reserve<kWavelengths>({{d_model / 2}}, "the wavelengths");
  }
  if (!status.ok) return Fail(status);
  WavelengthsInto(PartAt<double>(0), static_cast<std::int64_t>(d_model), o.base,
                  o.variant);
  return Ok();
}

Result UniqueRows(double seq_len, double d_model, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateEncode(seq_len, d_model, o);
  if (status.ok) {
    status = ValidateCost("seqLen", "uniqueRows", kUniqueRowsCost,
                          FormatNumber(seq_len), seq_len);
  }
  if (status.ok) status = Reserve<kUniqueRows>({{}}, "the row count");
  if (!status.ok) return Fail(status);
  *PartAt<double>(0) = static_cast<double>(
      posenc::UniqueRows(static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model), o));
  return Ok();
}

Result AverageGrid(const GridWindow& window, const Options& options) {
  EncodingOptions o;
  Status status = CheckOptions(options, &o);
  if (status.ok) status = ValidateGrid(window, o);
  if (status.ok) {
    const double cost = window.rows_px * (window.cols_px + window.d_model);
    status = ValidateCost("rowsPx", "averageGrid", kAverageGridCost,
                          FormatNumber(window.rows_px) + " * (" +
                              FormatNumber(window.cols_px) + " + " +
                              FormatNumber(window.d_model) + ")",
                          cost);
  }
  if (status.ok) {
    status =
        Reserve<kAverageGrid>({{window.rows_px, window.cols_px}}, "the grid");
  }
  if (!status.ok) return Fail(status);
  AverageGridInto(PartAt<double>(0), window, o, 0,
                  static_cast<std::int64_t>(window.rows_px));
  return Ok();
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
    status = ValidateCost("maxLen", "learnedTable", kLearnedTableCost,
                          Product({max_len, d_model}), max_len * d_model);
  }
  if (status.ok) {
    status = Reserve<kLearnedTable>({{max_len, d_model}}, "the learned table");
  }
  if (!status.ok) return Fail(status);
  LearnedTableInto(PartAt<double>(0), static_cast<std::int64_t>(max_len),
                   static_cast<std::int64_t>(d_model),
                   static_cast<std::uint64_t>(seed));
  return Ok();
}

Result LearnedParameterCount(double max_len, double d_model) {
  // Any valid table shape, also beyond what LearnedTable materialises.
  Status status = ValidateSeqLen(max_len, "maxLen");
  if (status.ok) status = ValidateDModel(d_model);
  if (status.ok) status = Reserve<kLearnedParameterCount>({{}}, "the count");
  if (!status.ok) return Fail(status);
  *PartAt<double>(0) = static_cast<double>(posenc::LearnedParameterCount(
      static_cast<std::int64_t>(max_len), static_cast<std::int64_t>(d_model)));
  return Ok();
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
  if (status.ok) status = Reserve<kColumnsOfPair>({{}, {}}, "the columns");
  if (!status.ok) return Fail(status);
  const auto p = static_cast<std::int64_t>(pair);
  const auto d = static_cast<std::int64_t>(d_model);
  const auto l = static_cast<Layout>(layout);
  *PartAt<double>(0) = static_cast<double>(SinColumn(p, d, l));
  *PartAt<double>(1) = static_cast<double>(CosColumn(p, d, l));
  return Ok();
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
  if (status.ok) status = Reserve<kPairOfColumn>({{}, {}}, "the pair");
  if (!status.ok) return Fail(status);
  const auto c = static_cast<std::int64_t>(column);
  const auto d = static_cast<std::int64_t>(d_model);
  const auto l = static_cast<Layout>(layout);
  *PartAt<double>(0) = static_cast<double>(posenc::PairOfColumn(c, d, l));
  *PartAt<double>(1) = IsSinColumn(c, d, l) ? 1.0 : 0.0;
  return Ok();
}

}  // namespace adapters
}  // namespace posenc
