// The engine core's preload (web/public/engine-preload.js): the lesson page
// and embed.html preload the core .wasm exactly when the view they open on
// fetches it (views/registry.ts, `engine: 'core'`), before the element runs,
// so the widget's own fetch reuses that download; every other view never
// requests the file, so Chromium has no unused preload to warn about.
//
// Every view is opened on the lesson page. embed.html gets the same script
// with the same data from the same build step (vite.pages.ts,
// preloadEngineCore) and the same element, so it is opened with the query
// cases only: a view that uses the core and one that does not, the default
// and the query-parsing rules (one page load each instead of one per view).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { courseStart } from '../../web/src/course/chapters.js';
import { defaultState } from '../../web/src/views/state.js';
import { views, type ViewEntry } from '../../web/src/views/registry.js';
import { expect } from './support.js';

const CORE = /\/posenc-wasm-core-[^/]*\.wasm$/;
const UNUSED_PRELOAD = /preloaded using link preload but not used/;

const usesCore = (id: string) =>
  (views as readonly ViewEntry[]).find((view) => view.id === id)?.engine === 'core';

/** One query per view, and the view it opens on. */
const viewCases: [query: string, view: string][] = views.map((view) => [
  `view=${view.id}`,
  view.id,
]);

/**
 * Queries, and the view each opens on (parseQuery: the first view=, an
 * unknown one or none is the default view), after `landing`, the view a
 * visit with no query at all opens: the course's first chapter on the lesson
 * page (page.ts), the default view on embed.html.
 */
const queryCases = (landing: string): [query: string, view: string][] => [
  ['', landing],
  ['seq_len=16', defaultState.view],
  ['view=no-such-view', defaultState.view],
  ['seq_len=16&view=order&view=heatmap', 'order'],
  ['view=heatmap&view=order', 'heatmap'],
];

interface Seen {
  /** Network requests for the core .wasm. */
  requests: number;
  /** Console messages about unused preloads. */
  unused: string[];
}

/** Counts the page's requests for the core .wasm and records unused-preload warnings. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { requests: 0, unused: [] };
  page.on('request', (request) => {
    if (CORE.test(new URL(request.url()).pathname)) seen.requests += 1;
  });
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) seen.unused.push(message.text());
  });
  // Whether the preload was in the document when the element was defined,
  // that is before the element's code ran and asked for the engine.
  await page.addInitScript(() => {
    const define = CustomElementRegistry.prototype.define;
    CustomElementRegistry.prototype.define = function (name, constructor, options) {
      if (name === 'positional-encoding-widget') {
        (window as unknown as { __preloadedFirst: boolean }).__preloadedFirst = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
        ].some((link) => /\/posenc-wasm-core-[^/]*\.wasm$/.test(new URL(link.href).pathname));
      }
      return define.call(this, name, constructor, options);
    };
  });
  return seen;
}

async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
}

/** The core .wasm's preload links and resource-timing entries once the page is ready. */
function coreFacts(page: Page) {
  return page.evaluate((pattern) => {
    const core = new RegExp(pattern);
    const isCore = (url: string) => core.test(new URL(url).pathname);
    return {
      links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((link) => isCore(link.href))
        .map((link) => ({ as: link.as, type: link.type, crossOrigin: link.crossOrigin })),
      initiators: performance
        .getEntriesByType('resource')
        .filter((entry) => isCore(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      preloadedFirst: (window as unknown as { __preloadedFirst?: boolean }).__preloadedFirst,
    };
  }, CORE.source);
}

const pages: [path: string, cases: [query: string, view: string][]][] = [
  ['/', [...viewCases, ...queryCases(courseStart)]],
  ['/embed.html', queryCases(defaultState.view)],
];

for (const [path, cases] of pages) {
  for (const [query, view] of cases) {
    const url = query ? `${path}?${query}` : path;
    if (usesCore(view)) {
      test(`${url} (${view}) preloads the core .wasm before the element runs, and the widget reuses it`, async ({
        page,
      }) => {
        const seen = await watch(page);
        await openReady(page, url);
        const facts = await coreFacts(page);
        expect(facts.links).toEqual([
          { as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous' },
        ]);
        expect(facts.preloadedFirst).toBe(true);
        // One request, made by the preload: the widget's fetch was served by it.
        expect(facts.initiators).toEqual(['link']);
        expect(seen.requests).toBe(1);
      });
    } else {
      test(`${url} (${view}) neither preloads nor fetches the core .wasm`, async ({ page }) => {
        const seen = await watch(page);
        await openReady(page, url);
        const facts = await coreFacts(page);
        expect(facts.links).toEqual([]);
        expect(facts.initiators).toEqual([]);
        expect(seen.requests).toBe(0);
      });
    }
  }
}

// A preload nothing uses, added to every page checked below: Chromium warns
// about every unused preload of a document at once (one task, about 3 s
// after its load event), so once this one is reported, any other the page
// had would have been reported too. The wait ends on that report, not after
// a fixed time, and shows that Chromium's check ran on the page.
const CANARY = '/__engine-preload-test/unused.txt';

test("Chromium reports no unused preload on the lesson and embed pages, once it reports a canary's", async ({
  browser,
}) => {
  // A view with the full engine, and one with the core.
  const urls = ['/?view=order', '/embed.html?view=worked', '/', '/embed.html'];
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  try {
    await context.route(`**${CANARY}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'unused' }),
    );
    await context.addInitScript((href) => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.append(link);
      });
    }, CANARY);
    const all = await Promise.all(
      urls.map(async (url) => {
        const page = await context.newPage();
        const seen = await watch(page);
        const canary = page.waitForEvent('console', {
          predicate: (message) =>
            UNUSED_PRELOAD.test(message.text()) && message.text().includes(CANARY),
          timeout: 20_000,
        });
        await openReady(page, url);
        await canary;
        return [url, seen.unused.filter((text) => !text.includes(CANARY))] as const;
      }),
    );
    expect(all.filter(([, unused]) => unused.length > 0)).toEqual([]);
  } finally {
    await context.close();
  }
});
