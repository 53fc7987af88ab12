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
//   - the viewport, the media emulation and the pointer's position are set
//     back to a new page's.
// A failing test ends its worker (Playwright starts a new one, with a new
// page), so what a failure leaves behind reaches no other test.
//
// What a page fetches is seen as on a new page: the site's files are served
// with no-cache, so a page that has loaded them before asks for them again
// (and gets 304s); request counts, preloads and lazy loads read the same
// (an engine preload, and the heat map's gesture code in the first load,
// broken on purpose, fail engine-preload.spec and heatmap.spec here).
// Not for tests whose subject is the page itself: its memory (heap and DOM
// counters), a crashed renderer, page.clock (which cannot be uninstalled),
// or their own browser launch options: those keep @playwright/test's page.
import { test as base, type BrowserContext, type Disposable, type Page } from '@playwright/test';

const VIEWPORT = { width: 1280, height: 720 };

/** What Playwright's own context fixture emulates when the config sets nothing. */
const MEDIA = {
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  forcedColors: 'none',
  contrast: 'no-preference',
} as const;

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
  // Where a new page's pointer is: a pointer left over a figure would hover it.
  await page.mouse.move(0, 0);
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  const size = page.viewportSize();
  if (size?.width !== VIEWPORT.width || size?.height !== VIEWPORT.height)
    await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({ media: null, ...MEDIA });
}

export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // The options and timeouts Playwright's own context fixture gives a
      // config that sets none.
      const context = await browser.newContext({
        ...MEDIA,
        baseURL: workerInfo.project.use.baseURL,
        viewport: VIEWPORT,
        locale: 'en-US',
        acceptDownloads: true,
        serviceWorkers: 'allow',
      });
      context.setDefaultTimeout(0);
      context.setDefaultNavigationTimeout(0);
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
