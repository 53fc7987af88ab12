// The MkDocs 1.5+ recipe of docs/embedding.md (the `path:`/`type: module`
// form of extra_javascript), built by Debian 13's MkDocs 1.6.1 run with
// Debian 12's Python 3.11 (scripts/setup.sh unpacks it into
// .cache/mkdocs-trixie, not installed) and opened in Chromium, the package
// served as a CDN serves it: the default theme writes a module script and the
// widget loads. With Debian 12's Material 8.2.5 the same MkDocs drops the
// type (the module fails as a classic script), and the classic form of the
// 1.4 recipe still works: what the docs tell Material 8 users.
import { test } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { classicElement, serve, serveCdn, type Server } from './package-support.js';
import {
  offlineGoogleFonts,
  onLocalCdn,
  recipeFiles,
  recipeSite,
  run,
  watchConsole,
  widgetReady,
} from './recipe-support.js';
import { expect } from './support.js';

const mkdocsPath = resolve(
  import.meta.dirname,
  '../../.cache/mkdocs-trixie/root/usr/lib/python3/dist-packages',
);
const mkdocs = (args: string[], cwd: string) =>
  run('/usr/bin/python3', ['-m', 'mkdocs', ...args], cwd, { PYTHONPATH: mkdocsPath });

// One set of builds for the file's tests, in one worker.
test.describe.configure({ mode: 'default' });

let cdn: Server;
const sites: Server[] = [];
const dirs: string[] = [];
/** The module form with MkDocs's default theme, as the docs write it. */
let moduleSite: Server;
let moduleHtml = '';
/** The module form with Material 8.2.5: the type is lost. */
let materialModuleSite: Server;
let materialModuleHtml = '';
/** The 1.4 recipe's classic form with Material 8.2.5, built by MkDocs 1.6. */
let materialClassicSite: Server;

/** Builds `files` with MkDocs 1.6 and serves the site; returns the server and its index.html. */
async function buildAndServe(name: string, files: Map<string, string>): Promise<[Server, string]> {
  const dir = recipeSite(name, files, { npm: false });
  dirs.push(dir);
  await mkdocs(['build', '--strict', '--site-dir', 'site'], dir);
  const outDir = join(dir, 'site');
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // A host answers a folder with its index.html.
  const site = await serve({ dir: outDir, pages: { '/': html } });
  sites.push(site);
  return [site, html];
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(join(mkdocsPath, 'mkdocs'))) {
    throw new Error(`no MkDocs 1.6 in ${mkdocsPath}: run scripts/setup.sh`);
  }
  expect(await mkdocs(['--version'], mkdocsPath)).toMatch(/version 1\.6\.\d+ .*\(Python 3\.11\)/);
  cdn = await serveCdn();
  const local = (files: Map<string, string>) =>
    new Map([...files].map(([path, text]) => [path, onLocalCdn(text, cdn.origin)]));
  // The module form's mkdocs.yml; its pages are the 1.4 recipe's.
  const classic = local(recipeFiles('mkdocs'));
  const config = local(recipeFiles('mkdocs15')).get('mkdocs.yml')!;
  const page = classic.get('docs/index.md')!;
  // The default theme loads highlight.js from cdnjs, which this machine cannot
  // reach; it is the theme's, not the recipe's, and the page has no code.
  [moduleSite, moduleHtml] = await buildAndServe(
    'mkdocs15',
    new Map([
      ['mkdocs.yml', `${config}theme:\n  name: mkdocs\n  highlightjs: false\n`],
      ['docs/index.md', page],
    ]),
  );
  [materialModuleSite, materialModuleHtml] = await buildAndServe(
    'mkdocs15-material',
    new Map([
      ['mkdocs.yml', `${config}theme:\n  name: material\n`],
      ['docs/index.md', page],
    ]),
  );
  [materialClassicSite] = await buildAndServe('mkdocs15-classic', classic);
});

test.afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await Promise.all(sites.map((site) => site.close()));
  await cdn?.close();
});

test.use({ colorScheme: 'light' });

test.beforeEach(({ page }) => offlineGoogleFonts(page));

test('MkDocs 1.6 writes a module script and keeps the element out of a <p>', () => {
  expect(moduleHtml).toContain(
    `<script src="${cdn.origin}/dist/cdn/positional-encoding-widget.js" type="module"></script>`,
  );
  expect(moduleHtml).toContain(
    '<div class="pe-figure">\n<positional-encoding-widget view="relative" seq-len="32" d-model="64"></positional-encoding-widget>\n</div>',
  );
  expect(moduleHtml).not.toMatch(/<p>\s*<positional-encoding-widget/);
});

test('the widget loads from the module script with no console error or warning', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.goto(`${moduleSite.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(messages).toEqual([]);
  expect(cdn.requests).toContain('/dist/cdn/positional-encoding-widget.js');
});

test('Material 8.2.5 under MkDocs 1.6 writes the module form as a classic script, which fails', async ({
  page,
}) => {
  expect(materialModuleHtml).toContain(
    `<script src="${cdn.origin}/dist/cdn/positional-encoding-widget.js"></script>`,
  );
  expect(materialModuleHtml).not.toContain('type="module"');
  const messages = watchConsole(page);
  await page.goto(`${materialModuleSite.origin}/`);
  await expect
    .poll(() => messages)
    .toContainEqual(expect.stringContaining("Cannot use 'import.meta' outside a module"));
});

test("the 1.4 recipe's classic form loads the widget with Material 8.2.5 under MkDocs 1.6", async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.goto(`${materialClassicSite.origin}/`);
  const widget = page.locator('positional-encoding-widget');
  await widgetReady(widget);
  await expect(widget.locator('#panel')).toHaveAttribute('aria-labelledby', 'tab-relative');
  expect(messages).toEqual([]);
  expect(cdn.requests).toContain(`/dist/cdn/${classicElement}`);
});
