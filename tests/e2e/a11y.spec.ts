// Accessibility: axe-core on every view of the registry (light and dark, one
// page each, the views switched in place), the
// Share dialog and embed.html, with zero violations; and the heading-level
// attribute that puts the element's headings at their place in the host
// page's outline.
import { createRequire } from 'node:module';

import type { Frame, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds } from '../../web/src/views/registry.js';
import { events, openHost, recordEvents } from './embed-support.js';
import { SMALL_LAB } from '../engines/lab-runs.js';
import { expect, saveScreenshot, showView, switchWidget, watchErrors } from './support.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core on the whole document (open shadow roots included); one line per failing node. */
async function axeViolations(target: Page | Frame): Promise<string[]> {
  // Once per document: a loop over views reuses the page.
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ path: axePath });
  const violations = await target.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(n.target)}`),
  );
}

/** Waits until the lesson widget shows its view and the export menu (the view's full DOM). */
async function waitForView(
  target: Page | Frame,
  selector = 'positional-encoding-widget',
): Promise<void> {
  await target.waitForFunction((sel) => {
    const widget = document.querySelector(sel) as (HTMLElement & { status?: string }) | null;
    const root = widget?.shadowRoot;
    return (
      widget?.status === 'ready' &&
      root?.querySelector('#panel') !== null &&
      root?.querySelector('pe-export-menu, pe-export-room[live]') !== null
    );
  }, selector);
  await target.evaluate(async (sel) => {
    const panel = document
      .querySelector(sel)!
      .shadowRoot!.querySelector('#panel') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    await panel.updateComplete;
  }, selector);
}

// One page per colour scheme, switched through every view in place (the
// panel's whole DOM is the view's); the failures are listed per view.
for (const scheme of ['light', 'dark'] as const) {
  test(`axe-core finds no violation on any view in ${scheme}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/?view=${viewIds[0]}`);
    await waitForView(page);
    const failures: Record<string, string[]> = {};
    for (const view of viewIds) {
      await showView(page, view);
      await waitForView(page);
      const found = await axeViolations(page);
      if (found.length > 0) failures[view] = found;
    }
    expect(failures).toEqual({});
    expect(errors).toEqual([]);
  });
}

test('axe-core finds no violation with an exercise answer revealed, and focus moves to the answer', async ({
  page,
}) => {
  await page.goto('/?view=exercises');
  await waitForView(page);
  const view = page.locator('pe-exercise-quiz');
  await view.getByRole('button', { name: 'Reveal answer' }).first().click();
  await expect(view.locator('.answer').first()).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe-core finds no violation in the lab after training, its attention and PE·PEᵀ figures filled', async ({
  page,
}) => {
  await page.goto(`/?${SMALL_LAB}`);
  const lab = page.locator('pe-lab-view');
  await lab.getByRole('button', { name: 'Train' }).click();
  await expect(lab.locator('pe-lab-attention pe-matrix')).toHaveCount(2, { timeout: 60_000 });
  await expect(lab.locator('pe-lab-gram pe-matrix')).toHaveCount(2);
  await lab.locator('pe-lab-attention .maps').focus();
  await page.keyboard.press('ArrowDown');
  await expect(lab.locator('pe-lab-attention .readout')).toHaveText(/query 0/);
  expect(await axeViolations(page)).toEqual([]);
});

// Light, then dark switched in place (the colour scheme is the pages' CSS
// and the element's scheme attribute, which follows the system's at once):
// the same page serves both.
async function toDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('positional-encoding-widget')).toHaveAttribute('scheme', 'dark');
}

test('axe-core finds no violation in the open Share dialog', async ({ page }) => {
  await page.goto('/?view=relative');
  await waitForView(page);
  await expect(page.locator('positional-encoding-widget')).toHaveAttribute('scheme', 'light');
  await page.locator('pe-share-dialog').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page), 'light').toEqual([]);
  await toDark(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page), 'dark').toEqual([]);
});

test('axe-core finds no violation on embed.html', async ({ page }) => {
  await page.goto('/embed.html?view=heatmap');
  await waitForView(page);
  await expect(page.locator('positional-encoding-widget')).toHaveAttribute('scheme', 'light');
  expect(await axeViolations(page), 'light').toEqual([]);
  await toDark(page);
  expect(await axeViolations(page), 'dark').toEqual([]);
});

// Figure mode (no tabs: the <figure> and its caption name the figure) and
// chapter mode, every view: one embed.html per mode (its mode parameter),
// switched through the views in place (the element's view attribute).
test('axe-core finds no violation on any view in figure mode or chapter mode', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const failures: Record<string, string[]> = {};
  const widget = page.locator('positional-encoding-widget');
  for (const mode of ['figure', 'chapter']) {
    await page.goto(`/embed.html?view=${viewIds[0]}&mode=${mode}`);
    await waitForView(page);
    for (const view of viewIds) {
      // No frame waited for: like a first load, axe runs once the view has rendered.
      await switchWidget(widget, { view }, 0);
      await waitForView(page);
      const found = await axeViolations(page);
      if (found.length > 0) failures[`${view} ${mode}`] = found;
    }
  }
  expect(failures).toEqual({});
  expect(errors).toEqual([]);
});

/** The headings of the widget's view as a screen reader gets them: [level, name]. */
async function headingOutline(page: Page): Promise<[number, string][]> {
  const snapshot = await page.locator('positional-encoding-widget').ariaSnapshot();
  return [...snapshot.matchAll(/heading "([^"]*)" \[level=(\d)\]/g)].map((m) => [
    Number(m[2]),
    m[1]!,
  ]);
}

test('without heading-level the view title is a level-2 heading', async ({ page }) => {
  await openHost(
    page,
    '<h1>Host</h1><positional-encoding-widget view="worked"></positional-encoding-widget>',
  );
  await waitForView(page);
  const outline = await headingOutline(page);
  // The title carries its chapter number (the element numbers every title: widget/body.ts).
  expect(outline[0]).toEqual([2, '2. Worked example: d_model = 4, three positions']);
  expect(outline.slice(1).every(([level]) => level === 3)).toBe(true);
});

test('heading-level puts the view title and its sections at the host outline level', async ({
  page,
}) => {
  await openHost(
    page,
    `<main><h1>Host</h1><h2>Chapter</h2><h3>Section</h3>
     <positional-encoding-widget view="worked" heading-level="4"></positional-encoding-widget></main>`,
  );
  await waitForView(page);
  const outline = await headingOutline(page);
  // The title carries its chapter number (the element numbers every title: widget/body.ts).
  expect(outline[0]).toEqual([4, '2. Worked example: d_model = 4, three positions']);
  expect(outline.length).toBeGreaterThan(2);
  expect(outline.slice(1).every(([level]) => level === 5)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('heading-level reaches the headings of sub-elements (exercises)', async ({ page }) => {
  await openHost(
    page,
    `<h1>Host</h1><positional-encoding-widget view="exercises" heading-level="1"></positional-encoding-widget>`,
  );
  await waitForView(page);
  const quiz = page.locator('pe-exercise-quiz');
  await expect(quiz.getByRole('heading', { name: 'Checkpoint quiz', level: 1 })).toBeVisible();
  await expect(
    quiz.getByRole('heading', { name: 'Independent challenge', level: 2 }),
  ).toBeVisible();
});

test('heading-level never goes past 6', async ({ page }) => {
  await openHost(
    page,
    `<positional-encoding-widget view="relative" heading-level="6"></positional-encoding-widget>`,
  );
  await waitForView(page);
  const outline = await headingOutline(page);
  // The title carries its chapter number (the element numbers every title: widget/body.ts).
  expect(outline.length).toBeGreaterThan(1);
  expect(outline.every(([level]) => level === 6)).toBe(true);
});

test('a change of heading-level is applied to the shown view', async ({ page }) => {
  await openHost(page, `<positional-encoding-widget view="heatmap"></positional-encoding-widget>`);
  await waitForView(page);
  const widget = page.locator('positional-encoding-widget');
  await expect(widget.getByRole('heading', { name: 'Check the numbers', level: 2 })).toBeVisible();
  await widget.evaluate((element) => element.setAttribute('heading-level', '3'));
  await expect(widget.getByRole('heading', { name: 'Check the numbers', level: 3 })).toBeVisible();
});

test('an invalid heading-level is reported with its allowed range and the default is kept', async ({
  page,
}) => {
  await recordEvents(page);
  await openHost(
    page,
    `<positional-encoding-widget id="w" view="worked" heading-level="9"></positional-encoding-widget>`,
  );
  await waitForView(page);
  const widget = page.locator('positional-encoding-widget');
  await expect(widget.getByRole('status')).toContainText(
    'heading-level must be an integer from 1 to 6',
  );
  const errors = await events(page, 'pe-error', 'w');
  expect(errors.map((e) => e.detail.message)).toContainEqual(
    expect.stringContaining('heading-level'),
  );
  expect((await headingOutline(page))[0]![0]).toBe(2);
  await saveScreenshot(page, 'a11y-heading-level-notice');
});
