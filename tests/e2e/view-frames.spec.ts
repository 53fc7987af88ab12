// The views' first-paint frames (views/frames.ts, ui/view-frame.ts): before
// the engine arrives, a view with a frame shows its chapter with an empty box
// of the final size for each figure, blank slots for the engine's numbers,
// and its own live controls; once the view arrives every block is where the
// frame put it. (layout-shift.spec.ts checks every view's whole height.)
import type { Page, Route } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds, views } from '../../web/src/views/registry.js';
import { openHost } from './embed-support.js';
import { expect, pageIdle, watchErrors } from './support.js';

/**
 * A view that needs no engine (the glossary) is held by its own chunk
 * (assets/<id>-<hash>.js) instead: its frame shows until that arrives.
 */
const engineFree = views.filter((view) => view.engine === 'none').map((view) => view.id);
const engineFreeChunk = new RegExp(`/assets/(?:${engineFree.join('|') || '-'})-[\\w-]+\\.js$`);

/**
 * Holds every .wasm request from now on (and the code of a view that needs
 * none); each call of the returned `hold` holds the next ones until the
 * function it returns is called.
 */
async function engineGate(page: Page): Promise<() => () => void> {
  let held = Promise.resolve();
  const wait = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/*.wasm', wait);
  await page.route(engineFreeChunk, wait);
  return () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
}

/** Holds every .wasm request until the returned function is called. */
async function holdEngine(page: Page): Promise<() => void> {
  return (await engineGate(page))();
}

/**
 * The blocks of the view (or frame) of each widget on the page: each
 * top-level block of its shadow root and of its layout boxes (tag, top from
 * the widget's top, height), and the widget's height.
 */
function allBlocks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('positional-encoding-widget')].map((widget) => {
      const view = widget.shadowRoot!.querySelector('pe-view-frame, #panel');
      if (!view?.shadowRoot) return undefined;
      const top = widget.getBoundingClientRect().top;
      const out: { top: number; height: number; name: string }[] = [];
      const walk = (root: ParentNode) => {
        for (const element of root.children) {
          // Out of the flow: a live region read to screen readers only.
          if (element.classList.contains('visually-hidden')) continue;
          const box = element.getBoundingClientRect();
          out.push({ name: element.localName, top: box.top - top, height: box.height });
          if (element.localName === 'div' && element.children.length > 0) walk(element);
        }
      };
      walk(view.shadowRoot);
      return { view: view.localName, height: widget.getBoundingClientRect().height, blocks: out };
    }),
  );
}

/**
 * Opens one host page with a widget for each of `widgets` (its attributes).
 * The widgets share one grid cell: each is as wide as a lone widget on the
 * page (and as tall as its own content: align-self: start, not stretched to
 * the tallest), and each is in the viewport, so each loads at once (loading.ts).
 */
async function openWidgets(page: Page, widgets: readonly string[]): Promise<void> {
  await openHost(
    page,
    `<div style="display: grid; grid-template-columns: minmax(0, 1fr)">${widgets
      .map(
        (attributes) =>
          `<positional-encoding-widget style="grid-area: 1 / 1; align-self: start" ${attributes}></positional-encoding-widget>`,
      )
      .join('')}</div>`,
  );
}

/**
 * Opens one host page with a widget for each of `views`, with `attributes`
 * (engine held), measures each one's frame's blocks, lets the engine in and
 * checks each block of each view is where its frame put it; the views that
 * had a frame.
 *
 * Each widget's first paint is its own (openWidgets), and a block's top is
 * measured from its own widget's top. One page load serves every view
 * instead of one per view.
 */
async function framesHold(
  page: Page,
  views: readonly string[],
  attributes: string | readonly string[] = '',
): Promise<string[]> {
  return (await holdAndCompare(page, views, attributes)).framed;
}

/** framesHold's work; also each widget's height with its frame and with its view (undefined: no frame). */
async function holdAndCompare(
  page: Page,
  views: readonly string[],
  attributes: string | readonly string[] = '',
) {
  const attributesOf = (i: number) =>
    typeof attributes === 'string' ? attributes : (attributes[i] ?? '');
  const names = views.map((view, i) =>
    typeof attributes === 'string' ? view : `${view} (${attributesOf(i)})`,
  );
  const release = await holdEngine(page);
  await openWidgets(
    page,
    views.map((view, i) => `view="${view}" ${attributesOf(i)}`),
  );
  const widgets = page.locator('positional-encoding-widget');
  await expect(widgets).toHaveCount(views.length);
  // .first(): a frame may hold a status of its own (the lab's run row).
  for (let i = 0; i < views.length; i++)
    await expect(widgets.nth(i).locator('.status').first()).toBeAttached();
  // The frames are chunks of their own: wait for them (a view without one
  // times out here, and the list check below names the views that have one).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('positional-encoding-widget')].every(
          (w) => w.shadowRoot?.querySelector('pe-view-frame') !== null,
        ),
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
  await pageIdle(page);
  const before = await allBlocks(page);
  // A view that exports nothing (exercises) has no menu, and its frame no room for one.
  const exports = await page.evaluate(() =>
    [...document.querySelectorAll('positional-encoding-widget')].map(
      (w) => w.shadowRoot!.querySelector('pe-export-room .row') !== null,
    ),
  );
  release();
  // The engine's load timer ran while the gate held it: on a loaded machine
  // a failure names its cause (a timeout, not a view's error). Polled every
  // 50 ms in the page until no widget is loading.
  const statuses = await page.evaluate(async () => {
    type Widget = HTMLElement & { status: string; errorMessage?: string };
    const all = [...document.querySelectorAll<Widget>('positional-encoding-widget')];
    const end = performance.now() + 20_000;
    while (
      all.some((w) => w.status === 'loading' || w.status === 'idle') &&
      performance.now() < end
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    return all.map((w) => `${w.status} ${w.errorMessage ?? ''}`.trim());
  });
  const framed: string[] = [];
  for (const [i, view] of views.entries()) {
    // No frame: the list check of the caller fails, naming the views that have one.
    if (before[i]?.view !== 'pe-view-frame') continue;
    framed.push(view);
    expect(statuses[i], names[i]).toBe('ready');
    if (exports[i])
      await expect(
        widgets.nth(i).locator('pe-export-menu .row, pe-export-room[live] .row').first(),
      ).toBeVisible();
  }
  await pageIdle(page);
  const after = await allBlocks(page);
  for (const [i, name] of names.entries()) {
    const was = before[i];
    if (was?.view !== 'pe-view-frame') continue;
    // Undefined: the widget shows neither its frame nor its view.
    expect(after[i], `${name}: its view`).toBeDefined();
    const now = after[i]!;
    expect(now.view, name).not.toBe('pe-view-frame');
    expect.soft(now.blocks.length, name).toBe(was.blocks.length);
    // Soft: one run names every view and block that moved.
    now.blocks.forEach((block, k) => {
      const then = was.blocks[k];
      if (!then) return;
      expect
        .soft(Math.abs(block.top - then.top), `${name}: ${block.name} #${k}'s top`)
        .toBeLessThanOrEqual(1);
      expect
        .soft(Math.abs(block.height - then.height), `${name}: ${block.name} #${k}'s height`)
        .toBeLessThanOrEqual(1);
    });
  }
  const heights = names.map((_, i) =>
    before[i]?.view === 'pe-view-frame'
      ? { framed: before[i]!.height, shown: after[i]!.height }
      : undefined,
  );
  return { framed, heights };
}

for (const width of [360, 1280]) {
  test(`every framed view's blocks stay where its frame put them at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const framed = await framesHold(page, viewIds);
    console.log(`views with a first-paint frame: ${framed.join(', ')}`);
    // Every view has one (issue 19): a view added without a frame fails here.
    expect(framed).toEqual([...viewIds]);
    expect(errors).toEqual([]);
  });
}

// Figure mode (ui/figure-mode.ts): the frame shows the figure alone, as the
// view will, in the same <figure> with the same caption.
test("every view's figure-mode frame holds its figure where the view puts it at 680 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 680, height: 900 });
  expect(await framesHold(page, viewIds, 'mode="figure"')).toEqual([...viewIds]);
  expect(errors).toEqual([]);
});

// The engine's numbers at a base of 100000 and d_model 4 are longer than at
// the defaults (wavelengths, divisors): their slots are sized from the state,
// so no line of the prose re-wraps when they arrive.
test("the views' blocks stay where their frames put them at base 100000 and d_model 4", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 900 });
  // Not worked: its knife-edge notes (a figure, not a slot) are the default
  // base's until the engine's cells arrive (views/worked/values.ts).
  const views = ['heatmap', 'frequencies', 'relative', 'drope', 'rope-scaling'];
  expect(await framesHold(page, views, 'base="100000" d-model="4"')).toEqual(views);
  expect(errors).toEqual([]);
});

/**
 * States away from the defaults where the engine's numbers in the prose have
 * other widths (a negative RoPE score, a 5-digit clipped count, a 3-digit
 * count of buckets, an attention factor of 1, a 7-character bias): each
 * slot is sized from the state (views/<id>/values.ts), so nothing moves.
 */
const slotStates: Record<string, string> = {
  comparison: 'seq-len="20" d-model="16" base="100" train-len="5"',
  alibi: 'alibi-heads="12" alibi-head="11" seq-len="100"',
  shaw: 'shaw-k="40" seq-len="200"',
  t5: 't5-buckets="1000" t5-max-distance="1001" t5-bidirectional="false" seq-len="20"',
  drope: 'train-len="100" base="500000"',
  'rope-scaling': 'rope-scaling="llama3" rope-factor="8" rope-original-max="8192" d-model="256"',
};

// The pitfalls' explanations and the relative view's sentences at another
// base and d_model, with another pair and a negative offset: their slots are
// sized from the state (views/pitfalls/widths.ts, views/relative/values.ts).
test("the pitfalls' and relative view's blocks stay where their frames put them at base 500 and d_model 64", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 900 });
  const variants = [
    'exponent-i-over-d',
    'sine-only',
    'swapped',
    'exponent-2i-times-d',
    'exponent-d-over-2i',
  ];
  const views = [...variants.map(() => 'pitfalls'), 'relative'];
  const attributes = [
    ...variants.map((variant) => `base="500" d-model="64" variant="${variant}"`),
    'base="500" d-model="64" pair="5" k="-7" pos="0"',
  ];
  expect(await framesHold(page, views, attributes)).toEqual(views);
  expect(errors).toEqual([]);
});

/** For each widget of the page, each slot of its view: how much wider its box is than its number, in px. */
function slotGaps(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('positional-encoding-widget')].map((widget) => {
      const view = widget.shadowRoot!.querySelector('#panel')!;
      return [...view.shadowRoot!.querySelectorAll<HTMLElement>('.slot')].map((slot) => {
        const range = document.createRange();
        range.selectNodeContents(slot);
        const gap = slot.getBoundingClientRect().width - range.getBoundingClientRect().width;
        return { text: slot.textContent!, gap };
      });
    }),
  );
}

test(`the ${Object.keys(slotStates).join(', ')} views' blocks stay where their frames put them, and their slots hold their numbers with no gap, away from the defaults`, async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 900 });
  const views = Object.keys(slotStates);
  expect(await framesHold(page, views, Object.values(slotStates))).toEqual(views);
  const gaps = await slotGaps(page);
  for (const [i, view] of views.entries()) {
    const slots = gaps[i]!;
    expect.soft(slots.length, view).toBeGreaterThan(0);
    for (const { text, gap } of slots) {
      expect.soft(text, view).not.toBe('\u00a0');
      expect
        .soft(Math.abs(gap), `${view}: "${text}"'s slot is as wide as it`)
        .toBeLessThanOrEqual(1);
    }
  }
  expect(errors).toEqual([]);
});

// A slot wider than its number is a gap in the sentence ("is 0.5  for every
// pair"): at the views' defaults and the sources' presets each number fills
// its slot (a monospaced font, and a width from the state).
test("the pitfalls' and relative view's numbers fill their slots at the defaults and the sources' presets", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const widgets = [
    'view="pitfalls"',
    'view="relative"',
    // The presets of the relative view (widget/presets.ts).
    'view="relative" seq-len="50" d-model="512" pos="10" k="3" pair="0"',
    'view="relative" seq-len="50" d-model="8" pos="0" k="5" pair="0"',
  ];
  // One page, a widget for each (see openWidgets).
  await openWidgets(page, widgets);
  for (let i = 0; i < widgets.length; i++)
    await expect(page.locator('positional-encoding-widget').nth(i)).toHaveJSProperty(
      'status',
      'ready',
    );
  await pageIdle(page);
  const gaps = await slotGaps(page);
  for (const [i, attributes] of widgets.entries()) {
    expect.soft(gaps[i]!.length, attributes).toBeGreaterThanOrEqual(4);
    for (const { text, gap } of gaps[i]!) {
      expect.soft(Math.abs(gap), `${attributes}: the slot of "${text}"`).toBeLessThanOrEqual(0.5);
    }
  }
  expect(errors).toEqual([]);
});

test("the relative view's frame shows no number the engine has not computed", async ({ page }) => {
  await holdEngine(page);
  await openHost(page, `<positional-encoding-widget view="relative"></positional-encoding-widget>`);
  const frame = page.locator('positional-encoding-widget pe-view-frame');
  await expect(frame).toBeVisible();
  const slots = frame.locator('.slot');
  expect(await slots.count()).toBeGreaterThan(0);
  for (const text of await slots.allTextContents()) expect(text).toBe('\u00a0');
  await expect(frame.locator('pe-figure-slot').first()).toBeAttached();
});

test("the relative view's frame has live pickers: a position typed before the engine arrives is the state", async ({
  page,
}) => {
  await holdEngine(page);
  await openHost(page, `<positional-encoding-widget view="relative"></positional-encoding-widget>`);
  const widget = page.locator('positional-encoding-widget');
  const frame = widget.locator('pe-view-frame');
  // Position 10 is not one of the course's table positions: a row of its own.
  const table = frame.locator('pe-figure-slot').nth(2);
  const rows = async () => (await table.boundingBox())!.height;
  const withExtraRow = await rows();
  await frame.getByLabel('Position pos', { exact: true }).fill('12');
  await frame.getByLabel('Position pos', { exact: true }).press('Enter');
  await expect
    .poll(() =>
      widget.evaluate((w) => (w as never as { getState(): { pos: number } }).getState().pos),
    )
    .toBe(12);
  await expect.poll(rows).toBeLessThan(withExtraRow);
  // A refused entry says why, in the frame as in the view.
  await frame.getByLabel('Offset k', { exact: true }).fill('2.5');
  await frame.getByLabel('Offset k', { exact: true }).press('Enter');
  await expect(frame.getByRole('status')).toContainText('Offset k');
});

test("the ALiBi view's frame has a live heads field: heads typed before the engine arrives are the state and size the buttons' box", async ({
  page,
}) => {
  await holdEngine(page);
  await openHost(page, `<positional-encoding-widget view="alibi"></positional-encoding-widget>`);
  const widget = page.locator('positional-encoding-widget');
  const frame = widget.locator('pe-view-frame');
  await expect(frame).toBeVisible();
  for (const text of await frame.locator('.slot').allTextContents()) expect(text).toBe('\u00a0');
  // The head buttons' box: the first slot, its rows from the head count.
  const buttons = frame.locator('pe-figure-slot').first();
  const height = async () => (await buttons.boundingBox())!.height;
  const eight = await height();
  await frame.getByLabel('heads', { exact: true }).fill('64');
  await frame.getByLabel('heads', { exact: true }).press('Enter');
  await expect
    .poll(() =>
      widget.evaluate(
        (w) => (w as never as { getState(): { alibiHeads: number } }).getState().alibiHeads,
      ),
    )
    .toBe(64);
  await expect.poll(height).toBeGreaterThan(eight);
  await expect(frame.getByRole('heading', { name: 'Slopes of the 64 heads' })).toBeVisible();
});

test("the exercises view's frame lays out the work kept in this browser as the view does", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A returning learner: three answers revealed (each a card in place of a
  // button), a prediction written, their own code.
  await page.addInitScript(() => {
    const key = `positional-encoding-widget:work:v1:${location.pathname}:exercises`;
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        code: '// mine',
        answers: { 'quiz:q1': 'a guess' },
        revealed: ['q1', 'q3', 'challenge'],
        results: {},
      }),
    );
  });
  const release = await holdEngine(page);
  await openHost(
    page,
    `<positional-encoding-widget view="exercises"></positional-encoding-widget>`,
  );
  const widget = page.locator('positional-encoding-widget');
  const frame = widget.locator('pe-view-frame');
  await expect(frame.locator('pe-exercise-quiz .answer')).toHaveCount(3);
  await expect(frame.locator('pe-exercise-quiz textarea').first()).toHaveValue('a guess');
  await pageIdle(page);
  const [before] = await allBlocks(page);
  expect(before?.view).toBe('pe-view-frame');
  release();
  await expect(widget).toHaveJSProperty('status', 'ready');
  await expect(widget.locator('pe-exercises-view .cm-content')).toContainText('// mine');
  await pageIdle(page);
  const [after] = await allBlocks(page);
  expect(after?.view).toBe('pe-exercises-view');
  expect(after!.blocks.length).toBe(before!.blocks.length);
  after!.blocks.forEach((block, i) => {
    const was = before!.blocks[i]!;
    expect(Math.abs(block.top - was.top), `${block.name} #${i}'s top`).toBeLessThanOrEqual(1);
    expect(Math.abs(block.height - was.height), `${block.name} #${i}'s height`).toBeLessThanOrEqual(
      1,
    );
  });
  expect(errors).toEqual([]);
});

/**
 * States where a conditional note of the chapter shows: the frame predicts
 * it from the state (and the figure's width), so the widget's height at the
 * first paint is its final height. `note` finds the notes in the view and
 * `count` is how many show (default 1), so that a case whose state no longer
 * shows what it is about fails rather than passes.
 */
const noteCases: {
  name: string;
  width: number;
  view: string;
  attributes: string;
  note: string;
  count?: number;
}[] = [
  {
    name: "RoPE scaling's chart-stops-early note",
    width: 1280,
    view: 'rope-scaling',
    attributes: 'd-model="2048"',
    note: 'p.cut-note',
  },
  {
    name: "DroPE's chart-stops-early note",
    width: 1280,
    view: 'drope',
    attributes: 'd-model="4096" train-len="4096"',
    note: 'p.cut-note',
  },
  {
    // The old frame laid out one note, the default base's cos(0.01).
    name: "the worked example's knife-edge notes at a base with none",
    width: 360,
    view: 'worked',
    attributes: 'base="100"',
    note: 'p.note:has-text("a hair from the midpoint")',
    count: 0,
  },
  {
    name: "the heat map's blur note",
    width: 1280,
    view: 'heatmap',
    attributes: 'seq-len="10000" d-model="128"',
    note: 'p:has-text("One pixel row spans")',
  },
  {
    name: "the heat map's blur note",
    width: 360,
    view: 'heatmap',
    attributes: 'seq-len="2000" d-model="64" layout="split"',
    note: 'p:has-text("One pixel row spans")',
  },
  {
    name: "the relative view's whole-turns note",
    width: 360,
    view: 'relative',
    attributes: 'k="7"',
    note: 'p:has-text("turns; the figure shows what is left")',
  },
];

// One host page per width, a widget for each case (framesHold): each one's
// first paint is its own, and its blocks and height are compared to its own.
for (const width of [1280, 360]) {
  const cases = noteCases.filter((c) => c.width === width);
  test(`the frame's height is the view's with ${cases.map((c) => c.name).join(', ')} at ${width} px`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const views = cases.map((c) => c.view);
    const { framed, heights } = await holdAndCompare(
      page,
      views,
      cases.map((c) => c.attributes),
    );
    expect(framed).toEqual(views);
    const widgets = page.locator('positional-encoding-widget');
    for (const [i, { name, note, count = 1 }] of cases.entries()) {
      await expect(widgets.nth(i).locator(note), name).toHaveCount(count);
      const { framed: before, shown } = heights[i]!;
      expect(Math.abs(shown - before), `${name}: the widget's height`).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
  });
}

/** Area in px² where the shown loading status covers lines of the frame's text. */
function statusOverText(page: Page) {
  return page.evaluate(() => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const status = widget.shadowRoot!.querySelector('[aria-busy="true"]')!;
    // What of the status shows: its box, cut by any ancestor that clips (a visually hidden one).
    let shown = status.getBoundingClientRect();
    for (let e = status.parentElement; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflow === 'visible' && style.clip === 'auto') continue;
      const r = e.getBoundingClientRect();
      const left = Math.max(shown.left, r.left);
      const top = Math.max(shown.top, r.top);
      shown = new DOMRect(
        left,
        top,
        Math.max(0, Math.min(shown.right, r.right) - left),
        Math.max(0, Math.min(shown.bottom, r.bottom) - top),
      );
    }
    const frame = widget.shadowRoot!.querySelector('pe-view-frame')!.shadowRoot!;
    let covered = 0;
    // Each line of text (a range's rects), not the element boxes, which span the width.
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const w = Math.min(r.right, shown.right) - Math.max(r.left, shown.left);
        const h = Math.min(r.bottom, shown.bottom) - Math.max(r.top, shown.top);
        if (w > 0 && h > 0) covered += w * h;
      }
    }
    return covered;
  });
}

for (const width of [360, 680, 1280]) {
  test(`the frame's loading status covers none of its text at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdEngine(page);
    // The views with the longest first lines: a title, a paragraph.
    for (const view of ['order', 'relative', 'heatmap']) {
      await openHost(
        page,
        `<positional-encoding-widget view="${view}"></positional-encoding-widget>`,
      );
      await expect(page.locator('positional-encoding-widget pe-view-frame')).toBeVisible();
      await pageIdle(page);
      expect(
        await statusOverText(page),
        `${view}: px² of text under the status`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

test("the frame's empty figure boxes say that the engine is loading", async ({ page }) => {
  await holdEngine(page);
  await openHost(page, `<positional-encoding-widget view="relative"></positional-encoding-widget>`);
  const slot = page.locator('positional-encoding-widget pe-view-frame pe-figure-slot').first();
  await expect(slot).toBeVisible();
  const label = await slot.evaluate((e) => getComputedStyle(e, '::after').content);
  expect(label).toContain('Loading');
});
