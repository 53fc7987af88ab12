#include "posenc/rounded_pow.h"

#include <array>
#include <cmath>
#include <limits>

namespace posenc {
namespace {

// A double-double: the unevaluated sum hi + lo, |lo| <= ulp(hi) / 2, about
// 106 bits. The operations are the classic error-free ones (Knuth's TwoSum,
// Dekker's product: WebAssembly has no fused multiply-add), each within a
// few units of 2^-104 of the exact result.
struct DD {
  double hi;
  double lo;
};

constexpr DD TwoSum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

// TwoSum when |a| >= |b|.
constexpr DD FastTwoSum(double a, double b) {
  const double s = a + b;
  return {s, b - (s - a)};
}

// a * b exactly as hi + lo, by Dekker's split into 26-bit halves. |a| and
// |b| stay far below 2^996 here (Log's terms, Exp's reduced argument), where
// the split would overflow.
constexpr DD TwoProd(double a, double b) {
  const double split = 134217729.0;  // 2^27 + 1
  const double ta = split * a;
  const double ah = ta - (ta - a);
  const double al = a - ah;
  const double tb = split * b;
  const double bh = tb - (tb - b);
  const double bl = b - bh;
  const double p = a * b;
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

constexpr DD Add(DD a, DD b) {
  DD s = TwoSum(a.hi, b.hi);
  const DD t = TwoSum(a.lo, b.lo);
  s = FastTwoSum(s.hi, s.lo + t.hi);
  return FastTwoSum(s.hi, s.lo + t.lo);
}

constexpr DD Mul(DD a, DD b) {
  const DD p = TwoProd(a.hi, b.hi);
  return FastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

constexpr DD MulD(DD a, double b) {
  const DD p = TwoProd(a.hi, b);
  return FastTwoSum(p.hi, p.lo + a.lo * b);
}

// a / b: three quotient digits, each from the remainder of the last.
constexpr DD Div(DD a, DD b) {
  const double q1 = a.hi / b.hi;
  DD r = Add(a, MulD(b, -q1));
  const double q2 = r.hi / b.hi;
  r = Add(r, MulD(b, -q2));
  const double q3 = r.hi / b.hi;
  return Add(FastTwoSum(q1, q2), DD{q3, 0.0});
}

// ln 2 to 107 bits.
constexpr DD kLn2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

// atanh(s) / s = sum of s^(2j) / (2j + 1): with |s| < 0.1716 (below), s^2 <
// 0.0295, so the terms past j = 22 are under 2^-110 of the sum.
constexpr int kAtanhTerms = 23;
// e^r - 1 = sum of r^k / k! for k >= 1: with |r| < 3.4e-4 (below), the terms
// past k = 10 are under 2^-120 of the sum.
constexpr int kExpTerms = 10;

// The series' coefficients as double-doubles, computed by the compiler.
struct Coefficients {
  std::array<DD, kAtanhTerms> odd_reciprocals{};       // 1 / (2j + 1)
  std::array<DD, kExpTerms + 1> inverse_factorials{};  // 1 / k!
};

constexpr Coefficients MakeCoefficients() {
  Coefficients c;
  for (int j = 0; j < kAtanhTerms; ++j) {
    c.odd_reciprocals[static_cast<std::size_t>(j)] =
        Div(DD{1.0, 0.0}, DD{2.0 * j + 1.0, 0.0});
  }
  DD factorial = {1.0, 0.0};
  for (int k = 0; k <= kExpTerms; ++k) {
    if (k > 0) factorial = MulD(factorial, static_cast<double>(k));
    c.inverse_factorials[static_cast<std::size_t>(k)] =
        Div(DD{1.0, 0.0}, factorial);
  }
  return c;
}

constexpr Coefficients kCoefficients = MakeCoefficients();

// log x for finite x > 0, to about 2^-100 relative.
DD Log(double x) {
  int k = 0;
  double m = std::frexp(x, &k);    // x = m 2^k, m in [1/2, 1)
  if (m < 0x1.6a09e667f3bcdp-1) {  // m in [sqrt(1/2), sqrt(2))
    m *= 2.0;
    --k;
  }
  // log m = 2 atanh(s) with s = (m - 1) / (m + 1); m - 1 is exact
  // (Sterbenz), m + 1 kept exact as a double-double.
  const DD s = Div(DD{m - 1.0, 0.0}, TwoSum(m, 1.0));
  const DD s2 = Mul(s, s);
  DD sum = kCoefficients.odd_reciprocals[kAtanhTerms - 1];
  for (int j = kAtanhTerms - 2; j >= 0; --j) {
    sum = Add(Mul(sum, s2),
              kCoefficients.odd_reciprocals[static_cast<std::size_t>(j)]);
  }
  return Add(MulD(kLn2, static_cast<double>(k)), MulD(Mul(s, sum), 2.0));
}

// e^t as a double-double times 2^*scale, for |t| < 746.
DD Exp(DD t, int* scale) {
  // t = n ln 2 + r, |r| <= ln 2 / 2 (and a little): e^t = 2^n e^r.
  const double n = std::nearbyint(t.hi / kLn2.hi);
  DD r = Add(t, MulD(kLn2, -n));
  // e^r = (e^(r / 2^10))^(2^10): the series runs on |r| < 3.4e-4.
  r = DD{r.hi * 0x1p-10, r.lo * 0x1p-10};
  DD p = kCoefficients.inverse_factorials[kExpTerms];
  for (int k = kExpTerms - 1; k >= 1; --k) {
    p = Add(Mul(p, r),
            kCoefficients.inverse_factorials[static_cast<std::size_t>(k)]);
  }
  p = Mul(p, r);  // e^(r / 2^10) - 1
  // Squared ten times as p -> 2p + p^2 ((1 + p)^2 - 1), which keeps p's
  // relative precision where 1 + p would round it away.
  for (int i = 0; i < 10; ++i) p = Add(MulD(p, 2.0), Mul(p, p));
  *scale = static_cast<int>(n);
  return Add(DD{1.0, 0.0}, p);
}

}  // namespace

PowersOf::PowersOf(double x) : x_(x), log_hi_(0.0), log_lo_(0.0) {
  if (x > 0.0 && x < std::numeric_limits<double>::infinity()) {
    const DD log_x = Log(x);
    log_hi_ = log_x.hi;
    log_lo_ = log_x.lo;
  }
}

double RoundedPow(double x, double y) { return PowersOf(x)(y); }

double PowersOf::operator()(double y) const {
  const double inf = std::numeric_limits<double>::infinity();
  const double x = x_;
  if (y == 0.0 || x == 1.0) return 1.0;
  if (!(x > 0.0) || x == inf || std::isnan(y)) {
    return std::numeric_limits<double>::quiet_NaN();
  }
  if (std::isinf(y)) return (x > 1.0) == (y > 0.0) ? inf : 0.0;
  const DD log_x = {log_hi_, log_lo_};
  // Past e^±746 the result is out of range whatever the low bits say; test
  // it first so that y log x (y may be huge) never reaches the split.
  const double estimate = y * log_x.hi;
  if (estimate > 710.0) return inf;
  if (estimate < -746.0) return 0.0;
  int scale = 0;
  const DD e = Exp(MulD(log_x, y), &scale);
  // e.hi is e.hi + e.lo rounded to nearest (FastTwoSum): x^y to within
  // about 2^-95, so the rounding is the correct one except when x^y lies
  // closer than that to a midpoint between two doubles.
  return std::ldexp(e.hi, scale);
}

}  // namespace posenc
