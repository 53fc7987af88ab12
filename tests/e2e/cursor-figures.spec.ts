// pe-cursor's `figure` (ui/cursor-event.ts): every figure whose readout
// reports its cursor names itself by its figure-mode name (the value of the
// `figure` attribute: views/<id>/figures.ts), alone in figure mode and among
// the chapter's other figures; and no other figure reports one.
import type { Locator, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewIds } from '../../web/src/views/registry.js';
import { frameLoaders } from '../../web/src/views/frames.js';
import { openHost, waitForStatus } from './embed-support.js';
import { expect, switchWidget, viewSettled, watchErrors } from './support.js';

/** The lab's small experiment (tests/engines/lab-runs.ts SMALL_LAB) as attributes: seconds to train. */
const SMALL_LAB: Readonly<Record<string, string>> = {
  'lab-task': 'copy',
  'lab-encodings': 'learned,rope',
  'lab-seeds': '1',
  'lab-steps': '60',
  'lab-batch': '8',
  'lab-train-min': '1',
  'lab-train-max': '4',
  'lab-max-length': '8',
  'lab-d-model': '8',
  'lab-layers': '1',
};

interface CursorFigure {
  readonly view: string;
  /** Its figure-mode name: what pe-cursor's `figure` must say. */
  readonly figure: string;
  /** The figure's element; `nth` of them in the chapter (the first: 0). */
  readonly element: string;
  readonly nth?: number;
  /** A matrix reports a cell (row, col), a chart or plot a point (index, x). */
  readonly kind: 'cell' | 'point';
  /** The key that moves its cursor (ArrowRight unless given). */
  readonly key?: string;
  /** Its numbers come from a training run: Train is pressed first (the lab's inspection). */
  readonly train?: boolean;
  /** Attributes besides view and mode. */
  readonly attributes?: Readonly<Record<string, string>>;
}

// Every figure that reports its cursor (docs/embedding.md, "A figure's cursor").
const cursorFigures: readonly CursorFigure[] = [
  { view: 'heatmap', figure: 'map', element: 'pe-heatmap-view', kind: 'cell', key: 'ArrowDown' },
  { view: 'frequencies', figure: 'wavelengths', element: 'pe-wavelength-plot', kind: 'point' },
  { view: 'relative', figure: 'dots', element: 'pe-cell-matrix', kind: 'cell' },
  { view: 'attention', figure: 'terms', element: 'pe-attention-terms', kind: 'cell' },
  { view: 'pitfalls', figure: 'maps', element: 'pe-pitfall-maps', kind: 'cell' },
  { view: 'comparison', figure: 'maps', element: 'pe-extrapolation-maps', kind: 'cell' },
  { view: 'comparison', figure: 'rope', element: 'pe-rope-scores', kind: 'cell' },
  { view: 'atlas', figure: 'plot', element: 'pe-atlas-plot', kind: 'point' },
  { view: 'shaw', figure: 'matrix', element: 'pe-cell-matrix', kind: 'cell' },
  { view: 't5', figure: 'matrix', element: 'pe-cell-matrix', kind: 'cell' },
  { view: 'alibi', figure: 'matrix', element: 'pe-cell-matrix', kind: 'cell' },
  { view: 'rope-scaling', figure: 'pairs', element: 'pe-chart-figure', kind: 'point' },
  { view: 'rope-scaling', figure: 'scores', element: 'pe-chart-figure', nth: 1, kind: 'point' },
  { view: 'drope', figure: 'chart', element: 'pe-chart-figure', kind: 'point' },
  { view: 'precision', figure: 'chart', element: 'pe-chart-figure', kind: 'point' },
  { view: 'transformer-xl', figure: 'terms', element: 'pe-txl-terms', kind: 'cell' },
  { view: 'nope', figure: 'panels', element: 'pe-nope-panels', kind: 'point' },
  // The lab's charts: their cursor starts at the right end.
  ...(['loss', 'accuracy'] as const).map((figure) => ({
    view: 'lab',
    figure,
    element: `pe-lab-band-chart.${figure}`,
    kind: 'point' as const,
    key: 'ArrowLeft',
    attributes: SMALL_LAB,
  })),
  ...(
    [
      ['attention', 'pe-lab-attention'],
      ['gram', 'pe-lab-gram'],
    ] as const
  ).map(([figure, element]) => ({
    view: 'lab',
    figure,
    element,
    kind: 'cell' as const,
    train: true,
    attributes: SMALL_LAB,
  })),
];

/** One widget `#w` whose pe-cursor details are recorded in `window.__cursor`, loaded and settled. */
async function openWidget(page: Page, attributes: string): Promise<Locator> {
  await openHost(
    page,
    `<positional-encoding-widget id="w" ${attributes}></positional-encoding-widget>
    <script type="module">
      window.__cursor = [];
      document.addEventListener('pe-cursor', (event) => window.__cursor.push(event.detail));
    </script>`,
  );
  await waitForStatus(page, '#w', 'ready');
  const widget = page.locator('#w');
  await viewSettled(widget);
  return widget;
}

const cursorLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cursor: unknown[] }).__cursor);

/** Trains the lab's experiment (its Train button) and waits until every run is tested. */
async function train(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: 'Train' }).click();
  await expect(widget.locator('p.run-status')).toHaveText(/runs? trained and tested/, {
    timeout: 60_000,
  });
}

/** Moves the figure's cursor from the keyboard: its focusable group or slider, then a key. */
async function moveCursor(target: Locator, key: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const focusable = target.locator('[tabindex="0"], [role="slider"]').first();
  await focusable.focus();
  await focusable.press(key);
}

/**
 * Each entry's figure, in figure mode (alone, with its readout) and then in
 * its chapter, on one widget `widget` switched in place: its keys move its
 * cursor, and every pe-cursor since the switch names it.
 */
async function checkCursors(
  page: Page,
  widget: Locator,
  entries: readonly CursorFigure[],
): Promise<void> {
  for (const entry of entries) {
    const { view, figure, element, kind } = entry;
    const want =
      kind === 'cell'
        ? { view, figure, row: expect.any(Number), col: expect.any(Number), source: 'keyboard' }
        : { view, figure, index: expect.any(Number), x: expect.any(Number), source: 'keyboard' };
    for (const mode of ['figure', 'chapter'] as const) {
      const what = `${view}/${figure} in ${mode} mode`;
      // Emptied before the switch: the log holds what the figure reports from its first render on.
      await page.evaluate(() => ((window as unknown as { __cursor: unknown[] }).__cursor = []));
      // No settling frames: the keys are pressed again until the figure reports.
      await switchWidget(
        widget,
        mode === 'figure'
          ? { view, mode, figure, controls: 'readout', ...entry.attributes }
          : { mode, figure: null, controls: null },
        0,
      );
      if (entry.train) await train(widget);
      // In figure mode the figure is alone; in the chapter it is its element's nth.
      const nth = mode === 'figure' ? 0 : (entry.nth ?? 0);
      // A trained model's figures arrive from the inspection worker after
      // the status says trained: until then a key moves nothing, so the key
      // is pressed again on each poll.
      await expect
        .poll(
          async () => {
            await moveCursor(widget.locator(element).nth(nth), entry.key ?? 'ArrowRight');
            return (await cursorLog(page)).at(-1);
          },
          { message: what, timeout: entry.train ? 60_000 : 10_000 },
        )
        .toMatchObject(want);
      // Every report names the figure (none another name).
      expect(
        new Set((await cursorLog(page)).map((d) => (d as { figure?: string } | null)?.figure)),
        what,
      ).toEqual(new Set([figure]));
    }
  }
}

// One widget per test, switched in place from figure to figure and mode to
// mode (a figure's name in pe-cursor does not depend on a first load).
test('pe-cursor of every lesson figure that reports its cursor names it by its figure-mode name, in figure mode and in its chapter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const widget = await openWidget(page, 'mode="chapter"');
  await checkCursors(
    page,
    widget,
    cursorFigures.filter((f) => f.view !== 'lab'),
  );
  expect(errors).toEqual([]);
});

test("pe-cursor of each of the lab's figures names it by its figure-mode name, in figure mode and in its chapter, trained where its numbers come from training", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const attributes = Object.entries(SMALL_LAB)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const widget = await openWidget(page, `view="lab" mode="chapter" ${attributes}`);
  await checkCursors(
    page,
    widget,
    cursorFigures.filter((f) => f.view === 'lab'),
  );
  expect(errors).toEqual([]);
});

test('no other figure reports a cursor: in figure mode with its readout, its keys fire no pe-cursor', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const errors = watchErrors(page);
  const reporting = new Set(cursorFigures.map((f) => `${f.view}/${f.figure}`));
  const others: { view: string; name: string }[] = [];
  for (const view of viewIds) {
    const loader = frameLoaders[view as keyof typeof frameLoaders];
    const figures = loader ? ((await loader()).default.figureList ?? []) : [];
    for (const { name } of figures)
      if (!reporting.has(`${view}/${name}`)) others.push({ view, name });
  }
  // One widget, its view and figure switched in place from one of these
  // figures to the next; the log is emptied before each switch, so that it
  // holds whatever the figure reports from its first render on.
  const first = others[0]!;
  const widget = await openWidget(
    page,
    `view="${first.view}" mode="figure" figure="${first.name}" controls="readout"`,
  );
  for (const { view, name } of others) {
    await page.evaluate(() => ((window as unknown as { __cursor: unknown[] }).__cursor = []));
    await switchWidget(widget, { view, figure: name });
    const panel = widget.locator('#panel');
    const focusables = panel.locator('[tabindex="0"], [role="slider"], [role="grid"]');
    for (let k = 0; k < (await focusables.count()); k++) {
      await focusables.nth(k).focus();
      for (const key of ['ArrowRight', 'ArrowDown']) await focusables.nth(k).press(key);
    }
    await panel.hover();
    expect.soft(await cursorLog(page), `${view}/${name}`).toEqual([]);
  }
  expect(errors).toEqual([]);
});
