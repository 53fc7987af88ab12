// npm run bench: throughput of the WebAssembly positional encoding against a
// naive JavaScript loop and the seed's NumPy code, all on this machine in one
// run, plus the worst allowed case of every API function. Speeds are
// reported as ratios against those baselines; nothing here asserts a timing.
// Each measurement: warm-up calls, then repeated for at least MIN_TIME
// seconds and MIN_ITERS calls; median and best per-call times are printed.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { createPosEnc, defaultBase } from 'positional-encoding-widget';
import { createEngine } from '../dist/lib/engine/api.js';
import { loadWasm } from '../dist/lib/engine/wasm.js';
import { benchAtlas } from './atlas.mjs';
import { benchFirstFrame, benchHeatmap } from './browser.mjs';
import { measure, formatRate, formatTime, table } from './harness.mjs';
import { benchLabStep } from './lab-step.mjs';
import { benchHostileState } from './state.mjs';

const SIZES = [
  [512, 512],
  [2048, 1024],
  [8192, 1024],
];
const TARGET_SIZES = ['2048x1024', '8192x1024'];
const TARGET_VS_NUMPY = 3; // pe.positionalEncoding with a reused `out`
const TARGET_KERNEL_VS_JS = 20;
const MIN_TIME = 0.3; // seconds per measurement
const MIN_ITERS = 5;
const PYTHON = '/usr/bin/python3';

const pe = await createPosEnc();
const wasm = await loadWasm();
const correct = { base: defaultBase, layout: 0, variant: 0 };

/** The API call as most users make it: a fresh result array each call. */
function wasmFresh(L, d) {
  return pe.positionalEncoding(L, d).data;
}

/** The kernel alone: every row computed into the module's chunk block, no copy out. */
function wasmKernel(L, d) {
  try {
    const plan = wasm.encodeBegin(L, d, correct);
    if (!plan.ok) throw new Error(plan.message);
    for (let row = 0; row < L; row += plan.value) {
      if (!wasm.encodeFill(row, Math.min(L, row + plan.value))) throw new Error('fill refused');
    }
  } finally {
    wasm.release();
  }
}

const NAIVE_JS =
  'naive JS loop: the seed formula per element, Math.sin/Math.cos, ' +
  'divisor 10000 ** (2 * i / d) hoisted out of the position loop';

/** The seed's formula written directly in JavaScript (NAIVE_JS). */
function naiveJs(L, d) {
  const out = new Float64Array(L * d);
  const half = d / 2;
  const div = new Float64Array(half);
  for (let i = 0; i < half; i++) div[i] = 10000 ** ((2 * i) / d);
  for (let pos = 0; pos < L; pos++) {
    const row = pos * d;
    for (let i = 0; i < half; i++) {
      const angle = pos / div[i];
      out[row + 2 * i] = Math.sin(angle);
      out[row + 2 * i + 1] = Math.cos(angle);
    }
  }
  return out;
}

/** Times the seed's NumPy code for one size in /usr/bin/python3. */
function runNumpy(L, d) {
  const script = fileURLToPath(new URL('./numpy_pe.py', import.meta.url));
  const args = [script, '--min-time', String(MIN_TIME), '--min-iters', String(MIN_ITERS)];
  args.push(`${L}x${d}`);
  // The environment is passed through untouched (OPENBLAS_* included).
  const stdout = execFileSync(PYTHON, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(stdout);
}

const started = performance.now();
const openblasEnv = Object.keys(process.env)
  .filter((k) => k.startsWith('OPENBLAS_'))
  .map((k) => `${k}=${process.env[k]}`);
const load = os.loadavg().map((x) => x.toFixed(2));
console.log('Positional encoding benchmark');
console.log(
  `node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} CPUs, ` +
    `load average ${load.join(' ')} (a busy machine inflates times)` +
    (openblasEnv.length ? `\n${openblasEnv.join(' ')} (left as set)` : ''),
);
console.log(
  `method: warm-up, then >= ${MIN_TIME} s and >= ${MIN_ITERS} calls per cell; median and best per-call time`,
);

const rows = [];
let sink = 0;
let pythonVersion = '';
for (const [L, d] of SIZES) {
  const n = L * d;
  // NumPy runs in its own process just before the JS measurements of the
  // same size, never at the same time (it would compete for a core).
  const numpy = runNumpy(L, d);
  const np = numpy.results[0];
  pythonVersion = `python ${numpy.python}, numpy ${numpy.numpy} (${numpy.executable})`;
  const opts = { minTime: MIN_TIME, minIters: MIN_ITERS };
  const out = new Float64Array(n);
  const fresh = measure(() => (sink += wasmFresh(L, d)[n - 1]), opts);
  const reused = measure(() => (sink += pe.positionalEncoding(L, d, { out }).data[n - 1]), opts);
  const kernel = measure(() => wasmKernel(L, d), opts);
  const js = measure(() => (sink += naiveJs(L, d)[n - 1]), opts);

  // Cross-checks: the implementations compute the same matrix.
  const a = wasmFresh(L, d);
  const b = naiveJs(L, d);
  let maxDiff = 0;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    maxDiff = Math.max(maxDiff, Math.abs(a[k] - b[k]), Math.abs(a[k] - out[k]));
    sum += a[k];
  }
  rows.push({
    size: `${L}x${d}`,
    n,
    fresh,
    reused,
    kernel,
    js,
    numpy: { median: np.median_s, best: np.best_s },
    maxDiff,
    sumDiff: Math.abs(sum - np.sum),
  });
}

console.log(`${pythonVersion}\n`);
const rate = (n, seconds) => formatRate(n / seconds);
const ratio = (x) => `${x.toFixed(1)}x`;
console.log('Throughput, elements/s (median time per call)');
console.log(
  table(
    [
      'L x d',
      'elements',
      'API, out reused',
      'API, fresh array',
      'WASM kernel',
      'naive JS',
      'NumPy',
    ],
    rows.map((r) => [
      r.size,
      String(r.n),
      ...[r.reused, r.fresh, r.kernel, r.js, r.numpy].map(
        (t) => `${rate(r.n, t.median)} (${formatTime(t.median)})`,
      ),
    ]),
  ),
);
console.log(
  'API, out reused: pe.positionalEncoding(L, d, { out }) into one caller-owned array;\n' +
    'API, fresh array: pe.positionalEncoding(L, d), a new array each call (page faults included);\n' +
    'WASM kernel: every row computed in module memory, no copy out;\n' +
    `naive JS: ${NAIVE_JS}\n`,
);
console.log('Speed-up: median ratio (best-of ratio)');
const both = (r, slow, fast) =>
  `${ratio(r[slow].median / r[fast].median)} (${ratio(r[slow].best / r[fast].best)})`;
console.log(
  table(
    ['L x d', 'reused/NumPy', 'fresh/NumPy', 'kernel/NumPy', 'kernel/naive JS', 'reused/naive JS'],
    rows.map((r) => [
      r.size,
      both(r, 'numpy', 'reused'),
      both(r, 'numpy', 'fresh'),
      both(r, 'numpy', 'kernel'),
      both(r, 'js', 'kernel'),
      both(r, 'js', 'reused'),
    ]),
  ),
);
console.log(
  'cross-check: max |WASM - naive JS| = ' +
    rows.map((r) => `${r.maxDiff.toExponential(1)}`).join(', ') +
    '; |sum WASM - sum NumPy| = ' +
    rows.map((r) => `${r.sumDiff.toExponential(1)}`).join(', '),
);

const verdict = (ok) => (ok ? 'MET' : 'NOT MET');
const targetRows = [];
for (const size of TARGET_SIZES) {
  const r = rows.find((x) => x.size === size);
  const vsNumpy = r.numpy.median / r.reused.median;
  const vsJs = r.js.median / r.kernel.median;
  targetRows.push([
    `${size}: out reused >= ${TARGET_VS_NUMPY}x NumPy`,
    ratio(vsNumpy),
    ratio(r.numpy.best / r.reused.best),
    verdict(vsNumpy >= TARGET_VS_NUMPY),
  ]);
  targetRows.push([
    `${size}: kernel >= ${TARGET_KERNEL_VS_JS}x naive JS`,
    ratio(vsJs),
    ratio(r.js.best / r.kernel.best),
    verdict(vsJs >= TARGET_KERNEL_VS_JS),
  ]);
}
console.log('\nTargets');
console.log(table(['target', 'median', 'best-of', 'result (median)'], targetRows));

// The worst case each function allows: every limit, including the cost
// limits, is chosen so that these finish in about 2 s or less here.
const L = pe.limits;
const vector = (n) => Float64Array.from({ length: n }, (_, k) => Math.sin(k));
const attentionRows = Math.floor(Math.sqrt(L.maxAttentionCost));
const worst = [
  ['positionalEncoding(4096, 4096)', 'maxElements', () => pe.positionalEncoding(4096, 4096)],
  [
    'encodePositions(65536 positions, 64)',
    'maxTrigElements',
    () => pe.encodePositions(vector(L.maxTrigElements / 64), 64),
  ],
  [
    `selfAttention(${attentionRows} x 1)`,
    'maxAttentionCost',
    () => pe.selfAttention({ rows: attentionRows, cols: 1, data: vector(attentionRows) }),
  ],
  [
    'selfAttention(256 x 128)',
    'maxAttentionCost',
    () => pe.selfAttention({ rows: 256, cols: 128, data: vector(256 * 128) }),
  ],
  ['dotProducts(4096, 16)', 'maxPairwiseCost', () => pe.dotProducts(4096, 16)],
  ['dotProducts(1024, 256)', 'maxPairwiseCost', () => pe.dotProducts(1024, 256)],
  [
    'ropeScores(16-vectors, 4096)',
    'maxPairwiseCost',
    () => pe.ropeScores(vector(16), vector(16), 4096),
  ],
  ['uniqueRows(1048576, 16)', 'maxUniqueRows', () => pe.uniqueRows(L.maxUniqueRows, 16)],
  ['learnedTable(2048, 2048)', 'maxTrigElements', () => pe.learnedTable(2048, 2048)],
  [
    'averageGrid 4096 x 4096 px, dModel 4096',
    'maxGridCost',
    () =>
      pe.averageGrid({
        seqLen: 1e6,
        dModel: 4096,
        rowStart: 0,
        rowsPerPixel: 1e6 / 4096,
        rowsPx: 4096,
        colStart: 0,
        colsPerPixel: 1,
        colsPx: 4096,
      }),
  ],
  [
    'averageGrid 500 x 500 px, dModel 65536',
    'maxGridCost',
    () =>
      pe.averageGrid({
        seqLen: 1e6,
        dModel: 65536,
        rowStart: 0,
        rowsPerPixel: 1e6 / 500,
        rowsPx: 500,
        colStart: 0,
        colsPerPixel: 65536 / 500,
        colsPx: 500,
      }),
  ],
  ['wavelengths(65536)', 'maxDModel', () => pe.wavelengths(65536)],
  ['shift(65536-vector, 1e9)', 'maxDModel', () => pe.shift(vector(65536), 1e9)],
  ['rope(65536-vector, 1e9)', 'maxDModel', () => pe.rope(vector(65536), 1e9)],
];
console.log('\nWorst allowed case of each function (best of 2 calls; the limit that bounds it)');
console.log(
  table(
    ['call', 'bounded by', 'time'],
    worst.map(([name, limit, call]) => {
      const t = measure(call, { minTime: 0, minIters: 2, warmup: 0 });
      return [name, limit, formatTime(t.best)];
    }),
  ),
);

benchAtlas(pe);

// The heat map's render kernel: averages over every pixel's cells, nothing
// materialised (a 1,000,000 x 8192 matrix would be 64 GB).
const windows = [
  {
    name: '1,000,000 x 8192 window at 600x400 px',
    w: {
      seqLen: 1_000_000,
      dModel: 8192,
      rowStart: 0,
      rowsPerPixel: 1_000_000 / 400,
      rowsPx: 400,
      colStart: 0,
      colsPerPixel: 8192 / 600,
      colsPx: 600,
    },
  },
  {
    name: 'default 64 x 128 view, 1 cell per pixel',
    w: {
      seqLen: 64,
      dModel: 128,
      rowStart: 0,
      rowsPerPixel: 1,
      rowsPx: 64,
      colStart: 0,
      colsPerPixel: 1,
      colsPx: 128,
    },
  },
];
// The heat map runs on the engine's core module (loaded with the element),
// the package API on the full one: both are timed, in alternation.
const core = await createEngine('core');
console.log('\naverageGrid (heat-map render kernel), time per call, full and core module');
console.log(
  table(
    ['window', 'pixels', 'full median', 'full best', 'core median', 'core best'],
    windows.map(({ name, w }) => {
      const run = (api) =>
        measure(() => (sink += api.averageGrid(w).data[0]), { minTime: MIN_TIME, minIters: 5 });
      const full = run(pe);
      const fromCore = run(core);
      return [
        name,
        String(w.rowsPx * w.colsPx),
        formatTime(full.median),
        formatTime(full.best),
        formatTime(fromCore.median),
        formatTime(fromCore.best),
      ];
    }),
  ),
);

console.log('\nHostile setState values through applyValues (bench/state.mjs)');
console.log(benchHostileState());

console.log(`\n${benchLabStep()}`);

if (process.env.PE_BENCH_NODE_ONLY) process.exit(0);

console.log('\nHeat-map redraw in headless Chromium (the built site, dist/site)');
console.log(await benchHeatmap());

console.log('');
console.log(await benchFirstFrame());

console.log(`\n${await (await import('./export.mjs')).benchExports()}`);

console.log(`\n${await (await import('./engines-layout.mjs')).benchEnginesLayout()}`);

console.log(`\ntotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (Number.isNaN(sink)) console.log('');
