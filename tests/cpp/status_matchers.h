// GoogleTest predicates on posenc::Status (an error of the right kind
// naming the right parameter, or a clean ok) and the boundary values the
// validation tests share. They live in namespace posenc, beside the tests
// that use them, so that those read them unqualified as the engine's own
// names.
#ifndef POSENC_TESTS_CPP_STATUS_MATCHERS_H_
#define POSENC_TESTS_CPP_STATUS_MATCHERS_H_

#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>

#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double k2To53 = 9007199254740992.0;
inline const double kJustAbove2To53 = std::nextafter(k2To53, kInf);  // 2^53+2

// An error of `kind` whose param is `param` and whose message names `param`
// and contains every fragment.
inline ::testing::AssertionResult IsError(
    const Status& s, ErrorKind kind, const std::string& param,
    std::initializer_list<std::string> fragments = {}) {
  if (s.ok) return ::testing::AssertionFailure() << "status is ok";
  if (s.kind != kind) {
    return ::testing::AssertionFailure()
           << "kind " << static_cast<int>(s.kind) << ": " << s.message;
  }
  if (s.param != param) {
    return ::testing::AssertionFailure()
           << "param \"" << s.param << "\", expected \"" << param
           << "\": " << s.message;
  }
  if (s.message.find(param) == std::string::npos) {
    return ::testing::AssertionFailure()
           << "message lacks the param name: " << s.message;
  }
  for (const std::string& f : fragments) {
    if (s.message.find(f) == std::string::npos) {
      return ::testing::AssertionFailure()
             << "message lacks \"" << f << "\": " << s.message;
    }
  }
  return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult IsRangeError(
    const Status& s, const std::string& param,
    std::initializer_list<std::string> fragments) {
  return IsError(s, ErrorKind::kRange, param, fragments);
}

inline ::testing::AssertionResult IsOk(const Status& s) {
  if (s.ok && s.kind == ErrorKind::kNone && s.param.empty() &&
      s.message.empty()) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "param \"" << s.param << "\": " << s.message;
}

inline EncodingOptions WithBase(double base) {
  EncodingOptions o;
  o.base = base;
  return o;
}

}  // namespace posenc

#endif  // POSENC_TESTS_CPP_STATUS_MATCHERS_H_
