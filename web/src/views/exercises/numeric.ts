// <pe-exercise-numeric>: three questions with numeric answers, each checked
// by the engine (derive.ts holds the verdicts): PE(0) at d_model = 8, the
// pair with the longest wavelength at d_model = 512, and whether two dot
// products at the same offset are equal.
import { LitElement, html, nothing, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine.js';
import { baseStyles } from '../../styles.js';
import { define, heading } from '../../view-element.js';
import { checkDot, checkLongest, checkPe0, type Verdict } from './derive.js';
import { exerciseStyles } from './styles.js';

interface Answer {
  text: string;
  result: Verdict | null;
}

export class ExerciseNumeric extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    pe: { attribute: false },
    pe0: { state: true },
    longest: { state: true },
    dot: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare pe: PosEnc;
  declare pe0: Answer;
  declare longest: Answer;
  declare dot: { choice: 'yes' | 'no' | null; result: Verdict | null };

  constructor() {
    super();
    this.pe0 = { text: '', result: null };
    this.longest = { text: '', result: null };
    this.dot = { choice: null, result: null };
  }

  private checkPe0(): void {
    this.pe0 = { ...this.pe0, result: checkPe0(this.pe, this.pe0.text) };
  }

  private checkLongest(): void {
    this.longest = { ...this.longest, result: checkLongest(this.pe, this.longest.text) };
  }

  private checkDot(): void {
    if (this.dot.choice === null) return;
    this.dot = { ...this.dot, result: checkDot(this.pe, this.dot.choice) };
  }

  private renderVerdict(result: Verdict | null) {
    if (!result) return nothing;
    return html`<p class=${result.ok ? 'good' : 'bad'} role="status">${result.message}</p>`;
  }

  private text(event: Event): string {
    return (event.target as HTMLInputElement).value;
  }

  protected override render() {
    return html`<section aria-labelledby="ex-num">
      ${heading(this.headingLevel, 0, html`Numeric questions, checked by the engine`, 'ex-num')}
      <div class="item">
        <label for="pe0-input"
          ><strong>What is PE(0) for d_model = 8?</strong> Type the 8 numbers.</label
        >
        <div class="buttons">
          <input
            id="pe0-input"
            class="wide mono"
            .value=${this.pe0.text}
            placeholder="e.g. 0, 0, 0, 0, 0, 0, 0, 0"
            @input=${(e: Event) => (this.pe0 = { text: this.text(e), result: null })}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkPe0()}
          />
          <button @click=${this.checkPe0}>Check PE(0)</button>
        </div>
        ${this.renderVerdict(this.pe0.result)}
      </div>
      <div class="item">
        <label for="longest-input"
          ><strong>Which pair index i has the longest wavelength at d_model = 512?</strong></label
        >
        <div class="buttons">
          <input
            id="longest-input"
            type="number"
            min="0"
            max="255"
            step="1"
            .value=${this.longest.text}
            @input=${(e: Event) => (this.longest = { text: this.text(e), result: null })}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkLongest()}
          />
          <button @click=${this.checkLongest}>Check pair</button>
        </div>
        ${this.renderVerdict(this.longest.result)}
      </div>
      <fieldset class="item">
        <legend>Is PE5·PE8 equal to PE10·PE13 at d_model = 512?</legend>
        <label
          ><input
            type="radio"
            name="dot"
            value="yes"
            .checked=${this.dot.choice === 'yes'}
            @change=${() => (this.dot = { choice: 'yes', result: null })}
          />
          Yes</label
        >
        <label
          ><input
            type="radio"
            name="dot"
            value="no"
            .checked=${this.dot.choice === 'no'}
            @change=${() => (this.dot = { choice: 'no', result: null })}
          />
          No</label
        >
        <div class="buttons">
          <button @click=${this.checkDot} ?disabled=${this.dot.choice === null}>
            Check dot products
          </button>
        </div>
        ${this.renderVerdict(this.dot.result)}
      </fieldset>
    </section>`;
  }
}

define('pe-exercise-numeric', ExerciseNumeric);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-numeric': ExerciseNumeric;
  }
}
