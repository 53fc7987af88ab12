// The documented Content-Security-Policy recipe (docs/embedding.md, "A host
// page on another origin"): a host page on one origin sends exactly the
// header the docs give, with the widget origin replaced by a second origin
// that serves the packed package with CORS. Every view opens and an exercise
// runs to a pass with no violation; with a directive missing, the widget's
// message names it.
import type { Page } from '@playwright/test';

import { test } from './shared-page.js';

import { viewNames, viewTitles } from '../../web/src/views/state.js';
import { DOC_WIDGET_ORIGIN, documentedCspHeader } from './doc-snippets.js';
import {
  events,
  recordEvents,
  recordViolations,
  violations,
  waitForStatus,
} from './embed-support.js';
import {
  classicElement,
  elementUrl,
  hostPage,
  serve,
  serveCdn,
  type Server,
} from './package-support.js';
import { expect, openLesson } from './support.js';

/** The recipe for a widget served from `origin`. */
function recipe(origin: string): string {
  const header = documentedCspHeader();
  expect(header).toContain(DOC_WIDGET_ORIGIN);
  return header.replaceAll(DOC_WIDGET_ORIGIN, origin);
}

let cdn: Server;
const hosts: Server[] = [];

/** A host page with `policy` on a fresh origin; returns its URL. */
async function host(policy: string, body: string): Promise<string> {
  const server = await serve({
    // The README's embed: the classic script.
    pages: { '/lesson.html': hostPage(elementUrl(cdn, classicElement), body) },
    headers: { 'Content-Security-Policy': policy },
  });
  hosts.push(server);
  return `${server.origin}/lesson.html`;
}

test.beforeAll(async () => {
  // The recipe is for a widget origin of one's own, which sends .html as
  // text/html (docs/embedding.md: a public npm CDN's text/plain sandbox page
  // runs inline and needs more of the host's policy).
  cdn = await serveCdn({ htmlAsText: false });
});

test.afterAll(async () => {
  for (const server of hosts) await server.close();
  await cdn?.close();
});

const widget = (page: Page) => page.locator('#w');
const exercises = (page: Page) => widget(page).locator('pe-exercises-view');

/** A correct positionalEncoding, typed into the editor. */
const SOLUTION = `function positionalEncoding(n, d) {
const rows = [];
for (let p = 0; p < n; p++) {
const row = new Array(d).fill(0);
for (let i = 0; i < d / 2; i++) {
const a = p / Math.pow(10000, (2 * i) / d);
row[2 * i] = Math.sin(a);
row[2 * i + 1] = Math.cos(a);
}
rows.push(row);
}
return rows;
}`;

async function runSolution(page: Page): Promise<void> {
  const content = exercises(page).locator('.cm-content');
  await expect(content).toBeVisible();
  // Pasted, as a reader would: the editor inserts the text itself. (Playwright's
  // fill() makes the browser edit the contenteditable, whose new lines carry
  // inline styles that style-src 'self' reports.)
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await content.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, SOLUTION);
  await expect
    .poll(async () =>
      (await content.evaluate((el) => (el as HTMLElement).innerText)).replace(/\s+/g, ''),
    )
    .toBe(SOLUTION.replace(/\s+/g, ''));
  await exercises(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(exercises(page).locator('.result')).not.toContainText('Running…', {
    timeout: 8000,
  });
}

test('under exactly the documented header every view opens and an exercise passes with no violation', async ({
  page,
}) => {
  const consoleMessages = await recordViolations(page);
  await recordEvents(page);
  const url = await host(
    recipe(cdn.origin),
    `<positional-encoding-widget id="w" seq-len="16" d-model="16"></positional-encoding-widget>`,
  );
  const response = await page.goto(url);
  expect(response!.headers()['content-security-policy']).toBe(recipe(cdn.origin));
  await waitForStatus(page, '#w', 'ready');
  for (const view of viewNames) {
    const tab = widget(page)
      .getByRole('tablist', { name: 'Lessons' })
      .getByRole('tab', { name: viewTitles[view] });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(widget(page).locator(`pe-${view}-view`)).toBeVisible();
  }
  await runSolution(page);
  await expect(exercises(page).locator('.result')).toContainText('shapes match the engine');
  expect(await events(page, 'pe-ready', 'w')).toHaveLength(1);
  expect(await violations(page)).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test('without connect-src for the widget origin the load error names connect-src', async ({
  page,
}) => {
  const policy = recipe(cdn.origin).replace(
    `connect-src 'self' ${cdn.origin}`,
    "connect-src 'self'",
  );
  expect(policy).not.toBe(recipe(cdn.origin));
  await page.goto(
    await host(policy, `<positional-encoding-widget id="w"></positional-encoding-widget>`),
  );
  await waitForStatus(page, '#w', 'error');
  await expect(widget(page).getByRole('alert')).toContainText(
    `Content-Security-Policy: connect-src needs ${cdn.origin}`,
  );
  await expect(widget(page).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('without frame-src for the widget origin Run names frame-src', async ({ page }) => {
  const policy = recipe(cdn.origin).replace(`frame-src ${cdn.origin}; `, '');
  expect(policy).not.toBe(recipe(cdn.origin));
  await page.goto(
    await host(
      policy,
      `<positional-encoding-widget id="w" view="exercises"></positional-encoding-widget>`,
    ),
  );
  await waitForStatus(page, '#w', 'ready');
  await runSolution(page);
  await expect(exercises(page).locator('.result')).toContainText('frame-src');
  await expect(exercises(page).locator('.result')).not.toContainText('shapes match the engine');
});

test('with script-src allowing only the element file, a view that cannot load names script-src', async ({
  page,
}) => {
  // The classic script holds everything the element needs to be defined;
  // the views' chunks, loaded on demand, stay blocked.
  const element = elementUrl(cdn, classicElement);
  const policy = recipe(cdn.origin).replace(
    `script-src 'self' ${cdn.origin}`,
    `script-src 'self' ${element}`,
  );
  expect(policy).not.toBe(recipe(cdn.origin));
  await page.goto(
    await host(
      policy,
      `<positional-encoding-widget id="w" view="worked"></positional-encoding-widget>`,
    ),
  );
  // The view's chunk and the full engine's code (a chunk too) are both
  // blocked; whichever fails first, the message names the directive to add.
  await expect(widget(page).getByRole('alert')).toContainText(
    `blocked by this page's Content-Security-Policy: script-src needs ${cdn.origin}`,
  );
  await expect(widget(page).getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the Share dialog iframe snippet has no inline style, which style-src would block', async ({
  page,
}) => {
  await openLesson(page, 'view=worked&seq_len=12&d_model=8');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const snippet = await page
    .getByRole('dialog', { name: 'Share this view' })
    .getByRole('textbox', { name: 'Embed with an iframe' })
    .inputValue();
  expect(snippet).toContain('<iframe ');
  expect(snippet).not.toMatch(/\sstyle=/);
  expect(snippet).toContain('frameborder="0"');
});
