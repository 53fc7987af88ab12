// Browsers without the newer APIs the figures could lean on: every figure
// draws without OffscreenCanvas (Safari before 16.4 has none), a canvas that
// cannot be drawn on is a visible message and a `draw-failed` pe-error
// (never a silent blank with status ready), and the pages' CSS keeps its
// colours and sizes where light-dark() or container units are unknown.
// Each API is removed (or its CSS made unknown) before the page loads.
import type { Locator, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { events, recordEvents } from './embed-support.js';
import { exercisesView, setCode } from './exercises-support.js';
import { expect, openLesson, saveScreenshot, showView, watchErrors } from './support.js';

/** Deletes the global constructors `names` before any page script runs. */
async function removeGlobals(page: Page, names: readonly string[]): Promise<void> {
  await page.addInitScript((list: readonly string[]) => {
    for (const name of list) delete (globalThis as Record<string, unknown>)[name];
  }, names);
}

/**
 * Pixels drawn on a canvas: the share of opaque pixels and the number of
 * distinct colours, read back from its 2D context.
 */
function ink(canvas: Locator): Promise<{ opaque: number; colours: number }> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    if (element.width === 0 || element.height === 0) return { opaque: 0, colours: 0 };
    const context = element.getContext('2d');
    if (!context) return { opaque: 0, colours: 0 };
    const data = context.getImageData(0, 0, element.width, element.height).data;
    const colours = new Set<number>();
    let opaque = 0;
    for (let k = 0; k < data.length; k += 4) {
      if (data[k + 3] === 255) opaque++;
      colours.add((data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!);
    }
    return { opaque: opaque / (data.length / 4), colours: colours.size };
  });
}

/**
 * Waits until every canvas of `view` is drawn: more than a quarter of it
 * opaque (masked cells, like ALiBi's upper triangle, stay transparent) in
 * more than one colour. A canvas nothing was drawn on has no opaque pixel.
 */
async function expectDrawn(page: Page, view: string, selector: string): Promise<void> {
  const canvases = page.locator(`${view} ${selector}`);
  await expect.poll(() => canvases.count(), { message: `${view}: a canvas` }).toBeGreaterThan(0);
  for (const [k, canvas] of (await canvases.all()).entries()) {
    await expect
      .poll(async () => (await ink(canvas)).opaque, { message: `${view}: canvas ${k} drawn` })
      .toBeGreaterThan(0.25);
    expect((await ink(canvas)).colours, `${view}: colours of canvas ${k}`).toBeGreaterThan(1);
  }
}

const status = (page: Page) =>
  page.evaluate(() => document.querySelector('positional-encoding-widget')?.status);

/** Every figure on a canvas, by view: the lesson's matrices and the heat map's own canvas. */
const figures = [
  ['worked', 'pe-worked-view', 'pe-matrix canvas'],
  ['order', 'pe-order-view', 'pe-matrix canvas'],
  ['comparison', 'pe-comparison-view', 'pe-matrix canvas'],
  ['pitfalls', 'pe-pitfalls-view', 'pe-matrix canvas'],
  ['nope', 'pe-nope-view', 'pe-matrix canvas'],
  ['transformer-xl', 'pe-transformer-xl-view', 'pe-matrix canvas'],
  ['shaw', 'pe-shaw-view', 'pe-matrix canvas'],
  ['t5', 'pe-t5-view', 'pe-matrix canvas'],
  ['alibi', 'pe-alibi-view', 'pe-matrix canvas'],
  ['heatmap', 'pe-heatmap-view', '.plot canvas'],
] as const;

// One page for every view (switched in place, the figures drawn by the
// same code as at load): the failures name the view.
test('without OffscreenCanvas every view draws its canvas figures with no error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await recordEvents(page);
  await removeGlobals(page, ['OffscreenCanvas', 'OffscreenCanvasRenderingContext2D']);
  await openLesson(page, `view=${figures[0][0]}`);
  expect(await page.evaluate(() => typeof OffscreenCanvas)).toBe('undefined');
  for (const [name, view, selector] of figures) {
    await showView(page, name);
    await expectDrawn(page, view, selector);
    if (name === 'worked' || name === 'heatmap') await saveScreenshot(page, `no-offscreen-${name}`);
    expect(await status(page), name).toBe('ready');
    expect(await events(page, 'pe-error'), name).toEqual([]);
    expect(errors, name).toEqual([]);
  }
});

test('without OffscreenCanvas the exercise result maps draw with no error', async ({ page }) => {
  const errors = watchErrors(page);
  await recordEvents(page);
  await removeGlobals(page, ['OffscreenCanvas', 'OffscreenCanvasRenderingContext2D']);
  await openLesson(page, 'view=exercises');
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  // Sine in every column: a wrong answer, so the result shows its heat maps.
  await setCode(
    page,
    `function positionalEncoding(n, d) {
  const rows = [];
  for (let p = 0; p < n; p++) {
    const row = [];
    for (let c = 0; c < d; c++) row.push(Math.sin(p / Math.pow(10000, (2 * Math.floor(c / 2)) / d)));
    rows.push(row);
  }
  return rows;
}`,
  );
  await exercisesView(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(exercisesView(page).locator('.pitfall')).toContainText(/sine in every column/);
  await expectDrawn(page, 'pe-exercises-view', 'pe-exercise-result pe-matrix canvas');
  expect(await events(page, 'pe-error')).toEqual([]);
  expect(errors).toEqual([]);
});

/** Makes every canvas (element and offscreen) answer getContext('2d') with null. */
async function withoutContext2d(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const type of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas]) {
      if (!type) continue;
      const original = type.prototype.getContext as (this: unknown, ...args: unknown[]) => unknown;
      type.prototype.getContext = function (this: unknown, ...args: unknown[]) {
        return args[0] === '2d' ? null : original.apply(this, args);
      } as typeof type.prototype.getContext;
    }
  });
}

/** Makes one drawing call of every 2D context throw. */
async function throwingContext(page: Page, method: 'drawImage' | 'putImageData'): Promise<void> {
  await page.addInitScript((name: string) => {
    for (const type of [
      globalThis.CanvasRenderingContext2D,
      globalThis.OffscreenCanvasRenderingContext2D,
    ]) {
      if (!type) continue;
      Object.defineProperty(type.prototype, name, {
        configurable: true,
        value() {
          throw new Error(`${name} refused by the test`);
        },
      });
    }
  }, method);
}

async function drawFailures(page: Page): Promise<{ code: unknown; message: string }[]> {
  await expect.poll(async () => (await events(page, 'pe-error')).length).toBeGreaterThan(0);
  return (await events(page, 'pe-error')).map((event) => ({
    code: event.detail['code'],
    message: String(event.detail['message']),
  }));
}

for (const [what, view, alert, figure] of [
  [
    'a matrix',
    'worked',
    'pe-worked-view pe-matrix [role="alert"]',
    'Heat map of the 3 by 4 positional encoding',
  ],
  [
    'the heat map',
    'heatmap',
    'pe-heatmap-view .plot [role="alert"]',
    'Heat map of the positional encoding, 64 positions by 128 dimensions',
  ],
] as const) {
  test(`${what} whose canvas has no 2D context shows a message in its place and fires one draw-failed pe-error`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await recordEvents(page);
    await withoutContext2d(page);
    await openLesson(page, `view=${view}`);
    const message = page.locator(alert);
    await expect(message).toBeVisible();
    await expect(message).toContainText(
      'could not be drawn: this browser gave no 2D canvas context',
    );
    const failures = await drawFailures(page);
    expect(failures).toEqual([
      {
        code: 'draw-failed',
        message: `The ${view} view's figure "${figure}" could not be drawn: this browser gave no 2D canvas context.`,
      },
    ]);
    await saveScreenshot(page, `draw-failed-${view}`);
    expect(await status(page)).toBe('ready');
    expect(errors).toEqual([]);
  });
}

test('a matrix whose drawing call throws shows a message and fires a draw-failed pe-error naming the cause', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordEvents(page);
  await throwingContext(page, 'drawImage');
  await openLesson(page, 'view=pitfalls');
  const failures = await drawFailures(page);
  expect(failures.every((failure) => failure.code === 'draw-failed')).toBe(true);
  expect(failures[0]!.message).toContain('pitfalls');
  expect(failures[0]!.message).toContain('drawImage refused by the test');
  const messages = page.locator('pe-pitfalls-view pe-matrix [role="alert"]');
  await expect(messages.first()).toContainText('drawImage refused by the test');
  expect(await messages.count()).toBe(await page.locator('pe-pitfalls-view pe-matrix').count());
  expect(errors).toEqual([]);
});

test("the heat map's checks still run when its canvas cannot be drawn", async ({ page }) => {
  await withoutContext2d(page);
  await openLesson(page, 'view=heatmap');
  await expect(page.locator('pe-heatmap-view .plot [role="alert"]')).toBeVisible();
  await expect(page.locator('pe-heatmap-view .checks')).toContainText('values lie in [−1, 1]: min');
});

test('the heat map whose putImageData throws shows the cause and fires a draw-failed pe-error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordEvents(page);
  await throwingContext(page, 'putImageData');
  await openLesson(page, 'view=heatmap');
  await expect(page.locator('pe-heatmap-view .plot [role="alert"]')).toContainText(
    'putImageData refused by the test',
  );
  const failures = await drawFailures(page);
  expect(failures[0]!.code).toBe('draw-failed');
  expect(failures[0]!.message).toContain('putImageData refused by the test');
  expect(errors).toEqual([]);
});

// Requests still in flight when a test ends must not fail the next one.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/**
 * Serves the built assets matching `glob` with `pattern` replaced, so that a
 * CSS feature reads as an unknown one, as in a browser that predates it (an
 * unknown function or unit makes the browser drop the whole declaration).
 */
async function rewriteAssets(page: Page, glob: string, pattern: RegExp, by: string) {
  let rewritten = 0;
  await page.route(glob, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const changed = body.replace(pattern, by);
    if (changed !== body) rewritten++;
    await route.fulfill({ response, body: changed });
  });
  return () => rewritten;
}

const linkColours = (page: Page) =>
  page
    .locator('#full-lesson')
    .evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);

const LIGHT = ['rgb(31, 95, 191)', 'rgb(255, 255, 255)'];
const DARK = ['rgb(122, 167, 255)', 'rgb(22, 23, 27)'];

for (const [scheme, theme, expected] of [
  ['light', 'auto', LIGHT],
  ['dark', 'auto', DARK],
  ['light', 'dark', DARK],
  ['dark', 'light', LIGHT],
] as const) {
  test(`without light-dark() the embed page's link has the ${theme === 'auto' ? scheme : theme} colours (system ${scheme}, theme=${theme})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    // Every stylesheet and script: light-dark( becomes an unknown function.
    await rewriteAssets(page, '**/*.{css,js}', /light-dark\(/g, 'light-dxrk(');
    await page.goto(`/embed.html?view=worked&theme=${theme}`);
    await page.waitForFunction(
      () => document.querySelector('positional-encoding-widget')?.status === 'ready',
    );
    expect(await linkColours(page)).toEqual(expected);
    expect(errors).toEqual([]);
  });
}

test('without container units the heat map keeps its height and a stable canvas', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The heat map's styles come with its first-paint frame's chunk (views/frames.ts).
  const rewritten = await rewriteAssets(
    page,
    '**/assets/frame-heatmap-*.js',
    /(\d)cqi\b/g,
    '$1cqz',
  );
  await openLesson(page, 'view=heatmap');
  expect(rewritten()).toBe(1);
  const plot = page.locator('pe-heatmap-view .plot');
  await expectDrawn(page, 'pe-heatmap-view', '.plot canvas');
  const size = () =>
    plot.evaluate((element) => {
      const canvas = element.querySelector('canvas')!;
      return { css: element.getBoundingClientRect().height, backing: canvas.height };
    });
  const first = await size();
  expect(first.css).toBeGreaterThanOrEqual(220);
  expect(first.css).toBeLessThanOrEqual(460);
  // The canvas is sized by the plot, never by its own backing store.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await size()).toEqual(first);
  expect(errors).toEqual([]);
});
