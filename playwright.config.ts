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
  // Two workers: the suite is CPU-bound on two cores. A sample of five specs
  // (state, state-hostile, history, reliability, page) took 154 s of CPU,
  // Chromium's renderers included, for work that fills about 70 s of a quiet
  // run's two workers. A third worker was tried on the whole suite: 461 s
  // against 507 s before the suite's loops shared their pages, 5.7 min
  // against 5.8 min after, which is not worth three browsers contending for
  // the cores under the lab's "no main-thread task over 50 ms" check.
  workers: 2,
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
