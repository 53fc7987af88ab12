// The exercises view loads what only a Run needs (the sandbox, the checker
// and the result's heat maps) as a chunk of its own, after its first show.
// A Run pressed before that chunk arrived waits for it; a chunk that cannot
// be loaded is a clear message, not a silent Run.
import type { Page, Route } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, watchErrors } from './support.js';
import { exercisesView as view, setCode } from './exercises-support.js';

/** The lazily loaded Run chunk (views/exercises/run.ts). */
const RUN_CHUNK = /\/assets\/run-[\w-]+\.js$/;

const SOLUTION = `function positionalEncoding(n, d) {
const rows = [];
for (let p = 0; p < n; p++) {
const row = [];
for (let i = 0; i < d / 2; i++) {
const a = p / Math.pow(10000, (2 * i) / d);
row.push(Math.sin(a), Math.cos(a));
}
rows.push(row);
}
return rows;
}`;

const runButton = (page: Page) => view(page).getByRole('button', { name: 'Run', exact: true });

test('a Run pressed before the Run chunk arrived waits for it and checks the code', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const held: Route[] = [];
  await page.route(RUN_CHUNK, (route) => void held.push(route));
  await openLesson(page, 'view=exercises');
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await setCode(page, SOLUTION);
  await runButton(page).click();
  await expect(view(page).locator('.result')).toContainText('Running…');
  // The chunk was asked for (when the view went idle, or by the Run) and is still held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(runButton(page)).toBeDisabled();
  await expect(view(page).locator('.result')).not.toContainText('shapes match the engine');
  for (const route of held.splice(0)) await route.continue();
  await expect(view(page).locator('.result')).toContainText('shapes match the engine', {
    timeout: 15_000,
  });
  await expect(view(page).locator('.result td.bad')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Run chunk that cannot be loaded makes the Run say so', async ({ page }) => {
  await page.route(RUN_CHUNK, (route) => route.abort('failed'));
  await openLesson(page, 'view=exercises');
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await runButton(page).click();
  await expect(view(page).getByRole('alert')).toContainText(
    'The code checker could not be loaded',
    { timeout: 15_000 },
  );
  await expect(view(page).locator('.result')).not.toContainText('Running…');
  await expect(runButton(page)).toBeEnabled();
});

test('after the Run chunk failed to load, the next Run loads it and checks the code', async ({
  page,
}) => {
  let refuse = true;
  await page.route(RUN_CHUNK, (route) => (refuse ? route.abort('failed') : route.continue()));
  await openLesson(page, 'view=exercises');
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await setCode(page, SOLUTION);
  await runButton(page).click();
  await expect(view(page).getByRole('alert')).toContainText(
    'The code checker could not be loaded',
    { timeout: 15_000 },
  );
  refuse = false;
  await runButton(page).click();
  await expect(view(page).locator('.result')).toContainText('shapes match the engine', {
    timeout: 15_000,
  });
});
