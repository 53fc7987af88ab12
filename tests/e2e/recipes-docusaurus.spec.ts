// The Docusaurus recipe of docs/embedding.md, built by Docusaurus (its own
// npm project, tests/recipes/docusaurus) against the packed package and opened
// in Chromium: the .mdx page's import defines nothing in the server build
// (no BrowserOnly), the page is pre-rendered with the element, hydrates with
// no console message, the widget loads and follows the dark-mode switch. The
// site's own config is the smallest classic one: not part of the recipe.
import { test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { serve, type Server } from './package-support.js';
import { recipeFiles, recipeSite, run, watchConsole, widgetReady } from './recipe-support.js';
import { expect } from './support.js';

const docusaurus = resolve(
  import.meta.dirname,
  '../recipes/docusaurus/node_modules/@docusaurus/core/bin/docusaurus.mjs',
);
const config = `export default {
  title: 'My tutorial',
  url: 'https://example.org',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { navbar: { title: 'My tutorial' } },
};
`;

// One build for the file's tests, in one worker.
test.describe.configure({ mode: 'default' });

let site: Server;
let outDir = '';
let dir = '';

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const files = recipeFiles('docusaurus');
  files.set('docusaurus.config.mjs', config);
  dir = recipeSite('docusaurus', files, { npm: true });
  // No telemetry or update check: the build is offline.
  await run(process.execPath, [docusaurus, 'build', '--no-minify'], dir, {
    DOCUSAURUS_IGNORE_SSG_WARNINGS: 'false',
    NO_UPDATE_NOTIFIER: '1',
  });
  outDir = join(dir, 'build');
  // The site's root is its route "/" (a host serves index.html there).
  site = await serve({
    dir: outDir,
    pages: { '/': readFileSync(join(outDir, 'index.html'), 'utf8') },
  });
});

test.afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await site?.close();
});

test.use({ colorScheme: 'light' });

test('the page is pre-rendered with the element and its attributes', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toMatch(
    /<positional-encoding-widget view="relative" seq-len="32" d-model="64"><\/positional-encoding-widget>/,
  );
});

test('the widget hydrates and loads with no console error or warning', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  const state = await widget.evaluate((element) =>
    (element as unknown as { getState(): { view: string; seqLen: number } }).getState(),
  );
  expect([state.view, state.seqLen]).toEqual(['relative', 32]);
  await expect(widget.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(messages).toEqual([]);
});

test("the widget follows Docusaurus's dark-mode switch", async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget).toHaveAttribute('scheme', 'light');
  const toggle = page.getByRole('button', { name: /dark and light mode/ });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(widget).toHaveAttribute('scheme', 'dark');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(widget).toHaveAttribute('scheme', 'light');
  expect(messages).toEqual([]);
});

// Webpack rewrites an import() of a computed URL into its own module registry,
// which the sandbox's worker does not have: Run used to fail here with a false
// "blocked" message (tests/js/bundler-imports.test.mjs checks the built files).
test('Run in the Exercises view checks the learner’s code in the webpack build', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await widget.evaluate((element) =>
    (element as unknown as { setState(state: { view: string }): void }).setState({
      view: 'exercises',
    }),
  );
  const view = widget.locator('pe-exercises-view');
  await view.getByRole('button', { name: 'Show a solution' }).click();
  await view.getByRole('button', { name: 'Yes, show the solution' }).click();
  await view.getByRole('button', { name: 'Copy into the editor' }).click();
  await view.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(view.locator('.result')).toContainText('shapes match the engine', {
    timeout: 15_000,
  });
  expect(messages).toEqual([]);
});
