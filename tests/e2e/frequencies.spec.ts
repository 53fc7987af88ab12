import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { openHost } from './embed-support.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-frequencies-view');

/** Moves the pointer over pair `pair` of the wavelength plot (margins as drawn: 48 left, 14 right). */
async function hoverPair(page: Page, pair: number, pairs: number): Promise<void> {
  const spectrum = view(page).locator('svg.spectrum');
  const box = (await spectrum.boundingBox())!;
  await spectrum.hover({
    position: { x: 48 + (pair / (pairs - 1)) * (box.width - 48 - 14), y: box.height / 2 },
  });
}

test('the frequencies view draws one labelled curve per chosen dimension (dims=0,6,20,60)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=frequencies&dims=0,6,20,60');
  const figures = view(page).locator('figure.multiple');
  await expect(figures).toHaveCount(4);
  await expect(view(page).locator('figure.multiple path.curve')).toHaveCount(4);
  await expect(figures.nth(0).locator('figcaption')).toContainText(
    'dim 0 (sin, pair 0, wavelength 6.3)',
  );
  await expect(figures.nth(1).locator('figcaption')).toContainText(
    'dim 6 (sin, pair 3, wavelength 9.7)',
  );
  await expect(figures.nth(2).locator('figcaption')).toContainText(
    'dim 20 (sin, pair 10, wavelength 26.5)',
  );
  await expect(figures.nth(3).locator('figcaption')).toContainText(
    'dim 60 (sin, pair 30, wavelength 471.2)',
  );
  // 64 positions: a dot at every integer position.
  const dots = await figures.nth(0).locator('path.dots').getAttribute('d');
  expect(dots!.match(/h0/g)).toHaveLength(64);
  expect(errors).toEqual([]);
});

test('adding and removing a dimension updates the small multiples', async ({ page }) => {
  await openLesson(page, 'view=frequencies&dims=0,6,20,60');
  await view(page).getByLabel('Dimension to plot').fill('7');
  await view(page).getByRole('button', { name: 'Add dimension' }).click();
  await expect(view(page).locator('figure.multiple')).toHaveCount(5);
  await expect(view(page).locator('figure[data-dim="7"] figcaption')).toContainText(
    'dim 7 (cos, pair 3, wavelength 9.7)',
  );
  await view(page).getByRole('button', { name: 'Remove dim 0' }).click();
  await expect(view(page).locator('figure.multiple')).toHaveCount(4);
  await expect(view(page).locator('figure[data-dim="0"]')).toHaveCount(0);
});

test('a dimension beyond d_model is refused with an inline message', async ({ page }) => {
  await openLesson(page, 'view=frequencies');
  await view(page).getByLabel('Dimension to plot').fill('500');
  await view(page).getByRole('button', { name: 'Add dimension' }).click();
  await expect(view(page).getByText('Dimension 500 does not exist at d_model = 128')).toBeVisible();
  await expect(view(page).locator('figure.multiple')).toHaveCount(4);
});

test('at d_model = 512 the facts show 6.2832, 60611.5 and a ratio of 1.0366', async ({ page }) => {
  await openLesson(page, 'view=frequencies&d_model=512');
  await expect(view(page).locator('[data-fact="shortest"]')).toHaveText('6.2832');
  await expect(view(page).locator('[data-fact="longest"]')).toHaveText('60611.5');
  await expect(view(page).locator('[data-fact="ratio"]')).toHaveText('1.0366');
  await expect(view(page).locator('.facts')).toContainText('62,832');
  await expect(view(page).locator('.facts')).toContainText('3.66%');
  // The problem page's ratio (1.036, 3.6 %) is d_model 512's: labelled as its check only here.
  await expect(view(page).locator('.facts')).toContainText('problem page’s check, at dmodel = 512');
});

test("the ratio is not labelled the problem page's away from d_model 512 and base 10000", async ({
  page,
}) => {
  await openLesson(page, 'view=frequencies');
  await expect(view(page).locator('[data-fact="ratio"]')).toHaveText('1.1548');
  await expect(view(page).locator('.facts')).not.toContainText('problem page’s check');
  await expect(view(page).locator('.facts')).toContainText(
    'problem page checks it at dmodel = 512 and base 10000',
  );
});

test('changing the base changes the wavelengths', async ({ page }) => {
  await openLesson(page, 'view=frequencies&d_model=512&dims=0,6,20,60');
  await expect(view(page).locator('[data-fact="longest"]')).toHaveText('60611.5');
  const base = page.getByRole('spinbutton', { name: 'Base' });
  await base.fill('100');
  await base.press('Enter');
  await base.blur();
  await expect(view(page).locator('[data-fact="longest"]')).toHaveText('617.1');
  await expect(view(page).locator('[data-fact="shortest"]')).toHaveText('6.2832');
  await expect(view(page).locator('.facts')).toContainText('628');
  await expect(view(page).locator('figure[data-dim="60"] figcaption')).toContainText(
    'wavelength 10.8',
  );
});

test('hovering a pair of the wavelength plot shows its wavelength and columns', async ({
  page,
}) => {
  await openLesson(page, 'view=frequencies&dims=0,6,20,60');
  await hoverPair(page, 10, 64);
  const readout = view(page).locator('.readout');
  await expect(readout).toContainText(
    'Pair 10: wavelength 26.5 positions; columns 20 (sin) and 21 (cos)',
  );
  await expect(readout).toContainText('plotted above as dim 20');
});

test('clicking a pair selects it and opens its columns in the heat map', async ({ page }) => {
  await openLesson(page, 'view=frequencies&dims=0,6,20,60');
  await hoverPair(page, 10, 64);
  await page.mouse.down();
  await page.mouse.up();
  await expect(view(page).locator('svg.spectrum')).toHaveAttribute('aria-valuenow', '10');
  await view(page)
    .getByRole('button', { name: 'Open pair 10 (columns 20, 21) in the heat map' })
    .click();
  const state = await page.evaluate(() =>
    document.querySelector('positional-encoding-widget')!.getState(),
  );
  expect(state.view).toBe('heatmap');
  expect([state.c0, state.c1]).toEqual([14, 28]);
});

test('the wavelength plot is a keyboard slider over the pairs', async ({ page }) => {
  await openLesson(page, 'view=frequencies&d_model=512');
  const spectrum = view(page).locator('svg.spectrum');
  await spectrum.focus();
  await page.keyboard.press('End');
  await expect(spectrum).toHaveAttribute('aria-valuenow', '255');
  await expect(view(page).locator('.readout')).toContainText(
    'Selected pair 255: wavelength 60611.5 positions',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(spectrum).toHaveAttribute('aria-valuenow', '254');
});

test('screenshot of the frequencies view', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=frequencies&d_model=512');
  await expect(view(page).locator('figure.multiple')).toHaveCount(4);
  await saveScreenshot(page, 'frequencies');
  expect(errors).toEqual([]);
});

test('at 360 px in the dark theme the frequencies view fits the screen width', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, 'view=frequencies');
  await expect(view(page).locator('figure.multiple')).toHaveCount(4);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await saveScreenshot(page, 'frequencies-360-dark');
});

test('at 360 px the open-in-heat-map button shows its whole label (the pair, without its columns)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, 'view=frequencies&d_model=512&pair=255');
  const button = view(page).getByRole('button', { name: 'Open pair 255 in the heat map' });
  await expect(button).toBeVisible();
  const fits = await button.evaluate((b) => b.scrollWidth <= b.clientWidth);
  expect(fits, 'the label is not cut with an ellipsis').toBe(true);
});

test('with no dims chosen the view plots four waves spread across the spectrum of d_model', async ({
  page,
}) => {
  await openLesson(page, 'view=frequencies&d_model=8192&seq_len=100');
  const captions = view(page).locator('figure.multiple figcaption');
  await expect(captions).toHaveCount(4);
  // Pairs 0, 1024, 2048 and 3072 of 4096: wavelengths 2π times 1, 10, 100 and 1000.
  await expect(captions.nth(0)).toContainText('dim 0 (sin, pair 0, wavelength 6.3)');
  await expect(captions.nth(1)).toContainText('dim 2048 (sin, pair 1024, wavelength 62.8)');
  await expect(captions.nth(2)).toContainText('dim 4096 (sin, pair 2048, wavelength 628.3)');
  await expect(captions.nth(3)).toContainText('dim 6144 (sin, pair 3072, wavelength 6283.2)');
  await expect(view(page).locator('#dims-note')).toContainText('Chosen for dmodel = 8,192');
});

test('the plotted dims follow d_model until the learner picks their own', async ({ page }) => {
  await openLesson(page, 'view=frequencies&d_model=16');
  await expect(view(page).locator('figure.multiple')).toHaveCount(4);
  await expect(view(page).locator('figure[data-dim="12"]')).toHaveCount(1);
  await view(page).getByRole('button', { name: 'Remove dim 0' }).click();
  await expect(view(page).locator('figure.multiple')).toHaveCount(3);
  const dims = await page.evaluate(
    () => document.querySelector('positional-encoding-widget')!.getState().dims,
  );
  expect(dims).toEqual([4, 8, 12]);
  await view(page).getByRole('button', { name: 'Choose for dmodel' }).click();
  await expect(view(page).locator('figure[data-dim="0"]')).toHaveCount(1);
});

test('before the engine arrives the frame shows the chips of the dimensions the view will plot, and they are live', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await openHost(
    page,
    `<positional-encoding-widget view="frequencies" d-model="512"></positional-encoding-widget>`,
  );
  const widget = page.locator('positional-encoding-widget');
  const frame = widget.locator('pe-view-frame');
  // d_model 512: the sines of pairs 0, 64, 128 and 192, before any engine call.
  await expect(frame.getByRole('list', { name: 'Plotted dimensions' })).toHaveText(
    /dim 0.*dim 128.*dim 256.*dim 384/s,
  );
  await expect(frame.locator('pe-figure-slot')).toHaveCount(5);
  await frame.getByRole('button', { name: 'Remove dim 0' }).click();
  await expect
    .poll(() =>
      widget.evaluate((w) => (w as never as { getState(): { dims: number[] } }).getState().dims),
    )
    .toEqual([128, 256, 384]);
  await expect(frame.locator('pe-figure-slot')).toHaveCount(4);
  release();
  await expect(view(page).locator('figure.multiple')).toHaveCount(3);
});
