// npm run bench: throughput of the WebAssembly positional encoding against a
// naive JavaScript loop and the seed's NumPy code, all on this machine in one
// run. Speeds are reported as ratios against those baselines; nothing here
// asserts a timing. Each measurement: warm-up calls, then repeated for at
// least MIN_TIME seconds and MIN_ITERS calls; the median per-call time counts.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { createPosEnc } from 'positional-encoding-widget';
import { loadWasm } from '../dist/lib/wasm.js';
import { benchFirstFrame, benchHeatmap } from './browser.mjs';
import { measure, formatRate, formatTime, table } from './harness.mjs';

const SIZES = [
  [512, 512],
  [2048, 1024],
  [8192, 1024],
];
const TARGET_SIZE = '2048x1024';
const TARGET_VS_NUMPY = 2;
const TARGET_VS_JS = 30;
const MIN_TIME = 0.3; // seconds per measurement
const MIN_ITERS = 5;
const PYTHON = '/usr/bin/python3';

const pe = await createPosEnc();
const wasm = await loadWasm();

/** The API call a user makes; includes the copy into a JS-owned array. */
function wasmApi(L, d) {
  return pe.positionalEncoding(L, d).data;
}

/** The kernel alone: alloc + encode + free, no copy out of module memory. */
function wasmKernel(L, d) {
  const out = wasm.alloc(L * d * 8);
  if (out === 0) throw new Error('alloc failed');
  try {
    const status = wasm.encode(out, L, d, 10000, 'interleaved', 'correct');
    if (!status.ok) throw new Error(status.message);
  } finally {
    wasm.free(out);
  }
}

/** The formula written directly: one Math.sin or Math.cos per element. */
function naiveJs(L, d) {
  const out = new Float64Array(L * d);
  const half = d / 2;
  const div = new Float64Array(half);
  for (let i = 0; i < half; i++) div[i] = Math.pow(10000, (2 * i) / d);
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
  `method: warm-up, then >= ${MIN_TIME} s and >= ${MIN_ITERS} calls per cell; median per-call time`,
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
  const api = measure(() => (sink += wasmApi(L, d)[n - 1]), opts);
  const kernel = measure(() => wasmKernel(L, d), opts);
  const js = measure(() => (sink += naiveJs(L, d)[n - 1]), opts);
  // The copy-out alone: what the API adds to the kernel (a fresh JS array).
  const held = wasm.alloc(n * 8);
  wasm.encode(held, L, d, 10000, 'interleaved', 'correct');
  const copy = measure(() => (sink += wasm.HEAPF64.slice(held / 8, held / 8 + n)[n - 1]), opts);
  wasm.free(held);

  // Cross-checks: the three implementations compute the same matrix.
  const a = wasmApi(L, d);
  const b = naiveJs(L, d);
  let maxDiff = 0;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    maxDiff = Math.max(maxDiff, Math.abs(a[k] - b[k]));
    sum += a[k];
  }
  rows.push({
    size: `${L}x${d}`,
    n,
    api: api.median,
    kernel: kernel.median,
    js: js.median,
    copy: copy.median,
    numpy: np.median_s,
    best: { api: api.best, js: js.best, numpy: np.best_s },
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
    ['L x d', 'elements', 'WASM API', 'WASM kernel', 'naive JS', 'NumPy'],
    rows.map((r) => [
      r.size,
      String(r.n),
      ...[r.api, r.kernel, r.js, r.numpy].map((t) => `${rate(r.n, t)} (${formatTime(t)})`),
    ]),
  ),
);
console.log(
  'WASM API: pe.positionalEncoding(L, d), copy-out included; WASM kernel: alloc + encode + free\n',
);
console.log('Speed-up (ratio of median times)');
console.log(
  table(
    ['L x d', 'API/NumPy', 'API/JS', 'kernel/NumPy', 'kernel/JS', 'copy-out alone'],
    rows.map((r) => [
      r.size,
      ratio(r.numpy / r.api),
      ratio(r.js / r.api),
      ratio(r.numpy / r.kernel),
      ratio(r.js / r.kernel),
      formatTime(r.copy),
    ]),
  ),
);
console.log('copy-out alone: HEAPF64.slice of the L*d results into a new Float64Array');
console.log(
  'cross-check: max |WASM - naive JS| = ' +
    rows.map((r) => `${r.maxDiff.toExponential(1)}`).join(', ') +
    '; |sum WASM - sum NumPy| = ' +
    rows.map((r) => `${r.sumDiff.toExponential(1)}`).join(', '),
);

const target = rows.find((r) => r.size === TARGET_SIZE);
const vsNumpy = target.numpy / target.api;
const vsJs = target.js / target.api;
const verdict = (ok) => (ok ? 'MET' : 'NOT MET');
console.log(`\nTargets at ${TARGET_SIZE} (WASM API, incl. copy-out):`);
console.log(
  table(
    ['target', 'median', 'result', 'best-of'],
    [
      [
        `>= ${TARGET_VS_NUMPY}x NumPy`,
        ratio(vsNumpy),
        verdict(vsNumpy >= TARGET_VS_NUMPY),
        ratio(target.best.numpy / target.best.api),
      ],
      [
        `>= ${TARGET_VS_JS}x naive JS`,
        ratio(vsJs),
        verdict(vsJs >= TARGET_VS_JS),
        ratio(target.best.js / target.best.api),
      ],
    ],
  ),
);
console.log('result: from the median times; best-of: the same ratio from the fastest calls');
console.log(
  `(the copy-out alone caps API/JS at ${ratio(target.js / target.copy)} on this machine; ` +
    `the kernel alone reaches ${ratio(target.numpy / target.kernel)} NumPy, ` +
    `${ratio(target.js / target.kernel)} naive JS)`,
);

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
console.log('\naverageGrid (heat-map render kernel), time per call');
console.log(
  table(
    ['window', 'pixels', 'median', 'best'],
    windows.map(({ name, w }) => {
      const t = measure(() => (sink += pe.averageGrid(w).data[0]), {
        minTime: MIN_TIME,
        minIters: 5,
      });
      return [name, String(w.rowsPx * w.colsPx), formatTime(t.median), formatTime(t.best)];
    }),
  ),
);

console.log('\nHeat-map redraw in headless Chromium (the built site, dist/site)');
console.log(await benchHeatmap());

console.log('');
console.log(await benchFirstFrame());

console.log(`\ntotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (Number.isNaN(sink)) console.log('');
