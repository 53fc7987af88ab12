// <pe-alibi-view>: ALiBi (Press, Smith, Lewis 2022). No position vectors:
// each head adds -m_h (i - j) to the score of query i and key j, a penalty
// growing linearly with distance at a fixed per-head slope m_h. Numbers
// come from ./derive.ts (the engine's alibiSlopes and alibiBias).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { fixed } from '../../ui/format.js';
import { type State } from '../state.js';
import { queryKeyNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { ViewElement, define } from '../view-element.js';
import { ownReadoutShown, renderChapter, renderMarkup } from '../../ui/chapter.js';
import { matrixBox } from './boxes.js';
import chapter from '../../content/alibi.js';
import { alibiControls } from './controls.js';
import { biasAt, derive, MAX_SHOWN, shownHead, shownSize, type AlibiModel } from './derive.js';
import { alibiExport } from './export.js';
import { alibiStyles } from './styles.js';
import { alibiValues } from './values.js';
import './slopes.js';

export class AlibiView extends FieldView<AlibiModel> {
  static override styles = [...ViewElement.styles, ...alibiStyles];

  protected override derive(state: State, pe: PosEnc): AlibiModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? alibiExport(this.model) : undefined;
  }

  override render() {
    const model = this.model;
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: model !== undefined },
      values: alibiValues(this.state, model),
      figures: {
        controls: () => alibiControls(this.frameHost()),
        slopes: () => this.renderSlopes(model),
        matrix: () => this.renderMatrix(model),
      },
    });
  }

  /** The head buttons: their box follows from the state's number of heads. */
  private renderSlopes(model: AlibiModel | undefined) {
    if (this.modelError !== undefined) return nothing;
    return html`<pe-alibi-slopes
      .heads=${model?.heads ?? this.state.alibiHeads}
      .slopes=${model?.slopes}
      .head=${model?.head ?? 0}
      @pe-head=${(event: CustomEvent<number>) => {
        if (event.detail !== this.state.alibiHead) this.request({ alibiHead: event.detail });
      }}
    ></pe-alibi-slopes>`;
  }

  /** The bias matrix: its box is there before the model (the engine's biases) arrives. */
  private renderMatrix(model: AlibiModel | undefined) {
    if (this.modelError !== undefined) {
      return html`<p class="bad" role="alert">${this.modelError}</p>`;
    }
    const n = model?.n ?? shownSize(this.state);
    const head = model?.head ?? shownHead(this.state);
    const lowest = model?.lowest ?? -1;
    const describe =
      model &&
      ((cell: Cell) =>
        html`${renderMarkup(
          biasAt(model, cell.row, cell.col) === -Infinity
            ? chapter.phrases.masked
            : chapter.phrases.cell,
          alibiValues(this.state, model, cell),
        )}`);
    return html`<pe-cell-matrix
      .matrix=${model?.display}
      .min=${lowest < 0 ? lowest : -1}
      .max=${0}
      .cmap=${'sequential'}
      .figure=${'matrix'}
      .label=${`ALiBi bias of head ${head} for queries and keys 0 to ${n - 1}; masked cells blank`}
      .minText=${fixed(lowest, 3)}
      .maxText=${'0'}
      .note=${queryKeyNote(MAX_SHOWN, this.state.seqLen)}
      .describe=${describe}
      .readout=${ownReadoutShown()}
      .box=${matrixBox}
    ></pe-cell-matrix>`;
  }
}

define('pe-alibi-view', AlibiView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-alibi-view': AlibiView;
  }
}
