// Browser measurements in headless Chromium (Debian's /usr/bin/chromium)
// against the built site (dist/site), served by `vite preview`:
//
// - benchFirstFrame: the first heat-map frame after navigating to / at
//   1280 x 900, each load in a fresh browser context (empty HTTP and code
//   caches), with where the time went; and the transfer sizes (gzip -9) of
//   the files the one-line element needs for that frame and of every chunk.
// - benchHeatmap: heat-map redraw time, the default view and 1,000,000 x 8192:
//   zoom/pan redraws (a new window each time, timed by the view's
//   pe-rendered event) and same-window redraws, against a baseline run in the same page: painting the same
//   number of canvas pixels from a ready buffer (putImageData), the least any
//   redraw of that canvas costs.
// Prints medians and ranges; asserts nothing.
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

import { table } from './harness.mjs';

const SITE = process.env.PE_SITE_DIR ?? new URL('../dist/site/', import.meta.url).pathname;
const CASES = [
  ['default 64 x 128', ''],
  ['1,000,000 x 8192 zoomed out', 'seq_len=1000000&d_model=8192'],
];
const RUNS = 7;
const LOADS = 11;
const FIRST_FRAME_TARGET_MS = 400;
const FIRST_LOAD_TARGET_KB = 60;
const VIEW_CHUNK_TARGET_KB = 15;
const REDRAW_TARGET_MS = 50;

async function withSite(fn) {
  const server = await preview({
    preview: { port: 0, host: '127.0.0.1' },
    build: { outDir: SITE },
    logLevel: 'silent',
  });
  const { port } = server.httpServer.address();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await fn(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Runs in the page before any of its scripts: timestamps (performance.now(),
 * whose origin is the navigation start) of the milestones of the first frame.
 * A heat-map frame is complete when a canvas inside <pe-heatmap-view> gets
 * pixels down to its last row (putImageData, or drawImage over the whole canvas).
 */
function instrument() {
  const marks = { draws: [], compile: [] };
  window.__firstFrame = marks;
  const inHeatmap = (canvas) => {
    const root = canvas?.getRootNode?.();
    return root instanceof ShadowRoot && root.host.localName === 'pe-heatmap-view';
  };
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (image, dx, dy, ...dirty) {
    put.call(this, image, dx, dy, ...dirty);
    if (!inHeatmap(this.canvas)) return;
    const bottom = dirty.length === 4 ? dy + dirty[1] + dirty[3] : dy + image.height;
    if (bottom >= this.canvas.height) marks.draws.push(performance.now());
  };
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    draw.apply(this, args);
    if (!inHeatmap(this.canvas)) return;
    const [, , , w, h] = args.length >= 9 ? args.slice(4) : args;
    if (args.length === 3 || (w >= this.canvas.width && h >= this.canvas.height))
      marks.draws.push(performance.now());
  };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    if (marks.render === undefined && inHeatmap(this)) marks.render = performance.now();
    return getContext.apply(this, args);
  };
  for (const name of ['instantiateStreaming', 'instantiate', 'compileStreaming', 'compile']) {
    const original = WebAssembly[name];
    if (typeof original !== 'function') continue;
    WebAssembly[name] = function (...args) {
      const start = performance.now();
      const result = original.apply(this, args);
      result.then(() => marks.compile.push([start, performance.now()])).catch(() => {});
      return result;
    };
  }
  customElements
    .whenDefined('positional-encoding-widget')
    .then(() => (marks.element = performance.now()));
  customElements.whenDefined('pe-heatmap-view').then(() => (marks.view = performance.now()));
  document.addEventListener('pe-ready', () => (marks.ready ??= performance.now()));
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

const ms = (x) => (x === undefined || Number.isNaN(x) ? '-' : `${Math.round(x)}`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function gzip9(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** One cold load of / ; milestones in ms since navigation start. */
async function loadOnce(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__firstFrame.draws.length > 0, null, {
      timeout: 30_000,
    });
    // Later draws of the same load (a second draw at load is wasted work).
    await page.waitForTimeout(600);
    const marks = await page.evaluate(() => {
      const m = window.__firstFrame;
      const resources = performance.getEntriesByType('resource').map((r) => ({
        name: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
      }));
      return { ...m, resources };
    });
    const firstDraw = marks.draws[0];
    const scripts = marks.resources.filter((r) => r.name.endsWith('.js') && r.end <= firstDraw);
    const wasm = marks.resources.find((r) => r.name.endsWith('.wasm'));
    const compile = marks.compile[0];
    return {
      frame: firstDraw,
      draws: marks.draws.length,
      js: Math.max(...scripts.filter((r) => !r.name.includes('heatmap')).map((r) => r.end)),
      element: marks.element,
      wasmStart: wasm?.start,
      wasmEnd: wasm?.end,
      compiled: compile?.[1],
      view: marks.view,
      render: marks.render,
      // What the first frame needed: every file requested before it was drawn.
      requested: [
        ...new Set(marks.resources.filter((r) => r.start < firstDraw).map((r) => r.name)),
      ],
    };
  } finally {
    await context.close();
  }
}

/** The page's own entry script (not part of the element). */
function pageEntries() {
  const html = readFileSync(join(SITE, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*src="\.?\/?([^"]+)"/g)].map((m) => `/${m[1]}`);
}

export async function benchFirstFrame() {
  const loads = await withSite(async (browser, origin) => {
    await loadOnce(browser, origin); // warm-up: the server's and the OS's caches
    const out = [];
    for (let k = 0; k < LOADS; k++) out.push(await loadOnce(browser, origin));
    return out;
  });
  const rows = [
    ['first heat-map frame', (l) => l.frame],
    ['  JS downloaded (page + element)', (l) => l.js],
    ['  element defined', (l) => l.element],
    ['  .wasm request sent', (l) => l.wasmStart],
    ['  .wasm downloaded', (l) => l.wasmEnd],
    ['  .wasm compiled + instantiated', (l) => l.compiled],
    ['  heat-map view code loaded', (l) => l.view],
    ['  first render (view template)', (l) => l.render],
  ].map(([label, pick]) => {
    const s = stats(loads.map(pick));
    return [label, ms(s.median), ms(s.min), ms(s.max)];
  });
  const drawn = stats(loads.map((l) => l.draws));
  const frame = stats(loads.map((l) => l.frame));
  const lines = [
    `First heat-map frame after navigating to / (1280 x 900), ${LOADS} cold loads, ` +
      'ms since navigation start',
    table(['milestone', 'median', 'min', 'max'], rows),
    `complete heat-map draws per load: median ${drawn.median} (min ${drawn.min}, max ${drawn.max})`,
    `target: median <= ${FIRST_FRAME_TARGET_MS} ms: ${frame.median <= FIRST_FRAME_TARGET_MS ? 'MET' : 'NOT MET'}`,
  ];

  // Transfer: the files the one-line element fetched for its first frame.
  const page = new Set(pageEntries());
  const needed = loads[0].requested.filter(
    (path) => /\.(js|wasm)$/.test(path) && !page.has(path) && !path.includes('modulepreload'),
  );
  const firstLoad = needed.map((path) => [path.slice(1), gzip9(join(SITE, path))]);
  const firstTotal = firstLoad.reduce((sum, [, size]) => sum + size, 0);
  lines.push(
    '',
    'First-load transfer of the one-line element (gzip -9 of each file fetched for the first frame)',
    table(
      ['file', 'gzip -9'],
      [...firstLoad.map(([name, size]) => [name, kb(size)]), ['total', kb(firstTotal)]],
    ),
    `target: <= ${FIRST_LOAD_TARGET_KB} kB: ${firstTotal <= FIRST_LOAD_TARGET_KB * 1000 ? 'MET' : 'NOT MET'}`,
  );

  // Every other chunk (views load on first visit).
  const others = filesUnder(SITE)
    .filter((path) => path.endsWith('.js') && !needed.includes(`/${relative(SITE, path)}`))
    .map((path) => [relative(SITE, path), gzip9(path)])
    .sort((a, b) => b[1] - a[1]);
  const over = others.filter(
    ([name, size]) => size > VIEW_CHUNK_TARGET_KB * 1000 && !/exercise|codemirror/.test(name),
  );
  lines.push(
    '',
    'Other chunks (loaded on first use), gzip -9',
    table(
      ['file', 'gzip -9'],
      others.map(([name, size]) => [name, kb(size)]),
    ),
    `target: every view chunk <= ${VIEW_CHUNK_TARGET_KB} kB (exercises and its CodeMirror excepted): ` +
      (over.length === 0 ? 'MET' : `NOT MET (${over.map(([name]) => name).join(', ')})`),
  );
  return lines.join('\n');
}

export async function benchHeatmap() {
  const rows = await withSite(async (browser, origin) => {
    const out = [];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [label, query] of CASES) {
      await page.goto(`${origin}/${query ? `?${query}` : ''}`);
      await page.waitForFunction(
        () => document.querySelector('positional-encoding-widget')?.status === 'ready',
      );
      const result = await page.evaluate(async (runs) => {
        const widget = document.querySelector('positional-encoding-widget');
        let view;
        while (!(view = widget.shadowRoot.querySelector('pe-heatmap-view'))) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await view.updateComplete;
        await view.redraw(); // warm-up
        const redraw = [];
        for (let k = 0; k < runs; k++) redraw.push(await view.redraw());
        const canvas = view.shadowRoot.querySelector('canvas');
        const context = canvas.getContext('2d');
        const image = context.createImageData(canvas.width, canvas.height);
        const paint = [];
        for (let k = 0; k < runs; k++) {
          const t = performance.now();
          image.data.fill(k);
          context.putImageData(image, 0, 0);
          context.getImageData(0, 0, 1, 1); // forces the paint to complete
          paint.push(performance.now() - t);
        }
        // Zoom and pan redraws: the window changes (through the widget's
        // state, as a gesture does) and the view reports the render's time
        // in its pe-rendered event. Alternates between two windows so that
        // every redraw is of a new window (the preview path included).
        const state = widget.getState();
        const rows = state.seqLen;
        const cols = state.dModel;
        const windows = [
          {
            r0: rows * 0.2,
            r1: rows * 0.2 + rows / 2.7,
            c0: cols * 0.1,
            c1: cols * 0.1 + cols / 2.7,
          },
          {
            r0: rows * 0.25,
            r1: rows * 0.25 + rows / 2.7,
            c0: cols * 0.15,
            c1: cols * 0.15 + cols / 2.7,
          },
        ];
        const zoom = [];
        for (let k = 0; k <= runs; k++) {
          const done = new Promise((resolve) =>
            view.addEventListener('pe-rendered', (e) => resolve(e.detail.ms), { once: true }),
          );
          widget.setState(windows[k % 2]);
          const ms = await done;
          if (k > 0) zoom.push(ms); // the first is a warm-up
        }
        widget.setState({ r0: null, r1: null, c0: null, c1: null });
        const median = (a) => a.sort((x, y) => x - y)[a.length >> 1];
        return {
          zoom: median(zoom),
          zoomMin: Math.min(...zoom),
          zoomMax: Math.max(...zoom),
          redraw: median(redraw),
          paint: median(paint),
          pixels: canvas.width * canvas.height,
        };
      }, RUNS);
      out.push([
        label,
        String(result.pixels),
        `${result.zoom.toFixed(1)} ms (${result.zoomMin.toFixed(1)}-${result.zoomMax.toFixed(1)})`,
        `${result.redraw.toFixed(2)} ms`,
        `${result.paint.toFixed(2)} ms`,
        `${(result.redraw / result.paint).toFixed(1)}x`,
      ]);
    }
    return out;
  });
  const big = rows.find(([label]) => label.startsWith('1,000,000'));
  const zoomMedian = big ? Number.parseFloat(big[2]) : Number.NaN;
  return [
    table(
      [
        'heat map',
        'pixels',
        `zoom/pan redraw, median (min-max) of ${RUNS}`,
        'same-window redraw',
        'paint baseline',
        'redraw/paint',
      ],
      rows,
    ),
    `target: zoom/pan redraw at 1,000,000 x 8192 median <= ${REDRAW_TARGET_MS} ms: ` +
      (zoomMedian <= REDRAW_TARGET_MS ? 'MET' : 'NOT MET'),
  ].join('\n');
}

// `node bench/browser.mjs` runs the first-frame part alone.
// `node bench/browser.mjs redraw` runs the redraw part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(process.argv[2] === 'redraw' ? await benchHeatmap() : await benchFirstFrame());
}
