// <pe-worked-cells>: every cell PE(pos, dim) of the example: its formula,
// its angle and its value at 4 decimals and (smaller) at 5. A figure element
// (ui/figure-element.ts): its box (boxes.ts) is the header and three rows of
// fixed height (each cell's lines do not wrap; a narrow box scrolls the
// table sideways), there before the engine's values arrive.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import chapter from '../../content/worked.js';
import { renderMarkup } from '../../ui/chapter.js';
import { FigureElement } from '../../ui/figure-element.js';
import { fixed, significant } from '../../ui/format.js';
import { define } from '../view-element.js';
import {
  CELL_ROW_EM,
  cellsBox,
  FORMULA_FONT_EM,
  GUTTER_PX,
  HEAD_ROW_EM,
  LINE_EM,
  POSITIONS,
  VALUE_FONT_EM,
} from './boxes.js';
import { baseText, D_MODEL, type WorkedModel } from './derive.js';

export class WorkedCells extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .scroll {
        height: calc(
          ${unsafeCSS(HEAD_ROW_EM + POSITIONS * CELL_ROW_EM)}em + ${unsafeCSS(GUTTER_PX)}px
        );
        overflow: auto;
      }
      th,
      td {
        padding-top: 0;
        padding-bottom: 0;
        white-space: nowrap;
      }
      thead th {
        height: ${unsafeCSS(HEAD_ROW_EM)}em;
      }
      td,
      th[scope='row'] {
        height: ${unsafeCSS(CELL_ROW_EM)}em;
      }
      td {
        text-align: left;
        padding-left: 0.6em;
        padding-right: 0.6em;
        min-width: 11.5em;
      }
      th[scope='row'] {
        text-align: left;
      }
      .formula,
      .value {
        height: ${unsafeCSS(LINE_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
      }
      .formula {
        font-family: var(--pe-mono);
        font-size: ${unsafeCSS(FORMULA_FONT_EM)}em;
      }
      .value {
        font-size: ${unsafeCSS(VALUE_FONT_EM)}em;
        font-variant-numeric: tabular-nums;
      }
      .value strong {
        font-family: var(--pe-mono);
      }
      .value .five {
        font-family: var(--pe-mono);
        font-size: 0.85em;
        margin-left: 0.4em;
      }
      .value sup {
        line-height: 0;
      }
    `,
  ];

  /** The view's model (its cells); undefined until the engine's values arrive. */
  declare model: WorkedModel | undefined;

  constructor() {
    super();
    this.model = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return cellsBox(undefined, width, font);
  }

  protected override renderFigure() {
    const w = this.model;
    if (w === undefined) return nothing;
    const base = baseText(w.base);
    return html`<div class="scroll" data-part>
      <table>
        <caption class="visually-hidden">
          ${renderMarkup(chapter.phrases.cellsCaption, {})}
        </caption>
        <thead>
          <tr>
            <th scope="col">pos</th>
            ${w.cells[0]!.map(
              (cell) =>
                html`<th scope="col">dim ${cell.dim}: ${cell.fn}, pair i = ${cell.pair}</th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${w.cells.map(
            (row, pos) =>
              html`<tr>
                <th scope="row">pos ${pos}</th>
                ${row.map(
                  (cell) =>
                    html`<td data-cell="${cell.pos}-${cell.dim}">
                      <div class="formula">
                        ${cell.fn}(${cell.pos} / ${base}^(2·${cell.pair}/${D_MODEL}))
                      </div>
                      <div class="formula">= ${cell.fn}(${significant(cell.angle, 6)})</div>
                      <div class="value">
                        <strong>${fixed(cell.value, 4)}</strong
                        ><span class="five muted">${fixed(cell.value, 5)}</span>${
                          cell.knifeEdge ? html`<sup>*</sup>` : nothing
                        }
                      </div>
                    </td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-worked-cells', WorkedCells);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-cells': WorkedCells;
  }
}
