// The worked example's first-paint frame (ui/view-frame.ts): its chapter, an
// empty box of the final size for each figure, blanks for the engine's
// numbers and the knife-edge notes (as many as the base gives), laid out before the view's code and the
// engine arrive.
import { css, unsafeCSS } from 'lit';

import chapter from '../../content/worked.js';
import { defineFrame } from '../../ui/view-frame.js';
import {
  cellsBox,
  DIVISORS_MARGIN_EM,
  divisorsBox,
  MAP_WIDTH_EM,
  mapBox,
  sumsBox,
} from './boxes.js';
import { workedExportShape } from './export.js';
import { workedStyles } from './styles.js';
import { D_MODEL, predictedKnifeEdges } from './derive.js';
import { knifeEdgeNotes, workedFlags, workedValues } from './values.js';
import figureList from './figures.js';

/**
 * The host styles the figures give themselves, on their slots: the space
 * above the divisors (the first figure, after its heading) and the map's fixed width (the first
 * block of div.figure), so the notes beside it wrap as they will.
 */
const slotStyles = css`
  h3 + pe-figure-slot:first-of-type {
    margin-top: ${unsafeCSS(DIVISORS_MARGIN_EM)}em;
  }
  .figure > pe-figure-slot {
    width: ${unsafeCSS(MAP_WIDTH_EM)}em;
    flex: none;
  }
`;

export default defineFrame({
  chapter,
  figureList,
  styles: [workedStyles, slotStyles],
  values: (state) => workedValues(state),
  // Pair 1's divisor over pair 0's is base^(2/d_model): a prediction of which
  // sentence shows (the layout only; the view's words follow the engine).
  flags: (state) => workedFlags(state, Math.pow(state.base, 2 / D_MODEL)),
  figures: {
    divisors: { box: (_state, w, f) => divisorsBox(undefined, w, f) },
    cells: { box: (_state, w, f) => cellsBox(undefined, w, f) },
    map: { box: (_state, w, f) => mapBox(undefined, w, f) },
    knifeEdges: (host) =>
      knifeEdgeNotes(workedValues(host.state), predictedKnifeEdges(host.state.base).length),
    sums: { box: (state, w, f) => sumsBox({ words: state.words.length }, w, f) },
  },
  exportShape: workedExportShape,
});
