// What the exercises view's export menu lists: nothing. The tab draws no
// figure of the engine's to export (the result maps are the learner's own
// run), so the view keeps ViewElement's exportData() (undefined) and the
// menu renders nothing; the first-paint frame keeps no room for it either.
// Apart from the frame so Node's tests read it without the DOM.
import type { ExportShape } from '../../export/shape.js';

/** The export's shape at any state: none (the menu is empty). */
export function exercisesExportShape(_state?: unknown): ExportShape | undefined {
  return undefined;
}
