// The boxes of the exercises' figures (the sizing contract of
// ui/figure-box.ts): the code editor's fixed box, and the result maps', pure,
// from the shape a Run checks (the exercise's seq_len and d_model,
// derive.ts's runShapes) and the width, so each map's box is known before
// the Run and the learner's output: a wrong-shaped output is drawn in the
// box of the shape asked for.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/**
 * A result map: `thumb`, one of the three maps of a shape (yours, the
 * engine's, |yours − engine|) with its caption, or `error`, the larger map of
 * the first failing shape's error, without one.
 */
export interface MapInputs {
  readonly rows: number;
  readonly cols: number;
  readonly size: 'thumb' | 'error';
}

/** A map's square cells: their size in CSS px, between `minCell` and `maxCell`, and at most ... */
interface CellRule {
  readonly minCell: number;
  readonly maxCell: number;
  /** ... whatever keeps the map within this many px wide and tall (the smallest cell first). */
  readonly maxWidth: number;
  readonly maxHeight: number;
}

export const CELLS: Readonly<Record<MapInputs['size'], CellRule>> = {
  thumb: { minCell: 1, maxCell: 24, maxWidth: 240, maxHeight: 160 },
  error: { minCell: 4, maxCell: 40, maxWidth: 480, maxHeight: 360 },
};

/** A thumb's caption: lines of this many em of its font ... */
export const CAPTION_LINE_EM = 1.45;
/** ... whose font is this many em of the figure's, ... */
export const CAPTION_FONT_EM = 0.85;
/** ... two of them (a caption of one line keeps both), under a gap in em of the figure's font. */
export const CAPTION_LINES = 2;
export const CAPTION_GAP_EM = 0.2;
/** A thumb is at least this wide (em of the figure's font), so its caption has room. */
export const THUMB_MIN_EM = 10;

/** The map's own size in CSS px (its 1 px border included), square cells, before any narrowing. */
export function mapSize({ rows, cols, size }: MapInputs): { width: number; height: number } {
  const { minCell, maxCell, maxWidth, maxHeight } = CELLS[size];
  const cell = Math.max(minCell, Math.min(maxCell, maxWidth / cols, maxHeight / rows));
  return { width: Math.round(cell * cols), height: Math.round(cell * rows) };
}

/** The width the figure's host asks for, in CSS px (a narrower box gets all of its width). */
export function mapFigureWidth(inputs: MapInputs, font: number): number {
  const { width } = mapSize(inputs);
  return inputs.size === 'thumb' ? Math.max(width, THUMB_MIN_EM * font) : width;
}

/** The map in a box `boxWidth` px wide: its own size, scaled down to the box when narrower. */
export function mapPlotSize(
  inputs: MapInputs,
  boxWidth: number,
): { width: number; height: number } {
  const own = mapSize(inputs);
  if (!(boxWidth > 0) || boxWidth >= own.width) return own;
  return { width: boxWidth, height: (own.height * boxWidth) / own.width };
}

/** <pe-exercise-map>: the map, and a thumb's caption lines under it. */
export const exerciseMapBox: BoxFunction<MapInputs> = (inputs, width, font) =>
  stackHeight(
    [
      { px: mapPlotSize(inputs, width).height },
      {
        em:
          inputs.size === 'thumb'
            ? CAPTION_GAP_EM + CAPTION_LINES * CAPTION_LINE_EM * CAPTION_FONT_EM
            : 0,
      },
    ],
    width,
    font,
  );

/**
 * <pe-code-editor>'s height, in em of its host's font, whatever the code:
 * about 11 lines at the editor's font (0.9em, line height 1.4) and the room
 * of its horizontal scroll bar; longer code scrolls inside. Fixed, so the
 * box is known before CodeMirror and the learner's kept code arrive (the
 * first-paint frame's slot), and the editor appearing moves nothing.
 */
export const EDITOR_HEIGHT_EM = 16;
/** The editor host's vertical margin, in em of its font. */
export const EDITOR_MARGIN_EM = 0.5;

/** <pe-code-editor>: its fixed height, whatever the width and the code. */
export const editorBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight([{ em: EDITOR_HEIGHT_EM }], width, font);
