// The fallback-content pattern (docs/embedding.md, "Fallback content"): what
// the element holds in the page is shown until it upgrades, styled by the
// :not(:defined) rule, and hidden once the widget renders.

import { test } from './shared-page.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { waitForStatus } from './embed-support.js';
import {
  elementUrl,
  hostPage,
  packedPackage,
  serve,
  serveCdn,
  type Server,
} from './package-support.js';
import { expect } from './support.js';

/** The docs' fallback example: its markup and its CSS, as a reader copies them. */
function documentedFallback(): { markup: string; css: string } {
  const docs = readFileSync(resolve(import.meta.dirname, '../../docs/embedding.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Fallback content'));
  const markup = /```html\n([\s\S]+?)```/.exec(section)?.[1];
  const css = /```css\n([\s\S]+?)```/.exec(section)?.[1];
  if (!markup || !css) throw new Error('docs/embedding.md: no fallback example');
  return {
    markup: markup.replace('<positional-encoding-widget', '<positional-encoding-widget id="w"'),
    css,
  };
}

let cdn: Server;
let noCors: Server;
let host: Server;

test.beforeAll(async () => {
  cdn = await serveCdn();
  // A widget host that sends no CORS headers: the module script cannot load.
  noCors = await serve({ dir: packedPackage() });
  const { markup, css } = documentedFallback();
  const head = `<style>${css}</style>`;
  host = await serve({
    pages: {
      '/loads.html': hostPage(elementUrl(cdn), markup, head),
      '/missing.html': hostPage(`${cdn.origin}/dist/cdn/no-such-file.js`, markup, head),
      '/no-cors.html': hostPage(elementUrl(noCors), markup, head),
    },
  });
});

test.afterAll(async () => {
  await host?.close();
  await noCors?.close();
  await cdn?.close();
});

for (const [name, path] of [
  ['the script is missing', '/missing.html'],
  ['the widget host sends no CORS headers', '/no-cors.html'],
] as const) {
  test(`when ${name} the fallback content shows, styled by the :not(:defined) rule`, async ({
    page,
  }) => {
    await page.goto(`${host.origin}${path}`);
    await page.waitForLoadState('networkidle');
    const fallback = page.locator('#w .pe-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Interactive figure');
    expect(await page.evaluate(() => customElements.get('positional-encoding-widget'))).toBe(
      undefined,
    );
    expect(await page.locator('#w').evaluate((element) => getComputedStyle(element).display)).toBe(
      'block',
    );
    expect(
      await page.locator('#w').evaluate((element) => getComputedStyle(element).paddingTop),
    ).toBe('16px');
  });
}

test('once the element upgrades the fallback is hidden and the widget shows', async ({ page }) => {
  await page.goto(`${host.origin}/loads.html`);
  await waitForStatus(page, '#w', 'ready');
  await expect(page.locator('#w .pe-fallback')).toBeHidden();
  await expect(page.locator('#w pe-relative-view')).toBeVisible();
  // The :not(:defined) padding no longer applies.
  expect(
    await page.locator('#w').evaluate((element) => getComputedStyle(element).paddingTop),
  ).not.toBe('16px');
});
