// FunctionsJson: every description of functions.h, with the types of its
// adapter's arguments and result as the C++ signature gives them, and every
// value object with its fields' types and defaults. The full module reports
// it (functions()); scripts/gen-functions.mjs writes the module's .d.ts and
// the API's descriptions (web/generated/functions-*.js) from it at build.
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>

#include "adapters_common.h"
#include "c_abi.h"
#include "functions.h"
#include "posenc/status.h"

namespace posenc {
namespace adapters {
namespace {

// The TypeScript type of an argument, result or field of a C++ type.
template <typename T>
std::string TsType() {
  using U = std::remove_cv_t<std::remove_reference_t<T>>;
  if constexpr (std::is_same_v<U, bool>) {
    return "boolean";
  } else if constexpr (std::is_arithmetic_v<U>) {
    return "number";
  } else if constexpr (std::is_same_v<U, std::string>) {
    return "string";
  } else if constexpr (std::is_void_v<U>) {
    return "void";
  } else if constexpr (std::is_same_v<U, Result>) {
    return "WasmResult";
  } else if constexpr (std::is_same_v<U, Options>) {
    return "WasmOptions";
  } else if constexpr (std::is_same_v<U, GridWindow>) {
    return "WasmGridWindow";
  } else if constexpr (std::is_same_v<U, T5Options>) {
    return "WasmT5Options";
  } else if constexpr (std::is_same_v<U, AttentionTermsOptions>) {
    return "WasmAttentionTermsOptions";
  } else if constexpr (std::is_same_v<U, lab::ConfigInput>) {
    return "WasmLabConfig";
  } else {
    static_assert(std::is_same_v<U, RopeScaling>, "a type the API cannot pass");
    return "WasmRopeScaling";
  }
}

std::string Str(const char* text) {
  std::string out = "\"";
  for (const char* c = text; *c != '\0'; ++c) {
    if (*c == '"' || *c == '\\') out += '\\';
    out += *c;
  }
  return out + "\"";
}

std::string Num(double value) {
  return std::isfinite(value) ? FormatNumber(value) : "null";
}

const char* ParamKindName(ParamKind kind) {
  switch (kind) {
    case ParamKind::kNumber:
      return "number";
    case ParamKind::kArray:
      return "array";
    case ParamKind::kMatrix:
      return "matrix";
    case ParamKind::kStruct:
      return "struct";
    case ParamKind::kOptions:
      return "options";
    case ParamKind::kStructOptions:
      return "structOptions";
    case ParamKind::kPrecision:
      return "precision";
    case ParamKind::kObject:
      return "object";
    case ParamKind::kFields:
      return "fields";
  }
  return "";
}

const char* PartKindName(PartKind kind) {
  switch (kind) {
    case PartKind::kArray:
      return "array";
    case PartKind::kMatrix:
      return "matrix";
    case PartKind::kHeads:
      return "heads";
    case PartKind::kScalar:
      return "scalar";
    case PartKind::kChoice:
      return "choice";
  }
  return "";
}

// "a,b" -> ["a","b"]; "" -> [].
std::string List(const char* text) {
  std::string out = "[";
  std::string item;
  bool any = false;
  for (const char* c = text;; ++c) {
    if (*c == ',' || *c == '\0') {
      if (!item.empty() || *c == ',') {
        out += (any ? "," : "") + Str(item.c_str());
        any = true;
      }
      item.clear();
      if (*c == '\0') break;
    } else {
      item += *c;
    }
  }
  return out + "]";
}

class FunctionWriter {
 public:
  template <typename R, typename... A>
  void operator()(const Function& f, R (*)(A...)) {
    std::string types[] = {TsType<A>()..., ""};
    std::string out = json_.empty() ? "{" : ",{";
    out += "\"name\":" + Str(f.name) +
           ",\"module\":" + (core_ ? "\"core\"" : "\"full\"") +
           ",\"api\":" + (f.api ? "true" : "false") +
           ",\"returns\":" + Str(TsType<R>().c_str()) +
           ",\"sources\":" + List(f.args) + ",\"types\":[";
    for (std::size_t k = 0; k < sizeof...(A); ++k) {
      out += (k ? "," : "") + Str(types[k].c_str());
    }
    out += "],\"params\":[";
    for (int k = 0; k < ParamCount(f); ++k) {
      const Param& p = f.params[k];
      out += std::string(k ? "," : "") + "{\"name\":" + Str(p.name) +
             ",\"kind\":\"" + ParamKindName(p.kind) + "\",\"detail\":" +
             (p.kind == ParamKind::kOptions ? List(p.detail) : Str(p.detail)) +
             "}";
    }
    out += "],\"parts\":[";
    for (int k = 0; k < PartCount(f); ++k) {
      const Part& p = f.parts[k];
      out += std::string(k ? "," : "") + "{\"name\":" + Str(p.name) +
             ",\"kind\":\"" + PartKindName(p.kind) + "\",\"type\":" +
             (p.type == Dtype::kInt32 ? "\"i32\"" : "\"f64\"") +
             ",\"dims\":" + List(p.dims) +
             (p.optional ? ",\"optional\":true}" : "}");
    }
    // The bound as the docs' cost table writes it: "formula <= limitName".
    const std::string cost =
        *f.cost.formula == '\0'
            ? std::string()
            : std::string(f.cost.formula) + " <= " + f.cost.limit_name;
    out += "],\"cost\":" + Str(cost.c_str()) + "}";
    json_ += out;
  }
  void EndOfCore() { core_ = false; }
  const std::string& json() const { return json_; }

 private:
  std::string json_;
  bool core_ = true;
};

class StructWriter {
 public:
  template <typename T, typename Fields>
  void Struct(const char* name, Fields fields) {
    const T defaults{};
    std::string out = json_.empty() ? "{" : ",{";
    out += "\"name\":" + Str(name) + ",\"fields\":[";
    bool first = true;
    auto field = [&](const char* js, auto T::*member) {
      using M = std::remove_reference_t<decltype(defaults.*member)>;
      out += std::string(first ? "" : ",") + "{\"name\":" + Str(js) +
             ",\"type\":" + Str(TsType<M>().c_str()) + ",\"default\":";
      if constexpr (std::is_same_v<std::remove_cv_t<M>, bool>) {
        out += defaults.*member ? "true" : "false";
      } else if constexpr (std::is_arithmetic_v<std::remove_cv_t<M>>) {
        out += Num(static_cast<double>(defaults.*member));
      } else {
        out += "null";
      }
      out += "}";
      first = false;
    };
    fields(field);
    json_ += out + "]}";
  }
  const std::string& json() const { return json_; }

 private:
  std::string json_;
};

// The core module's C ABI (c_abi.h): the argument block's size and where
// each answer is in the return block.
std::string AbiJson() {
  auto slot = [](const char* name, int index) {
    return Str(name) + ":" + FormatNumber(index);
  };
  return "{\"argSlots\":" + FormatNumber(kAbiArgSlots) + ",\"returns\":{" +
         slot("value", kReturnValue) + "," + slot("ok", kReturnOk) + "," +
         slot("kind", kReturnKind) + "," + slot("address", kReturnAddress) +
         "," + slot("param", kReturnParam) + "," +
         slot("paramLength", kReturnParamLength) + "," +
         slot("text", kReturnText) + "," +
         slot("textLength", kReturnTextLength) + "}}";
}

}  // namespace

std::string FunctionsJson() {
  FunctionWriter functions;
  VisitFunctions<false>(functions);
  StructWriter structs;
  VisitStructs<false>(structs);
  return "{\"functions\":[" + functions.json() + "],\"structs\":[" +
         structs.json() + "],\"abi\":" + AbiJson() + "}";
}

}  // namespace adapters
}  // namespace posenc
