// The core module's C ABI (c_abi.h): one dispatcher generated from
// VisitFunctions<true> (functions.h) by each adapter's C++ signature. No
// Emscripten header, no Embind, no exceptions: the adapters validate and
// return a Result, which is written to the return block as numbers and
// UTF-8 bytes for JavaScript to read.
#include "c_abi.h"

#include <climits>
#include <cstdint>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "adapters.h"
#include "functions.h"

// Exported under these names by the WebAssembly link (the linker keeps every
// export_name); a plain C function in the native build.
#if defined(__wasm__)
#define POSENC_EXPORT(name) __attribute__((export_name(name)))
#else
#define POSENC_EXPORT(name)
#endif

namespace posenc {
namespace adapters {
namespace {

double g_args[kAbiArgSlots];
double g_returns[kAbiReturnSlots];
// What the return block's bytes point into, kept until the next call.
Result g_result;

double Next(int* slot) {
  return *slot < kAbiArgSlots ? g_args[(*slot)++] : __builtin_nan("");
}

// An index argument (layout, precision) outside int, or NaN, is -1: the
// adapter's check then names it, as for any other index it does not know.
int ToInt(double value) {
  return value >= INT_MIN && value <= INT_MAX ? static_cast<int>(value) : -1;
}

template <typename T>
T Convert(double value) {
  if constexpr (std::is_same_v<T, bool>) {
    return value != 0;
  } else if constexpr (std::is_same_v<T, int>) {
    return ToInt(value);
  } else {
    static_assert(std::is_same_v<T, double>, "an argument the ABI cannot pass");
    return value;
  }
}

template <typename T>
T Read(int* slot);

// Fills a struct of type U from the argument block, field by field in the
// order VisitStructs lists them (the order JavaScript writes them in).
template <typename U>
struct StructReader {
  U* value;
  int* slot;
  template <typename T, typename Fields>
  void Struct(const char*, Fields fields) {
    if constexpr (std::is_same_v<T, U>) {
      auto field = [this](const char*, auto T::*member) {
        using M = std::remove_reference_t<decltype(value->*member)>;
        value->*member = Convert<M>(Next(slot));
      };
      fields(field);
    }
  }
};

template <typename T>
T Read(int* slot) {
  if constexpr (std::is_arithmetic_v<T>) {
    return Convert<T>(Next(slot));
  } else {
    T value{};
    StructReader<T> reader{&value, slot};
    VisitStructs<true>(reader);
    return value;
  }
}

double AddressOf(const void* pointer) {
  return static_cast<double>(reinterpret_cast<std::uintptr_t>(pointer));
}

void Store(Result result) {
  g_result = std::move(result);
  g_returns[kReturnValue] = g_result.value;
  g_returns[kReturnOk] = g_result.ok ? 1 : 0;
  g_returns[kReturnKind] = g_result.kind;
  g_returns[kReturnAddress] = g_result.address;
  g_returns[kReturnParam] = AddressOf(g_result.param.data());
  g_returns[kReturnParamLength] = static_cast<double>(g_result.param.size());
  g_returns[kReturnText] = AddressOf(g_result.message.data());
  g_returns[kReturnTextLength] = static_cast<double>(g_result.message.size());
}

void Store(double value) { g_returns[kReturnValue] = value; }
void Store(bool value) { g_returns[kReturnValue] = value ? 1 : 0; }

// Calls the function at `wanted` in VisitFunctions' order with the
// arguments of the argument block.
struct Dispatcher {
  int wanted;
  int index = 0;
  bool found = false;

  // Inlined, so that only the adapter calls reach the module, not the
  // descriptions' text.
  template <typename R, typename... A>
  __attribute__((always_inline)) void operator()(const Function&,
                                                 R (*adapter)(A...)) {
    if (index++ != wanted) return;
    found = true;
    int slot = 0;
    // A braced list reads the arguments left to right, in the block's order.
    std::tuple<std::decay_t<A>...> args{Read<std::decay_t<A>>(&slot)...};
    if constexpr (std::is_void_v<R>) {
      std::apply(adapter, args);
    } else {
      Store(std::apply(adapter, args));
    }
  }
  void EndOfCore() {}
};

}  // namespace
}  // namespace adapters
}  // namespace posenc

extern "C" {

POSENC_EXPORT("args") double* PosEncArgs() { return posenc::adapters::g_args; }

POSENC_EXPORT("returns") const double* PosEncReturns() {
  return posenc::adapters::g_returns;
}

POSENC_EXPORT("call") bool PosEncCall(int index) {
  posenc::adapters::Dispatcher dispatcher{index};
  posenc::adapters::VisitFunctions<true>(dispatcher);
  return dispatcher.found;
}

}  // extern "C"
