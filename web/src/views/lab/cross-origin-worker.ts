// The lab's workers (training-worker.ts) from wherever the element's script
// is. A Worker must be same-origin with the page, so an element loaded from
// a CDN (the README's one-line embed) cannot start one from its own URL: the
// constructor throws a SecurityError. Then the worker starts from a blob: of
// the page's own origin that sets the worker's base URL and runs the
// worker's script by importScripts (classic scripts load from any origin).
// The worker bundle resolves its files (the engine's .wasm) against that
// base instead of its blob: location (vite.pages.ts, workerBase). A page
// whose Content-Security-Policy has no `worker-src blob:` refuses the blob:
// worker, and the view says the worker could not start (docs/lab.md).
//
// Written as a stand-in for the Worker constructor, so the view's
// `new Worker(new URL('./training-worker.js', import.meta.url))` still names
// the worker for the bundler, which builds and hashes it.

/** The global the blob: worker sets before the worker's script runs (vite.pages.ts reads it). */
export const WORKER_BASE = '__peWorkerBase';

function start(url: string | URL, options?: WorkerOptions): Worker {
  try {
    return new globalThis.Worker(url, options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
    const href = new URL(url, document.baseURI).href;
    const source = `self[${JSON.stringify(WORKER_BASE)}]=${JSON.stringify(href)};importScripts(${JSON.stringify(href)});`;
    const blob = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      // A classic worker: importScripts is not allowed in a module worker.
      return new globalThis.Worker(blob);
    } finally {
      URL.revokeObjectURL(blob);
    }
  }
}

/** A Worker constructor that falls back to a same-origin blob: trampoline for a script of another origin. */
export const CrossOriginWorker = start as unknown as typeof Worker;
