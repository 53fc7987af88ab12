import { test } from '@playwright/test';

import { expect, openLesson, pixelAt, saveScreenshot, watchErrors } from './support.js';

const view = 'pe-comparison-view';

test("BERT's learned table has 393,216 parameters", async ({ page }) => {
  await openLesson(page, 'view=comparison');
  await expect(page.locator(`${view} [data-value="bert"]`)).toHaveText('393,216');
  await expect(page.locator(`${view} [data-value="parameters"]`)).toHaveText('4,096');
});

test('the RoPE diagonal check says the score depends only on i - j', async ({ page }) => {
  await openLesson(page, 'view=comparison');
  await expect(page.locator(`${view} [data-check="rope"]`)).toContainText(
    'Depends only on i − j: yes',
  );
});

test('the sinusoid stays bounded and distinct past the training length', async ({ page }) => {
  await openLesson(page, 'view=comparison');
  await expect(page.locator(`${view} [data-check="bounded"]`)).toContainText('bounded (≤ 1)');
  await expect(page.locator(`${view} [data-check="distinct"]`)).toContainText('64 of 64');
});

test('the training length marker follows the input', async ({ page }) => {
  await openLesson(page, 'view=comparison');
  const markers = page.locator(`${view} .marker`);
  await expect(markers.first()).toHaveText('training length 32');
  const input = page.getByRole('spinbutton', { name: 'Training length (learned table rows)' });
  await input.fill('20');
  await input.press('Tab');
  await expect(page).toHaveURL(/train_len=20/);
  await expect(markers).toHaveCount(2);
  await expect(markers.first()).toHaveText('training length 20');
  await expect(markers.first()).toHaveAttribute('style', /top:\s*31\.25%/);
  await expect(page.locator(`${view} .void`)).toContainText('positions ≥ 20');
  await expect(page.locator(`${view} [data-value="parameters"]`)).toHaveText('2,560');
});

test('the learned heat map is empty past the training length', async ({ page }) => {
  await openLesson(page, 'view=comparison');
  const canvas = `${view} .plot.learned pe-matrix canvas`;
  const box = await page.locator(canvas).boundingBox();
  expect(box).not.toBeNull();
  const above = await pixelAt(page, canvas, box!.width / 2, box!.height * 0.25);
  const below = await pixelAt(page, canvas, box!.width / 2, box!.height * 0.75);
  expect(above[3]).toBe(255);
  expect(below[3]).toBe(0);
});

test('a training length of 0 is refused inline and the widget keeps working', async ({ page }) => {
  await openLesson(page, 'view=comparison');
  const input = page.getByRole('spinbutton', { name: 'Training length (learned table rows)' });
  await input.fill('0');
  await input.press('Tab');
  await expect(page.locator(`${view} #train-len-error`)).toContainText('whole number from 1');
  await expect(input).toHaveValue('32');
  await input.fill('40');
  await input.press('Tab');
  await expect(page.locator(`${view} .marker`).first()).toHaveText('training length 40');
  await expect(page.locator(`${view} #train-len-error`)).toHaveCount(0);
});

test('the comparison view renders without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=comparison');
  await expect(page.locator(`${view} pe-matrix`).first()).toBeVisible();
  await saveScreenshot(page, 'comparison');
  expect(errors).toEqual([]);
});
