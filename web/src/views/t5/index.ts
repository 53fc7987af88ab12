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
import { shownNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../view-element.js';
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
    return html`
      ${heading(this.headingLevel, 0, html`T5: relative positions in buckets`)}
      <p>
        <cite
          >Raffel et al., “Exploring the Limits of Transfer Learning with a Unified Text-to-Text
          Transformer” (JMLR 2020)</cite
        >
        add no position vectors at all. Each attention score gets a learned scalar bias that depends
        only on the relative position key − query, one scalar per bucket and head, shared by every
        layer.
      </p>
      ${this.showControls ? this.renderControls() : nothing}
      ${this.figure((model) => this.renderMatrix(model))}
      <!-- After the matrix, so a phone's first screen reaches it. -->
      <p>
        Relative positions are sorted into buckets. When bidirectional (the encoder), half the
        buckets are for keys after the query and half for keys before it; causal (the decoder) only
        looks back, and every later key falls in bucket 0. In each half, the first maxExact
        distances get a bucket each; beyond them the buckets grow logarithmically, and every
        distance from maxDistance on shares the last bucket. The defaults are T5's: 32 buckets,
        maxDistance 128. The engine follows the models' code exactly, including its float32
        logarithm.
      </p>
    `;
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

  private renderMatrix(model: T5Model) {
    const { n, matrix } = model;
    const rangeOf = (bucket: number) => model.ranges.find((r) => r.bucket === bucket);
    const describe = (cell: Cell) => {
      const bucket = matrix.data[cell.row * n + cell.col]!;
      const range = rangeOf(bucket);
      return html`query <span class="num">${cell.row}</span>, key
        <span class="num">${cell.col}</span>: key − query =
        <span class="num">${wholeText(cell.col - cell.row)}</span>, bucket
        <span class="num" data-value="bucket">${bucket}</span>${
          range
            ? html`, which holds relative positions <span class="num">${rangeText(range)}</span>`
            : ''
        }.`;
    };
    return html`<pe-cell-matrix
      .matrix=${model.display}
      .min=${0}
      .max=${Math.max(1, model.top)}
      .cmap=${'sequential'}
      .label=${`T5 bucket of every query and key from 0 to ${n - 1}`}
      .minText=${'bucket 0'}
      .maxText=${`bucket ${model.top}`}
      .describe=${describe}
    >
      <p data-value="summary">
        maxExact = <span class="num">${model.maxExact}</span>: distances 0 to ${model.maxExact - 1}
        have a bucket each${model.options.bidirectional ? ' on each side' : ''};
        ${model.ranges.length} buckets are in use.
      </p>
      ${shownNote(MAX_SHOWN, model.seqLen)}
      <div class="ranges" tabindex="0" aria-label="Relative positions of each bucket">
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
      </div>
    </pe-cell-matrix>`;
  }
}

define('pe-t5-view', T5View);

declare global {
  interface HTMLElementTagNameMap {
    'pe-t5-view': T5View;
  }
}
