// The Transformer-XL view's first-paint frame (ui/view-frame.ts): its
// chapter (every value in it follows from the state) and empty boxes of the
// final size for the terms and the readout, laid out before the view's code
// and the engine arrive. The view has no controls of its own.
import chapter from '../../content/transformer-xl.js';
import { defineFrame } from '../../ui/view-frame.js';
import { readoutBox, termsBox } from './boxes.js';
import { txlExportShape } from './export.js';
import { txlValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  // The view has only the shared baseStyles (ViewElement.styles).
  styles: [],
  values: (state) => txlValues(state),
  flags: () => ({}),
  figures: {
    terms: { box: (_state, w, f) => termsBox(undefined, w, f) },
    readout: { box: (_state, w, f) => readoutBox(undefined, w, f) },
  },
  exportShape: () => txlExportShape(),
});
