// The heat-map view's parts that its first frame does not need, each a
// chunk of its own loaded on first use: the figure export (when the export
// menu asks what the view exports), the gesture code (gesture-input.ts) and
// the data table (when it is opened,
// or already when the pointer or the focus reaches its toggle).
//
// Each is loaded once per page (lazy-part.ts: a failed import is tried
// again by the next use, and a blocked one names the policy directive).
// Neither module imports anything of the view's own chunk at run time
// (table.ts says why that matters on host pages that add keys to
// Object.prototype); the view reads only what it needs of each
// (`.then((m) => m.x)`).
import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { loadOnce } from '../../ui/lazy-part.js';
import type { HeatmapInputs } from './export.js';
import type { GestureController } from './gestures.js';

/** exportHeatmap of ./export.ts: what the export menu offers for a state. */
export const loadExporter: () => Promise<(state: HeatmapInputs, pe: PosEnc) => ViewExport> =
  loadOnce("the heat map's export code", () => import('./export.js').then((m) => m.exportHeatmap));

/** GestureController of ./gestures.ts: pan, zoom and keys (gesture-input.ts loads it on intent). */
export const loadGestures: () => Promise<typeof GestureController> = loadOnce(
  "the heat map's gesture code",
  () => import('./gestures.js').then((m) => m.GestureController),
);

/** Defines <pe-heatmap-table>. */
export const loadTable: () => Promise<void> = loadOnce("the data table's code", () =>
  import('./data-table.js').then(() => undefined),
);

/** Starts loading the data table ahead of a click (a failure is reported when it is opened). */
export function prefetchTable(): void {
  loadTable().catch(() => undefined);
}
