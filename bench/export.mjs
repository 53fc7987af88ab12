// Export benchmark (npm run bench, from bench/run.mjs; alone: node bench/export.mjs): every
// view's export menu in headless Chromium against the built site (dist/site), at the view's
// default state and at its largest (the sizes its inputs allow). Each file the menu offers
// (SVG, PNG 1x and 2x of the first figure, every CSV and .npy) is exported RUNS times after
// one warm-up, clicking its button in the page and timing until the file is handed to the
// browser (URL.createObjectURL of its Blob). Printed per file: min and median of that time;
// from a Chromium trace of the renderer's main thread over the same span, the median CPU
// time of its tasks (the main-thread work) and the longest task of all runs, as wall time
// and as CPU time (on a busy machine other processes inflate wall time, much less CPU time);
// the tasks the menu spread the work over; and the floor measured in the same page and run:
// handing a ready file of the same size to the same download path (for a PNG, a ready canvas
// of its size encoded by the browser), the least any export of that file costs, with the
// ratio of the median to it. Asserts nothing (no timed assertions).
import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

import { stats, table } from './harness.mjs';
import { serveSite } from './site-server.mjs';

const SITE = process.env.PE_SITE_DIR ?? new URL('../dist/site/', import.meta.url).pathname;
const RUNS = Number(process.env.PE_BENCH_EXPORT_RUNS ?? 5);
/** PE_BENCH_EXPORT_VIEWS: a regular expression of the views to run (default: all). */
const ONLY = new RegExp(`^(${process.env.PE_BENCH_EXPORT_VIEWS ?? '.*'})$`);
/** Longest wait for a view to derive and draw before its exports are timed. */
const READY_S = 120;
/** Files slower than this in the warm-up are run fewer times (still at least 3). */
const SLOW_MS = 1500;
const MAX = 'seq_len=1000000&d_model=8192';
const EIGHT_WORDS =
  'words=a,b,c,d,e,f,g,h&order=7,6,5,4,3,2,1,0&emb=' +
  Array.from({ length: 8 }, (_, k) => [1, 2, 3, 4].map((j) => ((k * j) % 7) / 7).join('_')).join(
    ',',
  );

/** [view, size, query]: every view with an export menu, at its default and largest state. */
const CASES = [
  ['heatmap', 'default 64 x 128', ''],
  ['heatmap', '100 x 512', 'seq_len=100&d_model=512'],
  ['heatmap', 'largest: 1,000,000 x 8192, 1024 x 1024 figure cells', MAX],
  [
    'heatmap',
    'largest: 1000 x 1000 window at d 8192',
    `${MAX}&r0=500000&r1=501000&c0=7000&c1=8000`,
  ],
  ['heatmap', 'largest .npy: 2048 x 8192', 'seq_len=2048&d_model=8192'],
  ['order', 'default', ''],
  ['order', 'largest: 8 words', EIGHT_WORDS],
  ['worked', 'default (fixed size)', ''],
  ['frequencies', 'default', ''],
  ['frequencies', 'largest: 8 dims', `${MAX}&dims=0,1,2,3,4,5,6,7`],
  ['relative', 'default', ''],
  ['relative', 'largest', 'seq_len=1000000&d_model=64'],
  ['pitfalls', 'default', ''],
  ['pitfalls', 'largest', MAX],
  ['comparison', 'default', ''],
  ['comparison', 'largest', MAX],
  ['shaw', 'default', ''],
  ['shaw', 'largest', 'seq_len=1000000&shaw_k=1024'],
  ['t5', 'default', ''],
  ['t5', 'largest', 'seq_len=1000000&t5_buckets=1024&t5_max_distance=1000000'],
  ['alibi', 'default', ''],
  ['alibi', 'largest', 'seq_len=1000000&alibi_heads=128'],
  ['rope-scaling', 'default', ''],
  ['rope-scaling', 'largest', 'd_model=510&rope_factor=64&rope_original_max=65536'],
  ['drope', 'default', ''],
  ['drope', 'largest', 'd_model=510&train_len=4096'],
  ['precision', 'default', ''],
  ['precision', 'largest', 'd_model=40&precision_len=100000'],
  ['transformer-xl', 'default', ''],
  ['transformer-xl', 'largest', MAX],
  ['nope', 'default', ''],
  ['nope', 'largest', MAX],
  ['atlas', 'default', ''],
  ['atlas', 'largest', MAX],
];

/** Runs in the page before its scripts: records long tasks and every Blob handed to a download. */
function instrument() {
  const record = { longtasks: [], files: [] };
  window.__exportBench = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longtasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const create = URL.createObjectURL;
  URL.createObjectURL = function (blob) {
    performance.mark('pe-export-file');
    record.files.push({ at: performance.now(), size: blob.size });
    return create.call(this, blob);
  };
}

/** In the page: the export menu's file buttons, as [label, nth button of that label]. */
function menuButtons() {
  const widget = document.querySelector('positional-encoding-widget');
  const menu = widget?.shadowRoot?.querySelector('pe-export-menu');
  const buttons = [...(menu?.shadowRoot?.querySelectorAll('button') ?? [])];
  const seen = new Map();
  return buttons
    .map((b) => b.textContent.trim())
    .filter((t) => /^(SVG|PNG 1×|PNG 2×|CSV \(|\.npy \()/.test(t))
    .map((t) => {
      seen.set(t, (seen.get(t) ?? -1) + 1);
      return [t, seen.get(t)];
    });
}

/**
 * In the page: clicks the `nth` menu button named `label` and resolves when its file is
 * handed to the browser or the menu says it failed: { ms, size, tasks } or
 * { error }. Marks the click in the page's user timing (for the trace).
 */
async function exportOnce([label, nth, id]) {
  const record = window.__exportBench;
  const widget = document.querySelector('positional-encoding-widget');
  const menu = widget.shadowRoot.querySelector('pe-export-menu');
  const button = [...menu.shadowRoot.querySelectorAll('button')].filter(
    (b) => b.textContent.trim() === label,
  )[nth];
  const before = record.files.length;
  const message = () => menu.shadowRoot.querySelector('.message')?.textContent ?? '';
  menu.message = '';
  await menu.updateComplete;
  performance.mark(`pe-export-start-${id}`);
  const start = performance.now();
  button.click();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (record.files.length > before) break;
    if (/failed/.test(message()) && button.getAttribute('aria-busy') === 'false') break;
  }
  performance.mark(`pe-export-end-${id}`);
  const file = record.files[before];
  // Long-task entries arrive after the task: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 120));
  if (!file) return { error: message() };
  return { ms: file.at - start, size: file.size, tasks: menu.lastCount?.tasks ?? 0 };
}

/**
 * In the page: the floor for a file of `size` bytes (and, for a PNG, of
 * `width` x `height` pixels): a ready Blob of that size handed to the same
 * download path, after the browser encodes a ready canvas of that size.
 */
async function floorOnce({ size, width, height }) {
  const start = performance.now();
  let blob;
  if (width) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    const image = context.createImageData(width, height);
    image.data.fill(200);
    context.putImageData(image, 0, 0);
    blob = await canvas.convertToBlob({ type: 'image/png' });
  } else {
    blob = new Blob([new Uint8Array(size)]);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'floor.bin';
  link.click();
  URL.revokeObjectURL(url);
  return performance.now() - start;
}

const ms = (x) => (x >= 100 ? `${Math.round(x)}` : x.toFixed(1));
const size = (bytes) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;

/**
 * Waits until the page has had no long task for a second (the view derived
 * and drew), with the export menu loaded (the pointer in the widget is the
 * intent that loads it).
 */
async function settled(page) {
  await page.locator('positional-encoding-widget').hover({ position: { x: 4, y: 4 } });
  await page.waitForFunction(
    () => {
      const widget = document.querySelector('positional-encoding-widget');
      const menu = widget?.shadowRoot?.querySelector('pe-export-menu');
      const buttons = menu?.shadowRoot?.querySelectorAll('button').length ?? 0;
      const last = window.__exportBench.longtasks.at(-1);
      const quiet = !last || performance.now() - (last[0] + last[1]) > 1000;
      return buttons > 0 && quiet;
    },
    undefined,
    { timeout: READY_S * 1000, polling: 250 },
  );
}

/** Trace events of the renderer's main thread, from the page's user-timing marks on. */
async function traced(page, fn) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  try {
    return await fn();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    traced.events = events;
  }
}

/**
 * The main thread's tasks of run `id` (between its marks: the click and the
 * file handed over): their CPU time in all, the longest as wall and CPU time.
 */
function mainThreadOf(events, id) {
  const mark = (name) => events.find((e) => e.name === name);
  const start = mark(`pe-export-start-${id}`);
  const files = events.filter((e) => e.name === 'pe-export-file' && start && e.ts >= start.ts);
  const end = files.sort((a, b) => a.ts - b.ts)[0] ?? mark(`pe-export-end-${id}`);
  if (!start || !end) return { cpu: NaN, wall: NaN, longestCpu: NaN };
  const tasks = events.filter(
    (e) =>
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.ts + e.dur >= start.ts &&
      e.ts <= end.ts,
  );
  let cpu = 0;
  let wall = 0;
  let longestCpu = 0;
  for (const task of tasks) {
    cpu += (task.tdur ?? 0) / 1000;
    wall = Math.max(wall, (task.dur ?? 0) / 1000);
    longestCpu = Math.max(longestCpu, (task.tdur ?? 0) / 1000);
  }
  return { cpu, wall, longestCpu };
}

let runId = 0;

async function benchCase(browser, origin, [view, label, query]) {
  const context = await browser.newContext({ acceptDownloads: false });
  const rows = [];
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(`${origin}/?view=${view}${query ? `&${query}` : ''}`);
    await settled(page).catch(() => {
      throw new Error(
        `the view was not ready (menu shown, no long task for 1 s) within ${READY_S} s`,
      );
    });
    const measured = [];
    await traced(page, async () => {
      for (const file of await page.evaluate(menuButtons)) {
        const name = file[1] > 0 ? `${file[0]} #${file[1] + 1}` : file[0];
        const warm = await page.evaluate(exportOnce, [...file, runId++]);
        if (warm.error) {
          measured.push({ name, refused: true });
          continue;
        }
        const runs = warm.ms > SLOW_MS ? Math.min(RUNS, 3) : RUNS;
        const results = [];
        for (let k = 0; k < runs; k++) {
          const id = runId++;
          results.push({ id, ...(await page.evaluate(exportOnce, [...file, id])) });
        }
        const png = /^PNG/.test(file[0])
          ? await page.evaluate(() => {
              const menu = document
                .querySelector('positional-encoding-widget')
                .shadowRoot.querySelector('pe-export-menu');
              const m = /(\d+) x (\d+) PNG/.exec(
                menu.shadowRoot.querySelector('.message').textContent,
              );
              return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
            })
          : undefined;
        const floors = [];
        for (let k = 0; k < runs; k++) {
          floors.push(await page.evaluate(floorOnce, { size: warm.size, ...png }));
        }
        measured.push({ name, size: warm.size, results, floor: stats(floors).median });
      }
    });
    for (const { name, refused, size: bytes, results, floor } of measured) {
      if (refused) {
        rows.push([view, label, name, 'refused', '-', '-', '-', '-', '-', '-', '-', '-']);
        continue;
      }
      const time = stats(results.map((r) => r.ms));
      const main = results.map((r) => mainThreadOf(traced.events, r.id));
      rows.push([
        view,
        label,
        name,
        size(bytes),
        ms(time.min),
        ms(time.median),
        ms(stats(main.map((m) => m.cpu)).median),
        ms(Math.max(...main.map((m) => m.wall))),
        ms(Math.max(...main.map((m) => m.longestCpu))),
        String(Math.max(...results.map((r) => r.tasks))),
        ms(floor),
        `${(time.median / Math.max(floor, 0.1)).toFixed(1)}x`,
      ]);
    }
  } catch (error) {
    rows.push([view, label, `failed: ${error.message.split('\n')[0]}`, ...Array(9).fill('')]);
  } finally {
    await context.close();
  }
  return rows;
}

/** The export table, as text. */
export async function benchExports() {
  const server = await serveSite(SITE);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    for (const c of CASES.filter(([view]) => ONLY.test(view))) {
      rows.push(...(await benchCase(browser, server.origin, c)));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return [
    `Exports in headless Chromium (dist/site), ${RUNS} runs after a warm-up (3 for files over ${SLOW_MS} ms).\n` +
      'min, median: ms from the click to the file; main CPU: median CPU ms of the main thread meanwhile;\n' +
      'longest task: the longest main-thread task of all runs, wall ms and CPU ms; floor: a ready file of the same size downloaded.',
    table(
      [
        'view',
        'size',
        'file',
        'bytes',
        'min',
        'median',
        'main CPU',
        'longest task',
        'longest CPU',
        'tasks',
        'floor',
        'vs floor',
      ],
      rows,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchExports());
