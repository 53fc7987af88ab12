// The attention chapter's first-paint frame (ui/view-frame.ts): its chapter
// (every value that is not the engine's follows from the state; the
// engine's measurements sit in blank slots of their final width), its live
// controls, and empty boxes of the final size for the terms and the
// readout, laid out before the view's code and the engine arrive.
import chapter from '../../content/attention.js';
import { defineFrame } from '../../ui/view-frame.js';
import { readoutBox, termsBox } from './boxes.js';
import { attentionControls, attentionSettings, transformerXlLink } from './controls.js';
import { attentionExportShape } from './export-shape.js';
import { attentionStyles } from './styles.js';
import { attentionFlags, attentionValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [attentionStyles],
  values: (state) => attentionValues(state),
  // As they are when the engine's terms arrive: when nothing fails.
  flags: (state) => attentionFlags(state),
  figures: {
    controls: attentionControls,
    terms: { box: (_state, w, f) => termsBox(undefined, w, f) },
    readout: { box: (_state, w, f) => readoutBox(undefined, w, f) },
    settings: attentionSettings,
    transformerXl: transformerXlLink,
  },
  exportShape: () => attentionExportShape(),
});
