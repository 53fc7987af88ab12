// The box of the word-order view's attention map (the sizing contract of
// ui/figure-box.ts): pure, from the number of words it shows, known before
// the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** Side of an attention-map cell in CSS pixels: larger cells for shorter sentences. */
export function cellSize(n: number): number {
  return n <= 4 ? 42 : n <= 6 ? 32 : 26;
}

/** A caption or name line, in em of its own font. */
export const LINE_EM = 1.45;
/** The caption's font (the sentence), in em of the figure's ... */
export const CAPTION_FONT_EM = 0.85;
/** ... and the space under it. */
export const CAPTION_GAP_EM = 0.25;
/** The token names' font, in em of the figure's. */
export const NAMES_FONT_EM = 0.75;
/** The column of row names, in em of the names' font. */
export const ROW_NAMES_EM = 5.5;

/** The attention map's fixed width in CSS px for `words` tokens: the row names and the cells. */
export function attentionMapWidth(words: number, font: number): number {
  return ROW_NAMES_EM * NAMES_FONT_EM * font + words * cellSize(words);
}

/** The same width as CSS (em of the host's font and px), for the map's host or its frame's slot. */
export function attentionMapWidthCss(words: number): string {
  return `calc(${ROW_NAMES_EM * NAMES_FONT_EM}em + ${words * cellSize(words)}px)`;
}

/** <pe-attention-map>: the caption line, the column names' line and the square of cells. */
export const attentionMapBox: BoxFunction<{ readonly words: number }> = ({ words }, width, font) =>
  stackHeight(
    [
      { em: LINE_EM * CAPTION_FONT_EM + CAPTION_GAP_EM + LINE_EM * NAMES_FONT_EM },
      { px: words * cellSize(words) },
    ],
    width,
    font,
  );
