#include "adapters_common.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

#include "posenc/facts.h"

namespace posenc {
namespace adapters {
namespace {

// A malloc'd block of doubles. Not std::vector: resizing would zero-fill
// 128 MiB before the kernel overwrites it.
class Block {
 public:
  // Returns false when memory cannot grow; the block is then empty.
  bool Reserve(std::size_t doubles) {
    if (doubles <= size_ && data_ != nullptr) return true;
    Free();
    data_ = static_cast<double*>(
        std::malloc((doubles > 0 ? doubles : 1) * sizeof(double)));
    size_ = data_ != nullptr ? doubles : 0;
    return data_ != nullptr;
  }
  void Free() {
    std::free(data_);
    data_ = nullptr;
    size_ = 0;
  }
  double* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  double* data_ = nullptr;
  std::size_t size_ = 0;
};

Block g_input;
std::size_t g_staged = 0;  // How many input values the caller staged.
Block g_output;
std::optional<EncodePlan> g_plan;
// The shape of the last reserved result: the part count, then per part its
// byte offset and three dimensions.
double g_shape[1 + 4 * kMaxParts];
double g_part_offsets[kMaxParts];  // In bytes, for PartAt.

double AddressOf(const void* pointer) {
  return static_cast<double>(reinterpret_cast<std::uintptr_t>(pointer));
}

Status NoMemory(const char* what, double doubles) {
  return Status::Range(what, std::string("not enough memory for ") + what +
                                 ": " + FormatNumber(doubles) +
                                 " float64 values (" +
                                 FormatNumber(doubles * 8 / 1048576) +
                                 " MiB); try a smaller size");
}

}  // namespace

double Stage(double doubles) {
  g_staged = 0;
  if (!(doubles >= 0) || doubles > static_cast<double>(kMaxElements) ||
      std::floor(doubles) != doubles) {
    return 0;
  }
  if (!g_input.Reserve(static_cast<std::size_t>(doubles))) return 0;
  g_staged = static_cast<std::size_t>(doubles);
  return AddressOf(g_input.data());
}

void Release() {
  g_input.Free();
  g_staged = 0;
  g_output.Free();
  g_plan.reset();
}

double ShapeAddress() { return AddressOf(g_shape); }

const double* StagedInput() { return g_input.data(); }

Status CheckStaged(double count, const char* param) {
  if (!(count >= 0) || count > static_cast<double>(g_staged) ||
      g_input.data() == nullptr) {
    return Status::Range(
        param, std::string(param) + " was not staged in engine memory: " +
                   FormatNumber(count) + " values asked, " +
                   FormatNumber(static_cast<double>(g_staged)) + " staged");
  }
  return Status::Ok();
}

Status ReserveOutput(double doubles, const char* what) {
  if (!g_output.Reserve(static_cast<std::size_t>(doubles))) {
    return NoMemory(what, doubles);
  }
  return Status::Ok();
}

double* Output() { return g_output.data(); }

std::size_t OutputSize() { return g_output.size(); }

Status ReserveParts(const PartSizes& sizes,
                    std::initializer_list<std::initializer_list<double>> dims,
                    const char* what) {
  const int parts = sizes.count;
  if (static_cast<int>(dims.size()) != parts) {
    // A programming error of an adapter, caught by the tests that call
    // every function; never an input's fault.
    return Status::Range(what,
                         std::string("engine: ") + what + " has " +
                             FormatNumber(static_cast<double>(dims.size())) +
                             " parts, its description " + FormatNumber(parts));
  }
  double shape[1 + 4 * kMaxParts] = {static_cast<double>(parts)};
  double bytes = 0;
  int j = 0;
  for (const std::initializer_list<double>& part : dims) {
    double count = 1;
    int axis = 0;
    double* slot = shape + 1 + 4 * j;
    slot[0] = bytes;
    slot[1] = slot[2] = slot[3] = 1;
    for (double d : part) {
      count *= d;
      if (axis < 3) slot[1 + axis] = d;
      ++axis;
    }
    const double size = sizes.bytes[j];
    bytes += std::ceil(count * size / 8) * 8;
    ++j;
  }
  const Status status = ReserveOutput(bytes / 8, what);
  if (!status.ok) return status;
  for (int k = 0; k < 1 + 4 * kMaxParts; ++k) g_shape[k] = shape[k];
  for (int k = 0; k < parts; ++k) g_part_offsets[k] = shape[1 + 4 * k];
  return Status::Ok();
}

template <>
double* PartAt<double>(int index) {
  return Output() + static_cast<std::size_t>(g_part_offsets[index] / 8);
}

template <>
std::int32_t* PartAt<std::int32_t>(int index) {
  return reinterpret_cast<std::int32_t*>(PartAt<double>(index));
}

std::optional<EncodePlan>& Plan() { return g_plan; }

Result Fail(const Status& s) {
  Result r;
  r.ok = s.ok;
  r.kind = static_cast<int>(s.kind);
  r.param = s.param;
  r.message = s.message;
  return r;
}

Result OkAt(const void* address) {
  Result r;
  r.address = AddressOf(address);
  return r;
}

Result Ok() { return OkAt(Output()); }

std::string Quoted(const char* name) { return std::string("\"") + name + "\""; }

std::string NameList(const char* const* names, int count,
                     const char* last_separator) {
  std::string out;
  for (int k = 0; k < count; ++k) {
    if (k > 0) out += k == count - 1 ? last_separator : ", ";
    out += Quoted(names[k]);
  }
  return out;
}

}  // namespace adapters
}  // namespace posenc
