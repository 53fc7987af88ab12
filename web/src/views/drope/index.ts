// <pe-drope-view>: DroPE (Gelberg et al., 2025). The same query and key
// scored with RoPE's rotation and without it, inside and past the training
// length. Every number comes from ./derive.ts (the engine).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { significant } from '../../ui/format.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { ChartCursor, chartFigure, chartStyles } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { InputMessage } from '../../ui/view-fields.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../view-element.js';
import { derive, scoreStatus, type DropeModel } from './derive.js';
import { dropeExport } from './export.js';

const statusText = {
  training: 'a distance seen in training',
  inside: 'past the training length, but within the range of scores seen in training',
  outside: 'past the training length, and outside every score RoPE produced in training',
};

export class DropeView extends ViewElement<DropeModel> {
  static override styles = [...ViewElement.styles, ...chartStyles];

  private readonly message = new InputMessage(this);
  private readonly cursor = new ChartCursor(this);

  protected override derive(state: State, pe: PosEnc): DropeModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? dropeExport(this.model) : undefined;
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
        ${this.message.field({
          id: 'drope-train-len',
          label: 'Training length L',
          value: this.state.trainLen,
          min: 1,
          max: MAX_SEQ_LEN,
          name: 'Training length',
          set: (trainLen) => this.request({ trainLen }),
        })}
      </div>
      ${this.message.render()}`;
  }

  private renderModel() {
    const m = this.model;
    if (m === undefined) return errorText(this.modelError);
    const r = m.result;
    const n = m.distances.length;
    const d = this.cursor.at(n, m.trainLen);
    const past = n - Math.min(n, m.trainLen);
    return html`
      ${chartFigure({
        caption: 'Score of the same q and k against relative distance',
        series: [
          { label: 'with RoPE', x: m.distances, y: r.rope, tone: 0 },
          { label: 'RoPE dropped (DroPE)', x: m.distances, y: r.nope, tone: 2 },
        ],
        markers: [{ x: m.trainLen, label: `L = ${wholeText(m.trainLen)}` }],
        cursor: this.cursor,
        at: d,
        xLabel: 'relative distance m − n',
        yLabel: 'score',
        label: 'Distance in the DroPE chart',
        readout: html`<strong>Distance ${wholeText(d)}</strong>: with RoPE
          <span class="num">${significant(r.rope[d]!)}</span>, without
          <span class="num">${significant(r.nope[d]!)}</span>; ${statusText[scoreStatus(m, d)]}.`,
      })}
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
      ${
        m.cut
          ? html`<p class="cut-note">
              The chart stops at distance ${wholeText(n - 1)}: at d_model = ${wholeText(m.dModel)}
              the engine scores at most ${wholeText(n)} distances at once (its cost limit). A
              smaller d_model shows four training lengths.
            </p>`
          : nothing
      }
    `;
  }
}

define('pe-drope-view', DropeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-drope-view': DropeView;
  }
}
