// Measures the height every view of the registry takes (with its export
// menu) at many widths, with and without the lesson controls, and writes
// web/src/widget/reserved-heights.ts: the room the widget keeps free while the
// view loads (no layout shift). Run after a view's layout changed:
//   npm run build && node scripts/measure-reserved.mjs && npm run build
// Naming views (node scripts/measure-reserved.mjs pitfalls order) measures
// only those and keeps the other entries of the file.
// Serves dist/site with Vite's preview server and drives /usr/bin/chromium.
import { writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { preview } from 'vite';

import { chromiumLaunchOptions } from './chromium.mjs';
import { measuredHeights, packHeights } from '../dist/lib/widget/reserve.js';

const FONT_PX = 16;
// Host widths in px (at the 16 px default font): fine steps where text wraps
// most, plus the widths of a page with the default 8 px body margin on common
// screens (360, 375, 390, 414, 768, 1024, 1280, 1440 px).
const COMMON = [360, 375, 390, 414, 768, 1024, 1280, 1440].map((w) => w - 16);
const WIDTHS = [];
for (let w = 240; w <= 800; w += 20) WIDTHS.push(w);
for (let w = 840; w <= 1600; w += 40) WIDTHS.push(w);
WIDTHS.push(...COMMON.filter((w) => !WIDTHS.includes(w)));
WIDTHS.sort((a, b) => a - b);
const OUT = 'web/src/widget/reserved-heights.ts';

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const only = process.argv.slice(2);
/** The entries already in the file (kept for views not measured this time), from dist/lib. */
async function previousTable() {
  try {
    return { ...measuredHeights() };
  } catch {
    return {};
  }
}
const table = only.length > 0 ? await previousTable() : {};
try {
  const page = await browser.newPage({ viewport: { width: 1700, height: 900 } });
  page.setDefaultTimeout(600_000);
  page.on('pageerror', (error) => console.error(`pageerror: ${error.message}`));
  await page.route('**/__measure.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>measure</title>
        <script type="module" src="/positional-encoding-widget.js"></script></head>
        <body style="margin: 0"></body></html>`,
    }),
  );
  await page.goto(`${origin}/__measure.html`);
  await page.waitForFunction(() => customElements.get('positional-encoding-widget'));
  // The registry's ids, as the widget's tabs list them.
  const ids = await page.evaluate(async () => {
    const w = document.createElement('positional-encoding-widget');
    document.body.append(w);
    await w.updateComplete;
    const list = [...w.renderRoot.querySelectorAll('[role=tab]')].map((tab) =>
      tab.id.replace(/^tab-/, ''),
    );
    w.remove();
    return list;
  });
  for (const view of ids.filter((id) => only.length === 0 || only.includes(id))) {
    // Every width and both control settings at once, each a fresh element
    // (a view resized after its first render can differ from one rendered
    // at that width), started by hand since most are far below the fold.
    const rows = await page.evaluate(
      async ([view, widths, fontPx]) => {
        const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
        document.body.innerHTML = '';
        const widgets = [];
        for (const controls of ['all', 'none']) {
          for (const width of widths) {
            const w = document.createElement('positional-encoding-widget');
            w.setAttribute('view', view);
            w.setAttribute('controls', controls);
            w.style.setProperty('--pe-font-size', `${fontPx}px`);
            w.style.width = `${width}px`;
            document.body.append(w);
            widgets.push({ w, controls, width });
          }
        }
        await Promise.all(widgets.map(({ w }) => w.updateComplete));
        await Promise.all(widgets.map(({ w }) => w.start()));
        while (
          !customElements.get('pe-export-menu') ||
          widgets.some(({ w }) => !w.renderRoot.querySelector('pe-export-menu'))
        ) {
          await sleep(100);
        }
        const height = (w) => w.renderRoot.querySelector('.content').getBoundingClientRect().height;
        // Loaded: every height still for 1.5 s.
        let last = '';
        let since = performance.now();
        for (;;) {
          await sleep(150);
          const now = widgets.map(({ w }) => height(w)).join(',');
          if (now !== last) {
            last = now;
            since = performance.now();
          } else if (performance.now() - since >= 1500) break;
        }
        return widgets.map(({ w, controls, width }) => ({
          key: controls === 'all' ? 'lesson' : 'figure',
          sample: [width / fontPx, height(w) / fontPx],
        }));
      },
      [view, WIDTHS, FONT_PX],
    );
    table[view] = { lesson: [], figure: [] };
    for (const { key, sample } of rows) {
      table[view][key].push([Number(sample[0].toFixed(4)), Number(sample[1].toFixed(4))]);
    }
    for (const key of ['lesson', 'figure']) {
      const at = (px) => table[view][key].find(([w]) => w * FONT_PX === px)?.[1] * FONT_PX;
      console.log(`${view} ${key}: ${at(344)} px at 344, ${at(1264)} px at 1264`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

// Every view in registry order, packed (web/src/widget/reserve.ts says how).
const packed = packHeights(table);
const body = Object.entries(packed.views)
  .map(
    ([view, { lesson, figure }]) =>
      `    ${JSON.stringify(view)}: { lesson: ${JSON.stringify(lesson)}, figure: ${JSON.stringify(figure)} },`,
  )
  .join('\n');
const source = `// Generated by scripts/measure-reserved.mjs: do not edit by hand.
// The height of each view with its export menu, measured with the lesson
// controls (lesson) and without (figure) at the host widths below, packed as
// web/src/widget/reserve.ts describes (PackedHeights): widths in em of the
// widget's font size; heights in 1/16 em, each the change from the previous width.
import type { PackedHeights } from './reserve.js';

export const packedHeights: PackedHeights = {
  widths: ${JSON.stringify(packed.widths)},
  views: {
${body}
  },
};
`;
// Written in the repository's style, so the lint passes on a fresh table.
const prettierOptions = (await prettier.resolveConfig(OUT)) ?? {};
writeFileSync(OUT, await prettier.format(source, { ...prettierOptions, filepath: OUT }));
console.log(`wrote ${OUT}`);
