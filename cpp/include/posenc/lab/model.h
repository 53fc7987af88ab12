// The lab's model: a pre-LayerNorm transformer (docs/lab.md, "Model"), one
// sequence at a time, and its hand-written backward pass.
//
// x_t = E[token_t] (+ PE(pos_t) or Pl[pos_t]); per layer
//   a = LN1(x); q, k, v = a Wq, a Wk, a Wv; (rope: rotate q, k at pos_t);
//   s_ts = q_t . k_s / sqrt(h) + bias_ts (alibi, t5); causal: s > t masked;
//   x += softmax(s) v Wo;  x += ReLU(LN2(x) W1 + b1) W2 + b2;
// logits = LNf(x) U.
//
// One sequence at a time keeps the memory to one sequence's activations
// (a few MB at the largest shape) and every weight gradient a sum over the
// sequences in batch order, so the result does not depend on any blocking.
#ifndef POSENC_LAB_MODEL_H_
#define POSENC_LAB_MODEL_H_

#include <cstdint>
#include <vector>

#include "posenc/lab/config.h"

namespace posenc {
namespace lab {

class Model {
 public:
  // params: ParameterCount(config) values in the layout of MakeLayout; not
  // owned, read at every Forward and Backward (so that training can update
  // them in place between steps).
  Model(const Config& config, const double* params);

  // Runs one sequence of t_len tokens (1 <= t_len <= PositionCapacity),
  // each 0 .. V-1; positions (t_len values in [0, P)) or null for
  // 0 .. t_len-1. Keeps every activation the backward pass needs.
  void Forward(const std::int32_t* tokens, const std::int32_t* positions,
               std::int64_t t_len);
  // The last Forward's logits, t_len x V.
  const double* logits() const { return logits_.data(); }
  // The last Forward's attention weights of layer l, heads x t_len x t_len
  // (head, query, key), zero where masked.
  const double* attention(std::int64_t l) const {
    return layers_[static_cast<std::size_t>(l)].w.data();
  }

  // Adds the gradient of sum(dlogits * logits) of the last Forward to grad
  // (ParameterCount values, same layout as the parameters).
  void Backward(const double* dlogits, double* grad);

  // The weights changed in place: Backward re-reads its transposed copies.
  void ParamsChanged() { transposed_ = false; }

  const Config& config() const { return config_; }
  const Layout& layout() const { return layout_; }

 private:
  struct LayerCache {
    std::vector<double> x_in, xhat1, rstd1, a, q, k, v, w, o, x_mid, xhat2,
        rstd2, c, hpre, hr;
  };
  void Attention(const LayerCache& cache, std::int64_t t_len, double* w,
                 double* o) const;
  void AttentionBackward(const LayerCache& cache, std::int64_t t_len,
                         const double* d_o, double* dq, double* dk, double* dv,
                         double* d_t5, double* dw) const;
  void Rotate(double* x, std::int64_t t_len, bool inverse) const;
  void UpdateTransposes();

  Config config_;
  Layout layout_;
  const double* params_;
  std::int64_t capacity_;  // P: the longest sequence.
  std::int64_t t_len_ = 0;
  std::vector<std::int32_t> tokens_, positions_;

  // Fixed by the config: the sinusoidal table (P x d, sinusoidal and
  // randomized), RoPE's cos and sin (P x h/2), ALiBi's slopes (H), T5's
  // bucket of each offset s - t (2P - 1, offset + P - 1).
  std::vector<double> sinusoid_, rope_cos_, rope_sin_, slopes_;
  std::vector<std::int32_t> buckets_;

  std::vector<LayerCache> layers_;
  std::vector<double> x_final_, xhatf_, rstdf_, z_, logits_;

  // Backward's scratch and the transposed weights (d x d and 4d x d blocks
  // read row by row as W^T).
  bool transposed_ = false;
  std::vector<double> transposed_weights_;
  std::vector<double> dx_, dmid_, dh_, dc_, da_, d_o_, dq_, dk_, dv_, dz_,
      drow_;
};

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_MODEL_H_
