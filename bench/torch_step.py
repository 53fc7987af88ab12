"""Times one Adam training step of the training lab's model (issue 22) in
PyTorch on ONE thread; prints one JSON line on stdout.

Usage: /usr/bin/python3 bench/torch_step.py [--steps 20] [--warmup 5]

The model is the spec's pre-LayerNorm transformer written with PyTorch's
fused functions (step_loss), checked at start against the float64 reference
of the JS tests (tests/reference/lab_torch.py; referenceDifference, relative),
at the lab's benchmark size: 2 layers, d_model 32, 2 heads, V 16, learned positions,
causal, the lookback task at n = 24 (T = 24), batch 32. Its parameters are
separate leaf tensors (as an nn.Module holds them), initialised as the spec's
labInit (gains 1, biases 0, N(0, 0.02^2), Wo and W2 times 1/sqrt(2 L)) from
torch's generator. A step: forward, mean cross-entropy over the scored
targets, backward, global gradient-norm clipping at 1.0, Adam (0.9, 0.999,
1e-8, lr 1e-3); the batches are made beforehand (one per step, NumPy
RandomState), so a step times PyTorch alone. Warm-up steps, then `steps`
timed ones: min and median ms (wall clock, and this process's CPU time), in
float32 and in float64.
Exits with status 3 and a message on stderr when torch is missing.
"""

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "reference"))

try:
    import torch
except ImportError:
    print(
        "bench/torch_step.py: PyTorch is missing (Debian's python3-torch; scripts/setup.sh installs it)",
        file=sys.stderr,
    )
    sys.exit(3)

import lab_torch  # noqa: E402

CONFIG = {
    "task": "lookback",
    "encoding": "learned",
    "causal": True,
    "layers": 2,
    "dModel": 32,
    "heads": 2,
    "vocabSize": 16,
    "maxLength": 24,
}
BATCH, LENGTH = 32, 24
LEARNING_RATE = 1e-3


def init_parameters(dtype, seed=0):
    """The spec's labInit, from torch's generator (not the engine's PRNG)."""
    generator = torch.Generator().manual_seed(seed)
    scale = 1.0 / math.sqrt(2 * CONFIG["layers"])
    params = {}
    for name, shape in lab_torch.parameter_shapes(CONFIG):
        short = name.split(".")[-1]
        if short in ("g1", "g2", "gf"):
            value = torch.ones(shape, dtype=dtype)
        elif short in ("b1n", "b2n", "bf", "b1", "b2"):
            value = torch.zeros(shape, dtype=dtype)
        else:
            value = torch.randn(shape, generator=generator, dtype=dtype) * 0.02
            if short in ("Wo", "W2"):
                value = value * scale
        params[name] = value.requires_grad_(True)
    return params


def step_loss(params, tokens, targets, causal_mask):
    """The same model as lab_torch.loss, written as PyTorch users write it
    (fused F.embedding, F.layer_norm, F.cross_entropy with ignore_index, one
    precomputed additive causal mask), so that the baseline is PyTorch at its
    usual speed, not the reference's plain formulas. main() checks the two
    agree in float64."""
    B, T = tokens.shape
    d, H = CONFIG["dModel"], CONFIG["heads"]
    h = d // H
    F = torch.nn.functional
    x = F.embedding(tokens, params["E"]) + params["Pl"][:T]
    for l in range(CONFIG["layers"]):
        p = lambda name: params["l%d.%s" % (l, name)]  # noqa: E731
        a = F.layer_norm(x, (d,), p("g1"), p("b1n"), lab_torch.LN_EPS)
        q = (a @ p("Wq")).view(B, T, H, h).transpose(1, 2)
        k = (a @ p("Wk")).view(B, T, H, h).transpose(1, 2)
        v = (a @ p("Wv")).view(B, T, H, h).transpose(1, 2)
        w = torch.softmax(q @ k.transpose(-1, -2) * (1.0 / math.sqrt(h)) + causal_mask, dim=-1)
        x = x + (w @ v).transpose(1, 2).reshape(B, T, d) @ p("Wo")
        c = F.layer_norm(x, (d,), p("g2"), p("b2n"), lab_torch.LN_EPS)
        x = x + F.linear(torch.relu(F.linear(c, p("W1").T, p("b1"))), p("W2").T, p("b2"))
    z = F.layer_norm(x, (d,), params["gf"], params["bf"], lab_torch.LN_EPS)
    logits = z @ params["U"]
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1), ignore_index=-1)


def causal_mask(T, dtype):
    return torch.full((T, T), float("-inf"), dtype=dtype).triu(1)


def reference_difference():
    """max |loss and gradient of step_loss - lab_torch's| in float64, on
    random (std 0.3) parameters, relative to the largest magnitude."""
    rs = np.random.RandomState(5)
    flat = torch.from_numpy(lab_torch.random_parameters(CONFIG, rs)).requires_grad_(True)
    tokens, targets = batches(1, seed=2)[0]
    ref = lab_torch.loss(CONFIG, lab_torch.unflatten(CONFIG, flat), tokens.numpy(), targets.numpy())
    (ref_grad,) = torch.autograd.grad(ref, flat)
    mine_flat = flat.detach().clone().requires_grad_(True)
    mask = causal_mask(tokens.shape[1], torch.float64)
    mine = step_loss(lab_torch.unflatten(CONFIG, mine_flat), tokens, targets, mask)
    (grad,) = torch.autograd.grad(mine, mine_flat)
    return max(
        abs(float(mine) - float(ref)) / abs(float(ref)),
        float((grad - ref_grad).abs().max() / ref_grad.abs().max()),
    )


def batches(count, seed=1):
    rs = np.random.RandomState(seed)
    out = []
    for _ in range(count):
        tokens, targets = lab_torch.task_batch(
            CONFIG["task"], LENGTH, CONFIG["vocabSize"], CONFIG["causal"], BATCH, rs
        )
        out.append((torch.as_tensor(tokens), torch.as_tensor(targets)))
    return out


def run(dtype, steps, warmup):
    params = init_parameters(dtype)
    leaves = list(params.values())
    optimizer = torch.optim.Adam(leaves, lr=LEARNING_RATE, betas=(0.9, 0.999), eps=1e-8)
    data = batches(warmup + steps)
    mask = causal_mask(data[0][0].shape[1], dtype)
    times, cpu_times, losses = [], [], []
    for k, (tokens, targets) in enumerate(data):
        t0, c0 = time.perf_counter(), time.process_time()
        optimizer.zero_grad(set_to_none=True)
        value = step_loss(params, tokens, targets, mask)
        value.backward()
        torch.nn.utils.clip_grad_norm_(leaves, 1.0)
        optimizer.step()
        elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
        losses.append(float(value))
        if k >= warmup:
            times.append(elapsed)
            cpu_times.append(cpu)
    return {
        "min_ms": 1e3 * min(times),
        "median_ms": 1e3 * statistics.median(times),
        # CPU time of this process: what a busy machine inflates least.
        "cpu_min_ms": 1e3 * min(cpu_times),
        "cpu_median_ms": 1e3 * statistics.median(cpu_times),
        "steps": steps,
        "warmup": warmup,
        "first_loss": losses[0],
        "last_loss": losses[-1],
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=5)
    args = parser.parse_args()
    torch.set_num_threads(1)
    difference = reference_difference()
    if not difference <= 1e-12:
        sys.exit("bench/torch_step.py: step_loss differs from lab_torch.loss by %g (relative)" % difference)
    result = {
        "torch": torch.__version__,
        "python": platform.python_version(),
        "threads": torch.get_num_threads(),
        "config": CONFIG,
        "batchSize": BATCH,
        "length": LENGTH,
        "seqLen": lab_torch.seq_len(CONFIG["task"], LENGTH),
        "parameters": lab_torch.parameter_count(CONFIG),
        "referenceDifference": difference,
        "load": os.getloadavg(),
        "float32": run(torch.float32, args.steps, args.warmup),
        "float64": run(torch.float64, args.steps, args.warmup),
    }
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
