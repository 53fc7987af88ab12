// The core module's plain C ABI (cpp/bindings/c_abi.h): a call by index
// reads its arguments from the argument block in the adapter's order (a
// value object as its fields, in VisitStructs' order) and leaves exactly the
// adapter's answer in the return block: the same numbers, and errors with
// the same kind, parameter and message.
#include "c_abi.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "adapters.h"
#include "functions.h"
#include "test_support.h"

namespace posenc {
namespace adapters {
namespace {

using posenc_test::ValuesAt;

// The index of a core function in VisitFunctions<true>'s order, -1 if none.
struct IndexOf {
  std::string name;
  int index = 0;
  int found = -1;
  template <typename R, typename... A>
  void operator()(const Function& f, R (*)(A...)) {
    if (name == f.name) found = index;
    ++index;
  }
  void EndOfCore() {}
};

int Index(const char* name) {
  IndexOf visitor{name};
  VisitFunctions<true>(visitor);
  return visitor.found;
}

// Calls core function `name` with these argument doubles.
void Call(const char* name, const std::vector<double>& args) {
  const int index = Index(name);
  ASSERT_GE(index, 0) << name << " is not a core function";
  ASSERT_LE(args.size(), static_cast<std::size_t>(kAbiArgSlots));
  for (std::size_t k = 0; k < args.size(); ++k) PosEncArgs()[k] = args[k];
  ASSERT_TRUE(PosEncCall(index)) << name;
}

double Answer(int slot) { return PosEncReturns()[slot]; }

std::string Text(int at, int length) {
  const auto* bytes =
      reinterpret_cast<const char*>(static_cast<std::uintptr_t>(Answer(at)));
  return std::string(bytes, static_cast<std::size_t>(Answer(length)));
}

TEST(CAbi, AnIndexPastTheCoreFunctionsIsRefused) {
  IndexOf count{""};
  VisitFunctions<true>(count);
  EXPECT_FALSE(PosEncCall(count.index));
  EXPECT_FALSE(PosEncCall(-1));
}

TEST(CAbi, AFailedCallReturnsTheAdaptersKindParamAndMessage) {
  // uniqueRows(seqLen, dModel, Options{base, layout, variant}).
  Call("uniqueRows", {4, 7, 10000, 0, 0});
  const Result direct = UniqueRows(4, 7, Options{});
  ASSERT_FALSE(direct.ok);
  EXPECT_EQ(Answer(kReturnOk), 0);
  EXPECT_EQ(Answer(kReturnKind), direct.kind);
  EXPECT_EQ(Text(kReturnParam, kReturnParamLength), "dModel");
  EXPECT_EQ(Text(kReturnText, kReturnTextLength), direct.message);
}

TEST(CAbi, OptionsAreReadAsBaseLayoutVariantInThatOrder) {
  // base 2, layout 0, variant 3: a base other than the default.
  Call("wavelengths", {8, 2, 0, 3});
  ASSERT_EQ(Answer(kReturnOk), 1);
  const double* via_abi = reinterpret_cast<const double*>(
      static_cast<std::uintptr_t>(Answer(kReturnAddress)));
  const std::vector<double> got(via_abi, via_abi + 4);
  Release();
  Options options;
  options.base = 2;
  options.variant = 3;
  const Result direct = Wavelengths(8, options);
  ASSERT_TRUE(direct.ok);
  EXPECT_EQ(got, std::vector<double>(ValuesAt(direct), ValuesAt(direct) + 4));
  Release();
}

TEST(CAbi, AGridWindowIsReadFieldByFieldInItsDescribedOrder) {
  const GridWindow window{1000, 64, 10.5, 3.25, 4, 2, 1.5, 5};
  Call("averageGrid", {1000, 64, 10.5, 3.25, 4, 2, 1.5, 5, 10000, 1, 0});
  ASSERT_EQ(Answer(kReturnOk), 1) << Text(kReturnText, kReturnTextLength);
  const double* via_abi = reinterpret_cast<const double*>(
      static_cast<std::uintptr_t>(Answer(kReturnAddress)));
  const std::vector<double> got(via_abi, via_abi + 20);
  Release();
  Options options;
  options.layout = 1;
  const Result direct = AverageGrid(window, options);
  ASSERT_TRUE(direct.ok) << direct.message;
  EXPECT_EQ(got, std::vector<double>(ValuesAt(direct), ValuesAt(direct) + 20));
  Release();
}

TEST(CAbi, ANaNIndexArgumentIsRefusedNamingIt) {
  // columnsOfPair(pair, dModel, layout): layout is an int index.
  Call("columnsOfPair", {0, 8, std::nan("")});
  EXPECT_EQ(Answer(kReturnOk), 0);
  EXPECT_EQ(Text(kReturnParam, kReturnParamLength), "layout");
}

TEST(CAbi, ABooleanResultIsOneOrZero) {
  Release();
  Call("encodeFill", {0, 1});
  EXPECT_EQ(Answer(kReturnValue), 0);  // No plan: refused.
}

// How many doubles a core function's arguments take.
struct Width {
  template <typename T>
  static int Of() {
    using U = std::remove_cv_t<std::remove_reference_t<T>>;
    if constexpr (std::is_arithmetic_v<U>) {
      return 1;
    } else {
      int fields = 0;
      Counter<U> counter{&fields};
      VisitStructs<true>(counter);
      return fields;
    }
  }
  template <typename U>
  struct Counter {
    int* fields;
    template <typename T, typename Fields>
    void Struct(const char*, Fields f) {
      if constexpr (std::is_same_v<T, U>) {
        auto count = [this](const char*, auto) { ++*fields; };
        f(count);
      }
    }
  };
  template <typename R, typename... A>
  void operator()(const Function& f, R (*)(A...)) {
    EXPECT_LE((0 + ... + Of<A>()), kAbiArgSlots) << f.name;
  }
  void EndOfCore() {}
};

TEST(CAbi, EveryCoreFunctionsArgumentsFitTheArgumentBlock) {
  Width width;
  VisitFunctions<true>(width);
}

}  // namespace
}  // namespace adapters
}  // namespace posenc
