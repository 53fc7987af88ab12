// A sandbox that stops is reported as stopped, not as a loop. Learner code
// that allocates without end runs the sandbox out of memory; Chromium runs
// the sandboxed frame in a process of its own (an out-of-process iframe),
// so that process dies and the page survives, with no event to say so. The
// page notices at the time limit, when the frame no longer answers
// (exercises/runner.ts).
//
// To run out of memory quickly and reliably, this browser gets a 128 MB
// JavaScript heap (--js-flags, for every isolate: the page's own stays far
// below it): the worker reaches the limit well within the 2 s time limit,
// instead of after about 5 s and 4 GB with the default heap. Playwright
// treats the crash of any frame's process as the crash of the page and stops
// talking to it, so the result is read through a browser-level DevTools
// session attached to the page's target.
import { test, type Browser, type Page } from '@playwright/test';

import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { expect, openLesson } from './support.js';
import { exercisesView as view, setCode } from './exercises-support.js';

test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--js-flags=--max-old-space-size=128'],
  },
});

/** Evaluates `expression` in the page whose URL starts with `url`, without the Page object. */
async function evaluateInTarget(browser: Browser, url: string, expression: string) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'page' && t.url.startsWith(url));
    if (!target) throw new Error(`no page target at ${url}`);
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    const answer = new Promise<unknown>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message) as {
          id?: number;
          result?: { result?: { value?: unknown } };
        };
        if (message.id === 1) resolve(message.result?.result?.value);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: 1,
        method: 'Runtime.evaluate',
        params: { expression, returnByValue: true },
      }),
    });
    return await answer;
  } finally {
    await cdp.detach();
  }
}

const resultText = `document.querySelector('positional-encoding-widget').shadowRoot
  .querySelector('pe-exercises-view').shadowRoot.querySelector('.result')?.textContent ?? ''`;

async function runUntilDone(page: Page, browser: Browser): Promise<string> {
  const url = page.url();
  await view(page).getByRole('button', { name: 'Run', exact: true }).click();
  let text = '';
  await expect
    .poll(
      async () => {
        text = String(await evaluateInTarget(browser, url, resultText));
        return text;
      },
      { timeout: 15_000 },
    )
    .not.toMatch(/^\s*$|Running…/);
  return text;
}

test('code that runs out of memory is reported as a stopped sandbox, not a loop', async ({
  page,
  browser,
}) => {
  await openLesson(page, 'view=exercises');
  await setCode(
    page,
    `function positionalEncoding(n, d) { const a = []; for (;;) a.push(new Array(1e6).fill(1.5)); }`,
  );
  const text = await runUntilDone(page, browser);
  expect(text).toContain('The sandbox stopped while your code ran');
  expect(text).toContain('run out of memory');
  expect(text).not.toContain('Time limit');
});

test('with the same small heap a loop is still a time limit', async ({ page, browser }) => {
  // The control: the frame answers, so the page says the code was stopped.
  await openLesson(page, 'view=exercises');
  await setCode(page, 'function positionalEncoding(n, d) { for (;;) {} }');
  const text = await runUntilDone(page, browser);
  expect(text).toContain('Time limit');
});
