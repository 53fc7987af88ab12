// The site and the embeds under a strict Content-Security-Policy:
//   default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'
// No inline script, no inline style attribute or <style> element, no eval.
// Every test records securitypolicyviolation events (in every frame) and the
// console's "Refused to ..." messages, and expects none.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';
import { createHash } from 'node:crypto';

import { viewNames, viewTitles } from '../../web/src/views/state.js';
import {
  STRICT_CSP,
  type Violation,
  events,
  filesUnder,
  openHost,
  readText,
  recordEvents,
  recordViolations,
  serveHtml,
  siteDir,
  violations,
  waitForStatus,
} from './embed-support.js';
import { expect, viewSettled } from './support.js';

/** Serves the real site page at `path` with the strict CSP header added. */
async function withCsp(page: Page, pattern: string, policy = STRICT_CSP): Promise<void> {
  await page.route(pattern, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': policy },
    });
  });
}

function describe(list: Violation[]): string[] {
  // One line per distinct offender, with a count.
  const counts = new Map<string, number>();
  for (const v of list) {
    const key = `${v.directive} blocked ${v.blocked || '(inline)'} on ${v.element || '?'} (${v.source}:${v.line}) ${v.sample}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} x ${key}`);
}

async function expectNoViolations(page: Page, consoleMessages: string[]): Promise<void> {
  expect(describe(await violations(page))).toEqual([]);
  expect(consoleMessages).toEqual([]);
}

/** Clicks through every lesson tab of the widget `selector` in `frame`. */
async function visitEveryView(page: Page, root: ReturnType<Page['locator']>): Promise<void> {
  const tabs = root.getByRole('tablist', { name: 'Lessons' });
  for (const view of viewNames) {
    // A narrow widget (the iframe) offers the lessons as a select instead of tabs.
    if (await tabs.isVisible()) {
      const tab = tabs.getByRole('tab', { name: viewTitles[view] });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    } else {
      const select = root.getByRole('combobox', { name: 'Lesson' });
      await select.selectOption(view);
      await expect(select).toHaveValue(view);
    }
    // Let the view draw (canvases, deferred work).
    await viewSettled(root);
  }
}

test('the element on a host page under the strict CSP reaches ready with no violation', async ({
  page,
}) => {
  const consoleMessages = await recordViolations(page);
  await recordEvents(page);
  await openHost(
    page,
    `<positional-encoding-widget id="w" view="worked" seq-len="8" d-model="8"></positional-encoding-widget>`,
    { csp: STRICT_CSP },
  );
  await waitForStatus(page, '#w', 'ready');
  expect(await events(page, 'pe-ready', 'w')).toHaveLength(1);
  await visitEveryView(page, page.locator('#w'));
  await expectNoViolations(page, consoleMessages);
});

test('the lesson page under the strict CSP has no violation in any view or in the Share dialog', async ({
  page,
}) => {
  const consoleMessages = await recordViolations(page);
  await withCsp(page, '**/*');
  await page.goto('/?seq_len=16&d_model=16');
  await waitForStatus(page, '#lesson', 'ready');
  await visitEveryView(page, page.locator('#lesson'));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share this view' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoViolations(page, consoleMessages);
});

test('the iframe embed under the strict CSP (page and frame) has no violation', async ({
  page,
}) => {
  const consoleMessages = await recordViolations(page);
  await withCsp(page, '**/embed.html*');
  await serveHtml(
    page,
    '/__csp-test/iframe-host.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Iframe host</title></head><body>
    <iframe id="f" src="/embed.html?view=worked&seq_len=8&d_model=8" data-pe-embed title="Positional encoding" height="150"></iframe>
    <script src="/embed-resizer.js"></script>
    </body></html>`,
    STRICT_CSP,
  );
  await page.goto('/__csp-test/iframe-host.html');
  const frame = (await (await page.locator('#f').elementHandle())!.contentFrame())!;
  await frame.waitForFunction(
    () =>
      (document.querySelector('positional-encoding-widget') as unknown as { status?: string })
        ?.status === 'ready',
  );
  // The resizer sets the height through the CSSOM, which the policy allows.
  await expect
    .poll(() => page.locator('#f').evaluate((element) => element.getBoundingClientRect().height))
    .toBeGreaterThan(300);
  await visitEveryView(page, frame.locator('positional-encoding-widget'));
  await expectNoViolations(page, consoleMessages);
});

test('with WebAssembly blocked by the policy the widget shows an error with Retry, not a spinner', async ({
  page,
}) => {
  const noWasm = STRICT_CSP.replace(" 'wasm-unsafe-eval'", '');
  await recordEvents(page);
  await openHost(page, `<positional-encoding-widget id="w"></positional-encoding-widget>`, {
    csp: noWasm,
  });
  await waitForStatus(page, '#w', 'error');
  const widget = page.locator('#w');
  await expect(widget.getByRole('alert')).toContainText('could not be loaded');
  await expect(widget.getByRole('alert')).toContainText(
    "blocked by this page's Content-Security-Policy: script-src needs 'wasm-unsafe-eval'",
  );
  await expect(widget.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(widget.locator('[aria-busy="true"]')).toHaveCount(0);
  const errors = await events(page, 'pe-error', 'w');
  expect(errors.map((event) => event.detail.code)).toEqual(['load-failed']);
});

test('the built site has no eval, no new Function and no inline script or style', async () => {
  const dir = siteDir();
  const files = filesUnder(dir);
  const scripts = files.filter((file) => /\.m?js$/.test(file));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readText(file);
    expect(code, file).not.toMatch(/\beval\s*\(/);
    expect(code, file).not.toMatch(/\bnew\s+Function\b/);
    expect(code, file).not.toMatch(/\bFunction\s*\(\s*["'`]/);
  }
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readText(file);
    // Every <script> has a src, except in a document that sets its own policy
    // naming the inline script's hash (the exercise sandbox frame, which never
    // runs under the host's policy); no <style> element; no style="" attribute.
    const ownPolicy =
      /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=/.test(attributes!)) continue;
      const hash = createHash('sha256').update(body!).digest('base64');
      expect(ownPolicy, `${file}: an inline script not named by its own policy`).toContain(
        `'sha256-${hash}'`,
      );
    }
    expect(html, file).not.toMatch(/<style\b/i);
    expect(html, file).not.toMatch(/\sstyle\s*=/i);
    expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
  }
});
