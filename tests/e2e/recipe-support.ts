// The static-site recipes of docs/embedding.md, built by their real
// generators (recipes-vitepress, recipes-docusaurus, recipes-mkdocs specs).
// Each file a recipe is made of is a fenced block of the doc marked with
// `<!-- recipe: <generator> <path> -->`: the test writes exactly those blocks
// (the CDN URL pointed at a local copy of the package), so the docs cannot
// drift from what is built. The generators' npm packages are small projects
// of their own under tests/recipes/<generator>/ (scripts/setup.sh installs
// them), linked into the temporary site's node_modules with the packed package.
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';

import { packageJson, packedPackage } from './package-support.js';

const repo = resolve(import.meta.dirname, '../..');

/** The files of one generator's recipe in docs/embedding.md, by path. */
export function recipeFiles(generator: string): Map<string, string> {
  const docs = readFileSync(join(repo, 'docs/embedding.md'), 'utf8');
  const files = new Map<string, string>();
  const marker = /<!-- recipe: ([\w-]+) (\S+) -->\n\n```\w*\n([\s\S]*?)```/g;
  for (const [, name, path, code] of docs.matchAll(marker)) {
    if (name === generator) files.set(path!, code!);
  }
  if (files.size === 0) throw new Error(`docs/embedding.md: no recipe blocks for ${generator}`);
  return files;
}

/** `text` with the docs' versioned CDN URL of the package replaced by `origin`. */
export function onLocalCdn(text: string, origin: string): string {
  const cdn = `https://cdn.jsdelivr.net/npm/${packageJson.name}@${packageJson.version}`;
  return text.replaceAll(cdn, origin);
}

/**
 * A temporary site folder holding `files`. With `npm`, its node_modules links
 * every package of tests/recipes/<generator>/node_modules and holds a copy of
 * the packed package as positional-encoding-widget (as `npm install` would).
 */
export function recipeSite(
  generator: string,
  files: Map<string, string>,
  { npm }: { npm: boolean },
): string {
  const dir = mkdtempSync(join(tmpdir(), `pe-recipe-${generator}-`));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (!npm) return dir;
  const installed = join(repo, 'tests/recipes', generator, 'node_modules');
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(installed)) {
    symlinkSync(join(installed, name), join(modules, name));
  }
  // A copy, not a link: a bundler treats a package whose real path is outside
  // node_modules as the project's own source and bundles it for the server.
  cpSync(packedPackage(), join(modules, packageJson.name), { recursive: true });
  return dir;
}

/** Runs a generator's command in `cwd`; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env = {}): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      command,
      args,
      { cwd, env: { ...process.env, ...env }, maxBuffer: 64 << 20, timeout: 300_000 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`));
        else done(`${stdout}\n${stderr}`);
      },
    );
  });
}

/**
 * Every console message of type error or warning, and every uncaught error:
 * a hydration mismatch is a console error (React) or warning (Vue).
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Waits until the widget's engine is loaded and its first view drawn. */
export async function widgetReady(widget: Locator): Promise<void> {
  await widget.evaluate(
    (element) =>
      new Promise<void>((done, fail) => {
        const status = () => (element as unknown as { status: string }).status;
        const check = () => {
          if (status() === 'ready') done();
          else if (status() === 'error') fail(new Error('the widget reports status error'));
          else setTimeout(check, 50);
        };
        check();
      }),
  );
}

/**
 * Answers Google Fonts' stylesheet, which Material for MkDocs links, with an
 * empty one: this machine has no route there, and a failed stylesheet would
 * be a console error the recipes' checks count.
 */
export async function offlineGoogleFonts(page: Page): Promise<void> {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
}
