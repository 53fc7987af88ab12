// The worked example's first-paint frame (ui/view-frame.ts): its chapter, an
// empty box of the final size for each figure, blanks for the engine's
// numbers and the knife-edge note, laid out before the view's code and the
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
import { knifeEdgeNotes, workedValues } from './values.js';

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
  styles: [workedStyles, slotStyles],
  values: (state) => workedValues(state),
  // A frame's flags do not depend on the state (ui/view-frame.ts): those of
  // the default, a base of 100 or more (pair 1 at least 10 times slower) and
  // all three positions with a word. Another base or a shorter sentence
  // moves the text below once, when the view arrives.
  flags: { slowPair: true, closePairs: false, oneWord: false, fewWords: false },
  figures: {
    divisors: { box: (_state, w, f) => divisorsBox(undefined, w, f) },
    cells: { box: (_state, w, f) => cellsBox(undefined, w, f) },
    map: { box: (_state, w, f) => mapBox(undefined, w, f) },
    knifeEdges: (host) => knifeEdgeNotes(workedValues(host.state), undefined),
    sums: { box: (state, w, f) => sumsBox({ words: state.words.length }, w, f) },
  },
  exportShape: workedExportShape,
});
