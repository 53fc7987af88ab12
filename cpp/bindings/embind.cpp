// The JavaScript boundary: the only file that includes Emscripten headers,
// and nothing but the registration. What it registers is functions.h's two
// lists: every engine function's adapter under its described name, and the
// value objects they take. The adapters (adapters.h) validate and compute in
// one call each, own every block of memory they read or write, and return a
// Result instead of throwing, so no JavaScript input can put the instance
// into an undefined state.
#include <emscripten/bind.h>

#include "functions.h"

namespace {

namespace a = posenc::adapters;

// The full module: every function VisitFunctions lists. The core module
// (the heat map's functions, loaded with the element) does not use Embind:
// it is the plain C ABI of c_abi.cc over the same list.
struct Registrar {
  // Inlined, so that only each description's name reaches the module, not
  // the rest of its text.
  template <typename R, typename... A>
  __attribute__((always_inline)) void operator()(const a::Function& f,
                                                 R (*adapter)(A...)) {
    emscripten::function(f.name, adapter);
  }
  void EndOfCore() {}

  template <typename T, typename Fields>
  void Struct(const char* name, Fields fields) {
    emscripten::value_object<T> object(name);
    auto field = [&object](const char* js, auto T::*member) {
      object.field(js, member);
    };
    fields(field);
  }
};

}  // namespace

EMSCRIPTEN_BINDINGS(posenc) {
  Registrar registrar;
  a::VisitStructs<false>(registrar);
  a::VisitFunctions<false>(registrar);
}
