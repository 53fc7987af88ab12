// <pe-exercise-quiz>: the course's checkpoint quiz and independent challenge.
// The reader writes a prediction, reveals the course's answer, then marks
// their own: "I had it" or "Not yet". The written answers, which answers were
// revealed and the marks are kept in this browser (the view's ProgressStore;
// a mark beside its answer, kept-verdicts.ts), so the tab's first-paint frame
// shows them as the view will; each reveal and each mark is reported as a
// result, the mark as `correct` (the learner's own, not the engine's).
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { ProgressStore } from './progress-storage.js';
import type { ResultItem } from './progress-summary.js';
import { baseStyles } from '../../ui/styles.js';
import { define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import { quiz as chapter } from '../../content/exercises.js';
import { keepVerdict, keptVerdict, readSelfMark } from './kept-verdicts.js';
import { predictionResult, selfCheckResult, type SelfMark } from './progress.js';
import { exerciseStyles } from './styles.js';

/** The checkpoint quiz's items and the challenge: their words are the chapter's phrases. */
const checkpointQuiz = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
const independentChallenge = 'challenge';
type ItemId = (typeof checkpointQuiz)[number] | typeof independentChallenge;

const say = (phrase: keyof typeof chapter.phrases): unknown =>
  renderMarkup(chapter.phrases[phrase], {});

/** The answers field of a quiz item's written prediction. */
export const quizField = (id: string) => `quiz:${id}`;

export class ExerciseQuiz extends LitElement {
  static override properties: PropertyDeclarations = {
    progress: { attribute: false },
    report: { attribute: false },
    headingLevel: { attribute: false },
    revealed: { state: true },
    texts: { state: true },
    marks: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  declare progress: ProgressStore | undefined;
  declare report: ((item: ResultItem) => void) | undefined;
  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare revealed: ReadonlySet<string>;
  declare texts: Readonly<Record<string, string>>;
  /** The learner's own mark of each revealed answer. */
  declare marks: Readonly<Record<string, SelfMark>>;

  constructor() {
    super();
    this.revealed = new Set();
    this.texts = {};
    this.marks = {};
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('progress') && this.progress) {
      const work = this.progress.work;
      this.revealed = new Set(work.revealed);
      const texts: Record<string, string> = {};
      const marks: Record<string, SelfMark> = {};
      for (const id of [...checkpointQuiz, independentChallenge]) {
        texts[id] = work.answers[quizField(id)] ?? '';
        const mark = keptVerdict(this.progress, quizField(id), readSelfMark);
        if (mark && this.revealed.has(id)) marks[id] = mark;
      }
      this.texts = texts;
      this.marks = marks;
    }
  }

  /** Keeps the learner's mark of answer `id` and reports it as the item's result. */
  private mark(id: string, mark: SelfMark): void {
    this.marks = { ...this.marks, [id]: mark };
    keepVerdict(this.progress, quizField(id), { mark });
    this.report?.(selfCheckResult(id, this.texts[id] ?? '', mark));
  }

  /** "I had it" / "Not yet" under a revealed answer, and the mark once given. */
  private renderSelfCheck(id: string) {
    const mark = this.marks[id];
    const button = (value: SelfMark) =>
      html`<button
        aria-pressed=${mark === value ? 'true' : 'false'}
        @click=${() => this.mark(id, value)}
      >
        ${say(value)}
      </button>`;
    return html`<div class="self-check buttons" role="group" aria-labelledby=${`sc-${id}`}>
        <span id=${`sc-${id}`}>${say('selfCheck')}</span>
        ${button('had')} ${button('notYet')}
      </div>
      <p class="muted self-mark" role="status">
        ${mark ? say(mark === 'had' ? 'markedHad' : 'markedNotYet') : nothing}
      </p>`;
  }

  private onInput(id: string, event: Event): void {
    const text = (event.target as HTMLTextAreaElement).value;
    this.texts = { ...this.texts, [id]: text };
    this.progress?.setAnswer(quizField(id), text === '' ? null : text);
  }

  /**
   * Shows the answer in place of its button. The button goes away, so focus
   * moves to the answer (the reader's place is kept and a screen reader reads
   * it); no aria-controls, which would point at an element not yet rendered.
   */
  private reveal(id: string): void {
    this.revealed = new Set([...this.revealed, id]);
    this.progress?.update((w) => {
      if (!w.revealed.includes(id)) w.revealed.push(id);
    });
    this.report?.(predictionResult(id, this.texts[id] ?? ''));
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(`#a-${id}`)?.focus();
    });
  }

  private renderItem(id: ItemId, container: 'li' | 'div') {
    const shown = this.revealed.has(id);
    const body = html`<p>${say(`question ${id}`)}</p>
      <label for=${`p-${id}`}>${say('prediction')}</label>
      <textarea
        id=${`p-${id}`}
        .value=${this.texts[id] ?? ''}
        @input=${(e: Event) => this.onInput(id, e)}
      ></textarea>
      ${
        shown
          ? html`<div class="card answer" id=${`a-${id}`} tabindex="-1">
                <strong>${say('answer')}</strong> ${say(`answer ${id}`)}
              </div>
              ${this.renderSelfCheck(id)}`
          : html`<button @click=${() => this.reveal(id)}>${say('reveal')}</button>`
      }`;
    return container === 'li'
      ? html`<li class="item">${body}</li>`
      : html`<div class="item">${body}</div>`;
  }

  protected override render() {
    return html`<section aria-labelledby="ex-quiz">
      ${renderChapter(chapter, {
        headingLevel: this.headingLevel,
        flags: {},
        values: {},
        figures: {
          quiz: () =>
            html`<ol class="quiz">
              ${checkpointQuiz.map((id) => this.renderItem(id, 'li'))}
            </ol>`,
          challenge: () => this.renderItem(independentChallenge, 'div'),
        },
      })}
    </section>`;
  }
}

define('pe-exercise-quiz', ExerciseQuiz);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-quiz': ExerciseQuiz;
  }
}
