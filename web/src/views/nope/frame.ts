// The NoPE view's first-paint frame (ui/view-frame.ts): its chapter, its live
// choice of values and an empty box of the panels' final size, laid out
// before the view's code and the engine arrive.
import chapter from '../../content/nope.js';
import { defineFrame } from '../../ui/view-frame.js';
import { nopePanelsBox } from './boxes.js';
import { nopeControls } from './controls.js';
import { nopeExportShape } from './export.js';
import { nopeStyles } from './styles.js';
import { nopeChapterValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [nopeStyles],
  values: nopeChapterValues,
  flags: () => ({}),
  figures: {
    controls: nopeControls,
    panels: { box: (_state, w, f) => nopePanelsBox(undefined, w, f) },
  },
  exportShape: nopeExportShape,
});
