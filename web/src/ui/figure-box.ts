// The sizing contract of a figure: its box follows from its inputs (the
// state fields it draws) and the width it is given, by construction, so the
// box is known before the figure's code and the engine arrive.
//
// Each figure's pure sizing lives in its view's boxes.ts, which imports only
// this file: no Lit, no DOM, no engine, no drawing code. A box function
// returns the figure's height in CSS pixels; the figure element
// (figure-element.ts) gives its host exactly that height before and after
// its content renders, and its styles lay the content out to fill it: parts
// of known height (rows and caption lines in em with `white-space: nowrap`,
// canvases in px or by an aspect ratio of the width), never text that wraps
// differently in another browser. tests/e2e/figure-boxes.spec.ts checks the
// prediction against the rendered box, and against the content's own height.

/**
 * A figure's height in CSS px from its inputs, the width of its box (the
 * width available to it, or the fixed width its styles give it) and its font
 * size, both in CSS px.
 */
export type BoxFunction<Inputs> = (inputs: Inputs, widthPx: number, fontPx: number) => number;

/**
 * The height of a stack of parts: each a length in em of the figure's font
 * (`{ em }`), in CSS px (`{ px }`), or a part `ratio` times as wide as it is
 * tall, at most `maxPx` wide (`{ ratio, maxPx }`), in a box `widthPx` wide.
 */
export type BoxPart =
  | { readonly em: number }
  | { readonly px: number }
  | { readonly ratio: number; readonly maxPx?: number };

export function stackHeight(parts: readonly BoxPart[], widthPx: number, fontPx: number): number {
  let height = 0;
  for (const part of parts) {
    if ('em' in part) height += part.em * fontPx;
    else if ('px' in part) height += part.px;
    else height += Math.min(widthPx, part.maxPx ?? Infinity) / part.ratio;
  }
  return height;
}

/**
 * The columns of a grid of tracks at least `trackPx` wide with `gapPx`
 * between them in a box `widthPx` wide: as many as fit, at least 1, at most
 * `most`. A figure sets its grid to exactly this many equal columns (a custom
 * property from the same function), so its rows, and its height, follow.
 */
export function gridColumns(
  widthPx: number,
  trackPx: number,
  gapPx: number,
  most = Infinity,
): number {
  return Math.max(1, Math.min(most, Math.floor((widthPx + gapPx) / (trackPx + gapPx))));
}
