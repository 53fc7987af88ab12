// The atlas scheme adapters (adapters.h): ALiBi, T5, Shaw, RoPE scaling,
// DroPE, precision, Transformer-XL and NoPE. Like the core adapters
// (adapters.cc) each validates, then computes into the module-owned blocks
// of adapters_common.h. None is registered by the core module (embind.cpp's
// RegisterCore), so -flto leaves this file out of it.
#include <cmath>
#include <cstdint>

#include "adapters.h"
#include "adapters_common.h"
#include "posenc/facts.h"
#include "posenc/schemes/alibi.h"
#include "posenc/schemes/drope.h"
#include "posenc/schemes/nope.h"
#include "posenc/schemes/precision.h"
#include "posenc/schemes/rope_scaling.h"
#include "posenc/schemes/shaw.h"
#include "posenc/schemes/t5.h"
#include "posenc/schemes/transformer_xl.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {

Result AlibiSlopes(double heads) {
  Status status = ValidateHeads(heads);
  if (status.ok) status = ReserveOutput(heads, "the ALiBi slopes");
  if (!status.ok) return Fail(status);
  AlibiSlopesInto(Output(), static_cast<std::int64_t>(heads));
  return OkAt(Output());
}

Result AlibiBias(double seq_len, double heads) {
  Status status = ValidateAlibiBias(seq_len, heads);
  if (status.ok) {
    status = ReserveOutput(heads * seq_len * seq_len, "the ALiBi biases");
  }
  if (!status.ok) return Fail(status);
  AlibiBiasInto(Output(), static_cast<std::int64_t>(seq_len),
                static_cast<std::int64_t>(heads));
  return OkAt(Output());
}

namespace {

// The result block as `count` int32 values (half as many doubles, rounded
// up), or the failure naming `what`.
Status ReserveInt32(double count, const char* what, std::int32_t** out) {
  const Status status = ReserveOutput(std::ceil(count / 2), what);
  *out = reinterpret_cast<std::int32_t*>(Output());
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
  if (status.ok) status = ValidateRelativePositions(StagedInput(), count);
  std::int32_t* out = nullptr;
  if (status.ok) status = ReserveInt32(count, "the T5 buckets", &out);
  if (!status.ok) return Fail(status);
  T5BucketsInto(out, StagedInput(), static_cast<std::int64_t>(count), options);
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
  TransformerXlTermsInto(Output(), static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model));
  return OkAt(Output());
}

Result NopeCausalMean(double count) {
  Status status = ValidateNope(nullptr, count);
  if (status.ok) status = CheckStaged(count, "values");
  if (status.ok) status = ValidateNope(StagedInput(), count);
  if (status.ok) {
    status = ReserveOutput(count * count + count, "the NoPE attention");
  }
  if (!status.ok) return Fail(status);
  NopeCausalMeanInto(Output(), StagedInput(), static_cast<std::int64_t>(count));
  return OkAt(Output());
}

Result RopeFrequencies(double d_model, double base,
                       const RopeScaling& scaling) {
  Status status = ValidateRopeScaling(d_model, base, scaling);
  if (status.ok) status = ReserveOutput(d_model * 1.5, "the frequencies");
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(d_model);
  const std::int64_t half = d / 2;
  double* inv_freq = Output();
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
  double* inv_freq = Output() + n + 1;
  const double attention = RopeFrequenciesInto(inv_freq, d, base, scaling);
  const double* q = StagedInput();
  ScoreProfileInto(Output(), q, q + d, d, n, inv_freq, attention);
  Result r = OkAt(Output());
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
  double* rope = Output();
  double* nope = rope + n + 1;
  const double* q = StagedInput();
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
  PrecisionEncodeInto(Output(), static_cast<std::int64_t>(seq_len),
                      static_cast<std::int64_t>(d_model), base,
                      static_cast<Layout>(layout),
                      static_cast<Precision>(precision));
  return OkAt(Output());
}

Result PrecisionStats(double seq_len, double d_model, double base,
                      int precision) {
  Status status = ValidatePrecisionEncode(seq_len, d_model, base, 0, precision);
  if (status.ok) status = ReserveOutput(seq_len + 4, "the precision report");
  if (!status.ok) return Fail(status);
  double* out = Output();
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
    Output()[k] = RoundTo(StagedInput()[k], p);
  }
  return OkAt(Output());
}

}  // namespace adapters
}  // namespace posenc
