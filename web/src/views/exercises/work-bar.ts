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
import { exerciseStyles } from './styles.js';

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
      this.status = 'Copied to the clipboard: paste it where your instructor collects results.';
    } catch {
      this.status = 'This browser did not allow copying: select the text below and copy it.';
    }
  }

  private clear(): void {
    this.confirming = false;
    this.text = null;
    this.status = 'Your work on this page was cleared.';
    this.dispatchEvent(new CustomEvent('pe-clear-work'));
  }

  protected override render() {
    const problem = this.progress?.problem;
    const refused = this.progress?.refusedLength;
    return html`<div class="card work" role="region" aria-label="Your work">
      <p>
        Your code, answers and predictions are kept in this browser only (for this page), never sent
        anywhere.
        ${
          problem === 'unavailable'
            ? html`<strong>This browser does not allow storage here</strong>: your work is kept
                until the page is closed.`
            : problem === 'full'
              ? html`<strong>Browser storage is full</strong>: your latest work is kept until the
                  page is closed.`
              : problem === 'large'
                ? html`<strong>Your work is too large to keep in this browser</strong> (more than
                    ${grouped(MAX_RECORD_LENGTH)} characters): it is kept until the page is closed.`
                : nothing
        }
      </p>
      ${
        refused !== null && refused !== undefined
          ? html`<p class="bad" role="status">
              The work stored for this page was not loaded: its record is ${grouped(refused)}
              characters long, more than the ${grouped(MAX_RECORD_LENGTH)} this page writes (so this
              page did not write it). Your next change replaces it.
            </p>`
          : nothing
      }
      <div class="buttons">
        <button @click=${this.copy}>Copy my results</button>
        ${
          this.confirming
            ? html`<span role="group" aria-label="Confirm clearing your work">
                Clear all code, answers and results kept for this page?
                <button class="danger" @click=${this.clear}>Yes, clear my work</button>
                <button @click=${() => (this.confirming = false)}>Keep it</button>
              </span>`
            : html`<button @click=${() => (this.confirming = true)}>Clear my work</button>`
        }
      </div>
      ${this.status ? html`<p class="muted" role="status">${this.status}</p>` : nothing}
      ${
        this.text
          ? html`<label for="results-text">Your results as text</label>
              <textarea id="results-text" class="results" readonly .value=${this.text}></textarea>`
          : nothing
      }
    </div>`;
  }
}

define('pe-work-bar', WorkBar);

declare global {
  interface HTMLElementTagNameMap {
    'pe-work-bar': WorkBar;
  }
}
