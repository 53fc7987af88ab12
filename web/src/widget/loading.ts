// When the widget loads what: the engine and the active view as soon as a
// widget near the viewport connects, the export menu on the reader's intent.
import { loadOnce } from '../ui/lazy-part.js';

/** How far outside the viewport a widget starts loading (the IntersectionObserver margin). */
export const NEAR_PX = 300;

export function isNearViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const width = window.innerWidth || document.documentElement.clientWidth;
  const height = window.innerHeight || document.documentElement.clientHeight;
  return (
    box.bottom >= -NEAR_PX &&
    box.top <= height + NEAR_PX &&
    box.right >= -NEAR_PX &&
    box.left <= width + NEAR_PX
  );
}

/**
 * The export menu under each view (PNG, CSV, .npy, NumPy code) is not part
 * of the first load: it loads on the reader's first intent to export
 * (export-intent.ts), once per page; a failed load is tried again by the
 * next intent (lazy-part.ts).
 */
export const loadExportMenu: () => Promise<void> = loadOnce("the export menu's code", () =>
  import('../export/menu.js').then(() => undefined),
);
