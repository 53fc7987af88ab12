// React 19: a small app (tests/e2e/fixtures/react) bundled with Vite against
// the packed package, as a consumer would install it, then served and driven.
// Attributes flow down as props, pe-change flows up through onpe-change; the
// consumer build of the lite entry carries no CodeMirror and logs no warning.

import { test } from './shared-page.js';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createLogger } from 'vite';

import { packedPackage, serve, type Server } from './package-support.js';
import { expect, watchErrors } from './support.js';

const repo = resolve(import.meta.dirname, '../..');
let app: Server;
const warnings: string[] = [];
let outDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'pe-react-'));
  cpSync(resolve(import.meta.dirname, 'fixtures/react'), dir, { recursive: true });
  // The consumer's node_modules: the unpacked tarball, and React from this repository.
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  symlinkSync(packedPackage(), join(modules, 'positional-encoding-widget'));
  for (const name of ['react', 'react-dom', 'scheduler']) {
    symlinkSync(join(repo, 'node_modules', name), join(modules, name));
  }
  const logger = createLogger('warn');
  const keep = (message: string) => {
    // Rolldown reports slow plugin callbacks on a busy machine: about the
    // machine, not the package (its report starts with a colour code).
    if (!message.replace(/\x1b\[[\d;]*m/g, '').startsWith('[PLUGIN_TIMINGS]'))
      warnings.push(message);
  };
  logger.warn = keep;
  logger.warnOnce = keep;
  outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    base: './',
    customLogger: logger,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  app = await serve({ dir: outDir });
});

test.afterAll(async () => {
  await app?.close();
});

test('the consumer build of the lite entry carries no CodeMirror and warns about nothing', () => {
  const files = readdirSync(join(outDir, 'assets'));
  expect(files.some((name) => name.endsWith('.wasm'))).toBe(true);
  expect(files.filter((name) => /codemirror|exercises|sandbox/i.test(name))).toEqual([]);
  for (const name of files.filter((file) => file.endsWith('.js'))) {
    expect(readFileSync(join(outDir, 'assets', name), 'utf8')).not.toContain('cm-editor');
  }
  expect(warnings).toEqual([]);
});

test('React props set the attributes and onpe-change brings the state back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${app.origin}/index.html`);
  const widget = page.locator('#w');
  await expect(page.locator('#ready')).toHaveText('true');
  const state = () =>
    widget.evaluate((element) =>
      (element as unknown as { getState(): { seqLen: number } }).getState(),
    );
  expect((await state()).seqLen).toBe(32);
  await expect(widget.locator('#control-seq-len')).toHaveValue('32');
  // Down: a React state change becomes the attribute.
  await page.getByRole('button', { name: 'Eight positions' }).click();
  await expect(widget.locator('#control-seq-len')).toHaveValue('8');
  expect((await state()).seqLen).toBe(8);
  // Up: a change in the widget reaches React through onpe-change.
  await widget.evaluate((element) =>
    (element as unknown as { setState(p: object): void }).setState({ seqLen: 20 }),
  );
  await expect(page.locator('#seq-len')).toHaveText('20');
  await expect(widget).toHaveAttribute('seq-len', '20');
  expect(errors).toEqual([]);
});
