// The two tables of the list of mistakes that are not a formula variant (its
// words: content/pitfalls.ts; its values and flags: others.ts), as figure
// elements (ui/figure-element.ts): <pe-pitfall-base-table>, the wavelengths
// of the listed bases and the state's, and <pe-pitfall-concat-table>, the
// concatenation example's last word as E + PE and as [E | PE]. Their boxes
// (boxes.ts) are rows of known height, cells of one line, in a box that
// scrolls sideways; the base table's row count follows from the state's base.
import { html, nothing, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import { define } from '../view-element.js';
import { baseTableBox, CONCAT_ROWS, concatTableBox } from './boxes.js';
import type { BaseRow, Concat } from './derive.js';
import { pitfallTableStyles } from './table-styles.js';
import { tableWrap } from './tables.js';
import { baseText, vector, wavelength } from './text.js';

export class PitfallBaseTable extends FigureElement {
  static override properties: PropertyDeclarations = {
    rows: { attribute: false },
    dModel: { attribute: false },
    base: { attribute: false },
  };
  static override styles = [...FigureElement.styles, ...pitfallTableStyles];

  /** A row per base; undefined until the engine's wavelengths arrive. */
  declare rows: readonly BaseRow[] | undefined;
  /** The d_model the longest wavelengths are for. */
  declare dModel: number;
  /** The state's base: its row is marked, and added when it is not a listed base. */
  declare base: number;

  constructor() {
    super();
    this.rows = undefined;
    this.dModel = 128;
    this.base = 10000;
  }

  protected override boxHeight(width: number, font: number): number {
    return baseTableBox({ base: this.base }, width, font);
  }

  protected override renderFigure() {
    const rows = this.rows;
    if (rows === undefined) return nothing;
    return tableWrap(
      1,
      rows.length,
      html`<table>
        <thead>
          <tr>
            <th scope="col"><span class="head">Base</span></th>
            <th scope="col"><span class="head">Shortest wavelength</span></th>
            <th scope="col">
              <span class="head">Longest wavelength (d_model = ${this.dModel})</span>
            </th>
            <th scope="col"><span class="head">Limit 2π·base</span></th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) =>
              html`<tr>
                <td>${baseText(row.base)}${row.base === this.base ? ' (current)' : ''}</td>
                <td>${fixed(row.shortest, 4)}</td>
                <td>${wavelength(row.longest)}</td>
                <td>${wavelength(row.limit)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    );
  }
}

export class PitfallConcatTable extends FigureElement {
  static override properties: PropertyDeclarations = {
    concat: { attribute: false },
  };
  static override styles = [...FigureElement.styles, ...pitfallTableStyles];

  /** The concatenation example; undefined until the engine's encoding arrives. */
  declare concat: Concat | undefined;

  constructor() {
    super();
    this.concat = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return concatTableBox(undefined, width, font);
  }

  protected override renderFigure() {
    const x = this.concat;
    if (x === undefined) return nothing;
    const last = x.words.length - 1;
    return tableWrap(
      0,
      CONCAT_ROWS,
      html`<table>
        <tbody>
          <tr>
            <th class="label" scope="row">E + PE (correct)</th>
            <td class="mono label">${vector(x.added[last] ?? [], 4)}</td>
          </tr>
          <tr>
            <th class="label" scope="row">[E | PE] (wrong)</th>
            <td class="mono label">${vector(x.joined[last] ?? [], 4)}</td>
          </tr>
        </tbody>
      </table>`,
    );
  }
}

define('pe-pitfall-base-table', PitfallBaseTable);
define('pe-pitfall-concat-table', PitfallConcatTable);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfall-base-table': PitfallBaseTable;
    'pe-pitfall-concat-table': PitfallConcatTable;
  }
}
