// <pe-frequencies-view>: every column of the encoding is a wave. Small
// multiples of PE(pos, dim) over position for the chosen dimensions, then
// the wavelength of every (sin, cos) pair on a log axis (spectrum.ts), linked
// to the heat map's columns, with the frequency-schedule facts computed by
// the engine (derive.ts). Plot geometry: geometry.ts. The controls, the
// chapter's values and the notes are templates the first-paint frame
// (frame.ts) shows too: controls.ts, values.ts, parts.ts.
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { type State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { FieldView } from '../../ui/field-view.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/frequencies.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportFrequencies } from './export.js';
import { derive, type FrequenciesPart } from './derive.js';
import { frequenciesControls } from './controls.js';
import { multiples, notesParagraph } from './parts.js';
import { frequenciesValues } from './values.js';
import './curve.js';
import './spectrum.js';
import { frequenciesStyles, plotStyles } from './styles.js';

export class FrequenciesView extends FieldView<FrequenciesPart> {
  static override styles = [...ViewElement.styles, plotStyles, frequenciesStyles];

  /** Derives again only when an input of the model changed: selecting a pair does not. */
  protected override derive(state: State, pe: PosEnc): FrequenciesPart {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model?.outcome.value;
    return model ? exportFrequencies(model) : undefined;
  }

  override render() {
    const model = this.model?.outcome.value;
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: model !== undefined },
      values: frequenciesValues(this.state, model),
      figures: {
        // The dimensions on show: the learner's, or those chosen for this d_model.
        controls: () =>
          frequenciesControls(this.frameHost(), {
            dims: model?.dims ?? this.state.dims,
            auto: model?.auto ?? false,
          }),
        curves: () =>
          multiples(
            model!.curves.map(
              (curve) =>
                html`<pe-wave-curve
                  .curve=${curve}
                  .positions=${model!.positions}
                ></pe-wave-curve>`,
            ),
          ),
        notes: () => notesParagraph(model!.notes),
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
}

define('pe-frequencies-view', FrequenciesView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-frequencies-view': FrequenciesView;
  }
}
