// The RoPE context-extension view's first-paint frame (ui/view-frame.ts):
// its chapter, its live controls and an empty box of the final size for each
// chart, laid out before the view's code and the engine arrive.
import chapter from '../../content/rope-scaling.js';
import { choiceStyles } from '../../ui/view-fields.js';
import { defineFrame } from '../../ui/view-frame.js';
import { pairsChartBox, scoreChartBox } from './boxes.js';
import { scoreCut } from './derive.js';
import { ropeScalingControls } from './controls.js';
import { ropeScalingExportShape } from './export.js';
import { ropeScalingStyles } from './styles.js';
import { ropeScalingValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [choiceStyles, ropeScalingStyles],
  values: (state) => ropeScalingValues(state),
  // The note that the score chart stops early (a d_model too wide for the
  // engine's cost limit at this length) follows from the state: the view's rule.
  flags: (state) => ({ model: true, cut: scoreCut(state) }),
  figures: {
    controls: ropeScalingControls,
    error: null,
    pairsChart: { box: (_state, w, f) => pairsChartBox(undefined, w, f) },
    scoreChart: { box: (_state, w, f) => scoreChartBox(undefined, w, f) },
  },
  exportShape: ropeScalingExportShape,
});
