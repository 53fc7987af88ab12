import { test } from './shared-page.js';

import { chapters } from '../../web/src/course/chapters.js';
import { expect, openLesson, showView, viewSettled, watchErrors } from './support.js';

test('the page loads the engine with no console error', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page);
  await expect(page.locator('positional-encoding-widget')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the controls are labelled Sequence length, d_model and Base', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  await expect(page.getByRole('spinbutton', { name: 'Sequence length' })).toHaveValue('64');
  await expect(page.getByRole('spinbutton', { name: 'd_model' })).toHaveValue('128');
  await expect(page.getByRole('spinbutton', { name: 'Base' })).toHaveValue('10000');
});

test('every view loads only the page’s own files: no third-party request', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return; // data:, blob:
    if (url.origin !== new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin) {
      foreign.push(request.url());
    }
  });
  await openLesson(page);
  for (const name of [
    'Word order',
    'Worked example',
    'Frequencies',
    'Relative position',
    'Pitfalls',
    'Sinusoidal vs learned vs RoPE',
    'Exercises',
  ]) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('the page is readable at 360 px: no horizontal scroll of the page itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openLesson(page);
  for (const name of [
    'Heat map',
    'Word order',
    'Worked example',
    'Frequencies',
    'Relative position',
    'Pitfalls',
    'Sinusoidal vs learned vs RoPE',
    'Exercises',
  ]) {
    // At 360 px the lesson select stands in for the tabs (its options numbered).
    const label = chapters.find((chapter) => chapter.title === name)!.label;
    await page.getByLabel('Lesson', { exact: true }).selectOption({ label });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await viewSettled(page.locator('positional-encoding-widget'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
});

/** Distinct opaque colours over every canvas in the widget, searched through shadow roots. */
async function canvasColours(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => {
    const colours = new Set<string>();
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLCanvasElement && element.width > 0 && element.height > 0) {
          const data = element
            .getContext('2d')!
            .getImageData(0, 0, element.width, element.height).data;
          const step = Math.max(4, Math.floor(data.length / 4 / 5000) * 4);
          for (let k = 0; k < data.length; k += step) {
            if (data[k + 3] === 255) colours.add(`${data[k]},${data[k + 1]},${data[k + 2]}`);
          }
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return colours.size;
  });
}

// One page for every canvas view, switched in place (its panel holds the
// only canvases of the widget); a failure names the view.
test('every canvas view paints real pixels on its canvases', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  for (const [view, title, minimum] of [
    // The minimum count of distinct colours: the worked example is a 3 x 4 matrix.
    ['heatmap', 'Heat map', 8],
    ['order', 'Word order', 8],
    ['worked', 'Worked example', 4],
    ['relative', 'Relative position', 8],
    ['pitfalls', 'Pitfalls', 8],
    ['comparison', 'Sinusoidal vs learned vs RoPE', 8],
  ] as const) {
    await showView(page, view);
    await expect(page.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => canvasColours(page), { timeout: 10_000, message: `${view}: distinct colours` })
      .toBeGreaterThanOrEqual(minimum);
  }
});

test('the Frequencies view draws one curve per chosen dimension', async ({ page }) => {
  await openLesson(page, 'view=frequencies&dims=0,6,20');
  const paths = page.locator('pe-frequencies-view svg path');
  await expect.poll(() => paths.count()).toBeGreaterThanOrEqual(3);
});
