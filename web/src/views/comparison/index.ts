// <pe-comparison-view>: sinusoidal, learned and rotary (RoPE) position
// encodings on the same controls. Sinusoidal: no parameters, bounded,
// defined at every position. Learned: a lookup table with a hard maximum
// length. RoPE: rotates queries and keys so the score depends only on i - j.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine.js';
import { MAX_SEQ_LEN, type State } from '../../state.js';
import { figureStyles } from '../../styles.js';
import { parseWholeNumber } from '../../ui/whole-number.js';
import { define, heading, ViewElement } from '../../view-element.js';
import type { ViewExport } from '../../figure/spec.js';
import { exportComparison } from './export.js';
import { derive, type ComparisonModel } from './derive.js';
import { extrapolationSection } from './extrapolation.js';
import { ropeSection } from './rope.js';
import { comparisonStyles } from './styles.js';
import { summarySection } from './summary.js';

export class ComparisonView extends ViewElement<ComparisonModel> {
  static override properties: PropertyDeclarations = {
    inputError: { state: true },
  };
  static override styles = [...ViewElement.styles, figureStyles, comparisonStyles];

  /** The message for a training length that is not a whole number in range. */
  declare inputError: string;

  constructor() {
    super();
    this.inputError = '';
  }

  protected override derive(state: State, pe: PosEnc): ComparisonModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model;
    return model
      ? exportComparison(model.figures.outcome.value, model.rope.outcome.value, this.state)
      : undefined;
  }

  private onTrainLen(event: Event): void {
    const input = event.target as HTMLInputElement;
    const parsed = parseWholeNumber(input.value, 1, MAX_SEQ_LEN, 'Training length');
    if (parsed.error !== undefined) {
      this.inputError = parsed.error;
      input.value = String(this.state.trainLen);
      return;
    }
    this.inputError = '';
    if (parsed.value !== this.state.trainLen) this.request({ trainLen: parsed.value });
  }

  override render() {
    return html`
      ${heading(this.headingLevel, 0, html`Sinusoidal vs learned vs RoPE`)}
      <p>
        Three ways to tell a Transformer where each token is. <strong>Sinusoidal</strong> (Vaswani
        et al., 2017) adds a fixed vector computed from a formula.
        <strong>Learned</strong> embeddings (BERT, GPT-2) add a trainable row of a lookup table.
        <strong>RoPE</strong> (Su et al., 2021; used in LLaMA) adds nothing: it rotates the query
        and key vectors inside attention, so their dot product depends on the relative position i −
        j. The paper tried learned embeddings too and found "nearly identical results" (Table 3, row
        E); it kept the sinusoid because it "would allow the model to extrapolate to sequence
        lengths longer than the ones encountered during training."
      </p>
      ${this.showControls ? this.renderControls() : nothing} ${this.renderModel()}
    `;
  }

  private renderControls() {
    return html`<div class="controls">
      <div class="field">
        <label for="train-len">Training length (learned table rows)</label>
        <input
          id="train-len"
          type="number"
          inputmode="numeric"
          min="1"
          max=${MAX_SEQ_LEN}
          step="1"
          .value=${String(this.state.trainLen)}
          aria-describedby=${this.inputError ? 'train-len-error' : nothing}
          @change=${this.onTrainLen}
        />
      </div>
      ${
        this.inputError
          ? html`<p id="train-len-error" class="error" role="alert">${this.inputError}</p>`
          : nothing
      }
    </div>`;
  }

  private renderModel() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="error" role="alert">${this.modelError}</p>` : nothing;
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
      return html`<p class="error" role="alert">${[...messages].join(' ')}</p>`;
    }
    const s = this.state;
    return html`${extrapolationSection(figures.value, extrapolation.value, s, this.headingLevel)}
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
