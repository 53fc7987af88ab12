// What the atlas's export lists, without the data (export/shape.ts): the
// first-paint frame keeps the export menu's room with it, so it lives apart
// from export.ts (the data stays in the view's chunk), which takes its title
// from here. The same at every state: one figure, two tables, one array.
import type { ExportShape } from '../../export/shape.js';

/** The shared plot's figure title. */
export const PLOT_TITLE = 'Each scheme’s contribution to the attention logit (scaled to ±1)';

/** What the export lists; tests/js checks it against exportShape(atlasExport(...)). */
export function atlasExportShape(): ExportShape {
  return {
    figures: [PLOT_TITLE],
    tables: ['profiles', 'schemes'],
    arrays: ['profiles'],
    code: false,
  };
}
