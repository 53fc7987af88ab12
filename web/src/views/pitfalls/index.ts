// <pe-pitfalls-view>: each common implementation mistake (an engine
// variant) next to the correct encoding, with a scorecard the engine
// computes for both, plus the mistakes that are not a formula variant
// (wrong base, values outside [-1, 1], concatenating instead of adding).
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc, Variant } from '../../engine/index.js';
import { significant } from '../../ui/format.js';
import type { State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/pitfalls.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportPitfalls } from './export.js';
import { CAP, derive, type PitfallsModel } from './derive.js';
import { explanation } from './explain.js';
import './maps.js';
import { pitfallsStyles } from './styles.js';
import { others } from './list-tables.js';
import './tables.js';
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
    const r = scores.value;
    const variant = model.selected;
    const { seqLen, dModel, cmap } = this.state;
    const explained = explanation(r, variant);
    const rest = others(r, model.concat.outcome, dModel);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {
        ...explained.flags,
        ...rest.flags,
        scores: scores.error === undefined && r !== undefined,
        capped: seqLen > CAP || dModel > CAP,
      },
      values: {
        ...explained.values,
        ...rest.values,
        mistakes: this.pe.variants.length - 1,
        cap: CAP,
        base: r ? significant(r.base, 8) : '',
      },
      figures: {
        controls: () => (this.showControls ? this.renderPicker(model) : nothing),
        maps: () =>
          html`<pe-pitfall-maps
            .correct=${r!.scores.get('correct')}
            .pitfall=${r!.scores.get(variant)}
            .cmap=${cmap}
          ></pe-pitfall-maps>`,
        scorecard: () =>
          html`<pe-pitfall-scorecard .scores=${r} .variant=${variant}></pe-pitfall-scorecard>`,
        summary: () =>
          html`<pe-pitfall-summary
            .scores=${r}
            .variant=${variant}
            .choose=${this.choose}
          ></pe-pitfall-summary>`,
        ...rest.figures,
        error: () => html`<p class="error" role="alert">${scores.error}</p>`,
      },
    });
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
}

define('pe-pitfalls-view', PitfallsView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-pitfalls-view': PitfallsView;
  }
}
