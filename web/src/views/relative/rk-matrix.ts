// <pe-rk-matrix>: the engine's 2x2 block of R_k for the selected pair, beside
// its general form [cos θk, sin θk; −sin θk, cos θk]. A figure element
// (ui/figure-element.ts): two rows of known height, on one line or, on a
// narrow width, two (boxes.ts: rkBox; the same breakpoint as @container here).
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import { define } from '../view-element.js';
import { RK_GAP_EM, RK_ONE_LINE_EM, RK_ROW_EM, rkBox } from './boxes.js';

export class RkMatrix extends FigureElement {
  static override properties: PropertyDeclarations = {
    matrix: { attribute: false },
    kText: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        container-type: inline-size;
      }
      .rk {
        display: flex;
        flex-wrap: nowrap;
        align-items: center;
        gap: ${unsafeCSS(RK_GAP_EM)}em;
        font-family: var(--pe-mono);
        white-space: nowrap;
      }
      .general {
        display: flex;
        align-items: center;
        gap: ${unsafeCSS(RK_GAP_EM)}em;
      }
      @container (max-width: ${unsafeCSS(RK_ONE_LINE_EM - 0.01)}em) {
        .rk {
          flex-wrap: wrap;
          row-gap: ${unsafeCSS(RK_GAP_EM)}em;
        }
        .general {
          flex-basis: 100%;
        }
      }
      table.bracket {
        border-collapse: collapse;
        border-left: 2px solid var(--pe-fg);
        border-right: 2px solid var(--pe-fg);
        border-radius: 4px;
      }
      table.bracket td {
        border: none;
        height: ${unsafeCSS(RK_ROW_EM)}em;
        line-height: ${unsafeCSS(RK_ROW_EM)}em;
        padding: 0 0.6em;
      }
      sub {
        line-height: 0;
      }
    `,
  ];

  /** The engine's block, row-major: [cos θk, sin θk, −sin θk, cos θk]; undefined until it arrives. */
  declare matrix: readonly [number, number, number, number] | undefined;
  /** The offset k as the lesson writes it. */
  declare kText: string;

  constructor() {
    super();
    this.matrix = undefined;
    this.kText = '';
  }

  protected override boxHeight(width: number, font: number): number {
    return rkBox(undefined, width, font);
  }

  protected override renderFigure() {
    const m = this.matrix;
    if (m === undefined) return nothing;
    const [c00, c01, c10, c11] = m;
    return html`<div class="rk" role="group" aria-label="The rotation matrix R_k for this pair">
      <span>R<sub>${this.kText}</sub> =</span>
      <table class="bracket" data-value="rk">
        <tr>
          <td>${fixed(c00, 4)}</td>
          <td>${fixed(c01, 4)}</td>
        </tr>
        <tr>
          <td>${fixed(c10, 4)}</td>
          <td>${fixed(c11, 4)}</td>
        </tr>
      </table>
      <span class="general">
        <span>=</span>
        <table class="bracket">
          <tr>
            <td>cos kω<sub>i</sub></td>
            <td>sin kω<sub>i</sub></td>
          </tr>
          <tr>
            <td>−sin kω<sub>i</sub></td>
            <td>cos kω<sub>i</sub></td>
          </tr>
        </table>
      </span>
    </div>`;
  }
}

define('pe-rk-matrix', RkMatrix);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rk-matrix': RkMatrix;
  }
}
