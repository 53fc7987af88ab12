import { defineConfig } from '@playwright/test';

// npm run test:engines: the browser smoke in the engines Playwright does not
// drive here (tests/engines/smoke.ts). One spec file per engine, one worker
// each, so the engines run side by side, each in one browser of its own.
// PE_ENGINES picks them (default: firefox,webkit; chromium checks the smoke).
const engines = (process.env.PE_ENGINES ?? 'firefox,webkit')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export default defineConfig({
  testDir: 'tests/engines',
  testMatch: engines.map((engine) => `${engine}.spec.ts`),
  globalSetup: './tests/engines/global-setup.ts',
  timeout: 60_000,
  fullyParallel: false,
  workers: engines.length,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: 'test-results/engines',
});
