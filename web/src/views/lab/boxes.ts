// The boxes of the lab's figures (the sizing contract of ui/figure-box.ts):
// pure, from the number of encodings compared, the width and the font, known
// before the view's code and the engine arrive. A band chart is a caption
// line, a plot of fixed height, a legend of fixed-width items (each an
// encoding and its value at the cursor) in as many columns as fit, and a
// readout line; at most BAND_NARROW_EM wide (a phone) the caption and the
// readout get two lines each.
import { gridColumns, stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The plot's SVG height in CSS px. */
export const BAND_PLOT_PX = 220;
/** A text line, in em of its own font. */
export const BAND_LINE_EM = 1.45;
/** The legend's and the readout's font, in em of the figure's. */
export const BAND_SMALL_FONT_EM = 0.88;
/** A legend item's width in em of the legend's font (a swatch, "randomized", a value). */
export const LEGEND_ITEM_EM = 11.5;
/** The space between legend items, in em of the legend's font. */
export const LEGEND_GAP_EM = 0.8;
/** The space above the plot, above the legend and under the figure, in em. */
export const BAND_GAP_EM = 0.3;
export const BAND_BOTTOM_EM = 0.9;
/** At most this wide (em of the figure's font), caption and readout take two lines each. */
export const BAND_NARROW_EM = 30;

export const bandLinesPer = (width: number, font: number): number =>
  width <= BAND_NARROW_EM * font ? 2 : 1;

/** How many legend items sit side by side in a figure this wide. */
export function legendColumns(width: number, font: number, items: number): number {
  const f = font * BAND_SMALL_FONT_EM;
  return gridColumns(width, LEGEND_ITEM_EM * f, LEGEND_GAP_EM * f, Math.max(1, items));
}

/** A band chart's box: what it depends on is how many encodings its legend lists. */
export const bandChartBox: BoxFunction<{ readonly encodings: number }> = (
  { encodings },
  width,
  font,
) => {
  const per = bandLinesPer(width, font);
  const rows = Math.ceil(Math.max(1, encodings) / legendColumns(width, font, encodings));
  return stackHeight(
    [
      { em: per * BAND_LINE_EM + BAND_GAP_EM },
      { px: BAND_PLOT_PX },
      { em: BAND_GAP_EM + rows * BAND_LINE_EM * BAND_SMALL_FONT_EM },
      { em: per * BAND_LINE_EM * BAND_SMALL_FONT_EM + BAND_BOTTOM_EM },
    ],
    width,
    font,
  );
};
