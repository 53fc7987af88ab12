// The state at the widget's edges in the browser: wrong-typed setState values,
// a polluted Object.prototype, every notice of a change shown, long and cut
// code links on the lesson page, and view code loaded on demand with Retry.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { events, openHost, recordEvents, waitForStatus } from './embed-support.js';
import { expect, openLesson, pageIdle, watchErrors } from './support.js';
import { views } from '../../web/src/views/registry.js';
import { courseStart } from '../../web/src/course/chapters.js';

const widget = 'positional-encoding-widget';

async function setState(page: Page, selector: string, partial: unknown): Promise<string> {
  return page.locator(selector).evaluate((element, value) => {
    try {
      (element as unknown as { setState(p: unknown): void }).setState(value);
      return 'ok';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  }, partial);
}

async function getState(page: Page, selector = widget): Promise<Record<string, unknown>> {
  return page
    .locator(selector)
    .evaluate((element) =>
      (element as unknown as { getState(): Record<string, unknown> }).getState(),
    );
}

const notices = (page: Page) => page.getByRole('status').filter({ hasText: 'adjusted' });

test('setState with a value of the wrong type keeps the field, shows a notice and fires pe-error', async ({
  page,
}) => {
  // One page for every case, one after the other: each is refused, so the
  // state each starts from is the first; failures name the case.
  const errors = watchErrors(page);
  await recordEvents(page);
  await openLesson(page);
  const before = await getState(page);
  for (const [partial, field, text] of [
    [{ dims: 5 }, 'dims', 'dims=5 must be a list of numbers'],
    [{ words: 'abc' }, 'words', 'words="abc" must be a list of words'],
    [{ emb: [1, 2, 3, 4] }, 'emb', 'emb=1 must be a list of numbers'],
    [{ code: {} }, 'code', 'code=a object is not text'],
  ] as const) {
    const what = `setState(${JSON.stringify(partial)})`;
    expect(await setState(page, widget, partial), what).toBe('ok');
    expect((await getState(page))[field], what).toEqual(before[field]);
    await expect(notices(page), what).toContainText(text);
    const reported = await events(page, 'pe-error', 'lesson');
    expect(reported.at(-1)!.detail, what).toMatchObject({ code: 'invalid-input' });
    expect(String(reported.at(-1)!.detail.message), what).toContain(text);
  }
  expect(errors).toEqual([]);
});

test('setState reads own properties only: inherited fields change nothing', async ({ page }) => {
  await openLesson(page, 'view=heatmap');
  const result = await page.locator(widget).evaluate((element) => {
    const partial = Object.create({ seqLen: 5, view: 'worked' });
    partial.dModel = 16;
    (element as unknown as { setState(p: unknown): void }).setState(partial);
    return (element as unknown as { getState(): Record<string, unknown> }).getState();
  });
  expect(result).toMatchObject({ seqLen: 64, view: 'heatmap', dModel: 16 });
});

/** Keys a hostile or careless host page adds to Object.prototype before the widget loads. */
async function pollute(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.foo = 1;
    proto.seqLen = 5;
    proto.view = 'worked';
    proto.code = 'polluted';
  });
}

/**
 * Opens a polluted host page (pollute) with one widget #w (seq-len 12,
 * d-model 16), recording its events, once it is ready; resolves to the
 * page's errors, collected from before it loaded.
 */
async function openPollutedHost(page: Page): Promise<string[]> {
  const errors = watchErrors(page);
  await recordEvents(page);
  await pollute(page);
  await openHost(page, `<${widget} id="w" seq-len="12" d-model="16"></${widget}>`);
  await waitForStatus(page, '#w', 'ready');
  return errors;
}

test('on a host page that adds keys to Object.prototype the state is the attributes’', async ({
  page,
}) => {
  await openPollutedHost(page);
  expect(await getState(page, '#w')).toMatchObject({
    seqLen: 12,
    dModel: 16,
    view: 'heatmap',
    code: null,
  });
  expect(
    await page
      .locator('#w')
      .evaluate((element) => element.shadowRoot!.querySelector('#panel')?.localName),
  ).toBe('pe-heatmap-view');
  await page
    .locator('#w')
    .evaluate((element) =>
      (element as unknown as { setState(p: unknown): void }).setState({ dModel: 32 }),
    );
  expect(await getState(page, '#w')).toMatchObject({ seqLen: 12, dModel: 32, view: 'heatmap' });
  const invalid = (await events(page, 'pe-error', 'w')).filter(
    (event) => event.detail.code === 'invalid-input',
  );
  expect(invalid).toEqual([]);
});

test('on a host page that adds keys to Object.prototype the heat map draws, with no error', async ({
  page,
}) => {
  const errors = await openPollutedHost(page);
  // Real pixels on the heat map (the engine reads options as own properties too).
  await expect
    .poll(() =>
      page.locator('#w').evaluate((element) => {
        const view = element.shadowRoot!.querySelector('pe-heatmap-view');
        const canvas = view?.shadowRoot?.querySelector('canvas');
        if (!canvas || canvas.width === 0) return 0;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        const colours = new Set<number>();
        for (let k = 0; k < data.length; k += 4) {
          colours.add((data[k]! << 16) | (data[k + 1]! << 8) | data[k + 2]!);
        }
        return colours.size;
      }),
    )
    .toBeGreaterThan(8);
  expect(await events(page, 'pe-error', 'w')).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a host page that adds keys to Object.prototype every view loads, with no error', async ({
  page,
}) => {
  // Each view's chunk, and the chunks they share (the link code among them),
  // load through import(): none may build its namespace with a for-in that
  // the polluted keys reach.
  const errors = await openPollutedHost(page);
  for (const view of views) {
    await page
      .locator('#w')
      .evaluate(
        (element, id) =>
          (element as unknown as { setState(p: unknown): void }).setState({ view: id }),
        view.id,
      );
    await expect
      .poll(() =>
        page
          .locator('#w')
          .evaluate((element) => element.shadowRoot!.querySelector('#panel')?.localName),
      )
      .toBe(view.tag);
  }
  expect(await events(page, 'pe-error', 'w')).toEqual([]);
  expect(errors).toEqual([]);
});

test('seq-len="abc" d-model="7" shows both notices', async ({ page }) => {
  await recordEvents(page);
  await openHost(page, `<${widget} id="w" seq-len="abc" d-model="7"></${widget}>`);
  await waitForStatus(page, '#w', 'ready');
  const shown = page.locator('#w').getByRole('status').filter({ hasText: 'adjusted' });
  await expect(shown).toContainText('seq-len="abc" is not a number');
  await expect(shown).toContainText('d-model=7 must be even; using 8.');
  await expect(shown.locator('li')).toHaveCount(2);
});

test('a link with several bad values shows every notice', async ({ page }) => {
  await openLesson(
    page,
    'seq_len=abc&d_model=7&base=0&layout=x&cmap=y&view=z&k=9999999&pair=x&dims=a&trainLen=3',
  );
  const list = notices(page).locator('li');
  // seq_len, d_model, base, layout, cmap, view, k, pair, dims (trainLen is not a key).
  await expect(list).toHaveCount(9);
});

/** Code a learner might write, about `n` characters. */
function learnerCode(n: number): string {
  const line = 'out[pos * d + 2 * i] = Math.sin(pos / Math.pow(10000, (2 * i) / d)); // pair ';
  let text = '';
  for (let k = 0; text.length < n; k++) text += `${line}${k}\n`;
  return text.slice(0, n);
}

test('12,929 characters of code survive the share link and a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await openLesson(page, 'view=exercises');
  const code = learnerCode(12_929);
  expect(await setState(page, widget, { code })).toBe('ok');
  await expect.poll(() => new URL(page.url()).searchParams.get('code')).toMatch(/^c\./);
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await expect.poll(async () => (await getState(page)).code).toBe(code);
  await expect(notices(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cut code link says so and keeps the starter code', async ({ page }) => {
  await openLesson(page, 'view=exercises');
  await setState(page, widget, { code: learnerCode(3000) });
  await expect.poll(() => new URL(page.url()).searchParams.get('code')).toMatch(/^c\./);
  const full = page.url();
  await openLesson(page, full.slice(full.indexOf('?') + 1, -10));
  await expect(notices(page)).toContainText(
    'is not a whole, valid shared exercise (was the link cut?)',
  );
  expect((await getState(page)).code).toBeNull();
});

test('only the active view’s code is loaded', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The element alone (the lesson page also preloads the view it opens on by default).
  await openHost(page, `<${widget} id="w" view="relative"></${widget}>`);
  await waitForStatus(page, '#w', 'ready');
  await expect(page.locator('#w').locator('pe-relative-view')).toBeAttached();
  // Code fetched at idle (the exercises' runner, say) would have been requested by then.
  await pageIdle(page, 4);
  const chunks = requested.filter((path) => /\/assets\/[^/]+\.js$/.test(path));
  for (const view of views) {
    const loaded = chunks.some((path) => path.includes(`/assets/${view.id}-`));
    expect(loaded, view.id).toBe(view.id === 'relative');
  }
});

test('the lesson page preloads the code of the view a bare visit opens (the course’s first chapter) with the element script', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(
    new RegExp(`<link rel="modulepreload"[^>]*href="\\./assets/${courseStart}-[\\w-]+\\.js"`),
  );
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*href="\.\/assets\/heatmap-[\w-]+\.js"/);
  // The core .wasm is preloaded by engine-preload.js, only for views that use it
  // (engine-preload.spec.ts checks each view).
  expect(html).toMatch(
    /<script defer src="\.\/engine-preload\.js" data-wasm="\.\/assets\/posenc-wasm-core-[\w-]+\.wasm"/,
  );
});

test('a view whose code fails to load shows an error with Retry, and Retry recovers', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/assets/worked-*.js', (route) =>
    fail ? route.abort('failed') : route.continue(),
  );
  await openLesson(page, 'view=worked');
  const alert = page.locator(widget).getByRole('alert');
  await expect(alert).toContainText('The Worked example lesson could not be loaded');
  const retry = page.locator(widget).getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.locator('pe-worked-view')).toBeVisible();
  await expect(alert).toHaveCount(0);
});
