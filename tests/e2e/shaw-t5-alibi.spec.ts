// The Shaw, T5 and ALiBi views: reachable by tab and by ?view=, every number
// on the page equal to the engine's, hover and keyboard readout, 360 px and
// the dark theme.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, saveScreenshot, showView, watchErrors } from './support.js';

const schemes = [
  { id: 'shaw', tag: 'pe-shaw-view', tab: 'Shaw relative' },
  { id: 't5', tag: 'pe-t5-view', tab: 'T5 buckets' },
  { id: 'alibi', tag: 'pe-alibi-view', tab: 'ALiBi' },
] as const;

/** Runs `body(pe)` with the view's engine API in the page. */
function engine<T, A>(page: Page, tag: string, body: string, arg: A): Promise<T> {
  return page.evaluate(
    ([t, b, a]) => {
      const widget = document.querySelector('positional-encoding-widget')!;
      const view = widget.shadowRoot!.querySelector(t) as unknown as { pe: unknown };
      return new Function('pe', 'arg', b)(view.pe, a) as T;
    },
    [tag, body, arg] as const,
  );
}

/** Moves the pointer to the centre of cell (row, col) of an n x n matrix. */
async function hoverCell(page: Page, tag: string, row: number, col: number, n: number) {
  const matrix = page.locator(`${tag} pe-matrix`);
  const box = (await matrix.boundingBox())!;
  await matrix.hover({
    position: { x: ((col + 0.5) / n) * box.width, y: ((row + 0.5) / n) * box.height },
  });
}

test('the Shaw, T5 and ALiBi tabs open their views and put view=<id> in the URL', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page);
  for (const s of schemes) {
    await page.getByRole('tab', { name: s.tab }).click();
    await expect(page.locator(`${s.tag} pe-matrix`), s.id).toBeVisible();
    await expect(page, s.id).toHaveURL(new RegExp(`view=${s.id}`));
  }
  expect(errors).toEqual([]);
});

test('?view=shaw, t5 and alibi each open their view, with a paper cited', async ({ page }) => {
  const errors = watchErrors(page);
  for (const s of schemes) {
    await openLesson(page, `view=${s.id}&seq_len=16`);
    await expect(page.locator(`${s.tag} cite`), s.id).toBeVisible();
    await expect(page.locator(`${s.tag} pe-matrix`), s.id).toBeVisible();
    await saveScreenshot(page, `shaw-t5-alibi-${s.id}`);
  }
  expect(errors).toEqual([]);
});

test('at 360 px in the dark theme the Shaw, T5 and ALiBi views fit the screen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 740 });
  await openLesson(page, `view=${schemes[0].id}&seq_len=24`);
  for (const s of schemes) {
    await showView(page, s.id);
    await expect(page.locator(`${s.tag} pe-matrix`), s.id).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, s.id).toBeLessThanOrEqual(360);
    await saveScreenshot(page, `shaw-t5-alibi-${s.id}-360-dark`);
  }
});

test('shaw: hovering a cell reads out the engine index of that pair', async ({ page }) => {
  await openLesson(page, 'view=shaw&seq_len=12&shaw_k=3');
  const indices = await engine<number[], null>(
    page,
    'pe-shaw-view',
    'return Array.from(pe.shawIndices(12, 3).data)',
    null,
  );
  await hoverCell(page, 'pe-shaw-view', 1, 9, 12);
  const readout = page.locator('pe-shaw-view [data-value="cell"]');
  await expect(readout).toContainText('query 1, key 9: j − i = 8, clipped to 3');
  await expect(readout.locator('[data-value="index"]')).toHaveText(String(indices[1 * 12 + 9]));
  await expect(page.locator('pe-shaw-view [data-value="summary"]')).toContainText(
    'k = 3: 7 learned vectors',
  );
});

test('shaw: the keyboard walks the cells and the readout follows', async ({ page }) => {
  await openLesson(page, 'view=shaw&seq_len=8&shaw_k=2');
  const wrap = page.locator('pe-shaw-view .matrix-wrap');
  await wrap.focus();
  await page.keyboard.press('ArrowRight'); // selects (0, 0)
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const readout = page.locator('pe-shaw-view [data-value="cell"]');
  await expect(readout).toContainText('query 0, key 3: j − i = 3, clipped to 2');
  await expect(readout.locator('[data-value="index"]')).toHaveText('4');
});

test('shaw: k typed in the view goes to the URL and changes the matrix', async ({ page }) => {
  await openLesson(page, 'view=shaw&seq_len=8');
  const k = page.getByRole('spinbutton', { name: 'clipping distance k' });
  await k.fill('1');
  await k.press('Enter');
  await expect(page).toHaveURL(/shaw_k=1/);
  await expect(page.locator('pe-shaw-view [data-value="summary"]')).toContainText(
    'k = 1: 3 learned vectors',
  );
  await k.fill('2.5');
  await k.press('Enter');
  await expect(page.locator('pe-shaw-view').getByRole('alert')).toContainText(
    'clipping distance k must be a whole number',
  );
});

test('t5: the bucket readout and the range table equal the engine', async ({ page }) => {
  await openLesson(page, 'view=t5&seq_len=40');
  const buckets = await engine<number[], null>(
    page,
    'pe-t5-view',
    'return Array.from(pe.t5BucketMatrix(40).data)',
    null,
  );
  await hoverCell(page, 'pe-t5-view', 2, 37, 40);
  const readout = page.locator('pe-t5-view [data-value="cell"]');
  await expect(readout).toContainText('key − query = 35');
  await expect(readout.locator('[data-value="bucket"]')).toHaveText(String(buckets[2 * 40 + 37]));
  // Row of bucket 17 (position 1) and the last bucket of each side.
  const table = page.locator('pe-t5-view table');
  await expect(table.locator('tr', { hasText: /^\s*17\s/ })).toContainText('1');
  const single = await engine<number[], null>(
    page,
    'pe-t5-view',
    'return Array.from(pe.t5Bucket([-91, -90, 1, 91]))',
    null,
  );
  expect(single).toEqual([15, 14, 17, 31]);
  await expect(table).toContainText('−91 and below');
  await expect(table).toContainText('91 and above');
});

test('t5: causal puts every later key in bucket 0, kept in the URL', async ({ page }) => {
  await openLesson(page, 'view=t5&seq_len=16');
  await page.locator('pe-t5-view select').selectOption('causal');
  await expect(page).toHaveURL(/t5_bidirectional=false/);
  await hoverCell(page, 'pe-t5-view', 3, 10, 16);
  await expect(page.locator('pe-t5-view [data-value="bucket"]')).toHaveText('0');
  await page.keyboard.press('Escape');
  const wrap = page.locator('pe-t5-view .matrix-wrap');
  await page.mouse.move(0, 0);
  await wrap.focus();
  await page.keyboard.press('End');
  const last = await engine<number, null>(
    page,
    'pe-t5-view',
    'return pe.t5BucketMatrix(16, { bidirectional: false }).data[16 * 16 - 1]',
    null,
  );
  await expect(page.locator('pe-t5-view [data-value="bucket"]')).toHaveText(String(last));
});

test('t5: an impossible max distance is lifted to maxExact + 1, with a notice, and drawn', async ({
  page,
}) => {
  await openLesson(page, 'view=t5&t5_max_distance=4');
  await expect(page.getByRole('status').filter({ hasText: 'adjusted' })).toContainText(
    't5_max_distance=4 must be above maxExact = 8',
  );
  await expect(page.locator('pe-t5-view pe-cell-matrix')).toBeVisible();
  await expect(page.locator('pe-t5-view').getByRole('alert')).toHaveCount(0);
});

test('alibi: 6 heads show the engine slopes; a head button draws that head', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=alibi&alibi_heads=6&seq_len=10');
  const slopes = await engine<number[], null>(
    page,
    'pe-alibi-view',
    'return Array.from(pe.alibiSlopes(6))',
    null,
  );
  expect(slopes).toEqual([0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125]);
  const buttons = page.locator('pe-alibi-view .slopes button');
  await expect(buttons).toHaveText([
    'h0: 2^-2',
    'h1: 2^-4',
    'h2: 2^-6',
    'h3: 2^-8',
    'h4: 2^-1',
    'h5: 2^-3',
  ]);
  await buttons.nth(4).click();
  await expect(page).toHaveURL(/alibi_head=4/);
  await expect(page.locator('pe-alibi-view [data-value="slope"]')).toContainText(
    'slope m = 0.500000',
  );
  await hoverCell(page, 'pe-alibi-view', 7, 2, 10);
  const bias = await engine<number, null>(
    page,
    'pe-alibi-view',
    'return pe.alibiBias(10, 6).data[(4 * 10 + 7) * 10 + 2]',
    null,
  );
  expect(bias).toBe(-2.5);
  await expect(page.locator('pe-alibi-view [data-value="bias"]')).toHaveText('−2.500000');
  await hoverCell(page, 'pe-alibi-view', 2, 7, 10);
  await expect(page.locator('pe-alibi-view [data-value="bias"]')).toHaveText('−∞');
  expect(errors).toEqual([]);
});

test('alibi: the keyboard readout and a non-power-of-two head count (12)', async ({ page }) => {
  await openLesson(page, 'view=alibi&alibi_heads=12&alibi_head=9&seq_len=6');
  const m = await engine<number, null>(page, 'pe-alibi-view', 'return pe.alibiSlopes(12)[9]', null);
  expect(m).toBe(0.35355339059327384);
  await expect(page.locator('pe-alibi-view [data-value="slope"]')).toContainText(
    `slope m = ${m.toFixed(6)}`,
  );
  await page.locator('pe-alibi-view .matrix-wrap').focus();
  await page.keyboard.press('End');
  await expect(page.locator('pe-alibi-view [data-value="bias"]')).toHaveText('0.000000');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('pe-alibi-view [data-value="bias"]')).toHaveText(
    (-(m * 2)).toFixed(6).replace('-', '−'),
  );
});
