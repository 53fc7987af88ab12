// Figures whose text has fixed lines (issue 19, item 1): the readout of
// <pe-cell-matrix> and of NoPE's panels, the heat map's open data table and
// its checks list. Their boxes count a fixed number of lines; the longest
// text each can show (a far cell, big numbers, a million rows) must fit them,
// at every width of figure-boxes.spec.ts.
import { expect, type Page } from '@playwright/test';

import { test } from './shared-page.js';

import { heatmapBoxes } from './figure-cases.js';
import { applyQuery, settleAfterResize, WIDTHS } from './figure-box-support.js';

/** Applies `query` (view= included) in place and checks the widget's state is its seq_len and d_model. */
async function applyAndCheck(page: Page, query: string): Promise<void> {
  const params = new URLSearchParams(query);
  await applyQuery(page, params.get('view')!, query.replace(/^view=[^&]*&?/, ''));
  const state = await page.evaluate(() => {
    const { view, seqLen, dModel } = document
      .querySelector('positional-encoding-widget')!
      .getState();
    return { view, seqLen, dModel };
  });
  expect(state.view, query).toBe(params.get('view'));
  if (params.has('seq_len')) expect(state.seqLen, query).toBe(Number(params.get('seq_len')));
  if (params.has('d_model')) expect(state.dModel, query).toBe(Number(params.get('d_model')));
}

/**
 * The readout lines of the view's <pe-cell-matrix> once it has rendered the
 * last key: its text and heights, in one round trip. Waits (each animation
 * frame, at most 2 s) until the text is the hint (`hint`) or a cell's readout.
 */
async function readoutLines(page: Page, hint: boolean) {
  return page.evaluate(async (wantHint) => {
    const find = (root: Document | ShadowRoot): Element | undefined => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'pe-cell-matrix') return element;
        const inner = element.shadowRoot && find(element.shadowRoot);
        if (inner) return inner;
      }
      return undefined;
    };
    const matrix = find(document)!;
    await (matrix as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const lines = () => matrix.shadowRoot!.querySelector('.lines')!;
    const end = performance.now() + 2000;
    while (lines().textContent!.includes('Hover a cell') !== wantHint && performance.now() < end)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const e = lines();
    return { text: e.textContent!.trim(), scroll: e.scrollHeight, client: e.clientHeight };
  }, hint);
}

// scheme views: the readout of <pe-cell-matrix> has fixed lines; its longest
// text (a far cell, a long diagonal, big numbers) must fit them.
test('pe-cell-matrix: every readout fits its fixed lines in shaw, t5, alibi and relative', async ({
  page,
}) => {
  // One page: the first view loaded, the others (and their states) applied in
  // place, as Back and Forward do; its widths set in place. Escape clears the
  // selection, so each width walks the same cells from the start cell.
  const queries = [
    'view=shaw&seq_len=1000&shaw_k=1024',
    'view=t5&seq_len=300',
    'view=alibi&alibi_heads=12&alibi_head=11&seq_len=256',
    'view=relative&d_model=8192&seq_len=1000',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?${queries[0]}`);
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, query);
    const wrap = page.locator('pe-cell-matrix .matrix-wrap');
    await wrap.focus();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      await page.keyboard.press('Escape');
      expect((await readoutLines(page, true)).text, `${query} at ${width} px`).toContain(
        'Hover a cell',
      );
      for (const key of ['ArrowRight', 'End', 'ArrowLeft', 'Home', 'ArrowDown']) {
        await page.keyboard.press(key);
        const { text, scroll, client } = await readoutLines(page, false);
        const at = `${query}, ${key} at ${width} px: ${text}`;
        expect(text, at).not.toContain('Hover a cell');
        expect(scroll, at).toBeLessThanOrEqual(client + 1);
      }
    }
  }
});

// scheme views: NoPE's readout has fixed lines; its longest text (the last
// of 32 positions, recovered from the marker's output) must fit them.
test('pe-nope-panels: the longest readout fits its fixed lines', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto('/?view=nope&seq_len=32');
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  // One page, its widths set in place.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    await page.locator('pe-nope-panels svg.plot').focus();
    await page.keyboard.press('End');
    const readout = page.locator('pe-nope-panels .readout');
    await expect(readout).toContainText('position m = 31');
    const [scroll, client] = await readout.evaluate((e) => [e.scrollHeight, e.clientHeight]);
    expect(scroll, `at ${width} px: ${await readout.textContent()}`).toBeLessThanOrEqual(
      client + 1,
    );
  }
});

// round 3a: the heat map's data table, open: its region's height follows from
// the visible rows (a longer table scrolls inside it), whatever the numbers.
test('pe-heatmap-table-figure open: predicted box = rendered box, with 3, 100 and a million rows', async ({
  page,
}) => {
  const { tableFigureBox } = await heatmapBoxes();
  const queries = [
    'seq_len=3&d_model=4',
    'seq_len=100&d_model=512',
    'seq_len=1000000&d_model=8192',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?view=heatmap&${queries[0]}`);
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(page.locator('pe-heatmap-view #data-table table')).toBeVisible();
  // One page, the table open (it stays open when the state changes), each
  // state applied in place and its widths set in place.
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, `view=heatmap&${query}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      await expect(page.locator('pe-heatmap-view #data-table table')).toBeVisible();
      const figure = page.locator('pe-heatmap-table-figure');
      const m = await figure.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const frame = element.shadowRoot!.querySelector('.frame')!.getBoundingClientRect();
        const rows = (element as unknown as { rows: number }).rows;
        const font = parseFloat(getComputedStyle(element).fontSize);
        return { width: rect.width, font, host: rect.height, frame: frame.height, rows };
      });
      const predicted = tableFigureBox({ open: true, rows: m.rows }, m.width, m.font);
      const at = `${query} at ${width} px: ${m.rows} rows, predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
      expect(Math.abs(m.host - predicted), at).toBeLessThanOrEqual(1);
      expect(Math.abs(m.frame - predicted), at).toBeLessThanOrEqual(1);
    }
  }
});

// round 3a: each item of the heat map's checks list has fixed lines; its
// longest text (the split layout's PE(1), the too-large note, a million rows)
// must fit them.
test('pe-heatmap-checks: every item fits its lines, in the split layout, at a million rows and at d_model 2', async ({
  page,
}) => {
  const queries = [
    'seq_len=100&d_model=512&layout=split',
    'seq_len=1000000&d_model=8192&layout=split',
    'seq_len=131072&d_model=2',
  ];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(`/?view=heatmap&${queries[0]}`);
  // One page, each state applied in place and its widths set in place.
  for (const [n, query] of queries.entries()) {
    if (n > 0) await applyAndCheck(page, `view=heatmap&${query}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleAfterResize(page);
      const list = page.locator('pe-heatmap-view .checks');
      await expect(list).toHaveAttribute('aria-busy', 'false');
      const items = await list.locator('li').evaluateAll((lis) =>
        lis.map((li) => ({
          text: li.textContent ?? '',
          scroll: li.scrollHeight,
          client: li.clientHeight,
        })),
      );
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.scroll, `${query} at ${width} px: ${item.text}`).toBeLessThanOrEqual(
          item.client + 1,
        );
      }
    }
  }
});
