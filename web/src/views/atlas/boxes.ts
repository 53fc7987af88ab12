// The boxes of the atlas's figures (the sizing contract of ui/figure-box.ts):
// pure, from the inputs each figure draws and the width it is given, known
// before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The plot's SVG: its viewBox, so its height is its width over this ratio ... */
export const PLOT_VIEW_WIDTH = 420;
export const PLOT_VIEW_HEIGHT = 340;
/** ... at most this many em of the figure's font wide. */
export const PLOT_MAX_EM = 36;
/** The legend's lines: the distance, then one per curve (`curves`: the schemes' descriptions count them). */
export const legendLines = (curves: number): number => 1 + curves;
/** A legend line, in em of the legend's font ... */
export const LINE_EM = 1.45;
/** ... which is this many em of the figure's. */
export const LEGEND_FONT_EM = 0.85;
/** The legend's column beside the plot, and the gap between them, in em of the figure's font. */
export const LEGEND_COLUMN_EM = 22;
export const GAP_EM = 0.8;
/** From this width on (em of the figure's font) the legend sits beside the plot, else under it. */
export const SIDE_BY_SIDE_EM = 46;

/** Whether the legend sits beside the plot at this width and font. */
export const legendBeside = (width: number, font: number): boolean =>
  width >= SIDE_BY_SIDE_EM * font;

/** <pe-atlas-plot>: the plot by its aspect ratio and the legend's lines, beside or under it. */
export const atlasPlotBox: BoxFunction<{ readonly curves: number }> = ({ curves }, width, font) => {
  const ratio = PLOT_VIEW_WIDTH / PLOT_VIEW_HEIGHT;
  const legend = legendLines(curves) * LINE_EM * LEGEND_FONT_EM * font;
  if (legendBeside(width, font)) {
    const plotWidth = Math.min(width - (LEGEND_COLUMN_EM + GAP_EM) * font, PLOT_MAX_EM * font);
    return Math.max(plotWidth / ratio, legend);
  }
  return stackHeight(
    [{ ratio, maxPx: PLOT_MAX_EM * font }, { em: GAP_EM }, { px: legend }],
    width,
    font,
  );
};

/** A scheme's row, in em of the figure's font: a button and a small line, or two lines of text. */
export const ROW_EM = 3.6;
/** The header row, in em of the figure's font. */
export const HEADER_EM = 2;
/** Room under the table for a horizontal scroll bar (the table is wider than a phone). */
export const TABLE_GUTTER_PX = 18;

/** The table's height without the scroll bar's room, in em of the figure's font, for `rows` rows. */
export const tableEm = (rows: number): number => HEADER_EM + rows * ROW_EM;

/** <pe-atlas-table>: the header, a row per scheme (`rows`: the schemes' descriptions count them), and the scroll bar's room. */
export const atlasTableBox: BoxFunction<{ readonly rows: number }> = ({ rows }, width, font) =>
  stackHeight([{ em: tableEm(rows) }, { px: TABLE_GUTTER_PX }], width, font);
