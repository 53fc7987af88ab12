// <pe-alibi-view>: ALiBi (Press, Smith, Lewis 2022). No position vectors:
// each head adds -m_h (i - j) to the score of query i and key j, a penalty
// growing linearly with distance at a fixed per-head slope m_h. Numbers
// come from ./derive.ts (the engine's alibiSlopes and alibiBias).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { fixed } from '../../ui/format.js';
import { MAX_ALIBI_HEADS } from './view.js';
import { type State } from '../state.js';
import { queryKeyNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import { matrixBox } from './boxes.js';
import chapter from '../../content/alibi.js';
import { biasAt, derive, MAX_SHOWN, slopeText, type AlibiModel } from './derive.js';
import { alibiExport } from './export.js';
import { alibiStyles } from './styles.js';

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
      values: this.values(model),
      figures: {
        controls: () => (this.showControls ? this.renderControls() : nothing),
        slopes: () => this.renderSlopes(model!),
        matrix: () => this.renderMatrix(model!),
        error: () => html`<p class="bad" role="alert">${this.modelError ?? ''}</p>`,
      },
    });
  }

  /** The numbers the chapter's prose and phrases interpolate: the model's, and the hovered cell's. */
  private values(model: AlibiModel | undefined, cell?: Cell) {
    const m = model?.slopes[model.head];
    const bias = model && cell ? biasAt(model, cell.row, cell.col) : undefined;
    return {
      heads: model?.heads ?? '',
      query: cell?.row ?? '',
      key: cell?.col ?? '',
      head: model?.head ?? '',
      m: m ?? '',
      mFixed: m !== undefined ? fixed(m, 6) : '',
      distance: cell ? cell.row - cell.col : '',
      bias: bias !== undefined ? fixed(bias, 6) : '',
      lastKey: model ? model.n - 1 : '',
      lowest: model ? fixed(model.lowest, 4) : '',
    };
  }

  private renderControls() {
    return this.controls(
      this.numberField('alibiHeads', 'alibi-heads', 'heads', 1, MAX_ALIBI_HEADS),
    );
  }

  private renderSlopes(model: AlibiModel) {
    const { head, slopes } = model;
    return html`<div class="slopes" role="group" aria-label="Heads and their slopes">
      ${Array.from(
        slopes,
        (s, h) =>
          html`<button
            type="button"
            aria-pressed=${h === head ? 'true' : 'false'}
            data-head=${h}
            @click=${() => {
              if (h !== this.state.alibiHead) this.request({ alibiHead: h });
            }}
          >
            h${h}: ${slopeText(s)}
          </button>`,
      )}
    </div>`;
  }

  private renderMatrix(model: AlibiModel) {
    const { n, head } = model;
    const describe = (cell: Cell) =>
      html`${renderMarkup(
        biasAt(model, cell.row, cell.col) === -Infinity
          ? chapter.phrases.masked
          : chapter.phrases.cell,
        this.values(model, cell),
      )}`;
    return html`<pe-cell-matrix
      .matrix=${model.display}
      .min=${model.lowest < 0 ? model.lowest : -1}
      .max=${0}
      .cmap=${'sequential'}
      .label=${`ALiBi bias of head ${head} for queries and keys 0 to ${n - 1}; masked cells blank`}
      .minText=${fixed(model.lowest, 3)}
      .maxText=${'0'}
      .note=${queryKeyNote(MAX_SHOWN, model.seqLen)}
      .describe=${describe}
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
