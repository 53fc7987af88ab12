// Validation results and the engine's limits.
//
// The engine never throws: in WebAssembly built without -fexceptions a C++
// throw reaches JavaScript as a bare number and leaks the shadow stack, and
// -fexceptions makes every call 4-5x slower. Instead every kernel has a
// Validate* function that returns a Status; each WebAssembly entry point
// validates and then either computes or returns the Status in one call, and
// the JavaScript facade turns a failed Status into a RangeError or TypeError.
#ifndef POSENC_STATUS_H_
#define POSENC_STATUS_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "posenc/costs.h"
#include "posenc/facts.h"

namespace posenc {

// The limits (kMaxElements, kMaxDModel, kMaxAbsPosition and the cost
// limits) are in posenc/facts.h.

// Marks validation code, which runs once per call, to be compiled for size
// (clang's minsize); the kernels around it stay optimised for speed. This
// keeps the WebAssembly module small.
#if defined(__clang__)
#define POSENC_COLD __attribute__((minsize))
#else
#define POSENC_COLD
#endif

enum class ErrorKind : int {
  kNone = 0,
  kRange = 1,  // JavaScript RangeError: a number outside its allowed range.
  kType = 2,   // JavaScript TypeError: a value of the wrong kind or shape.
};

struct Status {
  bool ok = true;
  ErrorKind kind = ErrorKind::kNone;
  std::string param;    // Which parameter was wrong, e.g. "dModel".
  std::string message;  // Full sentence naming parameter, value and range.

  static Status Ok() { return Status{}; }
  static Status Range(std::string param, std::string message) {
    return Status{false, ErrorKind::kRange, std::move(param),
                  std::move(message)};
  }
  static Status Type(std::string param, std::string message) {
    return Status{false, ErrorKind::kType, std::move(param),
                  std::move(message)};
  }
};

// Formats a double as JavaScript's String(value) does: the shortest digits
// that read back as the same double, exponent form only below 1e-6 or from
// 1e21 on, integers without a decimal point, "0" for -0, NaN and infinities
// by name. Written by hand (exact big-integer arithmetic) so that the
// WebAssembly module carries no printf, strtod or long-double code.
std::string FormatNumber(double value);

// The largest position or offset (kMaxAbsPosition) as the messages write it,
// "2^53 (9007199254740992)", built from the fact so no message restates it.
std::string MaxPositionText();

// Rejects a call whose work `cost` exceeds its bound (costs.h): a RangeError
// on `param` that names the bound's formula, the work it is the cost of, its
// limit and how the cost was computed, e.g. "rows * rows * cols (the cost of
// selfAttention) must be at most 8388608; got 512 * 512 * 512 = 134217728".
Status ValidateCost(const char* param, const char* what, const CostBound& bound,
                    const std::string& computed, double cost);

// seq_len: a whole number >= 1 (its upper bound comes from kMaxElements).
Status ValidateSeqLen(double seq_len, const char* name = "seqLen");
// d_model: an even whole number from 2 to kMaxDModel.
Status ValidateDModel(double d_model, const char* name = "dModel");
// base: finite and > 1.
Status ValidateBase(double base);
// A single position or offset: finite, |value| <= kMaxAbsPosition.
Status ValidatePosition(double value, const char* name);
// rows * cols <= kMaxElements; `what` names the matrix for the message.
Status ValidateElementCount(double rows, double cols, const char* rows_name,
                            const char* cols_name);
// seq_len, d_model and base together for a materialised (seq_len, d_model)
// matrix.
Status ValidateEncodingShape(double seq_len, double d_model, double base);

}  // namespace posenc

#endif  // POSENC_STATUS_H_
