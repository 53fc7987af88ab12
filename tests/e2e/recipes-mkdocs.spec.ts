// The MkDocs recipe of docs/embedding.md, built by Debian 12's MkDocs 1.4.2
// with Material for MkDocs 8.2.5 (scripts/setup.sh installs both) and opened
// in Chromium, the package served as a CDN serves it: the string form of
// extra_javascript loads the classic script, the element inside its <div>
// is kept as raw HTML (not wrapped in <p>), the widget loads, follows
// Material's palette switch, and survives Material's instant navigation.
import { test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { classicElement, serve, serveCdn, type Server } from './package-support.js';
import {
  offlineGoogleFonts,
  onLocalCdn,
  recipeFiles,
  recipeSite,
  run,
  watchConsole,
  widgetReady,
} from './recipe-support.js';
import { expect } from './support.js';

// One build for the file's tests, in one worker.
test.describe.configure({ mode: 'default' });

let cdn: Server;
let site: Server;
let outDir = '';
let dir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cdn = await serveCdn();
  const files = new Map(
    [...recipeFiles('mkdocs')].map(([path, text]) => [path, onLocalCdn(text, cdn.origin)]),
  );
  // Material's instant navigation needs the site's address (the docs say so).
  files.set('mkdocs.yml', `${files.get('mkdocs.yml')}site_url: https://example.org/tutorial/\n`);
  const page = files.get('docs/index.md')!;
  // A second page, reached through a link: Material's instant navigation.
  files.set('docs/index.md', `${page}\n[The heat map](second.md)\n`);
  files.set('docs/second.md', page.replace('view="relative"', 'view="heatmap"'));
  dir = recipeSite('mkdocs', files, { npm: false });
  await run('mkdocs', ['build', '--strict', '--site-dir', 'site'], dir);
  outDir = join(dir, 'site');
  site = await serve({
    dir: outDir,
    // A host answers a folder with its index.html (MkDocs's URLs are folders).
    pages: {
      '/': readFileSync(join(outDir, 'index.html'), 'utf8'),
      '/second/': readFileSync(join(outDir, 'second/index.html'), 'utf8'),
    },
  });
});

test.afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await site?.close();
  await cdn?.close();
});

test.use({ colorScheme: 'light' });

test.beforeEach(({ page }) => offlineGoogleFonts(page));

test('MkDocs 1.4 writes a classic script and keeps the element out of a <p>', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(`<script src="${cdn.origin}/dist/cdn/${classicElement}"></script>`);
  expect(html).toContain(
    '<div class="pe-figure">\n<positional-encoding-widget view="relative" seq-len="32" d-model="64"></positional-encoding-widget>\n</div>',
  );
  expect(html).not.toMatch(/<p>\s*<positional-encoding-widget/);
});

test('the widget loads with no console error or warning', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(messages).toEqual([]);
});

test("the widget follows Material's palette switch", async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget).toHaveAttribute('scheme', 'light');
  await page.getByTitle('Switch to dark mode').click();
  await expect(page.locator('body')).toHaveAttribute('data-md-color-scheme', 'slate');
  await expect(widget).toHaveAttribute('scheme', 'dark');
  await page.getByTitle('Switch to light mode').click();
  await expect(page.locator('body')).toHaveAttribute('data-md-color-scheme', 'default');
  await expect(widget).toHaveAttribute('scheme', 'light');
  expect(messages).toEqual([]);
});

test("each page's widget loads across Material's instant navigation", async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  await widgetReady(page.locator('positional-encoding-widget'));
  const scriptLoads = () => cdn.requests.filter((path) => path.endsWith(classicElement)).length;
  const loadsBefore = scriptLoads();
  // Instant navigation swaps the content in place: this mark survives it, a page load would not.
  await page.evaluate(() => Object.assign(window, { peSamePage: true }));
  await page.getByRole('link', { name: 'The heat map' }).click();
  await expect(page).toHaveURL(`${site.origin}/second/`);
  const heatmap = page.locator('positional-encoding-widget');
  await expect(heatmap).toHaveAttribute('view', 'heatmap');
  await widgetReady(heatmap);
  await expect(heatmap.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-heatmap');
  expect(await page.evaluate(() => 'peSamePage' in window)).toBe(true);
  // Back, through Material's history handling: the first page's widget again.
  await page.goBack();
  const relative = page.locator('positional-encoding-widget');
  await expect(relative).toHaveAttribute('view', 'relative');
  await widgetReady(relative);
  await expect(relative.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(await page.evaluate(() => 'peSamePage' in window)).toBe(true);
  // The element's script was not fetched again: the pages share the one definition.
  expect(scriptLoads()).toBe(loadsBefore);
  expect(messages).toEqual([]);
});
