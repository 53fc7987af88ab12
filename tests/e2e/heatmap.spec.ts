import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { openHost, waitForStatus } from './embed-support.js';
import { expect, openLesson, pageIdle, pixelAt, saveScreenshot, watchErrors } from './support.js';

const view = 'pe-heatmap-view';
const canvas = `${view} canvas`;

/** Redraws the heat map and waits until every band is painted; returns the ms. */
async function rendered(page: Page): Promise<number> {
  return page.locator(view).evaluate((element: any) => element.redraw());
}

/** The canvas's box on screen, scrolled into view first (mouse input needs it on screen). */
async function canvasBox(page: Page) {
  await page.locator(canvas).scrollIntoViewIfNeeded();
  return (await page.locator(canvas).boundingBox())!;
}

/** The canvas pixel at the centre of cell (row, col) of a fit window. */
async function cellPixel(page: Page, row: number, col: number, rows: number, cols: number) {
  const box = (await page.locator(canvas).boundingBox())!;
  return pixelAt(page, canvas, ((col + 0.5) / cols) * box.width, ((row + 0.5) / rows) * box.height);
}

function expectColour(actual: number[], expected: [number, number, number], tolerance = 6): void {
  for (let k = 0; k < 3; k++)
    expect(Math.abs(actual[k]! - expected[k]!)).toBeLessThanOrEqual(tolerance);
  expect(actual[3]).toBe(255);
}

async function windowQuery(page: Page): Promise<Record<string, number>> {
  const params = new URL(page.url()).searchParams;
  const out: Record<string, number> = {};
  for (const key of ['r0', 'r1', 'c0', 'c1'])
    if (params.has(key)) out[key] = Number(params.get(key));
  return out;
}

test('the 3 x 4 example paints 0 near white, 1 dark blue and sin 1 blue', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  await rendered(page);
  // Row 0 is (0, 1, 0, 1): #f7f7f7 and #053061 alternate.
  expectColour(await cellPixel(page, 0, 0, 3, 4), [247, 247, 247]);
  expectColour(await cellPixel(page, 0, 1, 3, 4), [5, 48, 97]);
  expectColour(await cellPixel(page, 0, 2, 3, 4), [247, 247, 247]);
  expectColour(await cellPixel(page, 0, 3, 3, 4), [5, 48, 97]);
  // Row 1, column 0 is sin 1 = 0.8415: a clear blue between #2166ac and #053061.
  const [r, g, b] = await cellPixel(page, 1, 0, 3, 4);
  expect(b!).toBeGreaterThan(r! + 80);
  expect(b!).toBeGreaterThan(g! + 40);
  expectColour([r!, g!, b!, 255], [27, 90, 156], 10);
  // Row 2, column 1 is cos 2 = -0.4161: a red.
  const [r2, , b2] = await cellPixel(page, 2, 1, 3, 4);
  expect(r2!).toBeGreaterThan(b2! + 60);
  await saveScreenshot(page, 'heatmap-3x4');
});

test('the canvas has an accessible name about the positional encoding', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  const figure = page.getByRole('img', { name: /positional encoding/ });
  await expect(figure).toBeVisible();
  await expect(figure).toHaveAttribute('aria-label', /64 positions by 128 dimensions/);
});

test('keyboard focus shows the cursor cell readout with pos, dim and value', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  await page.locator(canvas).focus();
  await page.keyboard.press('ArrowDown');
  const readout = page.locator(`${view} #readout`);
  await expect(readout).toContainText('pos 1, dim 0');
  await expect(readout).toContainText('i = 0, the sin');
  await expect(readout).toContainText('0.8415');
  await expect(readout).toContainText('6.28319');
  // The polite live region announces the move.
  await expect(page.locator(`${view} [aria-live="polite"]`)).toContainText(
    'Position 1, dimension 0',
  );
  await expect(page.locator(`${view} .cursor`)).toBeVisible();
});

test('arrow keys move the cursor cell and its outline', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  await page.locator(canvas).focus();
  const cursor = page.locator(`${view} .cursor`);
  const before = (await cursor.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const readout = page.locator(`${view} #readout`);
  await expect(readout).toContainText('pos 2, dim 2');
  await expect(readout).toContainText('0.0200');
  const after = (await cursor.boundingBox())!;
  expect(after.x).toBeGreaterThan(before.x + 100);
  expect(after.y).toBeGreaterThan(before.y + 100);
  // The cursor stops at the matrix edge.
  await page.keyboard.press('ArrowDown');
  await expect(readout).toContainText('pos 2, dim 2');
});

test('hovering a cell shows its pos, dim, angle and value', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  const box = await canvasBox(page);
  await page.mouse.move(box.x + (1.5 / 4) * box.width, box.y + (2.5 / 3) * box.height);
  const readout = page.locator(`${view} #readout`);
  await expect(readout).toContainText('Pointer: pos 2, dim 1');
  await expect(readout).toContainText('cos');
  await expect(readout).toContainText('−0.4161');
  await expect(readout).toContainText('= 2 rad');
});

test('hovering a pixel of several cells adds its mean to the readout without moving what is under it', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=1000000&d_model=8192');
  const toggle = page.getByRole('button', { name: 'Show data table' });
  const readout = page.locator(`${view} #readout`);
  const before = (await toggle.boundingBox())!.y - (await readout.boundingBox())!.y;
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(readout).toContainText('this pixel');
  const after = (await toggle.boundingBox())!.y - (await readout.boundingBox())!.y;
  expect(after).toBe(before);
});

test('the split layout relabels the dimension axis', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4&layout=split');
  await expect(page.locator(view)).toContainText('dimension (first half sin, second half cos)');
  await page.locator(canvas).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // Split column 1 is the sine of pair 1: sin(0.01).
  await expect(page.locator(`${view} #readout`)).toContainText('0.0100');
});

test('keys zoom the window and the URL follows', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  await page.locator(canvas).focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  // The URL follows the window after a short quiet time, so on a busy machine
  // the first press may reach it before the second: wait for both.
  await expect
    .poll(async () => {
      const w = await windowQuery(page);
      return w.r0 === undefined || w.r1 === undefined ? Infinity : w.r1 - w.r0;
    })
    .toBeLessThan(64 / 2);
  const zoomed = await windowQuery(page);
  expect(zoomed.r1! - zoomed.r0!).toBeLessThan(64 / 2);
  expect(zoomed.c1! - zoomed.c0!).toBeLessThan(128 / 2);
  await expect(page.locator(`${view} #window`)).not.toContainText('Positions 0–63 of 64');
  await page.keyboard.press('0');
  // Fit: the URL holds the whole matrix (or no window at all).
  await expect
    .poll(async () => {
      const w = await windowQuery(page);
      return [w.r0 ?? 0, w.r1 ?? 64, w.c0 ?? 0, w.c1 ?? 128];
    })
    .toEqual([0, 64, 0, 128]);
  await expect(page.locator(`${view} #window`)).toContainText(
    'Positions 0–63 of 64, dimensions 0–127 of 128',
  );
});

test('the wheel zooms around the pointer and the URL follows', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  const box = await canvasBox(page);
  // Point at the top-left quarter: the zoom keeps that point in place.
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => windowQuery(page)).toMatchObject({ r0: expect.any(Number) });
  const w = await windowQuery(page);
  expect(w.r1! - w.r0!).toBeLessThan(64);
  expect(w.c1! - w.c0!).toBeLessThan(128);
  // The cell under the pointer stays at a quarter of each span.
  expect(w.r0! + (w.r1! - w.r0!) / 4).toBeCloseTo(16, 0);
  expect(w.c0! + (w.c1! - w.c0!) / 4).toBeCloseTo(32, 0);
});

test('dragging pans the window', async ({ page }) => {
  await openLesson(page, 'r0=0&r1=32&c0=0&c1=64');
  await expect(page.locator(`${view} #window`)).toContainText(
    'Positions 0–31 of 64, dimensions 0–63 of 128',
  );
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await windowQuery(page)).r0 ?? 0).toBeGreaterThan(0);
  const w = await windowQuery(page);
  expect(w.r0).toBeCloseTo(8, 1);
  expect(w.r1).toBeCloseTo(40, 1);
  expect(w.c0).toBeCloseTo(16, 1);
  expect(w.c1).toBeCloseTo(80, 1);
});

test('a two-pointer pinch zooms in', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  const box = (await page.locator(canvas).boundingBox())!;
  await page.locator(canvas).evaluate((element, b) => {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const fire = (type: string, id: number, x: number, y: number) =>
      element.dispatchEvent(
        new PointerEvent(type, {
          pointerId: id,
          clientX: x,
          clientY: y,
          pointerType: 'touch',
          bubbles: true,
        }),
      );
    fire('pointerdown', 11, cx - 20, cy);
    fire('pointerdown', 12, cx + 20, cy);
    fire('pointermove', 11, cx - 80, cy);
    fire('pointermove', 12, cx + 80, cy);
    fire('pointerup', 11, cx - 80, cy);
    fire('pointerup', 12, cx + 80, cy);
  }, box);
  await expect.poll(() => windowQuery(page)).toMatchObject({ r0: expect.any(Number) });
  const w = await windowQuery(page);
  // Pointers 40 px apart moved to 160 px: a fourth of each span, centred.
  expect(w.r1! - w.r0!).toBeCloseTo(16, 1);
  expect(w.c1! - w.c0!).toBeCloseTo(32, 1);
  expect((w.r0! + w.r1!) / 2).toBeCloseTo(32, 0);
});

test('a link restores the zoomed window', async ({ page }) => {
  await openLesson(page, 'r0=10&r1=20&c0=4&c1=12');
  await expect(page.locator(`${view} #window`)).toContainText(
    'Positions 10–19 of 64, dimensions 4–11 of 128',
  );
  await expect(page.getByRole('img', { name: /positional encoding/ })).toHaveAttribute(
    'aria-label',
    /showing positions 10–19 and dimensions 4–11/,
  );
});

test('the data table shows the visible numbers', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  const toggle = page.getByRole('button', { name: 'Show data table' });
  await toggle.click();
  const table = page.locator(`${view} table`);
  await expect(table).toBeVisible();
  for (const value of [
    '0.84147',
    '0.54030',
    '0.01000',
    '0.99995',
    '0.90930',
    '−0.41615',
    '0.99980',
  ]) {
    await expect(table).toContainText(value);
  }
  await expect(page.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('the data table whose code failed to load says so, and opening it again loads it', async ({
  page,
}) => {
  await page.route(/\/assets\/data-table-[^/]*\.js$/, (route) => route.abort());
  await openLesson(page, 'seq_len=3&d_model=4');
  await page.getByRole('button', { name: 'Show data table' }).click();
  const region = page.locator(`${view} #data-table`);
  await expect(region.locator('.error')).toContainText('The data table could not be loaded');
  await page.unroute(/\/assets\/data-table-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Hide data table' }).click();
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(region.locator('table')).toContainText('0.84147');
  await expect(region.locator('.error')).toHaveCount(0);
});

test('at any zoom the data table holds the 64 x 32 cells around the cursor, labelled', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=100&d_model=512');
  await page.getByRole('button', { name: 'Show data table' }).click();
  const region = page.locator(`${view} #data-table`);
  await expect(region.locator('tbody tr')).toHaveCount(64);
  await expect(region.locator('thead th')).toHaveCount(1 + 32);
  await expect(region.locator('thead th').first()).toHaveText('pos');
  await expect(region.locator('thead th').nth(1)).toContainText('0sin');
  await expect(region.locator('tbody th').first()).toHaveText('0');
  await expect(region.locator('#table-note')).toContainText(
    'the table holds the 64 × 32 around the cursor (position 0, dimension 0)',
  );
  await expect(region.locator('caption')).toContainText('positions 0–63 and dimensions 0–31');
  // PE(1, 0) = sin 1 and PE(1, 1) = cos 1.
  await expect(region.locator('tbody tr').nth(1)).toContainText('0.84147');
  await expect(region.locator('tbody tr').nth(1)).toContainText('0.54030');
});

test('the data table is reached with the Tab key from its toggle', async ({ page }) => {
  await openLesson(page, 'seq_len=100&d_model=512');
  const toggle = page.getByRole('button', { name: 'Show data table' });
  await toggle.click();
  await page.keyboard.press('Tab');
  const focused = await page.locator(view).evaluate((v) => v.shadowRoot!.activeElement?.id);
  expect(focused).toBe('data-table');
});

test('the data table follows the cursor after six presses of + at 100 x 512', async ({ page }) => {
  await openLesson(page, 'seq_len=100&d_model=512');
  await page.locator(canvas).focus();
  for (let k = 0; k < 6; k++) await page.keyboard.press('+');
  await page.getByRole('button', { name: 'Show data table' }).click();
  const region = page.locator(`${view} #data-table`);
  await expect(region.locator('table')).toBeVisible();
  const rows = await region.locator('tbody tr').count();
  const cols = (await region.locator('thead th').count()) - 1;
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThanOrEqual(64);
  expect(cols).toBeLessThanOrEqual(32);
  await expect(region.locator('td.at-cursor')).toHaveCount(1);
});

test('at maximum zoom on a million rows both axes keep two labelled ticks and the readout a cell in view', async ({
  page,
}) => {
  await openLesson(page, 'seq_len=1000000&d_model=8192');
  const zoomIn = page.locator(view).getByRole('button', { name: 'Zoom in' });
  for (let k = 0; k < 36; k++) await zoomIn.click();
  const windowText = page.locator(`${view} #window`);
  await expect
    .poll(
      async () => (await windowText.textContent())!.match(/Positions ([\d,]+)–([\d,]+)/) !== null,
    )
    .toBe(true);
  const [, first, last] = (await windowText.textContent())!.match(
    /Positions ([\d,]+)–([\d,]+) of/,
  )!;
  const lo = Number(first!.replaceAll(',', ''));
  const hi = Number(last!.replaceAll(',', ''));
  expect(hi - lo).toBeLessThanOrEqual(2);
  expect(await page.locator(`${view} .yticks span`).count()).toBeGreaterThanOrEqual(2);
  expect(await page.locator(`${view} .xticks span`).count()).toBeGreaterThanOrEqual(2);
  const head = (await page.locator(`${view} #readout .head`).textContent())!;
  const pos = Number(head.match(/pos ([\d,]+)/)![1]!.replaceAll(',', ''));
  expect(pos).toBeGreaterThanOrEqual(lo);
  expect(pos).toBeLessThanOrEqual(hi);
  await saveScreenshot(page, 'heatmap-1m-max-zoom');
});

// Redraw speed is measured by `npm run bench` (heat-map redraw in Chromium),
// not asserted here.
test('the default view redraws on request and reports the time it took', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  const ms = await rendered(page);
  expect(Number.isFinite(ms)).toBe(true);
  expect(ms).toBeGreaterThanOrEqual(0);
  await saveScreenshot(page, 'heatmap');
});

test('a million positions by 8192 dimensions renders finite colours in bands of rows', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=1000000&d_model=8192');
  // The page never blocks on the whole window: the render is computed in
  // bands of pixel rows and yields to the browser between tasks when a task
  // passes its budget (pe-rendered reports both counts; how many tasks it
  // takes depends on the machine's speed, so only the bands are asserted).
  const { tasks, bands } = await page.locator(view).evaluate(
    (element: HTMLElement) =>
      new Promise<{ tasks: number; bands: number }>((resolve) => {
        element.addEventListener(
          'pe-rendered',
          (event) => resolve((event as CustomEvent<{ tasks: number; bands: number }>).detail),
          { once: true },
        );
        void (element as unknown as { redraw(): Promise<number> }).redraw();
      }),
  );
  expect(bands).toBeGreaterThan(1);
  expect(tasks).toBeGreaterThanOrEqual(1);
  expect(tasks).toBeLessThanOrEqual(bands);
  const box = (await page.locator(canvas).boundingBox())!;
  for (const [fx, fy] of [
    [0.02, 0.02],
    [0.5, 0.5],
    [0.9, 0.1],
    [0.98, 0.98],
    [0.7, 0.6],
  ] as const) {
    const [r, g, b, a] = await pixelAt(page, canvas, fx * box.width, fy * box.height);
    expect(a).toBe(255);
    for (const channel of [r, g, b]) expect(Number.isFinite(channel)).toBe(true);
  }
  // The fast columns average to ~0 (near white); the slowest are not all white.
  expectColour(
    await pixelAt(page, canvas, 0.05 * box.width, 0.5 * box.height),
    [247, 247, 247],
    12,
  );
  await expect(page.locator(`${view} #density`)).toContainText('each pixel averages');
  expect(errors).toEqual([]);
  await saveScreenshot(page, 'heatmap-1m');
});

test('the sequential colormap changes the pixels', async ({ page }) => {
  await openLesson(page, 'seq_len=3&d_model=4');
  await rendered(page);
  expectColour(await cellPixel(page, 0, 1, 3, 4), [5, 48, 97]);
  await page.getByRole('combobox', { name: 'Colours' }).selectOption('sequential');
  await expect.poll(() => new URL(page.url()).searchParams.get('cmap')).toBe('sequential');
  await rendered(page);
  // Viridis: 1 -> #fde725, -1 is not reached; 0 -> the middle teal.
  expectColour(await cellPixel(page, 0, 1, 3, 4), [253, 231, 37]);
  const [r, g, b] = await cellPixel(page, 0, 0, 3, 4);
  expect(g!).toBeGreaterThan(r! + 60);
  expect(b!).toBeGreaterThan(r! + 60);
});

test('the heat map is drawn once at load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Counts every finished render from the very start of the page.
  await page.addInitScript(() => {
    const w = window as unknown as { renders: { width: number; height: number }[] };
    w.renders = [];
    document.addEventListener('pe-rendered', (event) =>
      w.renders.push((event as CustomEvent<{ width: number; height: number }>).detail),
    );
  });
  await openLesson(page, 'view=heatmap');
  await page.locator(view).evaluate((element: any) => element.updateComplete);
  // Frames and idle periods: room for a second draw if the layout moved.
  await pageIdle(page, 3);
  const renders = await page.evaluate(
    () => (window as unknown as { renders: { width: number; height: number }[] }).renders,
  );
  expect(renders).toHaveLength(1);
  const size = await page
    .locator(canvas)
    .evaluate((element: HTMLCanvasElement) => ({ width: element.width, height: element.height }));
  expect(renders[0]).toMatchObject(size);
});

test('a window set from outside replaces the one on screen; its own request does not move it', async ({
  page,
}) => {
  await openLesson(page, 'view=heatmap');
  await page.evaluate(() =>
    (document.querySelector('positional-encoding-widget') as any).setState({
      r0: 10,
      r1: 20,
      c0: 4,
      c1: 12,
    }),
  );
  await expect(page.locator(`${view} #window`)).toContainText(
    'Positions 10–19 of 64, dimensions 4–11 of 128',
  );
  // A pan the view requests itself comes back as the same window: nothing jumps.
  await page.locator(canvas).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await windowQuery(page)).r0).toBe(11);
  await expect(page.locator(`${view} #window`)).toContainText('Positions 11–20 of 64');
  expect(await windowQuery(page)).toEqual({ r0: 11, r1: 21, c0: 4, c1: 12 });
});

test('the first frame is drawn before the whole-matrix checks run, and the list then shows them', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // What the checks list said when the first frame was drawn.
  await page.addInitScript(() => {
    const w = window as unknown as { checksAtFirstFrame?: string | null };
    document.addEventListener(
      'pe-rendered',
      (event) => {
        const source = event.composedPath()[0] as Element;
        const list = source.shadowRoot?.querySelector('.checks');
        w.checksAtFirstFrame ??= list?.getAttribute('aria-busy') ?? null;
      },
      { once: true },
    );
  });
  await openLesson(page, 'view=heatmap');
  const checks = page.locator(`${view} .checks`);
  await expect(checks).toHaveAttribute('aria-busy', 'false');
  expect(await page.evaluate(() => (window as any).checksAtFirstFrame)).toBe('true');
  await expect(checks).toContainText('every sin is 0 and every cos is 1');
  await expect(checks).toContainText('All 8,192 values lie in [−1, 1]');
  await expect(checks.locator('[data-value="unique"]')).toHaveText('64 of 64 rows are distinct');
  expect(errors).toEqual([]);
});

test('on a host page that adds keys to Object.prototype the data table opens and the figure exports', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.foo = 1;
    proto.seqLen = 5;
    proto.view = 'worked';
  });
  await openHost(
    page,
    '<positional-encoding-widget id="w" seq-len="3" d-model="4"></positional-encoding-widget>',
  );
  await waitForStatus(page, '#w', 'ready');
  const widget = page.locator('#w');
  await widget.getByRole('button', { name: 'Show data table' }).click();
  await expect(widget.locator(`${view} table`)).toContainText('0.84147');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    widget
      .locator('pe-export-menu, pe-export-room[live]')
      .getByRole('button', { name: 'SVG' })
      .click(),
  ]);
  expect(file.suggestedFilename()).toBe('positional-encoding_L3_d4_base10000_heatmap.svg');
  expect(errors).toEqual([]);
});

/** Holds the heat map's gesture code (loaded on the reader's intent) until `release()`. */
async function holdGestureCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/gestures-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, requested };
}

test('the gesture code is not part of the first load: the pointer reaching the figure loads it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { release, requested } = await holdGestureCode(page);
  await openLesson(page, 'view=heatmap');
  await rendered(page);
  await pageIdle(page);
  expect(requested).toEqual([]);
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => requested.length).toBe(1);
  release();
  // The hover readout is the gesture code's: it names the cell under the pointer.
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  await expect(page.locator(`${view} pe-heatmap-readout`)).toContainText('pos 16, dim 32');
  expect(errors).toEqual([]);
});

test('a wheel turn, a drag and a key pressed before the gesture code arrives are all applied once it has', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { release } = await holdGestureCode(page);
  await openLesson(page, 'view=heatmap');
  await rendered(page);
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  const scrollBefore = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, -400);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await page.locator(canvas).press('Home');
  await page.locator(canvas).press('+');
  await pageIdle(page);
  // Nothing yet, and the page did not scroll: the wheel was the canvas's.
  expect(await windowQuery(page)).toEqual({});
  expect(await page.evaluate(() => scrollY)).toBe(scrollBefore);
  release();
  // The window the same input gives with the code loaded: the drag left the
  // cursor at its window's centre (cell 24, 49), Home showed the whole
  // matrix again, and + zoomed in by 1.5 around the cursor.
  // Whole positions and dimensions in the state (8.17, 50.83, 16.5 and 101.83 on screen).
  await expect.poll(() => windowQuery(page)).toEqual({ r0: 8, r1: 51, c0: 17, c1: 102 });
  await expect(page.locator(`${view} pe-heatmap-readout`)).toContainText('pos 24, dim 49');
  expect(errors).toEqual([]);
});

test('before the gesture code arrives, the wheel zooming out of the whole matrix still scrolls the page', async ({
  page,
}) => {
  const { requested } = await holdGestureCode(page);
  await openLesson(page, 'view=heatmap');
  await rendered(page);
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
  expect(requested).toHaveLength(1);
});

test('gesture code that cannot load is said under the map, and the next wheel turn loads it and zooms', async ({
  page,
}) => {
  let fail = true;
  await page.route(/\/assets\/gestures-[\w-]+\.js$/, (route) =>
    fail ? route.abort('failed') : route.continue(),
  );
  const errors = watchErrors(page);
  await openLesson(page, 'view=heatmap');
  await rendered(page);
  const box = await canvasBox(page);
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
  await page.mouse.wheel(0, -400);
  await expect(page.locator(`${view} p.error[role="alert"]`)).toContainText(
    'Zooming and panning could not be loaded',
  );
  fail = false;
  await page.mouse.wheel(0, -400);
  await expect.poll(() => windowQuery(page)).toMatchObject({ r0: expect.any(Number) });
  await expect(page.locator(`${view} p.error[role="alert"]`)).toHaveCount(0);
  // Only the blocked request itself was logged.
  expect(
    errors.filter((e) => !/net::ERR_FAILED|Failed to fetch|dynamically imported/i.test(e)),
  ).toEqual([]);
});
