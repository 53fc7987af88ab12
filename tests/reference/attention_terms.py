"""NumPy reference for attentionTerms (cpp/include/posenc/attention_terms.h),
written from the definitions rather than from the engine:

- the input at position m is a_m = x_m + p_m (Vaswani et al. 2017, section
  3.5): x_m the embedding of the token there, p_m the sinusoidal encoding of
  m in the paper's interleaved layout (sin in column 2i, cos in 2i + 1);
- q_m = W_q a_m, k_n = W_k a_n, and the score q_m . k_n / sqrt(d_model)
  (section 3.2.1) expands into the four terms Dai et al. 2019 (section 3.3)
  write for the standard Transformer: content-content, content-position,
  position-content and position-position;
- the setup: token t's embedding is d_model N(0, 1) draws of the
  splitmix64 / Box-Muller generator seeded with t; W_q and W_k are the
  identity, or N(0, 1) draws / sqrt(d_model) from the stream seeded
  2^63 + seed, W_q's d_model^2 values (row-major) first, then W_k's.

generate.py calls add(manifest, writer). `python3 attention_terms.py --text`
prints the same cases as plain text for the C++ tests.
"""

import math
import sys

import numpy as np

# (tokens, positions, dModel, base, randomProjections, seed)
CASES = [
    ([0, 1, 2], [0, 1, 2], 4, 10000.0, False, 0),
    ([5, 17, 5, 42, 9], [0, 1, 2, 3, 4], 16, 10000.0, True, 0),
    ([3, 1, 4, 1, 5, 9, 2, 6], [0, 1, 2, 3, 4, 5, 6, 7], 64, 100.0, True, 7),
    ([2**40, 7], [2.5, 1000.0], 8, 10000.0, False, 0),
    ([2**53, 0], [-3.0, 4.0], 6, 10000.0, True, 2**53),
]
PROJECTION_STREAM = 2**63
MASK = 2**64 - 1
PARTS = ["contentContent", "contentPosition", "positionContent", "positionPosition", "score"]


def normals(seed, count):
    """count N(0, 1) draws: splitmix64 uniforms (top 53 bits + 0.5) / 2^53,
    Box-Muller pairs r cos, r sin with r = sqrt(-2 ln u1)."""
    state = seed & MASK
    out = []

    def uniform():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        z ^= z >> 31
        return ((z >> 11) + 0.5) / 2.0**53

    while len(out) < count:
        u1, u2 = uniform(), uniform()
        r = math.sqrt(-2.0 * math.log(u1))
        angle = 6.283185307179586 * u2
        out += [r * math.cos(angle), r * math.sin(angle)]
    return np.array(out[:count])


def encoding(positions, d, base):
    """PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i + 1) = cos(...)."""
    pos = np.asarray(positions, dtype=np.float64)[:, None]
    angles = pos / base ** (np.arange(0, d, 2) / d)
    pe = np.empty((len(positions), d))
    pe[:, 0::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe


def projections(d, random, seed):
    if not random:
        return np.eye(d), np.eye(d)
    w = normals(PROJECTION_STREAM + seed, 2 * d * d) / math.sqrt(d)
    return w[: d * d].reshape(d, d), w[d * d :].reshape(d, d)


def terms(tokens, positions, d, base, random, seed):
    """(5, n, n) terms and score, (n, d) embeddings, (n, d) encodings."""
    x = np.stack([normals(t, d) for t in tokens])
    p = encoding(positions, d, base)
    wq, wk = projections(d, random, seed)
    s = math.sqrt(d)
    qx, qp, kx, kp = x @ wq.T, p @ wq.T, x @ wk.T, p @ wk.T
    q, k = (x + p) @ wq.T, (x + p) @ wk.T
    stacked = np.stack([qx @ kx.T, qx @ kp.T, qp @ kx.T, qp @ kp.T, q @ k.T]) / s
    return stacked, x, p


def add(manifest, w):
    manifest["attentionTerms"] = []
    for tokens, positions, d, base, random, seed in CASES:
        stacked, x, p = terms(tokens, positions, d, base, random, seed)
        manifest["attentionTerms"].append(
            {
                "tokens": tokens,
                "positions": positions,
                "dModel": d,
                "base": base,
                "randomProjections": random,
                "seed": seed,
                "terms": w.array(stacked),
                "embeddings": w.array(x),
                "encodings": w.array(p),
            }
        )


def values(array):
    return " ".join(repr(float(v)) for v in np.asarray(array, dtype=np.float64).ravel())


def print_text():
    """One case a line: n, d, base, random (0/1), seed, tokens, positions,
    then the (5, n, n) terms, the embeddings and the encodings."""
    for tokens, positions, d, base, random, seed in CASES:
        stacked, x, p = terms(tokens, positions, d, base, random, seed)
        print(
            "attention",
            len(tokens),
            d,
            repr(base),
            int(random),
            seed,
            values(tokens),
            values(positions),
            values(stacked),
            values(x),
            values(p),
        )


if __name__ == "__main__":
    if "--text" in sys.argv:
        print_text()
    else:
        print(__doc__)
