// Validation results and the engine's limits.
//
// The engine never throws: in WebAssembly built without -fexceptions a C++
// throw reaches JavaScript as a bare number and leaks the shadow stack, and
// -fexceptions makes every call 4-5x slower. Instead every public entry point
// has a Validate* twin that returns a Status, and the JavaScript facade turns
// a failed Status into a RangeError or TypeError.
#ifndef POSENC_STATUS_H_
#define POSENC_STATUS_H_

#include <cstddef>
#include <cstdint>
#include <string>

namespace posenc {

// Largest seq_len * d_model the engine materialises: 128 MiB of float64,
// which fits under the WebAssembly module's memory cap with room to copy out.
constexpr std::int64_t kMaxElements = 16777216;
constexpr std::int64_t kMaxDModel = 65536;
// Positions and offsets are limited so that pos / base^(2i/d) stays an exact
// double computation with a meaningful result (2^53).
constexpr double kMaxAbsPosition = 9007199254740992.0;

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

// Formats a double the way a user typed it: integers without a decimal
// point, NaN and infinities by name.
std::string FormatNumber(double value);

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
