// The word-order view's first-paint frame (ui/view-frame.ts): its chapter,
// its live sentences and word editor, and the comparison cards with an empty
// box for each attention map and blanks for the engine's numbers, laid out
// before the view's code and the engine arrive.
import chapter from '../../content/order.js';
import { defineFrame } from '../../ui/view-frame.js';
import { orderEditor, orderSentences } from './controls.js';
import { orderExportShape } from './export.js';
import { orderRuns, orderWeights } from './results.js';
import { orderStyles } from './styles.js';
import { isTutorialRun, orderValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [orderStyles],
  values: (state) => orderValues(state).values,
  flags: (state) => ({ model: true, tutorialRun: isTutorialRun(state) }),
  figures: {
    sentences: (host) => orderSentences(host),
    runs: (host) => orderRuns(host.state, undefined, orderValues(host.state).say, undefined),
    weights: (host) => orderWeights(host.state, undefined, orderValues(host.state).say),
    error: null,
    editor: (host) => orderEditor(host, undefined),
  },
  exportShape: orderExportShape,
});
