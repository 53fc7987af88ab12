// The DroPE view's first-paint frame (ui/view-frame.ts): its chapter, its
// live training-length field and an empty box of the chart's final size,
// laid out before the view's code and the engine arrive.
import chapter from '../../content/drope.js';
import { defineFrame } from '../../ui/view-frame.js';
import { chartFigureBox } from './boxes.js';
import { dropeControls } from './controls.js';
import { dropeExportShape } from './export.js';
import { dropeValues } from './values.js';

export default defineFrame({
  chapter,
  styles: [],
  values: (state) => dropeValues(state),
  // A frame's flags do not depend on the state: the note that the chart
  // stops early (a d_model too wide for the engine's cost limit: derive's
  // dropeCut) is left out, and comes in once if it applies.
  flags: () => ({ model: true, cut: false }),
  figures: {
    controls: dropeControls,
    error: null,
    chart: { box: (_state, w, f) => chartFigureBox(undefined, w, f) },
  },
  exportShape: dropeExportShape,
});
