#include "posenc/lab/seed_bands.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace posenc {
namespace lab {

POSENC_COLD Status ValidateSeedBands(double count, double runs, double window) {
  const auto whole = [](double v) {
    return std::isfinite(v) && std::floor(v) == v;
  };
  const auto most = static_cast<double>(kMaxElements);
  if (!(whole(count) && count >= 1 && count <= most)) {
    return Status::Range(
        "values", "values must hold from 1 to " + FormatNumber(most) +
                      " (maxElements) values; got " + FormatNumber(count));
  }
  if (!(whole(runs) && runs >= 1 && runs <= count &&
        std::fmod(count, runs) == 0)) {
    return Status::Range(
        "runs", "runs must be a whole number from 1 to values.length (" +
                    FormatNumber(count) +
                    ") that divides it (values holds runs rows of equal "
                    "length); got " +
                    FormatNumber(runs));
  }
  const double n = count / runs;
  if (!(whole(window) && window >= 1 && window <= n)) {
    return Status::Range("window",
                         "window must be a whole number from 1 to the row "
                         "length values.length / runs (" +
                             FormatNumber(n) + "); got " +
                             FormatNumber(window));
  }
  return Status::Ok();
}

void TrailingMeanInto(double* out, const double* values, std::int64_t n,
                      std::int64_t window) {
  double sum = 0;
  std::int64_t present = 0;
  for (std::int64_t k = 0; k < n; ++k) {
    if (k % window == 0) {
      // Afresh: the window ending at k, in index order.
      sum = 0;
      present = 0;
      for (std::int64_t j = std::max<std::int64_t>(0, k - window + 1); j <= k;
           ++j) {
        if (std::isfinite(values[j])) {
          sum += values[j];
          ++present;
        }
      }
    } else {
      if (std::isfinite(values[k])) {
        sum += values[k];
        ++present;
      }
      if (k >= window && std::isfinite(values[k - window])) {
        sum -= values[k - window];
        --present;
      }
    }
    // values[k] present means present >= 1.
    out[k] = std::isfinite(values[k])
                 ? sum / static_cast<double>(present)
                 : std::numeric_limits<double>::quiet_NaN();
  }
}

void SeedBandsInto(double* mean, double* min, double* max, const double* values,
                   std::int64_t runs, std::int64_t n, std::int64_t window) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<double> row(size);
  std::vector<std::int64_t> present(size, 0);
  std::fill(mean, mean + n, 0.0);
  for (std::int64_t r = 0; r < runs; ++r) {
    TrailingMeanInto(row.data(), values + r * n, n, window);
    for (std::int64_t k = 0; k < n; ++k) {
      const double v = row[static_cast<std::size_t>(k)];
      if (!std::isfinite(v)) continue;
      std::int64_t& c = present[static_cast<std::size_t>(k)];
      mean[k] += v;
      min[k] = c == 0 ? v : std::min(min[k], v);
      max[k] = c == 0 ? v : std::max(max[k], v);
      ++c;
    }
  }
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (std::int64_t k = 0; k < n; ++k) {
    const std::int64_t c = present[static_cast<std::size_t>(k)];
    if (c == 0) {
      mean[k] = min[k] = max[k] = nan;
    } else {
      mean[k] /= static_cast<double>(c);
    }
  }
}

}  // namespace lab
}  // namespace posenc
