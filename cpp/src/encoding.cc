#include "posenc/encoding.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "posenc/rounded_pow.h"

namespace posenc {
namespace {

// What the two columns of a pair hold, as a function of the pair's angle.
enum class PairKind { kSinCos, kSinSin, kCosCos, kCosSin };

PairKind KindOf(Variant variant) {
  switch (variant) {
    case Variant::kSineOnly:
      return PairKind::kSinSin;
    case Variant::kCosineOnly:
      return PairKind::kCosCos;
    case Variant::kSwapped:
      return PairKind::kCosSin;
    default:
      return PairKind::kSinCos;
  }
}

double PositionOffset(Variant variant) {
  return variant == Variant::kOneIndexed ? 1.0 : 0.0;
}

// Writes one row from the per-pair sines and cosines of its angles.
void ScatterRow(double* row, const double* s, const double* c,
                std::int64_t half, Layout layout, PairKind kind) {
  const bool cos_first = kind == PairKind::kCosCos || kind == PairKind::kCosSin;
  const bool sin_second =
      kind == PairKind::kSinSin || kind == PairKind::kCosSin;
  const double* first = cos_first ? c : s;
  const double* second = sin_second ? s : c;
  if (layout == Layout::kInterleaved) {
    for (std::int64_t i = 0; i < half; ++i) {
      row[2 * i] = first[i];
      row[2 * i + 1] = second[i];
    }
  } else {
    std::memcpy(row, first, static_cast<std::size_t>(half) * sizeof(double));
    std::memcpy(row + half, second,
                static_cast<std::size_t>(half) * sizeof(double));
  }
}

}  // namespace

const char* VariantName(Variant variant) {
  return kVariantNames[static_cast<int>(variant)];
}

bool ParseVariant(const std::string& name, Variant* variant) {
  for (int v = 0; v < kVariantCount; ++v) {
    if (name == kVariantNames[v]) {
      *variant = static_cast<Variant>(v);
      return true;
    }
  }
  return false;
}

const char* LayoutName(Layout layout) {
  return kLayoutNames[static_cast<int>(layout)];
}

bool ParseLayout(const std::string& name, Layout* layout) {
  for (int l = 0; l < kLayoutCount; ++l) {
    if (name == kLayoutNames[l]) {
      *layout = static_cast<Layout>(l);
      return true;
    }
  }
  return false;
}

void PairDivisorsInto(double* out, std::int64_t d_model, double base,
                      Variant variant) {
  // The last table, kept: a correctly rounded power costs about 0.4 us
  // (rounded_pow.h), and the heat map asks for the same d/2 divisors at
  // every redraw (averageGrid), up to 32,768 of them.
  struct LastTable {
    std::int64_t d_model = 0;
    double base = 0.0;
    Variant variant = Variant::kCorrect;
    std::vector<double> divisors;
  };
  thread_local LastTable last;
  const std::size_t pairs = static_cast<std::size_t>(d_model / 2);
  if (last.d_model == d_model && last.base == base && last.variant == variant) {
    std::copy(last.divisors.begin(), last.divisors.end(), out);
    return;
  }
  const double d = static_cast<double>(d_model);
  const PowersOf power(base);
  for (std::int64_t i = 0; i < d_model / 2; ++i) {
    const double two_i = 2.0 * static_cast<double>(i);
    double exponent;
    switch (variant) {
      case Variant::kExponentIOverD:
        exponent = static_cast<double>(i) / d;
        break;
      case Variant::kExponentTimesD:
        exponent = two_i * d;
        break;
      case Variant::kExponentDOver2i:
        // d / 0 is +inf for the first pair, as in NumPy: its angle is 0.
        exponent = i == 0 ? std::numeric_limits<double>::infinity() : d / two_i;
        break;
      default:
        exponent = two_i / d;
        break;
    }
    out[i] = power(exponent);
  }
  last.d_model = d_model;
  last.base = base;
  last.variant = variant;
  last.divisors.assign(out, out + pairs);
}

std::vector<double> PairDivisors(std::int64_t d_model, double base,
                                 Variant variant) {
  std::vector<double> out(static_cast<std::size_t>(d_model / 2));
  PairDivisorsInto(out.data(), d_model, base, variant);
  return out;
}

std::int64_t FirstColumn(std::int64_t pair, std::int64_t d_model,
                         Layout layout) {
  return SinColumn(pair, d_model, layout);
}

std::int64_t SecondColumn(std::int64_t pair, std::int64_t d_model,
                          Layout layout) {
  return CosColumn(pair, d_model, layout);
}

POSENC_COLD Status ValidateEncode(double seq_len, double d_model,
                                  const EncodingOptions& options) {
  return ValidateEncodingShape(seq_len, d_model, options.base);
}

EncodePlan::EncodePlan(std::int64_t seq_len, std::int64_t d_model,
                       const EncodingOptions& options)
    : seq_len_(seq_len),
      d_model_(d_model),
      half_(d_model / 2),
      layout_(options.layout),
      kind_(static_cast<int>(KindOf(options.variant))) {
  const auto half_size = static_cast<std::size_t>(half_);
  const double start = PositionOffset(options.variant);
  std::vector<double> divisor(half_size);
  PairDivisorsInto(divisor.data(), d_model, options.base, options.variant);

  // pos = start + q * block + r. Row tables hold sin/cos((start + q*block) /
  // div) and sin/cos(r / div), each evaluated exactly as the reference
  // evaluates an angle; every element is then one angle addition:
  //   sin(a + b) = sin a cos b + cos a sin b
  //   cos(a + b) = cos a cos b - sin a sin b
  // which stays within a few ulp of sin(pos / div).
  block_ = std::max<std::int64_t>(
      1, static_cast<std::int64_t>(
             std::ceil(std::sqrt(static_cast<double>(seq_len)))));
  const std::int64_t blocks = (seq_len + block_ - 1) / block_;
  hi_sin_.resize(static_cast<std::size_t>(blocks) * half_size);
  hi_cos_.resize(hi_sin_.size());
  lo_sin_.resize(static_cast<std::size_t>(block_) * half_size);
  lo_cos_.resize(lo_sin_.size());
  auto fill = [&](double pos, double* s, double* c) {
    for (std::int64_t i = 0; i < half_; ++i) {
      const double angle = pos / divisor[static_cast<std::size_t>(i)];
      s[i] = std::sin(angle);
      c[i] = std::cos(angle);
    }
  };
  for (std::int64_t q = 0; q < blocks; ++q) {
    const auto offset = static_cast<std::size_t>(q) * half_size;
    fill(start + static_cast<double>(q * block_), &hi_sin_[offset],
         &hi_cos_[offset]);
  }
  for (std::int64_t r = 0; r < block_; ++r) {
    const auto offset = static_cast<std::size_t>(r) * half_size;
    fill(static_cast<double>(r), &lo_sin_[offset], &lo_cos_[offset]);
  }
}

void EncodePlan::FillRows(double* out, std::int64_t row_begin,
                          std::int64_t row_end) const {
  const auto half_size = static_cast<std::size_t>(half_);
  const auto kind = static_cast<PairKind>(kind_);
  std::vector<double> row_sin(half_size);
  std::vector<double> row_cos(half_size);
  const bool direct =
      layout_ == Layout::kInterleaved && kind == PairKind::kSinCos;
  for (std::int64_t row = row_begin; row < row_end; ++row) {
    const std::int64_t q = row / block_;
    const std::int64_t r = row - q * block_;
    double* dst = out + (row - row_begin) * d_model_;
    const double* hs = &hi_sin_[static_cast<std::size_t>(q) * half_size];
    const double* hc = &hi_cos_[static_cast<std::size_t>(q) * half_size];
    if (r == 0) {
      // The table entry is the reference value itself.
      ScatterRow(dst, hs, hc, half_, layout_, kind);
      continue;
    }
    const double* ls = &lo_sin_[static_cast<std::size_t>(r) * half_size];
    const double* lc = &lo_cos_[static_cast<std::size_t>(r) * half_size];
    if (direct) {
      // The paper's layout: write each (sin, cos) pair in place, one pass.
      for (std::int64_t i = 0; i < half_; ++i) {
        dst[2 * i] = hs[i] * lc[i] + hc[i] * ls[i];
        dst[2 * i + 1] = hc[i] * lc[i] - hs[i] * ls[i];
      }
      continue;
    }
    double* rs = row_sin.data();
    double* rc = row_cos.data();
    for (std::int64_t i = 0; i < half_; ++i) {
      rs[i] = hs[i] * lc[i] + hc[i] * ls[i];
      rc[i] = hc[i] * lc[i] - hs[i] * ls[i];
    }
    ScatterRow(dst, rs, rc, half_, layout_, kind);
  }
}

void EncodeInto(double* out, std::int64_t seq_len, std::int64_t d_model,
                const EncodingOptions& options) {
  EncodePlan(seq_len, d_model, options).FillRows(out, 0, seq_len);
}

std::vector<double> Encode(std::int64_t seq_len, std::int64_t d_model,
                           const EncodingOptions& options) {
  std::vector<double> out(static_cast<std::size_t>(seq_len * d_model));
  EncodeInto(out.data(), seq_len, d_model, options);
  return out;
}

POSENC_COLD Status ValidateEncodePositions(const double* positions,
                                           double count, double d_model,
                                           const EncodingOptions& options) {
  Status status = ValidateSeqLen(count, "positions.length");
  if (!status.ok) return status;
  status = ValidateDModel(d_model);
  if (!status.ok) return status;
  status = ValidateBase(options.base);
  if (!status.ok) return status;
  status = ValidateElementCount(count, d_model, "positions.length", "dModel");
  if (!status.ok) return status;
  if (positions == nullptr) return Status::Ok();  // Shape-only check.
  const auto n = static_cast<std::int64_t>(count);
  for (std::int64_t k = 0; k < n; ++k) {
    if (!std::isfinite(positions[k]) ||
        std::fabs(positions[k]) > kMaxAbsPosition) {
      const std::string name =
          "positions[" + FormatNumber(static_cast<double>(k)) + "]";
      return ValidatePosition(positions[k], name.c_str());
    }
  }
  return Status::Ok();
}

void EncodePositionsInto(double* out, const double* positions,
                         std::int64_t count, std::int64_t d_model,
                         const EncodingOptions& options) {
  const std::int64_t half = d_model / 2;
  const auto half_size = static_cast<std::size_t>(half);
  const double start = PositionOffset(options.variant);
  const PairKind kind = KindOf(options.variant);
  std::vector<double> divisor(half_size);
  PairDivisorsInto(divisor.data(), d_model, options.base, options.variant);
  std::vector<double> row_sin(half_size);
  std::vector<double> row_cos(half_size);
  for (std::int64_t k = 0; k < count; ++k) {
    // Arbitrary positions share no structure to exploit: one sin and one
    // cos per pair, the reference formula itself.
    const double pos = positions[k] + start;
    for (std::int64_t i = 0; i < half; ++i) {
      const double angle = pos / divisor[static_cast<std::size_t>(i)];
      row_sin[static_cast<std::size_t>(i)] = std::sin(angle);
      row_cos[static_cast<std::size_t>(i)] = std::cos(angle);
    }
    ScatterRow(out + k * d_model, row_sin.data(), row_cos.data(), half,
               options.layout, kind);
  }
}

std::vector<double> EncodePositions(const std::vector<double>& positions,
                                    std::int64_t d_model,
                                    const EncodingOptions& options) {
  const auto count = static_cast<std::int64_t>(positions.size());
  std::vector<double> out(static_cast<std::size_t>(count * d_model));
  EncodePositionsInto(out.data(), positions.data(), count, d_model, options);
  return out;
}

}  // namespace posenc
