"""NumPy references for the relative-position schemes Shaw, T5 and ALiBi,
written from the models' reference code rather than from the engine:

- ALiBi slopes: get_slopes of ofirpress/attention_with_linear_biases
  (fairseq), verbatim; the bias matrices in the paper's form -m (i - j) for
  j <= i (and -inf above the diagonal), plus the code's form m * j.
- T5 buckets: _relative_position_bucket of Hugging Face transformers'
  modeling_t5.py, in float32 as the model computes it, and in float64.
- Shaw: clip(j - i, -k, k) + k.

generate.py calls add(manifest, writer). `python3 shaw_t5_alibi.py --text`
prints the same cases as plain text for the C++ tests;
`python3 shaw_t5_alibi.py --differences` lists where float64 changes a T5 bucket.
"""

import math
import sys

import numpy as np


def get_slopes(n):
    """The ALiBi reference code, verbatim."""

    def get_slopes_power_of_2(n):
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        ratio = start
        return [start * ratio**i for i in range(n)]

    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    closest_power_of_2 = 2 ** math.floor(math.log2(n))
    return (
        get_slopes_power_of_2(closest_power_of_2)
        + get_slopes(2 * closest_power_of_2)[0::2][: n - closest_power_of_2]
    )


def alibi_bias(seq_len, heads):
    """(heads, seq, seq): -m (i - j) for j <= i, -inf for j > i."""
    m = np.array(get_slopes(heads))[:, None, None]
    i = np.arange(seq_len)[:, None]
    j = np.arange(seq_len)[None, :]
    with np.errstate(invalid="ignore"):
        bias = -m * (i - j)
    bias = np.where(j <= i, bias, -np.inf)
    return bias + 0.0  # -0.0 on the diagonal reads as 0


def alibi_code_bias(seq_len, heads):
    """The reference code's form: slopes * arange(seq) for every query row."""
    m = np.array(get_slopes(heads))[:, None, None]
    j = np.arange(seq_len)[None, None, :]
    return np.broadcast_to(m * j, (heads, seq_len, seq_len))


def t5_bucket(relative_position, bidirectional=True, num_buckets=32, max_distance=128, float32=True):
    """modeling_t5.py's _relative_position_bucket, in NumPy."""
    relative_position = np.asarray(relative_position, dtype=np.int64)
    relative_buckets = np.zeros_like(relative_position)
    if bidirectional:
        num_buckets //= 2
        relative_buckets += (relative_position > 0).astype(np.int64) * num_buckets
        relative_position = np.abs(relative_position)
    else:
        relative_position = -np.minimum(relative_position, 0)
    max_exact = num_buckets // 2
    is_small = relative_position < max_exact
    ftype = np.float32 if float32 else np.float64
    with np.errstate(divide="ignore"):
        large = np.log(relative_position.astype(ftype) / ftype(max_exact))
    large = large / ftype(math.log(max_distance / max_exact)) * ftype(num_buckets - max_exact)
    large = max_exact + np.where(is_small, 0, large).astype(np.int64)
    large = np.minimum(large, num_buckets - 1)
    return relative_buckets + np.where(is_small, relative_position, large)


def t5_matrix(seq_len, **options):
    i = np.arange(seq_len)[:, None]
    j = np.arange(seq_len)[None, :]
    return t5_bucket(j - i, **options)


def shaw_indices(seq_len, k):
    i = np.arange(seq_len)[:, None]
    j = np.arange(seq_len)[None, :]
    return np.clip(j - i, -k, k) + k


SLOPE_HEADS = [1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 40, 64, 96, 100, 112, 128, 1000, 1024]
ALIBI_BIAS = [(7, 5), (12, 6), (4, 12), (3, 20), (16, 8), (1, 1)]
T5_POSITIONS = list(range(-300, 301)) + [
    1000, -1000, 4095, -4096, 10**6, -(10**6), 2**40, -(2**40), 2**53, -(2**53)
]
# (bidirectional, numBuckets, maxDistance): the models' settings, other sizes,
# and settings where float64 would change a bucket (see --differences).
T5_OPTIONS = [
    (True, 32, 128),
    (False, 32, 128),
    (True, 64, 256),
    (False, 16, 100),
    (True, 20, 77),
    (False, 2, 3),
    (True, 4, 2),
    (True, 18, 128),
    (False, 9, 128),
    (True, 6, 9),
    (False, 19, 27),
]
T5_MATRIX = [(20, True, 32, 128), (40, False, 32, 128), (300, True, 32, 128), (33, False, 9, 128)]
SHAW = [(10, 3), (7, 0), (5, 10), (64, 16), (1, 2)]


def t5_cases():
    out = []
    for bidirectional, nb, md in T5_OPTIONS:
        options = dict(bidirectional=bidirectional, num_buckets=nb, max_distance=md)
        b32 = t5_bucket(T5_POSITIONS, **options)
        b64 = t5_bucket(T5_POSITIONS, float32=False, **options)
        out.append((bidirectional, nb, md, b32, b64))
    return out


def add(manifest, w):
    """The JS tests' cases (tests/js/shaw-t5-alibi.test.mjs)."""
    manifest["alibiSlopes"] = [{"heads": n, "data": w.array(get_slopes(n))} for n in SLOPE_HEADS]
    manifest["alibiBias"] = [
        {
            "seqLen": n,
            "heads": h,
            "data": w.array(alibi_bias(n, h)),
            "code": w.array(alibi_code_bias(n, h)),
        }
        for n, h in ALIBI_BIAS
    ]
    manifest["t5Bucket"] = [
        {
            "bidirectional": bidirectional,
            "numBuckets": nb,
            "maxDistance": md,
            "positions": w.array(T5_POSITIONS),
            "data": w.array(b32),
            "float64": w.array(b64),
        }
        for bidirectional, nb, md, b32, b64 in t5_cases()
    ]
    manifest["t5BucketMatrix"] = [
        {
            "seqLen": n,
            "bidirectional": bidirectional,
            "numBuckets": nb,
            "maxDistance": md,
            "data": w.array(t5_matrix(n, bidirectional=bidirectional, num_buckets=nb, max_distance=md)),
        }
        for n, bidirectional, nb, md in T5_MATRIX
    ]
    manifest["shawIndices"] = [{"seqLen": n, "k": k, "data": w.array(shaw_indices(n, k))} for n, k in SHAW]


def values(array):
    return " ".join(repr(float(v)) for v in np.asarray(array, dtype=np.float64).ravel())


def print_text():
    """One case a line: a name, its parameters, then the values."""
    for n in SLOPE_HEADS:
        print("slopes", n, values(get_slopes(n)))
    for n, h in ALIBI_BIAS:
        print("alibi", n, h, values(alibi_bias(n, h)))
    print("positions", len(T5_POSITIONS), values(T5_POSITIONS))
    for bidirectional, nb, md, b32, _ in t5_cases():
        print("t5", int(bidirectional), nb, md, values(b32))
    for n, bidirectional, nb, md in T5_MATRIX:
        m = t5_matrix(n, bidirectional=bidirectional, num_buckets=nb, max_distance=md)
        print("t5matrix", n, int(bidirectional), nb, md, values(m))
    for n, k in SHAW:
        print("shaw", n, k, values(shaw_indices(n, k)))


def print_differences(max_buckets=64, max_distance=512):
    """Every (direction, numBuckets, maxDistance, position) up to the given
    sizes where float64 arithmetic gives another bucket than the model's
    float32 (only positions below maxDistance can differ: beyond it both cap)."""
    found = 0
    for bidirectional in (True, False):
        for nb in range(4 if bidirectional else 2, max_buckets + 1):
            me = (nb // 2 if bidirectional else nb) // 2
            r = np.arange(-max_distance, max_distance + 1)
            for md in range(me + 1, max_distance + 1):
                o = dict(bidirectional=bidirectional, num_buckets=nb, max_distance=md)
                a, b = t5_bucket(r, **o), t5_bucket(r, float32=False, **o)
                for k in np.nonzero(a != b)[0]:
                    found += 1
                    print(bidirectional, nb, md, int(r[k]), int(a[k]), int(b[k]))
    print("total", found, file=sys.stderr)


if __name__ == "__main__":
    if "--text" in sys.argv:
        print_text()
    elif "--differences" in sys.argv:
        print_differences()
    else:
        print(__doc__)
