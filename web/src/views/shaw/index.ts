// <pe-shaw-view>: Shaw, Uszkoreit, Vaswani 2018. Every (query, key) pair
// looks up the learned vector of its clipped distance clip(j - i, -k, k);
// the matrix shows which of the 2k + 1 vectors each pair uses. Numbers come
// from ./derive.ts (the engine's shawIndices).
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { type State } from '../state.js';
import { queryKeyNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define } from '../view-element.js';
import { ownReadoutShown, renderChapter, renderMarkup } from '../../ui/chapter.js';
import { matrixBox } from './boxes.js';
import chapter from '../../content/shaw.js';
import { shawControls } from './controls.js';
import { cellAt, derive, MAX_SHOWN, type ShawModel } from './derive.js';
import { shawExport } from './export.js';
import { shawStyles } from './styles.js';
import { shawValues } from './values.js';

export class ShawView extends FieldView<ShawModel> {
  static override styles = [...ViewElement.styles, shawStyles];

  protected override derive(state: State, pe: PosEnc): ShawModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? shawExport(this.model) : undefined;
  }

  override render() {
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: this.model !== undefined },
      values: shawValues(this.state, this.model),
      figures: {
        controls: () => shawControls(this.frameHost()),
        matrix: () => this.renderMatrix(this.model),
      },
    });
  }

  /** The matrix figure: its box is there before the model (the engine's indices) arrives. */
  private renderMatrix(model: ShawModel | undefined) {
    if (this.modelError !== undefined) {
      return html`<p class="bad" role="alert">${this.modelError}</p>`;
    }
    const k = model?.k ?? this.state.shawK;
    const n = model?.n ?? 0;
    const describe = (cell: Cell) =>
      model
        ? html`${renderMarkup(chapter.phrases.cell, shawValues(this.state, model, cellAt(model, cell.row, cell.col)))}`
        : '';
    return html`<pe-cell-matrix
      .matrix=${model?.display}
      .min=${0}
      .max=${Math.max(1, 2 * k)}
      .cmap=${'sequential'}
      .figure=${'matrix'}
      .label=${`Shaw relative index clip(n − m, ${wholeText(0 - k)}, ${k}) + ${k} for queries and keys 0 to ${n - 1}`}
      .minText=${`0: distance ≤ ${wholeText(0 - k)}`}
      .maxText=${`${2 * k}: distance ≥ ${k}`}
      .note=${queryKeyNote(MAX_SHOWN, model?.seqLen ?? 0)}
      .describe=${describe}
      .readout=${ownReadoutShown()}
      .box=${matrixBox}
    ></pe-cell-matrix>`;
  }
}

define('pe-shaw-view', ShawView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-shaw-view': ShawView;
  }
}
