// Leaving any view releases it (issue 8): one page shows every view of the
// registry in turn, ROUND_TRIPS times over, through the element's
// setState({view}); then a forced garbage collection: no removed view is
// still reachable (a FinalizationRegistry count per view), and the page's
// DOM nodes, listeners and JS heap grew by at most GROWTH_PER_CYCLE in the
// median cycle after the first WARM_UP_TRIPS (see growthPerCycle() below).
// Before the fix
// every heat-map visit kept its view alive through the renderer's
// MessageChannel (about 10.5 MB and 564 DOM nodes each). The exercises'
// sandbox (a frame and a worker per Run) is measured over repeated runs.
import { test, type CDPSession, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { views } from '../../web/src/views/registry.js';

import { expect, openLesson, pageIdle } from './support.js';

// --expose-gc lets CDP collect everything. The optimising and baseline
// compilers are off because the code they emit lives in the JS heap and
// grows as the page warms up (about 12 % over the first round trips with
// any views), which is not a leak. Feedback vectors are allocated at a
// function's first call (V8 allocates them lazily, after about 8 calls by
// default): with lazy allocation the heap grew about 5 kB per cycle for the
// first 11 cycles of three views and about 20 kB per cycle over 13 cycles
// of all views, each function reaching its 8th call in turn; without it
// the heap is flat (within 0.03 %) from the second cycle on. So a view that
// stays alive shows after a short warm-up.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--js-flags=--expose-gc --no-opt --no-maglev --no-sparkplug --no-lazy-feedback-allocation',
    ],
  },
});

// The baseline is taken after WARM_UP_TRIPS cycles (every view's code and
// chunks loaded, its feedback allocated), and the cycles after it decide.
// Until issue 19 each view had a page of its own and made 60 round trips
// with a partner view, then 20 with the baseline after 10 (the heap warming
// up with lazily allocated feedback).
//
// How many measured cycles: 5 (ROUND_TRIPS 7, down from 12). Each cycle
// visits every view once, so a leak grows the page by about the same amount
// in every cycle, and the median of the measured steps shows it; the number
// of steps only decides how much noise the median sees through. Nodes and
// listeners do not move at all (flat in every run), so for them any number
// would do, and a view kept alive stays in the removed-view count after any
// number of visits (an `order` view kept by the page: 3 of 3 counted alive).
// The heap is what needs steps: its steps after a forced collection are a
// few kB either way, beside a limit of about 5.4 kB a cycle (6.4 MB), and
// the first measured one is still warm-up (-14 to -36 kB in each of 6 runs,
// an injected leak taken off).
// Leak-free steps of a 12-trip run: -17.5, 3.6, -3.4, -0.1, 1.5, 0.8,
// -3.3, 0.0, 0.0, 0.0 kB. A heap leak injected in the test (an array held by
// the page at each visit of one view): at 11.2 kB a cycle (2 x the limit)
// 5 steps caught it (steps -2.9, 14.8, 11.0, 7.9, 9.3 kB, median 9.3); at
// 6.4 kB a cycle (1.2 x) 5 steps caught it in 1 run of 2 (medians 4.6 and
// 6.2 kB), 3 steps in 1 of 2 (2.7 and 6.2), 10 steps in 1 of 1 (6.6). So 5
// steps see through the warm-up step and one one-off allocation more (the
// median of 5 ignores 2; one of about 100 kB was seen once, some 12-15
// cycles into a long run) and catch a leak well over the limit; a leak just
// over it may pass a run, as it may with 10 steps on a noisy run.
// PE_LEAK_ROUND_TRIPS=12 runs the longer test.
const WARM_UP_TRIPS = 2;
const ROUND_TRIPS = Number(process.env.PE_LEAK_ROUND_TRIPS ?? 7);
const MEASURED_TRIPS = ROUND_TRIPS - WARM_UP_TRIPS;
if (!(Number.isInteger(MEASURED_TRIPS) && MEASURED_TRIPS >= 1)) {
  throw new RangeError(
    `PE_LEAK_ROUND_TRIPS must be an integer above ${WARM_UP_TRIPS} (the warm-up trips); got ${process.env.PE_LEAK_ROUND_TRIPS}`,
  );
}

// The per-view test allowed 10 % over the 59 round trips after its baseline:
// about 4 DOM nodes or 4 kB of heap per visit of a page showing one view
// (1,600-3,300 nodes, 2.5-4 MB). The page of the cycle holds every view's
// code and shows the exercises at each measurement (4,868 nodes, 5.3 MB):
// about twice as much, so half that fraction per cycle keeps the same growth
// per visit (4 nodes, 4 kB, one listener a visit fails it). A view kept
// alive costs far more (the heat map's was 10.5 MB and 564 nodes per
// visit), and it also stays in the removed-view count.
const GROWTH_PER_CYCLE = 0.1 / 59 / 2;

/**
 * The median growth of one counter per measured cycle. A leak grows the page
 * every cycle; a one-off allocation does not, and one was seen on a loaded
 * machine: about 100 kB of heap and 2 DOM nodes at once, some 60 s or more
 * into the test (after 12-15 cycles), then flat again. Compared at two points
 * only, that made the test fail where its cycles ran slowly; the median of
 * the cycles' growth ignores it and still shows any steady growth.
 */
function growthPerCycle(readings: Usage[], counter: keyof Usage): number {
  const steps = readings.slice(1).map((reading, k) => reading[counter] - readings[k]![counter]);
  steps.sort((a, b) => a - b);
  const middle = steps.length >> 1;
  return steps.length % 2 === 1 ? steps[middle]! : (steps[middle - 1]! + steps[middle]!) / 2;
}

/** Full collections until nothing more is freed (V8 and the DOM heap). */
async function collectGarbage(page: Page, cdp: CDPSession): Promise<void> {
  for (let k = 0; k < 4; k++) {
    await cdp.send('HeapProfiler.collectGarbage');
    // Lets tasks that finish a teardown (closed ports, observers) run in between.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Counts, per view id, the instances the test has seen leave and those collected since. */
interface LeftViews {
  registered: Record<string, number>;
  released: Record<string, number>;
  registry: FinalizationRegistry<string>;
}

async function countCollected(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { leftViews: LeftViews };
    w.leftViews = {
      registered: {},
      released: {},
      registry: new FinalizationRegistry((id: string) => {
        w.leftViews.released[id] = (w.leftViews.released[id] ?? 0) + 1;
      }),
    };
  });
}

interface Usage {
  nodes: number;
  listeners: number;
  heap: number;
}

/**
 * The counters once the page is idle (work the views deferred, such as idle
 * callbacks and chunks loaded after a view is shown, has run: on a loaded
 * machine it is still queued right after a cycle), after a full collection.
 */
async function usage(page: Page, cdp: CDPSession): Promise<Usage> {
  await pageIdle(page, 3);
  await collectGarbage(page, cdp);
  const counters = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { nodes: counters.nodes, listeners: counters.jsEventListeners, heap: heap.usedSize };
}

interface Shown {
  id: string;
  tag: string;
}

/**
 * `count` cycles through `list`: each view is rendered (a canvas view drawn:
 * the heat map's redraw(), two animation frames for every view; the
 * exercises' editor, a chunk of its own in a nested shadow root, is there)
 * before the next is shown; the view left behind is registered in a
 * FinalizationRegistry, which counts it once it has been collected (a
 * WeakRef would not do: deref() itself keeps its target alive for a while);
 * with `counted` false nothing is registered. Ends with the first view
 * shown again.
 */
async function cycles(page: Page, list: Shown[], count: number, counted = true): Promise<void> {
  await page.evaluate(
    async ({ n, list, counted }) => {
      type Widget = HTMLElement & {
        setState(partial: object): void;
        updateComplete: Promise<unknown>;
      };
      type View = HTMLElement & { updateComplete: Promise<unknown>; redraw?(): Promise<number> };
      const widget = document.querySelector('positional-encoding-widget') as Widget;
      const left = (window as unknown as { leftViews: LeftViews }).leftViews;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const deep = (root: ParentNode, selector: string): boolean =>
        !!root.querySelector(selector) ||
        [...root.querySelectorAll('*')].some(
          (el) => !!el.shadowRoot && deep(el.shadowRoot, selector),
        );
      const complete = (view: View): boolean =>
        view.localName !== 'pe-exercises-view' || deep(view.shadowRoot ?? view, '.cm-editor');
      const shown = async (tag: string): Promise<View> => {
        for (;;) {
          await widget.updateComplete;
          const view = widget.shadowRoot!.querySelector(tag) as View | null;
          if (view && complete(view)) {
            await view.updateComplete;
            if (view.redraw) await view.redraw();
            await frame();
            await frame();
            return view;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      for (let k = 0; k < n; k++) {
        for (const [index, { id, tag }] of list.entries()) {
          const view = await shown(tag);
          if (counted) {
            left.registered[id] = (left.registered[id] ?? 0) + 1;
            left.registry.register(view, id);
          }
          widget.setState({ view: list[(index + 1) % list.length]!.id });
        }
      }
      await shown(list[0]!.tag);
    },
    { n: count, list, counted },
  );
}

/** Per view: instances registered, and those not collected yet after a forced collection. */
async function removedAlive(
  page: Page,
  cdp: CDPSession,
): Promise<{ alive: Record<string, number>; registered: Record<string, number> }> {
  let counts = { alive: {} as Record<string, number>, registered: {} as Record<string, number> };
  // Finalization callbacks run in tasks after the collection: give them a few.
  for (let k = 0; k < 10 && (k === 0 || Object.keys(counts.alive).length > 0); k++) {
    await collectGarbage(page, cdp);
    counts = await page.evaluate(() => {
      const left = (window as unknown as { leftViews: LeftViews }).leftViews;
      const alive: Record<string, number> = {};
      for (const [id, n] of Object.entries(left.registered)) {
        const remaining = n - (left.released[id] ?? 0);
        if (remaining !== 0) alive[id] = remaining;
      }
      return { alive, registered: { ...left.registered } };
    });
  }
  return counts;
}

test(`leaving each view ${ROUND_TRIPS} times leaves no removed view reachable`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Registry order, starting (and so ending) with the exercises: CodeMirror
  // measures text with one Range it keeps (scratchRange in @codemirror/view),
  // which holds a text node of the last editor, and with it that editor's
  // view, until the next editor measures. Ending elsewhere, 1 of 12 removed
  // exercises views (always the last) was reachable through it: one instance
  // however many visits, released by the next, not growth. The per-view test
  // ended on a new exercises view too.
  const list: Shown[] = [
    ...views.filter(({ id }) => id === 'exercises'),
    ...views.filter(({ id }) => id !== 'exercises'),
  ].map(({ id, tag }) => ({ id, tag }));
  await countCollected(page);
  // The page opens on the cycle's last view, so that every instance counted
  // is one the test created (see docs/reliability.md on the view shown at
  // load); the first cycle then starts with the first view.
  await openLesson(page, `view=${list.at(-1)!.id}`);
  await page.evaluate((id) => {
    (
      document.querySelector('positional-encoding-widget') as HTMLElement & {
        setState(partial: object): void;
      }
    ).setState({ view: id });
  }, list[0]!.id);
  const cdp = await page.context().newCDPSession(page);
  const started = Date.now();
  await cycles(page, list, WARM_UP_TRIPS);
  const readings = [await usage(page, cdp)];
  for (let k = 0; k < MEASURED_TRIPS; k++) {
    await cycles(page, list, 1);
    readings.push(await usage(page, cdp));
  }
  const first = readings[0]!;
  const last = readings.at(-1)!;
  // One more cycle, not counted: each view's last counted instance is
  // followed by a new one of its own, as in the per-view test (which ended
  // on a new instance of its view). A module may keep its latest instance
  // until the next is made: CodeMirror's scratchRange does (see the order
  // above), and 1 removed nope view was once found reachable, with its 266
  // nodes and 37 listeners, in a run ending on the exercises.
  await cycles(page, list, 1, false);
  const { alive, registered } = await removedAlive(page, cdp);
  console.log(
    `${list.length} views: removed views alive ${JSON.stringify(alive)}; ` +
      `after ${WARM_UP_TRIPS} cycles ${JSON.stringify(first)}; after ${ROUND_TRIPS} ${JSON.stringify(last)}; ` +
      `heap ${((100 * last.heap) / first.heap - 100).toFixed(2)} %, ${Date.now() - started} ms; ` +
      `heap per cycle ${readings
        .slice(1)
        .map((r, k) => r.heap - readings[k]!.heap)
        .join(', ')}`,
  );
  expect(registered, 'removed instances counted per view').toEqual(
    Object.fromEntries(list.map(({ id }) => [id, ROUND_TRIPS])),
  );
  expect(alive, 'removed views still reachable, per view').toEqual({});
  for (const counter of ['nodes', 'listeners', 'heap'] as const) {
    expect(
      growthPerCycle(readings, counter),
      `${counter}: median growth per cycle, readings ${readings.map((r) => r[counter]).join(', ')}`,
    ).toBeLessThanOrEqual(GROWTH_PER_CYCLE * first[counter]);
  }
});

test('a heat map moved in the page draws again and its gestures still work', async ({ page }) => {
  await openLesson(page, 'view=heatmap&seq_len=3&d_model=4');
  await page.waitForFunction(
    () =>
      !!document
        .querySelector('positional-encoding-widget')
        ?.shadowRoot?.querySelector('pe-heatmap-view')
        ?.shadowRoot?.querySelector('canvas'),
  );
  // Move the view to the end of its parent and back: disconnected, then connected.
  const ms = await page.evaluate(async () => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const view = widget.shadowRoot!.querySelector('pe-heatmap-view') as HTMLElement & {
      redraw(): Promise<number>;
    };
    await view.redraw();
    const parent = view.parentNode!;
    const next = view.nextSibling;
    const holder = document.createElement('div');
    widget.shadowRoot!.append(holder);
    holder.append(view);
    parent.insertBefore(view, next);
    holder.remove();
    const canvas = view.shadowRoot!.querySelector('canvas')!;
    canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    return view.redraw();
  });
  expect(Number.isFinite(ms)).toBe(true);
  // Row 0 of the 3 x 4 example, column 1 is cos 0 = 1: dark blue again.
  const pixel = await page.evaluate(() => {
    const canvas = document
      .querySelector('positional-encoding-widget')!
      .shadowRoot!.querySelector('pe-heatmap-view')!
      .shadowRoot!.querySelector('canvas')!;
    const x = Math.floor((1.5 / 4) * canvas.width);
    return Array.from(canvas.getContext('2d')!.getImageData(x, 0, 1, 1).data);
  });
  expect(pixel).toEqual([5, 48, 97, 255]);
  // Wheel zoom still works on the moved element (its gesture listeners are
  // live). A dispatched event: a real wheel leaves the browser holding its
  // target for scroll latching, which would keep the node alive a while.
  await page.evaluate(() => {
    const canvas = document
      .querySelector('positional-encoding-widget')!
      .shadowRoot!.querySelector('pe-heatmap-view')!
      .shadowRoot!.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    canvas.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -400,
        clientX: box.x + box.width / 2,
        clientY: box.y + box.height / 2,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
  });
  await expect.poll(() => new URL(page.url()).searchParams.get('r0')).not.toBeNull();
});

test('running an exercise 10 times leaves no sandbox frame behind and the heap flat', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLesson(page, 'view=exercises');
  const view = page.locator('pe-exercises-view');
  await expect(view.locator('.cm-content')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const frames = () =>
    view.evaluate((element) => element.shadowRoot!.querySelectorAll('iframe').length);
  const run = async (): Promise<void> => {
    await view.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(view.locator('.result')).toBeVisible();
    await expect(view.locator('.result')).not.toContainText('Running…', { timeout: 5000 });
    await expect.poll(frames).toBe(0);
  };
  await run();
  const first = await usage(page, cdp);
  for (let k = 0; k < 9; k++) await run();
  const last = await usage(page, cdp);
  console.log(
    `exercise runs: after 1 ${JSON.stringify(first)}; after 10 ${JSON.stringify(last)}; ` +
      `heap ${((100 * last.heap) / first.heap - 100).toFixed(1)} %`,
  );
  expect(last.nodes).toBeLessThanOrEqual(first.nodes * 1.1);
  expect(last.listeners).toBeLessThanOrEqual(first.listeners * 1.1);
  expect(last.heap).toBeLessThanOrEqual(first.heap * 1.1);
});
