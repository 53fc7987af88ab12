"""Times the seed's NumPy positional encoding; prints JSON on stdout.

Usage: /usr/bin/python3 bench/numpy_pe.py [--min-time S] [--min-iters N] LxD ...

pe(n, d) is the function from the seed text (shared/seeds/001), unchanged.
Each size gets warm-up calls, then is repeated for at least --min-time
seconds and --min-iters calls; the median and best per-call times are
reported. OPENBLAS_* variables are left as they are (sin/cos do not use BLAS).
"""

import argparse
import json
import platform
import statistics
import sys
import time

import numpy as np


def pe(n, d):  # sinusoidal positional encoding
    pos, i = np.arange(n)[:, None], np.arange(d // 2)[None, :]
    P = np.zeros((n, d))
    P[:, 0::2] = np.sin(pos / 10000 ** (2 * i / d))
    P[:, 1::2] = np.cos(pos / 10000 ** (2 * i / d))
    return P


def measure(fn, min_time, min_iters, max_iters=1000, warmup=2):
    for _ in range(warmup):
        fn()
    times = []
    start = time.perf_counter()
    while len(times) < max_iters and (
        len(times) < min_iters or time.perf_counter() - start < min_time
    ):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return {
        "median_s": statistics.median(times),
        "best_s": min(times),
        "iters": len(times),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--min-time", type=float, default=0.3)
    parser.add_argument("--min-iters", type=int, default=3)
    parser.add_argument("sizes", nargs="+", help="LxD, e.g. 2048x1024")
    args = parser.parse_args()

    results = []
    for size in args.sizes:
        n, d = (int(v) for v in size.lower().split("x"))
        P = pe(n, d)
        result = measure(lambda: pe(n, d), args.min_time, args.min_iters)
        result.update(
            {
                "L": n,
                "d": d,
                # For a cross-check against the WASM output.
                "sum": float(P.sum()),
                "last_row_head": P[-1, :4].tolist(),
            }
        )
        results.append(result)
        del P

    json.dump(
        {
            "python": platform.python_version(),
            "numpy": np.__version__,
            "executable": sys.executable,
            "results": results,
        },
        sys.stdout,
    )
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
