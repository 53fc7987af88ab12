// The ALiBi view's first-paint frame (ui/view-frame.ts): its chapter, its
// live head-count field, and empty boxes of the final size for the head
// buttons (from the state's head count) and the bias matrix, laid out before
// the view's code and the engine arrive.
import chapter from '../../content/alibi.js';
import { defineFrame } from '../../ui/view-frame.js';
import { matrixBox, slopesBox } from './boxes.js';
import { alibiControls } from './controls.js';
import { alibiExportShape } from './export.js';
import { alibiStyles } from './styles.js';
import { alibiValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: alibiStyles,
  values: (state) => alibiValues(state),
  // The slope's summary shows once the engine's slopes are there: when nothing fails.
  flags: () => ({ model: true }),
  figures: {
    controls: alibiControls,
    slopes: { box: (state, w, f) => slopesBox({ heads: state.alibiHeads }, w, f) },
    matrix: { box: (_state, w, f, shows) => matrixBox(shows, w, f) },
  },
  exportShape: alibiExportShape,
});
