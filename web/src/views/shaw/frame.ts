// The Shaw view's first-paint frame (ui/view-frame.ts): its chapter, its live
// k field and an empty box of the matrix's final size, laid out before the
// view's code and the engine arrive.
import chapter from '../../content/shaw.js';
import { defineFrame } from '../../ui/view-frame.js';
import { matrixBox } from './boxes.js';
import { shawControls } from './controls.js';
import { shawExportShape } from './export.js';
import { shawStyles } from './styles.js';
import { shawValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [shawStyles],
  values: (state) => shawValues(state),
  // The model's summary shows once the engine's indices are there: when nothing fails.
  flags: () => ({ model: true }),
  figures: {
    controls: shawControls,
    matrix: { box: (_state, w, f, shows) => matrixBox(shows, w, f) },
  },
  exportShape: shawExportShape,
});
