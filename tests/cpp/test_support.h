// Helpers more than one test file needs: the NumPy reference scripts' text
// output, bit-exact comparison, reading adapter Results and naming
// parameterised tests. (reference.h holds the reference formulas.)
#ifndef POSENC_TESTS_CPP_TEST_SUPPORT_H_
#define POSENC_TESTS_CPP_TEST_SUPPORT_H_

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <istream>
#include <string>
#include <utility>
#include <vector>

#include "adapters.h"
#include "posenc/encoding.h"

namespace posenc_test {

// One line of a reference script's --text output: its name, then numbers
// (parameters first, values after). strtod reads "-inf" and the 17-digit
// reprs exactly.
struct ReferenceLine {
  std::string name;
  std::vector<double> numbers;
};

// Every line of tests/reference/<script>.py --text, in order. The output is
// cached next to the test binary as <script>.reference.txt (CTest runs each
// test in its own process; NumPy takes seconds to start on a busy machine)
// and rewritten whenever the script is newer than the cache. Empty when the
// script fails, so the tests that count the cases fail.
const std::vector<ReferenceLine>& ReferenceLines(const std::string& script);

// The lines of `script` named `name`.
std::vector<ReferenceLine> ReferenceLinesNamed(const std::string& script,
                                               const std::string& name);

// VariantName(v) with '-' as '_': GoogleTest names take only letters,
// digits and '_'.
std::string VariantTestName(posenc::Variant v);

// `script` wrote `count` lines of each name (a script that fails writes
// none, and the tests that loop over its lines would pass on nothing).
::testing::AssertionResult WroteLines(
    const std::string& script,
    std::initializer_list<std::pair<std::string, std::size_t>> counts);

// The lines of `in`, each split at whitespace into its words.
std::vector<std::vector<std::string>> WordsOfLines(std::istream& in);

// Every (2i, 2i + 1) pair of `after` is as long as that pair of `before`,
// within relative * length + absolute: a rotation of each pair keeps it.
::testing::AssertionResult PairLengthsKept(const std::vector<double>& before,
                                           const std::vector<double>& after,
                                           double relative, double absolute);

// The bits of x.
std::uint64_t Bits(double x);

// The same bits, or both NaN (of any payload).
bool SameValue(double a, double b);

// A RangeError naming `param` whose message contains `fragment`.
bool IsRange(const posenc::adapters::Result& r, const std::string& param,
             const std::string& fragment);

// The values a successful Result points at (its address in module memory).
template <typename T = double>
const T* ValuesAt(const posenc::adapters::Result& r) {
  return reinterpret_cast<const T*>(static_cast<std::uintptr_t>(r.address));
}

// Stages `values` in the adapters' input block and returns the block (to
// change a value between calls), or nullptr when Stage() refused.
double* StageValues(const std::vector<double>& values);

}  // namespace posenc_test

#endif  // POSENC_TESTS_CPP_TEST_SUPPORT_H_
