// Browser measurements in headless Chromium (Debian's /usr/bin/chromium)
// against the built site (dist/site) and the package's CDN files (dist/cdn),
// each served by a static server in a process of its own
// (bench/static-server.mjs):
//
// - benchFirstFrame: the first heat-map frame after navigating to
//   /?view=heatmap (a bare / starts the course at its first chapter) at
//   1280 x 900, each load in a fresh browser context (empty HTTP and code
//   caches), with where the time went, against a baseline measured in the
//   same run: a static page whose module script paints a canvas of the same
//   size from a typed array (the floor of "navigate, run a script, show
//   pixels" on this machine). Then the transfer (gzip -9) of everything a
//   bare host page embedding the element fetches until the heat map is
//   complete and the page idle, and of every other chunk. The host pages
//   load the package's files (dist/cdn), as the README's snippets do from a
//   CDN; the lesson page's own first load (dist/site, whose element keeps the
//   module preload lists the package's module build drops) is printed beside
//   them, without a target.
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

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

import { stats, table } from './harness.mjs';
import { serveSite } from './site-server.mjs';

const SITE = process.env.PE_SITE_DIR ?? new URL('../dist/site/', import.meta.url).pathname;
/** What the README's snippets load from a CDN: the package's dist/cdn. */
const CDN = process.env.PE_CDN_DIR ?? new URL('../dist/cdn/', import.meta.url).pathname;
const CASES = [
  ['default 64 x 128', ''],
  ['1,000,000 x 8192 zoomed out', 'seq_len=1000000&d_model=8192'],
];
const RUNS = 7;
const LOADS = Number(process.env.PE_BENCH_LOADS ?? 11);
const FIRST_FRAME_TARGET_MS = 400;
// Issue 19's bound on the first load; issue 7's goal of 60 kB (blocked then by
// the engine's Embind glue, now gone from the first load) is printed too.
const FIRST_LOAD_TARGET_KB = 80;
const FIRST_LOAD_GOAL_KB = 60;
const VIEW_CHUNK_TARGET_KB = 15;
const REDRAW_TARGET_MS = 50;
/** What the console says when the first complete heat-map frame is on the canvas. */
const FRAME_SIGNAL = 'pe-bench-first-frame';

// Pages the bench serves beside the files (never part of them):
//   /__bench/host.html      the one-line module embed on an otherwise empty page
//   /__bench/host-classic.html  the same with the classic scripts (the README's embed:
//                           the element's, then the heat map's frame script)
// (both beside dist/cdn), and beside dist/site
//   /__bench/baseline.html  the floor: a module script painting a canvas
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<link rel="icon" href="data:,">
<script type="module" src="/positional-encoding-widget.js"></script></head>
<body><positional-encoding-widget></positional-encoding-widget></body></html>`;
const HOST_PAGE_CLASSIC = HOST_PAGE.replace(
  '<script type="module" src="/positional-encoding-widget.js">',
  // The README's embed: the element's classic script, then the view's frame script.
  '<script src="/positional-encoding-widget.classic.js"></script><script src="/frames/heatmap.classic.js">',
);
const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>baseline</title>
<link rel="icon" href="data:,">
<script type="module" src="/__bench/baseline.js"></script></head>
<body><canvas></canvas></body></html>`;
/**
 * The baseline's script: a typed array of one value per pixel (a sinusoid,
 * like the heat map's), mapped to grey levels and painted with
 * putImageData. The canvas size comes from the query (the heat map's size).
 */
const BASELINE_SCRIPT = `
const q = new URLSearchParams(location.search);
const w = Number(q.get('w')), h = Number(q.get('h'));
const canvas = document.querySelector('canvas');
canvas.width = w; canvas.height = h;
canvas.style.width = w / devicePixelRatio + 'px';
const values = new Float64Array(w * h);
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) values[y * w + x] = Math.sin(y / (1 + x));
const context = canvas.getContext('2d');
const image = context.createImageData(w, h);
const pixels = new Uint32Array(image.data.buffer);
for (let k = 0; k < values.length; k++) {
  const g = Math.round(127.5 + 127.5 * values[k]);
  pixels[k] = 0xff000000 | (g << 16) | (g << 8) | g;
}
context.putImageData(image, 0, 0);
`;

/** The bench's own pages, served beside the site (never part of it). */
const BENCH_PAGES = {
  '/__bench/baseline.html': ['text/html', BASELINE_PAGE],
  '/__bench/baseline.js': ['text/javascript', BASELINE_SCRIPT],
};
/** The host pages, served beside the package's CDN files. */
const HOST_PAGES = {
  '/__bench/host.html': ['text/html', HOST_PAGE],
  '/__bench/host-classic.html': ['text/html', HOST_PAGE_CLASSIC],
};

/**
 * The built site (and with `cdn`, the package's CDN files too) from server
 * processes of their own (bench/static-server.mjs); `fn` gets their origins.
 */
async function withSite(fn, { cdn = false } = {}) {
  const server = await serveSite(SITE, BENCH_PAGES);
  const cdnServer = cdn ? await serveSite(CDN, HOST_PAGES) : undefined;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await fn(browser, server.origin, cdnServer?.origin);
  } finally {
    await browser.close();
    await cdnServer?.close();
    await server.close();
  }
}

/**
 * Runs in the page before any of its scripts: timestamps (performance.now(),
 * whose origin is the navigation start) of the milestones of the first frame.
 * A frame is complete when a canvas (inside <pe-heatmap-view>, or the
 * baseline's) gets pixels down to its last row (putImageData, or drawImage
 * over the whole canvas). The first one is announced on the console, so the
 * bench waits without running any script in the page before it.
 */
function instrument(signal) {
  const marks = { draws: [], compile: [] };
  window.__firstFrame = marks;
  const counts = (canvas) => {
    const root = canvas?.getRootNode?.();
    if (root === document) return document.title === 'baseline';
    return root instanceof ShadowRoot && root.host.localName === 'pe-heatmap-view';
  };
  const drawn = (canvas) => {
    marks.draws.push(performance.now());
    if (marks.draws.length > 1) return;
    marks.size = [canvas.width, canvas.height];
    console.debug(signal);
  };
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (image, dx, dy, ...dirty) {
    put.call(this, image, dx, dy, ...dirty);
    if (!counts(this.canvas)) return;
    const bottom = dirty.length === 4 ? dy + dirty[1] + dirty[3] : dy + image.height;
    if (bottom >= this.canvas.height) drawn(this.canvas);
  };
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    draw.apply(this, args);
    if (!counts(this.canvas)) return;
    const [, , , w, h] = args.length >= 9 ? args.slice(4) : args;
    if (args.length === 3 || (w >= this.canvas.width && h >= this.canvas.height))
      drawn(this.canvas);
  };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    if (marks.render === undefined && counts(this)) marks.render = performance.now();
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

/**
 * How long a new browser window is left to settle before a load. Chromium
 * loads its omnibox popup pages (chrome://omnibox-popup.top-chrome, about
 * 250 ms of CPU) into every new window; each cold load here is a new
 * context, so a new window, and on two cores that start-up competed with the
 * page being measured. A reader's browser did it long before they navigate.
 */
const SETTLE_MS = 1500;

export async function settle(page) {
  await page.goto('about:blank');
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * One cold load of `path`; milestones in ms since navigation start. With
 * `idle`, it also waits until the page is complete and idle (no request for
 * 500 ms, then a second more) and lists every file it fetched.
 */
async function loadOnce(browser, origin, path, { idle = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await settle(page);
    await page.addInitScript(instrument, FRAME_SIGNAL);
    const framed = page.waitForEvent('console', {
      predicate: (message) => message.text() === FRAME_SIGNAL,
      timeout: 30_000,
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await framed;
    if (idle) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    } else {
      // Later draws of the same load (a second draw at load is wasted work).
      await page.waitForTimeout(600);
    }
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
      size: marks.size,
      js: Math.max(...scripts.filter((r) => !r.name.includes('heatmap')).map((r) => r.end)),
      element: marks.element,
      wasmStart: wasm?.start,
      wasmEnd: wasm?.end,
      compileStart: compile?.[0],
      compiled: compile?.[1],
      view: marks.view,
      render: marks.render,
      requested: [...new Set(marks.resources.map((r) => r.name))],
    };
  } finally {
    await context.close();
  }
}

/** The lesson page at the heat map (a bare visit opens the course's first chapter: page.ts). */
const LESSON = '/?view=heatmap';

export async function benchFirstFrame() {
  const { loads, baseline, host, hostClassic } = await withSite(
    async (browser, origin, cdn) => {
      await loadOnce(browser, origin, LESSON); // warm-up: the server's and the OS's caches
      const first = await loadOnce(browser, origin, LESSON);
      const [w, h] = first.size;
      const baselinePath = `/__bench/baseline.html?w=${w}&h=${h}`;
      await loadOnce(browser, origin, baselinePath);
      // Alternated, so that both see the same machine load.
      const out = { loads: [first], baseline: [] };
      for (let k = 0; k < LOADS; k++) {
        out.baseline.push(await loadOnce(browser, origin, baselinePath));
        if (k > 0) out.loads.push(await loadOnce(browser, origin, LESSON));
      }
      out.host = await loadOnce(browser, cdn, '/__bench/host.html', { idle: true });
      out.hostClassic = await loadOnce(browser, cdn, '/__bench/host-classic.html', { idle: true });
      return out;
    },
    { cdn: true },
  );
  const base = stats(baseline.map((l) => l.frame));
  const rows = [
    ['first heat-map frame', (l) => l.frame],
    ['  JS downloaded (page + element)', (l) => l.js],
    ['  element defined', (l) => l.element],
    ['  .wasm request sent', (l) => l.wasmStart],
    ['  .wasm downloaded', (l) => l.wasmEnd],
    ['  .wasm compile started', (l) => l.compileStart],
    ['  .wasm compiled + instantiated', (l) => l.compiled],
    ['  heat-map view code loaded', (l) => l.view],
    ['  first render (view template)', (l) => l.render],
  ].map(([label, pick]) => {
    const s = stats(loads.map(pick));
    return [label, ms(s.median), ms(s.min), ms(s.max)];
  });
  rows.push([
    'baseline: static page painting the same canvas',
    ms(base.median),
    ms(base.min),
    ms(base.max),
  ]);
  const drawn = stats(loads.map((l) => l.draws));
  const frame = stats(loads.map((l) => l.frame));
  const [w, h] = loads[0].size;
  const lines = [
    `First heat-map frame after navigating to ${LESSON} (1280 x 900, canvas ${w} x ${h}), ` +
      `${loads.length} cold loads alternated with ${baseline.length} of the baseline, ` +
      'ms since navigation start',
    table(['milestone', 'median', 'min', 'max'], rows),
    `first frame / baseline: median ${(frame.median / base.median).toFixed(2)}x, ` +
      `min ${(frame.min / base.min).toFixed(2)}x`,
    `complete heat-map draws per load: median ${drawn.median} (min ${drawn.min}, max ${drawn.max})`,
    `target: median <= ${FIRST_FRAME_TARGET_MS} ms: ${frame.median <= FIRST_FRAME_TARGET_MS ? 'MET' : 'NOT MET'}`,
  ];

  // Transfer: every script and .wasm the element fetched on a bare host
  // page (from the package's CDN files), from navigation until the heat map
  // was complete and the page idle (what loads only on a user action is not
  // fetched, so not counted).
  const scripts = (load) => load.requested.filter((path) => /\.(js|wasm)$/.test(path));
  const transfer = (dir, load) => {
    const files = scripts(load).map((path) => [path.slice(1), gzip9(join(dir, path))]);
    return { files, total: files.reduce((sum, [, size]) => sum + size, 0) };
  };
  const needed = new Set([...scripts(host), ...scripts(hostClassic)]);
  for (const [what, load] of [
    ['the one-line element (module script)', host],
    ["the classic script (the README's embed)", hostClassic],
  ]) {
    const { files, total } = transfer(CDN, load);
    lines.push(
      '',
      `First-load transfer of ${what}, from the package's files (dist/cdn, as from a CDN): ` +
        'gzip -9 of every file it fetched on a bare host page until the heat map was complete ' +
        'and the page idle',
      table(
        ['file', 'gzip -9'],
        [...files.map(([name, size]) => [name, kb(size)]), ['total', `${kb(total)} (${total} B)`]],
      ),
      `target: <= ${FIRST_LOAD_TARGET_KB} kB: ${total <= FIRST_LOAD_TARGET_KB * 1000 ? 'MET' : 'NOT MET'}` +
        ` (goal <= ${FIRST_LOAD_GOAL_KB} kB: ${total <= FIRST_LOAD_GOAL_KB * 1000 ? 'MET' : 'NOT MET'})`,
    );
  }
  // The lesson page (dist/site): its scripts up to its first frame and 600 ms
  // more (a first-frame load above, not waited on until idle). Its element
  // keeps the preload lists, so it is a different measure: no target.
  const lesson = transfer(SITE, loads[0]);
  lines.push(
    '',
    "The lesson page's own first load (dist/site, scripts and .wasm up to its first frame " +
      `and 600 ms more, gzip -9; no target): ${kb(lesson.total)} (${lesson.total} B) in ` +
      `${lesson.files.length} files`,
  );

  // Every other file of the package (views load on first visit; the lite
  // element's files are among them).
  const others = filesUnder(CDN)
    .filter((path) => /\.(js|wasm)$/.test(path) && !needed.has(`/${relative(CDN, path)}`))
    .map((path) => [relative(CDN, path), gzip9(path)])
    .sort((a, b) => b[1] - a[1]);
  // (The lite element's own scripts are elements, not view chunks.)
  const over = others.filter(
    ([name, size]) =>
      size > VIEW_CHUNK_TARGET_KB * 1000 &&
      !/codemirror|\.wasm$|^positional-encoding-widget-lite/.test(name),
  );
  lines.push(
    '',
    "Other files of the package (dist/cdn: loaded on first use, or the lite element's), gzip -9",
    table(
      ['file', 'gzip -9'],
      others.map(([name, size]) => [name, kb(size)]),
    ),
    `target: every view chunk <= ${VIEW_CHUNK_TARGET_KB} kB (the exercises' CodeMirror library excepted): ` +
      (over.length === 0 ? 'MET' : `NOT MET (${over.map(([name]) => name).join(', ')})`),
  );
  return lines.join('\n');
}

export async function benchHeatmap() {
  const rows = await withSite(async (browser, origin) => {
    const out = [];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [label, query] of CASES) {
      // The heat map named: a bare visit opens the course's first chapter (page.ts).
      await page.goto(`${origin}${LESSON}${query ? `&${query}` : ''}`);
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
