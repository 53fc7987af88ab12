// One browser page per worker, shared by the tests of a spec that imports
// `test` from here instead of from @playwright/test (issue 19, item 8).
//
// Why: most of a short test's time was its page's start, not its checks. A
// new page is a new renderer process: measured here, a new context and page
// and the lesson's load took 0.8-1.1 s, the same load in a page that had
// loaded the lesson before 0.3-0.5 s (V8's and the .wasm's compiled code stay
// in the process), whether or not the HTTP cache was used. So the page is
// kept, and everything a test may have changed is put back after it:
//   - its routes (page and context), init scripts, exposed functions and
//     event listeners are removed; other pages it opened are closed;
//   - its document is left for about:blank (no timer, worker or frame of it
//     runs on), after localStorage and sessionStorage of every frame are
//     cleared; cookies and permissions are cleared;
//   - the viewport and media emulation are set back to the defaults.
// A failing test ends its worker (Playwright starts a new one, with a new
// page), so what a failure leaves behind reaches no other test.
//
// Not for tests whose subject is a fresh page: what is fetched or compiled
// at a first load (request counts, preloads, caches), the page's memory
// (heap and DOM counters), a crashed renderer, page.clock, or their own
// browser launch options: those keep @playwright/test's page.
import { test as base, type BrowserContext, type Disposable, type Page } from '@playwright/test';

const VIEWPORT = { width: 1280, height: 720 };

/** The events a test may listen to (Playwright's own 'close' and 'crash' handling stays). */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
];
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
];

/** Methods whose effects are undone through the Disposable they return. */
const DISPOSING = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

async function clearStorage(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    await frame
      .evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // about:blank, an opaque origin or a sandboxed frame: nothing stored.
        }
      })
      .catch(() => {});
  }
}

/** Puts the shared page back as a new page would be. */
async function reset(page: Page, context: BrowserContext, disposables: Disposable[]) {
  for (const type of PAGE_EVENTS) page.removeAllListeners(type);
  for (const type of CONTEXT_EVENTS) context.removeAllListeners(type);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const disposable of disposables.reverse()) await disposable.dispose();
  for (const other of context.pages()) if (other !== page) await other.close();
  await clearStorage(page);
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  const size = page.viewportSize();
  if (size?.width !== VIEWPORT.width || size?.height !== VIEWPORT.height)
    await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({
    media: null,
    colorScheme: null,
    reducedMotion: null,
    forcedColors: null,
  });
}

export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: VIEWPORT,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerPage }, use) => {
    await use(workerPage.context());
  },
  page: async ({ workerPage: page }, use) => {
    const context = page.context();
    const disposables: Disposable[] = [];
    for (const target of [page, context] as unknown as Record<string, unknown>[]) {
      for (const name of DISPOSING) {
        const original = target[name] as (...args: unknown[]) => Promise<Disposable>;
        target[name] = async (...args: unknown[]) => {
          const disposable = await original.apply(target, args);
          disposables.push(disposable);
          return disposable;
        };
      }
    }
    await use(page);
    for (const target of [page, context] as unknown as Record<string, unknown>[])
      for (const name of DISPOSING) delete target[name];
    await reset(page, context, disposables);
  },
});

export { expect } from '@playwright/test';
