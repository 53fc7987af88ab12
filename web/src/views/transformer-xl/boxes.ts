// The boxes of the Transformer-XL view's figures (the sizing contract of
// ui/figure-box.ts), from the shared grid of terms and its readout
// (ui/terms-grid-box.ts): the four terms and their sum, each with a formula
// line under its heading; the readout's five values.
import { termsGrid, termsReadout } from '../../ui/terms-grid-box.js';

export {
  READOUT_MARGIN_EM,
  TERM_GAP_EM,
  TERM_MIN_EM,
  TERM_PART_GAP_EM,
  TERMS_MARGIN_EM,
} from '../../ui/terms-grid-box.js';

/** The matrices drawn: the four terms and their sum, each with a formula line. */
export const TERM_COUNT = 5;
export const terms = termsGrid({ count: TERM_COUNT, smallLines: 1 });
/** How many terms sit side by side in a figure this wide. */
export const termColumns = terms.columns;
/** <pe-txl-terms>: rows of terms (heading lines, formula line, square), the gaps, the margins. */
export const termsBox = terms.box;

/** At most this wide (em), as on a phone, the readout's caption gets two lines. */
export const READOUT_NARROW_EM = 28;
/** The readout's values (a term's letter and its number: 10 em each), all five side by side at most. */
export const readout = termsReadout({
  values: TERM_COUNT,
  valueMinEm: 10,
  maxColumns: TERM_COUNT,
  narrowEm: READOUT_NARROW_EM,
});
/** How many values sit side by side in the readout. */
export const valueColumns = readout.valueColumns;
/** <pe-txl-readout>: the caption's lines and the rows of value lines. */
export const readoutBox = readout.box;
