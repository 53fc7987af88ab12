// The box of a captioned line chart (<pe-chart-figure>, chart-figure.ts): its
// sizing contract (figure-box.ts) for the views that plot engine results
// against a position, a distance or a pair index. Pure, and it imports only
// figure-box.ts, so a view's boxes.ts can size its charts before the chart
// code and the engine arrive.
//
// From the top: the caption's lines, the plot (CHART_PLOT_PX tall whatever
// its width), the legend line(s), the readout's lines and the space under
// the figure. At most CHART_NARROW_EM wide (a phone), each caption, legend
// and readout line gets two lines, so that their words are not cut off
// there; the element switches by a container query on the same width.
import { stackHeight, type BoxFunction } from './figure-box.js';

/** The plot's SVG, in CSS px. */
export const CHART_PLOT_PX = 240;
/** A caption, legend or readout line, in em of its own font. */
export const CHART_LINE_EM = 1.45;
/** The caption's font, in em of the figure's. */
export const CHART_CAPTION_FONT_EM = 1;
/** The space between the caption and the plot, in em of the figure's font. */
export const CHART_CAPTION_GAP_EM = 0.25;
/** The legend's font, in em of the figure's. */
export const CHART_LEGEND_FONT_EM = 0.85;
/** The readout's font, in em of the figure's. */
export const CHART_READOUT_FONT_EM = 0.92;
/** The space above the readout, in em of the figure's font. */
export const CHART_READOUT_GAP_EM = 0.3;
/** The space under the figure, in em of the figure's font. */
export const CHART_BOTTOM_EM = 0.8;
/** At most this wide (em of the figure's font) each line of text gets two lines. */
export const CHART_NARROW_EM = 28;

/** The lines each caption, legend or readout line takes at this width and font. */
export const chartLinesPer = (width: number, font: number): number =>
  width <= CHART_NARROW_EM * font ? 2 : 1;

/** What a chart's box depends on: how many lines its caption and its readout have (when wide). */
export interface ChartBoxInputs {
  readonly captionLines: number;
  readonly readoutLines: number;
}

/** <pe-chart-figure>: caption, plot, legend and readout lines, and the space under them. */
export const chartBox: BoxFunction<ChartBoxInputs> = (
  { captionLines, readoutLines },
  width,
  font,
) => {
  const per = chartLinesPer(width, font);
  return stackHeight(
    [
      { em: captionLines * per * CHART_LINE_EM * CHART_CAPTION_FONT_EM + CHART_CAPTION_GAP_EM },
      { px: CHART_PLOT_PX },
      { em: per * CHART_LINE_EM * CHART_LEGEND_FONT_EM },
      { em: CHART_READOUT_GAP_EM + readoutLines * per * CHART_LINE_EM * CHART_READOUT_FONT_EM },
      { em: CHART_BOTTOM_EM },
    ],
    width,
    font,
  );
};
