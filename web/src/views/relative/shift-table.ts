// <pe-shift-table>: the course's table "predicted R_k PE(pos) against actual
// PE(pos + k)" for one pair at the course's positions and the selected one.
// A figure element (ui/figure-element.ts): its box (boxes.ts) is one row of
// known height per position and the header, known from `pos` alone.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { styleMap } from '../../ui/style-map.js';
import { wholeText } from '../../ui/whole-number.js';
import { define } from '../view-element.js';
import { shiftTableBox, TABLE_GUTTER_PX, TABLE_ROW_EM, tableRows } from './boxes.js';
import { pairText, tiny, type Rotation } from './derive.js';

export class ShiftTable extends FigureElement {
  static override properties: PropertyDeclarations = {
    rotation: { attribute: false },
    pos: { attribute: false },
    k: { attribute: false },
    dModel: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .scroll {
        height: calc(var(--rows) * ${unsafeCSS(TABLE_ROW_EM)}em + ${unsafeCSS(TABLE_GUTTER_PX)}px);
        overflow: auto;
      }
      th,
      td {
        height: ${unsafeCSS(TABLE_ROW_EM)}em;
        padding-top: 0;
        padding-bottom: 0;
        white-space: nowrap;
      }
      td.vec {
        font-family: var(--pe-mono);
      }
      tr.current td {
        background: var(--pe-surface);
        font-weight: 600;
      }
      .num {
        font-family: var(--pe-mono);
      }
    `,
  ];

  /** The engine's rotation and its rows; undefined until it arrives. */
  declare rotation: Rotation | undefined;
  /** The selected position (its row is marked; it adds a row when not a course position). */
  declare pos: number;
  declare k: number;
  declare dModel: number;

  constructor() {
    super();
    this.rotation = undefined;
    this.pos = 0;
    this.k = 0;
    this.dModel = 2;
  }

  protected override boxHeight(width: number, font: number): number {
    return shiftTableBox({ pos: this.pos }, width, font);
  }

  protected override renderFigure() {
    const r = this.rotation;
    if (r === undefined) return nothing;
    const { pos, k, dModel } = this;
    const kText = wholeText(k);
    const plusK = k >= 0 ? `+ ${kText}` : `− ${wholeText(-k)}`;
    return html`<div
      class="scroll"
      data-part
      style=${styleMap({ '--rows': `${1 + tableRows(pos)}` })}
    >
      <table aria-label=${`Actual PE(pos ${plusK}) against R_${kText} PE(pos) for pair ${r.pair}`}>
        <thead>
          <tr>
            <th scope="col">pos</th>
            <th scope="col">PE(pos), pair ${r.pair}</th>
            <th scope="col">predicted R<sub>${kText}</sub>·PE(pos)</th>
            <th scope="col">actual PE(pos ${plusK})</th>
            <th scope="col">max |error|, pair</th>
            <th scope="col">max |error|, all ${dModel} dims</th>
          </tr>
        </thead>
        <tbody>
          ${r.rows.map(
            (row) =>
              html`<tr class=${row.pos === pos ? 'current' : ''}>
                <td>${wholeText(row.pos)}</td>
                <td class="vec">${pairText(row.current)}</td>
                <td class="vec">${pairText(row.predicted)}</td>
                <td class="vec">${pairText(row.actual)}</td>
                <td class="num">${tiny(row.pairError)}</td>
                <td class="num">${tiny(row.vectorError)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-shift-table', ShiftTable);

declare global {
  interface HTMLElementTagNameMap {
    'pe-shift-table': ShiftTable;
  }
}
