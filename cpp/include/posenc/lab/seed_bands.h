// What the lab view draws of several seeds' curves (docs/lab.md, "Seed
// bands"): each run's trailing mean over a window (the loss curves: a
// band should show the seeds' spread, not one batch's noise), then, x by x,
// the mean, the lowest and the highest over the runs. The engine's, not the
// page's, so every number the page shows is computed by the engine.
//
// Missing values: a run still training has NaN past its last step (the
// view's loss arrays start filled with NaN), so a value that is not finite
// (NaN or an infinity) is treated as missing, never as a number: the
// trailing mean of a missing value is missing, and a present value's is
// the mean of the present values in its window; a band at x is over the
// runs with a value there, and NaN where none has one.
#ifndef POSENC_LAB_SEED_BANDS_H_
#define POSENC_LAB_SEED_BANDS_H_

#include <cstdint>

#include "posenc/status.h"

namespace posenc {
namespace lab {

// count (values.length): 1 to kMaxElements values; runs: a whole number
// from 1 to count that divides it (runs rows of count / runs values);
// window: a whole number from 1 to the row length count / runs.
Status ValidateSeedBands(double count, double runs, double window);

// out[k] (k < n): NaN where values[k] is missing, else the mean of the
// present values among values[max(0, k - window + 1) .. k] (fewer at the
// start). A running sum, summed afresh at every multiple of window, so its
// rounding drift is bounded by one window's, however long the run.
// window 1 copies the present values as they are.
void TrailingMeanInto(double* out, const double* values, std::int64_t n,
                      std::int64_t window);

// values: runs rows of n, row-major. Each row's trailing mean over window
// (TrailingMeanInto), then for each k: mean[k], min[k] and max[k] over the
// rows with a present value at k (summed in row order), NaN where none has.
void SeedBandsInto(double* mean, double* min, double* max, const double* values,
                   std::int64_t runs, std::int64_t n, std::int64_t window);

}  // namespace lab
}  // namespace posenc

#endif  // POSENC_LAB_SEED_BANDS_H_
