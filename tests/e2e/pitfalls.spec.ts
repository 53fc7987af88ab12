import { test } from './shared-page.js';

import { openHost } from './embed-support.js';
import { expect, openLesson, saveScreenshot, watchErrors } from './support.js';

const scorecard = 'pe-pitfalls-view table.scorecard';

test('the scorecard counts 50 of 50 distinct rows for correct and sine-only at seq_len=50, d_model=8', async ({
  page,
}) => {
  await openLesson(page, 'view=pitfalls&variant=sine-only&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="correct"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  await expect(
    page.locator(`${scorecard} td[data-variant="sine-only"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
});

test('sine-only breaks the rotation while the correct encoding holds', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=sine-only&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="correct"] [data-check="rotation"]`),
  ).toContainText('holds');
  await expect(
    page.locator(`${scorecard} td[data-variant="sine-only"] [data-check="rotation"]`),
  ).toContainText('broken');
});

test('one-indexed keeps the rotation but loses the PE(0) anchor', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=one-indexed&seq_len=50&d_model=8');
  await expect(
    page.locator(`${scorecard} td[data-variant="one-indexed"] [data-check="rotation"]`),
  ).toContainText('holds');
  await expect(
    page.locator(`${scorecard} td[data-variant="one-indexed"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText('anchor check');
});

test('choosing a pitfall in the select writes variant= to the URL', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  await page.getByRole('combobox', { name: 'Pitfall', exact: true }).selectOption('one-indexed');
  await expect(page).toHaveURL(/variant=one-indexed/);
  await expect(page.locator(`${scorecard} td[data-variant="one-indexed"]`).first()).toBeVisible();
});

test('a button in the summary table selects its pitfall', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  const select = page.getByRole('combobox', { name: 'Pitfall', exact: true });
  await select.selectOption('sine-only');
  await expect(page).toHaveURL(/variant=sine-only/);
  const button = page.getByRole('button', { name: 'Cosine in every dimension' });
  await button.click();
  await expect(page).toHaveURL(/variant=cosine-only/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(select).toHaveValue('cosine-only');
});

// Review 20 PIT-2: a column permutation keeps a fixed rotation per offset (mirrored), not red.
test('?variant=swapped shows the swapped pitfall: rows distinct, the rotation mirrored, not broken', async ({
  page,
}) => {
  await openLesson(page, 'view=pitfalls&variant=swapped&seq_len=50&d_model=8');
  await expect(page.getByRole('combobox', { name: 'Pitfall', exact: true })).toHaveValue('swapped');
  await expect(
    page.locator(`${scorecard} td[data-variant="swapped"] [data-check="unique"]`),
  ).toHaveText('50 of 50');
  const rotation = page.locator(`${scorecard} td[data-variant="swapped"] [data-check="rotation"]`);
  await expect(rotation).toContainText('holds, as R−3 (mirrored)');
  await expect(rotation.locator('.bad, .good')).toHaveCount(0);
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    'now maps PE(pos) to PE(pos − 3)',
  );
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    'R−3 maps PE(pos) to PE(pos + 3)',
  );
});

// Review 20 PIT-1: every neighbour pair of the correct encoding is equally close.
test('the scorecard names the tied closest rows by their offset, not the pair a search met first', async ({
  page,
}) => {
  await openLesson(page, 'view=pitfalls&variant=exponent-2i-times-d');
  const closest = (variant: string) =>
    page.locator(
      `${scorecard} tr:has(th:text("Closest rows: distance")) td[data-variant="${variant}"]`,
    );
  await expect(closest('correct')).toContainText('p and p + 1, every p (63): 1.953');
  await expect(closest('exponent-2i-times-d')).toContainText('p and p + 44, every p (20)');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    'positions p and p + 44, for every p (20 pairs tie)',
  );
});

test('multiplying in the exponent freezes all but two columns at d_model=128', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=exponent-2i-times-d');
  await expect(page.locator('pe-pitfalls-view .explain')).toContainText(
    '126 of 128 columns are frozen',
  );
});

test('concatenating instead of adding doubles the width: (3, 4) vs (3, 8)', async ({ page }) => {
  await openLesson(page, 'view=pitfalls');
  const others = page.locator('pe-pitfalls-view ul.others');
  await expect(others).toContainText('E + PE has shape (3, 4)');
  await expect(others).toContainText('(3, 8)');
  await expect(others).toContainText('62,832');
});

test('the pitfalls view renders without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=pitfalls&variant=sine-only');
  await expect(page.locator('pe-pitfalls-view pe-matrix').first()).toBeVisible();
  await saveScreenshot(page, 'pitfalls');
  expect(errors).toEqual([]);
});

// At 940 px (a box of about 850 px) the one-line summary (982 px in Chromium)
// and scorecard (914 px) scrolled sideways: the compact layout (boxes.ts)
// fits them, its names in at most two lines, at the height the box predicts,
// whether the page loads at that width or reaches it by a resize.
for (const [width, other] of [
  [940, 1280],
  [1280, 940],
] as const) {
  test(`the summary and the scorecard fit a page ${width} px wide without scrolling sideways`, async ({
    page,
  }) => {
    const { summaryBox, scorecardBox } = await import('../../dist/lib/views/pitfalls/boxes.js');
    const tables = [
      ['pe-pitfall-summary', summaryBox],
      ['pe-pitfall-scorecard', scorecardBox],
    ] as const;
    /** How each table sits in its box now: overflow, box height off its prediction, names cut. */
    const measure = () =>
      Promise.all(
        tables.map(([tag, box]) =>
          page
            .locator(`positional-encoding-widget ${tag}`)
            .evaluate((e, tag) => {
              const wrap = e.shadowRoot!.querySelector('.table-wrap')!;
              const names = [...e.shadowRoot!.querySelectorAll('tbody .name')];
              const rect = e.getBoundingClientRect();
              return {
                tag,
                overflow: wrap.scrollWidth - wrap.clientWidth,
                width: rect.width,
                height: rect.height,
                font: parseFloat(getComputedStyle(e).fontSize),
                // A name cut by its two-line clamp (an inline name has no client height).
                cut: names.filter((n) => n.clientHeight > 0 && n.scrollHeight > n.clientHeight + 1)
                  .length,
              };
            }, tag)
            .then((m) => ({
              tag: m.tag,
              overflow: Math.max(0, m.overflow),
              offBox: Math.round(Math.abs(m.height - box(undefined, m.width, m.font))),
              cut: m.cut,
            })),
        ),
      );
    const fits = tables.map(([tag]) => ({ tag, overflow: 0, offBox: 0, cut: 0 }));
    // Loaded at this width ...
    await page.setViewportSize({ width, height: 900 });
    await openHost(
      page,
      '<positional-encoding-widget view="pitfalls"></positional-encoding-widget>',
    );
    await expect(
      page.locator('positional-encoding-widget pe-pitfall-summary tbody tr').first(),
    ).toBeVisible();
    expect(await measure()).toEqual(fits);
    // ... and reached from the other side of the compact layout's step.
    await page.setViewportSize({ width: other, height: 900 });
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(measure).toEqual(fits);
  });
}

test('the two maps compare a cell chosen with the arrow keys', async ({ page }) => {
  await openLesson(page, 'view=pitfalls&variant=sine-only');
  const maps = page.locator('pe-pitfalls-view pe-pitfall-maps .maps');
  const readout = page.locator('pe-pitfalls-view pe-pitfall-maps .readout');
  await expect(readout).toContainText('arrow keys');
  await maps.focus();
  await page.keyboard.press('ArrowRight');
  // (0, 0): sin(0) in both.
  await expect(readout).toHaveText('pos 0, dim 0: correct 0.0000, pitfall 0.0000');
  await page.keyboard.press('ArrowRight');
  // (0, 1): the correct encoding has cos(0) = 1 there, sine-only sin(0) = 0.
  await expect(readout).toHaveText('pos 0, dim 1: correct 1.0000, pitfall 0.0000');
  await page.keyboard.press('Escape');
  await expect(readout).toContainText('arrow keys');
});

for (const variant of ['swapped', 'one-indexed']) {
  test(`on a 360 x 740 phone the ${variant} explanation (row 0 against the anchor) does not widen the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openLesson(page, `view=pitfalls&variant=${variant}`);
    await expect(page.locator('pe-pitfalls-view .explain')).toContainText('row 0 is (');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
}
