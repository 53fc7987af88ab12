// One line from a CDN: the `npm pack` tarball, unpacked and served from a
// second origin with CORS (what an npm CDN serves), and a host page on a first
// origin that loads the element from the package path the docs give.

import { test } from './shared-page.js';

import { events, recordEvents, waitForStatus } from './embed-support.js';
import { elementUrl, hostPage, serve, serveCdn, type Server } from './package-support.js';
import { expect, saveScreenshot, watchErrors } from './support.js';

let cdn: Server;
let host: Server;

test.beforeAll(async () => {
  cdn = await serveCdn();
  host = await serve({
    pages: {
      '/full.html': hostPage(
        elementUrl(cdn),
        `<positional-encoding-widget id="w" view="relative" seq-len="24" d-model="16"></positional-encoding-widget>`,
      ),
      '/exercises.html': hostPage(
        elementUrl(cdn),
        `<positional-encoding-widget id="w" view="exercises"></positional-encoding-widget>`,
      ),
      '/lite.html': hostPage(
        elementUrl(cdn, 'positional-encoding-widget-lite.js'),
        `<positional-encoding-widget id="w" view="heatmap" seq-len="24" d-model="16"></positional-encoding-widget>`,
      ),
    },
  });
});

test.afterAll(async () => {
  await host?.close();
  await cdn?.close();
});

test('the element loaded from the packed package on another origin reaches pe-ready', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await recordEvents(page);
  await page.goto(`${host.origin}/full.html`);
  await waitForStatus(page, '#w', 'ready');
  const ready = await events(page, 'pe-ready', 'w');
  expect(ready).toHaveLength(1);
  expect(ready[0]!.detail).toMatchObject({ view: 'relative', seqLen: 24, dModel: 16 });
  await expect(page.locator('#w pe-relative-view')).toBeVisible();
  await saveScreenshot(page, 'cdn-host');
  // Every file came from the package's own folder on the CDN origin.
  expect(cdn.requests).toContain('/dist/cdn/positional-encoding-widget.js');
  expect(cdn.requests.some((path) => /^\/dist\/cdn\/assets\/.+\.wasm$/.test(path))).toBe(true);
  expect(host.requests.filter((path) => path !== '/favicon.ico')).toEqual(['/full.html']);
  expect(errors).toEqual([]);
});

test('the lite build from the CDN has no Exercises tab and never fetches its code', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const start = cdn.requests.length;
  await page.goto(`${host.origin}/lite.html`);
  await waitForStatus(page, '#w', 'ready');
  const tabs = page.locator('#w').getByRole('tablist', { name: 'Lessons' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  // Without their chapter numbers ("3. Heat map", "A1. Atlas").
  const titles = (await tabs.allTextContents()).map((title) =>
    title.trim().replace(/^[A-Z]?\d+\.\s*/, ''),
  );
  expect(titles).toContain('Heat map');
  expect(titles).not.toContain('Exercises');
  // The other views still load on demand.
  await page.locator('#w').getByRole('tab', { name: 'Frequencies' }).click();
  await expect(page.locator('#w pe-frequencies-view')).toBeVisible();
  const fetched = cdn.requests.slice(start);
  expect(fetched).toContain('/dist/cdn/positional-encoding-widget-lite.js');
  expect(fetched.filter((path) => /exercises|codemirror|sandbox/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('Run in the Exercises tab works from the CDN, which serves the sandbox page as text/plain', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${host.origin}/exercises.html`);
  await waitForStatus(page, '#w', 'ready');
  const view = page.locator('#w pe-exercises-view');
  await view.getByRole('button', { name: 'Show a solution' }).click();
  await view.getByRole('button', { name: 'Yes, show the solution' }).click();
  await view.getByRole('button', { name: 'Copy into the editor' }).click();
  await view.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(view.locator('.result')).toContainText('shapes match the engine', {
    timeout: 15_000,
  });
  // The sandbox page came from the CDN as text and ran inline.
  expect(cdn.requests.some((path) => /^\/dist\/cdn\/assets\/sandbox-.+\.html$/.test(path))).toBe(
    true,
  );
  expect(errors).toEqual([]);
});
