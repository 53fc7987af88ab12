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
