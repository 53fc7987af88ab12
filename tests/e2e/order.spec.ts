// The word-order lesson: attention alone is blind to order; PE breaks the tie.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-order-view');
const verdict = (page: Page, key: 'plain' | 'pe') => view(page).locator(`[data-verdict="${key}"]`);
const vector = (page: Page, key: string) => view(page).locator(`[data-vector="${key}"]`);

test('with the defaults the verdicts read "same" without PE and "different" with PE', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=order');
  await expect(verdict(page, 'plain')).toHaveText('same');
  await expect(verdict(page, 'pe')).toHaveText('different');
  await expect(view(page).locator('[data-difference="plain"]')).toHaveText('0');
  await expect(view(page).locator('[data-difference="pe"]')).toHaveText(/^0\.\d{4}$/);
  expect(errors).toEqual([]);
});

test('the seed numbers for cat appear in both orders, without and with PE', async ({ page }) => {
  await openLesson(page, 'view=order');
  await expect(vector(page, 'plain-first')).toHaveText('[0.6328 0.7328 0.8328 0.9328]');
  await expect(vector(page, 'plain-second')).toHaveText('[0.6328 0.7328 0.8328 0.9328]');
  await expect(vector(page, 'pe-first')).toHaveText('[1.4906 0.8314 0.9036 1.9888]');
  await expect(vector(page, 'pe-second')).toHaveText('[1.0446 1.5790 0.9247 2.0202]');
  await expect(view(page).getByText('cat sits at position 1 in both orders')).toBeVisible();
});

test('the four attention heat maps are labelled canvases', async ({ page }) => {
  await openLesson(page, 'view=order');
  const maps = view(page).locator('pe-matrix canvas[role="img"]');
  await expect(maps).toHaveCount(4);
  await expect(maps.first()).toHaveAttribute(
    'aria-label',
    /Attention weights without positional encoding/,
  );
});

test('editing an embedding changes the outputs and the link', async ({ page }) => {
  await openLesson(page, 'view=order');
  const input = page.getByRole('spinbutton', { name: 'cat embedding 0' });
  await input.fill('2');
  await input.press('Tab');
  await expect(vector(page, 'pe-first')).not.toHaveText('[1.4906 0.8314 0.9036 1.9888]');
  await expect(vector(page, 'plain-first')).not.toHaveText('[0.6328 0.7328 0.8328 0.9328]');
  await expect(verdict(page, 'plain')).toHaveText('same');
  await expect.poll(() => page.evaluate(() => location.search)).toContain('emb=');
});

test('moving a word in the second order changes the outputs and the link', async ({ page }) => {
  await openLesson(page, 'view=order');
  await view(page).getByRole('button', { name: 'Move The left' }).click();
  await expect(view(page).locator('[aria-label="Second sentence: sat The cat"]')).toBeVisible();
  await expect(vector(page, 'pe-second')).not.toHaveText('[1.0446 1.5790 0.9247 2.0202]');
  await expect(verdict(page, 'plain')).toHaveText('same');
  await expect(verdict(page, 'pe')).toHaveText('different');
  await expect.poll(() => page.evaluate(() => location.search)).toContain('order=');
});

test('"Same as first" makes both runs the same, with PE too', async ({ page }) => {
  await openLesson(page, 'view=order');
  await view(page).getByRole('button', { name: 'Same as first' }).click();
  await expect(verdict(page, 'pe')).toHaveText('same');
  await expect(view(page).locator('[data-difference="pe"]')).toHaveText('0');
});

test('following "The" compares The\'s output instead of cat\'s', async ({ page }) => {
  await openLesson(page, 'view=order');
  await view(page).getByRole('radio', { name: 'The' }).check();
  await expect(view(page).getByText('Output of The (4 decimals):').first()).toBeVisible();
  await expect(verdict(page, 'plain')).toHaveText('same');
  await expect(verdict(page, 'pe')).toHaveText('different');
  await expect(view(page).getByText('The moves from position 0 to position 2')).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.search)).toContain('follow=0');
});

test('adding and removing a word keeps the order a permutation', async ({ page }) => {
  await openLesson(page, 'view=order');
  await view(page).getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('textbox', { name: 'Word 4' })).toHaveValue('on');
  await expect(view(page).locator('[aria-label="Second sentence: sat cat The on"]')).toBeVisible();
  await expect(verdict(page, 'plain')).toHaveText('same');
  await view(page).getByRole('button', { name: 'Remove The' }).click();
  await expect(view(page).locator('[aria-label="First sentence: cat sat on"]')).toBeVisible();
  await expect(view(page).locator('[aria-label="Second sentence: sat cat on"]')).toBeVisible();
  await expect(verdict(page, 'plain')).toHaveText('same');
});

test('renaming a word updates the sentences; an invalid word is refused with a message', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=order');
  const word = page.getByRole('textbox', { name: 'Word 2' });
  await word.fill('dog');
  await word.press('Tab');
  await expect(view(page).locator('[aria-label="First sentence: The dog sat"]')).toBeVisible();
  await word.fill('<b>x</b>');
  await word.press('Tab');
  await expect(view(page).getByRole('alert')).toContainText('letters or digits');
  await expect(word).toHaveValue('dog');
  await expect(verdict(page, 'plain')).toHaveText('same');
  expect(errors).toEqual([]);
});

test('an embedding out of range is refused with a message', async ({ page }) => {
  await openLesson(page, 'view=order');
  const input = page.getByRole('spinbutton', { name: 'sat embedding 3' });
  await input.fill('1e9');
  await input.press('Tab');
  await expect(view(page).getByRole('alert')).toContainText('from −100 to 100');
  await expect(input).toHaveValue('1.2');
  await expect(vector(page, 'pe-first')).toHaveText('[1.4906 0.8314 0.9036 1.9888]');
});

test('screenshot: order', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openLesson(page, 'view=order');
  await expect(verdict(page, 'pe')).toHaveText('different');
  await saveScreenshot(page, 'order');
});

test('at 360 px in the dark theme the order view fits the screen width', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, 'view=order');
  await expect(verdict(page, 'pe')).toHaveText('different');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await saveScreenshot(page, 'order-360-dark');
});
