// The atlas's first-paint frame (ui/view-frame.ts): its chapter and an empty
// box of the final size for the overview table and the shared plot, laid
// out before the view's code, the schemes' atlas.ts and the engine arrive.
// Both boxes follow from the counts of rows and curves the registered
// schemes' descriptions give (./schemes.ts), known before any of it loads.
import chapter from '../../content/atlas.js';
import { defineFrame } from '../../ui/view-frame.js';
import { atlasPlotBox, atlasTableBox } from './boxes.js';
import { atlasExportShape } from './export-shape.js';
import { SCHEME_CURVES, SCHEME_ROWS } from './schemes.js';
import { atlasStyles } from './styles.js';
import { atlasValues } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [atlasStyles],
  values: atlasValues,
  flags: () => ({}),
  figures: {
    schemes: { box: (_state, w, f) => atlasTableBox({ rows: SCHEME_ROWS }, w, f) },
    plot: { box: (_state, w, f) => atlasPlotBox({ curves: SCHEME_CURVES }, w, f) },
  },
  exportShape: atlasExportShape,
});
