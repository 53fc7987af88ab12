// Figures sized by construction (issue 19, item 1): for each figure element
// of the relative, comparison, order, frequencies, worked and heat-map views,
// at several widths and states, the height its pure box function predicts
// (the view's boxes.ts, from dist/lib) equals the rendered box within 1 px
//   - before the engine arrives: the full engine's .wasm (the heat map's: the
//     core one) is held, the view's code has loaded, and the figure element
//     is given its inputs but no data;
//   - after it draws: in the view, where its content's frame fills the box.
import { expect, type Page } from '@playwright/test';

import { test } from './shared-page.js';

import { exercisesView, runAndWait, setCode } from './exercises-support.js';
import { exercisesBoxes, figures, type Box, type FigureCase } from './figure-cases.js';
import {
  applyQuery,
  measureInView,
  measureProbe,
  measureProbes,
  settleAfterResize,
  settleAndMeasure,
  WIDTHS,
} from './figure-box-support.js';

/** A view, the states (URL queries) it is checked in, and every figure checked in each. */
interface ViewGroup {
  view: string;
  core: boolean;
  states: { query: string; figures: FigureCase[] }[];
}

const groups: ViewGroup[] = [];
for (const figure of figures) {
  const core = figure.core ?? false;
  let group = groups.find((g) => g.view === figure.view);
  if (!group) groups.push((group = { view: figure.view, core, states: [] }));
  if (group.core !== core)
    throw new Error(`${figure.view}: every figure of a view holds the same engine`);
  for (const query of figure.queries) {
    let state = group.states.find((s) => s.query === query);
    if (!state) group.states.push((state = { query, figures: [] }));
    state.figures.push(figure);
  }
}
// The defaults first: the state each view's page loads in.
for (const group of groups)
  group.states.sort((a, b) => Number(b.query === '') - Number(a.query === ''));

// One page per view, its states and widths set in place. The page loads in
// the view's defaults at the first of its widths (rotated from one view to the
// next, so that every width is some views' first layout), with the engine
// held: each probe (the box before the engine, for every state's inputs) is a
// new element created at its width. Then the engine comes in, and each state
// is applied in place (as Back and Forward do) and measured at each width,
// starting at the width it was applied at: the figures reach the other widths
// through their ResizeObserver, as a reader's window resize does.
groups.forEach((group, index) => {
  const names = [...new Set(group.states.flatMap((s) => s.figures.map((f) => f.name ?? f.tag)))];
  const widths = WIDTHS.map((_, k) => WIDTHS[(k + index) % WIDTHS.length]!);
  const stateNames = group.states.map((s) => s.query || 'defaults');
  test(`${group.view}: predicted box = rendered box before the engine and after drawing, for ${names.join(', ')}, in ${stateNames.join('; ')}`, async ({
    page,
  }) => {
    const states = await Promise.all(
      group.states.map(async ({ query, figures: inState }) => {
        const params = new URLSearchParams(query);
        const name = query || 'defaults';
        const cases = await Promise.all(
          inState.map(async (figure) => {
            const inputs = figure.inputs(params);
            return {
              figure,
              name: figure.name ?? figure.tag,
              box: await figure.box(),
              inputs,
              props: figure.props ? figure.props(params) : inputs,
            };
          }),
        );
        return { query, name, cases };
      }),
    );
    const probes = states.flatMap((s) => s.cases.map((c) => ({ state: s.name, c })));
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    // The full engine (or the core one) is held until the probes have been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/posenc-wasm-*.wasm', async (route) => {
      if (group.core || !route.request().url().includes('-core-')) await held;
      await route.continue();
    });
    const first = states[0]!.query;
    await page.goto(`/?view=${group.view}${first ? `&${first}` : ''}`);
    await page.waitForFunction(
      (tags) => tags.every((tag) => customElements.get(tag) !== undefined),
      [...new Set(probes.map((p) => p.c.figure.tag))],
    );
    const status = () =>
      page.evaluate(() => document.querySelector('positional-encoding-widget')!.status);
    for (const width of widths) {
      // Each probe is a new element, laid out at this width when it is measured.
      await page.setViewportSize({ width, height: 900 });
      expect(await status(), `the engine held, at ${width} px`).toBe('loading');
      const measured = await measureProbes(
        page,
        probes.map((p) => ({ tag: p.c.figure.tag, inputs: p.c.props })),
      );
      probes.forEach(({ state, c }, k) => {
        const before = measured[k]!;
        const predicted = c.box(c.inputs as never, before.width, before.font);
        const at = `${c.name} (${state}) before the engine, at ${width} px: predicted ${predicted}, host ${before.host}`;
        expect.soft(before.host, at).toBeGreaterThan(0);
        expect.soft(Math.abs(before.host - predicted), at).toBeLessThanOrEqual(1);
        expect.soft(before.overflowing, at).toEqual([]);
      });
    }
    expect(await status(), 'the engine held until the probes were measured').toBe('loading');

    await page.setViewportSize({ width: widths[0]!, height: 900 });
    release();
    await page.waitForFunction(
      () => document.querySelector('positional-encoding-widget')?.status === 'ready',
    );
    let at = 0;
    for (const [n, { query, name: state, cases }] of states.entries()) {
      if (n > 0) await applyQuery(page, group.view, query);
      // This state's widths, from the one it was applied (or loaded) at.
      const order = widths.map((_, k) => widths[(k + at) % widths.length]!);
      for (const [k, width] of order.entries()) {
        if (k > 0) await page.setViewportSize({ width, height: 900 });
        const how =
          k > 0
            ? 'after a resize'
            : n === 0
              ? 'the width it loaded at'
              : 'the width it was applied at';
        const found = await settleAndMeasure(
          page,
          cases.map((c) => ({ tag: c.figure.tag, has: c.figure.has })),
          { untilIdle: true },
        );
        cases.forEach((c, i) => {
          const after = found[i]!;
          expect
            .soft(after.length, `${c.name} (${state}) in the view, at ${width} px`)
            .toBeGreaterThan(0);
          for (const m of after) {
            const predicted = c.box(c.inputs as never, m.width, m.font);
            const where = `${c.name} (${state}) after drawing, at ${width} px (${how}): predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
            expect.soft(Math.abs(m.host - predicted), where).toBeLessThanOrEqual(1);
            expect.soft(Math.abs(m.frame - predicted), where).toBeLessThanOrEqual(1);
            expect.soft(m.overflowing, where).toEqual([]);
          }
        });
      }
      at = (at + widths.length - 1) % widths.length;
    }
  });
});

// round 3b: the exercises' result maps exist only after a Run, so they are
// checked after one: each map's box follows from the shape the Run asked for
// (the exercise's seq_len and d_model) and its width, before its data and
// after drawing, whatever the learner's output.

/** A positionalEncoding whose output `finish` (JavaScript, of `rows`, `n`, `d`) returns. */
const learnerCode = (start: number, finish = 'rows') => `function positionalEncoding(n, d) {
const rows = [];
for (let p = ${start}; p < n + ${start}; p++) {
const row = [];
for (let i = 0; i < d / 2; i++) {
const a = p / Math.pow(10000, (2 * i) / d);
row.push(Math.sin(a), Math.cos(a));
}
rows.push(row);
}
return ${finish};
}`;

const mapProps = ['rows', 'cols', 'size', 'caption'] as const;

test('pe-exercise-map (a failing Run, seq_len=6&d_model=10): predicted box = rendered box before its data and after drawing', async ({
  page,
}) => {
  const box = (await exercisesBoxes()).exerciseMapBox as Box;
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto('/?view=exercises&seq_len=6&d_model=10');
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  await setCode(page, learnerCode(1));
  await runAndWait(page);
  // One Run, its maps measured at each width, set in place.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    const maps = await measureInView(page, 'pe-exercise-map', undefined, mapProps);
    // Three maps for each of the five shapes, and the first failing shape's error map.
    expect(maps.length, `at ${width} px`).toBe(3 * 5 + 1);
    expect(maps.filter((m) => m.props!.size === 'error').length).toBe(1);
    for (const m of maps) {
      const inputs = { rows: m.props!.rows, cols: m.props!.cols, size: m.props!.size };
      const predicted = box(inputs as never, m.width, m.font);
      const at = `${JSON.stringify(inputs)} at ${width} px: predicted ${predicted}, host ${m.host}, frame ${m.frame}`;
      expect(Math.abs(m.host - predicted), at).toBeLessThanOrEqual(1);
      expect(Math.abs(m.frame - predicted), at).toBeLessThanOrEqual(1);
      expect(m.overflowing, at).toEqual([]);
    }
    for (const inputs of [
      { rows: 6, cols: 10, size: 'thumb' },
      { rows: 50, cols: 8, size: 'error' },
    ]) {
      const before = await measureProbe(page, 'pe-exercise-map', inputs);
      const predicted = box(inputs as never, before.width, before.font);
      expect(
        Math.abs(before.host - predicted),
        `before its data, at ${width} px`,
      ).toBeLessThanOrEqual(1);
      expect(before.overflowing).toEqual([]);
    }
  }
});

test('pe-exercise-map: an output of the wrong shape, or none, is shown in the box of the shape asked for', async ({
  page,
}) => {
  await page.goto('/?view=exercises');
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  const heights = async () => {
    const shape = exercisesView(page).locator('pe-exercise-result .shape[data-shape="3x4"]');
    const maps = shape.locator('pe-exercise-map');
    await expect(maps).toHaveCount(2);
    return Promise.all([0, 1].map(async (k) => (await maps.nth(k).boundingBox())!.height));
  };
  // Transposed: (4, 3) for the shape (3, 4).
  await setCode(page, learnerCode(0, 'Array.from({ length: d }, (_, c) => rows.map((r) => r[c]))'));
  await runAndWait(page);
  await expect(exercisesView(page).locator('.shape[data-shape="3x4"]')).toContainText(
    'received 4 × 3',
  );
  const [yours, engine] = await heights();
  expect(Math.abs(yours! - engine!)).toBeLessThanOrEqual(1);
  // Nothing to draw: the note takes the map's place.
  await setCode(page, learnerCode(0, '"not a matrix"'));
  await runAndWait(page);
  await expect(exercisesView(page).locator('.shape[data-shape="3x4"]')).toContainText(
    'No matrix to draw',
  );
  const [none, engineAgain] = await heights();
  expect(Math.abs(none! - engineAgain!)).toBeLessThanOrEqual(1);
});

test("pe-code-editor: its box is editorBox's, before CodeMirror arrives and whatever the code's length", async ({
  page,
}) => {
  const box = (await exercisesBoxes()).editorBox as Box;
  const editor = exercisesView(page).locator('pe-code-editor');
  const measure = () =>
    editor.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      width: el.getBoundingClientRect().width,
      font: parseFloat(getComputedStyle(el).fontSize),
      editor: el.shadowRoot!.querySelector('.cm-editor')?.getBoundingClientRect().height ?? null,
    }));
  // One page at two widths, set in place: the empty editor at each, then the
  // starter code and forty lines at each.
  const widths = [360, 1280];
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  // CodeMirror's chunk held back: the empty editor already has its box.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/codemirror-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?view=exercises');
  await expect(editor).toBeAttached();
  const predictedAt = async (width: number, code: string | null) => {
    await page.setViewportSize({ width, height: 900 });
    await settleAfterResize(page);
    if (code !== null) await setCode(page, code);
    const shown = await measure();
    return { shown, predicted: box(undefined as never, shown.width, shown.font) };
  };
  for (const width of widths) {
    const { shown, predicted } = await predictedAt(width, null);
    expect(shown.editor, `empty, at ${width} px`).toBeNull();
    expect(Math.abs(shown.height - predicted), `empty, at ${width} px`).toBeLessThanOrEqual(1);
  }
  release();
  await expect(exercisesView(page).locator('.cm-content')).toBeVisible();
  // The starter code, then forty lines: the box stays, the code scrolls inside it.
  const forty = Array.from({ length: 40 }, (_, i) => `// line ${i}`).join('\n');
  for (const [width, code, name] of [
    [widths[1]!, null, 'starter'],
    [widths[0]!, null, 'starter'],
    [widths[0]!, forty, 'forty lines'],
    [widths[1]!, null, 'forty lines'],
  ] as const) {
    const { shown, predicted } = await predictedAt(width, code);
    const at = `${name} at ${width} px`;
    expect(Math.abs(shown.height - predicted), at).toBeLessThanOrEqual(1);
    expect(Math.abs(shown.editor! - predicted), at).toBeLessThanOrEqual(1);
  }
});
