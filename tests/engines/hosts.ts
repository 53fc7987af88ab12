// The pages the engine smoke opens, each from a real local server on a port
// of its own (so the smoke runs beside Playwright and beside other runs):
//   the built site (dist/site), its pages given in-page.js first in <head>;
//   the packed package as an npm CDN serves it, once plain and once 300 ms
//   away (a CDN's round trip, as the issue measured layout shift with);
//   host pages on further origins: the README's one-line embed pasted into an
//   article (in <body>, or its script in <head>), and the documented CSP
//   recipe's page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { DOC_WIDGET_ORIGIN, documentedCspHeader, readmeEmbedSnippet } from '../e2e/doc-snippets.js';
import { defaultState } from '../../web/src/views/state.js';
import {
  classicElement,
  elementUrl,
  hostPage,
  packageJson,
  packedPackage,
  serve,
  serveCdn,
  type Server,
} from '../e2e/package-support.js';

const root = resolve(import.meta.dirname, '../..');
const PROBE_PATH = '/__pe-smoke.js';
const probeFile = resolve(import.meta.dirname, 'in-page.js');

/** The probe's tag; `layout` names the element whose height it follows (and turns the shift sampler on). */
export function probeTag(layout?: string): string {
  return `<script src="${PROBE_PATH}"${layout ? ` data-layout="${layout}"` : ''}></script>`;
}

/** The round trip of the slow CDN, in ms. */
export const CDN_LATENCY_MS = 300;

export type Placement = 'head' | 'body';

export interface Hosts {
  /** The built site, with the probe. */
  site: Server;
  /**
   * The README embed pasted into an article: `/body.html` (all of it in the
   * body), `/head.html` (its script in <head>); `/body-default.html` and
   * `/head-default.html` with its element's attributes left out (the default view).
   */
  articles: Server;
  /** The CSP recipe's page, `/lesson.html`, sent with exactly the documented header. */
  csp: Server;
  /** Every server, to check for 404s and to close. */
  all: Server[];
  close(): Promise<void>;
}

const paragraph = (i: number) =>
  `<p>Paragraph ${i} of the article. Sinusoidal encodings give every position a vector of sines
   and cosines at geometrically spaced wavelengths, so that a model can attend by relative
   position.</p>`;
const paragraphs = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => paragraph(from + i)).join('\n');

/** The README's embed with its CDN replaced by `cdnOrigin`: the script tag and the element. */
export function readmeEmbed(cdnOrigin: string): { script: string; element: string } {
  const snippet = readmeEmbedSnippet();
  const prefix = `https://cdn.jsdelivr.net/npm/${packageJson.name}@${packageJson.version}`;
  if (!snippet.includes(prefix)) throw new Error(`README embed does not load from ${prefix}`);
  const local = snippet.replaceAll(prefix, cdnOrigin);
  // Every script tag: the element's, then the view's frame script.
  const scripts = local.match(/<script[\s\S]*?<\/script>/g);
  if (!scripts) throw new Error('README embed has no <script>');
  let element = local;
  for (const tag of scripts) element = element.replace(tag, '');
  return { script: scripts.join('\n'), element: element.trim() };
}

/** The README embed with its element's attributes left out: the default view. */
function defaultView(embed: { script: string; element: string }): {
  script: string;
  element: string;
} {
  // The default view's frame script in place of the README view's.
  return {
    script: embed.script.replace(
      /frames\/[\w-]+\.classic\.js/,
      `frames/${defaultState.view}.classic.js`,
    ),
    element: embed.element.replace(/<([\w-]+)[^>]*>/, '<$1>'),
  };
}

/** An article with the embed at its second paragraph; `head`: the embed's script goes in <head>. */
function article(embed: { script: string; element: string }, placement: Placement): string {
  const pasted = placement === 'body' ? `${embed.script}\n${embed.element}` : embed.element;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>An article</title>
    ${probeTag('positional-encoding-widget')}
    ${placement === 'head' ? embed.script : ''}
  </head>
  <body>
    <article>
      <h1>Positions in a transformer</h1>
      ${paragraphs(1, 1)}
      ${pasted}
      ${paragraphs(2, 12)}
    </article>
  </body>
</html>`;
}

/** The site's page with the probe first in its <head>. */
function withProbe(html: string): string {
  if (!html.includes('<head>')) throw new Error('a site page without <head>');
  return html.replace('<head>', `<head>\n    ${probeTag()}`);
}

export async function startHosts(): Promise<Hosts> {
  const siteDir = resolve(root, process.env.PE_SITE_DIR ?? 'dist/site');
  const index = withProbe(readFileSync(resolve(siteDir, 'index.html'), 'utf8'));
  const all: Server[] = [];
  const started = async (server: Promise<Server>) => {
    const s = await server;
    all.push(s);
    return s;
  };
  try {
    const files = { [PROBE_PATH]: probeFile };
    const site = await started(
      serve({ dir: siteDir, pages: { '/': index, '/index.html': index }, files }),
    );
    const slowCdn = await started(
      serve({
        dir: packedPackage(),
        headers: { 'Access-Control-Allow-Origin': '*' },
        htmlAsText: true,
        delayMs: CDN_LATENCY_MS,
      }),
    );
    const embed = readmeEmbed(slowCdn.origin);
    const articles = await started(
      serve({
        pages: {
          '/body.html': article(embed, 'body'),
          '/head.html': article(embed, 'head'),
          '/body-default.html': article(defaultView(embed), 'body'),
          '/head-default.html': article(defaultView(embed), 'head'),
        },
        files,
      }),
    );
    // The recipe is for a widget origin of one's own, which sends .html as text/html.
    const cdn = await started(serveCdn({ htmlAsText: false }));
    const header = documentedCspHeader();
    if (!header.includes(DOC_WIDGET_ORIGIN))
      throw new Error(`the CSP recipe does not name ${DOC_WIDGET_ORIGIN}`);
    const csp = await started(
      serve({
        pages: {
          // The README embed's script: the classic one.
          '/lesson.html': hostPage(
            elementUrl(cdn, classicElement),
            `<positional-encoding-widget id="w" seq-len="16" d-model="16"></positional-encoding-widget>`,
            probeTag(),
          ),
        },
        files,
        headers: { 'Content-Security-Policy': header.replaceAll(DOC_WIDGET_ORIGIN, cdn.origin) },
      }),
    );
    return {
      site,
      articles,
      csp,
      all,
      close: async () => {
        await Promise.all(all.map((s) => s.close()));
      },
    };
  } catch (error) {
    await Promise.all(all.map((s) => s.close()));
    throw error;
  }
}

/** The 404s any server answered since the last call. */
export function takeNotFound(hosts: Hosts): string[] {
  return hosts.all.flatMap((server) =>
    server.notFound.splice(0).map((p) => `404 ${server.origin}${p}`),
  );
}
