"""PyTorch float64 reference for the training lab (issue 22), written from the
shared spec (issue 22's model, parameter layout and tasks; docs/lab.md comes
with the engine) rather than from the engine:

- a pre-LayerNorm transformer on row vectors (a weight W of shape (in, out)
  maps x -> x W): token embedding E, an optional position term, L blocks of
  multi-head attention (no biases in q, k, v, o) and a ReLU MLP of width 4d,
  a final LayerNorm and an unembedding U (not tied to E);
- LayerNorm over d, eps 1e-5, biased variance, gain and bias;
- positions: `sinusoidal` and `randomized` add the seeds' NumPy encoding
  (interleaved sin/cos, base 10000) at pos_t; `learned` adds row pos_t of a
  (P, d) table; `rope` turns the pairs (2i, 2i+1) of each head's q and k by
  pos_t / 10000^(2i/h) (cpp/src/comparison.cc RopeInto's convention:
  (x0 c - x1 s, x0 s + x1 c)); `alibi` adds -m_j (t - s) (causal) or
  -m_j |t - s| (bidirectional) with the ALiBi slopes; `t5` adds
  Tb[bucket(s - t), j], one (32, H) table shared by every layer;
- loss: mean cross-entropy (log-softmax over V) over the targets != -1;
  0 with a zero gradient when no target is scored.

The gradient is PyTorch autograd's. The parameters are one flat float64
vector in the spec's order (unflatten), drawn here from NumPy's
RandomState(seed) (normal, std 0.3, gains 1 + that), so that attention is far
from uniform; the JS test hands the same vector to the engine.

generate.py calls add(manifest, writer); before writing, self_check() checks
the symmetries the model must have (and gradcheck on small cases) and that
the ALiBi slopes and T5 buckets here equal shaw_t5_alibi.py's.
`python3 lab_torch.py --check` runs the self-checks alone.
"""

import math
import sys

import numpy as np

try:
    import torch
except ImportError:  # CI runs scripts/setup.sh, which installs it.
    sys.exit(
        "tests/reference/lab_torch.py needs PyTorch for /usr/bin/python3: "
        "run `bash scripts/setup.sh` as root (Debian's python3-torch)"
    )

SEP, MASK = 0, 1
LOOKBACK = 2  # the lookback task's K: the token K places back
T5_BUCKETS, T5_MAX_DISTANCE = 32, 128
LN_EPS = 1e-5
BASE = 10000.0
TASKS = ("copy", "reverse", "sort", "lookback")
ENCODINGS = ("none", "sinusoidal", "learned", "rope", "alibi", "t5", "randomized")


def seq_len(task, n):
    """T(n): 2n + 1 for copy, reverse and sort; n for lookback."""
    return n if task == "lookback" else 2 * n + 1


def capacity(config):
    """P = T(maxLength): the learned table's rows, and randomized's range."""
    return seq_len(config["task"], config["maxLength"])


# --- The parameter layout ---------------------------------------------------


def parameter_shapes(config):
    """(name, shape) in the spec's order; layer tensors are named "l<k>.<name>"."""
    V, d, H, L = config["vocabSize"], config["dModel"], config["heads"], config["layers"]
    shapes = [("E", (V, d))]
    if config["encoding"] == "learned":
        shapes.append(("Pl", (capacity(config), d)))
    if config["encoding"] == "t5":
        shapes.append(("Tb", (T5_BUCKETS, H)))
    for l in range(L):
        for name, shape in [
            ("g1", (d,)),
            ("b1n", (d,)),
            ("Wq", (d, d)),
            ("Wk", (d, d)),
            ("Wv", (d, d)),
            ("Wo", (d, d)),
            ("g2", (d,)),
            ("b2n", (d,)),
            ("W1", (d, 4 * d)),
            ("b1", (4 * d,)),
            ("W2", (4 * d, d)),
            ("b2", (d,)),
        ]:
            shapes.append(("l%d.%s" % (l, name), shape))
    shapes += [("gf", (d,)), ("bf", (d,)), ("U", (d, V))]
    return shapes


def parameter_count(config):
    return sum(math.prod(shape) for _, shape in parameter_shapes(config))


def unflatten(config, flat):
    """Slices one flat vector into the named tensors (views, row-major)."""
    assert flat.dim() == 1 and flat.numel() == parameter_count(config)
    out, offset = {}, 0
    for name, shape in parameter_shapes(config):
        size = math.prod(shape)
        out[name] = flat[offset : offset + size].view(shape)
        offset += size
    return out


# --- Position helpers, from the engine's documented definitions --------------


def alibi_slopes(heads):
    """cpp/include/posenc/schemes/alibi.h: for a power of two n,
    start = 2^(-2^-(log2(n) - 3)) and m_h = start * start^h; otherwise the
    p slopes for p (the largest power of two below n), then the slopes for 2p
    at even indices, the first n - p of them."""

    def power_of_two(n):
        start = 2.0 ** (-(2.0 ** -(math.log2(n) - 3)))
        return [start * start**h for h in range(n)]

    if heads & (heads - 1) == 0:
        return power_of_two(heads)
    p = 1 << (heads.bit_length() - 1)
    return power_of_two(p) + alibi_slopes(2 * p)[0::2][: heads - p]


def t5_bucket(relative, bidirectional, num_buckets=T5_BUCKETS, max_distance=T5_MAX_DISTANCE):
    """cpp/include/posenc/schemes/t5.h T5Bucket of relative = key - query:
    halve numBuckets when bidirectional (the upper half for relative > 0),
    maxExact = numBuckets / 2; below it a distance is its own bucket, else
    maxExact + trunc(log(float32(r) / maxExact) / float32(log(maxDistance /
    maxExact)) * (numBuckets - maxExact)), all in float32, capped at
    numBuckets - 1."""
    bucket = 0
    n = num_buckets
    if bidirectional:
        n //= 2
        if relative > 0:
            bucket += n
        r = abs(relative)
    else:
        r = -min(relative, 0)
    max_exact = n // 2
    if r < max_exact:
        return bucket + r
    f32 = np.float32
    large = np.log(f32(r) / f32(max_exact))
    large = large / f32(math.log(max_distance / max_exact)) * f32(n - max_exact)
    return bucket + min(max_exact + int(large), n - 1)


def sinusoidal(positions, d):
    """The seeds' NumPy formula at arbitrary positions: PE[:, 2i] =
    sin(pos / 10000^(2i/d)), PE[:, 2i+1] = cos(...). positions: (B, T)."""
    pos = np.asarray(positions, dtype=np.float64)[..., None]
    i = np.arange(d // 2)
    P = np.zeros(pos.shape[:-1] + (d,))
    P[..., 0::2] = np.sin(pos / BASE ** (2 * i / d))
    P[..., 1::2] = np.cos(pos / BASE ** (2 * i / d))
    return P


def rope(x, positions):
    """x (B, H, T, h): pair (2i, 2i+1) of each head turned by pos_t /
    10000^(2i/h), as (x0 c - x1 s, x0 s + x1 c)."""
    h = x.shape[-1]
    pos = np.asarray(positions, dtype=np.float64)[:, None, :, None]  # (B, 1, T, 1)
    angle = pos / BASE ** (2 * np.arange(h // 2) / h)
    c = torch.from_numpy(np.cos(angle)).to(x.dtype)
    s = torch.from_numpy(np.sin(angle)).to(x.dtype)
    x0, x1 = x[..., 0::2], x[..., 1::2]
    return torch.stack([x0 * c - x1 * s, x0 * s + x1 * c], dim=-1).flatten(-2)


def attention_bias(config, p, T, dtype):
    """(H, T, T) additive score bias (query t, key s), -inf where causal masks."""
    H, causal, encoding = config["heads"], config["causal"], config["encoding"]
    t = torch.arange(T)[:, None]
    s = torch.arange(T)[None, :]
    bias = torch.zeros(H, T, T, dtype=dtype)
    if encoding == "alibi":
        m = torch.tensor(alibi_slopes(H), dtype=dtype)[:, None, None]
        distance = (t - s) if causal else (t - s).abs()
        bias = -m * distance.to(dtype)
    elif encoding == "t5":
        buckets = torch.tensor(
            [[t5_bucket(sk - tq, not causal) for sk in range(T)] for tq in range(T)]
        )
        bias = p["Tb"][buckets].permute(2, 0, 1)  # (T, T, H) -> (H, T, T)
    if causal:
        bias = bias.masked_fill(s > t, float("-inf"))
    return bias


# --- The model ----------------------------------------------------------------


def layer_norm(x, g, b):
    mean = x.mean(dim=-1, keepdim=True)
    var = ((x - mean) ** 2).mean(dim=-1, keepdim=True)  # biased
    return (x - mean) / torch.sqrt(var + LN_EPS) * g + b


def default_positions(batch, T):
    return np.tile(np.arange(T), (batch, 1))


def logits(config, p, tokens, positions=None):
    """p: named tensors (unflatten); tokens (B, T) int; positions (B, T) or
    None for 0..T-1. Returns (B, T, V)."""
    tokens = torch.as_tensor(np.asarray(tokens), dtype=torch.long)
    B, T = tokens.shape
    d, H = config["dModel"], config["heads"]
    h = d // H
    dtype = p["E"].dtype
    if positions is None:
        positions = default_positions(B, T)
    positions = np.asarray(positions)
    assert positions.shape == (B, T)
    encoding = config["encoding"]

    x = p["E"][tokens]
    if encoding in ("sinusoidal", "randomized"):
        x = x + torch.from_numpy(sinusoidal(positions, d)).to(dtype)
    elif encoding == "learned":
        x = x + p["Pl"][torch.as_tensor(positions, dtype=torch.long)]
    bias = attention_bias(config, p, T, dtype)

    def heads(y):  # (B, T, d) -> (B, H, T, h): head j is columns j*h .. j*h+h-1
        return y.view(B, T, H, h).transpose(1, 2)

    for l in range(config["layers"]):
        q_ = lambda name: p["l%d.%s" % (l, name)]  # noqa: E731
        a = layer_norm(x, q_("g1"), q_("b1n"))
        q, k, v = heads(a @ q_("Wq")), heads(a @ q_("Wk")), heads(a @ q_("Wv"))
        if encoding == "rope":
            q, k = rope(q, positions), rope(k, positions)
        scores = q @ k.transpose(-1, -2) / math.sqrt(h) + bias
        w = torch.softmax(scores, dim=-1)
        o = (w @ v).transpose(1, 2).reshape(B, T, d)
        x = x + o @ q_("Wo")
        c = layer_norm(x, q_("g2"), q_("b2n"))
        x = x + torch.relu(c @ q_("W1") + q_("b1")) @ q_("W2") + q_("b2")
    z = layer_norm(x, p["gf"], p["bf"])
    return z @ p["U"]


def loss(config, p, tokens, targets, positions=None):
    """Mean cross-entropy over targets != -1; 0 (with the graph kept, so the
    gradient is 0) when none is scored."""
    out = logits(config, p, tokens, positions)
    targets = torch.as_tensor(np.asarray(targets), dtype=torch.long)
    scored = targets != -1
    if not bool(scored.any()):
        return out.sum() * 0.0
    logp = torch.log_softmax(out, dim=-1)
    return -logp[scored].gather(-1, targets[scored][:, None]).mean()


def loss_and_gradient(config, flat, tokens, targets, positions=None):
    flat = torch.as_tensor(flat, dtype=torch.float64).detach().clone().requires_grad_(True)
    value = loss(config, unflatten(config, flat), tokens, targets, positions)
    (gradient,) = torch.autograd.grad(value, flat)
    return float(value), gradient.numpy()


# --- Cases ----------------------------------------------------------------------


def task_batch(task, n, V, causal, batch, rs):
    """tokens, targets (batch, T(n)) following the spec's task format; symbols
    uniform from 2..V-1."""
    x = rs.randint(2, V, size=(batch, n))
    if task == "lookback":
        tokens = x
        targets = np.full((batch, n), -1)
        if n > LOOKBACK:
            targets[:, LOOKBACK:] = tokens[:, : n - LOOKBACK]  # targets[j] = tokens[j - K]
        return tokens, targets
    y = {"copy": x, "reverse": x[:, ::-1], "sort": np.sort(x, axis=1)}[task]
    T = 2 * n + 1
    sep = np.full((batch, 1), SEP)
    targets = np.full((batch, T), -1)
    if causal:
        tokens = np.concatenate([x, sep, y], axis=1)
        targets[:, n : 2 * n] = y  # targets[n + k] = y_{k+1}
    else:
        tokens = np.concatenate([x, sep, np.full((batch, n), MASK)], axis=1)
        targets[:, n + 1 :] = y  # targets[n + 1 + k] = y_{k+1}
    return tokens, targets


def random_parameters(config, rs, std=0.3):
    """N(0, std^2) everywhere, gains 1 + N(0, std^2)."""
    flat = rs.normal(0.0, std, parameter_count(config))
    offset = 0
    for name, shape in parameter_shapes(config):
        size = math.prod(shape)
        if name.split(".")[-1] in ("g1", "g2", "gf"):
            flat[offset : offset + size] += 1.0
        offset += size
    return flat


def random_positions(batch, T, limit, rs):
    """Per row, T distinct integers from [0, limit), sorted, never 0..T-1."""
    assert limit > T
    out = np.empty((batch, T), dtype=np.int64)
    for b in range(batch):
        while True:
            row = np.sort(rs.choice(limit, size=T, replace=False))
            if not np.array_equal(row, np.arange(T)):
                break
        out[b] = row
    return out


def config_of(task, encoding, causal, layers=2, d=8, heads=2, V=8, max_length=6):
    return {
        "task": task,
        "encoding": encoding,
        "causal": causal,
        "layers": layers,
        "dModel": d,
        "heads": heads,
        "vocabSize": V,
        "maxLength": max_length,
    }


def cases():
    """(name, config, length n, batch, seed, explicit positions?)."""
    out = []
    seed = 100
    for k, encoding in enumerate(ENCODINGS):
        for causal in (True, False):
            task = TASKS[(k + 2 * int(not causal)) % len(TASKS)]  # every task both ways
            n = 7 if task == "lookback" else 4
            max_length = 10 if task == "lookback" else 6
            config = config_of(task, encoding, causal, max_length=max_length)
            out.append((config, n, 1, seed, encoding == "randomized"))
            seed += 1
    # Several batch rows, 3 layers, 3 heads (ALiBi's non-power-of-two slopes).
    out.append((config_of("sort", "alibi", True, layers=3, d=12, heads=3, V=10), 5, 3, seed, False))
    out.append((config_of("reverse", "t5", False, layers=2, d=12, heads=3, V=10), 3, 4, seed + 1, False))
    out.append((config_of("copy", "rope", True, layers=2, d=8, heads=2, V=6), 3, 3, seed + 2, False))
    out.append((config_of("copy", "randomized", False, max_length=8), 3, 3, seed + 3, True))
    out.append((config_of("lookback", "learned", True, max_length=12), 12, 2, seed + 4, False))
    # randomized at evaluation positions (0..T-1: no positions given).
    out.append((config_of("reverse", "randomized", True), 4, 2, seed + 5, False))
    # No scored target (lookback with n = K): loss 0, gradient 0.
    out.append((config_of("lookback", "t5", True, max_length=4), 2, 2, seed + 6, False))
    return out


def build_case(config, n, batch, seed, explicit_positions):
    rs = np.random.RandomState(seed)
    flat = random_parameters(config, rs)
    tokens, targets = task_batch(config["task"], n, config["vocabSize"], config["causal"], batch, rs)
    T = seq_len(config["task"], n)
    positions = random_positions(batch, T, capacity(config), rs) if explicit_positions else None
    p = unflatten(config, torch.from_numpy(flat))
    with torch.no_grad():
        out = logits(config, p, tokens).numpy()  # labLogits: positions 0..T-1
    value, gradient = loss_and_gradient(config, flat, tokens, targets, positions)
    assert np.all(np.isfinite(out)) and np.isfinite(value) and np.all(np.isfinite(gradient))
    return {
        "flat": flat,
        "tokens": tokens,
        "targets": targets,
        "positions": positions,
        "logits": out,
        "loss": value,
        "gradient": gradient,
    }


def add(manifest, w):
    self_check()
    entries = []
    for config, n, batch, seed, explicit in cases():
        c = build_case(config, n, batch, seed, explicit)
        entry = {
            "name": "%s %s %s, %d layers, d %d, %d heads, V %d, n %d, batch %d%s"
            % (
                config["task"],
                config["encoding"],
                "causal" if config["causal"] else "bidirectional",
                config["layers"],
                config["dModel"],
                config["heads"],
                config["vocabSize"],
                n,
                batch,
                ", explicit positions" if explicit else "",
            ),
            "config": config,
            "seed": seed,
            "batchSize": batch,
            "length": n,
            "seqLen": seq_len(config["task"], n),
            "parameterCount": parameter_count(config),
            "scored": int((c["targets"] != -1).sum()),
            "params": w.array(c["flat"]),
            "tokens": w.array(c["tokens"]),
            "targets": w.array(c["targets"]),
            "logits": w.array(c["logits"]),
            "loss": c["loss"],
            "gradient": w.array(c["gradient"]),
        }
        if c["positions"] is not None:
            entry["positions"] = w.array(c["positions"])
        entries.append(entry)
    manifest["lab"] = {"torch": torch.__version__, "cases": entries}


# --- Self-checks ----------------------------------------------------------------


def check(condition, message):
    if not condition:
        raise AssertionError("lab_torch self-check: " + message)


def model_logits(config, flat, tokens, positions=None):
    with torch.no_grad():
        return logits(config, unflatten(config, torch.from_numpy(flat)), tokens, positions).numpy()


def check_helpers():
    """ALiBi slopes and T5 buckets equal the engine's existing NumPy
    reference (shaw_t5_alibi.py), bit for bit."""
    import shaw_t5_alibi as ref

    for heads in list(range(1, 33)) + [40, 64, 100, 128]:
        check(alibi_slopes(heads) == ref.get_slopes(heads), "ALiBi slopes for %d heads" % heads)
    relative = list(range(-300, 301)) + [1000, -1000, 4095, -4096]
    for bidirectional, nb, md in [(True, 32, 128), (False, 32, 128), (True, 20, 77), (False, 19, 27)]:
        mine = [t5_bucket(r, bidirectional, nb, md) for r in relative]
        theirs = ref.t5_bucket(relative, bidirectional=bidirectional, num_buckets=nb, max_distance=md)
        check(mine == [int(b) for b in theirs], "T5 buckets (%s, %d, %d)" % (bidirectional, nb, md))
    # The model's score biases: causal ALiBi is the paper's -m (t - s) with
    # -inf above the diagonal; t5's index the table by T5Bucket(s - t).
    for T, H in [(9, 2), (7, 3), (12, 8)]:
        config = config_of("copy", "alibi", True, heads=H, d=4 * H)
        bias = attention_bias(config, {}, T, torch.float64).numpy()
        check(np.array_equal(bias, ref.alibi_bias(T, H)), "causal ALiBi bias, T %d, H %d" % (T, H))
        config["causal"] = False
        bias = attention_bias(config, {}, T, torch.float64).numpy()
        distance = np.abs(np.arange(T)[:, None] - np.arange(T)[None, :])
        expected = -np.array(ref.get_slopes(H))[:, None, None] * distance
        check(np.array_equal(bias, expected), "bidirectional ALiBi bias -m |t - s|, T %d, H %d" % (T, H))
        for causal in (True, False):
            config = config_of("copy", "t5", causal, heads=H, d=4 * H)
            table = torch.arange(T5_BUCKETS * H, dtype=torch.float64).view(T5_BUCKETS, H)
            bias = attention_bias(config, {"Tb": table}, T, torch.float64).numpy()
            buckets = ref.t5_matrix(T, bidirectional=not causal)
            expected = np.stack([table.numpy()[buckets, j] for j in range(H)])
            if causal:
                expected = np.where(np.arange(T)[None, :] > np.arange(T)[:, None], -np.inf, expected)
            check(np.array_equal(bias, expected), "t5 bias, causal %s, T %d, H %d" % (causal, T, H))


def check_symmetries():
    rs = np.random.RandomState(7)
    # Bidirectional, no position: equal tokens give equal logits, bit for bit,
    # and permuting the tokens permutes the logits.
    config = config_of("copy", "none", False)
    flat = random_parameters(config, rs)
    tokens = np.array([[3, 5, 3, 0, 1, 1, 1, 5, 3]])
    out = model_logits(config, flat, tokens)[0]
    for t in range(9):
        for s in range(9):
            if tokens[0, t] == tokens[0, s]:
                check(np.array_equal(out[t], out[s]), "none, bidirectional: equal tokens %d, %d" % (t, s))
    perm = rs.permutation(9)
    check(
        np.allclose(model_logits(config, flat, tokens[:, perm])[0], out[perm], rtol=0, atol=1e-12),
        "none, bidirectional: permutation equivariance",
    )
    # ... which position breaks: sinusoidal bidirectional gives equal tokens
    # different logits.
    sin = config_of("copy", "sinusoidal", False)
    out_sin = model_logits(sin, random_parameters(sin, rs), tokens)[0]
    check(not np.allclose(out_sin[0], out_sin[2], atol=1e-6), "sinusoidal, bidirectional: equal logits at 0, 2")

    # Bidirectional ALiBi: reversing the tokens reverses the logits; causal
    # ALiBi does not.
    tokens = rs.randint(0, 8, size=(2, 9))
    for causal in (False, True):
        config = config_of("copy", "alibi", causal)
        flat = random_parameters(config, rs)
        forward = model_logits(config, flat, tokens)
        backward = model_logits(config, flat, tokens[:, ::-1].copy())[:, ::-1]
        equal = np.allclose(forward, backward, rtol=0, atol=1e-12)
        if causal:
            check(not equal, "alibi causal: reversal equivariance where none should be")
        else:
            check(equal, "alibi bidirectional: reversal equivariance missing")

    # Causal: the logits at t do not depend on the tokens after t (every
    # encoding), bit for bit; bidirectional ones do.
    for encoding in ENCODINGS:
        for causal in (True, False):
            config = config_of("lookback", encoding, causal, max_length=10)
            flat = random_parameters(config, rs)
            tokens = rs.randint(0, 8, size=(1, 10))
            out = model_logits(config, flat, tokens)
            for t in (0, 4, 8):
                changed = tokens.copy()
                changed[0, t + 1 :] = (changed[0, t + 1 :] + 1 + rs.randint(0, 7, size=9 - t)) % 8
                after = model_logits(config, flat, changed)
                same = np.array_equal(out[0, : t + 1], after[0, : t + 1])
                if causal:
                    check(same, "%s causal: logits before %d depend on later tokens" % (encoding, t + 1))
                else:
                    check(not same, "%s bidirectional: logits before %d ignore later tokens" % (encoding, t + 1))


def check_gradients():
    """torch.autograd.gradcheck of the loss in the flat parameters on small
    models of every encoding, causal and bidirectional (randomized with
    explicit positions): the full Jacobian for t5 bidirectional (about 1 s),
    gradcheck's fast mode (a random direction) for the others."""
    rs = np.random.RandomState(11)
    for encoding in ENCODINGS:
        for causal in (True, False):
            config = config_of("reverse", encoding, causal, layers=2, d=4, heads=2, V=5, max_length=3)
            flat = torch.from_numpy(random_parameters(config, rs)).requires_grad_(True)
            tokens, targets = task_batch("reverse", 2, 5, causal, 2, rs)
            positions = random_positions(2, 5, capacity(config), rs) if encoding == "randomized" else None
            ok = torch.autograd.gradcheck(
                lambda f: loss(config, unflatten(config, f), tokens, targets, positions),
                (flat,),
                eps=1e-6,
                atol=1e-8,
                rtol=1e-6,
                fast_mode=not (encoding == "t5" and not causal),
            )
            check(ok, "gradcheck %s %s" % (encoding, causal))


def nn_logits(config, flat, tokens, positions=None):
    """The same model through torch.nn.TransformerEncoderLayer (norm_first:
    x + SA(LN1(x)), then x + FF(LN2(x))) with the q, k, v and output biases
    zero and the position bias passed as its float attention mask, (B H, T, T),
    added to the scores: an independent check of the heads' split, the
    1/sqrt(h) scale and the block order. Not for rope (no hook for it)."""
    p = unflatten(config, torch.from_numpy(flat))
    tokens = torch.as_tensor(tokens, dtype=torch.long)
    B, T = tokens.shape
    d, H = config["dModel"], config["heads"]
    if positions is None:
        positions = default_positions(B, T)
    x = p["E"][tokens]
    if config["encoding"] in ("sinusoidal", "randomized"):
        x = x + torch.from_numpy(sinusoidal(positions, d))
    elif config["encoding"] == "learned":
        x = x + p["Pl"][torch.as_tensor(positions, dtype=torch.long)]
    mask = attention_bias(config, p, T, torch.float64).repeat(B, 1, 1)  # index b H + j
    with torch.no_grad():
        for l in range(config["layers"]):
            q_ = lambda name: p["l%d.%s" % (l, name)]  # noqa: E731
            block = torch.nn.TransformerEncoderLayer(
                d, H, dim_feedforward=4 * d, dropout=0.0, batch_first=True, norm_first=True, dtype=torch.float64
            )
            block.train()  # the plain path, not the fused inference kernel
            block.self_attn.in_proj_weight.copy_(torch.cat([q_("Wq").T, q_("Wk").T, q_("Wv").T]))
            block.self_attn.in_proj_bias.zero_()
            block.self_attn.out_proj.weight.copy_(q_("Wo").T)
            block.self_attn.out_proj.bias.zero_()
            block.linear1.weight.copy_(q_("W1").T)
            block.linear1.bias.copy_(q_("b1"))
            block.linear2.weight.copy_(q_("W2").T)
            block.linear2.bias.copy_(q_("b2"))
            block.norm1.weight.copy_(q_("g1"))
            block.norm1.bias.copy_(q_("b1n"))
            block.norm2.weight.copy_(q_("g2"))
            block.norm2.bias.copy_(q_("b2n"))
            x = block(x, src_mask=mask)
        z = torch.nn.functional.layer_norm(x, (d,), p["gf"], p["bf"], eps=LN_EPS)
        return (z @ p["U"]).numpy()


def check_against_nn():
    rs = np.random.RandomState(13)
    for encoding in ENCODINGS:
        if encoding == "rope":
            continue
        for causal in (True, False):
            config = config_of("copy", encoding, causal, layers=2, d=12, heads=3, V=8, max_length=6)
            flat = random_parameters(config, rs)
            tokens = rs.randint(0, 8, size=(2, 9))
            positions = random_positions(2, 9, capacity(config), rs) if encoding == "randomized" else None
            mine = model_logits(config, flat, tokens, positions)
            check(
                np.allclose(mine, nn_logits(config, flat, tokens, positions), rtol=0, atol=1e-12),
                "%s %s: logits differ from torch.nn.TransformerEncoderLayer's" % (encoding, causal),
            )


def check_encodings():
    """sinusoidal() against generate.py's seed_pe; rope() against the pairs
    as complex numbers times e^(i pos / 10000^(2i/h))."""
    import generate

    check(np.array_equal(sinusoidal(np.arange(40)[None, :], 8)[0], generate.seed_pe(40, 8)), "sinusoidal")
    rs = np.random.RandomState(17)
    x = rs.normal(size=(2, 3, 5, 6))
    positions = np.array([[0, 1, 2, 3, 4], [3, 9, 10, 20, 31]])
    turned = rope(torch.from_numpy(x), positions).numpy()
    z = x[..., 0::2] + 1j * x[..., 1::2]
    angle = positions[:, None, :, None] / BASE ** (2 * np.arange(3) / 6)
    expected = z * np.exp(1j * angle)
    check(np.allclose(turned[..., 0::2], expected.real, atol=1e-14), "rope, even columns")
    check(np.allclose(turned[..., 1::2], expected.imag, atol=1e-14), "rope, odd columns")


def self_check():
    check_helpers()
    check_encodings()
    check_against_nn()
    check_symmetries()
    check_gradients()


if __name__ == "__main__":
    if "--check" in sys.argv:
        self_check()
        print("lab_torch: self-checks passed", file=sys.stderr)
    else:
        print(__doc__)
