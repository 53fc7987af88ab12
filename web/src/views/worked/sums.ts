// <pe-worked-sums>: embedding + PE = the input the model sees, one row per
// word of the sentence at positions 0 to 2. A figure element
// (ui/figure-element.ts): its box (boxes.ts) is the header and one row of
// fixed height per word (up to three), known from the number of words alone.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import { GUTTER_PX, HEAD_ROW_EM, SUM_ROW_EM, sumRows, sumsBox } from './boxes.js';
import { list, type Sum } from './derive.js';

export class WorkedSums extends FigureElement {
  static override properties: PropertyDeclarations = {
    words: { attribute: false },
    sums: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .scroll {
        height: calc(
          ${unsafeCSS(HEAD_ROW_EM)}em + var(--rows) * ${unsafeCSS(SUM_ROW_EM)}em +
            ${unsafeCSS(GUTTER_PX)}px
        );
        overflow: auto;
      }
      th,
      td {
        padding-top: 0;
        padding-bottom: 0;
        white-space: nowrap;
        text-align: left;
      }
      thead th {
        height: ${unsafeCSS(HEAD_ROW_EM)}em;
      }
      tbody th,
      td {
        height: ${unsafeCSS(SUM_ROW_EM)}em;
      }
      td {
        font-family: var(--pe-mono);
        font-size: 0.9em;
      }
      td.input {
        font-weight: 700;
      }
    `,
  ];

  /** How many words the sentence has (the state's words): its rows, up to three. */
  declare words: number;
  /** The view's sums, one per row; undefined until the engine's encoding arrives. */
  declare sums: readonly Sum[] | undefined;

  constructor() {
    super();
    this.words = 0;
    this.sums = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return sumsBox({ words: this.words }, width, font);
  }

  protected override renderFigure() {
    const sums = this.sums;
    if (sums === undefined) return nothing;
    return html`<div
      class="scroll"
      data-part
      style=${styleMap({ '--rows': `${sumRows(this.words)}` })}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">token</th>
            <th scope="col">embedding</th>
            <th scope="col">+ PE(pos)</th>
            <th scope="col">= input the model sees</th>
          </tr>
        </thead>
        <tbody>
          ${sums.map(
            (s) =>
              html`<tr>
                <th scope="row">${s.word} <span class="muted">(pos ${s.pos})</span></th>
                <td>${list(s.embedding)}</td>
                <td>${list(s.pe)}</td>
                <td class="input" data-sum=${s.pos}>${list(s.sum)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-worked-sums', WorkedSums);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-sums': WorkedSums;
  }
}
