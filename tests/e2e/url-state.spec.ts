import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { deflateRawSync } from 'node:zlib';

import { decodeCode, encodeCode, MAX_QUERY_LENGTH } from '../../web/src/views/link.js';
import type { PositionalEncodingWidget } from '../../web/src/widget/element.js';
import { expect, openLesson, watchErrors } from './support.js';

const widget = 'positional-encoding-widget';

test('a link restores seq_len, d_model, base, layout and view', async ({ page }) => {
  await openLesson(page, 'seq_len=12&d_model=16&base=100&layout=split&view=worked');
  const state = await page.locator(widget).evaluate((w: any) => w.getState());
  expect(state).toMatchObject({
    seqLen: 12,
    dModel: 16,
    base: 100,
    layout: 'split',
    view: 'worked',
  });
  await expect(page.getByRole('tab', { name: 'Worked example' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('changing a control writes only non-default values to the URL (and the view, always)', async ({
  page,
}) => {
  await openLesson(page, 'view=heatmap');
  expect(new URL(page.url()).search).toBe('?view=heatmap');
  const input = page.getByRole('spinbutton', { name: 'Sequence length' });
  await input.fill('40');
  await input.press('Enter');
  await expect.poll(() => new URL(page.url()).search).toBe('?view=heatmap&seq_len=40');
  await page.reload();
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await expect(page.getByRole('spinbutton', { name: 'Sequence length' })).toHaveValue('40');
});

test('hostile values are clamped and the reason is shown', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(
    page,
    'seq_len=-5&d_model=7&base=%3Cscript%3Ealert(1)%3C/script%3E&view=no-such-view&foo=bar',
  );
  const state = await page.locator(widget).evaluate((w: any) => w.getState());
  expect(state.seqLen).toBe(1);
  expect(state.dModel).toBe(8);
  expect(state.base).toBe(10000);
  expect(state.view).toBe('heatmap');
  const notices = page.getByRole('status').filter({ hasText: 'adjusted' });
  await expect(notices).toContainText('seq_len="-5" is below 1; using 1.');
  await expect(notices).toContainText('d_model=7 must be even; using 8.');
  await expect(notices).toContainText('base="<script>alert(1)</script…" is not a number');
  // Nothing from the URL became markup.
  expect(await page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('an 8 kB query with a 100 kB fragment loads with defaults', async ({ page }) => {
  const errors = watchErrors(page);
  const query = `seq_len=20&junk=${'x'.repeat(8 * 1024)}`;
  await openLesson(page, `${query}#${'y'.repeat(100 * 1024)}`);
  const state = await page.locator(widget).evaluate((w: any) => w.getState());
  expect(state.seqLen).toBe(20);
  expect(errors).toEqual([]);
});

test('arrow keys move between lesson tabs', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  await page.getByRole('tab', { name: 'Heat map' }).focus();
  await page.keyboard.press('ArrowRight');
  // The next chapter in the course's order (the registry's).
  await expect(page.getByRole('tab', { name: 'Frequencies' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Frequencies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('frequencies');
});

test.describe('a valid code= link keeps the notices of the rest of the link', () => {
  const code = 'function positionalEncoding(n, d) { return []; }';
  const stateOf = (page: Page) =>
    page.locator(widget).evaluate((w: PositionalEncodingWidget) => ({
      code: w.getState().code,
      notices: [...w.notices],
    }));

  test('on the lesson page', async ({ page }) => {
    await openLesson(page, `seq_len=-5&view=exercises&code=${await encodeCode(code)}`);
    await expect.poll(async () => (await stateOf(page)).code).toBe(code);
    expect((await stateOf(page)).notices).toEqual(['seq_len="-5" is below 1; using 1.']);
    await expect(page.getByRole('status').filter({ hasText: 'adjusted' })).toContainText(
      'seq_len="-5" is below 1',
    );
  });

  test('in embed.html', async ({ page }) => {
    await page.goto(`/embed.html?seq_len=-5&view=exercises&code=${await encodeCode(code)}`);
    await page.waitForFunction(
      () => document.querySelector('positional-encoding-widget')?.status === 'ready',
    );
    await expect.poll(async () => (await stateOf(page)).code).toBe(code);
    expect((await stateOf(page)).notices).toEqual(['seq_len="-5" is below 1; using 1.']);
  });

  test('the "link is N characters long" notice stays too', async ({ page }) => {
    const query = `view=exercises&code=${await encodeCode(code)}&junk=${'x'.repeat(MAX_QUERY_LENGTH)}`;
    await openLesson(page, query);
    await expect.poll(async () => (await stateOf(page)).code).toBe(code);
    expect((await stateOf(page)).notices).toEqual([
      `The link is ${query.length} characters long; only the first ${MAX_QUERY_LENGTH} are read.`,
    ]);
  });

  test('an invalid code= adds its own notice to the others', async ({ page }) => {
    const packed = await encodeCode(code);
    await openLesson(page, `seq_len=-5&view=exercises&code=${packed.slice(0, -4)}`);
    await expect.poll(async () => (await stateOf(page)).notices.length).toBe(2);
    const { notices } = await stateOf(page);
    expect(notices[0]).toBe('seq_len="-5" is below 1; using 1.');
    expect(notices[1]).toMatch(/^code is not a whole, valid shared exercise/);
  });

  test('for the element’s own code attribute', async ({ page }) => {
    await openLesson(page);
    const packed = await encodeCode(code);
    const result = await page.evaluate(async (packed) => {
      const element = document.createElement('positional-encoding-widget');
      element.setAttribute('seq-len', '-5');
      element.setAttribute('code', packed);
      document.body.append(element);
      for (let k = 0; k < 100 && element.getState().code === null; k++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { code: element.getState().code, notices: [...element.notices] };
    }, packed);
    expect(result).toEqual({ code, notices: ['seq-len="-5" is below 1; using 1.'] });
  });
});

test.describe('a legacy t. link (no checksum) is loaded with a notice', () => {
  const code = 'function positionalEncoding(n, d) { return []; }';
  const legacy = (text: string) => `t.${Buffer.from(text, 'utf8').toString('base64url')}`;
  const noticesOf = (page: Page) =>
    page.locator(widget).evaluate((w: PositionalEncodingWidget) => [...w.notices]);

  test('a whole one says that its code cannot be checked', async ({ page }) => {
    await openLesson(page, `view=exercises&code=${legacy(code)}`);
    await expect.poll(() => noticesOf(page)).toHaveLength(1);
    const [notice] = await noticesOf(page);
    expect(notice).toMatch(/^code is in an old link format \("t\."\) without a checksum/);
    expect(notice).not.toContain('probably cut');
    expect(
      (await page.locator(widget).evaluate((w: PositionalEncodingWidget) => w.getState())).code,
    ).toBe(code);
  });

  test('a cut one says that it was probably cut', async ({ page }) => {
    await openLesson(page, `view=exercises&code=${legacy(code.slice(0, 40))}`);
    await expect.poll(() => noticesOf(page)).toHaveLength(1);
    expect((await noticesOf(page))[0]).toContain(
      'Its code ends with 1 bracket or quote left open, so the link was probably cut.',
    );
  });
});

test('with the platform’s streams a c. link never fetches the fallback', async ({ page }) => {
  const code = 'function positionalEncoding(n, d) { return []; }';
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openLesson(page, `view=exercises&code=${await encodeCode(code)}`);
  await expect
    .poll(() => page.locator(widget).evaluate((w: PositionalEncodingWidget) => w.getState().code))
    .toBe(code);
  expect(requested.filter((path) => /zlib-fallback|open-brackets/.test(path))).toEqual([]);
});

test.describe('without CompressionStream and DecompressionStream (Safari < 16.4, Firefox < 113)', () => {
  const code = 'function positionalEncoding(n, d) {\n  return [[0, 1]]; // é, 位置\n}';

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (globalThis as Record<string, unknown>).CompressionStream;
      delete (globalThis as Record<string, unknown>).DecompressionStream;
    });
  });

  const opened = async (page: Page, query: string) => {
    const errors = watchErrors(page);
    await openLesson(page, query);
    expect(await page.evaluate(() => typeof DecompressionStream)).toBe('undefined');
    await expect
      .poll(() => page.locator(widget).evaluate((w: PositionalEncodingWidget) => w.getState().code))
      .toBe(code);
    expect(
      await page.locator(widget).evaluate((w: PositionalEncodingWidget) => [...w.notices]),
    ).toEqual([]);
    expect(errors).toEqual([]);
  };

  test('a c. link opens with its code and no error', async ({ page }) => {
    await opened(page, `view=exercises&code=${await encodeCode(code)}`);
  });

  test('a z. link opens with its code and no error', async ({ page }) => {
    const packed = deflateRawSync(Buffer.from(code, 'utf8')).toString('base64url');
    await opened(page, `view=exercises&code=z.${packed}`);
  });

  test('a cut c. link is still refused with a notice', async ({ page }) => {
    const packed = await encodeCode(code);
    await openLesson(page, `view=exercises&code=${packed.slice(0, -3)}`);
    await expect
      .poll(() => page.locator(widget).evaluate((w: PositionalEncodingWidget) => [...w.notices]))
      .toEqual([
        'code is not a whole, valid shared exercise (was the link cut?); keeping the current code.',
      ]);
  });

  test('the Share dialog writes a link with the code, which opens again', async ({ page }) => {
    const errors = watchErrors(page);
    await openLesson(page, 'view=exercises');
    await page
      .locator(widget)
      .evaluate((w: PositionalEncodingWidget, code) => w.setState({ code }), code);
    await page.locator('pe-share-dialog').getByRole('button', { name: 'Share' }).click();
    const link = page
      .locator('pe-share-dialog')
      .getByRole('textbox', { name: 'Link to this view' });
    await expect(link).toHaveValue(/[?&]code=c\./);
    const url = new URL(await link.inputValue());
    expect(await decodeCode(url.searchParams.get('code')!)).toBe(code);
    await page.goto(url.href);
    await expect
      .poll(() => page.locator(widget).evaluate((w: PositionalEncodingWidget) => w.getState().code))
      .toBe(code);
    expect(errors).toEqual([]);
  });
});
