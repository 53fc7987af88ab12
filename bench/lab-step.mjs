// The training lab's step (issue 22 item 6): one Adam step of the lab's
// benchmark model by the engine (labTrain, WebAssembly in Node) beside
// PyTorch on one CPU thread, float32 and float64 (bench/torch_step.py in
// /usr/bin/python3), at the same size, in the same run.
//
// The engine's step is timed as labTrain calls resuming from one state:
// a call of 1 step and a call of 1 + EXTRA steps, paired, so that
// (t(1 + EXTRA) - t(1)) / EXTRA is the compute of a step alone and t(1)
// minus it is what every call adds (staging params and Adam's moments in,
// copying them out into fresh arrays): allocation apart from compute.
// `node bench/lab-step.mjs` prints this section alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stats, formatTime, table } from './harness.mjs';

/** The size of bench/torch_step.py: its CONFIG, BATCH, LENGTH, LEARNING_RATE. */
export const STEP_CONFIG = {
  task: 'lookback',
  encoding: 'learned',
  causal: true,
  layers: 2,
  dModel: 32,
  heads: 2,
  vocabSize: 16,
  maxLength: 24,
};
const BATCH = 32;
const LENGTH = 24;
const LEARNING_RATE = 1e-3;
const EXTRA = 8; // steps of the longer call (1 + 8 = 9: under maxLabCost at this size)

/**
 * The engine's step at the benchmark size, `runs` paired calls: per step
 * (compute) and per call (staging and fresh result arrays), in ms, each
 * { min, median } of the wall clock and of this process's CPU time.
 */
export function engineStep(pe, { runs = 12 } = {}) {
  const options = {
    seed: 1,
    batchSize: BATCH,
    trainLengths: [LENGTH, LENGTH],
    learningRate: LEARNING_RATE,
  };
  const state = pe.labTrain(STEP_CONFIG, { ...options, steps: 3 });
  // Wall clock and this process's CPU time (user + system) of one call, ms.
  const call = (steps) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    pe.labTrain(STEP_CONFIG, { ...options, steps, resume: state });
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    return { wall, cpu: (c.user + c.system) / 1e3 };
  };
  call(1); // warm-up
  const step = { wall: [], cpu: [] };
  const overhead = { wall: [], cpu: [] };
  for (let r = 0; r < runs; r++) {
    const one = call(1);
    const many = call(1 + EXTRA);
    for (const k of ['wall', 'cpu']) {
      const perStep = (many[k] - one[k]) / EXTRA;
      step[k].push(perStep);
      overhead[k].push(one[k] - perStep);
    }
  }
  const summary = (values) => ({ min: Math.min(...values), median: stats(values).median });
  return {
    step: { wall: summary(step.wall), cpu: summary(step.cpu) },
    overhead: { wall: summary(overhead.wall), cpu: summary(overhead.cpu) },
    parameters: pe.labParameterCount(STEP_CONFIG),
    runs,
  };
}

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
export function benchLabStep(pe) {
  const torch = runTorchStep();
  const engine = engineStep(pe);
  const heading =
    'Training lab: one Adam step (forward, backward, gradient clipping, Adam), one thread';
  if (!torch) {
    return `${heading}\nPyTorch is missing: skipped (scripts/setup.sh installs Debian's python3-torch)`;
  }
  const c = torch.config;
  const ms = (milliseconds) => formatTime(milliseconds / 1e3);
  const ratio = (x) => `${x.toFixed(2)}x`;
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
      [
        row('PyTorch float32', torch.float32),
        row('PyTorch float64', torch.float64),
        [
          'engine float64 (wasm)',
          ms(engine.step.wall.median),
          ms(engine.step.wall.min),
          ms(engine.step.cpu.median),
          ms(engine.step.cpu.min),
        ],
      ],
    ),
    "CPU: this process's CPU time per step (a busy machine inflates it least).",
    `Engine: labTrain in Node, the full module (no SIMD), ${engine.runs} paired calls of 1 and ` +
      `${1 + EXTRA} steps resuming one state; a step's compute is their difference / ${EXTRA}. ` +
      `Each call adds ${ms(engine.overhead.cpu.median)} CPU median (wall ` +
      `${ms(engine.overhead.wall.median)}): staging ` +
      `params and Adam's moments (3 x ${engine.parameters.toLocaleString('en-US')} doubles) and ` +
      'copying them out into fresh arrays.',
    table(
      [
        'PyTorch float32 / engine',
        'median',
        'best',
        'CPU median',
        'CPU best',
        'target',
        'moonshot',
      ],
      [
        [
          'step time ratio',
          ratio(torch.float32.median_ms / engine.step.wall.median),
          ratio(torch.float32.min_ms / engine.step.wall.min),
          ratio(torch.float32.cpu_median_ms / engine.step.cpu.median),
          ratio(torch.float32.cpu_min_ms / engine.step.cpu.min),
          '>= 1.00x',
          '>= 2.00x',
        ],
      ],
    ),
    `load average ${torch.load.map((x) => x.toFixed(1)).join(', ')} (2 cores): on a busy machine ` +
      'the CPU columns and the best times are the telling ones.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createPosEnc } = await import('positional-encoding-widget');
  console.log(benchLabStep(await createPosEnc()));
}
