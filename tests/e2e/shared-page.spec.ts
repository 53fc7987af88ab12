// The shared page (shared-page.ts) is put back after each test: what one
// test changes, the next does not see. The first test changes everything
// the fixture resets; the second, in the same worker on the same page,
// finds none of it.
import type { Page } from '@playwright/test';

import { expect, test } from './shared-page.js';
import { openLesson } from './support.js';

test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
/** What the first test's listeners heard, also after it ended. */
const heard: string[] = [];

test('a test changes the shared page in every way the fixture resets', async ({
  page,
  context,
}) => {
  first = page;
  await page.setViewportSize({ width: 400, height: 300 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.route('**/favicon.svg', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await context.route('**/robots.txt', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await page.addInitScript(() => ((window as unknown as { leftover: number }).leftover = 1));
  await context.addInitScript(
    () => ((window as unknown as { fromContext: number }).fromContext = 1),
  );
  await page.exposeFunction('leftoverFunction', () => 1);
  page.on('console', (message) => heard.push(message.text()));
  context.on('page', () => heard.push('page'));
  await context.grantPermissions(['clipboard-read']);
  await context.addCookies([{ name: 'left', value: '1', url: test.info().project.use.baseURL! }]);
  await openLesson(page);
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
  });
  await context.newPage();
  expect(await page.evaluate(() => (window as unknown as { leftover?: number }).leftover)).toBe(1);
});

test('the next test in the worker gets the same page, as a new page would be', async ({
  page,
  context,
}) => {
  expect(page, 'the same page as the first test').toBe(first);
  expect(page.url()).toBe('about:blank');
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(context.pages()).toEqual([page]);
  heard.length = 0;
  await page.evaluate(() => console.log('heard?'));
  await (await context.newPage()).close();
  expect(heard, "the first test's listeners").toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await openLesson(page);
  const seen = await page.evaluate(async () => ({
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    leftover: 'leftover' in window,
    fromContext: 'fromContext' in window,
    exposed: 'leftoverFunction' in window,
    // Not counting the lesson's own record of this visit (course/progress.ts),
    // which the page may write as soon as it is idle.
    local: Object.keys(localStorage).filter(
      (key) => !key.startsWith('positional-encoding-widget:course:'),
    ).length,
    session: sessionStorage.length,
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
      .state,
    favicon: await (await fetch('/favicon.svg')).text(),
    robots: await (await fetch('/robots.txt')).text(),
  }));
  expect(seen).toMatchObject({
    dark: false,
    reduced: false,
    leftover: false,
    fromContext: false,
    exposed: false,
    local: 0,
    session: 0,
    clipboard: 'prompt',
  });
  expect(seen.favicon).not.toBe('routed');
  expect(seen.robots).not.toBe('routed');
});
