// The classic script (vite.classic.ts), as the README's embed pastes it:
// the packed package on a second origin 300 ms away (a CDN's round trip),
// the host page on a first origin. The script blocks the parser, so the
// element is defined before the parser reaches it and its first render is
// done before the first frame that shows it; its views load as ES module
// chunks that get Lit from the script. Both builds on one page, or the
// script pasted twice, define the element once, with no error.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { waitForStatus } from './embed-support.js';
import {
  classicElement,
  classicFrame,
  elementUrl,
  packedPackage,
  serve,
  type Server,
} from './package-support.js';
import { expect, watchErrors } from './support.js';

let cdn: Server;
let host: Server;

const page = (head: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Host page</title>
    ${head}
  </head>
  <body>
    <h1>An article</h1>
    <p>The first paragraph of the article.</p>
    ${body}
    <p>The paragraph after the element.</p>
  </body>
</html>`;

/**
 * Records, from the start of the page, each frame's state of the first
 * element (requestAnimationFrame runs before every paint): whether it is in
 * the document, defined and rendered, and its height.
 */
const FRAMES = `<script>
  window.__frames = [];
  (function sample() {
    const widget = document.querySelector('positional-encoding-widget');
    if (widget) {
      window.__frames.push({
        defined: customElements.get('positional-encoding-widget') !== undefined,
        rendered: !!(widget.shadowRoot && widget.shadowRoot.querySelector('.body')),
        height: widget.getBoundingClientRect().height,
      });
    }
    requestAnimationFrame(sample);
  })();
</script>`;

/** What the parser saw right after the element: an inline script there. */
const AFTER = `<script>
  window.__atParse = {
    defined: customElements.get('positional-encoding-widget') !== undefined,
    rendered: !!document.querySelector('positional-encoding-widget').shadowRoot?.querySelector('.body'),
    frame: !!document.querySelector('positional-encoding-widget').shadowRoot?.querySelector('pe-view-frame'),
  };
</script>`;

const element = `<positional-encoding-widget id="w" seq-len="50" d-model="8" view="relative"></positional-encoding-widget>`;

test.beforeAll(async () => {
  cdn = await serve({
    dir: packedPackage(),
    headers: { 'Access-Control-Allow-Origin': '*' },
    htmlAsText: true,
    delayMs: 300,
  });
  const script = (file: string) => `<script src="${elementUrl(cdn, file)}"></script>`;
  // The README's embed: the element's classic script, then the view's frame script.
  const classic = `${script(classicElement)}\n${script(classicFrame('relative'))}`;
  const alone = script(classicElement);
  const lite = `<script src="${elementUrl(cdn, 'positional-encoding-widget-lite.classic.js')}"></script>`;
  const module = `<script type="module" src="${elementUrl(cdn)}"></script>`;
  host = await serve({
    pages: {
      '/body.html': page(FRAMES, `${classic}\n${element}\n${AFTER}`),
      '/no-frame-script.html': page(FRAMES, `${alone}\n${element}`),
      '/frame-script-first.html': page(
        '',
        `${script(classicFrame('relative'))}\n${alone}\n${element}`,
      ),
      '/both.html': page(module, `${classic}\n${element}`),
      '/twice.html': page(
        '',
        `${classic}\n${element}\n${classic}\n${element.replace('"w"', '"v"')}`,
      ),
      '/module.html': page(module, element),
      '/lite.html': page('', `${lite}\n${element.replace('relative', 'heatmap')}`),
    },
  });
});

test.afterAll(async () => {
  await host?.close();
  await cdn?.close();
});

async function open(target: Page, path: string): Promise<string[]> {
  const errors = watchErrors(target);
  await target.goto(`${host.origin}${path}`);
  await waitForStatus(target, '#w', 'ready');
  return errors;
}

test('the classic script pasted into <body> defines and renders the element before the parser goes past it', async ({
  page: target,
}) => {
  const errors = await open(target, '/body.html');
  expect(
    await target.evaluate(() => (window as unknown as { __atParse: unknown }).__atParse),
  ).toEqual({
    defined: true,
    rendered: true,
    frame: true,
  });
  expect(errors).toEqual([]);
});

test('the first frame that shows the element shows it rendered, within 4 px of its final height', async ({
  page: target,
}) => {
  await open(target, '/body.html');
  // The reserved room is let go once the view has rendered: the final height.
  await target.waitForFunction(
    () =>
      document.querySelector('#w')?.shadowRoot?.querySelector<HTMLElement>('.body')?.style
        .minHeight === '',
  );
  const final = await target.locator('#w').evaluate((w) => w.getBoundingClientRect().height);
  const [first] = await target.evaluate(
    () =>
      (window as unknown as { __frames: { defined: boolean; rendered: boolean; height: number }[] })
        .__frames,
  );
  expect(first).toMatchObject({ defined: true, rendered: true });
  expect(
    Math.abs(first!.height - final),
    `first frame ${first!.height} px, final ${final} px`,
  ).toBeLessThanOrEqual(4);
});

test("with the view's frame script the element's first render is the view's frame", async ({
  page: target,
}) => {
  const errors = await open(target, '/body.html');
  const first = await target.evaluate(
    () => (window as unknown as { __atParse: { frame?: boolean } }).__atParse.frame,
  );
  expect(first).toBe(true);
  await expect(target.locator('#w').locator('pe-relative-view')).toBeVisible();
  expect(errors).toEqual([]);
});

test('without its frame script the view still loads: its frame comes as a chunk, with no error', async ({
  page: target,
}) => {
  const requests: string[] = [];
  target.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const errors = await open(target, '/no-frame-script.html');
  await expect(target.locator('#w').locator('pe-relative-view')).toBeVisible();
  expect(requests.some((path) => /\/assets\/frame-relative-[\w-]+\.js$/.test(path))).toBe(true);
  expect(errors).toEqual([]);
});

test("with the view's frame script the frame's modules are not downloaded again: the view's chunk reads them from the script's global, with no module between", async ({
  page: target,
}) => {
  const requests: string[] = [];
  target.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const errors = await open(target, '/body.html');
  await expect(target.locator('#w').locator('pe-relative-view')).toBeVisible();
  const scripts = requests.filter((path) => path.endsWith('.js'));
  expect(scripts.filter((path) => /\/assets\/frame-relative-[\w-]+\.js$/.test(path))).toEqual([]);
  // The frame's exports module is copied into the chunks that read it (vite.classic.ts).
  expect(scripts.filter((path) => /\/assets\/classic-frame-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(scripts.some((path) => /\/assets\/relative-[\w-]+\.js$/.test(path))).toBe(true);
  expect(errors).toEqual([]);
});

test('a view whose frame chunk fails to load shows the failure with Retry, and Retry loads both', async ({
  page: target,
}) => {
  const errors = await open(target, '/body.html');
  await target.route(/\/assets\/frame-worked-[\w-]+\.js$/, (route) => route.abort('failed'));
  const widget = target.locator('#w');
  await widget.getByRole('tab', { name: 'Worked example' }).click();
  await expect(widget.getByRole('alert')).toContainText(
    'The Worked example lesson could not be loaded',
  );
  await target.unroute(/\/assets\/frame-worked-[\w-]+\.js$/);
  await widget.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.locator('pe-worked-view')).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  // The aborted request is the only error: the view's code never ran without its frame.
  expect(errors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
});

test('a frame script put before the element script says which script to load first, and the element still works', async ({
  page: target,
}) => {
  const errors = watchErrors(target);
  await target.goto(`${host.origin}/frame-script-first.html`);
  await waitForStatus(target, '#w', 'ready');
  expect(errors).toEqual([
    expect.stringMatching(
      /frames\/relative\.classic\.js needs positional-encoding-widget\.classic\.js: load that script first/,
    ),
  ]);
});

test("a view shown later loads as a chunk that gets Lit from the classic script's global: no module entry, no exports module is fetched", async ({
  page: target,
}) => {
  const requests: string[] = [];
  target.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const errors = await open(target, '/body.html');
  const tab = target.locator('#w').getByRole('tab', { name: 'Worked example' });
  await tab.click();
  await expect(target.locator('#w').locator('pe-worked-view')).toBeVisible();
  await waitForStatus(target, '#w', 'ready');
  const scripts = requests.filter((path) => path.endsWith('.js'));
  expect(scripts.filter((path) => /\/dist\/cdn\/[^/]+\.js$/.test(path))).toEqual([
    `/dist/cdn/${classicElement}`,
  ]);
  expect(scripts.some((path) => /\/assets\/worked-[\w-]+\.js$/.test(path))).toBe(true);
  expect(
    scripts.filter((path) => /\/assets\/(classic-exports|rolldown-runtime)-[\w-]+\.js$/.test(path)),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('the module in <head> and the classic script in <body> on one page: one definition, no error', async ({
  page: target,
}) => {
  const errors = await open(target, '/both.html');
  await target.locator('#w').getByRole('tab', { name: 'Worked example' }).click();
  await expect(target.locator('#w').locator('pe-worked-view')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the classic script added after the module has defined the element: skipped, no error', async ({
  page: target,
}) => {
  const errors = await open(target, '/module.html');
  const before = await target.evaluate(() => {
    const w = window as unknown as { __first: unknown };
    w.__first = customElements.get('positional-encoding-widget');
    return w.__first !== undefined;
  });
  expect(before).toBe(true);
  await target.evaluate(
    async (src) => {
      const script = document.createElement('script');
      script.src = src;
      const loaded = new Promise((resolve, reject) => {
        script.onload = resolve;
        script.onerror = reject;
      });
      document.body.append(script);
      await loaded;
      document.body.insertAdjacentHTML(
        'beforeend',
        '<positional-encoding-widget id="later" view="worked"></positional-encoding-widget>',
      );
    },
    elementUrl(cdn, classicElement),
  );
  // Below the first element: it starts once the reader nears it.
  await target.locator('#later').scrollIntoViewIfNeeded();
  await waitForStatus(target, '#later', 'ready');
  expect(
    await target.evaluate(
      () =>
        customElements.get('positional-encoding-widget') ===
        (window as unknown as { __first: unknown }).__first,
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('the classic script pasted twice runs once: both elements work, one copy of Lit', async ({
  page: target,
}) => {
  const errors = await open(target, '/twice.html');
  await target.locator('#v').scrollIntoViewIfNeeded();
  await waitForStatus(target, '#v', 'ready');
  // lit-html registers its version each time its code runs.
  expect(
    await target.evaluate(
      () => (window as unknown as { litHtmlVersions: string[] }).litHtmlVersions.length,
    ),
  ).toBe(1);
  expect(errors).toEqual([]);
});

test('the lite classic script draws its view and never fetches the exercises or CodeMirror', async ({
  page: target,
}) => {
  const requests: string[] = [];
  target.on('request', (request) => requests.push(request.url()));
  const errors = await open(target, '/lite.html');
  await expect(target.locator('#w').locator('pe-heatmap-view')).toBeVisible();
  expect(requests.filter((url) => /exercises|codemirror|sandbox/.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});
