// The CSS the lab's figures share: a captioned figure whose caption and
// readout are lines of known height (one each, two on a phone: boxes.ts's
// bandLinesPer), so its box is known before its numbers (the band charts,
// the attention maps, the position Grams); and the inspection figures' map
// labels, focus ring and empty maps.
import { css, unsafeCSS } from 'lit';

import {
  BAND_BOTTOM_EM,
  BAND_GAP_EM,
  BAND_LINE_EM,
  BAND_NARROW_EM,
  BAND_SMALL_FONT_EM,
} from './boxes.js';

export const labFigureStyles = css`
  .frame {
    container-type: inline-size;
  }
  figure {
    margin: 0 0 ${unsafeCSS(BAND_BOTTOM_EM)}em;
    --per: 1;
  }
  @container (max-width: ${unsafeCSS(BAND_NARROW_EM)}em) {
    figure {
      --per: 2;
    }
  }
  figcaption,
  .readout {
    line-height: ${unsafeCSS(BAND_LINE_EM)};
    height: calc(var(--per) * ${unsafeCSS(BAND_LINE_EM)}em);
    overflow: hidden;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: ${unsafeCSS(BAND_GAP_EM)}em;
  }
  .readout {
    font-size: ${unsafeCSS(BAND_SMALL_FONT_EM)}em;
    color: var(--pe-muted);
  }
`;

/** The attention maps' and the Grams': a label line over each map. */
export const inspectionStyles = [
  labFigureStyles,
  css`
    .label {
      font-size: ${unsafeCSS(BAND_SMALL_FONT_EM)}em;
      line-height: ${unsafeCSS(BAND_LINE_EM)};
      height: ${unsafeCSS(BAND_LINE_EM)}em;
      white-space: nowrap;
      overflow: hidden;
    }
    .value {
      font-family: var(--pe-mono);
    }
    .maps:focus-visible {
      outline: 2px solid var(--pe-focus);
      outline-offset: 2px;
    }
    .empty {
      box-sizing: border-box;
      border: 1px dashed var(--pe-border);
      background: var(--pe-surface);
    }
  `,
];
