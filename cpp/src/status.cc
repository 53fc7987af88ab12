#include "posenc/status.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

namespace posenc {
namespace {

bool IsWhole(double value) {
  return std::isfinite(value) && std::floor(value) == value;
}

std::string Got(double value) { return "; got " + FormatNumber(value); }

// A small unsigned big integer (little-endian base-2^32 limbs) with just the
// operations the shortest-digits algorithm needs. Values stay below about
// 2^1100 * 10^20, so everything is simple schoolbook arithmetic.
class BigInt {
 public:
  explicit BigInt(std::uint64_t value = 0) {
    limbs_[0] = static_cast<std::uint32_t>(value);
    limbs_[1] = static_cast<std::uint32_t>(value >> 32);
    size_ = limbs_[1] ? 2 : (limbs_[0] ? 1 : 0);
  }

  void MulSmall(std::uint32_t factor) {
    std::uint64_t carry = 0;
    for (int k = 0; k < size_; ++k) {
      const std::uint64_t product =
          static_cast<std::uint64_t>(limbs_[k]) * factor + carry;
      limbs_[k] = static_cast<std::uint32_t>(product);
      carry = product >> 32;
    }
    if (carry) limbs_[size_++] = static_cast<std::uint32_t>(carry);
  }

  void ShiftLeft(int bits) {
    for (; bits >= 16; bits -= 16) MulSmall(1u << 16);
    if (bits > 0) MulSmall(1u << bits);
  }

  void Add(const BigInt& other) {
    std::uint64_t carry = 0;
    const int n = size_ > other.size_ ? size_ : other.size_;
    for (int k = 0; k < n; ++k) {
      const std::uint64_t sum =
          static_cast<std::uint64_t>(Limb(k)) + other.Limb(k) + carry;
      limbs_[k] = static_cast<std::uint32_t>(sum);
      carry = sum >> 32;
    }
    size_ = n;
    if (carry) limbs_[size_++] = static_cast<std::uint32_t>(carry);
  }

  // Requires *this >= other.
  void Sub(const BigInt& other) {
    std::int64_t borrow = 0;
    for (int k = 0; k < size_; ++k) {
      std::int64_t diff = static_cast<std::int64_t>(limbs_[k]) -
                          static_cast<std::int64_t>(other.Limb(k)) - borrow;
      borrow = diff < 0 ? 1 : 0;
      if (diff < 0) diff += static_cast<std::int64_t>(1) << 32;
      limbs_[k] = static_cast<std::uint32_t>(diff);
    }
    while (size_ > 0 && limbs_[size_ - 1] == 0) --size_;
  }

  friend int Compare(const BigInt& a, const BigInt& b) {
    if (a.size_ != b.size_) return a.size_ < b.size_ ? -1 : 1;
    for (int k = a.size_ - 1; k >= 0; --k) {
      if (a.limbs_[k] != b.limbs_[k]) return a.limbs_[k] < b.limbs_[k] ? -1 : 1;
    }
    return 0;
  }

 private:
  std::uint32_t Limb(int k) const { return k < size_ ? limbs_[k] : 0; }

  // 2^1077 (the smallest subnormal's denominator) times 10^24 and a margin.
  std::uint32_t limbs_[40] = {};
  int size_ = 0;
};

BigInt Sum(BigInt a, const BigInt& b) {
  a.Add(b);
  return a;
}

// The shortest decimal digits d1 d2 ... dn and exponent k with
// 0.d1d2...dn * 10^k reading back as `value` (finite, > 0) under
// round-to-nearest-even: the free-format algorithm of Steele & White as
// refined by Burger & Dybvig, in exact integer arithmetic. Returns n.
int ShortestDigits(double value, char* digits, int* k_out) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  const int biased = static_cast<int>((bits >> 52) & 0x7ff);
  std::uint64_t f = bits & ((std::uint64_t{1} << 52) - 1);
  int e;
  if (biased == 0) {
    e = -1074;  // Subnormal.
  } else {
    f |= std::uint64_t{1} << 52;
    e = biased - 1075;
  }
  // value = r / s; the neighbours' midpoints are (r -/+ m_minus/m_plus) / s.
  const bool boundary = f == (std::uint64_t{1} << 52) && biased > 1;
  BigInt r(f);
  BigInt s(1);
  BigInt m_plus(1);
  BigInt m_minus(1);
  if (e >= 0) {
    r.ShiftLeft(e + (boundary ? 2 : 1));
    s.ShiftLeft(boundary ? 2 : 1);
    m_plus.ShiftLeft(e + (boundary ? 1 : 0));
    m_minus.ShiftLeft(e);
  } else {
    r.ShiftLeft(boundary ? 2 : 1);
    s.ShiftLeft(1 - e + (boundary ? 1 : 0));
    if (boundary) m_plus.ShiftLeft(1);
  }
  // An even mantissa reads back from its midpoints too (ties go to even).
  const bool even = (f & 1) == 0;
  auto high_reaches = [&](const BigInt& limit) {
    const int c = Compare(Sum(r, m_plus), limit);
    return even ? c >= 0 : c > 0;
  };
  // Scale so that 0.1 <= (r + m_plus) / s < 1 (the first digit is nonzero
  // and below 10), starting from an estimate of log10(value) from the binary
  // exponent and correcting it by at most a step or two.
  int bit_length = 0;
  for (std::uint64_t t = f; t; t >>= 1) ++bit_length;
  int k = static_cast<int>(
      std::ceil((e + bit_length - 1) * 0.30102999566398114 - 1e-9));
  if (k >= 0) {
    for (int j = 0; j < k; ++j) s.MulSmall(10);
  } else {
    for (int j = 0; j < -k; ++j) {
      r.MulSmall(10);
      m_plus.MulSmall(10);
      m_minus.MulSmall(10);
    }
  }
  while (high_reaches(s)) {
    s.MulSmall(10);
    ++k;
  }
  for (;;) {
    // Stop once the first digit is nonzero: 10 (r + m_plus) reaches s.
    BigInt ten_high = Sum(r, m_plus);
    ten_high.MulSmall(10);
    const int c = Compare(ten_high, s);
    if (even ? c >= 0 : c > 0) break;
    r.MulSmall(10);
    m_plus.MulSmall(10);
    m_minus.MulSmall(10);
    --k;
  }
  int n = 0;
  for (;;) {
    r.MulSmall(10);
    m_plus.MulSmall(10);
    m_minus.MulSmall(10);
    int digit = 0;
    while (Compare(r, s) >= 0) {
      r.Sub(s);
      ++digit;
    }
    const int low_cmp = Compare(r, m_minus);
    const bool low = even ? low_cmp <= 0 : low_cmp < 0;
    const bool high = high_reaches(s);
    if (!low && !high) {
      digits[n++] = static_cast<char>('0' + digit);
      continue;
    }
    if (low && high) {
      // Both digit and digit + 1 read back: take the closer one (the even
      // one on a tie, as JavaScript does).
      BigInt twice_r = r;
      twice_r.MulSmall(2);
      const int c = Compare(twice_r, s);
      if (c > 0 || (c == 0 && digit % 2 == 1)) ++digit;
    } else if (high) {
      ++digit;
    }
    digits[n++] = static_cast<char>('0' + digit);
    break;
  }
  *k_out = k;
  return n;
}

}  // namespace

std::string FormatNumber(double value) {
  // JavaScript's Number-to-string rules (ECMAScript Number::toString), since
  // the messages reach JavaScript users. Written into one buffer (at most a
  // sign, 17 digits, 21 zeros or "0." and 6 zeros, or an exponent), not by
  // joining strings: each join is a heap allocation and inlined code (this
  // form is 0.1 kB smaller, gzipped, in the heat map's engine module).
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value == 0) return "0";
  char digits[20];
  int point = 0;  // value = 0.digits * 10^point
  const int n = ShortestDigits(std::fabs(value), digits, &point);
  char out[48];
  int at = 0;
  const auto put = [&](char c) { out[at++] = c; };
  const auto put_digits = [&](int from, int to) {
    for (int k = from; k < to; ++k) put(digits[k]);
  };
  if (value < 0) put('-');
  if (n <= point && point <= 21) {
    put_digits(0, n);
    for (int k = n; k < point; ++k) put('0');
  } else if (0 < point && point <= 21) {
    put_digits(0, point);
    put('.');
    put_digits(point, n);
  } else if (-6 < point && point <= 0) {
    put('0');
    put('.');
    for (int k = point; k < 0; ++k) put('0');
    put_digits(0, n);
  } else {
    put_digits(0, 1);
    if (n > 1) {
      put('.');
      put_digits(1, n);
    }
    put('e');
    const int exponent = point - 1;
    put(exponent > 0 ? '+' : '-');
    // |exponent| is at most 324: three digits, no leading zeros.
    const int e = exponent > 0 ? exponent : -exponent;
    if (e >= 100) put(static_cast<char>('0' + e / 100));
    if (e >= 10) put(static_cast<char>('0' + e / 10 % 10));
    put(static_cast<char>('0' + e % 10));
  }
  return std::string(out, static_cast<std::size_t>(at));
}

std::string MaxPositionText() {
  return "2^" + FormatNumber(std::log2(kMaxAbsPosition)) + " (" +
         FormatNumber(kMaxAbsPosition) + ")";
}

Status ValidateCost(const char* param, const char* what, const CostBound& bound,
                    const std::string& computed, double cost) {
  if (!(cost <= bound.limit)) {
    return Status::Range(param, std::string(bound.formula) + " (the cost of " +
                                    what + ") must be at most " +
                                    FormatNumber(bound.limit) + "; got " +
                                    computed + " = " + FormatNumber(cost));
  }
  return Status::Ok();
}

Status ValidateSeqLen(double seq_len, const char* name) {
  if (!IsWhole(seq_len) || seq_len < 1 ||
      seq_len > static_cast<double>(kMaxElements)) {
    return Status::Range(
        name, std::string(name) + " must be a whole number from 1 to " +
                  FormatNumber(static_cast<double>(kMaxElements)) +
                  Got(seq_len));
  }
  return Status::Ok();
}

Status ValidateDModel(double d_model, const char* name) {
  if (!IsWhole(d_model) || d_model < 2 ||
      d_model > static_cast<double>(kMaxDModel) ||
      std::fmod(d_model, 2.0) != 0.0) {
    return Status::Range(
        name, std::string(name) + " must be an even whole number from 2 to " +
                  FormatNumber(static_cast<double>(kMaxDModel)) + Got(d_model));
  }
  return Status::Ok();
}

Status ValidateBase(double base) {
  if (!std::isfinite(base) || !(base > 1.0)) {
    return Status::Range(
        "base", "base must be a finite number greater than 1" + Got(base));
  }
  return Status::Ok();
}

Status ValidatePosition(double value, const char* name) {
  if (!std::isfinite(value) || std::fabs(value) > kMaxAbsPosition) {
    return Status::Range(name, std::string(name) +
                                   " must be a finite number from -2^" +
                                   FormatNumber(std::log2(kMaxAbsPosition)) +
                                   " to " + MaxPositionText() + Got(value));
  }
  return Status::Ok();
}

Status ValidateElementCount(double rows, double cols, const char* rows_name,
                            const char* cols_name) {
  if (rows * cols > static_cast<double>(kMaxElements)) {
    return Status::Range(
        rows_name,
        std::string(rows_name) + " * " + cols_name + " must be at most " +
            FormatNumber(static_cast<double>(kMaxElements)) +
            " elements (128 MiB of float64); got " + FormatNumber(rows) +
            " * " + FormatNumber(cols) + " = " + FormatNumber(rows * cols));
  }
  return Status::Ok();
}

Status ValidateEncodingShape(double seq_len, double d_model, double base) {
  Status status = ValidateSeqLen(seq_len);
  if (!status.ok) return status;
  status = ValidateDModel(d_model);
  if (!status.ok) return status;
  status = ValidateBase(base);
  if (!status.ok) return status;
  return ValidateElementCount(seq_len, d_model, "seqLen", "dModel");
}

}  // namespace posenc
