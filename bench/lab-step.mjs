// The training lab's step (issue 22): one Adam step of the lab's benchmark
// model in PyTorch on one CPU thread, float32 and float64
// (bench/torch_step.py in /usr/bin/python3), the baseline the engine's step
// is compared with at the same size.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatTime, table } from './harness.mjs';

const PYTHON = '/usr/bin/python3';
const MISSING = 3; // torch_step.py's exit status when torch is not installed

/**
 * Runs bench/torch_step.py: its JSON result, or null when PyTorch is
 * missing (any other failure throws).
 */
export function runTorchStep({ steps = 20, warmup = 5 } = {}) {
  const script = fileURLToPath(new URL('./torch_step.py', import.meta.url));
  const result = spawnSync(PYTHON, [script, '--steps', String(steps), '--warmup', String(warmup)], {
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status === MISSING) return null;
  if (result.status !== 0) {
    throw new Error(`bench/torch_step.py failed (exit ${result.status}):\n${result.stderr}`);
  }
  return JSON.parse(result.stdout);
}

/** The section of npm run bench, as text. */
export function benchLabStep() {
  const torch = runTorchStep();
  const heading =
    'Training lab: one Adam step (forward, backward, gradient clipping, Adam), one thread';
  if (!torch) {
    return `${heading}\nPyTorch is missing: skipped (scripts/setup.sh installs Debian's python3-torch)`;
  }
  const c = torch.config;
  const ms = (seconds) => formatTime(seconds / 1e3);
  const row = (name, r) => [
    name,
    ms(r.median_ms),
    ms(r.min_ms),
    ms(r.cpu_median_ms),
    ms(r.cpu_min_ms),
  ];
  return [
    heading,
    `${c.layers} layers x d_model ${c.dModel} x ${c.heads} heads, V ${c.vocabSize}, ${c.encoding} positions, ` +
      `${c.causal ? 'causal' : 'bidirectional'} ${c.task}, batch ${torch.batchSize} x T ${torch.seqLen}, ` +
      `${torch.parameters.toLocaleString('en-US')} parameters`,
    `PyTorch ${torch.torch} (python ${torch.python}), torch.set_num_threads(${torch.threads}); ` +
      `${torch.float32.warmup} warm-up steps, then ${torch.float32.steps} timed; same model as the ` +
      `float64 reference (relative difference ${torch.referenceDifference.toExponential(1)})`,
    table(
      ['implementation', 'median', 'best', 'CPU median', 'CPU best'],
      [row('PyTorch float32', torch.float32), row('PyTorch float64', torch.float64)],
    ),
    "CPU: this process's CPU time per step (a busy machine inflates it least).",
  ].join('\n');
}
