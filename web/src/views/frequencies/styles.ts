// Styles of the frequencies view: the plots' shared strokes and labels, the
// view itself, and the wavelength plot (a sub-element with its own shadow root).
import { css, unsafeCSS, type CSSResult } from 'lit';

import { CAPTION_FONT_EM, LINE_EM, NARROW_EM } from './boxes.js';

/** Axes, ticks and numbers, in the view's small multiples and in the wavelength plot. */
export const plotStyles = css`
  svg {
    display: block;
    max-width: 100%;
    overflow: visible;
  }
  .axis {
    stroke: var(--pe-border);
    stroke-width: 1;
    fill: none;
  }
  .zero {
    stroke: var(--pe-muted);
    stroke-width: 1;
    stroke-dasharray: 2 3;
  }
  .tick {
    fill: var(--pe-muted);
    font-size: 11px;
    font-family: var(--pe-font);
  }
  .num {
    font-family: var(--pe-mono);
  }
`;

/**
 * Lines of known height for a figure's caption or readout (boxes.ts): each
 * `lines` child one nowrap line of LINE_EM, and two (clamped) once the
 * figure is at most NARROW_EM wide, as the box functions count them.
 */
export function captionLines(block: string, lines: string): CSSResult {
  return css`
    ${unsafeCSS(block)} {
      font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
      line-height: ${unsafeCSS(LINE_EM)};
    }
    ${unsafeCSS(lines)} {
      display: block;
      height: ${unsafeCSS(LINE_EM)}em;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .frame {
      container-type: inline-size;
    }
    @container (max-width: ${unsafeCSS(NARROW_EM)}em) {
      ${unsafeCSS(lines)} {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
        height: ${unsafeCSS(2 * LINE_EM)}em;
        white-space: normal;
      }
    }
  `;
}

export const frequenciesStyles = css`
  /* A number's slot and the punctuation after it, on one line (content/frequencies.ts). */
  .nowrap {
    white-space: nowrap;
  }
  .dims-note {
    margin: 0;
    font-size: 0.9em;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4em;
    align-items: center;
    padding: 0;
    margin: 0;
    list-style: none;
  }
  .chips button {
    min-height: 2em;
    padding: 0.1em 0.55em;
  }
  .add {
    display: flex;
    gap: 0.4em;
    align-items: end;
    flex-wrap: wrap;
  }
  /* Phones: the dimension input and its button on one row, so the first
     wave starts higher on the first screen. */
  @container (max-width: 640px) {
    .add {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 0.15em 0.4em;
      width: 100%;
    }
    .add .field {
      display: contents;
    }
    .add .field label {
      grid-column: 1 / -1;
    }
    .add .field input[type='number'] {
      width: 100%;
    }
  }
  .facts {
    margin: 0.6em 0;
  }
  .facts dl {
    display: grid;
    grid-template-columns: minmax(8em, max-content) 1fr;
    gap: 0.3em 1em;
    margin: 0;
  }
  .facts dt {
    font-weight: 600;
  }
  .facts dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* The widget's width, not the viewport's: the same element lays out the same in a
     narrow column of a wide page (and its frame, laid out by the same rules, holds). */
  @container (max-width: 30em) {
    .facts dl {
      grid-template-columns: 1fr;
    }
    .facts dd {
      margin-bottom: 0.4em;
    }
  }
`;

export const spectrumStyles = css`
  .pair-line {
    fill: none;
    stroke: var(--pe-muted);
    stroke-width: 1.4;
  }
  .pair-dots {
    fill: none;
    stroke: var(--pe-muted);
    stroke-width: 4;
    stroke-linecap: round;
  }
  .chosen {
    fill: var(--pe-accent);
    stroke: var(--pe-bg);
    stroke-width: 1.5;
  }
  .chosen-label {
    fill: var(--pe-accent);
    font-size: 11px;
    font-weight: 600;
    font-family: var(--pe-font);
  }
  .leader {
    stroke: var(--pe-accent);
    stroke-width: 1;
    opacity: 0.7;
  }
  .selected {
    stroke: var(--pe-focus);
    stroke-width: 2;
  }
  .selected-ring {
    fill: none;
    stroke: var(--pe-focus);
    stroke-width: 2.5;
  }
  .hovered {
    stroke: var(--pe-muted);
    stroke-width: 1;
    stroke-dasharray: 3 3;
  }
  .bound {
    stroke: var(--pe-muted);
    stroke-width: 1;
    stroke-dasharray: 6 4;
  }
  .spectrum {
    border-radius: var(--pe-radius);
    touch-action: none;
    cursor: crosshair;
  }
`;
