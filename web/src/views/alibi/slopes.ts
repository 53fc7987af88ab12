// <pe-alibi-slopes>: one button per head, naming its slope s_h (heads
// numbered 1 … H, as Press et al. number them); pressing one asks for that
// head (a `pe-head` event, detail the head's 0-based index, as the state keeps it).
//
// A figure element (ui/figure-element.ts): its box (boxes.ts slopesBox) is
// a grid of as many equal columns as fit (it sets their count itself, from
// the same function) and rows of fixed height, at most SLOPE_ROWS_SHOWN of
// them shown (more scroll), known from the number of heads before the
// engine's slopes arrive.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import {
  SLOPE_FONT_EM,
  SLOPE_GAP_EM,
  SLOPE_PAD_EM,
  SLOPE_ROW_EM,
  SLOPES_MARGIN_EM,
  SLOPES_PAD_PX,
  slopeColumns,
  slopeRowsShown,
  slopesBox,
} from './boxes.js';
import { slopeText } from './derive.js';

export class AlibiSlopes extends FigureElement {
  static override properties: PropertyDeclarations = {
    heads: { attribute: false },
    slopes: { attribute: false },
    head: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .slopes {
        display: grid;
        grid-template-columns: repeat(var(--pe-slope-columns, 1), minmax(0, 1fr));
        grid-auto-rows: ${unsafeCSS(SLOPE_ROW_EM)}em;
        gap: ${unsafeCSS(SLOPE_GAP_EM)}em;
        padding: ${unsafeCSS(SLOPES_PAD_PX)}px;
        margin: ${unsafeCSS(SLOPES_MARGIN_EM)}em 0;
        height: calc(
          var(--pe-slope-rows, 1) * ${unsafeCSS(SLOPE_ROW_EM + SLOPE_GAP_EM)}em -
            ${unsafeCSS(SLOPE_GAP_EM)}em + ${unsafeCSS(2 * SLOPES_PAD_PX)}px
        );
        overflow-x: hidden;
        overflow-y: auto;
      }
      button {
        min-width: 0;
        min-height: 0;
        height: 100%;
        padding: 0 ${unsafeCSS(SLOPE_PAD_EM)}em;
        font-variant-numeric: tabular-nums;
        font-family: var(--pe-mono);
        font-size: ${unsafeCSS(SLOPE_FONT_EM)}em;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button[aria-pressed='true'] {
        outline: 2px solid var(--pe-focus);
      }
    `,
  ];

  /** The number of heads (a button each): the state's, known before the engine's slopes. */
  declare heads: number;
  /** The engine's slopes; undefined until they arrive. */
  declare slopes: Float64Array | undefined;
  /** The head drawn (its button is pressed). */
  declare head: number;

  constructor() {
    super();
    this.heads = 1;
    this.slopes = undefined;
    this.head = 0;
  }

  protected override boxHeight(width: number, font: number): number {
    return slopesBox({ heads: this.heads }, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const width = this.boxWidth;
    if (!(width > 0)) return;
    const font = parseFloat(getComputedStyle(this).fontSize) || 16;
    this.style.setProperty('--pe-slope-columns', String(slopeColumns(this.heads, width, font)));
    this.style.setProperty('--pe-slope-rows', String(slopeRowsShown(this.heads, width, font)));
  }

  protected override renderFigure() {
    const slopes = this.slopes;
    if (slopes === undefined) return nothing;
    return html`<div class="slopes" role="group" aria-label="Heads and their slopes">
      ${Array.from(
        slopes,
        (s, h) =>
          html`<button
            type="button"
            aria-pressed=${h === this.head ? 'true' : 'false'}
            data-head=${h}
            @click=${() => this.dispatchEvent(new CustomEvent<number>('pe-head', { detail: h }))}
          >
            h${h + 1}: ${slopeText(s)}
          </button>`,
      )}
    </div>`;
  }
}

define('pe-alibi-slopes', AlibiSlopes);

declare global {
  interface HTMLElementTagNameMap {
    'pe-alibi-slopes': AlibiSlopes;
  }
}
