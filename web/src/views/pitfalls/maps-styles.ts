// Styles of <pe-pitfall-maps> (maps.ts): every part of known height, from
// boxes.ts, so the figure fills exactly the box its box function gives.
import { css, unsafeCSS } from 'lit';

import {
  CAPTION_GAP_EM,
  FORMULA_FONT_EM,
  FORMULA_LINES,
  LINE_EM,
  MAP_PLOT_PX,
  READOUT_FONT_EM,
  READOUT_LINES,
  SMALL_FONT_EM,
  TITLE_LINES,
} from './boxes.js';

/** `lines` lines of LINE_EM of the element's own font, clamped to them. */
const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${unsafeCSS(lines)};
  line-height: ${unsafeCSS(LINE_EM)};
  height: ${unsafeCSS(lines * LINE_EM)}em;
  overflow: hidden;
`;

/** One line of LINE_EM of the element's own font. */
const oneLine = css`
  line-height: ${unsafeCSS(LINE_EM)};
  height: ${unsafeCSS(LINE_EM)}em;
  white-space: nowrap;
  overflow: hidden;
`;

export const mapsStyles = css`
  /* The formulas' exponents and d_model's subscript stay inside their line,
     and an exponent is never broken across two. */
  sub,
  sup {
    line-height: 0;
  }
  sup {
    white-space: nowrap;
  }
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    margin-bottom: ${unsafeCSS(CAPTION_GAP_EM)}em;
  }
  figcaption .name {
    font-weight: 600;
    ${clamp(TITLE_LINES)}
  }
  figcaption .mono {
    font-weight: 400;
    color: var(--pe-muted);
    font-size: ${unsafeCSS(FORMULA_FONT_EM)}em;
    ${clamp(FORMULA_LINES)}
  }
  pe-matrix {
    height: ${unsafeCSS(MAP_PLOT_PX)}px;
    border: 1px solid var(--pe-border);
  }
  .axis {
    display: flex;
    justify-content: space-between;
    gap: 0.5em;
    font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
    color: var(--pe-muted);
    ${oneLine}
  }
  .legend {
    display: flex;
    align-items: center;
    gap: 0.4em;
    font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
    color: var(--pe-muted);
    ${oneLine}
  }
  .legend .bar {
    width: 8em;
    height: 0.7em;
    border: 1px solid var(--pe-border);
  }
  .readout {
    font-family: var(--pe-mono);
    font-size: ${unsafeCSS(READOUT_FONT_EM)}em;
    ${clamp(READOUT_LINES)}
  }
`;
