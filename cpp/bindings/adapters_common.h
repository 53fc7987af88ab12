// What the core adapters (adapters.cc) and the scheme adapters
// (adapters_schemes.cc) share, defined once in adapters_common.cc: the
// module-owned memory adapters.h describes, the Result constructors and the
// name lists of error messages. Internal to the adapters: embind.cpp and the
// tests see adapters.h only, so nothing outside can reach the blocks except
// through Stage(), Release() and a Result's address.
#ifndef POSENC_BINDINGS_ADAPTERS_COMMON_H_
#define POSENC_BINDINGS_ADAPTERS_COMMON_H_

#include <cstddef>
#include <optional>
#include <string>

#include "adapters.h"
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

// Reserves the result block for `doubles` values or fails naming `what`.
Status ReserveOutput(double doubles, const char* what);

// The result block and how many doubles it holds.
double* Output();
std::size_t OutputSize();

// The writable side of SmallResult(): room for 4 doubles.
double* SmallBlock();

// The plan EncodeBegin builds and EncodeFill uses; Release() drops it.
std::optional<EncodePlan>& Plan();

// A failed Status as JavaScript sees it.
Result Fail(const Status& s);
// Success, the answer at `address` (a block above) or a single value.
Result OkAt(const void* address);
Result OkValue(double value);

// "name", and "a", "b" or "c" (the last separator given) for messages and
// the facts.
std::string Quoted(const char* name);
std::string NameList(const char* const* names, int count,
                     const char* last_separator);

}  // namespace adapters
}  // namespace posenc

#endif  // POSENC_BINDINGS_ADAPTERS_COMMON_H_
