// The training lab: a small experiment from a link trains to completion in
// workers, the page stays responsive, the figures fill, and the final losses
// are the ones the same link gives everywhere (the engines smoke compares
// them across browsers: tests/engines/).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { SMALL_LAB } from '../engines/lab-runs.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-lab-view');

/** Every run's final loss (the last of labTrain's losses), read from the view's runner. */
async function finalLosses(page: Page): Promise<number[]> {
  return view(page).evaluate((el) => {
    const runner = (el as unknown as { runner: { progress: { losses: Float64Array }[] } }).runner;
    return runner.progress.map((p) => p.losses[p.losses.length - 1]!);
  });
}

test('a small experiment trains to completion in workers and draws both charts', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, SMALL_LAB);
  await view(page).getByRole('button', { name: 'Train' }).click();
  // While training: from the first progress on (the workers are up).
  await expect(view(page).locator('p.run-status')).toHaveText(/step [1-9]/);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await expect(view(page).locator('p.run-status')).toHaveText(/2 runs trained and tested/, {
    timeout: 60_000,
  });
  const losses = await finalLosses(page);
  expect(losses).toHaveLength(2);
  for (const loss of losses) expect(loss).toBeGreaterThan(0);
  await expect(view(page).locator('pe-lab-band-chart.loss path.line')).toHaveCount(2);
  await expect(view(page).locator('pe-lab-band-chart.accuracy path.line')).toHaveCount(2);
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  expect(longTasks.filter((ms) => ms > 50)).toEqual([]);
  expect(errors).toEqual([]);
  await saveScreenshot(page, 'lab-done');
});

test('the same link gives the same final losses twice', async ({ page }) => {
  await openLesson(page, SMALL_LAB);
  const train = view(page).getByRole('button', { name: 'Train' });
  const status = view(page).locator('p.run-status');
  await train.click();
  await expect(status).toHaveText(/runs trained/, { timeout: 60_000 });
  const first = await finalLosses(page);
  await train.click();
  await expect(status).toHaveText(/Training/);
  await expect(status).toHaveText(/runs trained/, { timeout: 60_000 });
  expect(await finalLosses(page)).toEqual(first);
});

test('pause holds the runs, resume goes on, cancel stops them', async ({ page }) => {
  await openLesson(page, SMALL_LAB.replace('lab_steps=60', 'lab_steps=2000'));
  const status = view(page).locator('p.run-status');
  await view(page).getByRole('button', { name: 'Train' }).click();
  await expect(status).toHaveText(/Training: 0 of 2 runs done, step [1-9]/);
  await view(page).getByRole('button', { name: 'Pause' }).click();
  await expect(status).toHaveText(/^\s*Paused/);
  await view(page).getByRole('button', { name: 'Resume' }).click();
  await expect(status).toHaveText(/Training/);
  await view(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveText(/Cancelled/);
  await expect(view(page).getByRole('button', { name: 'Train' })).toBeEnabled();
});

test('choosing a preset puts the whole experiment in the URL', async ({ page }) => {
  await openLesson(page, 'view=lab');
  await view(page).locator('#lab-preset').selectOption('nope-reverse');
  await expect(page).toHaveURL(/lab_task=reverse/);
  await expect(page).toHaveURL(/lab_causal=false/);
  await expect(page).toHaveURL(/lab_encodings=none%2Clearned|lab_encodings=none,learned/);
});
