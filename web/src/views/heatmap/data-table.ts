// <pe-heatmap-table>: the numbers behind the visible cells, from the engine,
// for readers who cannot see the colours (or want the digits).
//
// A sub-element so that it asks the engine only when the visible whole
// cells change, not on every sub-cell pan. It renders into the light DOM
// (the heat-map view's shadow root), where the toggle's aria-controls
// finds #data-table.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine.js';
import { fixed, grouped } from '../../format.js';
import { defaultState, type State } from '../../state/schema.js';
import { define } from '../../view-element.js';
import { TABLE_COLS, TABLE_ROWS, tableModel, type TableModel } from './derive.js';

export class HeatmapTable extends LitElement {
  static override properties: PropertyDeclarations = {
    pe: { attribute: false },
    dModel: { attribute: false },
    base: { attribute: false },
    layout: { attribute: false },
    r0: { attribute: false },
    r1: { attribute: false },
    c0: { attribute: false },
    c1: { attribute: false },
  };

  declare pe: PosEnc | undefined;
  declare dModel: number;
  declare base: number;
  declare layout: State['layout'];
  /** The visible whole cells [r0, r1) x [c0, c1). */
  declare r0: number;
  declare r1: number;
  declare c0: number;
  declare c1: number;

  private model: TableModel | undefined;

  constructor() {
    super();
    this.dModel = 2;
    this.base = defaultState.base;
    this.layout = defaultState.layout;
    this.r0 = 0;
    this.r1 = 1;
    this.c0 = 0;
    this.c1 = 1;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.model = this.pe
      ? tableModel(this, this.pe, { r0: this.r0, r1: this.r1, c0: this.c0, c1: this.c1 })
      : undefined;
  }

  override render() {
    const m = this.model;
    if (!m) return html``;
    if (m.kind === 'too-large') {
      return html`<p id="data-table" class="muted">
        The window shows ${grouped(m.rows)} × ${grouped(m.cols)} cells: zoom in to at most
        ${TABLE_ROWS} × ${TABLE_COLS} cells to see the table.
      </p>`;
    }
    if (m.kind === 'error') return html`<p id="data-table" class="error">${m.message}</p>`;
    return html`<div class="scroll" id="data-table">
      <table>
        <caption>
          ${m.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">pos</th>
            ${m.cols.map(({ col, fn }) => html`<th scope="col">${grouped(col)}<small>${fn}</small></th>`)}
          </tr>
        </thead>
        <tbody>
          ${m.rows.map(
            (row, r) =>
              html`<tr>
                <th scope="row">${grouped(row)}</th>
                ${m.values[r]!.map((value) => html`<td>${fixed(value, 5)}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-heatmap-table', HeatmapTable);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-table': HeatmapTable;
  }
}
