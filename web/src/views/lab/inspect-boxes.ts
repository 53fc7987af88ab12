// The boxes of the lab's two inspection figures (ui/figure-box.ts): pure,
// from the model's layers and heads, the width and the font, known before
// the view's code and the engine arrive, so nothing moves when a model's
// numbers do. Both share the band charts' caption and readout lines
// (boxes.ts).
import { gridColumns, stackHeight, type BoxFunction, type BoxPart } from '../../ui/figure-box.js';
import {
  BAND_BOTTOM_EM,
  BAND_GAP_EM,
  BAND_LINE_EM,
  BAND_SMALL_FONT_EM,
  bandLinesPer,
} from './boxes.js';

/** One attention matrix's side in CSS px. */
export const HEAD_PX = 132;
/** The space between two attention matrices, in CSS px. */
export const HEAD_GAP_PX = 12;
/** The run picker's row, in em of the figure's font. */
export const PICKER_EM = 2.3;
/** A position Gram's side at most, in CSS px. */
export const GRAM_MAX_PX = 300;
/** The space between the two Grams, in CSS px. */
export const GRAM_GAP_PX = 16;

/** Attention matrices side by side in a figure this wide. */
export const headColumns = (width: number, cells: number): number =>
  gridColumns(width, HEAD_PX, HEAD_GAP_PX, Math.max(1, cells));

/** The parts every inspection figure has: caption, then `middle`, then the readout. */
function framed(middle: readonly BoxPart[], px: number, width: number, font: number): number {
  const per = bandLinesPer(width, font);
  return stackHeight(
    [
      { em: per * BAND_LINE_EM + BAND_GAP_EM },
      ...middle,
      { px },
      { em: per * BAND_LINE_EM * BAND_SMALL_FONT_EM + BAND_BOTTOM_EM },
    ],
    width,
    font,
  );
}

/** The attention figure: a picker row, then a grid of layers x heads matrices, each under its label line. */
export const attentionBox: BoxFunction<{ readonly layers: number; readonly heads: number }> = (
  { layers, heads },
  width,
  font,
) => {
  const cells = Math.max(1, layers * heads);
  const rows = Math.ceil(cells / headColumns(width, cells));
  const label = BAND_LINE_EM * BAND_SMALL_FONT_EM;
  return framed(
    [{ em: PICKER_EM }, { em: rows * label }],
    rows * HEAD_PX + (rows - 1) * HEAD_GAP_PX,
    width,
    font,
  );
};

/** One Gram's side: half the width (less the gap), at most GRAM_MAX_PX. */
export const gramPx = (width: number): number =>
  Math.max(1, Math.min(GRAM_MAX_PX, Math.floor((width - GRAM_GAP_PX) / 2)));

/** The Gram figure: two square maps side by side, each under its label line. */
export const gramBox: BoxFunction<unknown> = (_inputs, width, font) =>
  framed([{ em: BAND_LINE_EM * BAND_SMALL_FONT_EM }], gramPx(width), width, font);
