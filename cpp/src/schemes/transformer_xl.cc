#include "posenc/schemes/transformer_xl.h"

#include <string>
#include <vector>

#include "posenc/comparison.h"
#include "posenc/costs.h"
#include "posenc/encoding.h"

namespace posenc {
namespace {

// N(0, 1) draws: the learned table's N(0, 0.02^2) values rescaled, so the
// content vectors have unit-variance entries like normalised embeddings.
std::vector<double> Normals(std::int64_t rows, std::int64_t d_model,
                            std::uint64_t seed) {
  std::vector<double> out(static_cast<std::size_t>(rows * d_model));
  LearnedTableInto(out.data(), rows, d_model, seed);
  for (double& x : out) x /= 0.02;
  return out;
}

double Dot(const double* a, const double* b, std::int64_t n) {
  double sum = 0;
  for (std::int64_t k = 0; k < n; ++k) sum += a[k] * b[k];
  return sum;
}

}  // namespace

POSENC_COLD Status ValidateTransformerXl(double seq_len, double d_model) {
  Status status = ValidateSeqLen(seq_len);
  if (status.ok) status = ValidateDModel(d_model);
  if (status.ok) {
    status =
        ValidateCost("seqLen", "transformerXlTerms", kTransformerXlCost,
                     FormatNumber(seq_len) + " * " + FormatNumber(seq_len) +
                         " * " + FormatNumber(d_model),
                     seq_len * seq_len * d_model);
  }
  return status;
}

void TransformerXlTermsInto(double* out, std::int64_t seq_len,
                            std::int64_t d_model) {
  const std::vector<double> content =
      Normals(seq_len, d_model, kTxlContentSeed);
  const std::vector<double> u = Normals(1, d_model, kTxlUSeed);
  const std::vector<double> v = Normals(1, d_model, kTxlVSeed);
  // R for every distance i - j from -(seq_len - 1) to seq_len - 1: row
  // (i - j) + seq_len - 1. Each row is shared by a whole diagonal.
  const std::int64_t distances = 2 * seq_len - 1;
  std::vector<double> positions(static_cast<std::size_t>(distances));
  for (std::int64_t r = 0; r < distances; ++r) {
    positions[static_cast<std::size_t>(r)] =
        static_cast<double>(r - (seq_len - 1));
  }
  EncodingOptions options;
  options.layout = Layout::kSplit;
  const std::vector<double> rel = EncodePositions(positions, d_model, options);
  // Terms c and d depend on j alone and on i - j alone: compute them once.
  std::vector<double> c_of_key(static_cast<std::size_t>(seq_len));
  for (std::int64_t j = 0; j < seq_len; ++j) {
    c_of_key[static_cast<std::size_t>(j)] =
        Dot(u.data(), content.data() + j * d_model, d_model);
  }
  std::vector<double> d_of_distance(static_cast<std::size_t>(distances));
  for (std::int64_t r = 0; r < distances; ++r) {
    d_of_distance[static_cast<std::size_t>(r)] =
        Dot(v.data(), rel.data() + r * d_model, d_model);
  }
  const std::int64_t plane = seq_len * seq_len;
  for (std::int64_t i = 0; i < seq_len; ++i) {
    const double* query = content.data() + i * d_model;
    for (std::int64_t j = 0; j < seq_len; ++j) {
      const std::int64_t r = i - j + seq_len - 1;
      const std::int64_t at = i * seq_len + j;
      const double a = Dot(query, content.data() + j * d_model, d_model);
      const double b = Dot(query, rel.data() + r * d_model, d_model);
      const double c = c_of_key[static_cast<std::size_t>(j)];
      const double d = d_of_distance[static_cast<std::size_t>(r)];
      out[at] = a;
      out[plane + at] = b;
      out[2 * plane + at] = c;
      out[3 * plane + at] = d;
      out[4 * plane + at] = a + b + c + d;
    }
  }
}

}  // namespace posenc
