// The boxes of the DroPE view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { chartBox } from '../../ui/chart-box.js';
import type { BoxFunction } from '../../ui/figure-box.js';

/** The chart's readout: the distance, both scores and what the distance is. */
export const CHART_READOUT_LINES = 2;

/** The scores with and without RoPE (<pe-chart-figure>): caption, plot, legend and readout. */
export const chartFigureBox: BoxFunction<unknown> = (_inputs, width, font) =>
  chartBox({ captionLines: 1, readoutLines: CHART_READOUT_LINES }, width, font);
