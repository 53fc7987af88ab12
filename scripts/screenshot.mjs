// Screenshots of the built site for review:
//   node scripts/screenshot.mjs "<query or path>" out.png [width] [--dark] [--viewport | --widget]
// Serves dist/site with Vite's preview server on a free port, opens the page
// in /usr/bin/chromium and prints console errors.
import { chromium } from '@playwright/test';
import { preview } from 'vite';

import { chromiumLaunchOptions } from './chromium.mjs';

const [target = '', out = 'screenshot.png', width = '1200'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const dark = process.argv.includes('--dark');
const fullPage = !process.argv.includes('--viewport');
const widgetOnly = process.argv.includes('--widget');
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const address = server.httpServer.address();
const origin = `http://127.0.0.1:${address.port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 900 },
    colorScheme: dark ? 'dark' : 'light',
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      console.log(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  const path = target.startsWith('/') ? target : `/${target ? `?${target}` : ''}`;
  await page.goto(origin + path);
  await page.waitForFunction(
    () => {
      const w = document.querySelector('positional-encoding-widget');
      return !w || w.status === 'ready' || w.status === 'error';
    },
    null,
    { timeout: 15000 },
  );
  await page.waitForTimeout(600);
  if (widgetOnly) await page.locator('positional-encoding-widget').screenshot({ path: out });
  else await page.screenshot({ path: out, fullPage });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  await server.close();
}
