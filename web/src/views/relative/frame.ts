// The relative view's first-paint frame (ui/view-frame.ts): its chapter, its
// live pickers, and an empty box of the final size for each figure, laid out
// before the view's code and the engine arrive.
import chapter from '../../content/relative.js';
import { cellMatrixBox } from '../../ui/cell-matrix-box.js';
import { defineFrame } from '../../ui/view-frame.js';
import { CIRCLE_PX, circleBox, rkBox, shiftTableBox } from './boxes.js';
import { relativeControls } from './controls.js';
import { relativeExportShape } from './export-shape.js';
import { relativeStyles } from './styles.js';
import { relativeValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [relativeStyles],
  values: (state) => relativeValues(state),
  flags: () => ({ rotation: true, dots: true }),
  figures: {
    controls: relativeControls,
    circle: { box: (_state, w, f) => circleBox(undefined, w, f), widthPx: CIRCLE_PX },
    rk: { box: (_state, w, f) => rkBox(undefined, w, f) },
    shiftTable: { box: (state, w, f) => shiftTableBox(state, w, f) },
    rotationError: null,
    dots: { box: (_state, w, f, shows) => cellMatrixBox(shows, w, f) },
    dotsError: null,
  },
  exportShape: relativeExportShape,
});
