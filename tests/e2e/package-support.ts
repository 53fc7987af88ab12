// Helpers for the package tests (cdn, csp-recipe, react, fallback specs): the
// `npm pack` tarball unpacked into a temp folder, exactly what an npm CDN
// serves, and small real HTTP servers on ports of their own. Each server is
// its own origin; a real server (not page.route) keeps Chromium from treating
// the host page as public and blocking its requests to 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

let packed: string | undefined;

/**
 * `npm pack` of the built package, unpacked: the folder holding package.json
 * (what https://cdn.jsdelivr.net/npm/<name>@<version>/ serves). Once per run:
 * where PE_PACKED_PACKAGE names the folder (the engine smoke packs in its
 * global set-up), that one; where PE_PACK_DIR names a folder of the run (the
 * e2e suite's global set-up), the first worker that needs the package packs
 * it there and the others wait for it; otherwise once per worker process.
 */
export function packedPackage(): string {
  packed ??= process.env.PE_PACKED_PACKAGE;
  if (packed) return packed;
  const shared = process.env.PE_PACK_DIR;
  packed = shared ? packShared(shared) : packInto(mkdtempSync(join(tmpdir(), 'pe-pack-')));
  return packed;
}

/** Packs and unpacks the package into `dir`; returns its folder. */
function packInto(dir: string): string {
  const output = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', dir],
    { cwd: root, encoding: 'utf8' },
  );
  const [result] = JSON.parse(output) as { filename: string }[];
  execFileSync('tar', ['xzf', join(dir, result!.filename), '-C', dir]);
  return join(dir, 'package');
}

/** How long a worker waits for another worker's `npm pack`. */
const packWaitMs = 120_000;

/**
 * The run's one pack in `dir`: the worker that creates `dir/lock` packs and
 * then writes `dir/done` (or `dir/failed` with the error); the others wait.
 */
function packShared(dir: string): string {
  const done = join(dir, 'done');
  const failed = join(dir, 'failed');
  try {
    mkdirSync(join(dir, 'lock'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const sleeper = new Int32Array(new SharedArrayBuffer(4));
    const deadline = Date.now() + packWaitMs;
    while (!existsSync(done)) {
      if (existsSync(failed)) {
        throw new Error(`npm pack failed in another worker: ${readFileSync(failed, 'utf8')}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`npm pack in another worker did not finish in ${packWaitMs} ms (${dir})`);
      }
      Atomics.wait(sleeper, 0, 0, 50);
    }
    return join(dir, 'package');
  }
  try {
    const folder = packInto(dir);
    writeFileSync(done, '');
    return folder;
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
};

export interface Server {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every path requested, in order. */
  requests: string[];
  /** Every path answered 404, in order. */
  notFound: string[];
  close(): Promise<void>;
}

export interface ServeOptions {
  /** A folder whose files are served (with their content types). */
  dir?: string;
  /** Fixed documents by path ('/host.html' -> HTML), tried before `dir`. */
  pages?: Record<string, string>;
  /** Headers on every answer (CORS, a Content-Security-Policy, ...). */
  headers?: Record<string, string>;
  /** Serve the folder's .html files as text/plain with nosniff, as jsDelivr and unpkg do. */
  htmlAsText?: boolean;
  /** Local files by path ('/recorder.js' -> a file on disk), typed by extension, tried before `dir`. */
  files?: Record<string, string>;
  /** Milliseconds each answer waits before it is sent (a CDN's round trip). */
  delayMs?: number;
}

/** Starts a server on a free port of 127.0.0.1. */
export async function serve(options: ServeOptions): Promise<Server> {
  const requests: string[] = [];
  const notFound: string[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const headers = { ...options.headers, 'Cache-Control': 'no-store' };
    if (path === '/favicon.ico') {
      // The browser asks on its own; an empty answer keeps 404s out of the console.
      response.writeHead(204, headers);
      response.end();
      return;
    }
    const page = options.pages?.[path];
    if (page !== undefined) {
      response.writeHead(200, { ...headers, 'Content-Type': types['.html']! });
      response.end(page);
      return;
    }
    const local = options.files?.[path];
    if (local !== undefined) {
      response.writeHead(200, {
        ...headers,
        'Content-Type': types[extname(local)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(local));
      return;
    }
    if (options.dir) {
      const file = normalize(join(options.dir, path));
      if (file.startsWith(options.dir + sep)) {
        try {
          if (statSync(file).isFile()) {
            const asText = options.htmlAsText === true && extname(file) === '.html';
            const type = asText
              ? 'text/plain; charset=utf-8'
              : (types[extname(file)] ?? 'application/octet-stream');
            response.writeHead(200, {
              ...headers,
              'Content-Type': type,
              ...(asText ? { 'X-Content-Type-Options': 'nosniff' } : {}),
            });
            response.end(readFileSync(file));
            return;
          }
        } catch {
          // Not there: 404 below.
        }
      }
    }
    notFound.push(path);
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
    response.end('not found');
  };
  const delay = options.delayMs ?? 0;
  const server = createServer((request, response) => {
    if (delay > 0) setTimeout(() => answer(request, response), delay);
    else answer(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    notFound,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * The unpacked package on its own origin, as npm CDNs serve it: with their
 * CORS header, and .html files as text/plain (`htmlAsText: false` for a host
 * of one's own that sends them as text/html).
 */
export function serveCdn({ htmlAsText = true }: { htmlAsText?: boolean } = {}): Promise<Server> {
  return serve({
    dir: packedPackage(),
    headers: { 'Access-Control-Allow-Origin': '*' },
    htmlAsText,
  });
}

/** The element's URL on a CDN server, as the docs write it (`<origin>/dist/cdn/<file>`). */
export function elementUrl(cdn: Server, file = 'positional-encoding-widget.js'): string {
  return `${cdn.origin}/dist/cdn/${file}`;
}

/** The classic script's file name (vite.classic.ts), beside the module in dist/cdn. */
export const classicElement = 'positional-encoding-widget.classic.js';

/** A view's frame script (vite.classic-frames.ts), under dist/cdn. */
export const classicFrame = (view: string, lite = false) =>
  `frames/${view}${lite ? '.lite' : ''}.classic.js`;

/**
 * A minimal host document whose head loads `scriptUrl`: a classic script for
 * the classic builds (`*.classic.js`), otherwise a module.
 */
export function hostPage(scriptUrl: string, body: string, head = ''): string {
  const type = scriptUrl.endsWith('.classic.js') ? '' : ' type="module"';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Host page</title>
    ${head}
    <script${type} src="${scriptUrl}"></script>
  </head>
  <body>
    <h1>A tutorial</h1>
    ${body}
  </body>
</html>`;
}
