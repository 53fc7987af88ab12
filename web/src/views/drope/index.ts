// <pe-drope-view>: DroPE (Gelberg et al., 2025). The same query and key
// scored with RoPE's rotation and without it, inside and past the training
// length. Every number comes from ./derive.ts (the engine).
import { html, nothing, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine.js';
import type { ViewExport } from '../../figure/spec.js';
import { significant } from '../../format.js';
import { MAX_SEQ_LEN, type State } from '../../state.js';
import '../../ui/line-chart.js';
import { parseWholeNumber, wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../../view-element.js';
import { ropeScalingStyles } from '../rope-scaling/styles.js';
import { derive, scoreStatus, type DropeModel } from './derive.js';
import { dropeExport } from './export.js';

const statusText = {
  training: 'a distance seen in training',
  inside: 'past the training length, but within the range of scores seen in training',
  outside: 'past the training length, and outside every score RoPE produced in training',
};

export class DropeView extends ViewElement<DropeModel> {
  static override properties: PropertyDeclarations = {
    inputError: { state: true },
    cursor: { state: true },
  };
  static override styles = [...ViewElement.styles, ropeScalingStyles];

  declare inputError: string;
  declare cursor: number;

  constructor() {
    super();
    this.inputError = '';
    this.cursor = -1;
  }

  protected override derive(state: State, pe: PosEnc): DropeModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? dropeExport(this.model) : undefined;
  }

  private onTrainLen(event: Event): void {
    const input = event.target as HTMLInputElement;
    const parsed = parseWholeNumber(input.value, 1, MAX_SEQ_LEN, 'Training length');
    if (parsed.error !== undefined) {
      this.inputError = parsed.error;
      input.value = String(this.state.trainLen);
      return;
    }
    this.inputError = '';
    if (parsed.value !== this.state.trainLen) this.request({ trainLen: parsed.value });
  }

  override render() {
    return html`
      ${heading(this.headingLevel, 0, html`DroPE: dropping RoPE after training`)}
      <p>
        RoPE models fail past their training length L; <strong>DroPE</strong> removes the rotation
        after training. The chart scores the same query and key with and without it:
      </p>
      ${this.showControls ? this.renderControls() : nothing} ${this.renderModel()}
      <!-- After the chart, so a phone's first screen reaches it. -->
      <p>
        RoPE scores a query at position m against a key at n with both turned by their positions, so
        the score depends on the distance m − n. A model trained on L positions has seen the scores
        of distances 0 … L − 1 only; further away its slow pairs reach angles it never saw, and the
        scores leave the range it learned to read. That is why RoPE models fail past their training
        length unless the frequencies are rescaled (see the RoPE context extension view).
      </p>
      <p>
        <strong>DroPE</strong> (Gelberg et al., 2025, "Extending the Context of Pretrained LLMs by
        Dropping Their Positional Embeddings") takes the opposite way out: train with RoPE, which
        makes training converge well, then remove the rotation and recalibrate briefly. Without the
        rotation the score of the same query and key is their plain dot product at every distance:
        nothing about it is new past L. Order still reaches the model through the causal mask (as in
        NoPE, Kazemnejad et al., 2023). Above: q = k = (1, …, 1) with and without the rotation.
      </p>
    `;
  }

  private renderControls() {
    return html`<div class="controls">
        <div class="field">
          <label for="drope-train-len">Training length L</label>
          <input
            id="drope-train-len"
            type="number"
            inputmode="numeric"
            min="1"
            max=${MAX_SEQ_LEN}
            step="1"
            .value=${String(this.state.trainLen)}
            @change=${this.onTrainLen}
          />
        </div>
      </div>
      ${this.inputError ? html`<p class="error" role="alert">${this.inputError}</p>` : nothing}`;
  }

  private renderModel() {
    const m = this.model;
    if (m === undefined) {
      return this.modelError ? html`<p class="error" role="alert">${this.modelError}</p>` : nothing;
    }
    const r = m.result;
    const n = m.distances.length;
    const d = this.cursor < 0 ? Math.min(m.trainLen, n - 1) : Math.min(this.cursor, n - 1);
    const past = n - Math.min(n, m.trainLen);
    return html`
      <figure>
        <figcaption>Score of the same q and k against relative distance</figcaption>
        <pe-line-chart
          .series=${[
            { label: 'with RoPE', x: m.distances, y: r.rope, tone: 0 },
            { label: 'RoPE dropped (DroPE)', x: m.distances, y: r.nope, tone: 2 },
          ]}
          .markers=${[{ x: m.trainLen, label: `L = ${wholeText(m.trainLen)}` }]}
          .cursor=${d}
          .xLabel=${'relative distance m − n'}
          .yLabel=${'score'}
          .label=${'Distance in the DroPE chart'}
          @pe-cursor=${(e: CustomEvent<number>) => (this.cursor = e.detail)}
        ></pe-line-chart>
        <div class="readout" aria-live="polite">
          <strong>Distance ${wholeText(d)}</strong>: with RoPE
          <span class="num">${significant(r.rope[d]!)}</span>, without
          <span class="num">${significant(r.nope[d]!)}</span>; ${statusText[scoreStatus(m, d)]}.
        </div>
      </figure>
      <p class="summary">
        Inside L = ${wholeText(m.trainLen)}, RoPE scores range from
        <span class="num">${significant(r.seenMin)}</span> to
        <span class="num">${significant(r.seenMax)}</span>. Past it, up to distance
        ${wholeText(n - 1)}, <strong class="outside-count">${wholeText(r.outsideCount)}</strong> of
        ${wholeText(past)} scores fall outside that
        range${
          r.firstOutside >= 0
            ? html` (first at distance <span class="num">${wholeText(r.firstOutside)}</span>)`
            : nothing
        }; <strong class="unseen-pairs">${r.unseenPairs}</strong> of ${m.dModel / 2} pairs never
        completed a turn in training. Without the rotation every score is q · k =
        <span class="num">${significant(r.dot)}</span>.
      </p>
    `;
  }
}

define('pe-drope-view', DropeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-drope-view': DropeView;
  }
}
