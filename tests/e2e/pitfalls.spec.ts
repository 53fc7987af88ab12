import { test } from './shared-page.js';

import { openHost } from './embed-support.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const scorecard = 'pe-pitfalls-view table.scorecard';

test('the scorecard counts 50 of 50 distinct rows for correct and sine-only at seq_len=50, d_model=8', async ({
  page,
}) => {
  await openLesson(page, 'view=pitfalls&variant=sine-only&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="correct"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  await expect(
    page.locator(`${scorecard} td[data-variant="sine-only"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
});

test('sine-only breaks the rotation while the correct encoding holds', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=sine-only&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="correct"] [data-check="rotation"]`),
  ).toContainText('holds');
  await expect(
    page.locator(`${scorecard} td[data-variant="sine-only"] [data-check="rotation"]`),
  ).toContainText('broken');
});

test('one-indexed keeps the rotation but loses the PE(0) anchor', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=one-indexed&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="one-indexed"] [data-check="rotation"]`),
  ).toContainText('holds');
  await expect(
    page.locator(`${scorecard} td[data-variant="one-indexed"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText('the anchor');
});

test('choosing a pitfall in the select writes variant= to the URL', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  await page.getByRole('combobox', { name: 'Pitfall', exact: true }).selectOption('one-indexed');
  await expect(page).toHaveURL(/variant=one-indexed/);
  await expect(page.locator(`${scorecard} td[data-variant="one-indexed"]`).first()).toBeVisible();
});

test('a button in the summary table selects its pitfall', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  const select = page.getByRole('combobox', { name: 'Pitfall', exact: true });
  await select.selectOption('sine-only');
  await expect(page).toHaveURL(/variant=sine-only/);
  const button = page.getByRole('button', { name: 'Cosine in every dimension' });
  await button.click();
  await expect(page).toHaveURL(/variant=cosine-only/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(select).toHaveValue('cosine-only');
});

test('?variant=swapped shows the swapped pitfall: rows distinct, rotation reversed', async ({
  page,
}) => {
  await openLesson(page, 'view=pitfalls&variant=swapped&seq_len=50&d_model=8');
  await expect(page.getByRole('combobox', { name: 'Pitfall', exact: true })).toHaveValue('swapped');
  await expect(
    page.locator(`${scorecard} td[data-variant="swapped"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  await expect(
    page.locator(`${scorecard} td[data-variant="swapped"] [data-check="rotation"]`),
  ).toContainText('broken');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    'now maps PE(pos) to PE(pos − 3)',
  );
});

test('multiplying in the exponent freezes all but two columns at d_model=128', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=exponent-2i-times-d');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    '126 of 128 columns are frozen',
  );
});

test('concatenating instead of adding doubles the width: (3, 4) vs (3, 8)', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  const others = page.locator('pe-pitfalls-view ul.others');
  await expect(others).toContainText('E + PE has shape (3, 4)');
  await expect(others).toContainText('(3, 8)');
  await expect(others).toContainText('62,832');
});

test('the pitfalls view renders without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=pitfalls&variant=sine-only');
  await expect(page.locator('pe-pitfalls-view pe-matrix').first()).toBeVisible();
  await saveScreenshot(page, 'pitfalls');
  expect(errors).toEqual([]);
});

test('the summary table fits a widget 1280 px wide without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHost(page, '<positional-encoding-widget view="pitfalls"></positional-encoding-widget>');
  const wrap = page.locator('positional-encoding-widget pe-pitfall-summary .table-wrap');
  await expect(wrap.locator('tbody tr')).toHaveCount(8);
  const { scroll, client } = await wrap.evaluate((e) => ({
    scroll: e.scrollWidth,
    client: e.clientWidth,
  }));
  expect(scroll, 'the table inside its box').toBeLessThanOrEqual(client);
});
