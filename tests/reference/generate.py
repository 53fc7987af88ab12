#!/usr/bin/python3
"""Reference values for the JavaScript tests, computed with the seeds' NumPy
formula in float64:

    pos = np.arange(n)[:, None]; i = np.arange(d // 2)
    P[:, 0::2] = np.sin(pos / base ** (2 * i / d))
    P[:, 1::2] = np.cos(pos / base ** (2 * i / d))

Writes tests/reference/out/manifest.json plus one raw little-endian float64
file (.f64) per array. Deterministic: the same NumPy gives the same bytes.
Run with /usr/bin/python3 (it has NumPy).
"""

import json
import math
import os
import shutil
import sys

import numpy as np

import shaw_t5_alibi
import rope_drope_precision
import transformer_xl_nope
import attention_terms
import lab_bands

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")

VARIANTS = [
    "correct",
    "exponent-i-over-d",
    "sine-only",
    "cosine-only",
    "one-indexed",
    "exponent-2i-times-d",
    "exponent-d-over-2i",
    "swapped",
]


def divisors(d, base, variant="correct"):
    """base ** exponent per pair, as cpp/src/encoding.cc PairDivisorsInto."""
    i = np.arange(d // 2)
    base = float(base)
    with np.errstate(divide="ignore", over="ignore"):
        if variant == "exponent-i-over-d":
            exponent = i / d
        elif variant == "exponent-2i-times-d":
            exponent = (2 * i * d).astype(np.float64)
        elif variant == "exponent-d-over-2i":
            exponent = d / (2 * i)  # i = 0 -> inf -> divisor inf -> angle 0
        else:
            exponent = 2 * i / d
        return base**exponent


def encode_positions(positions, d, base=1e4, layout="interleaved", variant="correct"):
    pos = np.asarray(positions, dtype=np.float64)[:, None]
    if variant == "one-indexed":
        pos = pos + 1
    angle = pos / divisors(d, base, variant)[None, :]
    s, c = np.sin(angle), np.cos(angle)
    first = c if variant in ("cosine-only", "swapped") else s
    second = s if variant in ("sine-only", "swapped") else c
    P = np.zeros((len(positions), d))
    if layout == "split":
        P[:, : d // 2] = first
        P[:, d // 2 :] = second
    else:
        P[:, 0::2] = first
        P[:, 1::2] = second
    return P


def encode(n, d, base=1e4, layout="interleaved", variant="correct"):
    return encode_positions(np.arange(n), d, base, layout, variant)


def seed_pe(n, d):
    """The seeds' function, verbatim."""
    pos, i = np.arange(n)[:, None], np.arange(d // 2)[None, :]
    P = np.zeros((n, d))
    P[:, 0::2] = np.sin(pos / 10000 ** (2 * i / d))
    P[:, 1::2] = np.cos(pos / 10000 ** (2 * i / d))
    return P


def self_attention(X):
    s = X @ X.T / np.sqrt(X.shape[1])
    w = np.exp(s) / np.exp(s).sum(axis=1, keepdims=True)
    return w @ X, w


def rope(x, pos, base=1e4):
    """RoPE from its definition (Su et al. 2021): pair (x[2i], x[2i+1]) turned
    by +pos / base^(2i/d), i.e. multiplied by [[cos, -sin], [sin, cos]]."""
    x = np.asarray(x, dtype=np.float64)
    d = x.size
    theta = pos / base ** (2 * np.arange(d // 2) / d)
    c, s = np.cos(theta), np.sin(theta)
    out = np.empty(d)
    out[0::2] = x[0::2] * c - x[1::2] * s
    out[1::2] = x[0::2] * s + x[1::2] * c
    return out


def splitmix64(state):
    """Vigna's splitmix64 on Python integers: (new state, output)."""
    mask = (1 << 64) - 1
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return state, z ^ (z >> 31)


def learned_prefix(seed, count):
    """The first `count` values of the learned table (comparison.h): uniforms
    (top 53 bits + 0.5) / 2^53 from splitmix64, Box-Muller pairs
    0.02 sqrt(-2 ln u1) (cos, sin)(2 pi u2)."""
    state = seed
    out = []
    while len(out) < count:
        state, a = splitmix64(state)
        state, b = splitmix64(state)
        u1 = ((a >> 11) + 0.5) / 2.0**53
        u2 = ((b >> 11) + 0.5) / 2.0**53
        r = 0.02 * math.sqrt(-2.0 * math.log(u1))
        out += [r * math.cos(2 * math.pi * u2), r * math.sin(2 * math.pi * u2)]
    return out[:count]


class Writer:
    def __init__(self):
        self.count = 0

    def array(self, values):
        a = np.ascontiguousarray(np.asarray(values, dtype="<f8"))
        name = "a%03d.f64" % self.count
        self.count += 1
        a.tofile(os.path.join(OUT, name))
        return {"file": name, "length": int(a.size)}


def main():
    # Written to a fresh directory, then swapped in, so that a reader never
    # sees a half-written set.
    global OUT
    final = OUT
    OUT = "%s.tmp-%d" % (final, os.getpid())
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    w = Writer()
    manifest = {"numpy": np.__version__, "encode": [], "positions": [], "wavelengths": []}

    # Full matrices: positionalEncoding(n, d, {base, layout, variant}).
    sizes = [
        (3, 4, 1e4),
        (50, 8, 1e4),
        (100, 512, 1e4),
        (257, 64, 100.0),
        (1000, 128, 1e6),
        (64, 2, 10.0),
        (2048, 1024, 1e4),
    ]
    cases = [(n, d, b, "interleaved", "correct") for n, d, b in sizes]
    cases += [(n, d, b, "split", "correct") for n, d, b in sizes[:5]]
    for variant in VARIANTS[1:]:
        for n, d, b in [(3, 4, 1e4), (50, 8, 1e4), (100, 512, 1e4), (257, 64, 100.0), (64, 2, 10.0)]:
            cases.append((n, d, b, "interleaved", variant))
        cases.append((50, 8, 1e4, "split", variant))
    for n, d, b, layout, variant in cases:
        P = encode(n, d, b, layout, variant)
        first = 1 if variant == "one-indexed" else 0
        manifest["encode"].append(
            {
                "seqLen": n,
                "dModel": d,
                "base": b,
                "layout": layout,
                "variant": variant,
                "firstPosition": first,
                "data": w.array(P),
                "uniqueRows": int(len(np.unique(P, axis=0))),
            }
        )

    # Arbitrary positions: encodePositions(positions, d, options).
    position_sets = [
        [0.5, 1.25, 2.75, 10.1, 99.999],
        [1e6, 1e6 + 1, 1e9, 1e9 + 0.5],
        [-1, -2.5, -1000, -1e6, -1e9],
        [5000, 511, 512, 0],
        [2.0**53, -(2.0**53), 2.0**40 + 0.25],
    ]
    for positions in position_sets:
        for d, b, layout, variant in [
            (8, 1e4, "interleaved", "correct"),
            (512, 1e4, "interleaved", "correct"),
            (64, 100.0, "split", "correct"),
            (16, 1e4, "interleaved", "one-indexed"),
            (16, 1e4, "interleaved", "exponent-d-over-2i"),
        ]:
            manifest["positions"].append(
                {
                    "positions": positions,
                    "dModel": d,
                    "base": b,
                    "layout": layout,
                    "variant": variant,
                    "data": w.array(encode_positions(positions, d, b, layout, variant)),
                }
            )

    # Wavelengths 2 pi * divisor (inf where a column never changes).
    for d, b in [(4, 1e4), (8, 1e4), (512, 1e4), (64, 100.0), (2, 10.0), (65536, 1e4)]:
        for variant in VARIANTS:
            if variant in ("sine-only", "cosine-only", "one-indexed", "swapped") and d != 8:
                continue
            with np.errstate(over="ignore"):
                lam = 2 * np.pi * divisors(d, b, variant)
            manifest["wavelengths"].append(
                {"dModel": d, "base": b, "variant": variant, "data": w.array(lam)}
            )

    # Dot products PE PE^T at (50, 512), with exact (fsum) sums.
    P = seed_pe(50, 512)
    G = np.array([[math.fsum(P[p] * P[q]) for q in range(50)] for p in range(50)])
    manifest["dotProducts"] = {"seqLen": 50, "dModel": 512, "data": w.array(G)}

    # The seeds' order example.
    emb = {"The": [0.1, 0.2, 0.3, 0.4], "cat": [0.5, 0.6, 0.7, 0.8], "sat": [0.9, 1.0, 1.1, 1.2]}
    attention = []
    for add_pe in (False, True):
        for sentence in (["The", "cat", "sat"], ["sat", "cat", "The"]):
            X = np.array([emb[t] for t in sentence])
            if add_pe:
                X = X + seed_pe(3, 4)
            Z, W = self_attention(X)
            attention.append(
                {
                    "sentence": " ".join(sentence),
                    "withPE": add_pe,
                    "x": w.array(X),
                    "output": w.array(Z),
                    "weights": w.array(W),
                    "cat": w.array(Z[sentence.index("cat")]),
                }
            )
    manifest["attention"] = attention

    # The seeds' shift: rotate every pair of PE(pos) by k at d = 512.
    d, k = 512, 3
    P = seed_pe(50, d)
    om = 1 / 10000 ** (2 * np.arange(d // 2) / d)

    def shift(p, k):
        s, c = p[0::2], p[1::2]
        out = np.empty_like(p)
        out[0::2] = s * np.cos(k * om) + c * np.sin(k * om)
        out[1::2] = c * np.cos(k * om) - s * np.sin(k * om)
        return out

    manifest["shift"] = [
        {"dModel": d, "k": k, "from": pos, "vector": w.array(P[pos]), "shifted": w.array(shift(P[pos], k)),
         "target": w.array(P[pos + k])}
        for pos in (10, 37)
    ]

    # The course's rotation table: k = 5, pair 0, d = 8.
    P = seed_pe(50, 8)
    k = 5
    theta = k * (1 / (10000 ** (0 / 8)))
    rot = np.array([[np.cos(theta), np.sin(theta)], [-np.sin(theta), np.cos(theta)]])
    manifest["rotation"] = {
        "k": k,
        "pair": 0,
        "dModel": 8,
        "matrix": w.array(rot),
        "rows": [
            {"pos": pos, "actual": w.array(P[pos + k, 0:2]), "predicted": w.array(rot @ P[pos, 0:2])}
            for pos in (0, 3, 7, 12, 20)
        ],
    }

    # RoPE rotations of fixed vectors, from the definition.
    rng = np.random.default_rng(20240601)
    manifest["rope"] = []
    for d, base in [(2, 1e4), (8, 1e4), (64, 1e4), (16, 100.0)]:
        x = rng.standard_normal(d)
        for pos in [0.0, 1.0, 5.0, 37.5, -3.0, 1000.0, 1e6]:
            manifest["rope"].append(
                {"dModel": d, "base": base, "position": pos, "vector": w.array(x), "rotated": w.array(rope(x, pos, base))}
            )

    # RoPE scores rope(q, m) . rope(k, n) with exact (fsum) dot products.
    manifest["ropeScores"] = []
    for d, n, base in [(16, 12, 1e4), (8, 20, 100.0)]:
        q, k = rng.standard_normal(d), rng.standard_normal(d)
        S = np.array([[math.fsum(rope(q, m, base) * rope(k, j, base)) for j in range(n)] for m in range(n)])
        manifest["ropeScores"].append(
            {"dModel": d, "seqLen": n, "base": base, "q": w.array(q), "k": w.array(k), "data": w.array(S)}
        )

    # The learned table's first values for a few seeds, and its parameter count.
    manifest["learned"] = {
        "maxLen": 512,
        "dModel": 768,
        "parameters": 512 * 768,
        "prefixes": [{"seed": seed, "data": w.array(learned_prefix(seed, 64))} for seed in (0, 1, 42, 2**53 - 1)],
    }

    shaw_t5_alibi.add(manifest, w)  # Shaw, T5, ALiBi: tests/reference/shaw_t5_alibi.py
    rope_drope_precision.write(manifest, w, OUT, encode, divisors)
    transformer_xl_nope.add(manifest, w)  # Transformer-XL, NoPE: tests/reference/transformer_xl_nope.py
    attention_terms.add(manifest, w)  # how position enters attention: tests/reference/attention_terms.py
    # Imported here, not at the top: PyTorch's import takes about 2 s of CPU,
    # and the JS suite's NumPy checks import this module some 40 times for its
    # NumPy functions alone (tests/js/views/npy-check.mjs).
    import lab_torch  # needs PyTorch (python3-torch, installed by scripts/setup.sh)

    lab_torch.add(manifest, w)  # the training lab's model, PyTorch float64: tests/reference/lab_torch.py
    lab_bands.add(manifest, w)  # the lab view's seed bands: tests/reference/lab_bands.py

    with open(os.path.join(OUT, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    old = "%s.old-%d" % (final, os.getpid())
    if os.path.isdir(final):
        os.rename(final, old)
    os.rename(OUT, final)
    shutil.rmtree(old, ignore_errors=True)
    print("wrote %d arrays to %s" % (w.count, final), file=sys.stderr)


if __name__ == "__main__":
    main()
