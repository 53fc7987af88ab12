// Runs learner code in a fresh sandbox worker per run, with a time limit.
import { MAX_NUMBERS, TIME_LIMIT_MS, type RunReply, type RunRequest } from './protocol.js';

export type RunResult =
  RunReply | { kind: 'failed'; reason: 'timeout' | 'worker' | 'size'; message: string };

/**
 * A module Worker that also starts when this script was loaded from another
 * origin (the one-line embed served from a widget host): browsers refuse a
 * cross-origin worker URL, so it starts a same-origin blob module that
 * imports the real worker script (served with CORS, like the element itself).
 * Bound to the name `Worker` so that bundlers still see the
 * `new Worker(new URL(..., import.meta.url))` pattern and bundle the worker.
 */
const Worker = class PortableWorker extends globalThis.Worker {
  constructor(url: URL, options: WorkerOptions) {
    const crossOrigin = typeof location !== 'undefined' && url.origin !== location.origin;
    const start = crossOrigin
      ? URL.createObjectURL(
          new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }),
        )
      : url;
    super(start, options);
    // The worker has resolved the blob by now; free it a little later anyway.
    if (crossOrigin) setTimeout(() => URL.revokeObjectURL(start as string), 30_000);
  }
};

/** Starts the learner's code on `shapes`; resolves within TIME_LIMIT_MS (plus scheduling). */
export function runInWorker(request: RunRequest): Promise<RunResult> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./exercise-worker.js', import.meta.url), { type: 'module' });
    } catch (error) {
      resolve({
        kind: 'failed',
        reason: 'worker',
        message: `The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    let settled = false;
    const finish = (result: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          kind: 'failed',
          reason: 'timeout',
          message: `Time limit: your code was stopped after ${TIME_LIMIT_MS / 1000} s. Is there a loop that never ends?`,
        }),
      TIME_LIMIT_MS,
    );
    worker.onmessage = (event: MessageEvent<RunReply>) => finish(checkSize(event.data));
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      finish({
        kind: 'failed',
        reason: 'worker',
        message: `The sandbox failed: ${event.message || 'the worker script could not load'}`,
      });
    };
    worker.postMessage(request);
  });
}

/** The worker checks sizes too; the page does not trust it. */
function checkSize(reply: RunReply): RunResult {
  if (reply.kind !== 'done') return reply;
  let total = 0;
  for (const outcome of reply.outcomes) {
    if ('data' in outcome) {
      if (
        !(outcome.data instanceof Float64Array) ||
        outcome.data.length !== outcome.seqLen * outcome.dModel
      ) {
        return { kind: 'failed', reason: 'size', message: 'The sandbox returned malformed data.' };
      }
      total += outcome.data.length;
    }
  }
  if (total > MAX_NUMBERS) {
    return {
      kind: 'failed',
      reason: 'size',
      message: `Output too large: more than ${MAX_NUMBERS.toLocaleString('en-US')} numbers in total (8 MB).`,
    };
  }
  return reply;
}
