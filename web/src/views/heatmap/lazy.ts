// The heat-map view's parts that its first frame does not need, each a
// chunk of its own loaded on first use: the figure export (when the export
// menu asks what the view exports) and the data table (when it is opened,
// or already when the pointer or the focus reaches its toggle).
//
// Each loader starts its import once and hands every caller the same
// promise; a failed import (a network error, a host's policy) is forgotten,
// so the next use tries again, and its error names what could not load.
// Neither module imports anything of the view's own chunk at run time
// (table.ts says why that matters on host pages that add keys to
// Object.prototype); the view reads only what it needs of each
// (`.then((m) => m.x)`).
import { importWatched } from '../../csp-blocked.js';
import type { PosEnc } from '../../engine.js';
import type { ViewExport } from '../../figure/spec.js';
import type { HeatmapInputs } from './export.js';

function once<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= importWatched(load, new URL(import.meta.url), what).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** exportHeatmap of ./export.ts: what the export menu offers for a state. */
export const loadExporter: () => Promise<(state: HeatmapInputs, pe: PosEnc) => ViewExport> = once(
  "the heat map's export code",
  () => import('./export.js').then((m) => m.exportHeatmap),
);

/** Defines <pe-heatmap-table>. */
export const loadTable: () => Promise<void> = once("the data table's code", () =>
  import('./data-table.js').then(() => undefined),
);

/** Starts loading the data table ahead of a click (a failure is reported when it is opened). */
export function prefetchTable(): void {
  loadTable().catch(() => undefined);
}
