// The forward pass (model.h). The backward pass is in backward.cc.
#include "posenc/lab/model.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "kernels.h"
#include "posenc/encoding.h"
#include "posenc/schemes/alibi.h"
#include "posenc/schemes/t5.h"

namespace posenc {
namespace lab {

namespace {
std::size_t Size(std::int64_t n) { return static_cast<std::size_t>(n); }
}  // namespace

Model::Model(const Config& config, const double* params)
    : config_(config),
      layout_(MakeLayout(config)),
      params_(params),
      capacity_(PositionCapacity(config)) {
  const std::int64_t d = config.d_model;
  const std::int64_t p = capacity_;
  const std::int64_t h = config.head_width();
  const std::int64_t heads = config.heads;
  if (config.encoding == Encoding::kSinusoidal ||
      config.encoding == Encoding::kRandomized) {
    // The engine's own encoding (interleaved sin/cos, base 10000), once for
    // every position a sequence can hold.
    std::vector<double> where(Size(p));
    for (std::int64_t t = 0; t < p; ++t)
      where[Size(t)] = static_cast<double>(t);
    sinusoid_.resize(Size(p * d));
    EncodePositionsInto(sinusoid_.data(), where.data(), p, d,
                        EncodingOptions{});
  }
  if (config.encoding == Encoding::kRope) {
    // The engine's RoPE angles (RopeInto): position / 10000^(2i/h).
    std::vector<double> divisor(Size(h / 2));
    PairDivisorsInto(divisor.data(), h, kDefaultBase, Variant::kCorrect);
    rope_cos_.resize(Size(p * (h / 2)));
    rope_sin_.resize(Size(p * (h / 2)));
    for (std::int64_t t = 0; t < p; ++t) {
      for (std::int64_t i = 0; i < h / 2; ++i) {
        const double angle = static_cast<double>(t) / divisor[Size(i)];
        rope_cos_[Size(t * (h / 2) + i)] = std::cos(angle);
        rope_sin_[Size(t * (h / 2) + i)] = std::sin(angle);
      }
    }
  }
  if (config.encoding == Encoding::kAlibi) slopes_ = AlibiSlopes(heads);
  if (config.encoding == Encoding::kT5) {
    T5Options options;
    options.bidirectional = !config.causal;
    options.num_buckets = kLabT5Buckets;
    options.max_distance = kLabT5MaxDistance;
    buckets_.resize(Size(2 * p - 1));
    for (std::int64_t r = -(p - 1); r <= p - 1; ++r) {
      buckets_[Size(r + p - 1)] = T5Bucket(r, options);
    }
  }

  const std::int64_t td = p * d;
  layers_.resize(Size(config.layers));
  for (LayerCache& c : layers_) {
    for (std::vector<double>* v : {&c.x_in, &c.xhat1, &c.a, &c.q, &c.k, &c.v,
                                   &c.o, &c.x_mid, &c.xhat2, &c.c}) {
      v->resize(Size(td));
    }
    c.rstd1.resize(Size(p));
    c.rstd2.resize(Size(p));
    c.w.resize(Size(heads * p * p));
    c.hpre.resize(Size(4 * td));
    c.hr.resize(Size(4 * td));
  }
  x_final_.resize(Size(td));
  xhatf_.resize(Size(td));
  rstdf_.resize(Size(p));
  z_.resize(Size(td));
  logits_.resize(Size(p * config.vocab_size));
  tokens_.resize(Size(p));
  positions_.resize(Size(p));
}

void Model::Rotate(double* x, std::int64_t t_len, bool inverse) const {
  const std::int64_t d = config_.d_model;
  const std::int64_t h = config_.head_width();
  const std::int64_t half = h / 2;
  const double sign = inverse ? -1.0 : 1.0;
  for (std::int64_t t = 0; t < t_len; ++t) {
    const double* cs = rope_cos_.data() + positions_[Size(t)] * half;
    const double* sn = rope_sin_.data() + positions_[Size(t)] * half;
    for (std::int64_t j = 0; j < config_.heads; ++j) {
      double* head = x + t * d + j * h;
      for (std::int64_t i = 0; i < half; ++i) {
        const double x0 = head[2 * i];
        const double x1 = head[2 * i + 1];
        const double s = sign * sn[i];
        head[2 * i] = x0 * cs[i] - x1 * s;
        head[2 * i + 1] = x0 * s + x1 * cs[i];
      }
    }
  }
}

void Model::Attention(const LayerCache& cache, std::int64_t t_len, double* w,
                      double* o) const {
  const std::int64_t d = config_.d_model;
  const std::int64_t h = config_.head_width();
  const std::int64_t heads = config_.heads;
  const double scale = 1.0 / std::sqrt(static_cast<double>(h));
  const double* t5 =
      config_.encoding == Encoding::kT5 ? params_ + layout_.t5 : nullptr;
  const bool alibi = config_.encoding == Encoding::kAlibi;
  std::fill(o, o + t_len * d, 0.0);
  for (std::int64_t j = 0; j < heads; ++j) {
    for (std::int64_t t = 0; t < t_len; ++t) {
      double* row = w + (j * t_len + t) * t_len;
      const std::int64_t end = config_.causal ? t + 1 : t_len;
      const double* qt = cache.q.data() + t * d + j * h;
      double top = -std::numeric_limits<double>::infinity();
      for (std::int64_t s = 0; s < end; ++s) {
        const double* ks = cache.k.data() + s * d + j * h;
        double dot = 0;
        for (std::int64_t i = 0; i < h; ++i) dot += qt[i] * ks[i];
        double score = dot * scale;
        if (alibi) {
          score -= slopes_[Size(j)] * static_cast<double>(std::abs(t - s));
        } else if (t5 != nullptr) {
          score += t5[buckets_[Size(s - t + capacity_ - 1)] * heads + j];
        }
        row[s] = score;
        top = std::max(top, score);
      }
      double sum = 0;
      for (std::int64_t s = 0; s < end; ++s) {
        row[s] = std::exp(row[s] - top);
        sum += row[s];
      }
      const double inv = 1.0 / sum;
      for (std::int64_t s = 0; s < end; ++s) row[s] *= inv;
      std::fill(row + end, row + t_len, 0.0);
      double* ot = o + t * d + j * h;
      for (std::int64_t s = 0; s < end; ++s) {
        const double ws = row[s];
        const double* vs = cache.v.data() + s * d + j * h;
        for (std::int64_t i = 0; i < h; ++i) ot[i] += ws * vs[i];
      }
    }
  }
}

void Model::Forward(const std::int32_t* tokens, const std::int32_t* positions,
                    std::int64_t t_len) {
  t_len_ = t_len;
  const std::int64_t d = config_.d_model;
  const std::int64_t v_size = config_.vocab_size;
  for (std::int64_t t = 0; t < t_len; ++t) {
    tokens_[Size(t)] = tokens[t];
    positions_[Size(t)] =
        positions != nullptr ? positions[t] : static_cast<std::int32_t>(t);
  }
  // Embedding plus the absolute encodings.
  double* x = layers_[0].x_in.data();
  for (std::int64_t t = 0; t < t_len; ++t) {
    const double* e = params_ + layout_.embed + tokens_[Size(t)] * d;
    double* xt = x + t * d;
    const std::int64_t pos = positions_[Size(t)];
    if (!sinusoid_.empty()) {
      const double* pe = sinusoid_.data() + pos * d;
      for (std::int64_t i = 0; i < d; ++i) xt[i] = e[i] + pe[i];
    } else if (layout_.positions >= 0) {
      const double* pl = params_ + layout_.positions + pos * d;
      for (std::int64_t i = 0; i < d; ++i) xt[i] = e[i] + pl[i];
    } else {
      for (std::int64_t i = 0; i < d; ++i) xt[i] = e[i];
    }
  }
  for (std::size_t l = 0; l < layers_.size(); ++l) {
    LayerCache& c = layers_[l];
    const LayerOffsets& o = layout_.layers[l];
    const double* p = params_;
    LayerNormForward(c.a.data(), c.xhat1.data(), c.rstd1.data(), c.x_in.data(),
                     p + o.g1, p + o.b1n, t_len, d);
    MatMul(c.q.data(), c.a.data(), p + o.wq, t_len, d, d);
    MatMul(c.k.data(), c.a.data(), p + o.wk, t_len, d, d);
    MatMul(c.v.data(), c.a.data(), p + o.wv, t_len, d, d);
    if (!rope_cos_.empty()) {
      Rotate(c.q.data(), t_len, false);
      Rotate(c.k.data(), t_len, false);
    }
    Attention(c, t_len, c.w.data(), c.o.data());
    // x_mid = x_in + o Wo.
    MatMul(c.x_mid.data(), c.o.data(), p + o.wo, t_len, d, d);
    for (std::int64_t i = 0; i < t_len * d; ++i)
      c.x_mid[Size(i)] += c.x_in[Size(i)];
    LayerNormForward(c.c.data(), c.xhat2.data(), c.rstd2.data(), c.x_mid.data(),
                     p + o.g2, p + o.b2n, t_len, d);
    MatMul(c.hpre.data(), c.c.data(), p + o.w1, t_len, d, 4 * d);
    for (std::int64_t t = 0; t < t_len; ++t) {
      for (std::int64_t i = 0; i < 4 * d; ++i) {
        const std::size_t at = Size(t * 4 * d + i);
        c.hpre[at] += p[o.b1 + i];
        c.hr[at] = c.hpre[at] > 0 ? c.hpre[at] : 0.0;
      }
    }
    double* next =
        l + 1 < layers_.size() ? layers_[l + 1].x_in.data() : x_final_.data();
    MatMul(next, c.hr.data(), p + o.w2, t_len, 4 * d, d);
    for (std::int64_t t = 0; t < t_len; ++t) {
      for (std::int64_t i = 0; i < d; ++i) {
        next[t * d + i] += p[o.b2 + i] + c.x_mid[Size(t * d + i)];
      }
    }
  }
  LayerNormForward(z_.data(), xhatf_.data(), rstdf_.data(), x_final_.data(),
                   params_ + layout_.gf, params_ + layout_.bf, t_len, d);
  MatMul(logits_.data(), z_.data(), params_ + layout_.unembed, t_len, d,
         v_size);
}

}  // namespace lab
}  // namespace posenc
