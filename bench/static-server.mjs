// A static file server for the browser benchmarks, run as a child process
// (bench/browser.mjs, bench/profile-load.mjs) so that serving files never
// waits for the benchmark's own work: in the same process, Playwright's
// handling of the browser's events (console messages, trace chunks) held up
// responses and put the test harness's load on the page's network timings.
// Serves SITE_DIR as it is (no compression, like `vite preview`), `/` as
// /index.html, plus the extra pages given as JSON in BENCH_PAGES
// ({ "/path": ["text/html", "body"] }). Prints "listening <port>" on stdout.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const root = normalize(process.env.SITE_DIR ?? '.').replace(/[\/]+$/, '');
const pages = JSON.parse(process.env.BENCH_PAGES ?? '{}');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const page = pages[path];
  if (page) {
    response.writeHead(200, { 'Content-Type': `${page[0]}; charset=utf-8` });
    response.end(page[1]);
    return;
  }
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root + sep) && file !== root) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    const type = types[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, {
      'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  }
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
