// The comparison view's first-paint frame (ui/view-frame.ts): its chapter,
// its live training-length field, the summary table (its engine numbers
// blank) and an empty box of the final size for each heat map, laid out
// before the view's code and the engine arrive.
import chapter from '../../content/comparison.js';
import { figureStyles } from '../../ui/styles.js';
import { defineFrame } from '../../ui/view-frame.js';
import { extrapolationMapsBox, ropeScoresBox } from './boxes.js';
import { comparisonControls } from './controls.js';
import { comparisonExportShape } from './export-shape.js';
import { comparisonStyles } from './styles.js';
import { summaryStyles, summaryTable } from './summary.js';
import { comparisonFlags, comparisonValues, phraseOf } from './values.js';
import figureList from './figures.js';

export default defineFrame({
  chapter,
  figureList,
  styles: [figureStyles, comparisonStyles, summaryStyles],
  values: (state) => comparisonValues(state),
  flags: (state) => comparisonFlags(state),
  figures: {
    controls: comparisonControls,
    error: null,
    maps: { box: (_state, w, f) => extrapolationMapsBox(undefined, w, f) },
    ropeMap: { box: (_state, w, f) => ropeScoresBox(undefined, w, f) },
    summaryTable: (host) => summaryTable(phraseOf(comparisonValues(host.state))),
  },
  exportShape: comparisonExportShape,
});
