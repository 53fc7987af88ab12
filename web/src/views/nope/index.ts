// <pe-nope-view>: NoPE (Kazemnejad et al. 2023): no position encoding, yet
// the causal mask alone lets attention recover position. The engine's
// uniform causal attention matrix and its outputs, with a hover and
// keyboard readout per position. Every number comes from ./derive.ts.
import { html, nothing, svg, type PropertyDeclarations } from 'lit';

import '../../ui/matrix-canvas.js';
import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { linearScale } from '../../ui/plot.js';
import type { State } from '../state.js';
import { ViewElement, define, heading } from '../view-element.js';
import {
  derive,
  nopeValueNames,
  positionFromOutput,
  type NopeModel,
  type NopeValues,
} from './derive.js';
import { nopeExport } from './export.js';
import { nopeStyles } from './styles.js';

const LABELS: Record<NopeValues, string> = {
  marker: 'beginning marker (1, 0, 0, …)',
  constant: 'constant (1, 1, 1, …)',
};

export class NopeView extends ViewElement<NopeModel> {
  static override properties: PropertyDeclarations = {
    position: { state: true },
  };
  static override styles = [...ViewElement.styles, nopeStyles];

  /** The position the readout shows. */
  declare position: number;

  constructor() {
    super();
    this.position = 0;
  }

  protected override derive(state: State, pe: PosEnc): NopeModel {
    const model = derive(state, pe);
    this.position = Math.min(this.position, model.seqLen - 1);
    return model;
  }

  override exportData(): ViewExport | undefined {
    return this.model && nopeExport(this.model);
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.model) return;
    const last = this.model.seqLen - 1;
    const moves: Record<string, number> = {
      ArrowLeft: this.position - 1,
      ArrowRight: this.position + 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.position = Math.max(0, Math.min(last, next));
  }

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    const t = this.position;
    const out = model.result.outputs[t]!;
    return html`
      ${heading(this.headingLevel, 0, html`NoPE: the causal mask alone carries position`)}
      <p>
        NoPE means “no position encoding”: a decoder-only Transformer with nothing added to the
        input and nothing rotated or biased in attention. Yet the causal mask alone can tell
        positions apart:
      </p>
      <label
        >Values
        <select
          @change=${(e: Event) =>
            this.request({ nopeValues: (e.target as HTMLSelectElement).value as NopeValues })}
        >
          ${nopeValueNames.map(
            (k) =>
              html`<option value=${k} ?selected=${k === this.state.nopeValues}>
                ${LABELS[k]}
              </option>`,
          )}
        </select></label
      >
      <div class="panels">
        <figure>
          <figcaption>Uniform causal attention, ${model.seqLen} positions</figcaption>
          <pe-matrix
            .matrix=${model.result.attention}
            .min=${0}
            .max=${1}
            cmap="sequential"
            label="uniform causal attention: 1 / (t + 1) on keys 0 to t"
            .highlight=${(r: number) => r === t}
            @cell-hover=${(e: CustomEvent<{ row: number } | null>) => {
              if (e.detail) this.position = e.detail.row;
            }}
          ></pe-matrix>
        </figure>
        <figure>
          <figcaption>Output at each position</figcaption>
          ${this.renderPlot(model)}
        </figure>
      </div>
      <p class="readout" role="status" aria-live="polite">
        position t = ${t}: attention weight ${significant(1 / (t + 1), 6)} on each of ${t + 1} keys,
        output
        ${significant(out, 6)}${
          model.kind === 'marker'
            ? html`, so t = 1 / output − 1 = ${significant(positionFromOutput(out), 6)}`
            : nothing
        }.
        ${model.distinct ? 'Every output is distinct.' : 'Outputs repeat: position is not recoverable.'}
      </p>
      <!-- After the figures, so a phone's first screen reaches them. -->
      <p>
        Kazemnejad, Padhi, Natesan Ramamurthy, Das and Reddy (2023, “The Impact of Positional
        Encoding on Length Generalization in Transformers”) showed that such models still learn
        position, and generalise to longer inputs as well as or better than models with explicit
        encodings.
      </p>
      <p>
        The reason is the causal mask. Query t may only look at keys 0 … t. If all scores are equal,
        as they are when no position signal exists, the softmax spreads weight 1 / (t + 1) evenly
        over those t + 1 keys. The output is the mean of the first t + 1 values. Give the first
        token a value of 1 and the rest 0 (a beginning-of-sequence marker) and the output is 1 / (t
        + 1): strictly decreasing, so every position gets its own number and a later layer can read
        t back. With a constant value sequence every output is the same, and position is lost: the
        mask needs something that varies.
      </p>
    `;
  }

  private renderPlot(model: NopeModel) {
    const n = model.seqLen;
    const w = 320;
    const h = 180;
    const pad = 28;
    const outputs = model.result.outputs;
    let top = 0;
    for (const v of outputs) top = Math.max(top, v);
    const x = linearScale(0, n, pad, w - 6);
    const y = linearScale(0, top > 0 ? top : 1, h - pad, 8);
    const bw = Math.max(1, (w - pad - 6) / n - 1);
    return html`<svg
      class="plot"
      viewBox="0 0 ${w} ${h}"
      tabindex="0"
      role="img"
      aria-label="outputs by position; left and right arrow keys move the readout"
      @keydown=${this.onKey}
    >
      ${Array.from(outputs, (v, k) => {
        return svg`<rect class=${k === this.position ? 'bar on' : 'bar'} data-t=${k}
          x=${x(k)} y=${y(v)} width=${bw} height=${Math.max(0, h - pad - y(v))}
          @pointerenter=${() => (this.position = k)}></rect>`;
      })}
      <line class="axis" x1=${pad} y1=${h - pad} x2=${w - 6} y2=${h - pad}></line>
      <line class="axis" x1=${pad} y1=${h - pad} x2=${pad} y2="8"></line>
      <text x=${pad - 4} y="14" text-anchor="end">${significant(top, 3)}</text>
      <text x=${pad - 4} y=${h - pad} text-anchor="end">0</text>
      <text x=${w / 2} y=${h - 6} text-anchor="middle">position t (0 … ${n - 1})</text>
    </svg>`;
  }
}

define('pe-nope-view', NopeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-nope-view': NopeView;
  }
}
