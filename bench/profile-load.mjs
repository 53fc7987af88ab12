// Where the first heat-map frame's time goes, from a Chromium trace of one
// cold load of / (not a timing: a tool to read before changing the loader).
//
//   node bench/profile-load.mjs [loads=3] [trace.json]
//
// Prints, for each load, the renderer main thread's tasks longer than 2 ms
// between navigation and the first complete heat-map draw (ms since
// navigation start, duration, and what ran inside: script evaluation, wasm
// compilation, layout, style, parse), the network requests with their start
// and end, and the idle gaps of the main thread. The optional path receives
// the last raw trace (open it in chrome://tracing or Perfetto).
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

import { settle } from './browser.mjs';
import { serveSite } from './site-server.mjs';

const SITE = process.env.PE_SITE_DIR ?? new URL('../dist/site/', import.meta.url).pathname;
const LOADS = Number(process.argv[2] ?? 3);
const OUT = process.argv[3];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.wasm',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'netlog',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** Marks the first complete heat-map draw with a user-timing mark. */
function instrument() {
  const inHeatmap = (canvas) => {
    const root = canvas?.getRootNode?.();
    return root instanceof ShadowRoot && root.host.localName === 'pe-heatmap-view';
  };
  const mark = () => {
    if (window.__drawn) return;
    window.__drawn = true;
    performance.mark('pe-first-draw');
    // Announced on the console: waiting runs no script in the page.
    console.debug('pe-first-draw');
  };
  const put = CanvasRenderingContext2D.prototype.putImageData;
  CanvasRenderingContext2D.prototype.putImageData = function (...args) {
    put.apply(this, args);
    if (inHeatmap(this.canvas)) mark();
  };
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    draw.apply(this, args);
    if (inHeatmap(this.canvas)) mark();
  };
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await settle(page);
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const drawn = page.waitForEvent('console', {
      predicate: (message) => message.text() === 'pe-first-draw',
      timeout: 30_000,
    });
    await page.goto(url, { waitUntil: 'commit' });
    await drawn;
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await context.close();
  }
}

const CHILDREN = new Map([
  ['EvaluateScript', 'eval'],
  ['v8.evaluateModule', 'eval module'],
  ['v8.compile', 'compile JS'],
  ['v8.compileModule', 'compile module'],
  ['FunctionCall', 'call'],
  ['TimerFire', 'timer'],
  ['FireAnimationFrame', 'rAF'],
  ['Layout', 'layout'],
  ['UpdateLayoutTree', 'style'],
  ['ParseHTML', 'parse HTML'],
  ['ParseAuthorStyleSheet', 'parse CSS'],
  ['Paint', 'paint'],
  ['HitTest', 'hit test'],
  ['v8.wasm.compiledModule', 'wasm compiled'],
  ['wasm.SyncCompile', 'wasm sync compile'],
  ['wasm.AsyncCompile', 'wasm async compile'],
  ['wasm.StartStreamingCompilation', 'wasm streaming start'],
  ['wasm.OnCompilationSucceeded', 'wasm compiled'],
  ['wasm.SyncInstantiate', 'wasm instantiate'],
  ['V8.GCScavenger', 'GC'],
  ['MajorGC', 'GC'],
  ['MinorGC', 'GC'],
  ['ResourceReceivedData', 'net data'],
  ['RunMicrotasks', 'microtasks'],
]);

function summarise(events) {
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  // Several renderers can exist (about:blank first): take the one with the mark.
  const draw = events.find((e) => e.name === 'pe-first-draw');
  const pid = draw?.pid ?? mainThread?.pid;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  const nav = events.find(
    (e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.pid === pid).map((e) => e.ts));
  const end = draw ? draw.ts : Infinity;
  const rel = (ts) => ((ts - t0) / 1000).toFixed(1);
  const lines = [];
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts <= end)
    .sort((a, b) => a.ts - b.ts);
  const tasks = main.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  let busy = 0;
  let cpu = 0;
  for (const task of tasks) {
    busy += task.dur ?? 0;
    // Thread time: what the tasks cost the CPU, which other processes on a
    // busy machine inflate far less than wall time (compare builds by it).
    cpu += task.tdur ?? 0;
    if ((task.dur ?? 0) < 2000) continue;
    const inside = new Map();
    for (const e of main) {
      if (e.ts < task.ts || e.ts > task.ts + task.dur || e === task) continue;
      const label = CHILDREN.get(e.name);
      if (!label) continue;
      const detail =
        e.args?.data?.url?.split('/').pop() ?? e.args?.data?.functionName ?? e.args?.url ?? '';
      const key = detail ? `${label} ${detail}` : label;
      inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0));
    }
    const top = [...inside]
      .filter(([, d]) => d >= 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`)
      .join('; ');
    lines.push(`  task @${rel(task.ts)} ${(task.dur / 1000).toFixed(1)} ms: ${top}`);
  }
  // Off-main-thread wasm compilation and any other wasm events.
  const wasm = events.filter(
    (e) => e.pid === pid && /wasm/i.test(e.name) && e.ts >= t0 && (e.dur ?? 0) >= 500,
  );
  for (const e of wasm) {
    lines.push(
      `  wasm ${e.name} @${rel(e.ts)} ${((e.dur ?? 0) / 1000).toFixed(1)} ms (thread ${e.tid === tid ? 'main' : e.tid})`,
    );
  }
  const sends = events.filter((e) => e.pid === pid && e.name === 'ResourceSendRequest');
  for (const send of sends) {
    const id = send.args.data.requestId;
    const finish = events.find(
      (e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id,
    );
    lines.push(
      `  net ${send.args.data.url.split('/').pop().padEnd(38)} sent @${rel(send.ts)} ` +
        `done @${finish ? rel(finish.ts) : '-'} priority ${send.args.data.priority}`,
    );
  }
  lines.push(...cpuProfile(events, pid, t0, end));
  lines.push(
    `  first draw @${draw ? rel(draw.ts) : '-'}; main thread busy ${(busy / 1000).toFixed(0)} ms in tasks before it (${(cpu / 1000).toFixed(0)} ms of thread CPU time)`,
  );
  return lines.join('\n');
}

/** Self time per function (sampled) on the renderer, from navigation to the first draw. */
function cpuProfile(events, pid, t0, end) {
  const nodes = new Map();
  const self = new Map();
  let time = 0;
  let start;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') start = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, k) => {
      time += deltas[k] ?? 0;
      const ts = (start ?? 0) + time;
      if (ts < t0 || ts > end) return;
      const frame = nodes.get(id)?.callFrame ?? {};
      const file = (frame.url ?? '').split('/').pop();
      const key = `${frame.functionName || '(anonymous)'} ${file}`.trim();
      self.set(key, (self.get(key) ?? 0) + (deltas[k + 1] ?? deltas[k] ?? 0));
    });
  }
  return [...self]
    .filter(([key]) => !/^\(idle\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([key, us]) => `  cpu ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

const server = await serveSite(SITE);
const origin = server.origin;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await traceOnce(browser, `${origin}/`); // warm the server and OS caches
  let last;
  for (let k = 0; k < LOADS; k++) {
    last = await traceOnce(browser, `${origin}/`);
    console.log(`load ${k + 1}`);
    console.log(summarise(last));
  }
  if (OUT) writeFileSync(OUT, JSON.stringify({ traceEvents: last }));
} finally {
  await browser.close();
  await server.close();
}
