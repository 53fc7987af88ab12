// <pe-exercise-quiz>: the course's checkpoint quiz and independent challenge.
// The reader writes a prediction (kept only in the textarea, never saved),
// then reveals the course's answer; revealed answers stay open while the
// view lives.
import { LitElement, html, type PropertyDeclarations } from 'lit';

import {
  checkpointQuiz,
  independentChallenge,
  type RevealItem,
} from '../../exercises/questions.js';
import { baseStyles } from '../../styles.js';
import { define, heading } from '../../view-element.js';
import { exerciseStyles } from './styles.js';

export class ExerciseQuiz extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    revealed: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare revealed: ReadonlySet<string>;

  constructor() {
    super();
    this.revealed = new Set();
  }

  /**
   * Shows the answer in place of its button. The button goes away, so focus
   * moves to the answer (the reader's place is kept and a screen reader reads
   * it); no aria-controls, which would point at an element not yet rendered.
   */
  private reveal(id: string): void {
    this.revealed = new Set([...this.revealed, id]);
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(`#a-${id}`)?.focus();
    });
  }

  private renderItem(item: RevealItem, container: 'li' | 'div') {
    const shown = this.revealed.has(item.id);
    const body = html`<p>${item.question}</p>
      <label for=${`p-${item.id}`}>Your prediction (not saved)</label>
      <textarea id=${`p-${item.id}`}></textarea>
      ${
        shown
          ? html`<div class="card answer" id=${`a-${item.id}`} tabindex="-1">
              <strong>Answer:</strong> ${item.answer}
            </div>`
          : html`<button @click=${() => this.reveal(item.id)}>Reveal answer</button>`
      }`;
    return container === 'li'
      ? html`<li class="item">${body}</li>`
      : html`<div class="item">${body}</div>`;
  }

  protected override render() {
    return html`<section aria-labelledby="ex-quiz">
      ${heading(this.headingLevel, 0, html`Checkpoint quiz`, 'ex-quiz')}
      <p>Write down your answer first, then reveal the course's answer and compare.</p>
      <ol class="quiz">
        ${checkpointQuiz.map((item) => this.renderItem(item, 'li'))}
      </ol>
      ${heading(this.headingLevel, 1, html`Independent challenge`)}
      ${this.renderItem(independentChallenge, 'div')}
    </section>`;
  }
}

define('pe-exercise-quiz', ExerciseQuiz);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-quiz': ExerciseQuiz;
  }
}
