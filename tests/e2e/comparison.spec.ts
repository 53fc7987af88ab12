import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

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
    'Depends only on m − n: yes',
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

/** A number as the page prints it ("−0.01234567", "1,024") as a JS number. */
function shown(text: string): number {
  return Number(text.trim().replace('−', '-').replaceAll(',', ''));
}

/** RoPE written out here: pair p of x turned by position / base^(2p/d), counter-clockwise. */
function rope(x: number[], position: number, base: number): number[] {
  const d = x.length;
  const out = new Array<number>(d);
  for (let p = 0; p < d / 2; p++) {
    const angle = position / base ** ((2 * p) / d);
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    out[2 * p] = x[2 * p]! * c - x[2 * p + 1]! * s;
    out[2 * p + 1] = x[2 * p]! * s + x[2 * p + 1]! * c;
  }
  return out;
}

function ropeScore(q: number[], k: number[], i: number, j: number, base: number): number {
  const a = rope(q, i, base);
  const b = rope(k, j, base);
  return a.reduce((sum, v, n) => sum + v * b[n]!, 0);
}

/** The view's query and key: rows 0 and 1 of the engine's learned table with seed 7. */
async function queryAndKey(page: Page, dModel: number): Promise<[number[], number[]]> {
  return page.evaluate((d) => {
    const widget = document.querySelector('positional-encoding-widget')!;
    const view = widget.shadowRoot!.querySelector('pe-comparison-view')!;
    const table = view.pe.learnedTable(2, d, 7);
    return [Array.from(table.data.subarray(0, d)), Array.from(table.data.subarray(d))];
  }, dModel);
}

for (const [dModel, base, seqLen] of [
  [128, 10000, 64],
  [16, 100, 40],
] as const) {
  test(`the RoPE scores shown equal rope(q, i) · rope(k, j) computed in the test (d_model ${dModel}, base ${base})`, async ({
    page,
  }) => {
    await openLesson(page, `view=comparison&d_model=${dModel}&base=${base}&seq_len=${seqLen}`);
    const sample = page.locator(`${view} [data-check="rope-sample"]`);
    await expect(sample).toContainText('score(5, 8)');
    await expect(sample).toContainText('score(20, 23)');
    const [q, k] = await queryAndKey(page, dModel);
    // Printed in 10 characters (8 decimals, 7 when negative): within half a
    // unit of the last digit.
    for (const [which, i, j] of [
      ['a', 5, 8],
      ['b', 20, 23],
    ] as const) {
      const printed = await sample.locator(`[data-value="rope-${which}"]`).innerText();
      expect([...printed]).toHaveLength(10);
      const value = shown(printed);
      const expected = ropeScore(q, k, i, j, base);
      const decimals = printed.length - printed.indexOf('.') - 1;
      expect(Math.abs(value - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-15);
      // A flipped rotation, or the exponent i/d instead of 2i/d, would show another number.
      expect(Math.abs(ropeScore(q, k, -i, -j, base) - value)).toBeGreaterThan(1e-6);
      expect(Math.abs(ropeScore(q, k, i, j, Math.sqrt(base)) - value)).toBeGreaterThan(1e-6);
    }
    // The colour scale is the largest |score| over the seqLen x seqLen matrix.
    let scale = 0;
    for (let i = 0; i < seqLen; i++) {
      for (let j = 0; j < seqLen; j++)
        scale = Math.max(scale, Math.abs(ropeScore(q, k, i, j, base)));
    }
    const printed = shown(await page.locator(`${view} [data-value="rope-scale"]`).innerText());
    expect(Math.abs(printed - scale)).toBeLessThanOrEqual(5e-5 + 1e-12);
  });
}

test('the sinusoid values shown past the line and at position 5000 match the formula', async ({
  page,
}) => {
  await openLesson(page, 'view=comparison&d_model=16&base=100&seq_len=40&train_len=10');
  const pe = (pos: number, j: number) => {
    const angle = pos / 100 ** ((2 * Math.floor(j / 2)) / 16);
    return j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
  };
  let beyond = 0;
  for (let pos = 10; pos < 40; pos++) {
    for (let j = 0; j < 16; j++) beyond = Math.max(beyond, Math.abs(pe(pos, j)));
  }
  let far = 0;
  for (let j = 0; j < 16; j++) far = Math.max(far, Math.abs(pe(5000, j)));
  const bounded = page.locator(`${view} [data-check="bounded"]`);
  await expect(bounded).toContainText('over positions 10 … 39 =');
  const beyondText = (await bounded.innerText()).match(/= ([\d.]+)/)![1]!;
  // 8 decimals.
  expect(Math.abs(shown(beyondText) - beyond)).toBeLessThanOrEqual(5e-9);
  const farShown = shown(await page.locator(`${view} [data-value="far"]`).innerText());
  expect(Math.abs(farShown - far)).toBeLessThanOrEqual(5e-9);
});

const comparisonBoxes = () => import('../../dist/lib/views/comparison/boxes.js');

for (const query of ['', '&seq_len=1000&d_model=512&train_len=3']) {
  test(`the summary table fills the box summaryBox predicts, at any width (${query || 'defaults'})`, async ({
    page,
  }) => {
    const { summaryBox } = await comparisonBoxes();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openLesson(page, `view=comparison${query}`);
      const m = await page.locator(`${view} .summary-wrap`).evaluate((wrap) => ({
        width: wrap.getBoundingClientRect().width,
        height: wrap.getBoundingClientRect().height,
        font: parseFloat(getComputedStyle(wrap).fontSize),
        scrollHeight: wrap.scrollHeight,
        clientHeight: wrap.clientHeight,
        table: wrap.querySelector('table')!.getBoundingClientRect().height,
      }));
      const at = `at ${width} px: ${JSON.stringify(m)}`;
      expect(Math.abs(m.height - summaryBox(undefined, m.width, m.font)), at).toBeLessThanOrEqual(
        1,
      );
      // Its rows keep their height: the table never scrolls up and down.
      expect(m.scrollHeight, at).toBeLessThanOrEqual(m.clientHeight);
      expect(m.table, at).toBeLessThanOrEqual(m.clientHeight);
    }
  });
}

test('the two heat maps read out a cell from the keyboard: the sinusoid, and the learned row or none', async ({
  page,
}) => {
  await openLesson(page, 'view=comparison');
  const maps = page.locator(`${view} pe-extrapolation-maps .maps`);
  const readout = page.locator(`${view} [data-value="maps-cell"]`);
  await expect(readout).toContainText('arrow keys');
  await maps.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // The first press selects (0, 0), the next two reach (1, 1): PE(1, 1) = cos(1).
  await expect(readout).toContainText('pos 1, dim 1: sinusoidal 0.5403; learned ');
  await page.keyboard.press('End');
  await expect(readout).toContainText('pos 63, dim 127: sinusoidal ');
  await expect(readout).toContainText('learned: no row (position ≥ 32)');
  await page.keyboard.press('Escape');
  await expect(readout).toContainText('arrow keys');
});

test('the RoPE score matrix reads out a cell from the keyboard, and outlines its diagonal', async ({
  page,
}) => {
  await openLesson(page, 'view=comparison');
  const matrix = page.locator(`${view} pe-rope-scores .matrix-wrap`);
  const readout = page.locator(`${view} [data-value="rope-cell"]`);
  await matrix.focus();
  await page.keyboard.press('ArrowRight');
  // The first press selects the outlined diagonal's first cell, (0, 3).
  await expect(readout).toContainText('query m = 0, key n = 3 (m − n = −3)');
  const score = (await readout.textContent())!.match(/score (\S+),/)![1];
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // One step down and one right: the same diagonal, the same score.
  await expect(readout).toContainText(`query m = 1, key n = 4 (m − n = −3): score ${score},`);
  await page.keyboard.press('ArrowRight');
  await expect(readout).not.toContainText(`score ${score},`);
});
