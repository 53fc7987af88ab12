import { test, type Page } from '@playwright/test';

import { expect, openLesson, viewSettled, watchErrors } from './support.js';

const historyLength = (page: Page) => page.evaluate(() => history.length);
const param = async (page: Page, key: string) =>
  page.evaluate((k) => new URLSearchParams(location.search).get(k), key);
const widgetState = (page: Page) =>
  page.evaluate(() => document.querySelector('positional-encoding-widget')!.getState());

test('a change of view pushes a history entry; Back and Forward move between the views', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, 'seq_len=20');
  const start = await historyLength(page);
  await page.getByRole('tab', { name: 'Frequencies' }).click();
  await expect.poll(() => param(page, 'view')).toBe('frequencies');
  await page.getByRole('tab', { name: 'Word order' }).click();
  await expect.poll(() => param(page, 'view')).toBe('order');
  expect(await historyLength(page)).toBe(start + 2);

  await page.goBack();
  await expect.poll(() => param(page, 'view')).toBe('frequencies');
  await expect(page.getByRole('tab', { name: 'Frequencies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect((await widgetState(page)).view).toBe('frequencies');
  await page.goBack();
  // The link named no view (the heat map); the page wrote it in when it loaded.
  await expect.poll(() => param(page, 'view')).toBe('heatmap');
  expect((await widgetState(page)).view).toBe('heatmap');
  expect((await widgetState(page)).seqLen).toBe(20);
  await page.goForward();
  await expect.poll(async () => (await widgetState(page)).view).toBe('frequencies');
  expect(await param(page, 'seq_len')).toBe('20');
  expect(errors).toEqual([]);
});

test('the changes of one continuous edit replace one history entry', async ({ page }) => {
  await openLesson(page, 'view=relative');
  const start = await historyLength(page);
  // A slider drag: many values in quick succession.
  await page.evaluate(() => {
    const widget = document.querySelector('positional-encoding-widget')!;
    for (let k = 1; k <= 12; k++) widget.setState({ k });
  });
  await expect.poll(() => param(page, 'k')).toBe('12');
  expect(await historyLength(page)).toBe(start + 1);
  // Back returns to the state before the edit, still inside the lesson.
  await page.goBack();
  await expect.poll(async () => (await widgetState(page)).k).not.toBe(12);
  expect(await param(page, 'view')).toBe('relative');
  expect(await param(page, 'k')).toBe(null);
});

test('an edit after a pause starts a new entry, so Back steps through the states', async ({
  page,
}) => {
  // The page runs on Playwright's clock, so the pause (page.ts's PAUSE_MS,
  // 1 s) is jumped over instead of waited out.
  await page.clock.install();
  await openLesson(page, 'seq_len=20');
  const start = await historyLength(page);
  const input = page.getByRole('spinbutton', { name: 'Sequence length' });
  await input.fill('30');
  await input.press('Enter');
  await expect.poll(() => param(page, 'seq_len')).toBe('30');
  await page.clock.fastForward(1200);
  await input.fill('40');
  await input.press('Enter');
  await expect.poll(() => param(page, 'seq_len')).toBe('40');
  expect(await historyLength(page)).toBe(start + 2);
  await page.goBack();
  await expect.poll(async () => (await widgetState(page)).seqLen).toBe(30);
  await expect(input).toHaveValue('30');
  await page.goBack();
  await expect.poll(async () => (await widgetState(page)).seqLen).toBe(20);
  await page.goForward();
  await expect.poll(async () => (await widgetState(page)).seqLen).toBe(30);
});

test('loading the lesson writes no history entry of its own', async ({ page }) => {
  await openLesson(page, 'seq_len=20&view=heatmap');
  const start = await historyLength(page);
  // The page's own writes after pe-ready (the drawn view's) are done by then.
  await viewSettled(page.locator('positional-encoding-widget'));
  expect(await historyLength(page)).toBe(start);
});
