// <pe-attention-readout>: one (query m, key n) cell across the four terms,
// their sum and the score computed directly, under a caption naming the
// cell (the chapter's words, given by the view).
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
import { cellReadout, type AttentionModel, type Cell, type TermKey } from './derive.js';

export class AttentionReadout extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    cell: { attribute: false },
    caption: { attribute: false },
    names: { attribute: false },
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
        justify-content: space-between;
        gap: 0.6em;
      }
      .values > div.total dt {
        font-weight: 700;
      }
      dt {
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      dd {
        margin: 0;
        font-family: var(--pe-mono, monospace);
      }
    `,
  ];

  /** The engine's terms; undefined until they arrive. */
  declare model: AttentionModel | undefined;
  /** The (query, key) cell described. */
  declare cell: Cell;
  /** The caption naming the cell (the chapter's phrase). */
  declare caption: unknown;
  /** Each value's name (the chapter's phrases). */
  declare names: Readonly<Record<TermKey | 'sum', unknown>> | undefined;

  constructor() {
    super();
    this.model = undefined;
    this.cell = { row: 0, col: 0 };
    this.caption = '';
    this.names = undefined;
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
    const names = this.names;
    if (model === undefined || names === undefined) return nothing;
    return html`<div class="readout" role="status" aria-live="polite">
      <p class="caption" data-part>${this.caption}</p>
      <dl class="values">
        ${cellReadout(model, this.cell).values.map(
          (v) =>
            html`<div data-part class=${v.key === 'sum' || v.key === 'score' ? 'total' : ''}>
              <dt>${names[v.key]}</dt>
              <dd data-term=${v.key}>${significant(v.value, 6)}</dd>
            </div>`,
        )}
      </dl>
    </div>`;
  }
}

define('pe-attention-readout', AttentionReadout);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-readout': AttentionReadout;
  }
}
