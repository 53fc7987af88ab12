#include "posenc/lab/config.h"

#include <cmath>
#include <string>

namespace posenc {
namespace lab {
namespace {

bool IsWholeIn(double value, double low, double high) {
  return std::isfinite(value) && std::floor(value) == value && value >= low &&
         value <= high;
}

std::string Quoted(const char* const* names, int count) {
  std::string out;
  for (int k = 0; k < count; ++k) {
    if (k > 0) out += k + 1 == count ? " or " : ", ";
    out += std::string("\"") + names[k] + "\"";
  }
  return out;
}

Status WholeRange(const char* name, double value, double low, double high,
                  const std::string& extra = "") {
  if (IsWholeIn(value, low, high)) return Status::Ok();
  return Status::Range(name, std::string(name) + " must be a whole number" +
                                 extra + " from " + FormatNumber(low) + " to " +
                                 FormatNumber(high) + "; got " +
                                 FormatNumber(value));
}

}  // namespace

bool ParseTask(const std::string& name, Task* task) {
  for (int k = 0; k < kLabTaskCount; ++k) {
    if (name == kLabTaskNames[k]) {
      *task = static_cast<Task>(k);
      return true;
    }
  }
  return false;
}

bool ParseEncoding(const std::string& name, Encoding* encoding) {
  for (int k = 0; k < kLabEncodingCount; ++k) {
    if (name == kLabEncodingNames[k]) {
      *encoding = static_cast<Encoding>(k);
      return true;
    }
  }
  return false;
}

const char* TaskName(Task task) {
  return kLabTaskNames[static_cast<int>(task)];
}
const char* EncodingName(Encoding encoding) {
  return kLabEncodingNames[static_cast<int>(encoding)];
}

POSENC_COLD Status ValidateConfig(const ConfigInput& in, Config* config) {
  Config c;
  if (!ParseTask(in.task, &c.task)) {
    return Status::Range("task", "task must be one of " +
                                     Quoted(kLabTaskNames, kLabTaskCount) +
                                     "; got \"" + in.task + "\"");
  }
  if (!ParseEncoding(in.encoding, &c.encoding)) {
    return Status::Range("encoding",
                         "encoding must be one of " +
                             Quoted(kLabEncodingNames, kLabEncodingCount) +
                             "; got \"" + in.encoding + "\"");
  }
  c.causal = in.causal;
  Status s = WholeRange("layers", in.layers, 1, kLabMaxLayers);
  if (s.ok) s = WholeRange("heads", in.heads, 1, kLabMaxHeads);
  if (s.ok) {
    s = WholeRange("dModel", in.d_model, kLabMinDModel, kLabMaxDModel);
  }
  if (s.ok && std::fmod(in.d_model, 2.0) != 0.0) {
    s = Status::Range("dModel", "dModel must be an even whole number from " +
                                    FormatNumber(kLabMinDModel) + " to " +
                                    FormatNumber(kLabMaxDModel) + "; got " +
                                    FormatNumber(in.d_model));
  }
  if (s.ok && std::fmod(in.d_model, in.heads) != 0.0) {
    s = Status::Range("dModel", "dModel must be a multiple of heads (" +
                                    FormatNumber(in.heads) + "); got " +
                                    FormatNumber(in.d_model));
  }
  // RoPE rotates pairs of each head's columns, so a head needs an even width.
  if (s.ok && c.encoding == Encoding::kRope &&
      std::fmod(in.d_model / in.heads, 2.0) != 0.0) {
    s = Status::Range("heads",
                      "heads must leave an even head width dModel / heads "
                      "for rope; got " +
                          FormatNumber(in.d_model) + " / " +
                          FormatNumber(in.heads) + " = " +
                          FormatNumber(in.d_model / in.heads));
  }
  if (s.ok) {
    s = WholeRange("vocabSize", in.vocab_size, kLabMinVocab, kLabMaxVocab);
  }
  if (s.ok) s = WholeRange("maxLength", in.max_length, 1, kLabMaxLength);
  if (!s.ok) return s;
  c.layers = static_cast<std::int64_t>(in.layers);
  c.heads = static_cast<std::int64_t>(in.heads);
  c.d_model = static_cast<std::int64_t>(in.d_model);
  c.vocab_size = static_cast<std::int64_t>(in.vocab_size);
  c.max_length = static_cast<std::int64_t>(in.max_length);
  *config = c;
  return Status::Ok();
}

std::int64_t SequenceLength(Task task, std::int64_t n) {
  return task == Task::kLookback ? n : 2 * n + 1;
}

std::int64_t PositionCapacity(const Config& config) {
  return SequenceLength(config.task, config.max_length);
}

Layout MakeLayout(const Config& c) {
  const std::int64_t d = c.d_model;
  Layout layout;
  std::int64_t at = 0;
  auto take = [&at](std::int64_t size) {
    const std::int64_t offset = at;
    at += size;
    return offset;
  };
  layout.embed = take(c.vocab_size * d);
  if (c.encoding == Encoding::kLearned) {
    layout.positions = take(PositionCapacity(c) * d);
  }
  if (c.encoding == Encoding::kT5) layout.t5 = take(kLabT5Buckets * c.heads);
  for (std::int64_t l = 0; l < c.layers; ++l) {
    LayerOffsets o;
    o.g1 = take(d);
    o.b1n = take(d);
    o.wq = take(d * d);
    o.wk = take(d * d);
    o.wv = take(d * d);
    o.wo = take(d * d);
    o.g2 = take(d);
    o.b2n = take(d);
    o.w1 = take(d * 4 * d);
    o.b1 = take(4 * d);
    o.w2 = take(4 * d * d);
    o.b2 = take(d);
    layout.layers.push_back(o);
  }
  layout.gf = take(d);
  layout.bf = take(d);
  layout.unembed = take(d * c.vocab_size);
  layout.count = at;
  return layout;
}

std::int64_t ParameterCount(const Config& config) {
  return MakeLayout(config).count;
}

POSENC_COLD Status ValidateSeed(double seed, const char* name) {
  if (IsWholeIn(seed, 0, kMaxAbsPosition)) return Status::Ok();
  return Status::Range(
      name, std::string(name) + " must be a whole number from 0 to " +
                MaxPositionText() + "; got " + FormatNumber(seed));
}

}  // namespace lab
}  // namespace posenc
