// <pe-exercise-quiz>: the course's checkpoint quiz and independent challenge.
// The reader writes a prediction, then reveals the course's answer; the
// written answers and which answers were revealed are kept in this browser
// (the view's ProgressStore), and each reveal is reported as a result.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import {
  checkpointQuiz,
  independentChallenge,
  type RevealItem,
} from '../../exercises/questions.js';
import type { ProgressStore } from '../../progress/storage.js';
import type { ResultItem } from '../../progress/summary.js';
import { baseStyles } from '../../styles.js';
import { define } from '../../view-element.js';
import { predictionResult } from './progress.js';
import { exerciseStyles } from './styles.js';

/** The answers field of a quiz item's written prediction. */
export const quizField = (id: string) => `quiz:${id}`;

export class ExerciseQuiz extends LitElement {
  static override properties: PropertyDeclarations = {
    progress: { attribute: false },
    report: { attribute: false },
    revealed: { state: true },
    texts: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  declare progress: ProgressStore | undefined;
  declare report: ((item: ResultItem) => void) | undefined;
  declare revealed: ReadonlySet<string>;
  declare texts: Readonly<Record<string, string>>;

  constructor() {
    super();
    this.revealed = new Set();
    this.texts = {};
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('progress') && this.progress) {
      const work = this.progress.work;
      this.revealed = new Set(work.revealed);
      const texts: Record<string, string> = {};
      for (const item of [...checkpointQuiz, independentChallenge]) {
        texts[item.id] = work.answers[quizField(item.id)] ?? '';
      }
      this.texts = texts;
    }
  }

  private onInput(id: string, event: Event): void {
    const text = (event.target as HTMLTextAreaElement).value;
    this.texts = { ...this.texts, [id]: text };
    this.progress?.setAnswer(quizField(id), text === '' ? null : text);
  }

  private reveal(id: string): void {
    this.revealed = new Set([...this.revealed, id]);
    this.progress?.update((w) => {
      if (!w.revealed.includes(id)) w.revealed.push(id);
    });
    this.report?.(predictionResult(id, this.texts[id] ?? ''));
  }

  private renderItem(item: RevealItem, container: 'li' | 'div') {
    const shown = this.revealed.has(item.id);
    const body = html`<p>${item.question}</p>
      <label for=${`p-${item.id}`}>Your prediction (kept in this browser)</label>
      <textarea
        id=${`p-${item.id}`}
        .value=${this.texts[item.id] ?? ''}
        @input=${(e: Event) => this.onInput(item.id, e)}
      ></textarea>
      ${
        shown
          ? html`<div class="card answer" id=${`a-${item.id}`}>
              <strong>Answer:</strong> ${item.answer}
            </div>`
          : html`<button @click=${() => this.reveal(item.id)} aria-controls=${`a-${item.id}`}>
              Reveal answer
            </button>`
      }`;
    return container === 'li'
      ? html`<li class="item">${body}</li>`
      : html`<div class="item">${body}</div>`;
  }

  protected override render() {
    return html`<section aria-labelledby="ex-quiz">
      <h2 id="ex-quiz">Checkpoint quiz</h2>
      <p>Write down your answer first, then reveal the course's answer and compare.</p>
      <ol class="quiz">
        ${checkpointQuiz.map((item) => this.renderItem(item, 'li'))}
      </ol>
      <h3>Independent challenge</h3>
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
