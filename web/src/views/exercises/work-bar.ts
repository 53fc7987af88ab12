// <pe-work-bar>: what happens to the learner's work, and the two buttons
// that act on all of it: "Copy my results" (a plain-text summary an
// instructor can collect, shown and copied to the clipboard when the
// browser allows) and "Clear my work" (after a confirmation; the view
// clears the store and recreates its parts on pe-clear-work).
import { LitElement, html, nothing, type PropertyDeclarations } from 'lit';

import { grouped } from '../../ui/format.js';
import { MAX_RECORD_LENGTH, type ProgressStore } from './progress-storage.js';
import { resultsText } from './progress-summary.js';
import { baseStyles } from '../../ui/styles.js';
import { define } from '../view-element.js';
import { renderChapter, renderMarkup, renderText } from '../../ui/chapter.js';
import { workBar as chapter } from '../../content/exercises.js';
import { exerciseStyles } from './styles.js';

/** A phrase of the work bar's chapter, as markup or as plain text. */
const say = (phrase: keyof typeof chapter.phrases, values: Record<string, string> = {}) =>
  renderMarkup(chapter.phrases[phrase], values);
const plain = (phrase: keyof typeof chapter.phrases) => renderText(chapter.phrases[phrase]);

export class WorkBar extends LitElement {
  static override properties: PropertyDeclarations = {
    progress: { attribute: false },
    text: { state: true },
    status: { state: true },
    confirming: { state: true },
  };
  static override styles = [baseStyles, exerciseStyles];

  declare progress: ProgressStore | undefined;
  /** The last summary produced by "Copy my results", shown for manual copying. */
  declare text: string | null;
  declare status: string | null;
  declare confirming: boolean;

  constructor() {
    super();
    this.text = null;
    this.status = null;
    this.confirming = false;
  }

  private async copy(): Promise<void> {
    if (!this.progress) return;
    const text = resultsText(this.progress.work.results, globalThis.location?.pathname ?? '/');
    this.text = text;
    try {
      await navigator.clipboard.writeText(text);
      this.status = plain('copied');
    } catch {
      this.status = plain('notCopied');
    }
  }

  private clear(): void {
    this.confirming = false;
    this.text = null;
    this.status = plain('cleared');
    this.dispatchEvent(new CustomEvent('pe-clear-work'));
  }

  protected override render() {
    const problem = this.progress?.problem;
    const refused = this.progress?.refusedLength;
    const max = grouped(MAX_RECORD_LENGTH);
    return html`<div class="card work" role="region" aria-label=${plain('label')}>
      ${renderChapter(chapter, {
        headingLevel: undefined,
        flags: {},
        values: {
          problem: () => (problem ? say(problem, { max }) : nothing),
          max,
          length: '',
        },
        figures: {
          refused: () =>
            refused !== null && refused !== undefined
              ? html`<p class="bad" role="status">
                  ${say('refused', { length: grouped(refused), max })}
                </p>`
              : nothing,
          buttons: () =>
            html`<div class="buttons">
              <button @click=${this.copy}>${say('copy')}</button>
              ${
                this.confirming
                  ? html`<span role="group" aria-label=${plain('clearLabel')}>
                      ${say('clearQuestion')}
                      <button class="danger" @click=${this.clear}>${say('yesClear')}</button>
                      <button @click=${() => (this.confirming = false)}>${say('keep')}</button>
                    </span>`
                  : html`<button @click=${() => (this.confirming = true)}>${say('clear')}</button>`
              }
            </div>`,
          status: () =>
            this.status ? html`<p class="muted" role="status">${this.status}</p>` : nothing,
          text: () =>
            this.text
              ? html`<label for="results-text">${say('resultsLabel')}</label>
                  <textarea
                    id="results-text"
                    class="results"
                    readonly
                    .value=${this.text}
                  ></textarea>`
              : nothing,
        },
      })}
    </div>`;
  }
}

define('pe-work-bar', WorkBar);

declare global {
  interface HTMLElementTagNameMap {
    'pe-work-bar': WorkBar;
  }
}
