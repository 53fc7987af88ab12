"""NumPy references for Transformer-XL's score terms and NoPE's causal mean,
written from the papers' definitions rather than from the engine:

- Transformer-XL (Dai et al. 2019, section 3.3): A_ij = (a) q_i . E_j +
  (b) q_i . R_{i-j} + (c) u . E_j + (d) v . R_{i-j} with identity
  projections, E and u, v the seeded N(0, 1) draws of
  cpp/include/posenc/schemes/transformer_xl.h and R the sinusoidal
  embedding of i - j as Transformer-XL's PositionalEmbedding builds it:
  torch.cat([sin, cos]) of pos * inv_freq, inv_freq = 1 / 10000^(2i/d).
- NoPE (Kazemnejad et al. 2023): softmax of equal scores under the causal
  mask (np.tril of ones, rows normalised), outputs = attention @ values.

generate.py calls add(manifest, writer). `python3 transformer_xl_nope.py --text`
prints the same cases as plain text for the C++ tests.
"""

import math
import sys

import numpy as np

TXL = [(1, 2), (5, 4), (8, 16), (16, 8)]  # (seqLen, dModel)
NOPE = [
    [1.0],
    [1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
    [3.0, 3.0, 3.0, 3.0],
    [0.5, -2.0, 7.25, 1e-3, 4.0, -1.5, 0.0, 2.0],
]
CONTENT_SEED, U_SEED, V_SEED = 1, 2, 3


def normals(seed, count):
    """N(0, 1) draws: splitmix64 uniforms (top 53 bits + 0.5) / 2^53, Box-Muller
    pairs r cos, r sin with r = 0.02 sqrt(-2 ln u1), then divided by 0.02 (the
    learned table's generator, comparison.h, rescaled)."""
    mask = 2**64 - 1
    state = seed
    out = []

    def next_uniform():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        z ^= z >> 31
        return ((z >> 11) + 0.5) / 2.0**53

    while len(out) < count:
        u1, u2 = next_uniform(), next_uniform()
        r = 0.02 * math.sqrt(-2.0 * math.log(u1))
        out += [r * math.cos(6.283185307179586 * u2), r * math.sin(6.283185307179586 * u2)]
    return np.array(out[:count]) / 0.02


def relative_embedding(distances, d):
    """Transformer-XL's PositionalEmbedding: cat([sin, cos]) of pos * inv_freq."""
    inv_freq = 1.0 / (10000.0 ** (np.arange(0.0, d, 2.0) / d))
    angles = np.outer(np.asarray(distances, dtype=np.float64), inv_freq)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1)


def txl_terms(n, d):
    """(5, n, n): terms a, b, c, d and their sum for query i (row), key j."""
    E = normals(CONTENT_SEED, n * d).reshape(n, d)
    u = normals(U_SEED, d)
    v = normals(V_SEED, d)
    i, j = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    R = relative_embedding((i - j).ravel(), d).reshape(n, n, d)
    a = E @ E.T
    b = np.einsum("id,ijd->ij", E, R)
    c = np.broadcast_to(E @ u, (n, n))
    dd = R @ v
    return np.stack([a, b, c, dd, a + b + c + dd])


def nope(values):
    """(attention (n, n), outputs (n,)): uniform attention under the causal mask."""
    n = len(values)
    scores = np.where(np.tril(np.ones((n, n))) > 0, 0.0, -np.inf)
    weights = np.exp(scores)
    weights /= weights.sum(axis=1, keepdims=True)
    return weights, weights @ np.asarray(values, dtype=np.float64)


def add(manifest, w):
    manifest["transformerXlTerms"] = [
        {"seqLen": n, "dModel": d, "data": w.array(txl_terms(n, d))} for n, d in TXL
    ]
    manifest["nopeCausalMean"] = []
    for vals in NOPE:
        att, out = nope(vals)
        manifest["nopeCausalMean"].append(
            {"values": w.array(vals), "attention": w.array(att), "outputs": w.array(out)}
        )


def values(array):
    return " ".join(repr(float(v)) for v in np.asarray(array, dtype=np.float64).ravel())


def print_text():
    """One case a line: a name, its parameters, then the values."""
    for n, d in TXL:
        print("txl", n, d, values(txl_terms(n, d)))
    for vals in NOPE:
        att, out = nope(vals)
        print("nope", len(vals), values(vals), values(att), values(out))


if __name__ == "__main__":
    if "--text" in sys.argv:
        print_text()
    else:
        print(__doc__)
