// <pe-t5-view>: T5's relative attention bias (Raffel et al. 2020). Every
// (query, key) pair falls into a bucket by key - query: exact for small
// distances, logarithmic up to maxDistance; each bucket is one learned
// scalar per head. Numbers come from ./derive.ts (the engine's
// t5BucketMatrix and t5Bucket).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { limits } from '../../engine/facts.js';
import { MAX_T5_BUCKETS, MAX_T5_DISTANCE, t5MaxExact } from './view.js';
import { type State } from '../state.js';
import { queryKeyNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/t5.js';
import { matrixBox } from './boxes.js';
import { derive, MAX_SHOWN, rangeText, type T5Model } from './derive.js';
import { t5Export } from './export.js';
import { t5Styles } from './styles.js';

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
      values: this.values(this.model),
      figures: {
        controls: () => (this.showControls ? this.renderControls() : nothing),
        matrix: () => this.renderMatrix(this.model),
        ranges: () => this.renderRanges(this.model!),
      },
    });
  }

  /** The numbers the chapter's phrases interpolate: the model's, and the hovered cell's. */
  private values(model: T5Model | undefined, cell?: Cell) {
    const bucket = model && cell ? model.matrix.data[cell.row * model.n + cell.col] : undefined;
    const range = model?.ranges.find((r) => r.bucket === bucket);
    const values = {
      query: cell?.row ?? '',
      key: cell?.col ?? '',
      offset: cell ? wholeText(cell.col - cell.row) : '',
      bucket: bucket ?? '',
      range: range ? rangeText(range) : '',
      rangeNote: () => (range ? renderMarkup(chapter.phrases.rangeNote, values) : ''),
      maxExact: model?.maxExact ?? '',
      lastExact: model ? model.maxExact - 1 : '',
      eachSide: () =>
        model?.options.bidirectional ? renderMarkup(chapter.phrases.eachSide, values) : '',
      inUse: model?.ranges.length ?? '',
    };
    return values;
  }

  private renderControls() {
    const { t5Bidirectional, t5Buckets } = this.state;
    // The engine's least values for this direction (the state keeps to them
    // too, so a link or setState cannot give the figure an engine error).
    const leastBuckets = t5Bidirectional
      ? limits.minT5BucketsBidirectional
      : limits.minT5BucketsCausal;
    const leastDistance = t5MaxExact(t5Buckets, t5Bidirectional) + 1;
    return this.controls(html`
      ${this.numberField('t5Buckets', 't5-buckets', 'buckets', leastBuckets, MAX_T5_BUCKETS)}
      ${this.numberField(
        't5MaxDistance',
        't5-max-distance',
        'max distance',
        leastDistance,
        MAX_T5_DISTANCE,
      )}
      <div class="field">
        <label for="t5-direction">direction</label>
        <select
          id="t5-direction"
          .value=${t5Bidirectional ? 'bidirectional' : 'causal'}
          @change=${(event: Event) => {
            const value = (event.target as HTMLSelectElement).value === 'bidirectional';
            if (value !== this.state.t5Bidirectional) this.request({ t5Bidirectional: value });
          }}
        >
          <option value="bidirectional" ?selected=${t5Bidirectional}>
            bidirectional (encoder)
          </option>
          <option value="causal" ?selected=${!t5Bidirectional}>causal (decoder)</option>
        </select>
      </div>
    `);
  }

  /** The matrix figure: its box is there before the model (the engine's buckets) arrives. */
  private renderMatrix(model: T5Model | undefined) {
    if (this.modelError !== undefined) {
      return html`<p class="bad" role="alert">${this.modelError}</p>`;
    }
    const n = model?.n ?? 0;
    const top = model?.top ?? 0;
    const describe = (cell: Cell) =>
      model ? html`${renderMarkup(chapter.phrases.cell, this.values(model, cell))}` : '';
    return html`<pe-cell-matrix
      .matrix=${model?.display}
      .min=${0}
      .max=${Math.max(1, top)}
      .cmap=${'sequential'}
      .label=${`T5 bucket of every query and key from 0 to ${n - 1}`}
      .minText=${'bucket 0'}
      .maxText=${`bucket ${top}`}
      .note=${queryKeyNote(MAX_SHOWN, model?.seqLen ?? 0)}
      .describe=${describe}
      .box=${matrixBox}
    ></pe-cell-matrix>`;
  }

  private renderRanges(model: T5Model) {
    return html`<div class="ranges" tabindex="0" aria-label="Relative positions of each bucket">
      <table>
        <thead>
          <tr>
            <th scope="col">bucket</th>
            <th scope="col">key − query</th>
          </tr>
        </thead>
        <tbody>
          ${model.ranges.map(
            (r) =>
              html`<tr>
                <td class="num">${r.bucket}</td>
                <td class="num">${rangeText(r)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-t5-view', T5View);

declare global {
  interface HTMLElementTagNameMap {
    'pe-t5-view': T5View;
  }
}
