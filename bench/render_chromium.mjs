// Heat-map redraw at 1,000,000 x 8192 in headless Chromium for the whole
// matrix and zoomed windows (URL r0/r1/c0/c1), min and median over RUNS
// redraws. With two built sites (dist/site directories) both run the same
// windows alternately, for a before/after in one run:
//   node bench/render_chromium.mjs [runs] dist/site [other-site-dir]
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { preview } from 'vite';

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const runs = Number(process.argv[2] ?? 11);
const sites = process.argv.slice(3).length ? process.argv.slice(3) : ['dist/site'];
const M = 'seq_len=1000000&d_model=8192';
const CASES = [
  ['whole 1e6 x 8192', M],
  ['zoom x3.7 fractional', `${M}&r0=123456.7&r1=393727&c0=1000.3&c1=3214.4`],
  ['zoom x10 rows, all columns', `${M}&r0=400000&r1=500000&c0=0&c1=8192`],
  ['rows 500 (1/px), all columns', `${M}&r0=500000&r1=500500&c0=0&c1=8192`],
];

const servers = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const pages = [];
  for (const dir of sites) {
    const server = await preview({
      build: { outDir: resolve(dir) },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
    });
    servers.push(server);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pages.push({ dir, page, port: server.httpServer.address().port });
  }
  for (const [label, query] of CASES) {
    for (const { dir, page, port } of pages) {
      await page.goto(`http://127.0.0.1:${port}/?${query}`);
      await page.waitForFunction(
        () => document.querySelector('positional-encoding-widget')?.status === 'ready',
      );
      const r = await page.evaluate(async (n) => {
        const widget = document.querySelector('positional-encoding-widget');
        let view;
        while (!(view = widget.shadowRoot.querySelector('pe-heatmap-view'))) {
          await new Promise((done) => setTimeout(done, 20));
        }
        await view.updateComplete;
        for (let k = 0; k < 3; k++) await view.redraw(); // warm-up
        const times = [];
        for (let k = 0; k < n; k++) times.push(await view.redraw());
        times.sort((a, b) => a - b);
        const c = view.shadowRoot.querySelector('canvas');
        return { min: times[0], median: times[(n - 1) >> 1], px: `${c.width}x${c.height}` };
      }, runs);
      console.log(
        `${label.padEnd(30)} ${r.px.padEnd(9)} ${dir.padEnd(22)} min ${r.min.toFixed(1).padStart(6)} ms` +
          `  median ${r.median.toFixed(1).padStart(6)} ms  (${runs} redraws)`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
}
