// <pe-comparison-view>: sinusoidal, learned and rotary (RoPE) position
// encodings on the same controls. Sinusoidal: no parameters, bounded,
// defined at every position. Learned: a lookup table with a hard maximum
// length. RoPE: rotates queries and keys so the score depends only on i - j.
// Every number comes from ./derive.ts; this file is template and events.
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { figureStyles } from '../../ui/styles.js';
import { errorText } from '../../ui/error-text.js';
import { viewHost } from '../../ui/host-fields.js';
import { InputMessage } from '../../ui/view-fields.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/comparison.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { comparisonControls } from './controls.js';
import { exportComparison } from './export.js';
import { derive, type ComparisonModel } from './derive.js';
import './extrapolation.js';
import './rope.js';
import { comparisonStyles } from './styles.js';
import { summaryStyles, summaryTable } from './summary.js';
import { comparisonFlags, comparisonValues, phraseOf } from './values.js';
import { widthWriters } from '../../ui/format-width.js';

export class ComparisonView extends ViewElement<ComparisonModel> {
  static override styles = [...ViewElement.styles, figureStyles, comparisonStyles, summaryStyles];

  /** The message for a training length that is not a whole number in range. */
  private readonly message = new InputMessage(this);

  protected override derive(state: State, pe: PosEnc): ComparisonModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model;
    return model
      ? exportComparison(model.figures.outcome.value, model.rope.outcome.value, this.state)
      : undefined;
  }

  override render() {
    const model = this.model;
    const f = model?.figures.outcome.value;
    const r = model?.rope.outcome.value;
    const s = this.state;
    const parts = {
      figures: f,
      extrapolation: model?.extrapolation.outcome.value,
      rope: r,
      write: widthWriters,
    };
    const values = comparisonValues(s, parts);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: comparisonFlags(s, parts),
      values,
      figures: {
        controls: () =>
          comparisonControls(
            viewHost(s, this.showControls, this.message, (partial) => this.request(partial)),
          ),
        error: () => this.renderError(),
        maps: () =>
          html`<pe-extrapolation-maps
            .figures=${f}
            .trainLen=${s.trainLen}
            .cmap=${s.cmap}
          ></pe-extrapolation-maps>`,
        ropeMap: () => html`<pe-rope-scores .rope=${r} .cmap=${s.cmap}></pe-rope-scores>`,
        summaryTable: () => summaryTable(phraseOf(values)),
      },
    });
  }

  private renderError() {
    const model = this.model;
    if (model === undefined) return errorText(this.modelError);
    // One failing input (say d_model) fails every part alike: say it once.
    const messages = new Set([
      model.figures.outcome.error,
      model.extrapolation.outcome.error,
      model.rope.outcome.error,
    ]);
    messages.delete(undefined);
    return html`<p class="error" role="alert">${[...messages].join(' ')}</p>`;
  }
}

define('pe-comparison-view', ComparisonView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-comparison-view': ComparisonView;
  }
}
