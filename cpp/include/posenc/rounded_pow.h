// x to the power y, correctly rounded: the pow of the frequency schedule,
// base^(2i/d) (PairDivisorsInto in encoding.cc, RotationMatrix in
// relative.cc).
//
// Why the engine has its own: libc's pow (musl's, which is glibc's, so
// NumPy's) reads 6 kB of tables (__pow_log_data, __exp_data), for one call
// per pair of dimensions; without them the first load's core module is
// 4.3 kB (gzip -9) smaller, this code included (23,189 to 18,938 B). This
// one keeps no table: it evaluates log and exp in double-double arithmetic
// (about 100 bits) by their series and rounds once, so it returns the
// double nearest to x^y (unless x^y lies within about 2^-95 of a midpoint
// between two doubles). It is slower (about 0.4 us against libc's 12 ns
// here): PairDivisorsInto keeps its last table. glibc's pow is within 0.52 ulp
// of it (its documented bound), so the two agree except where glibc rounds the
// wrong way, which it does for about 7 in 10,000 divisors (tests/cpp/
// rounded_pow_test.cc measures it); there NumPy is an ulp off and this is
// right. fdlibm's pow, the table-free alternative, is off by an ulp for 1 in
// 10 divisors.
//
// The ALiBi slopes and the RoPE scalings keep std::pow: they reproduce the
// models' reference code, which uses libc's pow, bit for bit.
#ifndef POSENC_ROUNDED_POW_H_
#define POSENC_ROUNDED_POW_H_

namespace posenc {

// The double nearest to x^y (ties to even), for x > 0 finite and any y: 1
// when y is 0 or x is 1, infinity or 0 when the result overflows or
// underflows (a subnormal result may be an ulp off: the engine's divisors
// are at least 1). NaN for x <= 0, x infinite or y NaN (callers validate
// x > 1 first).
double RoundedPow(double x, double y);

// The powers of one base, RoundedPow(x, y) for many y: the logarithm of x,
// the costlier half, computed once (PairDivisorsInto asks for d/2 powers).
class PowersOf {
 public:
  explicit PowersOf(double x);
  double operator()(double y) const;

 private:
  double x_;
  double log_hi_;  // log x as a double-double
  double log_lo_;
};

}  // namespace posenc

#endif  // POSENC_ROUNDED_POW_H_
