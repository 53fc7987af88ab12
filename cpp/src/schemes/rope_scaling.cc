#include "posenc/schemes/rope_scaling.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "posenc/costs.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

constexpr double kPi = 3.141592653589793;

bool IsSet(double value) { return !std::isnan(value); }

std::string Got(double value) { return "; got " + FormatNumber(value); }

std::string Field(const char* name) { return std::string("scaling.") + name; }

// The fields each type reads, in the order they are validated.
enum FieldBit : unsigned {
  kFactor = 1,
  kOriginal = 2,
  kSeqLen = 4,
  kBetaFast = 8,
  kBetaSlow = 16,
  kLowFreq = 32,
  kHighFreq = 64,
};

unsigned FieldsOf(RopeScalingType type) {
  switch (type) {
    case RopeScalingType::kNone:
      return 0;
    case RopeScalingType::kLinear:
    case RopeScalingType::kNtk:
      return kFactor;
    case RopeScalingType::kDynamicNtk:
      return kFactor | kOriginal | kSeqLen;
    case RopeScalingType::kYarn:
      return kFactor | kOriginal | kBetaFast | kBetaSlow;
    case RopeScalingType::kLlama3:
      return kFactor | kOriginal | kLowFreq | kHighFreq;
  }
  return 0;
}

POSENC_COLD Status Missing(const char* name, const char* type) {
  return Status::Type(Field(name), Field(name) + " is required for type \"" +
                                       type + "\"; got undefined");
}

POSENC_COLD Status Unused(const char* name, const char* type) {
  return Status::Type(
      Field(name), Field(name) + " is not an option of type \"" + type + "\"");
}

// A whole number of positions from 1 to 2^53.
POSENC_COLD Status CheckPositions(double value, const char* name) {
  if (!(std::floor(value) == value && value >= 1 && value <= kMaxAbsPosition)) {
    return Status::Range(Field(name), Field(name) +
                                          " must be a whole number from 1 to " +
                                          MaxPositionText() + Got(value));
  }
  return Status::Ok();
}

POSENC_COLD Status CheckPositive(double value, const char* name) {
  if (!(std::isfinite(value) && value > 0)) {
    return Status::Range(
        Field(name), Field(name) + " must be a finite number > 0" + Got(value));
  }
  return Status::Ok();
}

// The base after NTK-aware scaling: base * scale^(d/(d-2)). At d = 2 the
// exponent is infinite and so may the base be: only pair 0 exists, and
// base'^0 = 1 either way.
double NtkBase(double base, double scale, std::int64_t d_model) {
  const double d = static_cast<double>(d_model);
  return base * std::pow(scale, d / (d - 2.0));
}

// YaRN's correction dimension: d ln(original / (2 pi r)) / (2 ln base).
double CorrectionDim(double r, double d, double base, double original) {
  return d * std::log(original / (r * 2.0 * kPi)) / (2.0 * std::log(base));
}

}  // namespace

POSENC_COLD Status ValidateRopeScaling(double d_model, double base,
                                       const RopeScaling& s) {
  Status status = ValidateDModel(d_model);
  if (status.ok) status = ValidateBase(base);
  if (!status.ok) return status;
  if (s.type < 0 || s.type >= kRopeScalingCount) {
    std::string names;
    for (int k = 0; k < kRopeScalingCount; ++k) {
      names += std::string(k ? ", " : "") + "\"" + kRopeScalingNames[k] + "\"";
    }
    return Status::Range("scaling.type", "scaling.type must be one of " +
                                             names + "; got index " +
                                             FormatNumber(s.type));
  }
  const auto type = static_cast<RopeScalingType>(s.type);
  const char* name = kRopeScalingNames[s.type];
  const unsigned fields = FieldsOf(type);
  const struct {
    unsigned bit;
    const char* name;
    double value;
  } all[] = {
      {kFactor, "factor", s.factor},
      {kOriginal, "originalMaxPosition", s.original_max_position},
      {kSeqLen, "seqLen", s.seq_len},
      {kBetaFast, "betaFast", s.beta_fast},
      {kBetaSlow, "betaSlow", s.beta_slow},
      {kLowFreq, "lowFreqFactor", s.low_freq_factor},
      {kHighFreq, "highFreqFactor", s.high_freq_factor},
  };
  for (const auto& f : all) {
    if (!(fields & f.bit) && IsSet(f.value)) return Unused(f.name, name);
  }
  if (fields & kFactor) {
    if (!IsSet(s.factor)) return Missing("factor", name);
    // Transformers requires factor >= 1 for every type (a factor below 1
    // would shrink the context, not extend it).
    if (!(s.factor >= 1 && s.factor <= kMaxRopeFactor)) {
      return Status::Range("scaling.factor",
                           "scaling.factor must be a number from 1 to " +
                               FormatNumber(kMaxRopeFactor) + Got(s.factor));
    }
  }
  if (fields & kOriginal) {
    // Llama 3.1's 8192 is the default; dynamic NTK and YaRN need it given.
    if (!IsSet(s.original_max_position) && type != RopeScalingType::kLlama3) {
      return Missing("originalMaxPosition", name);
    }
    if (IsSet(s.original_max_position)) {
      status = CheckPositions(s.original_max_position, "originalMaxPosition");
      if (!status.ok) return status;
    }
  }
  if (fields & kSeqLen) {
    if (!IsSet(s.seq_len)) return Missing("seqLen", name);
    status = CheckPositions(s.seq_len, "seqLen");
    if (!status.ok) return status;
  }
  if (fields & kBetaFast) {
    const double fast = IsSet(s.beta_fast) ? s.beta_fast : 32.0;
    const double slow = IsSet(s.beta_slow) ? s.beta_slow : 1.0;
    status = CheckPositive(fast, "betaFast");
    if (status.ok) status = CheckPositive(slow, "betaSlow");
    if (!status.ok) return status;
    if (!(fast > slow)) {
      return Status::Range("scaling.betaFast",
                           "scaling.betaFast must be greater than "
                           "scaling.betaSlow (" +
                               FormatNumber(slow) + ")" + Got(fast));
    }
  }
  if (fields & kLowFreq) {
    const double low = IsSet(s.low_freq_factor) ? s.low_freq_factor : 1.0;
    const double high = IsSet(s.high_freq_factor) ? s.high_freq_factor : 4.0;
    status = CheckPositive(low, "lowFreqFactor");
    if (status.ok) status = CheckPositive(high, "highFreqFactor");
    if (!status.ok) return status;
    if (!(high > low)) {
      return Status::Range("scaling.highFreqFactor",
                           "scaling.highFreqFactor must be greater than "
                           "scaling.lowFreqFactor (" +
                               FormatNumber(low) + ")" + Got(high));
    }
  }
  return Status::Ok();
}

double RopeFrequenciesInto(double* inv_freq, std::int64_t d_model, double base,
                           const RopeScaling& s) {
  const auto type = static_cast<RopeScalingType>(s.type);
  const std::int64_t half = d_model / 2;
  const double d = static_cast<double>(d_model);
  double scaled_base = base;
  if (type == RopeScalingType::kNtk) {
    scaled_base = NtkBase(base, s.factor, d_model);
  } else if (type == RopeScalingType::kDynamicNtk) {
    const double length = std::max(s.seq_len, s.original_max_position);
    scaled_base = NtkBase(
        base, s.factor * length / s.original_max_position - (s.factor - 1.0),
        d_model);
  }
  // invFreq_i = 1 / base^(2i/d), the divisor formed as NumPy's base ** (2i/d).
  PairDivisorsInto(inv_freq, d_model, scaled_base, Variant::kCorrect);
  for (std::int64_t i = 0; i < half; ++i) inv_freq[i] = 1.0 / inv_freq[i];

  if (type == RopeScalingType::kLinear) {
    for (std::int64_t i = 0; i < half; ++i) inv_freq[i] /= s.factor;
  } else if (type == RopeScalingType::kYarn) {
    const double fast = IsSet(s.beta_fast) ? s.beta_fast : 32.0;
    const double slow = IsSet(s.beta_slow) ? s.beta_slow : 1.0;
    const double original = s.original_max_position;
    const double low =
        std::max(std::floor(CorrectionDim(fast, d, base, original)), 0.0);
    double high =
        std::min(std::ceil(CorrectionDim(slow, d, base, original)), d - 1.0);
    if (low == high) high += 0.001;  // As transformers: no zero-width ramp.
    for (std::int64_t i = 0; i < half; ++i) {
      const double ramp =
          std::clamp((static_cast<double>(i) - low) / (high - low), 0.0, 1.0);
      inv_freq[i] = inv_freq[i] / s.factor * ramp + inv_freq[i] * (1.0 - ramp);
    }
    return 0.1 * std::log(s.factor) + 1.0;
  } else if (type == RopeScalingType::kLlama3) {
    const double original =
        IsSet(s.original_max_position) ? s.original_max_position : 8192.0;
    const double low_ff = IsSet(s.low_freq_factor) ? s.low_freq_factor : 1.0;
    const double high_ff = IsSet(s.high_freq_factor) ? s.high_freq_factor : 4.0;
    const double low_wavelength = original / low_ff;
    const double high_wavelength = original / high_ff;
    for (std::int64_t i = 0; i < half; ++i) {
      const double wavelength = 2.0 * kPi / inv_freq[i];
      if (wavelength < high_wavelength) continue;
      if (wavelength > low_wavelength) {
        inv_freq[i] /= s.factor;
      } else {
        const double smooth =
            (original / wavelength - low_ff) / (high_ff - low_ff);
        inv_freq[i] =
            (1.0 - smooth) * inv_freq[i] / s.factor + smooth * inv_freq[i];
      }
    }
  }
  return 1.0;
}

void InterpolationInto(double* out, const double* before, const double* after,
                       std::int64_t half, double factor) {
  const double log_factor = std::log(factor);
  for (std::int64_t i = 0; i < half; ++i) {
    out[i] = log_factor > 0 ? std::log(before[i] / after[i]) / log_factor : 0.0;
  }
}

POSENC_COLD Status ValidateScoreProfile(double q_length, double k_length,
                                        double max_distance) {
  Status status = ValidateDModel(q_length, "q.length");
  if (!status.ok) return status;
  if (k_length != q_length) {
    return Status::Type("k", "k.length must equal q.length (" +
                                 FormatNumber(q_length) + ")" + Got(k_length));
  }
  if (!(std::floor(max_distance) == max_distance && max_distance >= 0 &&
        max_distance <= kMaxAbsPosition)) {
    return Status::Range("maxDistance",
                         "maxDistance must be a whole number from 0 to " +
                             MaxPositionText() + Got(max_distance));
  }
  const double cost = (max_distance + 1) * q_length / 2;
  return ValidateCost("maxDistance", "a score profile", kScoreProfileCost,
                      "(" + FormatNumber(max_distance) + " + 1) * " +
                          FormatNumber(q_length) + " / 2",
                      cost);
}

void ScoreProfileInto(double* out, const double* q, const double* k,
                      std::int64_t d_model, std::int64_t max_distance,
                      const double* inv_freq, double attention_factor) {
  const std::int64_t half = d_model / 2;
  const double scale = attention_factor * attention_factor;
  for (std::int64_t t = 0; t <= max_distance; ++t) {
    const double distance = static_cast<double>(t);
    double sum = 0.0;
    for (std::int64_t i = 0; i < half; ++i) {
      const double q0 = q[2 * i], q1 = q[2 * i + 1];
      const double k0 = k[2 * i], k1 = k[2 * i + 1];
      const double angle = distance * inv_freq[i];
      sum += (q0 * k0 + q1 * k1) * std::cos(angle) +
             (q0 * k1 - q1 * k0) * std::sin(angle);
    }
    out[t] = scale * sum;
  }
}

}  // namespace posenc
