// <pe-t5-view>: T5's relative attention bias (Raffel et al. 2020). Every
// (query, key) pair falls into a bucket by key - query: exact for small
// distances, logarithmic up to maxDistance; each bucket is one learned
// scalar per head. Numbers come from ./derive.ts (the engine's
// t5BucketMatrix and t5Bucket).
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { type State } from '../state.js';
import { queryKeyNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { ViewElement, define } from '../view-element.js';
import { ownReadoutShown, renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/t5.js';
import { matrixBox } from './boxes.js';
import { derive, MAX_SHOWN, type T5Model } from './derive.js';
import './ranges.js';
import { t5Export } from './export.js';
import { t5Styles } from './styles.js';
import { t5Controls } from './controls.js';
import { t5Values } from './values.js';

export class T5View extends FieldView<T5Model> {
  static override styles = [...ViewElement.styles, ...t5Styles];

  protected override derive(state: State, pe: PosEnc): T5Model {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? t5Export(this.model) : undefined;
  }

  override render() {
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: this.model !== undefined },
      values: t5Values(this.state, this.model),
      figures: {
        controls: () => t5Controls(this.frameHost()),
        matrix: () => this.renderMatrix(this.model),
        ranges: () => html`<pe-t5-ranges .ranges=${this.model?.ranges}></pe-t5-ranges>`,
      },
    });
  }

  /** The matrix figure: its box is there before the model (the engine's buckets) arrives. */
  private renderMatrix(model: T5Model | undefined) {
    if (this.modelError !== undefined) {
      return html`<p class="bad" role="alert">${this.modelError}</p>`;
    }
    const n = model?.n ?? 0;
    const top = model?.top ?? 0;
    const describe = (cell: Cell) =>
      model ? html`${renderMarkup(chapter.phrases.cell, t5Values(this.state, model, cell))}` : '';
    return html`<pe-cell-matrix
      .matrix=${model?.display}
      .min=${0}
      .max=${Math.max(1, top)}
      .cmap=${'sequential'}
      .figure=${'matrix'}
      .label=${`T5 bucket of every query and key from 0 to ${n - 1}`}
      .minText=${'bucket 0'}
      .maxText=${`bucket ${top}`}
      .note=${queryKeyNote(MAX_SHOWN, model?.seqLen ?? 0)}
      .describe=${describe}
      .readout=${ownReadoutShown()}
      .box=${matrixBox}
    ></pe-cell-matrix>`;
  }
}

define('pe-t5-view', T5View);

declare global {
  interface HTMLElementTagNameMap {
    'pe-t5-view': T5View;
  }
}
