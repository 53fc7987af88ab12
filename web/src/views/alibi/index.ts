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
import { shownNote, type Cell } from '../../ui/cell-matrix.js';
import { FieldView } from '../../ui/field-view.js';
import { ViewElement, define, heading } from '../view-element.js';
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
    return html`
      ${heading(this.headingLevel, 0, html`ALiBi: a linear penalty on distance`)}
      <p>
        ALiBi adds nothing to the embeddings. Each head subtracts m<sub>h</sub> · (i − j) from the
        score of query i and key j: the further back a key, the larger the penalty, at a fixed rate
        per head.
      </p>
      ${this.showControls ? this.renderControls() : nothing}
      ${this.figure((model) => this.renderModel(model))}
      <!-- After the bias matrix, so a phone's first screen reaches it. -->
      <p>
        <cite
          >Press, Smith and Lewis, “Train Short, Test Long: Attention with Linear Biases Enables
          Input Length Extrapolation” (ICLR 2022)</cite
        >
        learn nothing for position: the penalty is fixed. Keys after the query are masked, as in any
        causal model.
      </p>
      <p>
        The slopes m<sub>h</sub> form a geometric sequence: for n heads (a power of two) they are
        2<sup>−8/n</sup>, 2<sup>−16/n</sup>, …, 2<sup>−8</sup>. Steep heads look only at the last
        few tokens; shallow heads see far back. For other head counts the reference code takes the
        slopes of the largest power of two below n and fills up with every other slope of the next
        power. Because the penalty needs no table, a model trained on short inputs still works on
        longer ones. (The reference code adds m<sub>h</sub> · j instead: the same row shifted by a
        constant, which softmax ignores.)
      </p>
    `;
  }

  private renderControls() {
    return this.controls(
      this.numberField('alibiHeads', 'alibi-heads', 'heads', 1, MAX_ALIBI_HEADS),
    );
  }

  private renderModel(model: AlibiModel) {
    const { n, head, slopes } = model;
    const m = slopes[head]!;
    const describe = (cell: Cell) => {
      const value = biasAt(model, cell.row, cell.col);
      if (value === -Infinity) {
        return html`query <span class="num">${cell.row}</span>, key
          <span class="num">${cell.col}</span>: the key comes after the query, so it is masked (bias
          <span class="num" data-value="bias">−∞</span>).`;
      }
      return html`query <span class="num">${cell.row}</span>, key
        <span class="num">${cell.col}</span>: bias −m<sub>${head}</sub> · (i − j) = −${fixed(m, 6)}
        · ${cell.row - cell.col} = <span class="num" data-value="bias">${fixed(value, 6)}</span>.`;
    };
    return html`${heading(this.headingLevel, 1, html`Slopes of the ${model.heads} heads`)}
      <p class="muted">Choose a head to draw its bias matrix.</p>
      <div class="slopes" role="group" aria-label="Heads and their slopes">
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
      </div>
      <pe-cell-matrix
        .matrix=${model.display}
        .min=${model.lowest < 0 ? model.lowest : -1}
        .max=${0}
        .cmap=${'sequential'}
        .label=${`ALiBi bias of head ${head} for queries and keys 0 to ${n - 1}; masked cells blank`}
        .minText=${fixed(model.lowest, 3)}
        .maxText=${'0'}
        .describe=${describe}
      >
        <p data-value="slope">
          Head <span class="num">${head}</span>: slope m = <span class="num">${m}</span>; the oldest
          key here, ${n - 1} positions back, gets
          <span class="num">${fixed(model.lowest, 4)}</span>.
        </p>
        ${shownNote(MAX_SHOWN, model.seqLen)}
      </pe-cell-matrix>`;
  }
}

define('pe-alibi-view', AlibiView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-alibi-view': AlibiView;
  }
}
