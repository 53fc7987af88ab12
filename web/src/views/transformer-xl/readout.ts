// <pe-txl-readout>: the value of every term at one (query, key) cell, under
// a caption naming the cell (the chapter's words, given by the view).
//
// A figure element (ui/figure-element.ts): its box (boxes.ts readoutBox) is
// the caption's fixed lines (two on a phone) and a grid of value lines of
// fixed height, as many side by side as fit (it sets their count itself,
// from the same function), so neither a hover nor a long number moves what
// is under it.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { significant } from '../../ui/format.js';
import { define } from '../view-element.js';
import {
  LINE_EM,
  READOUT_MARGIN_EM,
  READOUT_NARROW_EM,
  VALUE_GAP_EM,
  captionLines,
  readoutBox,
  valueColumns,
} from './boxes.js';
import { cellValues, type Cell, type TxlModel } from './derive.js';

export class TxlReadout extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    cell: { attribute: false },
    caption: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .frame {
        container-type: inline-size;
      }
      .readout {
        font-variant-numeric: tabular-nums;
        line-height: ${unsafeCSS(LINE_EM)};
        margin: ${unsafeCSS(READOUT_MARGIN_EM)}em 0;
      }
      .caption,
      .values > div {
        height: ${unsafeCSS(LINE_EM)}em;
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
      .caption {
        margin: 0;
        max-width: none;
      }
      @container (max-width: ${unsafeCSS(READOUT_NARROW_EM)}em) {
        .caption {
          height: ${unsafeCSS(captionLines(0, 1) * LINE_EM)}em;
          white-space: normal;
        }
      }
      .values {
        display: grid;
        grid-template-columns: repeat(var(--pe-value-columns, 1), minmax(0, 1fr));
        column-gap: ${unsafeCSS(VALUE_GAP_EM)}em;
        margin: 0;
      }
      .values > div {
        display: flex;
        gap: 0.4em;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
      }
    `,
  ];

  /** The engine's terms; undefined until they arrive. */
  declare model: TxlModel | undefined;
  /** The (query, key) cell described. */
  declare cell: Cell;
  /** The caption naming the cell (the chapter's phrase). */
  declare caption: unknown;

  constructor() {
    super();
    this.model = undefined;
    this.cell = { row: 0, col: 0 };
    this.caption = '';
  }

  protected override boxHeight(width: number, font: number): number {
    return readoutBox(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const width = this.boxWidth;
    if (!(width > 0)) return;
    const font = parseFloat(getComputedStyle(this).fontSize) || 16;
    this.style.setProperty('--pe-value-columns', String(valueColumns(width, font)));
  }

  protected override renderFigure() {
    const model = this.model;
    if (model === undefined) return nothing;
    return html`<div class="readout" role="status" aria-live="polite">
      <p class="caption" data-part>${this.caption}</p>
      <dl class="values">
        ${cellValues(model, this.cell).map(
          (v) =>
            html`<div data-part>
              <dt>${v.letter}</dt>
              <dd data-letter=${v.letter}>${significant(v.value, 6)}</dd>
            </div>`,
        )}
      </dl>
    </div>`;
  }
}

define('pe-txl-readout', TxlReadout);

declare global {
  interface HTMLElementTagNameMap {
    'pe-txl-readout': TxlReadout;
  }
}
