// <pe-exercise-numeric>: three questions with numeric answers, each checked
// by the engine (derive.ts holds the verdicts): PE(0) at d_model = 8, the
// pair with the longest wavelength at d_model = 512, and whether two dot
// products at the same offset are equal. The answers are kept in this
// browser (the view's ProgressStore); each check is reported as a result,
// and a checked answer is checked again by the engine when the page reloads
// (until the engine is there, as in the tab's first-paint frame, the verdict
// it gave last time is shown: kept-verdicts.ts).
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ProgressStore } from './progress-storage.js';
import type { ResultItem } from './progress-summary.js';
import { baseStyles } from '../../ui/styles.js';
import { define } from '../view-element.js';
import { renderChapter, renderMarkup, renderText } from '../../ui/chapter.js';
import { numeric as chapter } from '../../content/exercises.js';
import { checkDot, checkLongest, checkPe0, type Verdict } from './derive.js';
import { keepVerdict, keptVerdict, readVerdict } from './kept-verdicts.js';
import { quizResult } from './progress.js';
import { exerciseStyles } from './styles.js';

const say = (phrase: keyof typeof chapter.phrases): unknown =>
  renderMarkup(chapter.phrases[phrase], {});

interface Answer {
  text: string;
  result: Verdict | null;
}

export class ExerciseNumeric extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    pe: { attribute: false },
    progress: { attribute: false },
    report: { attribute: false },
    pe0: { state: true },
    longest: { state: true },
    dot: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare pe: PosEnc;
  declare progress: ProgressStore | undefined;
  declare report: ((item: ResultItem) => void) | undefined;
  declare pe0: Answer;
  declare longest: Answer;
  declare dot: { choice: 'yes' | 'no' | null; result: Verdict | null };

  constructor() {
    super();
    this.pe0 = { text: '', result: null };
    this.longest = { text: '', result: null };
    this.dot = { choice: null, result: null };
  }

  /** The kept work whose answers are shown, and the one the engine has checked again. */
  private restored: ProgressStore | undefined;
  private rechecked: ProgressStore | undefined;

  protected override willUpdate(_changed: PropertyValues): void {
    if (this.progress && this.restored !== this.progress) {
      this.restored = this.progress;
      this.restore(this.progress);
    }
    if (this.progress && this.pe && this.rechecked !== this.progress) {
      this.rechecked = this.progress;
      this.recheck(this.progress);
    }
  }

  /** The kept answers, each checked one with the verdict the engine gave it last time. */
  private restore(progress: ProgressStore): void {
    const { answers, results } = progress.work;
    const dot = answers['numeric:dot'];
    const kept = (id: string) =>
      results[id] ? keptVerdict(progress, `numeric:${id}`, readVerdict) : null;
    this.pe0 = { text: answers['numeric:pe0'] ?? '', result: kept('pe0') };
    this.longest = { text: answers['numeric:longest'] ?? '', result: kept('longest') };
    this.dot = { choice: dot === 'yes' || dot === 'no' ? dot : null, result: kept('dot') };
  }

  /** The checked answers, checked again now that the engine is here. */
  private recheck(progress: ProgressStore): void {
    const { results } = progress.work;
    if (results.pe0) {
      this.pe0 = { ...this.pe0, result: this.keep('pe0', checkPe0(this.pe, this.pe0.text)) };
    }
    if (results.longest) {
      this.longest = {
        ...this.longest,
        result: this.keep('longest', checkLongest(this.pe, this.longest.text)),
      };
    }
    const choice = this.dot.choice;
    if (results.dot && choice) {
      this.dot = { choice, result: this.keep('dot', checkDot(this.pe, choice)) };
    }
  }

  /** Keeps what the engine said of answer `id` (null: nothing said), and returns it. */
  private keep<V extends Verdict | null>(id: string, verdict: V): V {
    keepVerdict(this.progress, `numeric:${id}`, verdict);
    return verdict;
  }

  private keepAnswer(id: string, value: string | null): void {
    this.progress?.setAnswer(`numeric:${id}`, value === '' ? null : value);
    this.keep(id, null);
  }

  private checkPe0(): void {
    const result = this.keep('pe0', checkPe0(this.pe, this.pe0.text));
    this.pe0 = { ...this.pe0, result };
    this.report?.(quizResult('pe0', this.pe0.text, result));
  }

  private checkLongest(): void {
    const result = this.keep('longest', checkLongest(this.pe, this.longest.text));
    this.longest = { ...this.longest, result };
    this.report?.(quizResult('longest', this.longest.text, result));
  }

  private checkDot(): void {
    const choice = this.dot.choice;
    if (choice === null) return;
    const result = this.keep('dot', checkDot(this.pe, choice));
    this.dot = { choice, result };
    this.report?.(quizResult('dot', choice, result));
  }

  private setPe0(text: string): void {
    this.pe0 = { text, result: null };
    this.keepAnswer('pe0', text);
  }

  private setLongest(text: string): void {
    this.longest = { text, result: null };
    this.keepAnswer('longest', text);
  }

  private setDot(choice: 'yes' | 'no'): void {
    this.dot = { choice, result: null };
    this.keepAnswer('dot', choice);
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
      ${renderChapter(chapter, {
        headingLevel: this.headingLevel,
        flags: {},
        values: {},
        figures: {
          pe0: () => this.renderPe0(),
          longest: () => this.renderLongest(),
          dot: () => this.renderDot(),
        },
      })}
    </section>`;
  }

  private renderPe0() {
    return html`<div class="item">
      <label for="pe0-input">${say('pe0Question')}</label>
      <div class="buttons">
        <input
          id="pe0-input"
          class="wide mono"
          .value=${this.pe0.text}
          placeholder=${renderText(chapter.phrases.pe0Placeholder)}
          @input=${(e: Event) => this.setPe0(this.text(e))}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkPe0()}
        />
        <button @click=${this.checkPe0}>${say('checkPe0')}</button>
      </div>
      ${this.renderVerdict(this.pe0.result)}
    </div>`;
  }

  private renderLongest() {
    return html`<div class="item">
      <label for="longest-input">${say('longestQuestion')}</label>
      <div class="buttons">
        <input
          id="longest-input"
          type="number"
          step="1"
          .value=${this.longest.text}
          @input=${(e: Event) => this.setLongest(this.text(e))}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.checkLongest()}
        />
        <button @click=${this.checkLongest}>${say('checkLongest')}</button>
      </div>
      ${this.renderVerdict(this.longest.result)}
    </div>`;
  }

  private renderDot() {
    const option = (value: 'yes' | 'no') =>
      html`<label
        ><input
          type="radio"
          name="dot"
          value=${value}
          .checked=${this.dot.choice === value}
          @change=${() => this.setDot(value)}
        />
        ${say(value)}</label
      >`;
    return html`<fieldset class="item">
      <legend>${say('dotQuestion')}</legend>
      ${option('yes')} ${option('no')}
      <div class="buttons">
        <button @click=${this.checkDot} ?disabled=${this.dot.choice === null}>
          ${say('checkDot')}
        </button>
      </div>
      ${this.renderVerdict(this.dot.result)}
    </fieldset>`;
  }
}

define('pe-exercise-numeric', ExerciseNumeric);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-numeric': ExerciseNumeric;
  }
}
