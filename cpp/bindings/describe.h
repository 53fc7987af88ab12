// The format every engine function is described in, once (functions.h):
// its name, where each argument of the C++ adapter comes from in the
// JavaScript call, how the API reads each JavaScript argument, the parts of
// its result and its cost bound. From that one description
//  - embind.cpp registers the adapter (the C++ signature gives the types),
//  - the full module reports every description as JSON (FunctionsJson), from
//    which scripts/gen-functions.mjs writes the module's .d.ts and the
//    descriptions the one generic reader and writer of the API use
//    (web/src/engine/call.ts),
//  - the adapter reserves its result block by the description's parts
//    (Reserve in adapters_common.h), which also writes each part's offset and
//    dimensions to the shape block: JavaScript copies a result out by the
//    shape the result reports, never by a length formula of its own.
// Pure C++17, no Emscripten: the native tests read the same descriptions.
#ifndef POSENC_BINDINGS_DESCRIBE_H_
#define POSENC_BINDINGS_DESCRIBE_H_

#include "posenc/costs.h"

namespace posenc {
namespace adapters {

// How the API reads one JavaScript argument (call.ts's readers).
enum class ParamKind {
  kNumber,         // a number, never coerced; detail: its default, if any
  kArray,          // an array or typed array of numbers, staged
  kMatrix,         // { rows, cols, data }, data staged
  kStruct,         // an object of a described struct's fields; detail: its name
  kOptions,        // an options object; detail: its keys, in message order
  kStructOptions,  // options that are a described struct; detail: its name
  kPrecision,      // a name of the facts' precisionNames
  kObject,         // an object of a described struct's fields, every one
                   // required and of its field's type (number, boolean,
                   // string), named "<param>.<field>"; detail: the struct
  kFields,         // an object of the fields its detail lists, each read
                   // once: "name" (a number), "name:array" (staged; the
                   // source "name.length"), "name:pair" ([a, b]; the
                   // sources "name[0]", "name[1]"), "name:{...}" (an object
                   // of such fields, named "name.field"); "name?" may be
                   // left out (an absent array's length and an absent
                   // object's numbers are -1). Unknown keys are refused.
};

struct Param {
  const char* name;
  ParamKind kind;
  const char* detail;
};

constexpr Param Number(const char* name, const char* fallback = "") {
  return {name, ParamKind::kNumber, fallback};
}
constexpr Param Array(const char* name) {
  return {name, ParamKind::kArray, ""};
}
constexpr Param MatrixParam(const char* name) {
  return {name, ParamKind::kMatrix, ""};
}
constexpr Param StructParam(const char* name, const char* type) {
  return {name, ParamKind::kStruct, type};
}
constexpr Param OptionsParam(const char* keys) {
  return {"options", ParamKind::kOptions, keys};
}
constexpr Param StructOptions(const char* type) {
  return {"options", ParamKind::kStructOptions, type};
}
constexpr Param PrecisionParam(const char* name) {
  return {name, ParamKind::kPrecision, ""};
}
constexpr Param ObjectParam(const char* name, const char* type) {
  return {name, ParamKind::kObject, type};
}
constexpr Param FieldsParam(const char* name, const char* fields) {
  return {name, ParamKind::kFields, fields};
}

// One part of a result: an array (1 dimension), a { rows, cols, data }
// matrix (2), a { heads, rows, cols, data } stack (3), a number, or a choice
// (a number indexing the names in `dims`). Parts lie one after the other in
// the result block, each at a multiple of 8 bytes.
enum class PartKind { kArray, kMatrix, kHeads, kScalar, kChoice };
enum class Dtype { kFloat64, kInt32 };

struct Part {
  // The result's key; "" when the part is the result itself.
  const char* name;
  PartKind kind;
  Dtype type;
  // The dimensions' names, comma separated (what an `out` message and the
  // .d.ts say; the values come with each result), or a choice's names.
  const char* dims;
  // An array left out of the result when the adapter reserves it empty
  // (labBatch's positions, for the randomized encoding only).
  bool optional = false;
};

constexpr Part Values(const char* name, const char* dims,
                      Dtype type = Dtype::kFloat64) {
  return {name, PartKind::kArray, type, dims};
}
constexpr Part OptionalValues(const char* name, const char* dims,
                              Dtype type = Dtype::kFloat64) {
  return {name, PartKind::kArray, type, dims, true};
}
constexpr Part MatrixPart(const char* name, const char* dims,
                          Dtype type = Dtype::kFloat64) {
  return {name, PartKind::kMatrix, type, dims};
}
constexpr Part Heads(const char* name, const char* dims) {
  return {name, PartKind::kHeads, Dtype::kFloat64, dims};
}
constexpr Part Scalar(const char* name) {
  return {name, PartKind::kScalar, Dtype::kFloat64, ""};
}
constexpr Part Choice(const char* name, const char* names) {
  return {name, PartKind::kChoice, Dtype::kFloat64, names};
}

constexpr int kMaxParams = 5;
constexpr int kMaxParts = 8;

struct Function {
  // The name the module registers and the API uses.
  const char* name;
  // Where each argument of the adapter comes from, comma separated: a
  // parameter's name, `<array>.length`, `<matrix>.rows|cols|data.length`,
  // `options` (base, layout, variant as WasmOptions) or one option's name.
  const char* args;
  // The JavaScript arguments, in order (unused slots have a null name).
  Param params[kMaxParams];
  Part parts[kMaxParts];
  // The cost bound (posenc/costs.h, shared with the call's validation),
  // kNoCost when the arguments' own limits bound the work.
  CostBound cost;
  // False for the module's plumbing (facts, stage, ...) and for the halves
  // of positionalEncoding, which api.ts composes itself.
  bool api;
};

// The number of used slots of a description.
constexpr int ParamCount(const Function& f) {
  int n = 0;
  while (n < kMaxParams && f.params[n].name != nullptr) ++n;
  return n;
}
constexpr int PartCount(const Function& f) {
  int n = 0;
  while (n < kMaxParts && f.parts[n].name != nullptr) ++n;
  return n;
}

// A function of the module's plumbing: registered and typed, not in the API.
constexpr Function Plumbing(const char* name, const char* args) {
  return {name, args, {}, {}, kNoCost, false};
}

}  // namespace adapters
}  // namespace posenc

#endif  // POSENC_BINDINGS_DESCRIBE_H_
