// Leaving any view releases it (issue 8): for every view V of the registry,
// V <-> another view ROUND_TRIPS times through the element's setState({view}),
// then a forced garbage collection: no removed V is still reachable
// (FinalizationRegistry count), and the page's DOM nodes, listeners and JS
// heap grew by at most GROWTH_PER_TRIP per round trip after the first
// WARM_UP_TRIPS (see allowed() below). Before the fix every heat-map visit
// kept its view alive through the renderer's MessageChannel (about 10.5 MB
// and 564 DOM nodes each). The exercises' sandbox (a frame and a worker per
// Run) is measured over repeated runs.
import { test, type CDPSession, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { views } from '../../web/src/views/registry.js';

import { expect, openLesson } from './support.js';

// --expose-gc lets CDP collect everything. The optimising and baseline
// compilers are off because the code they emit lives in the JS heap and
// grows as the page warms up (about 12 % over the first round trips with
// any views), which is not a leak. With them off the heap is flat after the
// first round trip, so a view that stays alive shows.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--js-flags=--expose-gc --no-opt --no-maglev --no-sparkplug',
    ],
  },
});

// The JS heap grows while the page warms up (feedback and inline caches
// of code run for the first time) and is flat after that: measured over 60
// round trips (heat map, order, comparison, atlas, exercises), it grew
// 1.1-2.9 % over the first 10 and at most 0.12 % over the 50 after them;
// DOM nodes and listeners were the same throughout. So the baseline is taken
// after WARM_UP_TRIPS, and 10 round trips after it decide (the test made 60
// until issue 19, with its baseline after the first).
const WARM_UP_TRIPS = 10;
const ROUND_TRIPS = Number(process.env.PE_LEAK_ROUND_TRIPS ?? 20);
const MEASURED_TRIPS = ROUND_TRIPS - WARM_UP_TRIPS;
if (!(Number.isInteger(MEASURED_TRIPS) && MEASURED_TRIPS >= 1)) {
  throw new RangeError(
    `PE_LEAK_ROUND_TRIPS must be an integer above ${WARM_UP_TRIPS} (the warm-up trips); got ${process.env.PE_LEAK_ROUND_TRIPS}`,
  );
}

// The growth per round trip that the 60-trip version allowed (10 % over the
// 59 trips after its baseline): about 4 DOM nodes or 4 kB of heap per trip.
// A view kept alive costs far more (the heat map's was 10.5 MB and 564 nodes
// per visit), and it also stays in the removed-view count.
const GROWTH_PER_TRIP = 0.1 / 59;

/** The most a counter may reach MEASURED_TRIPS round trips after the baseline `first`. */
function allowed(first: number): number {
  return first * (1 + GROWTH_PER_TRIP * MEASURED_TRIPS);
}

/** Full collections until nothing more is freed (V8 and the DOM heap). */
async function collectGarbage(page: Page, cdp: CDPSession): Promise<void> {
  for (let k = 0; k < 4; k++) {
    await cdp.send('HeapProfiler.collectGarbage');
    // Lets tasks that finish a teardown (closed ports, observers) run in between.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Counts the views the test has seen leave, and those collected since. */
interface LeftViews {
  registered: number;
  released: number;
  registry: FinalizationRegistry<null>;
}

async function countCollected(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { leftViews: LeftViews };
    w.leftViews = {
      registered: 0,
      released: 0,
      registry: new FinalizationRegistry(() => w.leftViews.released++),
    };
  });
}

interface Usage {
  nodes: number;
  listeners: number;
  heap: number;
}

async function usage(page: Page, cdp: CDPSession): Promise<Usage> {
  await collectGarbage(page, cdp);
  const counters = await cdp.send('Memory.getDOMCounters');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return { nodes: counters.nodes, listeners: counters.jsEventListeners, heap: heap.usedSize };
}

interface Trip {
  id: string;
  tag: string;
  otherId: string;
  otherTag: string;
}

/**
 * V -> other -> V, each view rendered (a canvas view drawn: the heat map's
 * redraw(), two animation frames for the others) before leaving it; the V
 * left behind is registered in a FinalizationRegistry, which counts it once
 * it has been collected (a WeakRef would not do: deref() itself keeps its
 * target alive for a while).
 */
async function roundTrips(page: Page, trip: Trip, count: number): Promise<void> {
  await page.evaluate(
    async ({ n, trip }) => {
      type Widget = HTMLElement & {
        setState(partial: object): void;
        updateComplete: Promise<unknown>;
      };
      type View = HTMLElement & { updateComplete: Promise<unknown>; redraw?(): Promise<number> };
      const widget = document.querySelector('positional-encoding-widget') as Widget;
      const left = (window as unknown as { leftViews: LeftViews }).leftViews;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = async (tag: string): Promise<View> => {
        for (;;) {
          await widget.updateComplete;
          const view = widget.shadowRoot!.querySelector(tag) as View | null;
          if (view) {
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
        const view = await shown(trip.tag);
        left.registered++;
        left.registry.register(view, null);
        widget.setState({ view: trip.otherId });
        await shown(trip.otherTag);
        widget.setState({ view: trip.id });
      }
      await shown(trip.tag);
    },
    { n: count, trip },
  );
}

/** Registered views not collected yet, after a forced collection. */
async function removedAlive(
  page: Page,
  cdp: CDPSession,
): Promise<{ alive: number; registered: number }> {
  let counts = { alive: -1, registered: 0 };
  // Finalization callbacks run in tasks after the collection: give them a few.
  for (let k = 0; k < 10 && counts.alive !== 0; k++) {
    await collectGarbage(page, cdp);
    counts = await page.evaluate(() => {
      const left = (window as unknown as { leftViews: LeftViews }).leftViews;
      return { alive: left.registered - left.released, registered: left.registered };
    });
  }
  return counts;
}

for (const view of views) {
  // The partner is the worked example (a small view), or word order for it.
  const other = views.find((entry) => entry.id === (view.id === 'worked' ? 'order' : 'worked'))!;
  const trip: Trip = { id: view.id, tag: view.tag, otherId: other.id, otherTag: other.tag };

  test(`leaving the ${view.id} view ${ROUND_TRIPS} times leaves no removed view reachable`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await countCollected(page);
    // The page opens on the partner so that V's first instance is one the
    // test created (see docs/reliability.md on the view shown at load).
    await openLesson(page, `view=${other.id}`);
    await page.evaluate((id) => {
      (
        document.querySelector('positional-encoding-widget') as HTMLElement & {
          setState(partial: object): void;
        }
      ).setState({ view: id });
    }, view.id);
    // The first measurement is the baseline: the view must be complete by
    // then, including the exercises' editor, a chunk of its own that sits in
    // a nested shadow root (measured before it arrived, the baseline was
    // 1.3 MB short and the test failed).
    await page.waitForFunction((tag) => {
      const deep = (root: ParentNode, selector: string): boolean =>
        !!root.querySelector(selector) ||
        [...root.querySelectorAll('*')].some(
          (el) => !!el.shadowRoot && deep(el.shadowRoot, selector),
        );
      const shown = document
        .querySelector('positional-encoding-widget')
        ?.shadowRoot?.querySelector(tag);
      return (
        !!shown && (tag !== 'pe-exercises-view' || deep(shown.shadowRoot ?? shown, '.cm-editor'))
      );
    }, view.tag);
    const cdp = await page.context().newCDPSession(page);
    const started = Date.now();
    await roundTrips(page, trip, WARM_UP_TRIPS);
    const first = await usage(page, cdp);
    await roundTrips(page, trip, MEASURED_TRIPS);
    const last = await usage(page, cdp);
    const { alive, registered } = await removedAlive(page, cdp);
    console.log(
      `${view.id} <-> ${other.id}: ${alive} of ${registered} removed views alive; ` +
        `after ${WARM_UP_TRIPS} round trips ${JSON.stringify(first)}; after ${ROUND_TRIPS} ${JSON.stringify(last)}; ` +
        `heap ${((100 * last.heap) / first.heap - 100).toFixed(1)} %, ${Date.now() - started} ms`,
    );
    expect(registered).toBe(ROUND_TRIPS);
    expect(alive, `${view.id}: removed views still reachable`).toBe(0);
    expect(last.nodes, `${view.id}: DOM nodes`).toBeLessThanOrEqual(allowed(first.nodes));
    expect(last.listeners, `${view.id}: listeners`).toBeLessThanOrEqual(allowed(first.listeners));
    expect(last.heap, `${view.id}: JS heap`).toBeLessThanOrEqual(allowed(first.heap));
  });
}

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
