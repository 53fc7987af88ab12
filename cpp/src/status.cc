#include "posenc/status.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace posenc {
namespace {

bool IsWhole(double value) {
  return std::isfinite(value) && std::floor(value) == value;
}

std::string Got(double value) { return "; got " + FormatNumber(value); }

}  // namespace

std::string FormatNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  char buffer[40];
  if (IsWhole(value) && std::fabs(value) < 1e21) {
    std::snprintf(buffer, sizeof buffer, "%.0f", value);
  } else {
    // Shortest form that reads back as the same double, like JavaScript.
    for (int precision = 1; precision <= 17; ++precision) {
      std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
      if (std::strtod(buffer, nullptr) == value) break;
    }
  }
  return buffer;
}

Status ValidateSeqLen(double seq_len, const char* name) {
  if (!IsWhole(seq_len) || seq_len < 1 ||
      seq_len > static_cast<double>(kMaxElements)) {
    return Status::Range(
        name, std::string(name) + " must be a whole number from 1 to " +
                  std::to_string(kMaxElements) + Got(seq_len));
  }
  return Status::Ok();
}

Status ValidateDModel(double d_model, const char* name) {
  if (!IsWhole(d_model) || d_model < 2 ||
      d_model > static_cast<double>(kMaxDModel) ||
      std::fmod(d_model, 2.0) != 0.0) {
    return Status::Range(name, std::string(name) +
                                   " must be an even whole number from 2 to " +
                                   std::to_string(kMaxDModel) + Got(d_model));
  }
  return Status::Ok();
}

Status ValidateBase(double base) {
  if (!std::isfinite(base) || !(base > 1.0)) {
    return Status::Range("base",
                         "base must be a finite number greater than 1" +
                             Got(base));
  }
  return Status::Ok();
}

Status ValidatePosition(double value, const char* name) {
  if (!std::isfinite(value) || std::fabs(value) > kMaxAbsPosition) {
    return Status::Range(name, std::string(name) +
                                   " must be a finite number from -2^53 to "
                                   "2^53 (9007199254740992)" +
                                   Got(value));
  }
  return Status::Ok();
}

Status ValidateElementCount(double rows, double cols, const char* rows_name,
                            const char* cols_name) {
  if (rows * cols > static_cast<double>(kMaxElements)) {
    return Status::Range(
        rows_name, std::string(rows_name) + " * " + cols_name +
                       " must be at most " + std::to_string(kMaxElements) +
                       " elements (128 MiB of float64); got " +
                       FormatNumber(rows) + " * " + FormatNumber(cols) + " = " +
                       FormatNumber(rows * cols));
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
