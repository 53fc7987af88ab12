// <pe-txl-readout>: the value of every term at one (query, key) cell, each
// named by its letter: the shared readout of a grid of terms
// (ui/terms-readout.ts).
import type { PropertyDeclarations } from 'lit';

import { TermsReadoutFigure, type ReadoutValue } from '../../ui/terms-readout.js';
import { define } from '../view-element.js';
import { readout } from './boxes.js';
import { cellValues, type Cell, type TxlModel } from './derive.js';

export class TxlReadout extends TermsReadoutFigure {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    cell: { attribute: false },
  };
  static override styles = TermsReadoutFigure.readoutStyles(readout.shape.narrowEm);

  /** The engine's terms; undefined until they arrive. */
  declare model: TxlModel | undefined;
  /** The (query, key) cell described. */
  declare cell: Cell;

  protected readonly readout = readout;

  constructor() {
    super();
    this.model = undefined;
    this.cell = { row: 0, col: 0 };
  }

  protected values(): readonly ReadoutValue[] | undefined {
    const model = this.model;
    if (model === undefined) return undefined;
    return cellValues(model, this.cell).map((v) => ({
      key: v.letter,
      name: v.letter,
      value: v.value,
      total: v.letter.includes('+'),
    }));
  }
}

define('pe-txl-readout', TxlReadout);

declare global {
  interface HTMLElementTagNameMap {
    'pe-txl-readout': TxlReadout;
  }
}
