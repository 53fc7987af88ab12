import { test } from '@playwright/test';

import { expect, openLesson, watchErrors } from './support.js';

test('the page loads the engine with no console error', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page);
  await expect(page.locator('positional-encoding-widget')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the controls are labelled Sequence length, d_model and Base', async ({ page }) => {
  await openLesson(page);
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
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
});
