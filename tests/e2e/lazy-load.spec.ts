// Issue 21 item 8, lazy for real: on an article with five widgets, each a
// different view a screen or more apart, only the one in view loads its
// code and the engine; the others start when the reader scrolls near them,
// and the page's transfer (gzip -9 of every script and .wasm it fetched)
// stays within 150 kB until then.
import { gzipSync } from 'node:zlib';

import { expect, test, type Page } from '@playwright/test';

import { openHost, waitForStatus } from './embed-support.js';
import { pageIdle } from './support.js';

const VIEWS = ['heatmap', 'worked', 'relative', 'pitfalls', 'comparison'] as const;

/** gzip -9 bytes of every .js and .wasm response, by path. */
function recordTransfer(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.(js|wasm)$/.test(path) || sizes.has(path)) return;
    try {
      sizes.set(path, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response without a body (a redirect, an aborted request) transfers nothing here.
    }
  });
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

const status = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => (element as unknown as { status: string }).status);

test('five views a screen apart: only the one in view loads, the rest when scrolled near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  const sizes = recordTransfer(page);
  const article = VIEWS.map(
    (view) =>
      `<positional-encoding-widget id="w-${view}" view="${view}"></positional-encoding-widget>` +
      '<p class="text">Article text between the figures.</p>',
  ).join('\n');
  await openHost(page, article, { head: '<style>.text { height: 1600px; }</style>' });
  await waitForStatus(page, '#w-heatmap', 'ready');
  await pageIdle(page, 3);
  for (const view of VIEWS.slice(1)) expect(await status(page, `w-${view}`), view).toBe('idle');
  const atLoad = total(sizes);
  expect(atLoad, [...sizes].map(([p, n]) => `${p} ${n}`).join('\n')).toBeLessThanOrEqual(150_000);

  for (const view of VIEWS.slice(1)) {
    await page.locator(`#w-${view}`).scrollIntoViewIfNeeded();
    await waitForStatus(page, `#w-${view}`, 'ready');
  }
  // Every view shown: the full engine and each view's code have arrived.
  console.log(`five views: ${atLoad} B at load, ${total(sizes)} B with all five shown`);
  expect(total(sizes)).toBeGreaterThan(atLoad);
});
