// <pe-shaw-view>: Shaw, Uszkoreit, Vaswani 2018. Every (query, key) pair
// looks up the learned vector of its clipped distance clip(j - i, -k, k);
// the matrix shows which of the 2k + 1 vectors each pair uses. Numbers come
// from ./derive.ts (the engine's shawIndices).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { MAX_SHAW_K } from './view.js';
import { type State } from '../state.js';
import { shownNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../view-element.js';
import { cellAt, derive, MAX_SHOWN, type ShawModel } from './derive.js';
import { shawExport } from './export.js';
import { shawStyles } from './styles.js';

export class ShawView extends FieldView<ShawModel> {
  static override styles = [...ViewElement.styles, shawStyles];

  protected override derive(state: State, pe: PosEnc): ShawModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? shawExport(this.model) : undefined;
  }

  override render() {
    return html`
      ${heading(this.headingLevel, 0, html`Shaw et al.: a learned vector per clipped distance`)}
      <p>
        <cite
          >Shaw, Uszkoreit and Vaswani, “Self-Attention with Relative Position Representations”
          (NAACL 2018)</cite
        >
        drop the position vectors added to the input. Instead, when query i attends to key j,
        attention adds a learned vector a<sub>ij</sub> to the key (and another to the value), and
        a<sub>ij</sub> depends only on the distance j − i.
      </p>
      ${this.showControls ? this.renderControls() : nothing}
      ${this.figure((model) => this.renderMatrix(model))}
      <!-- After the matrix, so a phone's first screen reaches it. -->
      <p>
        The distance is clipped to at most k either way: a<sub>ij</sub> = w<sub
          >clip(j − i, −k, k)</sub
        >. So the model learns just 2k + 1 vectors, w<sub>−k</sub> … w<sub>k</sub>, however long the
        sequence: all keys more than k positions back share one vector, all keys more than k ahead
        share another. The paper found k = 16 no better than k = 2 or 4 for translation: precise
        distance matters only nearby. The matrix shows the index clip(j − i, −k, k) + k of the
        vector each pair uses.
      </p>
    `;
  }

  private renderControls() {
    return this.controls(this.numberField('shawK', 'shaw-k', 'clipping distance k', 0, MAX_SHAW_K));
  }

  private renderMatrix(model: ShawModel) {
    const { n, k } = model;
    const describe = (cell: Cell) => {
      const c = cellAt(model, cell.row, cell.col);
      return html`query <span class="num">${c.query}</span>, key <span class="num">${c.key}</span>:
        j − i = <span class="num">${wholeText(c.distance)}</span>${
          c.wasClipped
            ? html`, clipped to <span class="num">${wholeText(c.clippedDistance)}</span>`
            : ''
        }.
        The pair uses vector w<sub>${wholeText(c.clippedDistance)}</sub>, row
        <span class="num" data-value="index">${c.index}</span> of the ${model.vectors}-row table.`;
    };
    return html`<pe-cell-matrix
      .matrix=${model.display}
      .min=${0}
      .max=${Math.max(1, 2 * k)}
      .cmap=${'sequential'}
      .label=${`Shaw relative index clip(j − i, ${wholeText(0 - k)}, ${k}) + ${k} for queries and keys 0 to ${n - 1}`}
      .minText=${`0: distance ≤ ${wholeText(0 - k)}`}
      .maxText=${`${2 * k}: distance ≥ ${k}`}
      .describe=${describe}
    >
      <p data-value="summary">
        k = <span class="num">${k}</span>: <span class="num">${model.vectors}</span> learned
        vectors; this ${n} × ${n} matrix uses <span class="num">${model.used}</span> of them, and
        <span class="num">${wholeText(model.clipped)}</span> of its ${wholeText(n * n)} pairs are
        farther apart than k and clipped.
      </p>
      ${shownNote(MAX_SHOWN, model.seqLen)}
    </pe-cell-matrix>`;
  }
}

define('pe-shaw-view', ShawView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-shaw-view': ShawView;
  }
}
