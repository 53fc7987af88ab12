// Sinusoidal positional encoding (Vaswani et al. 2017, section 3.5).
//
//   PE(pos, 2i)   = sin(pos / base^(2i/d_model))
//   PE(pos, 2i+1) = cos(pos / base^(2i/d_model))
//
// All results are float64, row-major (rows = positions, cols = d_model).
// Functions named *Into are the hot kernels: they write to caller-owned
// memory and assume their arguments passed the matching Validate* check.
// The value-returning overloads are for native callers and tests.
#ifndef POSENC_ENCODING_H_
#define POSENC_ENCODING_H_

#include <cstdint>
#include <string>
#include <vector>

#include "posenc/facts.h"
#include "posenc/status.h"

namespace posenc {

// kDefaultBase, Layout, Variant and their names are in posenc/facts.h.

// Stable names used by the JavaScript API and URLs, indexed by Variant.
const char* VariantName(Variant variant);
// Returns false when `name` is not a variant name.
bool ParseVariant(const std::string& name, Variant* variant);
const char* LayoutName(Layout layout);
bool ParseLayout(const std::string& name, Layout* layout);

struct EncodingOptions {
  double base = kDefaultBase;
  Layout layout = Layout::kInterleaved;
  Variant variant = Variant::kCorrect;
};

// The divisor base^exponent of each (sin, cos) pair, evaluated like NumPy's
// `base ** (2 * i / d)` so that angles pos / divisor match it bit for bit.
// For the broken variants the exponent is the broken one. `out` holds
// d_model / 2 values; a divisor may be +inf (its angle is then 0).
void PairDivisorsInto(double* out, std::int64_t d_model, double base,
                      Variant variant);
std::vector<double> PairDivisors(std::int64_t d_model, double base,
                                 Variant variant = Variant::kCorrect);

// The output column of pair i's first (sin) and second (cos) value: the
// column rule of posenc/facts.h (SinColumn, CosColumn).
std::int64_t FirstColumn(std::int64_t pair, std::int64_t d_model,
                         Layout layout);
std::int64_t SecondColumn(std::int64_t pair, std::int64_t d_model,
                          Layout layout);

// Validates seq_len, d_model and options for a materialised matrix.
Status ValidateEncode(double seq_len, double d_model,
                      const EncodingOptions& options);

// Writes the (seq_len, d_model) encoding of positions 0 .. seq_len-1 (1 ..
// seq_len for kOneIndexed). Calls sin/cos about (B + seq_len/B) * d_model/2
// times with B ~ sqrt(seq_len), using the angle-addition identity on exact
// per-block tables, instead of once per element.
void EncodeInto(double* out, std::int64_t seq_len, std::int64_t d_model,
                const EncodingOptions& options);
std::vector<double> Encode(std::int64_t seq_len, std::int64_t d_model,
                           const EncodingOptions& options = {});

// EncodeInto in two steps, for callers that copy rows out in cache-sized
// chunks (the WebAssembly facade: computing straight into a small buffer and
// copying it while it is still in cache is twice as fast as a second pass
// over a 128 MiB matrix). The plan holds the angle tables, about
// 2 sqrt(seq_len) * d_model doubles; arguments must pass ValidateEncode.
class EncodePlan {
 public:
  EncodePlan(std::int64_t seq_len, std::int64_t d_model,
             const EncodingOptions& options);
  // Writes rows [row_begin, row_end) of the matrix to out (row-major, the
  // first of them at out[0]); 0 <= row_begin <= row_end <= seq_len.
  void FillRows(double* out, std::int64_t row_begin,
                std::int64_t row_end) const;
  std::int64_t seq_len() const { return seq_len_; }
  std::int64_t d_model() const { return d_model_; }

 private:
  std::int64_t seq_len_;
  std::int64_t d_model_;
  std::int64_t half_;
  Layout layout_;
  int kind_;
  std::int64_t block_ = 1;
  std::vector<double> hi_sin_, hi_cos_, lo_sin_, lo_cos_;
};

// Validates a list of `count` positions (finite, |p| <= 2^53) for rows of
// width d_model; with positions == nullptr, only the shape and options.
Status ValidateEncodePositions(const double* positions, double count,
                               double d_model, const EncodingOptions& options);

// Writes one encoding row per position; positions may be fractional,
// negative or far beyond any training length. kOneIndexed adds 1.
void EncodePositionsInto(double* out, const double* positions,
                         std::int64_t count, std::int64_t d_model,
                         const EncodingOptions& options);
std::vector<double> EncodePositions(const std::vector<double>& positions,
                                    std::int64_t d_model,
                                    const EncodingOptions& options = {});

}  // namespace posenc

#endif  // POSENC_ENCODING_H_
