// <pe-comparison-view>: sinusoidal, learned and rotary (RoPE) position
// encodings on the same controls. Sinusoidal: no parameters, bounded,
// defined at every position. Learned: a lookup table with a hard maximum
// length. RoPE: rotates queries and keys so the score depends only on i - j.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { figureStyles } from '../../ui/styles.js';
import { errorText } from '../../ui/error-text.js';
import { InputMessage } from '../../ui/view-fields.js';
import { define, heading, ViewElement } from '../view-element.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportComparison } from './export.js';
import { derive, type ComparisonModel } from './derive.js';
import { extrapolationSection } from './extrapolation.js';
import { ropeSection } from './rope.js';
import { comparisonStyles } from './styles.js';
import { summarySection } from './summary.js';

export class ComparisonView extends ViewElement<ComparisonModel> {
  static override styles = [...ViewElement.styles, figureStyles, comparisonStyles];

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
    return html`
      ${heading(this.headingLevel, 0, html`Sinusoidal vs learned vs RoPE`)}
      ${this.showControls ? this.renderControls() : nothing} ${this.renderModel()}
    `;
  }

  /** The three schemes; drawn under the first heat maps so a phone's first screen reaches them. */
  private renderIntro() {
    return html`<p>
      Three ways to tell a Transformer where each token is. <strong>Sinusoidal</strong> (Vaswani et
      al., 2017) adds a fixed vector computed from a formula. <strong>Learned</strong> embeddings
      (BERT, GPT-2) add a trainable row of a lookup table. <strong>RoPE</strong> (Su et al., 2021;
      used in LLaMA) adds nothing: it rotates the query and key vectors inside attention, so their
      dot product depends on the relative position i − j. The paper tried learned embeddings too and
      found "nearly identical results" (Table 3, row E); it kept the sinusoid because it "would
      allow the model to extrapolate to sequence lengths longer than the ones encountered during
      training."
    </p>`;
  }

  private renderControls() {
    return html`<div class="controls">
      ${this.message.field({
        id: 'train-len',
        label: 'Training length (learned table rows)',
        value: this.state.trainLen,
        min: 1,
        max: MAX_SEQ_LEN,
        name: 'Training length',
        messageId: 'train-len-error',
        set: (trainLen) => this.request({ trainLen }),
      })}
      ${this.message.render('train-len-error')}
    </div>`;
  }

  private renderModel() {
    const model = this.model;
    if (model === undefined) {
      return html`${errorText(this.modelError)} ${this.renderIntro()}`;
    }
    const figures = model.figures.outcome;
    const extrapolation = model.extrapolation.outcome;
    const rope = model.rope.outcome;
    if (
      figures.error !== undefined ||
      extrapolation.error !== undefined ||
      rope.error !== undefined
    ) {
      // One failing input (say d_model) fails every part alike: say it once.
      const messages = new Set([figures.error, extrapolation.error, rope.error]);
      messages.delete(undefined);
      return html`<p class="error" role="alert">${[...messages].join(' ')}</p>
        ${this.renderIntro()}`;
    }
    const s = this.state;
    return html`${extrapolationSection(figures.value, extrapolation.value, s, this.renderIntro(), this.headingLevel)}
    ${ropeSection(rope.value, s, this.headingLevel)}
    ${summarySection(figures.value, extrapolation.value, rope.value, s.trainLen, this.headingLevel)}`;
  }
}

define('pe-comparison-view', ComparisonView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-comparison-view': ComparisonView;
  }
}
