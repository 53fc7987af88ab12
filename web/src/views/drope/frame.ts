// The DroPE view's first-paint frame (ui/view-frame.ts): its chapter, its
// live training-length field and an empty box of the chart's final size,
// laid out before the view's code and the engine arrive.
import chapter from '../../content/drope.js';
import { defineFrame } from '../../ui/view-frame.js';
import { chartFigureBox } from './boxes.js';
import { dropeCut } from './derive.js';
import { dropeControls } from './controls.js';
import { dropeExportShape } from './export.js';
import { dropeStyles } from './styles.js';
import { dropeValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [dropeStyles],
  values: (state) => dropeValues(state),
  // The note that the chart stops early (a d_model too wide for the
  // engine's cost limit) follows from the state: the view's rule.
  flags: (state) => ({ model: true, cut: dropeCut(state.trainLen, state.dModel) }),
  figures: {
    controls: dropeControls,
    error: null,
    chart: { box: (_state, w, f) => chartFigureBox(undefined, w, f) },
  },
  exportShape: dropeExportShape,
});
