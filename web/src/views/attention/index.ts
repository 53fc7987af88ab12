// <pe-attention-view>: how position enters attention. The score of every
// (query m, key n) pair of a sentence, split by the engine into
// content-content, content-position, position-content and position-position
// terms, with a hover and keyboard readout of one cell across all of them.
// Every number comes from ./derive.ts; the figures are <pe-attention-terms>
// and <pe-attention-readout> (sized by construction, boxes.ts); this file
// holds the cell they share and places them in the chapter.
import { html, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import { FieldView } from '../../ui/field-view.js';
import chapter from '../../content/attention.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { attentionControls, attentionSettings, transformerXlLink } from './controls.js';
import { derive, type AttentionModel, type Cell } from './derive.js';
import { attentionExport } from './export.js';
import { attentionStyles } from './styles.js';
import { FIRST_CELL, attentionFlags, attentionValues, readoutNames, termLabels } from './values.js';
import './readout.js';
import './terms.js';

export class AttentionView extends FieldView<AttentionModel> {
  static override properties: PropertyDeclarations = {
    cell: { state: true },
  };
  static override styles = [...ViewElement.styles, attentionStyles];

  /** The (query, key) cell the readout shows: hovered or moved to by keys. */
  declare cell: Cell;

  private readonly labels = termLabels();
  private readonly names = readoutNames();

  constructor() {
    super();
    this.cell = FIRST_CELL;
  }

  protected override derive(state: State, pe: PosEnc): AttentionModel {
    const model = derive(state, pe);
    if (this.cell.row >= model.n || this.cell.col >= model.n) this.cell = FIRST_CELL;
    return model;
  }

  override exportData(): ViewExport | undefined {
    return this.model && attentionExport(this.model, this.state);
  }

  private onCell = (event: CustomEvent<Cell>) => {
    this.cell = event.detail;
  };

  override render() {
    const model = this.model;
    const values = attentionValues(this.state, model, this.cell);
    const host = this.frameHost();
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: attentionFlags(this.state, model !== undefined),
      values,
      figures: {
        controls: () => attentionControls(host),
        terms: () => this.figure(() => this.renderTerms(model!)),
        readout: () => (model ? this.renderReadout(model, values) : ''),
        settings: () => attentionSettings(host),
        transformerXl: () => transformerXlLink(host),
      },
    });
  }

  private renderTerms(model: AttentionModel) {
    return html`<pe-attention-terms
      .model=${model}
      .cell=${this.cell}
      .cmap=${this.state.cmap}
      .labels=${this.labels}
      .headingLevel=${this.headingLevel}
      @pe-cell=${this.onCell}
    ></pe-attention-terms>`;
  }

  private renderReadout(model: AttentionModel, values: Readonly<Record<string, unknown>>) {
    return html`<pe-attention-readout
      .model=${model}
      .cell=${this.cell}
      .names=${this.names}
      .caption=${renderMarkup(chapter.phrases.cell, values)}
    ></pe-attention-readout>`;
  }
}

define('pe-attention-view', AttentionView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-view': AttentionView;
  }
}
