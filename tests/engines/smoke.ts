// The engine smoke (npm run test:engines), one spec file per engine calling
// engineSmoke(engine): in one browser of that engine, against the built site
// and the packed package served locally,
//   - every view of the registry, opened by its URL, reaches ready and draws
//     its figures (the exercises' result maps after a Run of the solution),
//     with no error of any kind (in-page.js, the driver's console, 404s);
//   - the README's one-line embed pasted into an article, from a CDN 300 ms
//     away, in <body> and with its script in <head>, as given and without
//     its attributes (the default view): the layout shift and the element's
//     height at first paint against its final height (printed and bounded);
//   - the documented CSP recipe's page: every tab opens and the exercise
//     passes with no violation and no error.
// Each test names the engine; the timings are printed once the engine is done.
import { test, expect } from '@playwright/test';

import { views, type ViewEntry } from '../../web/src/views/registry.js';
import {
  pageErrors,
  pageNotices,
  runSolution,
  openTab,
  waitFigures,
  waitText,
  waitReady,
  type LayoutRecord,
} from './checks.js';
import { launch, type EngineName, type EngineSession } from './drivers.js';
import { CDN_LATENCY_MS, startHosts, takeNotFound, type Hosts, type Placement } from './hosts.js';
import { SMALL_LAB, nodeFinalLosses } from './lab-runs.js';

/**
 * The README embed's layout shift (issue 19, item 3), with its classic
 * script: measured 0 in every engine, <body> and <head>, for the README's
 * view and the default view (a module script with blocking="render" had
 * 0.30 in Chromium and 0.57 in Firefox and WebKitGTK from <body>). The bound
 * leaves room for a move within the 4 px the height may be off: 4 px of
 * everything in the viewport scores about 0.003.
 */
const MAX_CLS = 0.005;

/**
 * How far the element's height at first paint may be from its final height:
 * 4 px in every engine (the issue's target). The README's view is laid out at
 * first paint by its frame (views/frames.ts: its chapter and its figures'
 * boxes, in the engine's own fonts; the README's embed names the view's
 * frame script): measured 0 px in Firefox and WebKitGTK, as the default
 * view's.
 */
const FIRST_PAINT_HEIGHT_PX: Record<EngineName, number> = { chromium: 4, firefox: 4, webkit: 4 };

/** The articles of the layout-shift tests: the README's view and the default view. */
const ARTICLES = [
  { view: 'the README embed', suffix: '' },
  { view: 'the README embed without attributes (the default view)', suffix: '-default' },
];

/** Layout-shift runs per placement (PE_ENGINES_LAYOUT_RUNS, for bench/engines-layout.mjs). */
const LAYOUT_RUNS = Math.max(1, Number(process.env.PE_ENGINES_LAYOUT_RUNS ?? 1));

/** Where screenshots of every view go, when PE_ENGINES_SCREENSHOTS is set. */
const SCREENSHOTS = process.env.PE_ENGINES_SCREENSHOTS;

/** The viewport's width (PE_ENGINES_WIDTH, for screenshots at a phone's width). */
const VIEWPORT_WIDTH = Number(process.env.PE_ENGINES_WIDTH ?? 1280);

/** The frames without any box moving after which a page counts as settled. */
const STABLE_FRAMES = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function engineSmoke(engine: EngineName): void {
  let session: EngineSession;
  let hosts: Hosts;
  const started = Date.now();
  const timings: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

  /** Every error since the page loaded, the servers' 404s included; prints the page's notices. */
  async function errorsNow(context: string): Promise<string[]> {
    for (const notice of await pageNotices(session))
      console.log(`[${engine}] ${context}: notice (not an error): ${notice}`);
    return [...(await pageErrors(session)), ...takeNotFound(hosts)];
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const t0 = Date.now();
    hosts = await startHosts();
    const t1 = Date.now();
    session = await launch(engine);
    await session.setViewport(VIEWPORT_WIDTH, 720);
    timings.push(`servers ${seconds(t1 - t0)}`, `launch ${seconds(Date.now() - t1)}`);
    console.log(`[${engine}] ${session.version}`);
  });

  /** What each test is called in the timing line. */
  let label = '';
  test.afterEach(async ({}, info) => {
    timings.push(
      `${label} ${seconds(info.duration)}${info.status === 'passed' ? '' : ` (${info.status})`}`,
    );
  });

  test.afterAll(async () => {
    await session?.close();
    await hosts?.close();
    console.log(
      `[${engine}] engine smoke: ${seconds(Date.now() - started)} (${timings.join('; ')})`,
    );
  });

  async function checkView(view: ViewEntry): Promise<void> {
    const context = `view ${view.id} (/?view=${view.id})`;
    await session.goto(`${hosts.site.origin}/?view=${view.id}`);
    await waitReady(session, 'positional-encoding-widget', context);
    if (view.id === 'exercises') await runSolution(session, context);
    if (view.engine === 'none') {
      // Text only (the glossary): what it shows is its text.
      expect(await waitText(session, view, context)).toBeGreaterThan(0);
    } else {
      const figures = await waitFigures(session, view, context);
      expect(figures.length, `${engine}, ${context}: figures`).toBeGreaterThan(0);
    }
    if (SCREENSHOTS)
      await session.screenshot(`${SCREENSHOTS}/${engine}-${VIEWPORT_WIDTH}-${view.id}.png`);
    expect(await errorsNow(context), `${engine}, ${context}: errors`).toEqual([]);
  }

  for (const view of views) {
    test(`${engine}: the ${view.id} view loads, reaches ready and draws its figures with no error`, async () => {
      label = view.id;
      await checkView(view);
    });
  }

  async function measureLayout(placement: Placement, suffix: string): Promise<LayoutRecord> {
    const context = `README embed in <${placement}>${suffix}`;
    await session.goto(`${hosts.articles.origin}/${placement}${suffix}.html`);
    const record = await session.waitFor<LayoutRecord>(
      `const widget = document.querySelector('positional-encoding-widget');
       const body = widget && widget.shadowRoot && widget.shadowRoot.querySelector('.body');
       const layout = window.__peSmoke.layout();
       if (widget && widget.status === 'error') return { error: widget.errorMessage };
       const settled = widget.status === 'ready' && body && body.style.minHeight === '';
       return settled && layout.stableFrames >= args[0] ? layout : null;`,
      [STABLE_FRAMES],
      { what: `${context}: the widget to be ready and the page to stop moving`, timeoutMs: 30_000 },
    );
    expect(record, `${engine}, ${context}`).not.toHaveProperty('error');
    expect(await errorsNow(context), `${engine}, ${context}: errors`).toEqual([]);
    return record;
  }

  // The lab (issue 22 item 7): a small experiment trains to completion in
  // this engine's workers, and every run's final loss is the one Node's
  // engine gives for the same link (so all three engines agree bit for bit).
  // The workers run the full module's SIMD build (engine/simd.ts: every
  // engine here validates WebAssembly SIMD), Node the scalar module: each
  // worker's `engine` message says which build it loaded, printed and checked.
  test(`${engine}: the lab trains a small experiment to the final losses Node computes`, async () => {
    label = 'lab';
    test.setTimeout(120_000);
    const context = 'lab (small experiment)';
    await session.goto(`${hosts.site.origin}/?${SMALL_LAB}`);
    await waitReady(session, 'positional-encoding-widget', context);
    const lab = `const w = document.querySelector('positional-encoding-widget');
      const view = w && w.shadowRoot && w.shadowRoot.querySelector('pe-lab-view');`;
    await session.waitFor(
      `${lab} const b = view && view.shadowRoot && view.shadowRoot.querySelector('button.train');
       if (!b || b.disabled) return null;
       const runner = view.runner;
       const make = runner.createWorker;
       window.peLabBuilds = [];
       runner.createWorker = () => {
         const worker = make();
         worker.addEventListener('message', (event) => {
           if (event.data.type === 'engine') window.peLabBuilds.push(event.data.build);
         });
         return worker;
       };
       b.click(); return true;`,
      [],
      { what: `${context}: the Train button`, timeoutMs: 30_000 },
    );
    const losses = await session.waitFor<number[] | { error: string }>(
      `${lab} const r = view.runner;
       if (r.phase === 'failed') return { error: r.error };
       return r.phase === 'done' ? r.progress.map((p) => p.losses[p.losses.length - 1]) : null;`,
      [],
      { what: `${context}: training to finish`, timeoutMs: 100_000 },
    );
    expect(losses, `${engine}, ${context}`).not.toHaveProperty('error');
    expect(losses, `${engine}, ${context}: final losses`).toEqual(await nodeFinalLosses());
    console.log(`[${engine}] lab final losses: ${(losses as number[]).join(', ')}`);
    const builds = await session.run<string[]>('return window.peLabBuilds;');
    console.log(`[${engine}] lab workers' engine build: ${builds.join(', ')}`);
    expect(
      builds.length,
      `${engine}, ${context}: workers that reported their build`,
    ).toBeGreaterThan(0);
    expect(builds, `${engine}, ${context}: the SIMD build`).toEqual(builds.map(() => 'simd'));
    // The inspection figures: the picked run's attention maps (1 layer x 2
    // heads) and the learned run's PE·PEᵀ, computed in this engine's worker.
    await session.waitFor(
      `${lab} const a = view.shadowRoot.querySelector('pe-lab-attention');
       const g = view.shadowRoot.querySelector('pe-lab-gram');
       return a && g && a.inspection && g.gram &&
         a.shadowRoot.querySelectorAll('pe-matrix').length === 2 &&
         g.shadowRoot.querySelectorAll('pe-matrix').length === 2 ? true : null;`,
      [],
      { what: `${context}: the attention and PE·PEᵀ figures`, timeoutMs: 30_000 },
    );
    if (SCREENSHOTS)
      await session.screenshot(`${SCREENSHOTS}/${engine}-${VIEWPORT_WIDTH}-lab-trained.png`);
    expect(await errorsNow(context), `${engine}, ${context}: errors`).toEqual([]);
  });

  for (const { view, suffix } of ARTICLES) {
    for (const placement of ['body', 'head'] as const) {
      const px = FIRST_PAINT_HEIGHT_PX[engine];
      test(`${engine}: ${view} in <${placement}>, its script ${CDN_LATENCY_MS} ms away, shifts the article by at most ${MAX_CLS}, its first paint within ${px} px of its height`, async () => {
        label = `CLS <${placement}>${suffix}`;
        const records: LayoutRecord[] = [];
        for (let run = 0; run < LAYOUT_RUNS; run++)
          records.push(await measureLayout(placement, suffix));
        const values = records.map((r) => r.cls);
        const last = records[records.length - 1]!;
        const native = records.every((r) => r.native !== null)
          ? `; the engine's own layout-shift entries: ${records.map((r) => r.native!.toFixed(4)).join(', ')}`
          : '';
        const line =
          `[${engine}] CLS, README embed${suffix} in <${placement}>: ` +
          (LAYOUT_RUNS > 1
            ? `min ${Math.min(...values).toFixed(4)}, median ${median(values).toFixed(4)} over ${LAYOUT_RUNS} runs`
            : values[0]!.toFixed(4)) +
          ` (${last.shifts.length} shifted frames; the element ${Math.round(last.firstHeight ?? 0)} px tall at first paint, ${Math.round(last.height ?? 0)} px at the end${native})`;
        console.log(line);
        test.info().annotations.push({ type: 'CLS', description: line });
        for (const record of records) {
          expect(record.cls, `${engine}: CLS of ${view} in <${placement}>`).toBeLessThanOrEqual(
            MAX_CLS,
          );
          expect(
            record.firstHeight,
            `${engine}: ${view} in <${placement}> at first paint`,
          ).not.toBeNull();
          const off = Math.abs(record.firstHeight! - record.height!);
          expect(
            off,
            `${engine}: ${view} in <${placement}>, first paint against final height`,
          ).toBeLessThanOrEqual(px);
        }
      });
    }
  }

  test(`${engine}: under the documented CSP recipe every tab opens and the exercise passes with no violation`, async () => {
    label = 'CSP recipe';
    const context = 'CSP recipe page';
    await session.goto(`${hosts.csp.origin}/lesson.html`);
    await waitReady(session, '#w', context);
    for (const view of views) {
      await openTab(session, '#w', view, context);
      if (view.id === 'exercises') await runSolution(session, context);
      if (view.engine === 'none') await waitText(session, view, context);
      else await waitFigures(session, view, context);
    }
    expect(await errorsNow(context), `${engine}, ${context}: errors and violations`).toEqual([]);
  });
}
