// The backward pass of model.h, written by hand: each step is the transpose
// of its forward step, in reverse order (docs/lab.md, "Backward").
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "kernels.h"
#include "posenc/lab/model.h"

namespace posenc {
namespace lab {

namespace {
std::size_t Size(std::int64_t n) { return static_cast<std::size_t>(n); }
}  // namespace

// Per layer: Wq^T, Wk^T, Wv^T, Wo^T (d x d), W1^T (4d x d), W2^T (d x 4d);
// then U^T (V x d). With them every backward product is again a MatMul
// whose inner loop runs along a contiguous row.
void Model::UpdateTransposes() {
  const std::int64_t d = config_.d_model;
  const std::int64_t per_layer = 12 * d * d;
  transposed_weights_.resize(
      Size(config_.layers * per_layer + config_.vocab_size * d));
  for (std::size_t l = 0; l < layers_.size(); ++l) {
    const LayerOffsets& o = layout_.layers[l];
    double* t =
        transposed_weights_.data() + static_cast<std::int64_t>(l) * per_layer;
    Transpose(t, params_ + o.wq, d, d);
    Transpose(t + d * d, params_ + o.wk, d, d);
    Transpose(t + 2 * d * d, params_ + o.wv, d, d);
    Transpose(t + 3 * d * d, params_ + o.wo, d, d);
    Transpose(t + 4 * d * d, params_ + o.w1, 4 * d, d);
    Transpose(t + 8 * d * d, params_ + o.w2, d, 4 * d);
  }
  Transpose(transposed_weights_.data() + config_.layers * per_layer,
            params_ + layout_.unembed, config_.vocab_size, d);
  transposed_ = true;
}

void Model::AttentionBackward(const LayerCache& cache, std::int64_t t_len,
                              const double* d_o, double* dq, double* dk,
                              double* dv, double* d_t5, double* dw) const {
  const std::int64_t d = config_.d_model;
  const std::int64_t h = config_.head_width();
  const std::int64_t heads = config_.heads;
  const double scale = 1.0 / std::sqrt(static_cast<double>(h));
  std::fill(dq, dq + t_len * d, 0.0);
  std::fill(dk, dk + t_len * d, 0.0);
  std::fill(dv, dv + t_len * d, 0.0);
  for (std::int64_t j = 0; j < heads; ++j) {
    for (std::int64_t t = 0; t < t_len; ++t) {
      const double* row = cache.w.data() + (j * t_len + t) * t_len;
      const std::int64_t end = config_.causal ? t + 1 : t_len;
      const double* dot = d_o + t * d + j * h;
      // o_t = sum_s w_ts v_s: dw_ts = dO_t . v_s and dv_s += w_ts dO_t.
      double weighted = 0;  // sum_s w_ts dw_ts, softmax's backward term.
      for (std::int64_t s = 0; s < end; ++s) {
        const double* vs = cache.v.data() + s * d + j * h;
        double* dvs = dv + s * d + j * h;
        double acc = 0;
        for (std::int64_t i = 0; i < h; ++i) {
          acc += dot[i] * vs[i];
          dvs[i] += row[s] * dot[i];
        }
        dw[s] = acc;
        weighted += row[s] * acc;
      }
      // Softmax: ds_ts = w_ts (dw_ts - sum_s' w_ts' dw_ts'); the score is
      // q_t . k_s / sqrt(h) + bias.
      const double* qt = cache.q.data() + t * d + j * h;
      double* dqt = dq + t * d + j * h;
      for (std::int64_t s = 0; s < end; ++s) {
        const double ds = row[s] * (dw[s] - weighted);
        if (d_t5 != nullptr) {
          d_t5[buckets_[Size(s - t + capacity_ - 1)] * heads + j] += ds;
        }
        const double g = ds * scale;
        const double* ks = cache.k.data() + s * d + j * h;
        double* dks = dk + s * d + j * h;
        for (std::int64_t i = 0; i < h; ++i) {
          dqt[i] += g * ks[i];
          dks[i] += g * qt[i];
        }
      }
    }
  }
}

void Model::Backward(const double* dlogits, double* grad) {
  if (!transposed_) UpdateTransposes();
  const std::int64_t t_len = t_len_;
  const std::int64_t d = config_.d_model;
  const std::int64_t v_size = config_.vocab_size;
  const std::int64_t td = t_len * d;
  const std::int64_t per_layer = 12 * d * d;
  for (std::vector<double>* v :
       {&dx_, &dmid_, &dc_, &da_, &d_o_, &dq_, &dk_, &dv_, &dz_}) {
    v->resize(Size(capacity_ * d));
  }
  dh_.resize(Size(capacity_ * 4 * d));
  drow_.resize(Size(capacity_));

  // logits = z U.
  AccumulateATransposeB(grad + layout_.unembed, z_.data(), dlogits, t_len, d,
                        v_size);
  MatMul(dz_.data(), dlogits,
         transposed_weights_.data() + config_.layers * per_layer, t_len, v_size,
         d);
  std::fill(dx_.begin(), dx_.begin() + static_cast<std::ptrdiff_t>(td), 0.0);
  LayerNormBackward(dx_.data(), grad + layout_.gf, grad + layout_.bf,
                    dz_.data(), xhatf_.data(), rstdf_.data(),
                    params_ + layout_.gf, t_len, d);

  for (std::int64_t l = config_.layers - 1; l >= 0; --l) {
    const LayerCache& c = layers_[Size(l)];
    const LayerOffsets& o = layout_.layers[Size(l)];
    const double* tw = transposed_weights_.data() + l * per_layer;
    // x_out = x_mid + ReLU(c W1 + b1) W2 + b2; dx_ holds d x_out.
    AccumulateColumnSums(grad + o.b2, dx_.data(), t_len, d);
    AccumulateATransposeB(grad + o.w2, c.hr.data(), dx_.data(), t_len, 4 * d,
                          d);
    MatMul(dh_.data(), dx_.data(), tw + 8 * d * d, t_len, d, 4 * d);
    for (std::int64_t i = 0; i < t_len * 4 * d; ++i) {
      if (!(c.hpre[Size(i)] > 0)) dh_[Size(i)] = 0.0;
    }
    AccumulateATransposeB(grad + o.w1, c.c.data(), dh_.data(), t_len, d, 4 * d);
    AccumulateColumnSums(grad + o.b1, dh_.data(), t_len, 4 * d);
    MatMul(dc_.data(), dh_.data(), tw + 4 * d * d, t_len, 4 * d, d);
    // d x_mid = d x_out (the residual) + LN2's backward.
    std::copy(dx_.begin(), dx_.begin() + static_cast<std::ptrdiff_t>(td),
              dmid_.begin());
    LayerNormBackward(dmid_.data(), grad + o.g2, grad + o.b2n, dc_.data(),
                      c.xhat2.data(), c.rstd2.data(), params_ + o.g2, t_len, d);
    // x_mid = x_in + o Wo.
    AccumulateATransposeB(grad + o.wo, c.o.data(), dmid_.data(), t_len, d, d);
    MatMul(d_o_.data(), dmid_.data(), tw + 3 * d * d, t_len, d, d);
    AttentionBackward(c, t_len, d_o_.data(), dq_.data(), dk_.data(), dv_.data(),
                      layout_.t5 >= 0 ? grad + layout_.t5 : nullptr,
                      drow_.data());
    if (!rope_cos_.empty()) {
      // The rotation is orthogonal: its transpose rotates back.
      Rotate(dq_.data(), t_len, true);
      Rotate(dk_.data(), t_len, true);
    }
    AccumulateATransposeB(grad + o.wq, c.a.data(), dq_.data(), t_len, d, d);
    AccumulateATransposeB(grad + o.wk, c.a.data(), dk_.data(), t_len, d, d);
    AccumulateATransposeB(grad + o.wv, c.a.data(), dv_.data(), t_len, d, d);
    MatMul(da_.data(), dq_.data(), tw, t_len, d, d);
    MatMul(dc_.data(), dk_.data(), tw + d * d, t_len, d, d);
    for (std::int64_t i = 0; i < td; ++i) da_[Size(i)] += dc_[Size(i)];
    MatMul(dc_.data(), dv_.data(), tw + 2 * d * d, t_len, d, d);
    for (std::int64_t i = 0; i < td; ++i) da_[Size(i)] += dc_[Size(i)];
    // d x_in = d x_mid (the residual) + LN1's backward.
    std::copy(dmid_.begin(), dmid_.begin() + static_cast<std::ptrdiff_t>(td),
              dx_.begin());
    LayerNormBackward(dx_.data(), grad + o.g1, grad + o.b1n, da_.data(),
                      c.xhat1.data(), c.rstd1.data(), params_ + o.g1, t_len, d);
  }
  // x_t = E[token_t] (+ Pl[pos_t]).
  for (std::int64_t t = 0; t < t_len; ++t) {
    const double* g = dx_.data() + t * d;
    double* e = grad + layout_.embed + tokens_[Size(t)] * d;
    for (std::int64_t i = 0; i < d; ++i) e[i] += g[i];
    if (layout_.positions >= 0) {
      double* pl = grad + layout_.positions + positions_[Size(t)] * d;
      for (std::int64_t i = 0; i < d; ++i) pl[i] += g[i];
    }
  }
}

}  // namespace lab
}  // namespace posenc
