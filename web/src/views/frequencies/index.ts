// <pe-frequencies-view>: every column of the encoding is a wave. Small
// multiples of PE(pos, dim) over position for the chosen dimensions, then
// the wavelength of every (sin, cos) pair on a log axis (spectrum.ts), linked
// to the heat map's columns, with the frequency-schedule facts computed by
// the engine (derive.ts). Plot geometry: geometry.ts.
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { fixed, grouped } from '../../ui/format.js';
import { MAX_DIMS } from './view.js';
import { type State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/frequencies.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportFrequencies } from './export.js';
import {
  addDim,
  derive,
  lengthText,
  type FrequenciesModel,
  type FrequenciesPart,
} from './derive.js';
import './curve.js';
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
    const model = this.model?.outcome.value;
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: model !== undefined },
      values: this.values(model),
      figures: {
        controls: () => (this.showControls ? this.renderDimControls() : nothing),
        curves: () =>
          html`<div class="multiples">
            ${model!.curves.map(
              (curve) =>
                html`<pe-wave-curve
                  .curve=${curve}
                  .positions=${model!.positions}
                ></pe-wave-curve>`,
            )}
          </div>`,
        notes: () =>
          model!.notes.length > 0 ? html`<p class="muted">${model!.notes.join(' ')}</p>` : nothing,
        plot: () =>
          html`<pe-wavelength-plot
            .pe=${this.pe}
            .model=${model}
            .pair=${this.state.pair}
            .showControls=${this.showControls}
          ></pe-wavelength-plot>`,
        error: () =>
          html`<p class="bad" role="alert">${this.model?.outcome.error ?? this.modelError}</p>`,
      },
    });
  }

  /** The numbers the chapter's prose interpolates. */
  private values(model: FrequenciesModel | undefined) {
    const facts = model?.facts;
    const ratio = facts?.ratio;
    const values = {
      dModelGrouped: grouped(this.state.dModel),
      shortest: facts ? fixed(facts.shortest, 4) : '',
      shortestSin: facts?.shortestColumns.sin ?? '',
      shortestCos: facts?.shortestColumns.cos ?? '',
      longest: facts ? lengthText(facts.longest) : '',
      lastPair: model ? model.wavelengths.length - 1 : '',
      longestSin: facts?.longestColumns.sin ?? '',
      longestCos: facts?.longestColumns.cos ?? '',
      dModel: model?.dModel ?? this.state.dModel,
      limit: facts ? grouped(facts.limit) : '',
      ratio: ratio !== undefined ? fixed(ratio, 4) : '',
      ratioPercent: ratio !== undefined ? fixed((ratio - 1) * 100, 2) : '',
      ratioText: () =>
        renderMarkup(
          ratio === undefined ? chapter.phrases.singlePair : chapter.phrases.ratio,
          values,
        ),
    };
    return values;
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
                ${renderMarkup(chapter.phrases.autoDims, this.values(this.model?.outcome.value))}
              </p>`
            : html`<button type="button" @click=${() => this.request({ dims: [] })}>
                ${renderMarkup(chapter.phrases.chooseDims, {})}
              </button>`
        }
      </div>
      ${this.dimError ? html`<p class="bad" role="status">${this.dimError}</p>` : nothing}`;
  }
}

define('pe-frequencies-view', FrequenciesView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-frequencies-view': FrequenciesView;
  }
}
