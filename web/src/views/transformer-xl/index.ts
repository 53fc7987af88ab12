// <pe-transformer-xl-view>: Transformer-XL's attention score split into its
// four terms (Dai et al. 2019), each a (query, key) matrix computed by the
// engine, with a hover and keyboard readout of one cell across all terms.
// Every number comes from ./derive.ts; the figures are <pe-txl-terms> and
// <pe-txl-readout> (sized by construction, boxes.ts); this file holds the
// cell they share.
import { html, nothing, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/transformer-xl.js';
import { derive, type Cell, type TxlModel } from './derive.js';
import { txlExport } from './export.js';
import { FIRST_CELL, txlValues } from './values.js';
import './readout.js';
import './terms.js';

export class TransformerXlView extends ViewElement<TxlModel> {
  static override properties: PropertyDeclarations = {
    cell: { state: true },
  };
  static override styles = ViewElement.styles;

  /** The (query, key) cell the readout shows: hovered or moved to by keys. */
  declare cell: Cell;

  constructor() {
    super();
    this.cell = FIRST_CELL;
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

  private onCell = (event: CustomEvent<Cell>) => {
    this.cell = event.detail;
  };

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    const values = txlValues(this.state, this.cell);
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
    return html`<pe-txl-terms
      .model=${model}
      .cell=${this.cell}
      .cmap=${this.state.cmap}
      .headingLevel=${this.headingLevel}
      @pe-cell=${this.onCell}
    ></pe-txl-terms>`;
  }

  private renderReadout(model: TxlModel, values: Readonly<Record<string, unknown>>) {
    return html`<pe-txl-readout
      .model=${model}
      .cell=${this.cell}
      .caption=${renderMarkup(chapter.phrases.cell, values)}
    ></pe-txl-readout>`;
  }
}

define('pe-transformer-xl-view', TransformerXlView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-transformer-xl-view': TransformerXlView;
  }
}
