// The readout of one (query m, key n) cell of a grid of score terms
// (ui/terms-grid.ts): every value there under a caption naming the cell
// (the chapter's words, given by the view). <pe-attention-readout> and
// <pe-txl-readout> are its two uses; each gives its values' names.
//
// A figure element (ui/figure-element.ts): its box (terms-grid-box.ts
// termsReadout) is the caption's fixed lines (two on a phone) and a grid of
// value lines of fixed height, as many side by side as fit (it sets their
// count itself, from the same function), so neither a hover nor a long
// number moves what is under it.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from './figure-element.js';
import { significant } from './format.js';
import { LINE_EM, READOUT_MARGIN_EM, VALUE_GAP_EM, type TermsReadout } from './terms-grid-box.js';

/** One value of the readout. */
export interface ReadoutValue {
  readonly key: string;
  readonly name: unknown;
  readonly value: number;
  /** A total (the sum, the score): its name in bold. */
  readonly total?: boolean;
}

export abstract class TermsReadoutFigure extends FigureElement {
  static override properties: PropertyDeclarations = {
    caption: { attribute: false },
  };

  /** The readout's styles; `narrowEm`: its shape's (two caption lines at most that wide). */
  protected static readoutStyles(narrowEm: number) {
    return [
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
        @container (max-width: ${unsafeCSS(narrowEm)}em) {
          .caption {
            height: ${unsafeCSS(2 * LINE_EM)}em;
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
  }

  /** The caption naming the cell (the chapter's phrase). */
  declare caption: unknown;

  /** The readout's shape and box (its view's boxes.ts). */
  protected abstract readonly readout: TermsReadout;
  /** The values at the cell, once the engine's terms have arrived. */
  protected abstract values(): readonly ReadoutValue[] | undefined;

  constructor() {
    super();
    this.caption = '';
  }

  protected override boxHeight(width: number, font: number): number {
    return this.readout.box(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    this.setCount('--pe-value-columns', this.readout.valueColumns);
  }

  protected override renderFigure() {
    const values = this.values();
    if (values === undefined) return nothing;
    return html`<div class="readout" role="status" aria-live="polite">
      <p class="caption" data-part>${this.caption}</p>
      <dl class="values">
        ${values.map(
          (v) =>
            html`<div data-part class=${v.total ? 'total' : ''}>
              <dt>${v.name}</dt>
              <dd data-term=${v.key}>${significant(v.value, 6)}</dd>
            </div>`,
        )}
      </dl>
    </div>`;
  }
}
