// The VitePress recipe of docs/embedding.md, built by VitePress (its own npm
// project, tests/recipes/vitepress) against the packed package and opened in
// Chromium: the page is pre-rendered in Node with the element as written
// (importing the package there defines nothing), hydrates without a warning
// (isCustomElement), the widget loads, and it follows VitePress's appearance
// switch.
import { test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { serve, type Server } from './package-support.js';
import { recipeFiles, recipeSite, run, watchConsole, widgetReady } from './recipe-support.js';
import { expect } from './support.js';

const vitepress = resolve(
  import.meta.dirname,
  '../recipes/vitepress/node_modules/vitepress/bin/vitepress.js',
);
// One build for the file's tests, in one worker.
test.describe.configure({ mode: 'default' });

let site: Server;
let outDir = '';
let dir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = recipeSite('vitepress', recipeFiles('vitepress'), { npm: true });
  await run(process.execPath, [vitepress, 'build'], dir);
  outDir = join(dir, '.vitepress/dist');
  site = await serve({ dir: outDir });
});

test.afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await site?.close();
});

test.use({ colorScheme: 'light' });

test('the page is pre-rendered with the element as written', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(
    '<positional-encoding-widget view="relative" seq-len="32" d-model="64"></positional-encoding-widget>',
  );
});

test('the widget hydrates and loads with no console error or warning', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/index.html`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  const state = await widget.evaluate((element) =>
    (element as unknown as { getState(): { view: string; seqLen: number } }).getState(),
  );
  expect([state.view, state.seqLen]).toEqual(['relative', 32]);
  await expect(widget.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(messages).toEqual([]);
});

test("the widget follows VitePress's appearance switch", async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto(`${site.origin}/index.html`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget).toHaveAttribute('scheme', 'light');
  // The navigation bar's switch (a second copy waits in the closed mobile menu).
  const toggle = page.locator('.VPNavBar .VPSwitchAppearance').filter({ visible: true });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(widget).toHaveAttribute('scheme', 'dark');
  await toggle.click();
  await expect(widget).toHaveAttribute('scheme', 'light');
  expect(messages).toEqual([]);
});
