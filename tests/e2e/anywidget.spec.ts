// The anywidget module (dist/anywidget, vite.anywidget.ts) in Chromium, loaded
// the way anywidget's front end loads a widget's `_esm` text in Jupyter: from a
// blob: URL, with a model that keeps anywidget's model contract and the engine
// sent as bytes (fixtures/platforms/anywidget-host.js). No Python here: the
// model's `fromKernel` is what a change made in Python looks like from the
// front end.
import { resolve } from 'node:path';

import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { waitForStatus } from './embed-support.js';
import { serve, type Server } from './package-support.js';
import { expect, watchErrors } from './support.js';
import { exercisesView, runAndWait, setCode, SOLUTION } from './exercises-support.js';

const built = resolve('dist/anywidget');

let server: Server;

test.beforeAll(async () => {
  server = await serve({
    pages: {
      '/notebook.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A notebook</title>
    <script type="module">
      import * as host from '/anywidget-host.js';
      window.peHost = host;
    </script>
  </head>
  <body><main id="notebook"></main></body>
</html>`,
    },
    files: {
      '/anywidget-host.js': resolve('tests/e2e/fixtures/platforms/anywidget-host.js'),
      '/widget.js': `${built}/positional-encoding-widget.anywidget.js`,
      '/posenc-wasm-core.wasm': `${built}/posenc-wasm-core.wasm`,
      '/posenc-wasm.wasm': `${built}/posenc-wasm.wasm`,
    },
  });
});

test.afterAll(async () => {
  await server?.close();
});

type State = Record<string, unknown>;

/** fixtures/platforms/anywidget-host.js, as the page has it (window.peHost). */
interface Host {
  FakeModel: new (values: Record<string, unknown>) => object;
  loadModule(url: string): Promise<object>;
  bytesOf(url: string): Promise<DataView>;
  display(
    widget: object,
    model: object,
    parent: Element,
    options?: { initialize?: boolean },
  ): Promise<{ el: HTMLElement }>;
}
interface Saved {
  state: State;
  results?: { items: { id: string; correct: boolean | null }[] };
}

/**
 * Opens the notebook and displays one widget per entry of `states` (each
 * its own model, and each its own evaluation of the module, as anywidget
 * imports each widget's `_esm`), then waits until every element is ready.
 */
async function openNotebook(page: Page, states: State[]): Promise<void> {
  await page.goto(`${server.origin}/notebook.html`);
  await page.waitForFunction(() => 'peHost' in window);
  await page.evaluate(async (states) => {
    const host = (window as unknown as { peHost: Host }).peHost;
    const views = [];
    for (const state of states) {
      const widget = await host.loadModule('/widget.js');
      const model = new host.FakeModel({
        _core_wasm: await host.bytesOf('/posenc-wasm-core.wasm'),
        _full_wasm: await host.bytesOf('/posenc-wasm.wasm'),
        state,
        results: {},
      });
      views.push(await host.display(widget, model, document.getElementById('notebook')!));
    }
    (window as unknown as { views: unknown[] }).views = views;
  }, states);
  // An element starts loading when it nears the viewport, in a notebook as anywhere.
  for (let n = 1; n <= states.length; n += 1) await whenReady(page, n);
}

async function whenReady(page: Page, n: number): Promise<void> {
  await page.locator(widgetSelector(n)).scrollIntoViewIfNeeded();
  await waitForStatus(page, widgetSelector(n), 'ready');
}

const widgetSelector = (n: number) => `.output:nth-child(${n}) positional-encoding-widget`;

/** Runs `fn` in the page with the n-th view (1-based) as `view`. */
function withView<T, A>(
  page: Page,
  n: number,
  fn: (view: ViewHandle, arg: A) => T,
  arg?: A,
): Promise<T> {
  return page.evaluate(
    ([n, source, arg]) => {
      const view = (window as unknown as { views: ViewHandle[] }).views[n - 1]!;
      return (0, eval)(`(${source})`)(view, arg) as T;
    },
    [n, fn.toString(), arg] as const,
  ) as Promise<T>;
}

interface ViewHandle {
  model: {
    values: Record<string, unknown>;
    saved: Saved[];
    sent: { type: string; code: string; message: string }[];
    listeners: { event: string }[];
    fromKernel(name: string, value: unknown): void;
  };
  el: HTMLElement;
  cleanup: () => void;
}

const elementState = (page: Page, n = 1) =>
  page
    .locator(widgetSelector(n))
    .evaluate((el) => (el as HTMLElement & { getState(): State }).getState());

test('the module from a blob: URL renders the model state with the engine from the bytes traits only', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openNotebook(page, [{ view: 'relative', seqLen: 24, dModel: 16 }]);
  const state = await elementState(page);
  expect(state).toMatchObject({ view: 'relative', seqLen: 24, dModel: 16 });
  await expect(page.locator(`${widgetSelector(1)} pe-relative-view`)).toBeVisible();
  // Every number is the engine's: the dot-product figure is drawn.
  await expect(page.locator(`${widgetSelector(1)} pe-relative-view canvas`).first()).toBeVisible();
  // The module fetched nothing: no chunk, no .wasm (only the host's own requests).
  expect(server.requests.filter((path) => path !== '/favicon.ico')).toEqual([
    '/notebook.html',
    '/anywidget-host.js',
    '/widget.js',
    '/posenc-wasm-core.wasm',
    '/posenc-wasm.wasm',
  ]);
  // pe-ready wrote the complete state back once (the model held three fields).
  const saved = await withView(page, 1, (view) => view.model.saved);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.state).toEqual(state);
  expect(errors).toEqual([]);
});

test('a state change from Python reaches the widget and is not sent back', async ({ page }) => {
  await openNotebook(page, [{ view: 'heatmap', seqLen: 20, dModel: 8 }]);
  const before = await elementState(page);
  const causes = await page.locator(widgetSelector(1)).evaluate((el) => {
    const seen: string[] = [];
    el.addEventListener('pe-change', (event) =>
      seen.push((event as Event & { cause: string }).cause),
    );
    (window as unknown as { causes: string[] }).causes = seen;
    return seen;
  });
  expect(causes).toEqual([]);
  await withView(page, 1, (view, state) => view.model.fromKernel('state', state), {
    ...before,
    seqLen: 40,
    dModel: 32,
  });
  expect(await elementState(page)).toMatchObject({ seqLen: 40, dModel: 32 });
  expect(await page.evaluate(() => (window as unknown as { causes: string[] }).causes)).toEqual([
    'api',
  ]);
  // Nothing went back to the kernel: only pe-ready's save (the model held three fields).
  expect(await withView(page, 1, (view) => view.model.saved.length)).toBe(1);
});

test('a partial or out-of-range dict from Python is written back once, as the widget applied it', async ({
  page,
}) => {
  await openNotebook(page, [{ view: 'heatmap', seqLen: 20, dModel: 8 }]);
  await withView(page, 1, (view) => view.model.fromKernel('state', { dModel: 7, seqLen: 30 }));
  const state = await elementState(page);
  expect(state.seqLen).toBe(30);
  expect(state.dModel).not.toBe(7);
  const { saved, sent, model } = await withView(page, 1, (view) => ({
    saved: view.model.saved,
    sent: view.model.sent,
    model: view.model.values.state,
  }));
  // pe-ready's save, then exactly one with the complete, corrected state.
  expect(saved).toHaveLength(2);
  expect(saved[1]!.state).toEqual(state);
  expect(model).toEqual(state);
  // What the widget changed is reported to Python as a custom message.
  expect(sent.some((m) => m.type === 'pe-error' && /d_model|dModel/i.test(m.message))).toBe(true);
});

test('an unknown field from Python is reported and nothing is applied', async ({ page }) => {
  await openNotebook(page, [{ view: 'heatmap', seqLen: 20, dModel: 8 }]);
  const before = await elementState(page);
  await withView(page, 1, (view) => view.model.fromKernel('state', { seq_len: 50, seqLen: 21 }));
  expect(await elementState(page)).toEqual(before);
  const sent = await withView(page, 1, (view) => view.model.sent);
  expect(sent.some((m) => m.type === 'pe-error' && m.message.includes('seq_len'))).toBe(true);
  // The model is put back to the state the widget shows.
  expect(await withView(page, 1, (view) => view.model.values.state)).toEqual(before);
});

test("the learner's change in the widget sets the model and saves it", async ({ page }) => {
  await openNotebook(page, [{ view: 'heatmap', seqLen: 20, dModel: 8 }]);
  const input = page.locator(widgetSelector(1)).getByLabel('Sequence length');
  await input.fill('33');
  await input.press('Enter');
  await expect.poll(() => withView(page, 1, (view) => view.model.saved.length)).toBe(2);
  const saved = await withView(page, 1, (view) => view.model.saved[1]!.state);
  expect(saved.seqLen).toBe(33);
  expect(saved).toEqual(await elementState(page));
});

test('cleanup removes the element and every listener it added', async ({ page }) => {
  await openNotebook(page, [{ view: 'heatmap', seqLen: 20, dModel: 8 }]);
  expect(await withView(page, 1, (view) => view.model.listeners.length)).toBeGreaterThan(0);
  const after = await withView(page, 1, (view) => {
    const widget = view.el.querySelector('positional-encoding-widget')!;
    view.cleanup();
    // A change from Python after cleanup reaches nothing and saves nothing.
    view.model.fromKernel('state', { seqLen: 45 });
    return {
      children: view.el.children.length,
      connected: widget.isConnected,
      listeners: view.model.listeners.length,
      saves: view.model.saved.length,
    };
  });
  expect(after).toEqual({ children: 0, connected: false, listeners: 0, saves: 1 });
});

test('two widgets on one page, and one model shown twice, each stay in step', async ({ page }) => {
  const errors = watchErrors(page);
  await openNotebook(page, [
    { view: 'heatmap', seqLen: 20, dModel: 8 },
    { view: 'relative', seqLen: 12, dModel: 16 },
  ]);
  expect(await elementState(page, 1)).toMatchObject({ view: 'heatmap', seqLen: 20 });
  expect(await elementState(page, 2)).toMatchObject({ view: 'relative', seqLen: 12 });
  // The same model displayed a second time (a third output), as Jupyter does
  // when a widget is shown in two cells.
  await page.evaluate(async () => {
    const host = (window as unknown as { peHost: Host }).peHost;
    const views = (window as unknown as { views: ViewHandle[] }).views;
    const widget = await host.loadModule('/widget.js');
    views.push(
      (await host.display(widget, views[0]!.model as never, document.getElementById('notebook')!, {
        initialize: false,
      })) as unknown as ViewHandle,
    );
  });
  await whenReady(page, 3);
  expect(await elementState(page, 3)).toEqual(await elementState(page, 1));
  // The learner changes the first output: the model, then the third output follow.
  const input = page.locator(widgetSelector(1)).getByLabel('Sequence length');
  await input.fill('27');
  await input.press('Enter');
  await expect.poll(async () => (await elementState(page, 3)).seqLen).toBe(27);
  expect(await withView(page, 1, (view) => view.model.saved.map((s) => s.state.seqLen))).toEqual([
    20, 27,
  ]);
  // The other widget's model is untouched.
  expect(await elementState(page, 2)).toMatchObject({ seqLen: 12 });
  expect(await withView(page, 2, (view) => view.model.saved.length)).toBe(1);
  expect(errors).toEqual([]);
});

test('missing engine bytes are named in the output instead of a widget', async ({ page }) => {
  await page.goto(`${server.origin}/notebook.html`);
  await page.waitForFunction(() => 'peHost' in window);
  const text = await page.evaluate(async () => {
    const host = (window as unknown as { peHost: Host }).peHost;
    const widget = await host.loadModule('/widget.js');
    const model = new host.FakeModel({
      _core_wasm: await host.bytesOf('/posenc-wasm-core.wasm'),
      state: {},
    });
    const view = await host.display(widget, model, document.getElementById('notebook')!);
    return view.el.textContent;
  });
  expect(text).toContain('_full_wasm');
  expect(text).toContain('posenc-wasm.wasm');
  await expect(page.locator('positional-encoding-widget')).toHaveCount(0);
});

test("the exercises run the learner's code in their sandbox and report the result to the model", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openNotebook(page, [{ view: 'exercises' }]);
  await setCode(page, SOLUTION);
  await runAndWait(page);
  await expect(exercisesView(page).locator('.result')).not.toContainText('sandbox');
  await expect
    .poll(() =>
      withView(page, 1, (view) => (view.model.values.results as Saved['results'])?.items ?? []),
    )
    .toContainEqual(expect.objectContaining({ kind: 'exercise', correct: true }));
  expect(errors).toEqual([]);
});
