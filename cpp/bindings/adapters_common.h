// What the core adapters (adapters.cc) and the scheme adapters
// (adapters_schemes.cc) share, defined once in adapters_common.cc: the
// module-owned memory adapters.h describes, the Result constructors and the
// name lists of error messages. Internal to the adapters: embind.cpp and the
// tests see adapters.h only, so nothing outside can reach the blocks except
// through Stage(), Release() and a Result's address.
#ifndef POSENC_BINDINGS_ADAPTERS_COMMON_H_
#define POSENC_BINDINGS_ADAPTERS_COMMON_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "adapters.h"
#include "describe.h"
#include "posenc/encoding.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {

// The staged input block (Stage()); read it only after CheckStaged.
const double* StagedInput();

// The staged input holds at least `count` values (the facade stages exactly
// what it passes; anything else is refused rather than read). `param` names
// the input in the message.
Status CheckStaged(double count, const char* param);

// The element sizes of a description's parts, worked out at compile time, so
// that reserving a result needs none of the description's text.
struct PartSizes {
  int count = 0;
  int bytes[kMaxParts] = {};
};

constexpr PartSizes SizesOf(const Function& f) {
  PartSizes sizes;
  sizes.count = PartCount(f);
  for (int k = 0; k < sizes.count; ++k) {
    sizes.bytes[k] = f.parts[k].type == Dtype::kInt32 ? 4 : 8;
  }
  return sizes;
}

Status ReserveParts(const PartSizes& sizes,
                    std::initializer_list<std::initializer_list<double>> dims,
                    const char* what);

// Reserves the result block for the parts function F describes, with these
// dimensions (one list per part, in order: 1 for an array, 2 for a matrix,
// 3 for heads, none for a number), or fails naming `what`. On success the
// shape block (ShapeAddress()) holds the part count, then for each part its
// byte offset in the block and its dimensions: what JavaScript copies out.
template <const Function& F>
Status Reserve(std::initializer_list<std::initializer_list<double>> dims,
               const char* what) {
  static constexpr PartSizes kSizes = SizesOf(F);
  return ReserveParts(kSizes, dims, what);
}

// Where part `index` of the reserved result starts.
template <typename T>
T* PartAt(int index);
template <>
double* PartAt<double>(int index);
template <>
std::int32_t* PartAt<std::int32_t>(int index);

// Reserves `doubles` values of the result block without a shape (the encode
// plan's chunk), or fails naming `what`.
Status ReserveOutput(double doubles, const char* what);

// The result block and how many doubles it holds.
double* Output();
std::size_t OutputSize();

// The plan EncodeBegin builds and EncodeFill uses; Release() drops it.
std::optional<EncodePlan>& Plan();

// A failed Status as JavaScript sees it.
Result Fail(const Status& s);
// Success: the answer is the reserved result block, described by the shape
// block.
Result OkAt(const void* address);
Result Ok();

// "name", and "a", "b" or "c" (the last separator given) for messages and
// the facts.
std::string Quoted(const char* name);
std::string NameList(const char* const* names, int count,
                     const char* last_separator);

}  // namespace adapters
}  // namespace posenc

#endif  // POSENC_BINDINGS_ADAPTERS_COMMON_H_
