// The lab's training workers run the full engine's SIMD build where the
// browser validates WebAssembly SIMD (web/src/engine/simd.ts), and the
// scalar module when told not to (the fallback), with the same final losses
// as Node's scalar module for the same link either way. Which build a worker
// loaded is its `engine` message (views/lab/protocol.ts); which .wasm it
// fetched, the page's requests (a dedicated worker's are the page's).
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { SMALL_LAB, nodeFinalLosses } from '../engines/lab-runs.js';
import { expect, openLesson, watchErrors } from './support.js';

const SIMD_WASM = /\/posenc-wasm-simd-[^/]*\.wasm$/;
const SCALAR_WASM = /\/posenc-wasm-[A-Za-z0-9_-]{8}\.wasm$/;

/**
 * Trains SMALL_LAB; every worker the runner creates is first sent
 * `engineMessage` (when given), and the builds the workers report are
 * collected. Resolves to the builds, the final losses and the .wasm files
 * the page and its workers fetched.
 */
async function train(
  page: Page,
  engineMessage?: { type: 'engine'; simd: boolean },
): Promise<{ builds: string[]; losses: number[]; wasm: string[] }> {
  const wasm: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.wasm')) wasm.push(path);
  });
  await openLesson(page, SMALL_LAB);
  const view = page.locator('pe-lab-view');
  await view.evaluate((el, message) => {
    interface Runner {
      createWorker: () => Worker;
    }
    const runner = (el as unknown as { runner: Runner }).runner;
    const make = runner.createWorker;
    const builds: string[] = [];
    (window as unknown as { builds: string[] }).builds = builds;
    runner.createWorker = () => {
      const worker = make();
      if (message) worker.postMessage(message);
      worker.addEventListener(
        'message',
        (event: MessageEvent<{ type: string; build?: string }>) => {
          if (event.data.type === 'engine') builds.push(event.data.build!);
        },
      );
      return worker;
    };
  }, engineMessage);
  await view.getByRole('button', { name: 'Train' }).click();
  await expect(view.locator('p.run-status')).toHaveText(/2 runs trained and tested/, {
    timeout: 60_000,
  });
  const losses = await view.evaluate((el) => {
    const runner = (el as unknown as { runner: { progress: { losses: Float64Array }[] } }).runner;
    return runner.progress.map((p) => p.losses[p.losses.length - 1]!);
  });
  const builds = await page.evaluate(() => (window as unknown as { builds: string[] }).builds);
  return { builds, losses, wasm };
}

test("the lab's workers train with the SIMD build where WebAssembly SIMD validates, to Node's scalar losses", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { builds, losses, wasm } = await train(page);
  // SMALL_LAB: 2 runs, so 2 workers (on 2 or more cores), each reports once.
  expect(builds.length).toBeGreaterThan(0);
  expect(builds.every((build) => build === 'simd')).toBe(true);
  expect(losses).toEqual(await nodeFinalLosses());
  expect(wasm.some((path) => SIMD_WASM.test(path))).toBe(true);
  expect(wasm.filter((path) => SCALAR_WASM.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a worker told not to use SIMD (the fallback) trains with the scalar module to the same losses', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const { builds, losses, wasm } = await train(page, { type: 'engine', simd: false });
  expect(builds.length).toBeGreaterThan(0);
  expect(builds.every((build) => build === 'scalar')).toBe(true);
  expect(losses).toEqual(await nodeFinalLosses());
  expect(wasm.some((path) => SCALAR_WASM.test(path))).toBe(true);
  // The inspection worker (its own, created by the view) still chooses SIMD.
  expect(errors).toEqual([]);
});
