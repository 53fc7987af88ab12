// <pe-transformer-xl-view>: Transformer-XL's attention score split into its
// four terms (Dai et al. 2019), each a (query, key) matrix computed by the
// engine, with a hover and keyboard readout of one cell across all terms.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing, type PropertyDeclarations } from 'lit';

import type { CellEvent } from '../../ui/matrix-canvas.js';
import '../../ui/matrix-canvas.js';
import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import type { State } from '../state.js';
import { ViewElement, define, heading } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/transformer-xl.js';
import {
  cellValues,
  derive,
  moveCell,
  TXL_MAX_SEQ_LEN,
  type Cell,
  type TxlModel,
} from './derive.js';
import { txlExport } from './export.js';
import { txlStyles } from './styles.js';

export class TransformerXlView extends ViewElement<TxlModel> {
  static override properties: PropertyDeclarations = {
    cell: { state: true },
  };
  static override styles = [...ViewElement.styles, txlStyles];

  /** The (query, key) cell the readout shows: hovered or moved to by keys. */
  declare cell: Cell;

  constructor() {
    super();
    this.cell = { row: 0, col: 0 };
  }

  protected override derive(state: State, pe: PosEnc): TxlModel {
    const model = derive(state, pe);
    if (this.cell.row >= model.seqLen || this.cell.col >= model.seqLen) {
      this.cell = { row: model.seqLen - 1, col: 0 };
    }
    return model;
  }

  override exportData(): ViewExport | undefined {
    return this.model && txlExport(this.model, this.state.cmap);
  }

  private onHover(event: CustomEvent<CellEvent | null>): void {
    if (event.detail) this.cell = { row: event.detail.row, col: event.detail.col };
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.model) return;
    const next = moveCell(this.cell, event.key, this.model.seqLen);
    if (next === undefined) return;
    event.preventDefault();
    this.cell = next;
  }

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    const values = {
      row: this.cell.row,
      col: this.cell.col,
      distance: this.cell.row - this.cell.col,
      dModel: model.dModel,
      seqLen: model.seqLen,
      maxSeqLen: TXL_MAX_SEQ_LEN,
      firstNote: () =>
        this.state.seqLen > TXL_MAX_SEQ_LEN
          ? renderMarkup(chapter.phrases.firstNote, values)
          : nothing,
    };
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      values,
      figures: {
        terms: () => this.renderTerms(model),
        readout: () => this.renderReadout(model, values),
      },
    });
  }

  private renderTerms(model: TxlModel) {
    const { row, col } = this.cell;
    return html`<div
      class="terms cells"
      tabindex="0"
      role="group"
      aria-label="Transformer-XL score terms; arrow keys move the cell"
      @keydown=${this.onKey}
      @cell-hover=${this.onHover}
    >
      ${model.terms.map(
        (t) =>
          html`<figure class="term" data-term=${t.key}>
            ${heading(this.headingLevel, 1, html`(${t.letter}) ${t.title}`)}
            <span class="formula">${t.formula}</span>
            <pe-matrix
              .matrix=${{ rows: model.seqLen, cols: model.seqLen, data: t.data }}
              .min=${-t.limit}
              .max=${t.limit}
              cmap=${this.state.cmap}
              label=${`term ${t.letter}, ${t.title}: ${model.seqLen} by ${model.seqLen}`}
              .highlight=${(r: number, c: number) => r === row && c === col}
            ></pe-matrix>
          </figure>`,
      )}
    </div>`;
  }

  private renderReadout(model: TxlModel, values: Readonly<Record<string, unknown>>) {
    return html`<div class="readout" role="status" aria-live="polite">
      <p class="caption">${renderMarkup(chapter.phrases.cell, values)}</p>
      <dl class="values">
        ${cellValues(model, this.cell).map(
          (v) =>
            html`<div>
              <dt>${v.letter}</dt>
              <dd data-letter=${v.letter}>${significant(v.value, 6)}</dd>
            </div>`,
        )}
      </dl>
    </div>`;
  }
}

define('pe-transformer-xl-view', TransformerXlView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-transformer-xl-view': TransformerXlView;
  }
}
