// <pe-attention-terms>: the four score terms and the score, each a (query m,
// key n) matrix from the engine, with its range: the shared grid of terms
// (ui/terms-grid.ts), its words the chapter's phrases (given by the view).
import type { PropertyDeclarations } from 'lit';

import { fitted } from '../../ui/format-width.js';
import { TermsGridFigure, type GridTerm } from '../../ui/terms-grid.js';
import { define } from '../view-element.js';
import { terms } from './boxes.js';
import type { AttentionModel, TermKey } from './derive.js';

/** A term's words (the chapter's phrases, given by the view). */
export interface TermLabel {
  readonly title: unknown;
  readonly formula: unknown;
  /** The matrix's name for assistive technology, as plain text. */
  readonly name: string;
}

export class AttentionTermsFigure extends TermsGridFigure {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    labels: { attribute: false },
  };

  /** The engine's terms; undefined until they arrive. */
  declare model: AttentionModel | undefined;
  declare labels: Readonly<Record<TermKey, TermLabel>> | undefined;

  protected readonly grid = terms;
  protected readonly groupLabel = 'Score terms of query m and key n; arrow keys move the cell';

  constructor() {
    super();
    this.model = undefined;
    this.labels = undefined;
  }

  protected size(): number | undefined {
    return this.labels === undefined ? undefined : this.model?.n;
  }

  protected terms(): readonly GridTerm[] | undefined {
    const { model, labels } = this;
    if (model === undefined || labels === undefined) return undefined;
    const n = model.n;
    return model.terms.map((t) => {
      const label = labels[t.key];
      return {
        key: t.key,
        title: label.title,
        formula: label.formula,
        range: `±${fitted(t.limit, 7)}`,
        data: t.data,
        limit: t.limit,
        label: `${label.name}: ${n} by ${n}, rows query m, columns key n`,
      };
    });
  }
}

define('pe-attention-terms', AttentionTermsFigure);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-terms': AttentionTermsFigure;
  }
}
