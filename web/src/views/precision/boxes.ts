// The boxes of the precision view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { chartBox } from '../../ui/chart-box.js';
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** The error chart's caption: what it plots, then its scale (three lines on a phone). */
export const CHART_CAPTION_LINES = 2;
/** The error chart's readout: the position, each type's error and what the type stores. */
export const CHART_READOUT_LINES = 2;

/** The error chart (<pe-chart-figure>): caption, plot, legend and readout lines. */
export const chartFigureBox: BoxFunction<unknown> = (_inputs, width, font) =>
  chartBox({ captionLines: CHART_CAPTION_LINES, readoutLines: CHART_READOUT_LINES }, width, font);

/** A row of the precision tables (and their header), in em of the figure's font. */
export const TABLE_ROW_EM = 2;
/** Room under a table for a horizontal scroll bar (a narrow box scrolls the table). */
export const TABLE_GUTTER_PX = 18;
/** The summary table's rows: its header and one per reduced type (float32, float16, bfloat16). */
export const SUMMARY_ROWS = 4;

/** <pe-precision-summary>: the header and a row per type (computed or pending), the scroll bar's room. */
export const summaryTableBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight([{ em: SUMMARY_ROWS * TABLE_ROW_EM }, { px: TABLE_GUTTER_PX }], width, font);

/** The collision table's caption: lines of this many em, bold, in the figure's font ... */
export const CAPTION_LINE_EM = 1.45;
/** ... this many when wide (which type, which positions, how many columns) ... */
export const COLLISION_CAPTION_LINES = 2;
/** ... and this many at most NARROW_EM wide (a phone). */
export const COLLISION_CAPTION_NARROW_LINES = 3;
/** A phone's width, in em of the figure's font (the element's container query). */
export const NARROW_EM = 28;
/** The space under the caption, in em. */
export const CAPTION_GAP_EM = 0.25;
/** The collision table's rows: its header and the two rows that are equal. */
export const COLLISION_ROWS = 3;

/** The collision caption's lines at this width and font. */
export const collisionCaptionLines = (width: number, font: number): number =>
  width <= NARROW_EM * font ? COLLISION_CAPTION_NARROW_LINES : COLLISION_CAPTION_LINES;

/** <pe-precision-collision>: its caption lines, the header and the two rows, the scroll bar's room. */
export const collisionTableBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: collisionCaptionLines(width, font) * CAPTION_LINE_EM + CAPTION_GAP_EM },
      { em: COLLISION_ROWS * TABLE_ROW_EM },
      { px: TABLE_GUTTER_PX },
    ],
    width,
    font,
  );
