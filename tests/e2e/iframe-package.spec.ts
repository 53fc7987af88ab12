// The iframe route from the npm package: the `npm pack` tarball unpacked into
// a versioned folder of a static host of one's own (a second origin that
// sends .html as text/html, every answer under the strict policy the site
// works under), and a host page on a first origin with exactly the iframe
// snippet of docs/embedding.md, the documented host replaced.
import type { Frame, Page } from '@playwright/test';

import { test } from './shared-page.js';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { STRICT_CSP, recordViolations, violations } from './embed-support.js';
import { packageJson, packedPackage, serve, type Server } from './package-support.js';
import { expect, saveScreenshot, watchErrors } from './support.js';

const DOC_HOST = 'https://widget.example';
/** The folder the docs unpack the package into, and the iframe's path under it. */
const folder = `/${packageJson.name}@${packageJson.version}`;

/** The html block after the docs' iframe-snippet marker. */
function documentedSnippet(): string {
  const docs = readFileSync(resolve(import.meta.dirname, '../../docs/embedding.md'), 'utf8');
  const after = docs.slice(docs.indexOf('<!-- iframe-snippet:'));
  const match = /```html\n([\s\S]+?)\n```/.exec(after);
  if (!match) throw new Error('docs/embedding.md: no iframe-snippet html block');
  return match[1]!;
}

let widgetHost: Server;
let host: Server;

test.beforeAll(async () => {
  // The unpacked package under /<name>@<version>/, as the docs' tar command puts it.
  const root = mkdtempSync(join(tmpdir(), 'pe-iframe-host-'));
  symlinkSync(packedPackage(), join(root, folder.slice(1)));
  widgetHost = await serve({ dir: root, headers: { 'Content-Security-Policy': STRICT_CSP } });
  const snippet = documentedSnippet();
  expect(snippet).toContain(`${DOC_HOST}${folder}/dist/cdn/embed.html?`);
  host = await serve({
    pages: {
      '/post.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>
<body><h1>A post</h1><p>The figure below is an iframe.</p>
${snippet.replaceAll(DOC_HOST, widgetHost.origin)}
<p>Text after the figure.</p></body></html>`,
    },
  });
});

test.afterAll(async () => {
  await host?.close();
  await widgetHost?.close();
});

/** Every answer of 400 or more and every failed request, in any frame. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  return failures;
}

async function readyFrame(page: Page): Promise<Frame> {
  const content = (await (await page
    .locator('iframe[data-pe-embed]')
    .elementHandle())!.contentFrame())!;
  await content.waitForFunction(
    () =>
      (document.querySelector('positional-encoding-widget') as unknown as { status?: string })
        ?.status === 'ready',
  );
  return content;
}

/** The iframe's height on the host page and the height of the embed page's content. */
async function heights(page: Page, content: Frame): Promise<{ outer: number; inner: number }> {
  const inner = await content.evaluate(() =>
    Math.ceil(document.querySelector('#embed')!.getBoundingClientRect().height),
  );
  const outer = await page
    .locator('iframe[data-pe-embed]')
    .evaluate((element) => element.getBoundingClientRect().height);
  return { outer, inner };
}

test('the documented iframe snippet shows the view from the packed package on another origin', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const failures = watchFailures(page);
  const policyMessages = await recordViolations(page);
  await page.goto(`${host.origin}/post.html`);
  const content = await readyFrame(page);
  await expect(content.locator('positional-encoding-widget pe-relative-view')).toBeVisible();
  expect(
    await content.evaluate(() =>
      (
        document.querySelector('positional-encoding-widget') as unknown as {
          getState(): { view: string; seqLen: number };
        }
      ).getState(),
    ),
  ).toMatchObject({ view: 'relative', seqLen: 32 });
  // Every file of the frame came from the package's dist/cdn folder.
  const files = widgetHost.requests.filter((path) => path !== '/favicon.ico');
  expect(files.filter((path) => !path.startsWith(`${folder}/dist/cdn/`))).toEqual([]);
  expect(files).toContain(`${folder}/dist/cdn/embed.html`);
  expect(files).toContain(`${folder}/dist/cdn/embed-resizer.js`);
  expect(files).toContain(`${folder}/dist/cdn/positional-encoding-widget.js`);
  expect(files.some((path) => /\/dist\/cdn\/assets\/posenc-wasm-.+\.wasm$/.test(path))).toBe(true);
  await saveScreenshot(page, 'iframe-package');
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  expect(await violations(page)).toEqual([]);
  expect(policyMessages).toEqual([]);
});

test('embed-resizer.js from the package fits the iframe to the packaged embed page', async ({
  page,
}) => {
  await page.goto(`${host.origin}/post.html`);
  const content = await readyFrame(page);
  // The snippet's height attribute is 720; the relative view at this size is taller.
  await expect.poll(async () => (await heights(page, content)).outer).toBeGreaterThan(720);
  await expect
    .poll(async () => {
      const { outer, inner } = await heights(page, content);
      return Math.abs(outer - inner);
    })
    .toBeLessThanOrEqual(1);
});

test('the packaged embed page links to the packaged lesson page, which opens the same view', async ({
  page,
  context,
}) => {
  const failures = watchFailures(page);
  await page.goto(`${host.origin}/post.html`);
  const content = await readyFrame(page);
  const link = content.getByRole('link', { name: /full lesson/ });
  await expect(link).toHaveAttribute('href', /\?view=relative&seq_len=32$/);
  const href = await link.getAttribute('href');
  expect(href!.startsWith(`${widgetHost.origin}${folder}/dist/cdn/index.html?`)).toBe(true);
  const lesson = await context.newPage();
  const lessonErrors = watchErrors(lesson);
  const lessonFailures = watchFailures(lesson);
  await lesson.goto(href!);
  await lesson.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await expect(lesson.locator('#lesson pe-relative-view')).toBeVisible();
  expect([...failures, ...lessonFailures]).toEqual([]);
  expect(lessonErrors).toEqual([]);
});

test('the Share dialog of the packaged lesson page writes the iframe snippet for its folder', async ({
  page,
}) => {
  const cdn = `${widgetHost.origin}${folder}/dist/cdn`;
  await page.goto(`${cdn}/index.html?view=worked`);
  await page.waitForFunction(
    () => document.querySelector('positional-encoding-widget')?.status === 'ready',
  );
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const snippet = await page
    .getByRole('dialog', { name: 'Share this view' })
    .getByRole('textbox', { name: 'Embed with an iframe' })
    .inputValue();
  expect(snippet).toContain(`<iframe src="${cdn}/embed.html?view=worked"`);
  expect(snippet).toContain(`<script src="${cdn}/embed-resizer.js"></script>`);
  for (const [file, type] of [
    ['embed.html', 'text/html'],
    ['embed-resizer.js', 'text/javascript'],
  ] as const) {
    const response = await page.request.get(`${cdn}/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain(type);
  }
});
