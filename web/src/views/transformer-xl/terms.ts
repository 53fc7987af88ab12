// <pe-txl-terms>: Transformer-XL's four score terms and their sum, each a
// (query, key) matrix from the engine: the shared grid of terms
// (ui/terms-grid.ts), its formulas in the monospaced font.
import { css, html, type PropertyDeclarations } from 'lit';

import { TermsGridFigure, type GridTerm } from '../../ui/terms-grid.js';
import { define } from '../view-element.js';
import { terms } from './boxes.js';
import type { TxlModel } from './derive.js';

export class TxlTerms extends TermsGridFigure {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
  };
  static override styles = [
    ...TermsGridFigure.styles,
    css`
      .term .formula {
        font-family: var(--pe-mono, monospace);
      }
    `,
  ];

  /** The engine's terms; undefined until they arrive. */
  declare model: TxlModel | undefined;

  protected readonly grid = terms;
  protected readonly groupLabel = 'Transformer-XL score terms; arrow keys move the cell';

  constructor() {
    super();
    this.model = undefined;
  }

  protected size(): number | undefined {
    return this.model?.seqLen;
  }

  protected terms(): readonly GridTerm[] | undefined {
    const model = this.model;
    if (model === undefined) return undefined;
    const n = model.seqLen;
    const first = model.asked > n ? `, the first ${n} of ${model.asked} positions` : '';
    return model.terms.map((t) => ({
      key: t.key,
      title: html`(${t.letter}) ${t.title}`,
      formula: t.formula,
      data: t.data,
      limit: t.limit,
      label: `term ${t.letter}, ${t.title}: ${n} by ${n}${first}`,
    }));
  }
}

define('pe-txl-terms', TxlTerms);

declare global {
  interface HTMLElementTagNameMap {
    'pe-txl-terms': TxlTerms;
  }
}
