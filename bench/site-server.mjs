// Starts bench/static-server.mjs in a child process for a built site and
// resolves to its origin and a close(): the benchmarks' pages are served by a
// process of their own (see static-server.mjs for why).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * @param {string} siteDir the built site (dist/site)
 * @param {Record<string, [string, string]>} pages extra pages: path -> [type, body]
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function serveSite(siteDir, pages = {}) {
  const child = spawn(
    process.execPath,
    [new URL('./static-server.mjs', import.meta.url).pathname],
    {
      env: { ...process.env, SITE_DIR: siteDir, BENCH_PAGES: JSON.stringify(pages) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const [line] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`bench/static-server.mjs exited with ${code}`);
    }),
  ]);
  const port = /^listening (\d+)$/.exec(line)?.[1];
  if (!port) throw new Error(`bench/static-server.mjs said: ${line}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      child.kill();
      await once(child, 'exit').catch(() => {});
    },
  };
}
