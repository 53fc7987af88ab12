// No layout shift: the element keeps its view's final height free while the
// engine loads, the iframe resizer never shrinks a frame before the widget
// inside is ready, and a host page with three elements and one iframe, above
// and below the fold, scrolled through, has a Cumulative Layout Shift of at
// most 0.02 (a `layout-shift` PerformanceObserver in the page).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds } from '../../web/src/views/registry.js';
import { openHost, serveHtml } from './embed-support.js';
import { expect, pageIdle, watchErrors } from './support.js';

const MAX_CLS = 0.02;

/** Sums the layout shifts of the page (without recent input) from its start. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { cls: 0, shifts: [] as { value: number; sources: string[] }[] };
    (window as unknown as { __shifts: typeof state }).__shifts = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const node = s.node;
            if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
            return node.localName + (node.id ? `#${node.id}` : '');
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(
  page: Page,
): Promise<{ cls: number; shifts: { value: number; sources: string[] }[] }> {
  return page.evaluate(() => (window as unknown as { __shifts: never }).__shifts);
}

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Paragraph ${i + 1} of the host's own text. Sinusoidal encodings give every position a
       vector of sines and cosines at geometrically spaced wavelengths.</p>`,
  ).join('\n');

/** A tutorial page: an element above the fold, then one element, one iframe, one figure-only element and one in figure mode below it. */
function hostBody(): string {
  return `<h1>A tutorial</h1>
    ${filler(1)}
    <positional-encoding-widget id="top" view="heatmap"></positional-encoding-widget>
    ${filler(20)}
    <positional-encoding-widget id="middle" view="relative" seq-len="50" d-model="8"></positional-encoding-widget>
    ${filler(20)}
    <iframe id="frame" src="/embed.html?view=worked" data-pe-embed title="Positional encoding"
      width="100%" height="720"></iframe>
    <script src="/embed-resizer.js"></script>
    ${filler(20)}
    <positional-encoding-widget id="figure" view="frequencies" controls="none"></positional-encoding-widget>
    ${filler(20)}
    <div style="max-width: 680px">
      <positional-encoding-widget id="figure-mode" seq-len="100" d-model="512" mode="figure"></positional-encoding-widget>
    </div>
    ${filler(10)}`;
}

/** Scrolls to the bottom in steps, pausing while what came near loads. */
async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const done = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, Math.round(innerHeight * 0.6));
      return scrollY === before;
    });
    // The observers have seen the scroll once the page is idle; then every
    // element that started has finished loading.
    await pageIdle(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('positional-encoding-widget')].every((w) =>
        ['idle', 'ready'].includes((w as unknown as { status: string }).status),
      ),
    );
    if (done) break;
  }
}

async function allSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('positional-encoding-widget')].every((w) => {
      const body = w.shadowRoot?.querySelector<HTMLElement>('.body');
      return (
        (w as unknown as { status: string }).status === 'ready' && body?.style.minHeight === ''
      );
    }),
  );
  const frame = page.frameLocator('#frame');
  await expect(frame.locator('positional-encoding-widget')).toHaveJSProperty('status', 'ready');
}

for (const width of [1280, 360]) {
  test(`a host page with three elements and an iframe shifts at most ${MAX_CLS} at ${width} px, scrolled through`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 720 });
    await observeShifts(page);
    // The README's embed pasted into the body: its classic script defines the
    // element before the parser reaches it, and the views' frame scripts lay
    // them out at their size, so nothing appears empty and then grows.
    const path = `/__layout-shift/host-${width}.html`;
    await serveHtml(
      page,
      path,
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Host page</title>
  </head>
  <body>
    <main>
      <script src="/positional-encoding-widget.classic.js"></script>
      <script src="/frames/heatmap.classic.js"></script>
      <script src="/frames/relative.classic.js"></script>
      ${hostBody()}
    </main>
  </body>
</html>`,
    );
    await page.goto(path);
    await pageIdle(page);
    await scrollThrough(page);
    await allSettled(page);
    // A shift after the last load would have been reported by then.
    await pageIdle(page, 3);
    await page.evaluate(() => scrollTo(0, 0));
    await pageIdle(page);
    const { cls, shifts: list } = await shifts(page);
    console.log(
      `CLS at ${width} px: ${cls.toFixed(4)} (${list.length} shifts${
        list.length
          ? `: ${list.map((s) => `${s.value.toFixed(4)} ${s.sources.join(',')}`).join('; ')}`
          : ''
      })`,
    );
    test.info().annotations.push({ type: 'CLS', description: `${cls.toFixed(4)} at ${width} px` });
    expect(cls).toBeLessThanOrEqual(MAX_CLS);
    expect(errors).toEqual([]);
  });
}

/**
 * Every view of the registry, with and without controls, far below the fold
 * (so nothing starts on its own): the height each keeps free before it loads,
 * then the height it takes once loaded.
 */
async function reservedAndFinal(
  page: Page,
  width: number,
): Promise<{ id: string; reserved: number; final: number }[]> {
  await page.setViewportSize({ width, height: 720 });
  const variants = { all: 'controls="all"', none: 'controls="none"', figure: 'mode="figure"' };
  const elements = viewIds
    .flatMap((view) =>
      Object.entries(variants).map(
        ([name, attributes]) =>
          `<positional-encoding-widget id="${view}-${name}" view="${view}" ${attributes}></positional-encoding-widget>`,
      ),
    )
    .join('\n');
  await openHost(page, `<div style="height: 5000px"></div>${elements}`);
  await page.waitForFunction(() => customElements.get('positional-encoding-widget'));
  return page.evaluate(async () => {
    const widgets = [...document.querySelectorAll('positional-encoding-widget')] as (HTMLElement & {
      status: string;
      updateComplete: Promise<unknown>;
      start(): Promise<void>;
    })[];
    const body = (w: HTMLElement) => w.shadowRoot!.querySelector<HTMLElement>('.body')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Each view's frame is a chunk of its own (the module element loads it at
    // once, even far below the fold): the room it keeps is its frame's.
    while (!widgets.every((w) => w.shadowRoot?.querySelector('pe-view-frame'))) await frame();
    await Promise.all(widgets.map((w) => w.updateComplete));
    const reserved = widgets.map((w) => {
      if (w.status !== 'idle') throw new Error(`${w.id} started on its own`);
      return body(w).getBoundingClientRect().height;
    });
    await Promise.all(widgets.map((w) => w.start()));
    while (!widgets.every((w) => body(w).style.minHeight === '')) await frame();
    // Two frames and an idle period, twice: the views' last layout is done.
    for (let k = 0; k < 2; k++) {
      await frame();
      await frame();
      await new Promise((resolve) => requestIdleCallback(resolve));
    }
    return widgets.map((w, i) => ({
      id: w.id,
      reserved: Math.round(reserved[i]!),
      final: Math.round(body(w).getBoundingClientRect().height),
    }));
  });
}

for (const width of [360, 1280]) {
  test(`every view keeps its final height free before it loads at ${width} px, with and without controls and in figure mode`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rows = await reservedAndFinal(page, width);
    console.log(
      rows.map((r) => `${r.id}: reserved ${r.reserved} px, final ${r.final} px`).join('\n'),
    );
    expect(rows).toHaveLength(viewIds.length * 3);
    for (const row of rows) {
      expect(Math.abs(row.final - row.reserved), `${row.id} at ${width} px`).toBeLessThanOrEqual(4);
    }
  });
}

test('the resizer does not shrink a frame before the widget inside is ready', async ({ page }) => {
  // The engine is held back: the widget in the frame cannot become ready.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await openHost(
    page,
    `<iframe id="frame" src="/embed.html?view=worked" data-pe-embed title="Positional encoding"
      width="100%" height="5000"></iframe><script src="/embed-resizer.js"></script>`,
  );
  const frame = page.frameLocator('#frame');
  const widget = frame.locator('positional-encoding-widget');
  await expect(widget).toHaveJSProperty('status', 'loading');
  // The frame's content height (its border is not part of what the resizer sets).
  const height = () => page.locator('#frame').evaluate((element) => element.clientHeight);
  const inner = () =>
    frame
      .locator('#embed')
      .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
  // The page inside is shorter than the frame and says so; the frame keeps its height.
  expect(await inner()).toBeLessThan(4000);
  // What the frame has posted about its height has been handled once both are idle.
  const content = (await (await page.locator('#frame').elementHandle())!.contentFrame())!;
  await pageIdle(content);
  await pageIdle(page);
  expect(await height()).toBe(5000);
  // Once the widget is ready, the frame fits its content.
  release();
  await expect(widget).toHaveJSProperty('status', 'ready');
  await expect.poll(async () => (await height()) - (await inner())).toBe(0);
  expect(await height()).toBeLessThan(5000);
});

test('the resizer grows a frame to the reserved height while the widget inside loads', async ({
  page,
}) => {
  const heights: number[] = [];
  await page.exposeFunction('__frameHeight', (h: number) => heights.push(h));
  await openHost(
    page,
    `<iframe id="frame" src="/embed.html?view=pitfalls" data-pe-embed title="Positional encoding"
      width="100%" height="200"></iframe><script src="/embed-resizer.js"></script>
     <script>new ResizeObserver(() => window.__frameHeight(document.querySelector('#frame').getBoundingClientRect().height)).observe(document.querySelector('#frame'));</script>`,
  );
  await expect(page.frameLocator('#frame').locator('positional-encoding-widget')).toHaveJSProperty(
    'status',
    'ready',
  );
  // Every resize of the frame has been reported once it has its final height.
  const content = (await (await page.locator('#frame').elementHandle())!.contentFrame())!;
  await pageIdle(content);
  await pageIdle(page);
  const now = await page
    .locator('#frame')
    .evaluate((element) => element.getBoundingClientRect().height);
  await expect.poll(() => heights[heights.length - 1]).toBe(now);
  // From 200 px straight to (about) the final height: no step down on the way.
  const final = heights[heights.length - 1]!;
  const steps = heights.slice(1).map((h, i) => h - heights[i]!);
  expect(
    steps.every((d) => d >= -4),
    `heights ${heights.join(', ')}`,
  ).toBe(true);
  expect(final).toBeGreaterThan(1000);
});
