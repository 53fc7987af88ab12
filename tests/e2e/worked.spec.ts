// The worked example: d_model = 4, three positions, cell by cell.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-worked-view');
const cell = (page: Page, pos: number, dim: number) =>
  view(page).locator(`[data-cell="${pos}-${dim}"]`);

test('the cells show the seed values at 4 decimals', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=worked');
  await expect(cell(page, 0, 1)).toContainText('1.0000');
  await expect(cell(page, 1, 0)).toContainText('0.8415');
  await expect(cell(page, 1, 1)).toContainText('0.5403');
  await expect(cell(page, 1, 2)).toContainText('0.0100');
  await expect(cell(page, 2, 0)).toContainText('0.9093');
  await expect(cell(page, 2, 1)).toContainText('−0.4161');
  await expect(cell(page, 2, 2)).toContainText('0.0200');
  await expect(cell(page, 2, 3)).toContainText('0.9998');
  // 5 decimals, as in the second source.
  await expect(cell(page, 1, 0)).toContainText('0.84147');
  await expect(cell(page, 1, 3)).toContainText('0.99995');
  expect(errors).toEqual([]);
});

test('each cell shows its formula and angle', async ({ page }) => {
  await openLesson(page, 'view=worked');
  await expect(cell(page, 1, 2)).toContainText('sin(1 / 10000^(2·1/4))');
  await expect(cell(page, 1, 2)).toContainText('= sin(0.01)');
  await expect(cell(page, 2, 1)).toContainText('cos(2 / 10000^(2·0/4))');
  await expect(cell(page, 2, 1)).toContainText('= cos(2)');
});

test("cos(0.01) rounds to 1.0000; the source's 0.9999 is explained as cut off", async ({
  page,
}) => {
  await openLesson(page, 'view=worked');
  await expect(cell(page, 1, 3)).toContainText('1.0000');
  const note = view(page).getByText(/a hair from the midpoint/);
  await expect(note).toContainText('0.9999500004');
  await expect(note).toContainText('0.9999,');
});

test('the divisors are 10000^0 = 1 and 10000^0.5 = 100', async ({ page }) => {
  await openLesson(page, 'view=worked');
  const divisors = view(page).locator('.divisors');
  await expect(divisors).toContainText('10000^0 = 1');
  await expect(divisors).toContainText('10000^0.5 = 100');
});

test('embedding + PE shows the seed sums', async ({ page }) => {
  await openLesson(page, 'view=worked');
  await expect(view(page).locator('[data-sum="0"]')).toHaveText('[0.1, 1.2, 0.3, 1.4]');
  await expect(view(page).locator('[data-sum="1"]')).toHaveText('[1.34147, 1.1403, 0.71, 1.79995]');
  await expect(view(page).locator('[data-sum="2"]')).toHaveText('[1.8093, 0.58385, 1.12, 2.1998]');
});

test('the observations list PE(0) = (0, 1, 0, 1) and 3 unique rows', async ({ page }) => {
  await openLesson(page, 'view=worked');
  const list = view(page).locator('.observations');
  await expect(list).toContainText('Position 0 is (0, 1, 0, 1)');
  await expect(list).toContainText('3 distinct rows out of 3');
  await expect(list).toContainText('100 times lower');
  await expect(view(page).locator('pe-matrix canvas[role="img"]')).toHaveCount(1);
});

test('changing Base updates the divisors, the cells and the link', async ({ page }) => {
  await openLesson(page, 'view=worked');
  const base = page.getByRole('spinbutton', { name: 'Base' });
  await base.fill('100');
  await base.press('Enter');
  await expect(view(page).locator('.divisors')).toContainText('100^0.5 = 10');
  await expect(cell(page, 1, 2)).toContainText('= sin(0.1)');
  await expect(cell(page, 1, 2)).toContainText('0.0998');
  await expect(cell(page, 1, 0)).toContainText('0.8415');
  await expect(view(page).locator('[data-sum="1"]')).toHaveText(
    '[1.34147, 1.1403, 0.79983, 1.795]',
  );
  await expect.poll(() => page.evaluate(() => location.search)).toContain('base=100');
});

test('screenshot: worked', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openLesson(page, 'view=worked');
  await expect(cell(page, 1, 0)).toContainText('0.8415');
  await saveScreenshot(page, 'worked');
});

test('at 360 px in the dark theme the worked view fits the screen width', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, 'view=worked');
  await expect(cell(page, 1, 0)).toContainText('0.8415');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await saveScreenshot(page, 'worked-360-dark');
});
