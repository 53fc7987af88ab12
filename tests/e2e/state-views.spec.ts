// View inputs against the state's rules (issue 18, the attacker review's
// state bullets): T5's buckets and distance, Shaw's k = -0, ALiBi's head,
// the precision, RoPE-scaling and DroPE views at a wide d_model, and the
// order view's word inputs with astral letters. Every link draws a figure,
// never the engine's error, and every adjustment is a notice.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { expect, openLesson, watchErrors } from './support.js';

const widget = 'positional-encoding-widget';
const notices = (page: Page) => page.getByRole('status').filter({ hasText: 'adjusted' });
const panel = (page: Page) => page.locator(`${widget} #panel`);

async function stateOf(page: Page): Promise<Record<string, unknown>> {
  return page
    .locator(widget)
    .evaluate((element) =>
      (element as unknown as { getState(): Record<string, unknown> }).getState(),
    );
}

for (const [query, notice, field, value] of [
  [
    'view=t5&t5_buckets=2',
    't5_buckets=2 is below 4, the fewest buckets when t5_bidirectional=true; using 4.',
    't5-buckets',
    '4',
  ],
  [
    'view=t5&t5_max_distance=1',
    't5_max_distance=1 must be above maxExact = 8 (32 buckets, t5_bidirectional=true); using 9.',
    't5-max-distance',
    '9',
  ],
] as const) {
  test(`${query} draws the buckets, with a notice, and the input starts at the least value`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openLesson(page, query);
    await expect(notices(page)).toContainText(notice);
    await expect(panel(page).locator('pe-cell-matrix')).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    const input = panel(page).locator(`#${field}`);
    await expect(input).toHaveValue(value);
    await expect(input).toHaveAttribute('min', value);
    expect(errors).toEqual([]);
  });
}

test('T5: 2 causal buckets are kept; switching to bidirectional lifts them to 4 and draws', async ({
  page,
}) => {
  await openLesson(page, 'view=t5&t5_bidirectional=false');
  const buckets = panel(page).locator('#t5-buckets');
  await expect(buckets).toHaveAttribute('min', '2');
  await buckets.fill('2');
  await buckets.press('Tab');
  await expect.poll(async () => (await stateOf(page)).t5Buckets).toBe(2);
  await panel(page).locator('#t5-direction').selectOption('bidirectional');
  await expect.poll(async () => (await stateOf(page)).t5Buckets).toBe(4);
  await expect(notices(page)).toContainText('t5Buckets=2 is below 4');
  await expect(panel(page).locator('pe-cell-matrix')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});

for (const k of ['-0', '0']) {
  test(`Shaw: shaw_k=${k} reads "distance ≤ 0", never "−0"`, async ({ page }) => {
    await openLesson(page, `view=shaw&shaw_k=${k}`);
    await expect(panel(page).locator('pe-cell-matrix')).toContainText('0: distance ≤ 0');
    await expect(panel(page)).not.toContainText('−0');
    expect(
      await page
        .locator(widget)
        .evaluate((element) =>
          Object.is((element as unknown as { getState(): { shawK: number } }).getState().shawK, 0),
        ),
    ).toBe(true);
  });
}

test('ALiBi: alibi_head=10 with 4 heads shows head 3, with a notice', async ({ page }) => {
  await openLesson(page, 'view=alibi&alibi_heads=4&alibi_head=10');
  await expect(notices(page)).toContainText('alibi_head=10 needs alibi_heads > 10; using 3.');
  expect((await stateOf(page)).alibiHead).toBe(3);
});

test('precision at d_model 8192 computes 512 rows, with a notice, and draws', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=precision&d_model=8192');
  await expect(notices(page)).toContainText('precision_len=3000 with d_model=8192');
  expect((await stateOf(page)).precisionLen).toBe(512);
  await expect(panel(page).locator('table').first()).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const view of ['rope-scaling', 'drope']) {
  test(`${view} at d_model 8192 draws its charts and says where the score chart stops`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openLesson(page, `view=${view}&d_model=8192&train_len=100000`);
    await expect(panel(page).locator('.cut-note')).toContainText('stops at distance 1,023');
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

/** MATHEMATICAL BOLD CAPITAL A: one letter, two UTF-16 units. */
const ASTRAL = '\u{1D400}';

test('order: a word input has no maxlength in UTF-16 units', async ({ page }) => {
  await openLesson(page, 'view=order');
  await expect(page.getByRole('textbox', { name: 'Word 1' })).not.toHaveAttribute('maxlength');
});

test('order: 24 astral letters typed into a word are kept, 25 are refused with a message', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=order');
  const word = page.getByRole('textbox', { name: 'Word 1' });
  await word.fill(ASTRAL.repeat(24));
  await word.press('Tab');
  await expect
    .poll(async () => ((await stateOf(page)).words as string[])[0])
    .toBe(ASTRAL.repeat(24));
  await word.fill(ASTRAL.repeat(25));
  await word.press('Tab');
  await expect(panel(page).getByRole('alert')).toContainText(
    'has 25 letters; a word has 1 to 24 letters or digits',
  );
  expect(((await stateOf(page)).words as string[])[0]).toBe(ASTRAL.repeat(24));
  expect(errors).toEqual([]);
});

test('order: a link with 25 astral letters keeps the default words, with the same reason', async ({
  page,
}) => {
  await openLesson(page, `view=order&words=${encodeURIComponent(`${ASTRAL.repeat(25)},cat`)}`);
  await expect(notices(page)).toContainText('has 25 letters; a word has 1 to 24 letters or digits');
  expect((await stateOf(page)).words).toEqual(['The', 'cat', 'sat']);
});
