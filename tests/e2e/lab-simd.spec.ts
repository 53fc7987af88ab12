// The lab's training workers run the full engine's SIMD build where the
// browser validates WebAssembly SIMD (web/src/engine/simd.ts), and the
// scalar module when told not to (the fallback), with the same final losses
// as Node's scalar module for the same experiment either way: on the lesson
// page, from the package's CDN files under the strict CSP (module and
// classic script) and in the package's iframe page on another origin. Which
// build a worker loaded is its `engine` message (views/lab/protocol.ts);
// which .wasm it fetched, the requests (a dedicated worker's are its page's).
import type { Frame, Page } from '@playwright/test';

import { test } from './shared-page.js';

import { SMALL_LAB, nodeFinalLosses } from '../engines/lab-runs.js';
import { STRICT_CSP } from './embed-support.js';
import {
  classicElement,
  elementUrl,
  hostPage,
  packedPackage,
  serve,
  serveCdn,
} from './package-support.js';
import { expect, openLesson, watchErrors } from './support.js';

const SIMD_WASM = /\/posenc-wasm-simd-[^/]*\.wasm$/;
const SCALAR_WASM = /\/posenc-wasm-[A-Za-z0-9_-]{8}\.wasm$/;

/** SMALL_LAB as the element's attributes. */
const SMALL_LAB_ATTRIBUTES = [...new URLSearchParams(SMALL_LAB)]
  .map(([key, value]) => `${key.replaceAll('_', '-')}="${value}"`)
  .join(' ');

interface Trained {
  builds: string[];
  losses: number[];
  wasm: string[];
}

/**
 * Trains the lab view of the widget `selector` in `target` (the page or a
 * frame of it); every worker the runner creates is first sent
 * `engineMessage` (when given), and the builds the workers report are
 * collected. Resolves to the builds, the final losses and the .wasm files
 * the page, its frames and their workers fetched.
 */
async function train(
  page: Page,
  target: Page | Frame,
  selector: string,
  engineMessage?: { type: 'engine'; simd: boolean },
): Promise<Trained> {
  const wasm: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.wasm')) wasm.push(path);
  });
  await target.waitForFunction(
    (s) => (document.querySelector(s) as { status?: string } | null)?.status === 'ready',
    selector,
  );
  const view = target.locator(`${selector} pe-lab-view`);
  await view.evaluate((el, message) => {
    const runner = (el as unknown as { runner: { createWorker: () => Worker } }).runner;
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
  const builds = await target.evaluate(() => (window as unknown as { builds: string[] }).builds);
  return { builds, losses, wasm };
}

/**
 * The SIMD path ran: every worker reported it and fetched it, with Node's
 * losses. (The page itself loads the scalar full module once Train is
 * pressed, for the seed bands it draws: views/lab/bands.ts. Which file a
 * worker fetched is its report, not the requests, which mix the two.)
 */
async function expectSimd({ builds, losses, wasm }: Trained): Promise<void> {
  // SMALL_LAB: 2 runs, so 2 workers (on 2 or more cores), each reports once.
  expect(builds.length).toBeGreaterThan(0);
  expect(builds.every((build) => build === 'simd')).toBe(true);
  expect(losses).toEqual(await nodeFinalLosses());
  expect(wasm.some((path) => SIMD_WASM.test(path))).toBe(true);
  // One scalar module at most: the page's, never one per worker.
  expect(wasm.filter((path) => SCALAR_WASM.test(path)).length).toBeLessThanOrEqual(1);
}

test("on the lesson page the lab's workers train with the SIMD build, to Node's scalar losses", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, SMALL_LAB);
  await expectSimd(await train(page, page, 'positional-encoding-widget'));
  expect(errors).toEqual([]);
});

test('a worker told not to use SIMD (the fallback) trains with the scalar module to the same losses', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openLesson(page, SMALL_LAB);
  const { builds, losses, wasm } = await train(page, page, 'positional-encoding-widget', {
    type: 'engine',
    simd: false,
  });
  expect(builds.length).toBeGreaterThan(0);
  expect(builds.every((build) => build === 'scalar')).toBe(true);
  expect(losses).toEqual(await nodeFinalLosses());
  // (The inspection worker, the view's own, still loads the SIMD build.)
  expect(wasm.some((path) => SCALAR_WASM.test(path))).toBe(true);
  expect(errors).toEqual([]);
});

for (const script of ['positional-encoding-widget.js', classicElement]) {
  test(`from the package's ${script} under the strict CSP the workers train with the SIMD build`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // The workers must be same-origin with the page: the package's files
    // served by the host itself (a Worker cannot start from another origin).
    const host = await serve({
      dir: packedPackage(),
      pages: {
        '/lesson.html': hostPage(
          `/dist/cdn/${script}`,
          `<positional-encoding-widget ${SMALL_LAB_ATTRIBUTES}></positional-encoding-widget>`,
        ),
      },
      headers: { 'Content-Security-Policy': STRICT_CSP },
    });
    try {
      await page.goto(`${host.origin}/lesson.html`);
      await expectSimd(await train(page, page, 'positional-encoding-widget'));
      expect(host.notFound).toEqual([]);
    } finally {
      await host.close();
    }
    expect(errors).toEqual([]);
  });
}

for (const script of ['positional-encoding-widget.js', classicElement]) {
  test(`from the package's ${script} on another origin (a CDN) the workers start from a blob: of the page and train with the SIMD build`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // A Worker cannot start from another origin: the view starts it from a
    // same-origin blob: that runs the worker's script from the CDN
    // (views/lab/cross-origin-worker.ts), whose .wasm files resolve against
    // the CDN's URL.
    const cdn = await serveCdn();
    const host = await serve({
      pages: {
        '/lesson.html': hostPage(
          elementUrl(cdn, script),
          `<positional-encoding-widget ${SMALL_LAB_ATTRIBUTES}></positional-encoding-widget>`,
        ),
      },
    });
    try {
      await page.goto(`${host.origin}/lesson.html`);
      await expectSimd(await train(page, page, 'positional-encoding-widget'));
      expect(cdn.notFound).toEqual([]);
      expect(host.requests.filter((path) => path.endsWith('.wasm'))).toEqual([]);
    } finally {
      await host.close();
      await cdn.close();
    }
    expect(errors).toEqual([]);
  });
}

test("in the package's iframe page on another origin the workers train with the SIMD build", async ({
  page,
}) => {
  const cdn = await serveCdn({ htmlAsText: false });
  const src = `${cdn.origin}/dist/cdn/embed.html?${SMALL_LAB}`;
  const host = await serve({
    pages: {
      '/host.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><iframe title="The lab" src="${src}" width="1000" height="900"></iframe></body></html>`,
    },
  });
  try {
    await page.goto(`${host.origin}/host.html`);
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(src))).toBe(true);
    const frame = page.frames().find((f) => f.url().startsWith(src))!;
    await expectSimd(await train(page, frame, 'positional-encoding-widget'));
    expect(cdn.notFound).toEqual([]);
  } finally {
    await host.close();
    await cdn.close();
  }
});
