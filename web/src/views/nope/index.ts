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
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/nope.js';
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
    const values = {
      t,
      weight: significant(1 / (t + 1), 6),
      keys: t + 1,
      output: significant(out, 6),
      position: significant(positionFromOutput(out), 6),
      recovered: () =>
        model.kind === 'marker' ? renderMarkup(chapter.phrases.recovered, values) : nothing,
      verdict: () =>
        renderMarkup(model.distinct ? chapter.phrases.distinct : chapter.phrases.repeats, values),
    };
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      values,
      figures: {
        controls: () => this.renderControls(),
        panels: () => this.renderPanels(model),
        readout: () =>
          html`<p class="readout" role="status" aria-live="polite">
            ${renderMarkup(chapter.phrases.readout, values)}
          </p>`,
      },
    });
  }

  private renderControls() {
    return html`<label
      >Values
      <select
        @change=${(e: Event) =>
          this.request({ nopeValues: (e.target as HTMLSelectElement).value as NopeValues })}
      >
        ${nopeValueNames.map(
          (k) =>
            html`<option value=${k} ?selected=${k === this.state.nopeValues}>${LABELS[k]}</option>`,
        )}
      </select></label
    >`;
  }

  private renderPanels(model: NopeModel) {
    const t = this.position;
    return html`<div class="panels">
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
    </div>`;
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
