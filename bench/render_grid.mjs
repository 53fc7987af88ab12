// Times pe.averageGrid at 1,000,000 x 8192 in Node for the heat map's
// windows (about 1000 x 500 device pixels): the whole matrix and zoomed
// windows. Prints min and median over RUNS calls per window, of wall time
// and of process CPU time (steadier on a shared machine). Run after
// `npm run build:wasm && npm run build:lib`:
//   node bench/render_grid.mjs [runs] [other-dist-lib-dir]
// With a second dist/lib directory (e.g. a copy built from main), both
// engines run the same windows alternately, for a before/after in one run.
import { createPosEnc } from 'positional-encoding-widget';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const runs = Number(process.argv[2] ?? 9);
const engines = { current: await createPosEnc() };
if (process.argv[3]) {
  const url = pathToFileURL(resolve(process.argv[3], 'index.js')).href;
  engines.other = await (await import(url)).createPosEnc();
}
const seqLen = 1e6;
const dModel = 8192;
const W = 1000;
const H = 500;

/** The engine call the renderer makes for rows [r0, r1) x columns [c0, c1). */
function gridWindow(r0, r1, c0, c1) {
  const axis = (a0, a1, pixels) => {
    const per = (a1 - a0) / pixels;
    if (per > 1) return { start: a0, per, count: pixels };
    const first = Math.floor(a0 + 0.5 * per);
    return { start: first, per: 1, count: Math.floor(a0 + (pixels - 0.5) * per) - first + 1 };
  };
  const r = axis(r0, r1, H);
  const c = axis(c0, c1, W);
  return {
    seqLen,
    dModel,
    rowStart: r.start,
    rowsPerPixel: r.per,
    rowsPx: r.count,
    colStart: c.start,
    colsPerPixel: c.per,
    colsPx: c.count,
  };
}

const windows = {
  'whole 1e6 x 8192': gridWindow(0, 1e6, 0, 8192),
  'zoom x3.7 (fractional)': gridWindow(123456.7, 123456.7 + 1e6 / 3.7, 1000.3, 1000.3 + 8192 / 3.7),
  'zoom x10 rows, all columns': gridWindow(400000, 500000, 0, 8192),
  'zoom x100 both': gridWindow(777777.7, 787777.7, 4000.5, 4082.42),
  'rows 600 (1.2/px), all columns': gridWindow(5e5, 5e5 + 600, 0, 8192),
  'rows 500 (1/px), all columns': gridWindow(5e5, 5e5 + 500, 0, 8192),
};

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `min ${sorted[0].toFixed(1).padStart(6)}  median ${sorted[(runs - 1) >> 1].toFixed(1).padStart(6)}`;
};

for (const [name, w] of Object.entries(windows)) {
  const wall = {};
  const cpu = {};
  for (const [id, pe] of Object.entries(engines)) {
    pe.averageGrid(w); // warm-up
    wall[id] = [];
    cpu[id] = [];
  }
  for (let k = 0; k < runs; k++) {
    for (const [id, pe] of Object.entries(engines)) {
      const c = process.cpuUsage();
      const t = performance.now();
      pe.averageGrid(w);
      wall[id].push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu[id].push((used.user + used.system) / 1000);
    }
  }
  for (const id of Object.keys(engines)) {
    const px = `${w.rowsPx}x${w.colsPx}px`;
    console.log(
      `${name.padEnd(32)} ${px.padEnd(12)} ${id.padEnd(8)} wall ms ${stats(wall[id])}` +
        `   cpu ms ${stats(cpu[id])}  (${runs} runs)`,
    );
  }
}
