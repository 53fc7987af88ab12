// <pe-pitfalls-view>: each common implementation mistake (an engine
// variant) next to the correct encoding, with a scorecard the engine
// computes for both, plus the mistakes that are not a formula variant
// (wrong base, values outside [-1, 1], concatenating instead of adding).
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc, Variant } from '../../engine/index.js';
import { significant } from '../../ui/format.js';
import type { State } from '../state.js';
import { define, heading, ViewElement } from '../view-element.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportPitfalls } from './export.js';
import { CAP, derive, K, type PitfallsModel, type Scores } from './derive.js';
import { explain } from './explain.js';
import './maps.js';
import { pitfallsStyles } from './styles.js';
import { others, scorecard, summary } from './tables.js';
import { titles } from './text.js';

export class PitfallsView extends ViewElement<PitfallsModel> {
  static override styles = [...ViewElement.styles, pitfallsStyles];

  protected override derive(state: State, pe: PosEnc): PitfallsModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const scores = this.model?.scores.outcome.value;
    return scores ? exportPitfalls(scores, this.model!.selected, this.state.cmap) : undefined;
  }

  private readonly choose = (variant: Variant): void => {
    if (variant !== this.state.variant) this.request({ variant });
  };

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="error" role="alert">${this.modelError}</p>` : nothing;
    }
    const scores = model.scores.outcome;
    return html`
      ${heading(
        this.headingLevel,
        0,
        html`Pitfalls: ${this.pe.variants.length - 1} ways to get the formula subtly wrong, and more`,
      )}
      <p>
        Most mistakes in this formula still produce a matrix of the right shape with
        plausible-looking stripes, so nothing crashes. Pick a mistake to see it drawn next to the
        correct encoding.
      </p>
      ${this.showControls ? this.renderPicker(model) : nothing}
      ${
        scores.error !== undefined
          ? html`<p class="error" role="alert">${scores.error}</p>`
          : this.renderScores(model, scores.value)
      }
    `;
  }

  private renderPicker(model: PitfallsModel) {
    const variant = model.selected;
    return html`<div class="controls">
      <div class="field">
        <label for="variant">Pitfall</label>
        <select
          id="variant"
          .value=${variant}
          @change=${(e: Event) => this.choose((e.target as HTMLSelectElement).value as Variant)}
        >
          ${this.pe.variants
            .filter((v) => v !== 'correct')
            .map((v) => html`<option value=${v} ?selected=${v === variant}>${titles[v]}</option>`)}
        </select>
      </div>
    </div>`;
  }

  private renderScores(model: PitfallsModel, r: Scores) {
    const variant = model.selected;
    const { seqLen, dModel, cmap } = this.state;
    return html`
      <pe-pitfall-maps
        .correct=${r.scores.get('correct')}
        .pitfall=${r.scores.get(variant)}
        .cmap=${cmap}
      ></pe-pitfall-maps>
      ${
        seqLen > CAP || dModel > CAP
          ? html`<p class="muted">
              Drawn and scored at the first ${r.L} positions × ${r.d} dimensions (capped at ${CAP}
              to keep the comparison instant).
            </p>`
          : nothing
      }
      <!-- After the maps, so a phone's first screen reaches them. -->
      <p>
        The engine checks the properties that matter for both: distinct rows, values in [−1, 1], the
        rotation that maps PE(pos) to PE(pos + ${K}), the anchor PE(0) = (0, 1, 0, 1, …) and the
        wavelength range.
      </p>
      ${heading(
        this.headingLevel,
        1,
        html`Scorecard (${r.L} positions × ${r.d} dimensions, base ${significant(r.base, 8)})`,
      )}
      ${scorecard(r, variant)}
      <div class="explain" aria-live="polite">${explain(r, variant)}</div>
      ${heading(this.headingLevel, 1, html`All pitfalls at a glance`)}
      ${summary(r, variant, this.choose)}
      ${heading(this.headingLevel, 1, html`Pitfalls that are not a formula variant`)}
      ${others(r, model.concat.outcome, dModel)}
    `;
  }
}

define('pe-pitfalls-view', PitfallsView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfalls-view': PitfallsView;
  }
}
