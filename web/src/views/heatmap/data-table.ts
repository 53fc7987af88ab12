// <pe-heatmap-table>: the numbers behind the visible cells, from the engine,
// for readers who cannot see the colours (or want the digits). At any zoom:
// when more cells are visible than a table can hold, it prints the block of
// at most TABLE_ROWS x TABLE_COLS around the cursor (table.tableWindow).
//
// A sub-element so that it asks the engine only when the visible whole
// cells change, not on every sub-cell pan, and a chunk of its own, loaded
// when the table is first opened (lazy.ts): it imports only table.ts of
// this folder (see there why). It renders into the light DOM (the heat-map
// view's shadow root) inside the scrolling region #data-table that the view
// draws around it, so that the toggle's aria-controls and the Tab key reach
// the region at once, even before this module has arrived.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { fixed, grouped } from '../../ui/format.js';
import { defaultState, type State } from '../state.js';
import { define } from '../view-element.js';
import {
  TABLE_COLS,
  TABLE_ROWS,
  cellRange,
  tableModel,
  tableWindow,
  type CellBlock,
  type TableModel,
} from './table.js';

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
    row: { attribute: false },
    col: { attribute: false },
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
  /** The cursor's cell: the table centres on it when the visible cells do not fit. */
  declare row: number;
  declare col: number;

  private model: TableModel | undefined;
  private window: CellBlock | undefined;
  /** Whether the table holds fewer cells than are visible. */
  private cut = false;

  constructor() {
    super();
    this.dModel = 2;
    this.base = defaultState.base;
    this.layout = defaultState.layout;
    this.r0 = 0;
    this.r1 = 1;
    this.c0 = 0;
    this.c1 = 1;
    this.row = 0;
    this.col = 0;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const cells = { r0: this.r0, r1: this.r1, c0: this.c0, c1: this.c1 };
    const w = tableWindow(cells, { row: this.row, col: this.col }, TABLE_ROWS, TABLE_COLS);
    const old = this.window;
    this.cut = w.r1 - w.r0 < cells.r1 - cells.r0 || w.c1 - w.c0 < cells.c1 - cells.c0;
    // Only a new block of cells asks the engine again, not every cursor step inside it.
    if (
      this.model &&
      old &&
      !_changed.has('pe') &&
      !_changed.has('dModel') &&
      !_changed.has('base') &&
      !_changed.has('layout') &&
      old.r0 === w.r0 &&
      old.r1 === w.r1 &&
      old.c0 === w.c0 &&
      old.c1 === w.c1
    )
      return;
    this.window = w;
    this.model = this.pe ? tableModel(this, this.pe, w) : undefined;
  }

  override render() {
    const m = this.model;
    if (!m) return html``;
    if (m.kind === 'too-large') return html``; // tableWindow keeps within the limits.
    if (m.kind === 'error') return html`<p class="error">${m.message}</p>`;
    const w = this.window!;
    return html`${
        this.cut
          ? html`<p class="muted" id="table-note">
              The window shows ${grouped(this.r1 - this.r0)} × ${grouped(this.c1 - this.c0)} cells;
              the table holds the ${grouped(w.r1 - w.r0)} × ${grouped(w.c1 - w.c0)} around the
              cursor (position ${grouped(this.row)}, dimension ${grouped(this.col)}): positions
              ${cellRange(w.r0, w.r1)}, dimensions ${cellRange(w.c0, w.c1)}. Move the cursor with
              the arrow keys on the map to move it.
            </p>`
          : ''
      }
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
                ${m.values[r]!.map(
                  (value, c) =>
                    html`<td
                      class=${row === this.row && m.cols[c]!.col === this.col ? 'at-cursor' : ''}
                    >
                      ${fixed(value, 5)}
                    </td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>`;
  }
}

define('pe-heatmap-table', HeatmapTable);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-table': HeatmapTable;
  }
}
