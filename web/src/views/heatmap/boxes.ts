// The boxes of the heat-map view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the width the figure is given and its font,
// known before the view's code and the engine arrive. The map's plot follows
// its width (between a phone's and a screen's height); its labels and the
// lines under it are lines of fixed height, two each on a narrow box.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The plot (the canvas and its 1 px border) is this fraction of the figure's width tall ... */
export const PLOT_HEIGHT_PER_WIDTH = 0.44;
/** ... at least this many CSS px ... */
export const PLOT_MIN_PX = 220;
/** ... and at most this many. */
export const PLOT_MAX_PX = 460;

/** The plot's height in whole CSS px for a figure `width` px wide. */
export function plotHeight(width: number): number {
  return Math.round(Math.min(PLOT_MAX_PX, Math.max(PLOT_MIN_PX, PLOT_HEIGHT_PER_WIDTH * width)));
}

/** A line of a label, in em of its own font. */
export const LINE_EM = 1.45;
/** The space above the figure, in em of its font. */
export const TOP_EM = 0.6;
/** The ticks' font, in em of the figure's ... */
export const TICK_FONT_EM = 0.75;
/** ... and the x ticks' row, in em of their font. */
export const XTICKS_ROW_EM = 1.5;
/** The font of the x axis' label and of the lines under the map, in em of the figure's. */
export const LABEL_FONT_EM = 0.85;
/** The space between the axis' label and the lines under the map, in em of the figure's font. */
export const UNDER_GAP_EM = 0.2;
/** The lines under the map: the window shown, then how many cells a pixel holds. */
export const UNDER_LINES = 2;
/** The space under them, in em of the figure's font. */
export const BOTTOM_EM = 0.2;

/**
 * At most this wide (in em of the figure's font), as on a phone, the axis'
 * label and each line under the map may wrap once: each gets two lines.
 */
export const NARROW_EM = 30;
/** The lines the axis' label and each line under the map take at this width and font. */
export const linesPerLabel = (width: number, font: number): number =>
  width <= NARROW_EM * font ? 2 : 1;

/** <pe-heatmap-map>: the plot and its x ticks, the axis' label and the lines under it. */
export const mapBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const lines = linesPerLabel(width, font);
  return stackHeight(
    [
      { em: TOP_EM },
      { px: plotHeight(width) },
      { em: XTICKS_ROW_EM * TICK_FONT_EM + lines * LINE_EM * LABEL_FONT_EM + UNDER_GAP_EM },
      { em: UNDER_LINES * lines * LINE_EM * LABEL_FONT_EM + BOTTOM_EM },
    ],
    width,
    font,
  );
};

/** The readout's font, in em of the figure's. */
export const READOUT_FONT_EM = 0.9;
/** Its card's padding above and below, in em of the readout's font, ... */
export const READOUT_PAD_EM = 0.6;
/** ... inside a 1 px border. */
export const READOUT_BORDER_PX = 1;
/** Its rows under the head line: pair, angle, value, wavelength and (for a pixel of several cells) its mean. */
export const READOUT_ROWS = 5;
/** The space between its rows side by side, in em of its font. */
export const READOUT_ROW_GAP_EM = 0.15;
/** The space above each name when the names sit above their values, in em of its font. */
export const READOUT_NAME_GAP_EM = 0.25;
/**
 * At most this wide (in em of the figure's font) the readout's names sit
 * above their values, and each value gets two lines.
 */
export const READOUT_NARROW_EM = 32.5;
/** True when the readout's names sit above their values at this width and font. */
export const readoutStacked = (width: number, font: number): boolean =>
  width <= READOUT_NARROW_EM * font;

/** <pe-heatmap-readout>: the card: its head line and a row per item (or a name and two lines). */
export const readoutBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rowsEm = readoutStacked(width, font)
    ? READOUT_ROWS * (READOUT_NAME_GAP_EM + 3 * LINE_EM)
    : READOUT_ROWS * (LINE_EM + READOUT_ROW_GAP_EM);
  return stackHeight(
    [
      { em: (2 * READOUT_PAD_EM + LINE_EM + rowsEm) * READOUT_FONT_EM },
      { px: 2 * READOUT_BORDER_PX },
    ],
    width,
    font,
  );
};
