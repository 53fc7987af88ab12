// The T5 view's first-paint frame (ui/view-frame.ts): its chapter, its live
// controls and an empty box of the final size for the matrix and the table
// of bucket ranges, laid out before the view's code and the engine arrive.
import chapter from '../../content/t5.js';
import { defineFrame } from '../../ui/view-frame.js';
import { matrixBox, rangesBox } from './boxes.js';
import { t5Controls } from './controls.js';
import { t5ExportShape } from './export.js';
import { t5Styles } from './styles.js';
import { t5Values } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: t5Styles,
  values: (state) => t5Values(state),
  // The summary and the ranges show once the engine's buckets are there: when nothing fails.
  flags: () => ({ model: true }),
  figures: {
    controls: t5Controls,
    matrix: { box: (_state, w, f, shows) => matrixBox(shows, w, f) },
    ranges: { box: (_state, w, f) => rangesBox(undefined, w, f) },
  },
  exportShape: t5ExportShape,
});
