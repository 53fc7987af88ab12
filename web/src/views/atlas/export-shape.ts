// What the atlas's export lists, without the data (export/shape.ts): the
// first-paint frame keeps the export menu's room with it, so it lives apart
// from export.ts (the data stays in the view's chunk), which takes its title
// from here. The same at every state: two figures, two tables, one array.
import type { ExportShape } from '../../export/shape.js';

/** The plot's panels' figure titles (profiles.ts PANELS, in order): each in its own units, unscaled. */
export const PANEL_TITLES = {
  score: 'What each scheme adds to the attention score, against distance',
  index: 'Which learned row or bucket each distance reads',
} as const;

/** What the export lists; tests/js checks it against exportShape(atlasExport(...)). */
export function atlasExportShape(): ExportShape {
  return {
    figures: [PANEL_TITLES.score, PANEL_TITLES.index],
    tables: ['profiles', 'schemes'],
    arrays: ['profiles'],
    code: false,
  };
}
