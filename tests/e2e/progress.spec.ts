// The learner's work is kept in this browser: answers, predictions and code
// come back after a reload, "Clear my work" forgets them, "Copy my results"
// gives the plain-text summary, and the element reports results to the host
// page (getResults() and pe-result).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-exercises-view');
const widget = (page: Page) => page.locator('positional-encoding-widget');

async function answerSome(page: Page): Promise<void> {
  await view(page).getByLabel('Your prediction (kept in this browser)').first().fill('sin and cos');
  await view(page).getByRole('button', { name: 'Reveal answer' }).first().click();
  await view(page).getByLabel('What is PE(0) for d_model = 8?').fill('0, 1, 0, 1, 0, 1, 0, 1');
  await view(page).getByRole('button', { name: 'Check PE(0)' }).click();
  await view(page).getByRole('radio', { name: 'Yes' }).first().check();
  await view(page).getByRole('button', { name: 'Check dot products' }).click();
}

test.beforeEach(async ({ page }) => {
  await openLesson(page, 'view=exercises');
  await expect(view(page).locator('.cm-content')).toBeVisible();
});

test('answers, predictions and code come back after a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await answerSome(page);
  await view(page).locator('.cm-content').fill('function positionalEncoding(n, d) { return 1; }');
  await page.reload();
  await expect(view(page).locator('.cm-content')).toContainText('return 1;');
  await expect(view(page).getByLabel('Your prediction (kept in this browser)').first()).toHaveValue(
    'sin and cos',
  );
  await expect(view(page).locator('#a-q1')).toContainText('Answer:');
  await expect(view(page).getByLabel('What is PE(0) for d_model = 8?')).toHaveValue(
    '0, 1, 0, 1, 0, 1, 0, 1',
  );
  await expect(view(page).locator('pe-exercise-numeric')).toContainText('Correct: position 0');
  await expect(view(page).getByRole('radio', { name: 'Yes' }).first()).toBeChecked();
  expect(errors).toEqual([]);
});

test('Clear my work forgets everything after a confirmation, also across a reload', async ({
  page,
}) => {
  await answerSome(page);
  await view(page).getByRole('button', { name: 'Clear my work' }).click();
  await view(page).getByRole('button', { name: 'Yes, clear my work' }).click();
  await expect(view(page).getByLabel('Your prediction (kept in this browser)').first()).toHaveValue(
    '',
  );
  await expect(view(page).getByRole('button', { name: 'Reveal answer' })).toHaveCount(6);
  await page.reload();
  await expect(view(page).getByLabel('What is PE(0) for d_model = 8?')).toHaveValue('');
  const results = await widget(page).evaluate((el) =>
    (el as unknown as { getResults(): { items: unknown[] } }).getResults(),
  );
  expect(results.items).toEqual([]);
});

test('Copy my results puts the plain-text summary on the clipboard and on the page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await answerSome(page);
  await view(page).getByRole('button', { name: 'Copy my results' }).click();
  const text = view(page).getByLabel('Your results as text');
  await expect(text).toHaveValue(/Checked by the engine: 2 of 2 right; 3 of 13 items done\./);
  await expect(text).toHaveValue(/\[right\] PE\(0\) at d_model = 8: answered "0, 1, 0, 1/);
  await expect(text).toHaveValue(/\[answered\] Checkpoint question 1: wrote "sin and cos"/);
  await expect(text).toHaveValue(/\[not done\] Coding exercise/);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await text.inputValue());
  await saveScreenshot(page, 'progress-results');
});

test('a run is reported as pe-result and in getResults() with the shapes checked', async ({
  page,
}) => {
  await page.evaluate(() => {
    const w = window as unknown as { peResults: unknown[] };
    w.peResults = [];
    document
      .querySelector('positional-encoding-widget')!
      .addEventListener('pe-result', (e) => w.peResults.push((e as CustomEvent).detail));
  });
  await view(page).getByRole('button', { name: 'Show a solution' }).click();
  await view(page).getByRole('button', { name: 'Yes, show the solution' }).click();
  await view(page).getByRole('button', { name: 'Copy into the editor' }).click();
  await view(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
  await view(page).getByRole('button', { name: 'Reveal answer' }).first().click();
  const events = await page.evaluate(
    () => (window as unknown as { peResults: unknown[] }).peResults,
  );
  expect(events).toEqual([
    {
      kind: 'exercise',
      id: 'code',
      correct: true,
      summary: expect.stringMatching(
        /^passed: all \d shapes match the engine within 1e-9: \(3, 4\)/,
      ),
    },
    {
      kind: 'prediction',
      id: 'q1',
      correct: null,
      summary: 'answer revealed without a written answer.',
    },
  ]);
  const results = await widget(page).evaluate((el) =>
    (el as unknown as { getResults(): { items: unknown[]; text: string } }).getResults(),
  );
  expect(results.items).toEqual(events);
  expect(results.text).toMatch(/\[right\] Coding exercise: positionalEncoding: passed/);
});

test("a self-check is reported as pe-result and in getResults(), correct being the learner's mark", async ({
  page,
}) => {
  await page.evaluate(() => {
    const w = window as unknown as { peResults: unknown[] };
    w.peResults = [];
    document
      .querySelector('positional-encoding-widget')!
      .addEventListener('pe-result', (e) => w.peResults.push((e as CustomEvent).detail));
  });
  const quiz = view(page).locator('pe-exercise-quiz');
  await quiz.getByLabel('Your prediction (kept in this browser)').first().fill('sin and cos');
  await quiz.getByRole('button', { name: 'Reveal answer' }).first().click();
  await quiz.getByRole('button', { name: 'I had it', exact: true }).click();
  const events = await page.evaluate(
    () => (window as unknown as { peResults: unknown[] }).peResults,
  );
  expect(events).toEqual([
    {
      kind: 'prediction',
      id: 'q1',
      correct: null,
      summary: 'wrote "sin and cos", then revealed the answer.',
    },
    {
      kind: 'prediction',
      id: 'q1',
      correct: true,
      summary:
        'wrote "sin and cos", revealed the answer and marked it "I had it" (the learner\'s own mark).',
    },
  ]);
  const results = await widget(page).evaluate((el) =>
    (el as unknown as { getResults(): { items: unknown[]; text: string } }).getResults(),
  );
  expect(results.items).toEqual([events[1]]);
  expect(results.text).toMatch(
    /Checked by the engine: 0 of 0 right; your own marks: 1 of 1 "I had it"; 1 of 13 items done\./,
  );
  expect(results.text).toMatch(/\[I had it\] Checkpoint question 1: wrote "sin and cos"/);
});

test('corrupt stored work is ignored and the view still works', async ({ page }) => {
  const errors = watchErrors(page);
  await page.evaluate(() => {
    for (let k = 0; k < localStorage.length; k++) localStorage.removeItem(localStorage.key(k)!);
    const key = `positional-encoding-widget:work:v1:${location.pathname}:exercises`;
    localStorage.setItem(key, '{not json');
  });
  await page.reload();
  await expect(view(page).getByLabel('What is PE(0) for d_model = 8?')).toHaveValue('');
  await answerSome(page);
  await expect(view(page).locator('pe-exercise-numeric')).toContainText('Correct: position 0');
  expect(errors).toEqual([]);
});

test('a stored record of 4 MB is refused unread, and the page says so', async ({ page }) => {
  const errors = watchErrors(page);
  const length = await page.evaluate(() => {
    const code = `function positionalEncoding() { return "${'x'.repeat(4_000_000)}"; }`;
    const record = JSON.stringify({ version: 1, code, answers: {}, revealed: [], results: {} });
    localStorage.setItem('positional-encoding-widget:work:v1:/:exercises', record);
    return record.length;
  });
  await page.reload();
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await expect(view(page).locator('pe-work-bar')).toContainText(
    `The work stored for this page was not loaded: its record is ${length.toLocaleString('en-US')} characters long`,
  );
  await expect(view(page).locator('.cm-content')).not.toContainText('xxxx');
  expect(errors).toEqual([]);
});
