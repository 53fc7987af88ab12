// <pe-worked-divisors>: the example's divisors base^(2i/4), one line per
// (sin, cos) pair, with the wavelength each gives. A figure element
// (ui/figure-element.ts): its box (boxes.ts) is two lines of fixed height and
// the room of a scroll bar (a phone scrolls the lines sideways rather than
// wrap them), there before the engine's wavelengths arrive.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import chapter from '../../content/worked.js';
import { renderMarkup } from '../../ui/chapter.js';
import { FigureElement } from '../../ui/figure-element.js';
import { significant } from '../../ui/format.js';
import { define } from '../view-element.js';
import {
  DIVISOR_FONT_EM,
  DIVISOR_GAP_EM,
  divisorsBox,
  DIVISORS_MARGIN_EM,
  GUTTER_PX,
  LINE_EM,
  PAIRS,
} from './boxes.js';
import { baseText, D_MODEL, type WorkedModel } from './derive.js';

export class WorkedDivisors extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        margin-top: ${unsafeCSS(DIVISORS_MARGIN_EM)}em;
      }
      .scroll {
        height: calc(
          ${unsafeCSS(PAIRS * LINE_EM * DIVISOR_FONT_EM + (PAIRS - 1) * DIVISOR_GAP_EM)}em +
            ${unsafeCSS(GUTTER_PX)}px
        );
        overflow: auto;
      }
      .divisors {
        font-family: var(--pe-mono);
        font-size: ${unsafeCSS(DIVISOR_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
      }
      .divisors > div {
        height: ${unsafeCSS(LINE_EM)}em;
        white-space: nowrap;
      }
      .divisors > div + div {
        margin-top: ${unsafeCSS(DIVISOR_GAP_EM / DIVISOR_FONT_EM)}em;
      }
    `,
  ];

  /** The view's model (the divisors, exponents, wavelengths); undefined until the engine's arrive. */
  declare model: WorkedModel | undefined;

  constructor() {
    super();
    this.model = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return divisorsBox(undefined, width, font);
  }

  protected override renderFigure() {
    const w = this.model;
    if (w === undefined) return nothing;
    const base = baseText(w.base);
    return html`<div class="scroll" data-part>
      <div class="divisors">
        ${w.divisors.map(
          (divisor, i) =>
            html`<div>
              ${renderMarkup(chapter.phrases.divisor, {
                base,
                dModel: D_MODEL,
                pair: i,
                exponent: significant(w.exponents[i]!),
                divisor: significant(divisor, 6),
                wavelength: significant(w.wavelengths[i]!, 5),
              })}
            </div>`,
        )}
      </div>
    </div>`;
  }
}

define('pe-worked-divisors', WorkedDivisors);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-divisors': WorkedDivisors;
  }
}
