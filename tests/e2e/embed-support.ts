// Helpers for the embedding and CSP tests: synthetic host pages served
// through page.route under the preview origin (so no test page ships in the
// production site), event recorders and CSP violation recorders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Page, Route } from '@playwright/test';

/** The policy the issue asks the site to work under. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'";

let hostCounter = 0;

export interface HostOptions {
  /** Extra markup for <head> (styles, scripts). */
  head?: string;
  /** Content-Security-Policy header for the host page. */
  csp?: string;
  /** Path of the host page; default: a fresh one under /__embed-test/. */
  path?: string;
}

/** Fulfils `path` with a complete HTML document. */
export async function serveHtml(
  page: Page,
  path: string,
  html: string,
  csp?: string,
): Promise<void> {
  await page.route(`**${path}`, (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: csp ? { 'Content-Security-Policy': csp } : {},
      body: html,
    }),
  );
}

/**
 * Opens a synthetic host page under the preview origin whose body is `body`
 * and that loads the one-line embed script.
 */
export async function openHost(
  page: Page,
  body: string,
  options: HostOptions = {},
): Promise<string> {
  const path = options.path ?? `/__embed-test/host-${++hostCounter}.html`;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Host page</title>
    ${options.head ?? ''}
    <script type="module" src="/positional-encoding-widget.js"></script>
  </head>
  <body>
    ${body}
  </body>
</html>`;
  await serveHtml(page, path, html, options.csp);
  await page.goto(path);
  return path;
}

/** Records pe-ready / pe-change / pe-error events (capture phase, from the start of every document). */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { type: string; id: string; detail: unknown; cause?: string }[] = [];
    (window as unknown as { __peEvents: typeof log }).__peEvents = log;
    for (const type of ['pe-ready', 'pe-change', 'pe-error']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as HTMLElement;
          const cause = (event as Event & { cause?: string }).cause;
          log.push({
            type,
            id: target.id,
            detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)),
            ...(cause === undefined ? {} : { cause }),
          });
        },
        true,
      );
    }
  });
}

export interface RecordedEvent {
  type: string;
  id: string;
  detail: Record<string, unknown>;
  /** pe-change's cause: user, api, attribute or history. */
  cause?: string;
}

export async function events(page: Page, type?: string, id?: string): Promise<RecordedEvent[]> {
  const all = await page.evaluate(
    () => (window as unknown as { __peEvents?: RecordedEvent[] }).__peEvents ?? [],
  );
  return all.filter(
    (event) => (type === undefined || event.type === type) && (id === undefined || event.id === id),
  );
}

export interface Violation {
  /** `view-tag > element.class` of the offending element, when known. */
  element: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** Records securitypolicyviolation events in every document (and frame) of the page. */
export async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = list;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Which element: the first node of the composed path, and the
        // custom element (view) whose shadow root holds it.
        const node = event.composedPath()[0];
        let where = '';
        if (node instanceof Element) {
          where =
            node.localName +
            (node.className && typeof node.className === 'string'
              ? `.${node.className.split(' ').join('.')}`
              : '');
          const root = node.getRootNode();
          if (root instanceof ShadowRoot) where = `${root.host.localName} > ${where}`;
        }
        list.push({
          element: where,
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  });
  // Chromium also logs every violation to the console.
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** Violations seen so far in the main frame and every child frame. */
export async function violations(page: Page): Promise<Violation[]> {
  const all: Violation[] = [];
  for (const frame of page.frames()) {
    const list = await frame
      .evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? [])
      .catch(() => []);
    all.push(...list);
  }
  return all;
}

/** Resolves when the element with `selector` reaches `status`. */
export async function waitForStatus(page: Page, selector: string, status: string): Promise<void> {
  await page.waitForFunction(
    ([sel, want]) =>
      (document.querySelector(sel!) as unknown as { status?: string } | null)?.status === want,
    [selector, status],
  );
}

/** The built site directory the tests are served from. */
export function siteDir(): string {
  const dir = process.env.PE_SITE_DIR ?? 'dist/site';
  return resolve(dir);
}

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
