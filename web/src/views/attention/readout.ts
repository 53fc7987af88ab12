// <pe-attention-readout>: one (query m, key n) cell across the four terms,
// their sum and the score computed directly: the shared readout of a grid of
// terms (ui/terms-readout.ts), the values' names the chapter's phrases.
import type { PropertyDeclarations } from 'lit';

import { TermsReadoutFigure, type ReadoutValue } from '../../ui/terms-readout.js';
import { define } from '../view-element.js';
import { readout } from './boxes.js';
import { cellReadout, type AttentionModel, type Cell, type TermKey } from './derive.js';

export class AttentionReadout extends TermsReadoutFigure {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    cell: { attribute: false },
    names: { attribute: false },
  };
  static override styles = TermsReadoutFigure.readoutStyles(readout.shape.narrowEm);

  /** The engine's terms; undefined until they arrive. */
  declare model: AttentionModel | undefined;
  /** The (query, key) cell described. */
  declare cell: Cell;
  /** Each value's name (the chapter's phrases). */
  declare names: Readonly<Record<TermKey | 'sum', unknown>> | undefined;

  protected readonly readout = readout;

  constructor() {
    super();
    this.model = undefined;
    this.cell = { row: 0, col: 0 };
    this.names = undefined;
  }

  protected values(): readonly ReadoutValue[] | undefined {
    const { model, names } = this;
    if (model === undefined || names === undefined) return undefined;
    return cellReadout(model, this.cell).values.map((v) => ({
      key: v.key,
      name: names[v.key],
      value: v.value,
      total: v.key === 'sum' || v.key === 'score',
    }));
  }
}

define('pe-attention-readout', AttentionReadout);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-readout': AttentionReadout;
  }
}
