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
    const { row, col } = this.cell;
    return html`
      ${heading(this.headingLevel, 0, html`Transformer-XL: relative position inside the score`)}
      <p>
        Transformer-XL adds no position vector to the input: it splits the attention score of query
        i and key j into four terms, drawn below (row = query i, column = key j).
      </p>
      <div
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
      </div>
      <div class="readout" role="status" aria-live="polite">
        <p class="caption">query i = ${row}, key j = ${col}, distance i − j = ${row - col}</p>
        <dl class="values">
          ${cellValues(model, this.cell).map(
            (v) =>
              html`<div>
                <dt>${v.letter}</dt>
                <dd data-letter=${v.letter}>${significant(v.value, 6)}</dd>
              </div>`,
          )}
        </dl>
      </div>
      <!-- After the four terms, so a phone's first screen reaches them. -->
      <p>
        The four terms of Transformer-XL (Dai, Yang, Yang, Carbonell, Le, Salakhutdinov 2019,
        “Transformer-XL: Attentive Language Models Beyond a Fixed-Length Context”) are (a) content
        against content, (b) the query's content against R<sub>i−j</sub>, a sinusoidal encoding of
        the distance i − j, (c) a learned global vector u against the key's content and (d) a
        learned global vector v against R<sub>i−j</sub>.
      </p>
      <p>
        Only distances enter, never absolute positions, so the model can reuse cached states from
        the previous segment: position 0 of the new segment is no longer special. Terms (b) and (d)
        carry position; (d) is the same along every diagonal, a bias by distance alone.
      </p>
      <p class="note">
        Setup (fixed, so numbers are reproducible): identity projections, content vectors E<sub
          >j</sub
        >
        and u, v drawn N(0, 1) by a seeded generator, R<sub>i−j</sub> with base 10000 in
        Transformer-XL's layout (all sines, then all cosines), d<sub>model</sub> = ${model.dModel},
        ${model.seqLen}
        positions${this.state.seqLen > TXL_MAX_SEQ_LEN ? ` (the first ${TXL_MAX_SEQ_LEN})` : ''}.
        Row = query i, column = key j; a causal model masks j &gt; i.
      </p>
    `;
  }
}

define('pe-transformer-xl-view', TransformerXlView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-transformer-xl-view': TransformerXlView;
  }
}
