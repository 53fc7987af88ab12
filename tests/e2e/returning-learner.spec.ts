// A returning learner's checked answers (views/exercises/kept-verdicts.ts):
// the exercises tab's first-paint frame, before the engine arrives, shows
// each kept answer with the verdict the engine gave it last time, so when the
// engine checks them again nothing in the tab moves (issue 19, item 3).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, pageIdle, watchErrors } from './support.js';

const view = (page: Page) => page.locator('pe-exercises-view');

/**
 * Reveals and marks two checkpoint answers, checks every numeric question and
 * verifies every guided exercise, some answers wrong.
 */
async function checkEverything(page: Page): Promise<void> {
  const v = view(page);
  const quiz = v.locator('pe-exercise-quiz');
  await quiz.getByRole('button', { name: 'Reveal answer' }).nth(4).click();
  await quiz.getByRole('button', { name: 'Not yet', exact: true }).click();
  await quiz.getByRole('button', { name: 'Reveal answer' }).first().click();
  await quiz.getByRole('button', { name: 'I had it', exact: true }).first().click();
  await expect(quiz.locator('button[aria-pressed="true"]')).toHaveCount(2);
  await v.getByLabel('What is PE(0) for d_model = 8?').fill('0, 1, 0, 1, 0, 1, 0, 0.5');
  await v.getByRole('button', { name: 'Check PE(0)' }).click();
  await v.locator('#longest-input').fill('511');
  await v.getByRole('button', { name: 'Check', exact: false }).nth(1).click();
  await v.getByRole('radio', { name: 'Yes' }).first().check();
  await v.getByRole('button', { name: 'Check dot products' }).click();
  await v.locator('#e1-len').fill('2000');
  await v.locator('#e1-len').dispatchEvent('change');
  await v.getByRole('button', { name: 'Verify exercise 1' }).click();
  await v.locator('#e2-k').fill('-7');
  await v.locator('#e2-k').dispatchEvent('change');
  await v.getByRole('button', { name: 'Verify exercise 2' }).click();
  await v.locator('pe-exercise-guided input[name="e3p"]').first().check();
  await v.getByRole('button', { name: 'Verify exercise 3' }).click();
  await expect(v.locator('pe-exercise-numeric [role="status"]')).toHaveCount(3);
  await expect(v.locator('pe-exercise-guided [role="status"]')).toHaveCount(3);
}

/** The frame's or the view's parts below the editor: each one's top and height, by tag. */
function parts(page: Page) {
  return page.evaluate(() => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const host = widget.shadowRoot!.querySelector('pe-view-frame, #panel')!;
    const top = widget.getBoundingClientRect().top;
    const of = (tag: string) => {
      const box = host.shadowRoot!.querySelector(tag)!.getBoundingClientRect();
      return { top: box.top - top, height: box.height };
    };
    return {
      host: host.localName,
      quiz: of('pe-exercise-quiz'),
      numeric: of('pe-exercise-numeric'),
      guided: of('pe-exercise-guided'),
      widget: widget.getBoundingClientRect().height,
    };
  });
}

test("a returning learner's checked answers and their verdicts are where the frame put them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openLesson(page, 'view=exercises');
  await checkEverything(page);
  const checked = await parts(page);

  // The next visit: the engine held until the frame has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await page.locator('positional-encoding-widget pe-view-frame').waitFor({ state: 'attached' });
  await pageIdle(page);
  const frame = await parts(page);
  expect(frame.host).toBe('pe-view-frame');
  const numeric = page.locator('pe-view-frame pe-exercise-numeric');
  await expect(numeric).toContainText('Not quite: dimension 7 is wrong.');
  await expect(numeric).toContainText('511 is a dimension (the cos of pair 255)');
  // The self-check marks, pressed where the view will press them.
  const quiz = page.locator('pe-view-frame pe-exercise-quiz');
  await expect(quiz.locator('button[aria-pressed="true"]')).toHaveText(['I had it', 'Not yet']);
  await expect(quiz).toContainText('Marked: you had it');
  await expect(page.locator('pe-view-frame pe-exercise-guided')).toContainText('Exercise 2');
  release();
  await expect(page.locator('positional-encoding-widget')).toHaveJSProperty('status', 'ready');
  await expect(view(page).locator('.cm-content')).toBeVisible();
  await pageIdle(page);
  const after = await parts(page);
  expect(after.host).toBe('pe-exercises-view');
  for (const name of ['quiz', 'numeric', 'guided'] as const) {
    expect
      .soft(Math.abs(after[name].top - frame[name].top), `${name}'s top`)
      .toBeLessThanOrEqual(1);
    expect
      .soft(Math.abs(after[name].height - frame[name].height), `${name}'s height`)
      .toBeLessThanOrEqual(1);
    // The engine's fresh verdicts take as much room as when they were given.
    expect
      .soft(Math.abs(after[name].height - checked[name].height), `${name} as checked`)
      .toBeLessThanOrEqual(1);
  }
  expect.soft(Math.abs(after.widget - frame.widget), 'the widget').toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});
