// mode="figure" and mode="chapter" (widget/modes.ts, ui/figure-mode.ts): a
// figure alone with its caption and export control, sized by construction;
// a chapter alone with no course navigation. Each check runs over every view,
// one widget switched through them in place.
import type { Locator, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds } from '../../web/src/views/registry.js';
import { frameLoaders } from '../../web/src/views/frames.js';
import type { FigureDescription } from '../../web/src/ui/figure-mode.js';
import { openHost, recordEvents, events } from './embed-support.js';
import { expect, pageIdle, switchWidget, viewSettled, watchErrors } from './support.js';

/** Each view's figures (its figures.ts, through its frame). */
async function figureLists(): Promise<Map<string, readonly FigureDescription[]>> {
  const lists = new Map<string, readonly FigureDescription[]>();
  for (const id of viewIds) {
    const frame = (await frameLoaders[id]!()).default;
    lists.set(id, frame.figureList ?? []);
  }
  return lists;
}

/** One widget in a column `width` px wide, loaded and settled. */
async function openInColumn(page: Page, width: number, attributes: string): Promise<Locator> {
  await openHost(
    page,
    `<div style="width: ${width}px"><positional-encoding-widget ${attributes}></positional-encoding-widget></div>`,
  );
  const widget = page.locator('positional-encoding-widget');
  await expect(widget).toHaveJSProperty('status', 'ready', { timeout: 20_000 });
  await viewSettled(widget);
  return widget;
}

/**
 * The words of the view's prose: its paragraphs, lists and headings at the top
 * level of its shadow root (and inside its layout boxes), not its figures'.
 */
function prose(widget: Locator): Promise<string[]> {
  return widget.evaluate((w) => {
    const view = w.shadowRoot!.querySelector('#panel')!;
    const out: string[] = [];
    const walk = (parent: ParentNode) => {
      for (const e of parent.children) {
        if (/^(p|ul|ol|dl|h[1-6])$/.test(e.localName)) {
          const text = e.textContent!.trim();
          if (text !== '' && e.getAttribute('role') !== 'alert') out.push(text);
        } else if (e.localName === 'div') walk(e);
      }
    };
    walk(view.shadowRoot!);
    return out;
  });
}

/** The widget's own parts (its shadow root): course navigation, bar, figure, caption, export. */
function shell(widget: Locator) {
  return widget.evaluate((w) => {
    const root = w.shadowRoot!;
    const has = (selector: string) => root.querySelector(selector) !== null;
    const caption = root.querySelector('[part~="caption"]');
    const figure = root.querySelector('[part~="figure"]');
    return {
      tabs: has('.course-row'),
      nav: has('.chapter-nav, nav'),
      bar: has('.settings, .bar'),
      figure: figure ? figure.getBoundingClientRect().height : 0,
      caption: caption?.textContent?.trim() ?? null,
      exportRows:
        root.querySelector('[part~="export"]')?.shadowRoot?.querySelectorAll('.row').length ?? 0,
      height: w.getBoundingClientRect().height,
    };
  });
}

test("figure mode shows each view's first figure alone, with its caption and export control, at 680 px", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const lists = await figureLists();
  // One widget, switched through every view in place (its view attribute):
  // what figure mode shows does not depend on a first load.
  const widget = await openInColumn(page, 680, `view="${viewIds[0]}" mode="figure"`);
  for (const id of viewIds) {
    const figures = lists.get(id)!;
    await switchWidget(widget, { view: id });
    const s = await shell(widget);
    expect.soft(s.tabs, `${id}: tabs`).toBe(false);
    expect.soft(s.nav, `${id}: course navigation`).toBe(false);
    expect.soft(s.bar, `${id}: the control bar`).toBe(false);
    const first = figures[0];
    if (first === undefined) {
      // No figure (the glossary, the exercises): its chapter, and a notice saying so.
      expect.soft(s.caption, `${id}: caption`).toBeNull();
      continue;
    }
    expect.soft(s.caption, `${id}: caption`).toBe(first.title);
    expect.soft(s.figure, `${id}: the figure's height`).toBeGreaterThan(40);
    expect.soft(await prose(widget), `${id}: lesson text`).toEqual([]);
    const exports = await widget.evaluate(
      async (w) =>
        (await (
          w.shadowRoot!.querySelector('#panel') as unknown as { exportData(): unknown }
        ).exportData()) !== undefined,
    );
    if (exports) expect.soft(s.exportRows, `${id}: export rows`).toBeGreaterThan(0);
  }
  expect(errors).toEqual([]);
});

test('figure mode picks a figure by name, and names the allowed ones for an unknown name', async ({
  page,
}) => {
  await recordEvents(page);
  const widget = await openInColumn(page, 680, 'view="relative" mode="figure" figure="circle"');
  expect((await shell(widget)).caption).toContain('rotating');
  await expect(widget.locator('pe-rotation-circle')).toBeVisible();
  await expect(widget.locator('pe-dot-matrix, .dots')).toHaveCount(0);
  await widget.evaluate((w) => w.setAttribute('figure', 'nonesuch'));
  await expect
    .poll(async () =>
      (await events(page, 'pe-error')).map((e) => JSON.stringify(e.detail)).join(' '),
    )
    .toContain(
      'figure \\"nonesuch\\" is not a figure of the relative view (\\"dots\\", \\"circle\\")',
    );
});

test('figure mode: the heat map at 100 x 512 in a 680 px column is at most 700 px tall, readout and data only when asked', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const widget = await openInColumn(page, 680, 'seq-len="100" d-model="512" mode="figure"');
  const s = await shell(widget);
  console.log(`heat map in figure mode: ${s.height} px`);
  expect(s.height).toBeLessThanOrEqual(700);
  expect(s.exportRows).toBeGreaterThan(0);
  await expect(widget.locator('canvas')).toBeVisible();
  await expect(widget.locator('pe-heatmap-readout')).toHaveCount(0);
  await expect(widget.getByText('Show data table')).toHaveCount(0);
  await expect(widget.getByText('Check the numbers')).toHaveCount(0);
  await expect(widget.getByText('(the tutorial')).toHaveCount(0);
  // The controls switched in place: what shows follows the attribute.
  await switchWidget(widget, { controls: 'export readout data' });
  await expect(widget.locator('pe-heatmap-readout')).toBeVisible();
  await expect(widget.getByText('Show data table')).toBeVisible();
  await expect(widget.getByText('Check the numbers')).toHaveCount(0); // a heading: lesson text
  await switchWidget(widget, { controls: 'none' });
  expect((await shell(widget)).exportRows).toBe(0);
  expect(errors).toEqual([]);
});

test("figure mode: the scheme matrices' readout card shows only with the readout control, and the keys still move the cursor", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const cards = (w: Locator) =>
    w.evaluate(
      (el) =>
        el
          .shadowRoot!.querySelector('#panel')!
          .shadowRoot!.querySelector('pe-cell-matrix')!
          .shadowRoot!.querySelectorAll('.readout').length,
    );
  // One widget, its view and controls switched in place.
  const widget = await openInColumn(page, 680, 'view="shaw" mode="figure"');
  await widget.evaluate((w) => {
    (window as unknown as { __cursors: unknown[] }).__cursors = [];
    w.addEventListener('pe-cursor', (e) =>
      (window as unknown as { __cursors: unknown[] }).__cursors.push((e as CustomEvent).detail),
    );
  });
  for (const id of ['shaw', 't5', 'alibi', 'relative']) {
    await switchWidget(widget, { view: id, controls: null });
    const bare = (await shell(widget)).height;
    expect.soft(await cards(widget), `${id}: no readout card`).toBe(0);
    await page.evaluate(() => ((window as unknown as { __cursors: unknown[] }).__cursors = []));
    await widget.locator('pe-cell-matrix [role="group"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __cursors: unknown[] }).__cursors.length),
        `${id}: the keys fire pe-cursor`,
      )
      .toBeGreaterThan(0);
    await switchWidget(widget, { controls: 'export readout' });
    expect.soft(await cards(widget), `${id}: the readout card`).toBe(1);
    expect
      .soft((await shell(widget)).height, `${id}: taller with its readout`)
      .toBeGreaterThan(bare + 40);
  }
  expect(errors).toEqual([]);
});

test('controls="export" shows the export menu alone in the course', async ({ page }) => {
  const widget = await openInColumn(page, 680, 'view="heatmap" controls="export"');
  const s = await shell(widget);
  expect(s.exportRows).toBeGreaterThan(0);
  expect(s.tabs).toBe(false);
  await expect(widget.locator('pe-heatmap-toolbar')).toHaveCount(0);
});

test("chapter mode shows each view's chapter with its text and no course navigation", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  // One widget, switched through every view in place (its view attribute).
  const widget = await openInColumn(page, 680, `view="${viewIds[0]}" mode="chapter"`);
  for (const id of viewIds) {
    await switchWidget(widget, { view: id });
    const s = await shell(widget);
    expect.soft(s.tabs, `${id}: tabs`).toBe(false);
    expect.soft(s.nav, `${id}: Previous and Next`).toBe(false);
    expect.soft(s.caption, `${id}: no figure caption`).toBeNull();
    await expect.soft(widget.locator('#panel .title').first(), `${id}: title`).toBeVisible();
    // The exercises' words are inside their forms' own elements (views/exercises).
    if (id !== 'exercises')
      expect.soft((await prose(widget)).length, `${id}: lesson text`).toBeGreaterThan(0);
  }
  expect(errors).toEqual([]);
});

test('the host styles the figure, its caption and its export control through ::part', async ({
  page,
}) => {
  await openHost(
    page,
    `<style>
      positional-encoding-widget::part(figure) { outline: 3px solid rgb(10, 20, 30); }
      positional-encoding-widget::part(caption) { color: rgb(200, 10, 10); font-style: italic; }
      positional-encoding-widget::part(export) { background-color: rgb(1, 2, 3); }
    </style>
    <div style="width: 680px"><positional-encoding-widget view="heatmap" mode="figure"></positional-encoding-widget></div>`,
  );
  const widget = page.locator('positional-encoding-widget');
  await expect(widget).toHaveJSProperty('status', 'ready', { timeout: 20_000 });
  const styles = await widget.evaluate((w) => {
    const get = (part: string) =>
      getComputedStyle(w.shadowRoot!.querySelector(`[part~="${part}"]`)!);
    return {
      figure: get('figure').outlineColor,
      caption: `${get('caption').color} ${get('caption').fontStyle}`,
      export: get('export').backgroundColor,
    };
  });
  expect(styles).toEqual({
    figure: 'rgb(10, 20, 30)',
    caption: 'rgb(200, 10, 10) italic',
    export: 'rgb(1, 2, 3)',
  });
  await pageIdle(page);
});
