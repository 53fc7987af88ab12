"""NumPy references for RoPE context extension, DroPE and reduced precision
(issue 10), written from the issue's definitions, independently of the engine.

Called by generate.py: write(manifest, writer, out_dir, encode, divisors) adds
manifest["ropeDropePrecision"] (arrays as .f64 files, for the JavaScript tests) and
writes rope_drope_precision.txt next to it for the C++ tests, one case per line:

    <kind> <param>=<value> ... : <name> <count> <values> ...

Definitions (issue 10; Hugging Face transformers' _compute_*_parameters
agree, except that transformers works in float32 and these are float64):
  invFreq_i = base^(-2i/d)
  linear       invFreq / factor
  ntk          base * factor^(d/(d-2))
  dynamic-ntk  base * (factor L / original - (factor - 1))^(d/(d-2)),
               L = max(seqLen, original)
  yarn         c(r) = d ln(original / (2 pi r)) / (2 ln base),
               low = max(floor(c(betaFast)), 0), high = min(ceil(c(betaSlow)), d - 1),
               (high += 0.001 if equal), ramp = clamp((i - low) / (high - low), 0, 1),
               invFreq / factor * ramp + invFreq * (1 - ramp),
               attentionFactor = 0.1 ln(factor) + 1
  llama3       wavelength 2 pi / invFreq: < original / highFreqFactor kept,
               > original / lowFreqFactor divided by factor, between a blend
               with s = (original / wavelength - low) / (high - low)

Precision: entry = round_p(sin|cos(round_p(round_p(pos) * round_p(1 / divisor)))).
float16 and float32 are NumPy's own conversions from float64 (one rounding).
bfloat16 is emulated by rounding the float64 bits to 7 fraction bits,
nearest-even, directly (rounding through float32 first would round twice and
differs, e.g. at 1 + 2^-8 + 2^-30), with overflow to infinity from 2^128
and bfloat16 subnormals below 2^-126.
"""

import math
import os

import numpy as np

TWO_PI = 2 * math.pi


def inv_freq(d, base):
    return 1.0 / (float(base) ** (2 * np.arange(d // 2) / d))


def ntk_exponent(d):
    """d / (d - 2): infinite at d = 2, where only pair 0 (invFreq 1) exists."""
    with np.errstate(divide="ignore"):
        return np.float64(d) / np.float64(d - 2)


def rope_frequencies(d, base, s):
    """(invFreq, attentionFactor) for a scaling dict s (None: no scaling)."""
    t = (s or {}).get("type", "none")
    if t == "ntk":
        return inv_freq(d, base * np.float64(s["factor"]) ** ntk_exponent(d)), 1.0
    if t == "dynamic-ntk":
        L = max(s["seqLen"], s["originalMaxPosition"])
        scale = s["factor"] * L / s["originalMaxPosition"] - (s["factor"] - 1)
        return inv_freq(d, base * np.float64(scale) ** ntk_exponent(d)), 1.0
    f = inv_freq(d, base)
    if t == "linear":
        return f / s["factor"], 1.0
    if t == "yarn":
        fast, slow, orig = s.get("betaFast", 32), s.get("betaSlow", 1), s["originalMaxPosition"]

        def c(r):
            return d * math.log(orig / (2 * math.pi * r)) / (2 * math.log(base))

        low = max(math.floor(c(fast)), 0)
        high = min(math.ceil(c(slow)), d - 1)
        if low == high:
            high += 0.001
        ramp = np.clip((np.arange(d // 2) - low) / (high - low), 0, 1)
        return f / s["factor"] * ramp + f * (1 - ramp), 0.1 * math.log(s["factor"]) + 1
    if t == "llama3":
        orig = s.get("originalMaxPosition", 8192)
        lo, hi = s.get("lowFreqFactor", 1), s.get("highFreqFactor", 4)
        wl = TWO_PI / f
        out = f.copy()
        big = wl > orig / lo
        out[big] = f[big] / s["factor"]
        mid = ~(wl < orig / hi) & ~big
        sm = (orig / wl[mid] - lo) / (hi - lo)
        out[mid] = (1 - sm) * f[mid] / s["factor"] + sm * f[mid]
        return out, 1.0
    return f, 1.0


def score_profile(q, k, max_distance, freqs, attention):
    """RoPE score of q at m and k at n against D = m - n, from the rotation
    itself: R(m t) q . R(n t) k with explicit 2x2 rotations."""
    d = q.size
    out = np.empty(max_distance + 1)
    for D in range(max_distance + 1):
        t = D * freqs
        c, s = np.cos(t), np.sin(t)
        rq = np.empty(d)
        rq[0::2] = q[0::2] * c - q[1::2] * s
        rq[1::2] = q[0::2] * s + q[1::2] * c
        out[D] = math.fsum(rq * k) * attention**2
    return out


def round_bf16(x):
    x = np.asarray(x, dtype=np.float64)
    b = x.view(np.uint64)
    lsb = (b >> np.uint64(45)) & np.uint64(1)
    r = ((b + np.uint64(2**44 - 1) + lsb) & ~np.uint64(2**45 - 1)).view(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        r = np.where(np.abs(r) >= 2.0**128, np.copysign(np.inf, x), r)
        sub = np.abs(x) < 2.0**-126
        r = np.where(sub, np.round(x * 2.0**133) / 2.0**133, r)
    return np.where(np.isfinite(x), r, x)


def round_to(x, p):
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        if p == "float32":
            return x.astype(np.float32).astype(np.float64)
        if p == "float16":
            return x.astype(np.float16).astype(np.float64)
    if p == "bfloat16":
        return round_bf16(x)
    return x


def precision_encode(n, d, base, p, divisors):
    r = lambda v: round_to(v, p)
    pos = r(np.arange(n, dtype=np.float64))[:, None]
    inv = r(1.0 / divisors(d, base))[None, :]
    with np.errstate(invalid="ignore"):
        angle = r(pos * inv)
        P = np.empty((n, d))
        P[:, 0::2] = r(np.sin(angle))
        P[:, 1::2] = r(np.cos(angle))
    return P


def canonical_rows(P):
    Q = np.where(np.isnan(P), np.nan, P) + 0.0  # -0 + 0 = +0
    return [row.tobytes() for row in Q]


def precision_stats(P, exact):
    with np.errstate(invalid="ignore"):
        err = np.max(np.abs(P - exact), axis=1)
    rows = canonical_rows(P)
    first = next((k for k in range(1, len(rows)) if rows[k] == rows[k - 1]), -1)
    bad = np.nonzero(~np.all(np.isfinite(P), axis=1))[0]
    return err, len(set(rows)), first, int(bad[0]) if bad.size else -1


def largest_exact_integer(p):
    n = 1.0
    while round_to(n + 1, p) == n + 1:
        n *= 2
    return n


SCALINGS = [
    None,
    {"type": "linear", "factor": 4},
    {"type": "linear", "factor": 1.5},
    {"type": "ntk", "factor": 8},
    {"type": "dynamic-ntk", "factor": 4, "originalMaxPosition": 2048, "seqLen": 1000},
    {"type": "dynamic-ntk", "factor": 4, "originalMaxPosition": 2048, "seqLen": 8192},
    {"type": "yarn", "factor": 16, "originalMaxPosition": 4096},
    {"type": "yarn", "factor": 4, "originalMaxPosition": 2048, "betaFast": 16, "betaSlow": 2},
    {"type": "yarn", "factor": 2, "originalMaxPosition": 4},  # low == high: the 0.001 widening
    {"type": "llama3", "factor": 8},
    {"type": "llama3", "factor": 32, "originalMaxPosition": 4096, "lowFreqFactor": 2, "highFreqFactor": 8},
]

ROUND_INPUTS = [
    0.0, -0.0, 1.0, -1.0, 1 / 3, math.pi, 255.0, 256.0, 257.0, 258.0, 259.0, 2047.0, 2048.0, 2049.0,
    2050.0, 2051.0, 65504.0, 65519.99, 65520.0, 65536.0, 1e5, 16777216.0, 16777217.0, 2.0**-14,
    2.0**-24, 2.0**-25, 2.0**-25 * 1.0001, 3 * 2.0**-26, 5.96e-8, 2.0**-126, 2.0**-133, 2.0**-134,
    3 * 2.0**-135, 1e-40, 1e-300, 5e-324, 3.3895313892515355e38, 3.39e38, 3.4e38, 3.4028235677973366e38,
    3.5e38, 1e300, 1 + 2.0**-8 + 2.0**-30, 1 + 2.0**-11, 1 + 3 * 2.0**-11, 1 + 2.0**-24,
    1 + 3 * 2.0**-24, -65520.0, math.inf, -math.inf, math.nan,
]


def write(manifest, w, out_dir, encode, divisors):
    rng = np.random.default_rng(20251010)
    out = {"frequencies": [], "profiles": [], "drope": [], "precision": [], "round": []}
    lines = []

    def line(kind, params, arrays):
        head = " ".join("%s=%s" % (k, v if isinstance(v, str) else repr(float(v))) for k, v in sorted(params.items()))
        body = " ".join("%s %d %s" % (name, len(a), " ".join(repr(float(v)) for v in a)) for name, a in arrays)
        lines.append("%s %s : %s" % (kind, head, body))

    for d in (2, 8, 64, 128):
        for base in (10000.0, 500000.0):
            for s in SCALINGS:
                f, af = rope_frequencies(d, base, s)
                out["frequencies"].append(
                    {"dModel": d, "base": base, "scaling": s, "invFreq": w.array(f), "attentionFactor": af}
                )
                params = {"d": d, "base": base, **({} if s is None else s)}
                line("freq", params, [("invFreq", f), ("attentionFactor", [af])])

    for d in (16, 64):
        ones = np.ones(d)
        q, k = rng.standard_normal(d), rng.standard_normal(d)
        for vectors, (qq, kk) in (("ones", (ones, ones)), ("random", (q, k))):
            for s in (None, SCALINGS[1], SCALINGS[3], SCALINGS[5], SCALINGS[6], SCALINGS[9]):
                f, af = rope_frequencies(d, 10000.0, s)
                prof = score_profile(qq, kk, 300, f, af)
                out["profiles"].append(
                    {"dModel": d, "base": 10000.0, "scaling": s, "maxDistance": 300, "vectors": vectors,
                     "q": w.array(qq), "k": w.array(kk), "data": w.array(prof)}
                )
                params = {"maxDistance": 300, "base": 10000.0, **({} if s is None else s)}
                line("profile", params, [("q", qq), ("k", kk), ("scores", prof)])

    for d, base, L, n in ((16, 10000.0, 64, 200), (64, 10000.0, 512, 1500), (8, 100.0, 10, 40)):
        q = rng.standard_normal(d)
        for kk in (q, rng.standard_normal(d)):
            f, _ = rope_frequencies(d, base, None)
            rope = score_profile(q, kk, n, f, 1.0)
            dot = math.fsum(q * kk)
            seen = rope[: min(L, n + 1)]
            past = rope[L:]
            outside = (past < seen.min()) | (past > seen.max())
            idx = np.nonzero(outside)[0]
            summary = [seen.min(), seen.max(), dot, int(outside.sum()), L + int(idx[0]) if idx.size else -1,
                       int(np.sum((L - 1) * f < TWO_PI))]
            out["drope"].append(
                {"dModel": d, "base": base, "trainingLength": L, "maxDistance": n, "q": w.array(q), "k": w.array(kk),
                 "rope": w.array(rope), "summary": summary}
            )
            line("drope", {"base": base, "trainingLength": L, "maxDistance": n},
                 [("q", q), ("k", kk), ("rope", rope), ("summary", summary)])

    for n, d, base in ((300, 16, 10000.0), (70000, 2, 10000.0), (4096, 8, 100.0)):
        exact = encode(n, d, base)
        for p in ("float32", "float16", "bfloat16"):
            P = precision_encode(n, d, base, p, divisors)
            err, distinct, first, bad = precision_stats(P, exact)
            entry = {"seqLen": n, "dModel": d, "base": base, "precision": p, "maxError": w.array(err),
                     "distinctRows": distinct, "firstCollision": first, "firstNonFinite": bad,
                     "largestExactInteger": largest_exact_integer(p)}
            if n * d <= 40000:
                entry["data"] = w.array(P)
            out["precision"].append(entry)
            arrays = [("maxError", err), ("stats", [distinct, first, bad, largest_exact_integer(p)])]
            if n * d <= 40000:
                arrays.insert(0, ("data", P.ravel()))
            line("precision", {"seqLen": n, "d": d, "base": base, "precision": p}, arrays)

    for p in ("float32", "float16", "bfloat16"):
        r = round_to(ROUND_INPUTS, p)
        out["round"].append({"precision": p, "input": w.array(ROUND_INPUTS), "data": w.array(r)})
        line("round", {"precision": p}, [("input", ROUND_INPUTS), ("rounded", r)])

    manifest["ropeDropePrecision"] = out
    with open(os.path.join(out_dir, "rope_drope_precision.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
