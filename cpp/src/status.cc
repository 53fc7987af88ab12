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
  // JavaScript's Number-to-string rules, since the messages reach JavaScript
  // users: shortest round-trip digits, exponent form only below 1e-6 or from
  // 1e21 on, and "0" for -0.
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value == 0) return "0";
  char buffer[40];
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  // buffer is "[-]d[.ddd]e[+-]XX": split into sign, digits and exponent.
  std::string text(buffer);
  const std::size_t e = text.find('e');
  const int exponent = std::atoi(text.c_str() + e + 1);
  std::string sign = text[0] == '-' ? "-" : "";
  std::string digits;
  for (std::size_t k = sign.size(); k < e; ++k) {
    if (text[k] != '.') digits += text[k];
  }
  const int n = static_cast<int>(digits.size());
  if (exponent >= 21 || exponent < -6) {
    std::string mantissa = digits.substr(0, 1);
    if (n > 1) mantissa += "." + digits.substr(1);
    return sign + mantissa + "e" + (exponent > 0 ? "+" : "-") +
           std::to_string(std::abs(exponent));
  }
  if (exponent < 0) {
    return sign + "0." +
           std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
  }
  if (exponent + 1 >= n) {
    return sign + digits +
           std::string(static_cast<std::size_t>(exponent + 1 - n), '0');
  }
  return sign + digits.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
         digits.substr(static_cast<std::size_t>(exponent + 1));
}

Status ValidateSeqLen(double seq_len, const char* name) {
  if (!IsWhole(seq_len) || seq_len < 1 ||
      seq_len > static_cast<double>(kMaxElements)) {
    return Status::Range(name, std::string(name) +
                                   " must be a whole number from 1 to " +
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
    return Status::Range(
        "base", "base must be a finite number greater than 1" + Got(base));
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
