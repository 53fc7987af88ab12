// Loads view folders on demand through the registry's `load()`: one request
// per view per page, shared by every widget; a failed load is forgotten so
// that Retry asks again.
import { watchBlocked } from '../engine/csp-blocked.js';
import type { ViewEntry } from '../views/registry.js';
import { beforeViewCode } from './frame-registry.js';

const loads = new Map<string, Promise<void>>();
const failures = new Map<string, string>();

/** Starts (or joins) the load of `entry`; resolves once its tag is defined. */
export function loadView(entry: ViewEntry): Promise<void> {
  if (customElements.get(entry.tag)) return Promise.resolve();
  let load = loads.get(entry.id);
  if (!load) {
    failures.delete(entry.id);
    const watch = watchBlocked();
    // The frame may bring the view's code (the default view's shares its
    // chunk: vite.pages.ts; and so its classic frame script): then the tag
    // is defined and nothing more loads.
    load = beforeViewCode(entry.id)
      .then(() => (customElements.get(entry.tag) ? undefined : entry.load()))
      .then(
        () => {
          watch.stop();
          return customElements.whenDefined(entry.tag).then(() => undefined);
        },
        async (error: unknown) => {
          // A chunk comes from where the element script does.
          const blocked = await watch.explain(new URL(import.meta.url));
          loads.delete(entry.id);
          failures.set(
            entry.id,
            `The ${entry.title} lesson could not be loaded: ${
              blocked ?? (error instanceof Error ? error.message : String(error))
            }`,
          );
          throw error;
        },
      );
    loads.set(entry.id, load);
  }
  return load;
}

/** Why the last load of `entry` failed, if it did and no retry is under way. */
export function viewLoadError(entry: ViewEntry): string | undefined {
  return loads.has(entry.id) ? undefined : failures.get(entry.id);
}
