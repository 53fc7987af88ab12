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
  // While training: from the first progress on (the workers are up). A quiet
  // machine may finish this small experiment (0.1 s) before a progress is
  // seen: then there is no training left to watch.
  await expect(view(page).locator('p.run-status')).toHaveText(
    /step [1-9]|2 runs trained and tested/,
  );
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

test('after training, the attention maps and the learned PE·PEᵀ appear, readable by keyboard', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, SMALL_LAB);
  const attention = view(page).locator('pe-lab-attention');
  const gram = view(page).locator('pe-lab-gram');
  const sizes = async () =>
    Promise.all(
      [attention, gram].map(async (l) => {
        const b = (await l.boundingBox())!;
        return [b.width, b.height];
      }),
    );
  const before = await sizes();
  await expect(attention.locator('.readout')).toHaveText(/Press Train/);
  await view(page).getByRole('button', { name: 'Train' }).click();
  await expect(view(page).locator('p.run-status')).toHaveText(/2 runs trained and tested/, {
    timeout: 60_000,
  });
  // SMALL_LAB: 1 layer x 2 heads; the learned run's Gram beside the sinusoidal one.
  await expect(attention.locator('pe-matrix')).toHaveCount(2);
  await expect(gram.locator('pe-matrix')).toHaveCount(2);
  await expect(attention.locator('.readout')).toHaveText(/The 17 tokens: /);
  await expect(gram.locator('.readout')).toHaveText(/Colours to ±\d+\.\d\d and ±4\.00/);
  // Nothing grew: the boxes were there, at their size, before any number.
  expect(await sizes()).toEqual(before);

  await attention.locator('.maps').focus();
  // The first arrow selects query 0, key 0; the next moves down a query.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(attention.locator('.readout')).toHaveText(/query 1 \(.+\) on key 0/);
  await expect(attention.locator('.label').first()).toHaveText(/layer 1 head 1: \d\.\d{3}/);
  await gram.locator('.maps').focus();
  await page.keyboard.press('End');
  await expect(gram.locator('.readout')).toHaveText(
    /positions 16 and 16: learned -?\d+\.\d{3}, sinusoidal 4\.000/,
  );

  const picker = attention.getByLabel('Run');
  await expect(picker.locator('option')).toHaveText(['learned, seed 1', 'rope, seed 1']);
  const first = await attention.evaluate((el) =>
    Array.from((el as unknown as { inspection: { attention: Float64Array } }).inspection.attention),
  );
  await picker.selectOption({ label: 'rope, seed 1' });
  await expect
    .poll(() =>
      attention.evaluate((el) =>
        Array.from(
          (el as unknown as { inspection: { attention: Float64Array } }).inspection?.attention ??
            [],
        ),
      ),
    )
    .not.toEqual(first);
  expect(errors).toEqual([]);
  await saveScreenshot(page, 'lab-inspect');
});

/** A run of SMALL_LAB (+ query) trained in Node by the view's own loop, and its attention as the figure asks for it. */
async function nodeAttention(query: string, name: string): Promise<number[]> {
  const dist = '../../dist/lib';
  const { createPosEnc } = await import(`${dist}/index.js`);
  const { parseQuery } = await import(`${dist}/views/link.js`);
  const { firstLength, labRuns } = await import(`${dist}/views/lab/config.js`);
  const { runName } = await import(`${dist}/views/lab/run-names.js`);
  const { trainRun } = await import(`${dist}/views/lab/train-run.js`);
  const { inspectModel } = await import(`${dist}/views/lab/inspect.js`);
  const pe = await createPosEnc();
  const state = parseQuery(query).state;
  const run = labRuns(state).find((r: unknown) => runName(r) === name);
  const result = await trainRun(
    pe,
    run,
    () => {},
    async () => {},
  );
  const length = Math.max(firstLength(state.labTask), state.labExample);
  return Array.from(inspectModel(pe, run.config, result.params, length).attention as Float64Array);
}

test("a link naming a run (lab_run) shows that run's attention after training; picking another is the reader's change", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const query = `${SMALL_LAB}&lab_run=rope-1`;
  await openLesson(page, query);
  await page.evaluate(() => {
    const w = window as unknown as { changes: [string, string][] };
    w.changes = [];
    document.querySelector('positional-encoding-widget')!.addEventListener('pe-change', (e) => {
      const event = e as CustomEvent<{ labRun: string }> & { cause: string };
      w.changes.push([event.cause, event.detail.labRun]);
    });
  });
  const attention = view(page).locator('pe-lab-attention');
  const picker = attention.getByLabel('Run');
  // Before training: the picker names the run the link asked for.
  await expect(picker.locator('option:checked')).toHaveText('rope, seed 1 (untrained)');
  await expect(attention.locator('.readout')).toHaveText(/rope, seed 1: the maps show it once/);
  await view(page).getByRole('button', { name: 'Train' }).click();
  await expect(view(page).locator('p.run-status')).toHaveText(/2 runs trained and tested/, {
    timeout: 60_000,
  });
  await expect(picker).toHaveValue('rope-1');
  // learned-1 is trained first; the maps are rope-1's all the same, bit for bit Node's.
  const expected = await nodeAttention(query, 'rope-1');
  await expect
    .poll(() =>
      attention.evaluate((el) =>
        Array.from(
          (el as unknown as { inspection?: { attention: Float64Array } }).inspection?.attention ??
            [],
        ),
      ),
    )
    .toEqual(expected);

  await picker.selectOption({ label: 'learned, seed 1' });
  await expect(page).toHaveURL(/lab_run=learned-1/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { changes: string[][] }).changes))
    .toEqual([['user', 'learned-1']]);
  expect(errors).toEqual([]);
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
  // Long enough to be still training between Resume and Cancel (the SIMD
  // build trains 60 steps of SMALL_LAB in 0.1 s; 2000 of this, seconds).
  await openLesson(
    page,
    SMALL_LAB.replace('lab_steps=60', 'lab_steps=2000')
      .replace('lab_batch=8', 'lab_batch=32')
      .replace('lab_d_model=8', 'lab_d_model=16'),
  );
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
