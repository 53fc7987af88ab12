// <pe-frequencies-view>: every column of the encoding is a wave. Small
// multiples of PE(pos, dim) over position for the chosen dimensions, then
// the wavelength of every (sin, cos) pair on a log axis (spectrum.ts), linked
// to the heat map's columns, with the frequency-schedule facts computed by
// the engine (derive.ts). Plot geometry: geometry.ts.
import { html, nothing, svg, type PropertyDeclarations, type TemplateResult } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { fixed, grouped } from '../../ui/format.js';
import { MAX_DIMS } from './view.js';
import { type State } from '../state.js';
import { ContentWidth } from '../../ui/content-width.js';
import { define, heading, ViewElement } from '../view-element.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportFrequencies } from './export.js';
import {
  addDim,
  cyclesText,
  derive,
  lengthText,
  type Curve,
  type FrequenciesModel,
  type FrequenciesPart,
} from './derive.js';
import { MIN_WIDTH, curvePlot, type CurvePlot } from './geometry.js';
import './spectrum.js';
import { frequenciesStyles, plotStyles } from './styles.js';

export class FrequenciesView extends ViewElement<FrequenciesPart> {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    dimError: { state: true },
  };
  static override styles = [...ViewElement.styles, plotStyles, frequenciesStyles];

  /** A message about the last "add a dimension" attempt. */
  declare dimError: string;

  /** The plots fill the view's content width. */
  private readonly width = new ContentWidth(this, 640);
  /** Each curve's geometry at the width it was last drawn. */
  private plots = new WeakMap<Curve, CurvePlot>();

  constructor() {
    super();
    this.dimError = '';
  }

  /** Derives again only when an input of the model changed: selecting a pair does not. */
  protected override derive(state: State, pe: PosEnc): FrequenciesPart {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model?.outcome.value;
    return model ? exportFrequencies(model) : undefined;
  }

  // ------------------------------------------------------------- actions

  private onAddDim(event: Event): void {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).querySelector('input')!;
    const result = addDim(this.plotted(), this.state.dModel, input.value);
    if ('message' in result) {
      this.dimError = result.message;
      return;
    }
    this.dimError = '';
    this.request({ dims: result.dims });
    input.value = '';
  }

  /** The dimensions on show: the learner's, or those chosen for this d_model. */
  private plotted(): number[] {
    return this.model?.outcome.value?.dims ?? this.state.dims;
  }

  private removeDim(dim: number): void {
    const dims = this.plotted().filter((d) => d !== dim);
    if (dims.length === 0) return;
    this.dimError = '';
    this.request({ dims });
  }

  // ------------------------------------------------------------ rendering

  override render() {
    return html`
      ${heading(this.headingLevel, 0, html`Frequencies: every dimension is a wave`)}
      <p>Fix one column of the encoding and read it down the positions: it is a wave.</p>
      ${this.showControls ? this.renderDimControls() : nothing}
      ${
        this.model?.outcome.value
          ? this.renderBody(this.model.outcome.value)
          : html`<p class="bad" role="alert">${this.model?.outcome.error ?? this.modelError}</p>`
      }
    `;
  }

  private renderDimControls(): TemplateResult {
    const { dModel } = this.state;
    const dims = this.plotted();
    const auto = this.model?.outcome.value?.auto ?? false;
    return html`<div class="controls">
        <form class="add" novalidate @submit=${this.onAddDim}>
          <div class="field">
            <label for="dim-input">Dimension to plot (0–${dModel - 1})</label>
            <input
              id="dim-input"
              type="number"
              inputmode="numeric"
              min="0"
              max=${dModel - 1}
              step="1"
            />
          </div>
          <button type="submit" ?disabled=${dims.length >= MAX_DIMS}>Add dimension</button>
        </form>
        <ul class="chips" aria-label="Plotted dimensions">
          ${dims.map(
            (dim) =>
              html`<li>
                <button
                  type="button"
                  aria-label=${`Remove dim ${dim}`}
                  title=${dims.length <= 1 ? 'At least one dimension stays plotted' : `Remove dim ${dim}`}
                  ?disabled=${dims.length <= 1}
                  @click=${() => this.removeDim(dim)}
                >
                  dim ${dim} <span aria-hidden="true">✕</span>
                </button>
              </li>`,
          )}
        </ul>
        ${
          auto
            ? html`<p class="muted dims-note" id="dims-note">
                Chosen for d<sub>model</sub> = ${grouped(dModel)}: the sines of the pairs at 0, ¼, ½
                and ¾ of the pair index.
              </p>`
            : html`<button type="button" @click=${() => this.request({ dims: [] })}>
                Choose for d<sub>model</sub>
              </button>`
        }
      </div>
      ${this.dimError ? html`<p class="bad" role="status">${this.dimError}</p>` : nothing}`;
  }

  private renderBody(model: FrequenciesModel): TemplateResult {
    return html`
      <div class="multiples">${model.curves.map((curve) => this.renderCurve(curve, model))}</div>
      ${model.notes.length > 0 ? html`<p class="muted">${model.notes.join(' ')}</p>` : nothing}
      <p>
        Column 2i holds sin(pos / base<sup>2i/d<sub>model</sub></sup
        >) and column 2i+1 the cosine of the same angle, so both columns of pair i repeat every
        λ<sub>i</sub> = 2π · base<sup>2i/d<sub>model</sub></sup> positions. Low dimensions oscillate
        fast and tell neighbouring positions apart; high dimensions drift slowly and tell distant
        positions apart. Like the hands of a clock, together they give every position its own
        pattern.
      </p>
      ${heading(this.headingLevel, 1, html`The wavelength of every pair`)}
      <p>
        The wavelengths grow geometrically: each pair's is base<sup>2/d<sub>model</sub></sup> times
        the one before, so on a logarithmic axis they lie on a straight line from 2π up towards base
        · 2π. The base sets the top of the range; d<sub>model</sub> sets how finely it is divided.
        Hover or use the arrow keys to read a pair; click it (or press Enter) to select it and open
        its columns in the heat map.
      </p>
      <pe-wavelength-plot
        .pe=${this.pe}
        .model=${model}
        .pair=${this.state.pair}
        .width=${this.width.value}
        .showControls=${this.showControls}
      ></pe-wavelength-plot>
      ${this.renderFacts(model)}
    `;
  }

  private curvePlot(curve: Curve, positions: number): CurvePlot {
    let plot = this.plots.get(curve);
    if (plot?.width !== Math.max(MIN_WIDTH, this.width.value)) {
      plot = curvePlot(curve, positions, this.width.value);
      this.plots.set(curve, plot);
    }
    return plot;
  }

  private renderCurve(curve: Curve, model: FrequenciesModel): TemplateResult {
    const n = model.positions;
    const g = this.curvePlot(curve, n);
    const { width, height, margins: m } = g;
    const cycles = n > 1 ? (n - 1) / curve.wavelength : 0;
    const wavelength = lengthText(curve.wavelength);
    const label = `dim ${curve.dim} (${curve.fn}, pair ${curve.pair}, wavelength ${wavelength})`;
    return html`<figure class="multiple" data-dim=${curve.dim}>
      <figcaption>
        <span class="label">${label}</span>
        <span class="muted"
          >${
            n > 1
              ? html` · ${cyclesText(cycles)} cycles over positions 0–${n - 1}`
              : ' · position 0 only'
          }</span
        >
      </figcaption>
      <svg
        width=${width}
        height=${height}
        viewBox=${`0 0 ${width} ${height}`}
        role="img"
        aria-label=${`PE(pos, ${curve.dim}) for positions 0 to ${n - 1}: a ${curve.fn} wave with wavelength ${wavelength} positions`}
      >
        ${svg`
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${g.yTop} y2=${g.yTop}></line>
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${g.yBottom} y2=${g.yBottom}></line>
          <line class="zero" x1=${m.left} x2=${width - m.right} y1=${g.yZero} y2=${g.yZero}></line>
          <text class="tick" x=${m.left - 4} y=${g.yTop + 4} text-anchor="end">1</text>
          <text class="tick" x=${m.left - 4} y=${g.yZero + 4} text-anchor="end">0</text>
          <text class="tick" x=${m.left - 4} y=${g.yBottom + 4} text-anchor="end">−1</text>
          ${g.xTicks.map(
            (t) =>
              svg`<text class="tick" x=${t.at} y=${height - 5} text-anchor="middle">${t.label}</text>`,
          )}
          <path class="curve" d=${g.path}></path>
          ${g.dots ? svg`<path class="dots" d=${g.dots}></path>` : nothing}
        `}
      </svg>
    </figure>`;
  }

  private renderFacts(model: FrequenciesModel): TemplateResult {
    const { shortest, longest, ratio, limit, shortestColumns, longestColumns } = model.facts;
    const pairs = model.wavelengths.length;
    const d = model.dModel;
    return html`<div class="card facts">
      <dl>
        <dt>Shortest wavelength</dt>
        <dd>
          <span class="num" data-fact="shortest">${fixed(shortest, 4)}</span> positions = 2π, pair 0
          (columns ${shortestColumns.sin} and ${shortestColumns.cos}), whatever the base and
          d<sub>model</sub>: the fastest wave.
        </dd>
        <dt>Longest wavelength</dt>
        <dd>
          <span class="num" data-fact="longest">${lengthText(longest)}</span> positions, pair
          ${pairs - 1} (columns ${longestColumns.sin} and ${longestColumns.cos}) at d<sub
            >model</sub
          >
          = ${d}. As d<sub>model</sub> grows the last pair approaches, but never reaches, base · 2π
          = <span class="num">${grouped(limit)}</span>.
        </dd>
        <dt>Consecutive ratio</dt>
        <dd>
          ${
            ratio === undefined
              ? html`d<sub>model</sub> = ${d} has a single pair.`
              : html`λ<sub>i+1</sub> / λ<sub>i</sub> = base<sup>2/d<sub>model</sub></sup> =
                  <span class="num" data-fact="ratio">${fixed(ratio, 4)}</span>: each pair's
                  wavelength is <span class="num">${fixed((ratio - 1) * 100, 2)}%</span> longer than
                  the one before.`
          }
        </dd>
      </dl>
    </div>`;
  }
}

define('pe-frequencies-view', FrequenciesView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-frequencies-view': FrequenciesView;
  }
}
