"""The lab view's seed bands in NumPy float64, written from docs/lab.md
("Seed bands") independently of the engine's running sum: each row's
trailing mean summed directly over its window, then the mean, min and max
over the rows with a value, with NumPy's nan-aware reductions.

A value that is not finite (NaN, +-inf) is missing: its own trailing mean is
NaN, it is left out of its neighbours' windows and of the bands, which are
NaN where no row has a value.
"""

import warnings

import numpy as np


def trailing_mean(row, window):
    out = np.full(len(row), np.nan)
    for k in range(len(row)):
        if not np.isfinite(row[k]):
            continue
        w = row[max(0, k - window + 1) : k + 1]
        out[k] = np.mean(w[np.isfinite(w)])
    return out


def seed_bands(values, runs, window):
    rows = np.asarray(values, dtype=np.float64).reshape(runs, -1)
    smooth = np.array([trailing_mean(r, window) for r in rows])
    with warnings.catch_warnings():
        # A column no row has reached: NumPy warns and returns NaN, as the
        # engine does.
        warnings.simplefilter("ignore", RuntimeWarning)
        return np.nanmean(smooth, axis=0), np.nanmin(smooth, axis=0), np.nanmax(smooth, axis=0)


def cases():
    rng = np.random.RandomState(22)
    out = []

    # Three seeds' losses over 400 steps, window 8 (the view's 400 / 50):
    # falling from about 2.3 with batch noise; the third seed has trained 250
    # steps so far (NaN after).
    steps = np.arange(400)
    losses = np.array(
        [2.3 * np.exp(-steps / (60 + 20 * s)) + 0.15 + 0.08 * rng.randn(400) for s in range(3)]
    )
    losses[2, 250:] = np.nan
    out.append(("losses of 3 seeds, one still training", losses, 8))

    # Accuracies of 3 seeds at 22 lengths (multiples of 1/100), no smoothing.
    acc = np.round(rng.uniform(0, 1, size=(3, 22)) * 100) / 100
    out.append(("accuracies of 3 seeds, window 1", acc, 1))

    # Holes: NaN and infinities inside rows, a column no row has reached.
    holes = rng.randn(2, 50) * 3 + 1
    holes[0, [3, 4, 17]] = np.nan
    holes[1, [5, 30]] = [np.inf, -np.inf]
    holes[:, 49] = np.nan
    out.append(("two rows with holes and an empty last column, window 5", holes, 5))

    # One run, a window as long as the row: the running mean from the start.
    one = rng.uniform(0.5, 3, size=(1, 64))
    out.append(("one run, window = the row length", one, 64))

    # 5 seeds over 5000 steps (the view's largest), window 100.
    many = 1.5 + 0.5 * rng.randn(5, 5000)
    many[3, 4000:] = np.nan
    out.append(("5 seeds of 5000 steps, window 100", many, 100))
    return out


def add(manifest, w):
    manifest["labSeedBands"] = []
    for name, rows, window in cases():
        mean, lo, hi = seed_bands(rows.ravel(), rows.shape[0], window)
        manifest["labSeedBands"].append(
            {
                "name": name,
                "runs": int(rows.shape[0]),
                "window": int(window),
                "values": w.array(rows.ravel()),
                "mean": w.array(mean),
                "min": w.array(lo),
                "max": w.array(hi),
            }
        )


if __name__ == "__main__":
    print(__doc__)
