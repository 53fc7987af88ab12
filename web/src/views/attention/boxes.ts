// The boxes of the attention chapter's figures (the sizing contract of
// ui/figure-box.ts), from the shared grid of terms and its readout
// (ui/terms-grid-box.ts): the four terms and the score, each with a formula
// and a range line under its heading; the readout's six values.
import { termsGrid, termsReadout } from '../../ui/terms-grid-box.js';

/** The matrices drawn: the four terms and the score, each with a formula and a range line. */
export const TERM_COUNT = 5;
export const terms = termsGrid({ count: TERM_COUNT, smallLines: 2 });
/** <pe-attention-terms>: rows of terms (heading lines, formula, square, range), the gaps, the margins. */
export const termsBox = terms.box;

/**
 * The readout's values: the four terms, their sum and the score, each a
 * line at least 15 em wide (its name is a phrase), at most three side by
 * side; up to 30 em wide (a phone) the caption gets two lines.
 */
export const VALUE_COUNT = 6;
export const readout = termsReadout({
  values: VALUE_COUNT,
  valueMinEm: 15,
  maxColumns: 3,
  narrowEm: 30,
});
/** <pe-attention-readout>: the caption's lines and the rows of value lines. */
export const readoutBox = readout.box;
