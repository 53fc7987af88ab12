// The boxes of the pitfalls view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** A caption, axis, legend or readout line, in em of its own font. */
export const LINE_EM = 1.45;
/** Each map's caption: its name in two lines of the figure's font (bold) ... */
export const TITLE_LINES = 2;
/** ... and its formula in three lines of this font (em of the figure's). */
export const FORMULA_LINES = 3;
export const FORMULA_FONT_EM = 0.85;
/** The space under a caption, in em of the figure's font. */
export const CAPTION_GAP_EM = 0.25;
/** Each heat map, in CSS px (its 1 px border included). */
export const MAP_PLOT_PX = 240;
/** The axis line under a map, the colour legend's line: this font, in em of the figure's. */
export const SMALL_FONT_EM = 0.8;
/** The readout of the cell under the pointer: two lines of this font. */
export const READOUT_LINES = 2;
export const READOUT_FONT_EM = 0.85;
/** The two maps sit side by side from this width on (em of the figure's font), else stacked. */
export const MAPS_SIDE_BY_SIDE_EM = 31;
/** The space between the maps, and above and below them, in em of the figure's font. */
export const MAPS_GAP_EM = 0.8;

/** How many rows the two maps take at this width: 1 side by side, 2 stacked. */
export function mapRows(width: number, font: number): number {
  return width >= MAPS_SIDE_BY_SIDE_EM * font ? 1 : 2;
}

/** A map: its caption lines, the plot, the axis line. */
const mapEm = TITLE_LINES * LINE_EM + FORMULA_LINES * LINE_EM * FORMULA_FONT_EM + CAPTION_GAP_EM;

/** <pe-pitfall-maps>: one or two rows of maps, then the legend line and the readout lines. */
export const pitfallMapsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const rows = mapRows(width, font);
  return stackHeight(
    [
      { em: rows * (mapEm + LINE_EM * SMALL_FONT_EM) + (rows + 1) * MAPS_GAP_EM },
      { px: rows * MAP_PLOT_PX },
      { em: LINE_EM * SMALL_FONT_EM + READOUT_LINES * LINE_EM * READOUT_FONT_EM },
    ],
    width,
    font,
  );
};
