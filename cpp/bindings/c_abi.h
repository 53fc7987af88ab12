// The core module's plain C ABI: the heat map's functions without Embind, so
// that the first load carries no binding glue (issue 19, item 4). Three
// functions, the same for every engine function:
//  - PosEncArgs(): the argument block. JavaScript writes a call's arguments
//    there as doubles, in the adapter's order; a struct argument (Options,
//    GridWindow) as its fields, in the order VisitStructs lists them.
//  - PosEncCall(index): calls the index-th function of VisitFunctions<true>
//    (functions.h) with those arguments; false for an index it has not.
//  - PosEncReturns(): the return block, the call's answer (kReturn* below).
// Which function has which index, its argument types and its return type are
// the descriptions' (functions.h): the dispatch below is generated from
// VisitFunctions by the adapters' signatures, and JavaScript reads the same
// list from the generated functions-core.js (web/src/engine/core-abi.ts).
// Pure C++17: the export names are clang attributes on WebAssembly, and the
// native tests call the same functions.
#ifndef POSENC_BINDINGS_C_ABI_H_
#define POSENC_BINDINGS_C_ABI_H_

namespace posenc {
namespace adapters {

// Doubles in the argument block: room for the widest call (averageGrid's
// GridWindow and Options, 11); a read past it gives NaN, never memory
// outside the block.
inline constexpr int kAbiArgSlots = 16;

// The return block, doubles:
//   kReturnValue    a number or boolean result, or Result.value;
//   kReturnOk ... kReturnAddress   a Result's ok, kind and address;
//   kReturnParam, kReturnParamLength      a Result's param (UTF-8 bytes);
//   kReturnText, kReturnTextLength        a Result's message or a string
//                                          result (UTF-8 bytes).
// The bytes stay valid until the next call.
inline constexpr int kReturnValue = 0;
inline constexpr int kReturnOk = 1;
inline constexpr int kReturnKind = 2;
inline constexpr int kReturnAddress = 3;
inline constexpr int kReturnParam = 4;
inline constexpr int kReturnParamLength = 5;
inline constexpr int kReturnText = 6;
inline constexpr int kReturnTextLength = 7;
inline constexpr int kAbiReturnSlots = 8;

}  // namespace adapters
}  // namespace posenc

extern "C" {
double* PosEncArgs();
const double* PosEncReturns();
bool PosEncCall(int index);
}

#endif  // POSENC_BINDINGS_C_ABI_H_
