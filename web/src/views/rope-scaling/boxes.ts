// The boxes of the RoPE context extension view's figures (the sizing
// contract of ui/figure-box.ts): pure, from the inputs each figure draws and
// the width it is given, known before the view's code and the engine arrive.
import { chartBox } from '../../ui/chart-box.js';
import type { BoxFunction } from '../../ui/figure-box.js';

/** The wavelength chart's readout: the pair, its wavelength and frequency ω, its share and kind, a note. */
export const PAIRS_READOUT_LINES = 3;
/** The score chart's readout: the distance, and its score unscaled and scaled. */
export const SCORES_READOUT_LINES = 2;

/** The wavelength of each pair (a <pe-chart-figure>). */
export const pairsChartBox: BoxFunction<unknown> = (_inputs, width, font) =>
  chartBox({ captionLines: 1, readoutLines: PAIRS_READOUT_LINES }, width, font);

/** The score against distance (a <pe-chart-figure>). */
export const scoreChartBox: BoxFunction<unknown> = (_inputs, width, font) =>
  chartBox({ captionLines: 1, readoutLines: SCORES_READOUT_LINES }, width, font);
