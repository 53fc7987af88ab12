// Heat-map redraw time in headless Chromium (Debian's /usr/bin/chromium):
// the default view and 1,000,000 x 8192 zoomed out, against a baseline run in
// the same page: painting the same number of canvas pixels from a ready
// buffer (putImageData), the least any redraw of that canvas costs.
// Prints medians; asserts nothing.
import { chromium } from '@playwright/test';
import { preview } from 'vite';

import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

import { table } from './harness.mjs';

const CASES = [
  ['default 64 x 128', ''],
  ['1,000,000 x 8192 zoomed out', 'seq_len=1000000&d_model=8192'],
];
const RUNS = 7;

export async function benchHeatmap() {
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const { port } = server.httpServer.address();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [label, query] of CASES) {
      await page.goto(`http://127.0.0.1:${port}/${query ? `?${query}` : ''}`);
      await page.waitForFunction(
        () => document.querySelector('positional-encoding-widget')?.status === 'ready',
      );
      const result = await page.evaluate(async (runs) => {
        const widget = document.querySelector('positional-encoding-widget');
        let view;
        while (!(view = widget.shadowRoot.querySelector('pe-heatmap-view'))) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await view.updateComplete;
        await view.redraw(); // warm-up
        const redraw = [];
        for (let k = 0; k < runs; k++) redraw.push(await view.redraw());
        const canvas = view.shadowRoot.querySelector('canvas');
        const context = canvas.getContext('2d');
        const image = context.createImageData(canvas.width, canvas.height);
        const paint = [];
        for (let k = 0; k < runs; k++) {
          const t = performance.now();
          image.data.fill(k);
          context.putImageData(image, 0, 0);
          context.getImageData(0, 0, 1, 1); // forces the paint to complete
          paint.push(performance.now() - t);
        }
        const median = (a) => a.sort((x, y) => x - y)[a.length >> 1];
        return {
          redraw: median(redraw),
          paint: median(paint),
          pixels: canvas.width * canvas.height,
        };
      }, RUNS);
      rows.push([
        label,
        String(result.pixels),
        `${result.redraw.toFixed(2)} ms`,
        `${result.paint.toFixed(2)} ms`,
        `${(result.redraw / result.paint).toFixed(1)}x`,
      ]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return table(['heat map', 'pixels', 'redraw', 'paint baseline', 'redraw/paint'], rows);
}
