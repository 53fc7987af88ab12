// The training lab's step (issue 22 item 6): one Adam step of the lab's
// benchmark model by the engine (labTrain, WebAssembly in Node), its SIMD
// build and its scalar module, beside PyTorch on one CPU thread, float32
// and float64 (bench/torch_step.py in /usr/bin/python3), at the same size,
// in the same run.
//
// Each engine build runs in a Node process of its own (`node
// bench/lab-step.mjs --build simd|scalar` prints its JSON): a realm has one
// full module (web/src/engine/simd.ts chooses it as the lab's training
// workers do), and both builds then run in the same conditions. The builds
// alternate, ROUNDS processes each, so a change in the machine's load falls
// on both. In each, the step is timed as labTrain calls resuming from one
// state: a call of 1 step and a call of 1 + EXTRA steps, paired, so that
// (t(1 + EXTRA) - t(1)) / EXTRA is the compute of a step alone and t(1)
// minus it is what every call adds (staging params and Adam's moments in,
// copying them out into fresh arrays): allocation apart from compute.
// `node bench/lab-step.mjs` prints this section alone.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
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
const ROUNDS = 3; // processes per build, alternating
const RUNS = 6; // paired calls per process

/**
 * The engine's step at the benchmark size, `runs` paired calls: per step
 * (compute) and per call (staging and fresh result arrays), in ms, each a
 * list of the wall clock and of this process's CPU time.
 */
export function engineStep(pe, { runs = RUNS } = {}) {
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
  // The parameters after 3 + 1 steps, as bits: equal for both builds.
  const last = pe.labTrain(STEP_CONFIG, { ...options, steps: 1, resume: state });
  return {
    step,
    overhead,
    parameters: pe.labParameterCount(STEP_CONFIG),
    runs,
    fingerprint: hashOf(last),
  };
}

/** A short hash of a run's parameters' bits (FNV-1a over the bytes). */
function hashOf(run) {
  const bytes = new Uint8Array(run.params.buffer);
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Runs engineStep in a process of its own on the full module's `build`. */
function stepInProcess(build) {
  const script = fileURLToPath(import.meta.url);
  const result = spawnSync(process.execPath, [script, '--build', build], { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `bench/lab-step.mjs --build ${build} failed (exit ${result.status}):\n${result.stderr}`,
    );
  }
  return JSON.parse(result.stdout);
}

/** Both builds, alternating, ROUNDS processes each: every sample of each. */
export function engineSteps() {
  const merged = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of ['simd', 'scalar']) {
      const r = stepInProcess(build);
      if (r.build !== build) throw new Error(`asked for the ${build} build, ran ${r.build}`);
      const m = (merged[build] ??= {
        step: { wall: [], cpu: [] },
        overhead: { wall: [], cpu: [] },
        fingerprints: new Set(),
        runs: 0,
        parameters: r.parameters,
      });
      for (const part of ['step', 'overhead'])
        for (const k of ['wall', 'cpu']) m[part][k].push(...r[part][k]);
      m.fingerprints.add(r.fingerprint);
      m.runs += r.runs;
    }
  }
  const summary = (values) => ({ min: Math.min(...values), median: stats(values).median });
  const out = {};
  for (const [build, m] of Object.entries(merged)) {
    out[build] = {
      step: { wall: summary(m.step.wall), cpu: summary(m.step.cpu) },
      overhead: { wall: summary(m.overhead.wall), cpu: summary(m.overhead.cpu) },
      fingerprints: [...m.fingerprints],
      runs: m.runs,
      parameters: m.parameters,
    };
  }
  return out;
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
export function benchLabStep() {
  const loadBefore = loadavg();
  const torch = runTorchStep();
  const engines = engineSteps();
  const loadAfter = loadavg();
  const heading =
    'Training lab: one Adam step (forward, backward, gradient clipping, Adam), one thread';
  if (!torch) {
    return `${heading}\nPyTorch is missing: skipped (scripts/setup.sh installs Debian's python3-torch)`;
  }
  const c = torch.config;
  const ms = (milliseconds) => formatTime(milliseconds / 1e3);
  const ratio = (x) => `${x.toFixed(2)}x`;
  const torchRow = (name, r) => [
    name,
    ms(r.median_ms),
    ms(r.min_ms),
    ms(r.cpu_median_ms),
    ms(r.cpu_min_ms),
  ];
  const engineRow = (name, e) => [
    name,
    ms(e.step.wall.median),
    ms(e.step.wall.min),
    ms(e.step.cpu.median),
    ms(e.step.cpu.min),
  ];
  const ratioRow = (name, e) => [
    name,
    ratio(torch.float32.median_ms / e.step.wall.median),
    ratio(torch.float32.min_ms / e.step.wall.min),
    ratio(torch.float32.cpu_median_ms / e.step.cpu.median),
    ratio(torch.float32.cpu_min_ms / e.step.cpu.min),
    '>= 1.00x',
    '>= 2.00x',
  ];
  const { simd, scalar } = engines;
  const sameBits =
    simd.fingerprints.length === 1 &&
    scalar.fingerprints.length === 1 &&
    simd.fingerprints[0] === scalar.fingerprints[0];
  const overhead = (e) =>
    `${ms(e.overhead.cpu.median)} CPU median (wall ${ms(e.overhead.wall.median)})`;
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
        torchRow('PyTorch float32', torch.float32),
        torchRow('PyTorch float64', torch.float64),
        engineRow('engine float64, wasm SIMD', simd),
        engineRow('engine float64, wasm scalar', scalar),
      ],
    ),
    "CPU: this process's CPU time per step (a busy machine inflates it least).",
    `Engine: labTrain in Node, the full module's SIMD build (what the lab's training workers load ` +
      `where WebAssembly SIMD validates) and its scalar module (the fallback), each in ${ROUNDS} ` +
      `processes of its own, alternating, ${RUNS} paired calls of 1 and ${1 + EXTRA} steps ` +
      `resuming one state in each (${simd.runs} samples per build); a step's compute is their ` +
      `difference / ${EXTRA}. Each call adds ${overhead(simd)} with SIMD, ${overhead(scalar)} ` +
      `scalar: staging params and Adam's moments (3 x ${simd.parameters.toLocaleString('en-US')} ` +
      'doubles) and copying them out into fresh arrays.',
    `Same bits: the parameters after 4 steps are ${sameBits ? 'bit-identical' : 'DIFFERENT'} in ` +
      `both builds (${[...new Set([...simd.fingerprints, ...scalar.fingerprints])].join(', ')}).`,
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
      [ratioRow('step time ratio, SIMD', simd), ratioRow('step time ratio, scalar', scalar)],
    ),
    `load average ${torch.load.map((x) => x.toFixed(1)).join(', ')} (2 cores) at PyTorch's start, ` +
      `${loadBefore[0].toFixed(1)} before this section and ${loadAfter[0].toFixed(1)} after: on a ` +
      'busy machine the CPU columns and the best times are the telling ones.',
  ].join('\n');
}

const argv = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}` && argv[0] === '--build') {
  // One engine build in this process: its JSON on stdout.
  const { chooseFullBuild } = await import('../dist/lib/engine/simd.js');
  const build = chooseFullBuild({ simd: argv[1] === 'simd' });
  const { createPosEnc } = await import('positional-encoding-widget');
  const result = engineStep(await createPosEnc());
  console.log(JSON.stringify({ build, ...result }));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(benchLabStep());
}
