// The comparison figures' shared styles: caption lines of known height (the
// numbers of boxes.ts), the legend line, the readout's lines.
import { css, unsafeCSS } from 'lit';

import { CAPTION_GAP_EM, LINE_EM, READOUT_LINES, SMALL_FONT_EM, TITLE_FONT_EM } from './boxes.js';

export const captionLineStyles = css`
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    margin-bottom: ${unsafeCSS(CAPTION_GAP_EM)}em;
  }
  figcaption > span {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  figcaption > .head {
    font-size: ${unsafeCSS(TITLE_FONT_EM)}em;
    font-weight: 600;
    line-height: ${unsafeCSS(LINE_EM)};
    height: ${unsafeCSS(LINE_EM)}em;
  }
  figcaption > .sub,
  .legend,
  .axis {
    font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    height: ${unsafeCSS(LINE_EM)}em;
    color: var(--pe-muted);
    white-space: nowrap;
    overflow: hidden;
  }
  .legend {
    display: flex;
    align-items: center;
    gap: 0.4em;
  }
  .legend .bar {
    width: 7em;
    height: 0.7em;
    border: 1px solid var(--pe-border);
  }
  .axis {
    display: flex;
    justify-content: space-between;
    gap: 0.5em;
  }
  /* The readout of the cell under the pointer or the keyboard's: clamped to its lines. */
  .readout {
    font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
    line-height: ${unsafeCSS(LINE_EM)};
    height: ${unsafeCSS(READOUT_LINES * LINE_EM)}em;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${unsafeCSS(READOUT_LINES)};
    overflow: hidden;
    font-variant-numeric: tabular-nums;
  }
`;
