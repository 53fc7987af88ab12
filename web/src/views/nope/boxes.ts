// The box of the NoPE view's figure (the sizing contract of
// ui/figure-box.ts): the attention matrix and the outputs plot, side by side
// or stacked, and the readout's fixed lines; pure, from the width and the
// font alone, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** A caption or readout line, in em of the figure's font. */
export const LINE_EM = 1.45;
/** The space between a caption and its plot, and above the readout, in em. */
export const PART_GAP_EM = 0.3;
/** The space between the two panels, in em. */
export const PANEL_GAP_EM = 1;
/** The attention matrix is square, at most this many em wide. */
export const MATRIX_EM = 20;
/** The outputs plot: its SVG's width and height (its aspect), at most PLOT_EM wide. */
export const PLOT_WIDTH = 320;
export const PLOT_HEIGHT = 180;
export const PLOT_EM = 28;
/** From this width on (em) the panels sit side by side, each half the width less the gap. */
export const SIDE_BY_SIDE_EM = 29;
/** At most this wide (em), as on a phone, the readout gets five lines; at most MID_EM, three. */
export const NARROW_EM = 28;
export const MID_EM = 44;

export const sideBySide = (width: number, font: number): boolean => width >= SIDE_BY_SIDE_EM * font;

/** The readout's lines (about 125 characters at most: position, weight, keys, output, verdict). */
export const readoutLines = (width: number, font: number): number =>
  width <= NARROW_EM * font ? 5 : width <= MID_EM * font ? 3 : 2;

/** A panel's width at this figure width: the whole width, or half less the gap side by side. */
export function panelWidth(width: number, font: number): number {
  return sideBySide(width, font) ? (width - PANEL_GAP_EM * font) / 2 : width;
}

/** <pe-nope-panels>: the panels (caption line and plot each) and the readout lines. */
export const nopePanelsBox: BoxFunction<unknown> = (_inputs, width, font) => {
  const panel = panelWidth(width, font);
  const matrix = Math.min(panel, MATRIX_EM * font);
  const plot = (Math.min(panel, PLOT_EM * font) * PLOT_HEIGHT) / PLOT_WIDTH;
  const caption = (LINE_EM + PART_GAP_EM) * font;
  const panels = sideBySide(width, font)
    ? caption + Math.max(matrix, plot)
    : 2 * caption + matrix + plot + PANEL_GAP_EM * font;
  return stackHeight(
    [{ px: panels }, { em: PART_GAP_EM + readoutLines(width, font) * LINE_EM }],
    width,
    font,
  );
};
