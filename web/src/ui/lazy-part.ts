// Loading a part of the widget that is not needed for its first frame (a
// view's export code, its data table, the exercises' checker): once per
// page, with every caller handed the same promise. A failed load (a network
// error, a host's policy) is forgotten, so the next use tries again, and a
// load the page's Content-Security-Policy blocked says which directive to
// extend (csp-blocked.ts). Callers pick what they need from the module
// (`.then((m) => m.thing)`), never its namespace object: the bundler builds
// that with a for-in, which breaks on hosts that add keys to Object.prototype.
import { importWatched } from '../engine/csp-blocked.js';

/** `load`, started on the first call and shared until it fails; `what` names it in a policy error. */
export function loadOnce<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const loading = importWatched(load, new URL(import.meta.url), what);
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = undefined;
      });
    }
    return pending;
  };
}

/** Calls `task` when the page is idle, or after `timeoutMs` at the latest (200 ms where idle callbacks are missing). */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
