import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Debian's Chromium; Playwright never downloads a browser here.
const port = Number(process.env.PE_E2E_PORT ?? 4173);
const siteDir = process.env.PE_SITE_DIR ?? 'dist/site';

export default defineConfig({
  testDir: 'tests/e2e',
  // One `npm pack` for the whole run, not one per worker (package-support.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on two cores. Each test also waits (page loads, timers,
  // the engine's worker), and a third worker fills those waits: the same 644
  // tests took 461 s against 507 s with two, back to back on one machine, no
  // failure, the cores 2 % idle over the run with three (vmstat).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${JSON.stringify(
      siteDir.startsWith('/') ? siteDir : `../${siteDir}`,
    )}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
