import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-relative-view');

/** Moves the pointer to the centre of cell (row, col) of the n x n dot-product matrix. */
async function hoverCell(page: Page, row: number, col: number, n: number): Promise<void> {
  const matrix = view(page).locator('pe-matrix');
  const box = (await matrix.boundingBox())!;
  await matrix.hover({
    position: { x: ((col + 0.5) / n) * box.width, y: ((row + 0.5) / n) * box.height },
  });
}

test('with d_model 8, k 5 and pair 0 the table reproduces the course values', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=relative&d_model=8&k=5&pair=0');
  const table = view(page).locator('table').filter({ hasText: 'predicted' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  const expected: [string, string][] = [
    ['0', '[−0.9589  0.2837]'],
    ['3', '[0.9894  −0.1455]'],
    ['7', '[−0.5366  0.8439]'],
    ['12', '[−0.9614  −0.2752]'],
    ['20', '[−0.1324  0.9912]'],
  ];
  for (const [r, [pos, pair]] of expected.entries()) {
    const cells = rows.nth(r).locator('td');
    await expect(cells.nth(0)).toHaveText(pos);
    await expect(cells.nth(2)).toHaveText(pair); // predicted R_k PE(pos)
    await expect(cells.nth(3)).toHaveText(pair); // actual PE(pos + k)
  }
  expect(errors).toEqual([]);
});

test('the whole-vector check says matches', async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=8&k=5&pair=0');
  const check = view(page).locator('[data-value="check"]');
  await expect(check).toContainText('over all 8 dimensions');
  await expect(check).toContainText('matches');
  await expect(check).not.toContainText('does not match');
});

test('the rotation matrix R_k shows its four entries', async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=8&k=5&pair=0');
  const cells = view(page).locator('table[data-value="rk"] td');
  await expect(cells).toHaveText(['0.2837', '−0.9589', '0.9589', '0.2837']);
  await expect(view(page).locator('[data-value="theta"]')).toHaveText('5.0000');
});

test('the paper example PE(13) = shift(PE(10), 3) holds at d_model 512', async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=512&pos=10&k=3');
  const check = view(page).locator('[data-value="check"]');
  await expect(check).toContainText('shift(PE(10), 3) − PE(13)');
  await expect(check).toContainText('matches');
  const pos = view(page).getByRole('spinbutton', { name: 'Position pos' });
  await pos.fill('37');
  await pos.press('Enter');
  await expect(check).toContainText('shift(PE(37), 3) − PE(40)');
  await expect(check).toContainText('matches');
});

test('a fractional offset is refused with an inline message', async ({ page }) => {
  await openLesson(page, 'view=relative');
  const k = view(page).getByRole('spinbutton', { name: 'Offset k' });
  await k.fill('1.5');
  await k.press('Enter');
  await expect(view(page).getByText('Offset k must be a whole number')).toBeVisible();
  await expect(k).toHaveValue('3');
});

test('at d_model 512 PE5·PE8 and PE20·PE23 both show 211.7494', async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=512');
  const seed = view(page).locator('[data-value="seed"]');
  await expect(seed).toContainText('PE5·PE8 = 211.7494 and PE20·PE23 = 211.7494');
});

test("hovering a dot-product cell shows its diagonal's value", async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=512');
  await hoverCell(page, 5, 8, 64);
  const readout = view(page).locator('[data-value="diagonal"]');
  await expect(readout).toContainText('PE(5)·PE(8) = 211.7494');
  await expect(readout).toContainText('offset q − p = 3');
  await expect(readout).toContainText('211.7494..211.7494');
  await hoverCell(page, 20, 23, 64);
  await expect(readout).toContainText('PE(20)·PE(23) = 211.7494');
});

test('the dot-product matrix can be explored with the keyboard', async ({ page }) => {
  await openLesson(page, 'view=relative&d_model=512&pos=10&k=3');
  const wrap = view(page).locator('.matrix-wrap');
  await wrap.focus();
  await page.keyboard.press('ArrowRight');
  const readout = view(page).locator('[data-value="diagonal"]');
  await expect(readout).toHaveAttribute('aria-live', 'polite');
  await expect(readout).toContainText('PE(10)·PE(13) = 211.7494');
  await page.keyboard.press('ArrowRight');
  await expect(readout).toContainText('PE(10)·PE(14)');
  await expect(readout).toContainText('offset q − p = 4');
});

test('screenshot of the relative position view', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=relative&d_model=8&k=5&pair=0');
  await expect(view(page).locator('[data-value="check"]')).toContainText('matches');
  await saveScreenshot(page, 'relative');
  expect(errors).toEqual([]);
});
