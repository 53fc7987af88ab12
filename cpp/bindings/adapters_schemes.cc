// The atlas scheme adapters (adapters.h): ALiBi, T5, Shaw, RoPE scaling,
// DroPE, precision, Transformer-XL and NoPE. Like the core adapters
// (adapters.cc) each validates, then computes into the module-owned blocks
// of adapters_common.h. None is registered by the core module (embind.cpp's
// RegisterCore), so -flto leaves this file out of it.
#include <cmath>
#include <cstdint>
#include <vector>

#include "adapters.h"
#include "adapters_common.h"
#include "functions.h"
#include "posenc/costs.h"
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
  if (status.ok) status = Reserve<kAlibiSlopes>({{heads}}, "the ALiBi slopes");
  if (!status.ok) return Fail(status);
  AlibiSlopesInto(PartAt<double>(0), static_cast<std::int64_t>(heads));
  return Ok();
}

Result AlibiBias(double seq_len, double heads) {
  Status status = ValidateAlibiBias(seq_len, heads);
  if (status.ok) {
    status =
        Reserve<kAlibiBias>({{heads, seq_len, seq_len}}, "the ALiBi biases");
  }
  if (!status.ok) return Fail(status);
  AlibiBiasInto(PartAt<double>(0), static_cast<std::int64_t>(seq_len),
                static_cast<std::int64_t>(heads));
  return Ok();
}

Result T5Buckets(double count, const T5Options& options) {
  Status status = ValidateT5Options(options);
  if (status.ok) status = ValidateRelativePositions(nullptr, count);
  if (status.ok) {
    status = ValidateCost("relativePositions", "t5Bucket", kT5BucketCost,
                          FormatNumber(count), count);
  }
  if (status.ok) status = CheckStaged(count, "relativePositions");
  if (status.ok) status = ValidateRelativePositions(StagedInput(), count);
  if (status.ok) status = Reserve<kT5Bucket>({{count}}, "the T5 buckets");
  if (!status.ok) return Fail(status);
  T5BucketsInto(PartAt<std::int32_t>(0), StagedInput(),
                static_cast<std::int64_t>(count), options);
  return Ok();
}

Result T5BucketMatrix(double seq_len, const T5Options& options) {
  Status status = ValidateT5BucketMatrix(seq_len, options);
  if (status.ok) {
    status =
        Reserve<kT5BucketMatrix>({{seq_len, seq_len}}, "the T5 bucket matrix");
  }
  if (!status.ok) return Fail(status);
  T5BucketMatrixInto(PartAt<std::int32_t>(0),
                     static_cast<std::int64_t>(seq_len), options);
  return Ok();
}

Result ShawIndices(double seq_len, double k) {
  Status status = ValidateShaw(seq_len, k);
  if (status.ok) {
    status = Reserve<kShawIndices>({{seq_len, seq_len}}, "the Shaw indices");
  }
  if (!status.ok) return Fail(status);
  ShawIndicesInto(PartAt<std::int32_t>(0), static_cast<std::int64_t>(seq_len),
                  static_cast<std::int64_t>(k));
  return Ok();
}

Result TransformerXlTerms(double seq_len, double d_model) {
  Status status = ValidateTransformerXl(seq_len, d_model);
  const double plane = seq_len * seq_len;
  if (status.ok) {
    // The five terms lie one after the other, as TransformerXlTermsInto
    // writes them (kTxlTermCount planes).
    static_assert(kTxlTermCount == 5, "kTransformerXlTerms lists 5 terms");
    status = Reserve<kTransformerXlTerms>(
        {{plane}, {plane}, {plane}, {plane}, {plane}, {}, {}},
        "the Transformer-XL terms");
  }
  if (!status.ok) return Fail(status);
  TransformerXlTermsInto(PartAt<double>(0), static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model));
  *PartAt<double>(5) = seq_len;
  *PartAt<double>(6) = d_model;
  return Ok();
}

Result NopeCausalMean(double count) {
  Status status = ValidateNope(nullptr, count);
  if (status.ok) status = CheckStaged(count, "values");
  if (status.ok) status = ValidateNope(StagedInput(), count);
  if (status.ok) {
    // NopeCausalMeanInto writes the attention, then the outputs after it.
    status = Reserve<kNopeCausalMean>({{count, count}, {count}},
                                      "the NoPE attention");
  }
  if (!status.ok) return Fail(status);
  NopeCausalMeanInto(PartAt<double>(0), StagedInput(),
                     static_cast<std::int64_t>(count));
  return Ok();
}

Result RopeFrequencies(double d_model, double base,
                       const RopeScaling& scaling) {
  Status status = ValidateRopeScaling(d_model, base, scaling);
  const double half_d = d_model / 2;
  if (status.ok) {
    status = Reserve<kRopeFrequencies>({{half_d}, {half_d}, {half_d}, {}},
                                       "the frequencies");
  }
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(d_model);
  const std::int64_t half = d / 2;
  double* inv_freq = PartAt<double>(0);
  double* wavelength = PartAt<double>(1);
  double* interpolation = PartAt<double>(2);
  // The unscaled frequencies go to the wavelength slot first, as the
  // reference the interpolation fraction is measured against.
  RopeFrequenciesInto(wavelength, d, base, RopeScaling{});
  const double attention = RopeFrequenciesInto(inv_freq, d, base, scaling);
  InterpolationInto(interpolation, wavelength, inv_freq, half,
                    std::isnan(scaling.factor) ? 1.0 : scaling.factor);
  constexpr double kTwoPi = 6.283185307179586;
  for (std::int64_t i = 0; i < half; ++i) wavelength[i] = kTwoPi / inv_freq[i];
  *PartAt<double>(3) = attention;
  return Ok();
}

Result RopeScoreProfile(double q_length, double k_length, double max_distance,
                        double base, const RopeScaling& scaling) {
  Status status = ValidateScoreProfile(q_length, k_length, max_distance);
  if (status.ok) status = ValidateRopeScaling(q_length, base, scaling);
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  if (status.ok) {
    status =
        Reserve<kRopeScoreProfile>({{max_distance + 1}, {}}, "the profile");
  }
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(q_length);
  const auto n = static_cast<std::int64_t>(max_distance);
  // The frequencies are scratch, at most kMaxDModel / 2 values.
  std::vector<double> inv_freq(static_cast<std::size_t>(d / 2));
  const double attention =
      RopeFrequenciesInto(inv_freq.data(), d, base, scaling);
  const double* q = StagedInput();
  ScoreProfileInto(PartAt<double>(0), q, q + d, d, n, inv_freq.data(),
                   attention);
  *PartAt<double>(1) = attention;
  return Ok();
}

Result DropeCompare(double q_length, double k_length, double max_distance,
                    double base, double training_length) {
  Status status =
      ValidateDrope(q_length, k_length, max_distance, base, training_length);
  if (status.ok) status = CheckStaged(q_length + k_length, "q");
  const double n1 = max_distance + 1;
  if (status.ok) {
    status = Reserve<kDropeCompare>({{n1}, {n1}, {}, {}, {}, {}, {}, {}},
                                    "the DroPE scores");
  }
  if (!status.ok) return Fail(status);
  const auto d = static_cast<std::int64_t>(q_length);
  const auto n = static_cast<std::int64_t>(max_distance);
  const double* q = StagedInput();
  const DropeSummary s =
      DropeCompareInto(PartAt<double>(0), PartAt<double>(1), q, q + d, d, n,
                       base, training_length);
  const double summary[] = {s.seen_min,      s.seen_max,      s.dot,
                            s.outside_count, s.first_outside, s.unseen_pairs};
  for (int k = 0; k < 6; ++k) *PartAt<double>(2 + k) = summary[k];
  return Ok();
}

Result PrecisionEncode(double seq_len, double d_model, double base, int layout,
                       int precision) {
  Status status =
      ValidatePrecisionEncode(seq_len, d_model, base, layout, precision);
  if (status.ok) {
    status = Reserve<kPrecisionEncode>({{seq_len, d_model}}, "the encoding");
  }
  if (!status.ok) return Fail(status);
  PrecisionEncodeInto(PartAt<double>(0), static_cast<std::int64_t>(seq_len),
                      static_cast<std::int64_t>(d_model), base,
                      static_cast<Layout>(layout),
                      static_cast<Precision>(precision));
  return Ok();
}

Result PrecisionStats(double seq_len, double d_model, double base,
                      int precision) {
  Status status = ValidatePrecisionEncode(seq_len, d_model, base, 0, precision);
  if (status.ok) {
    status = Reserve<kPrecisionStats>({{seq_len}, {}, {}, {}, {}},
                                      "the precision report");
  }
  if (!status.ok) return Fail(status);
  const posenc::PrecisionStats s =
      PrecisionStatsInto(PartAt<double>(0), static_cast<std::int64_t>(seq_len),
                         static_cast<std::int64_t>(d_model), base,
                         static_cast<Precision>(precision));
  const double summary[] = {s.distinct_rows, s.first_collision,
                            s.first_non_finite, s.largest_exact_integer};
  for (int k = 0; k < 4; ++k) *PartAt<double>(1 + k) = summary[k];
  return Ok();
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
  if (status.ok) {
    status = Reserve<kRoundToPrecision>({{count}}, "the rounded values");
  }
  if (!status.ok) return Fail(status);
  const auto n = static_cast<std::int64_t>(count);
  const auto p = static_cast<Precision>(precision);
  double* out = PartAt<double>(0);
  for (std::int64_t k = 0; k < n; ++k) out[k] = RoundTo(StagedInput()[k], p);
  return Ok();
}

}  // namespace adapters
}  // namespace posenc
