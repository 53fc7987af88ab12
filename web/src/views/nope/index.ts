// <pe-nope-view>: NoPE (Kazemnejad et al. 2023): no position encoding, yet
// the causal mask alone lets attention recover position. The engine's
// uniform causal attention matrix and its outputs, with a hover and
// keyboard readout per position (<pe-nope-panels>, ./panels.ts). Every
// number comes from ./derive.ts.
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { noValues, renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/nope.js';
import { derive, nopeValueNames, type NopeModel, type NopeValues } from './derive.js';
import { nopeExport } from './export.js';
import './panels.js';
import { nopeStyles } from './styles.js';

const LABELS: Record<NopeValues, string> = {
  marker: 'beginning marker (1, 0, 0, …)',
  constant: 'constant (1, 1, 1, …)',
};

export class NopeView extends ViewElement<NopeModel> {
  static override styles = [...ViewElement.styles, nopeStyles];

  protected override derive(state: State, pe: PosEnc): NopeModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model && nopeExport(this.model);
  }

  override render() {
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      // The body names none: they are the readout's, inside <pe-nope-panels>.
      values: noValues(chapter),
      figures: {
        controls: () => this.renderControls(),
        // Its box is there before the model (the engine's attention) arrives.
        panels: () =>
          this.modelError
            ? html`<p class="bad" role="alert">${this.modelError}</p>`
            : html`<pe-nope-panels .model=${this.model}></pe-nope-panels>`,
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
}

define('pe-nope-view', NopeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-nope-view': NopeView;
  }
}
