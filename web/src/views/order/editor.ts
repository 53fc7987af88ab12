// <pe-order-editor>: the table of words and their embeddings under the order
// demo. It checks what the learner types (edits.ts), shows why an input was
// not used, and asks the widget for the typed change with a bubbling
// `pe-state` event, like the view itself does.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';

import { EMBEDDING_SIZE, MAX_ABS_EMBEDDING, MAX_WORDS } from './view.js';
import { MAX_WORD_LENGTH, type State } from '../state.js';
import { baseStyles } from '../../ui/styles.js';
import { define, heading } from '../view-element.js';
import { addWord, removeWord, renameWord, setEmbedding, type Edit } from './edits.js';
import { editorStyles } from './styles.js';

export type Sentence = Pick<State, 'words' | 'emb' | 'order' | 'follow'>;

export class OrderEditor extends LitElement {
  static override properties: PropertyDeclarations = {
    headingLevel: { attribute: false },
    sentence: { attribute: false },
    message: { state: true },
  };
  static override styles = [baseStyles, editorStyles];

  /** The outline level of the view title (the widget's heading-level). */
  declare headingLevel: number | undefined;
  declare sentence: Sentence | undefined;
  /** Why the learner's last input was not used; cleared by the next change. */
  declare message: string;

  constructor() {
    super();
    this.message = '';
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('sentence') && changed.get('sentence') !== undefined) this.message = '';
  }

  private request(change: Partial<State>): void {
    this.dispatchEvent(
      new CustomEvent('pe-state', { detail: change, bubbles: true, composed: true }),
    );
  }

  /** Requests the change, or shows the message and puts the field back to the state's value. */
  private apply(edit: Edit, input: HTMLInputElement, current: string): void {
    if ('message' in edit) {
      this.message = edit.message;
      input.value = current;
      return;
    }
    this.message = '';
    this.request(edit.change);
  }

  override render() {
    const sentence = this.sentence;
    if (!sentence) return html``;
    const { words, emb } = sentence;
    return html`${heading(this.headingLevel, 1, html`Edit the words and their embeddings`)}
      ${this.message ? html`<p class="message" role="alert">${this.message}</p>` : ''}
      <div class="scroll">
        <table class="editor">
          <thead>
            <tr>
              <th scope="col">word</th>
              ${Array.from({ length: EMBEDDING_SIZE }, (_, j) => html`<th scope="col">emb ${j}</th>`)}
              <th scope="col"><span class="visually-hidden">remove</span></th>
            </tr>
          </thead>
          <tbody>
            ${words.map(
              (word, w) =>
                html`<tr>
                  <td>
                    <input
                      type="text"
                      aria-label="Word ${w + 1}"
                      .value=${live(word)}
                      @change=${(e: Event) => {
                        const input = e.target as HTMLInputElement;
                        this.apply(renameWord(words, w, input.value), input, word);
                      }}
                    />
                  </td>
                  ${emb[w]!.map(
                    (v, j) =>
                      html`<td>
                        <input
                          type="number"
                          step="0.1"
                          min=${-MAX_ABS_EMBEDDING}
                          max=${MAX_ABS_EMBEDDING}
                          aria-label="${word} embedding ${j}"
                          .value=${live(String(v))}
                          @change=${(e: Event) => {
                            const input = e.target as HTMLInputElement;
                            this.apply(setEmbedding(sentence, w, j, input.value), input, String(v));
                          }}
                        />
                      </td>`,
                  )}
                  <td>
                    <button
                      aria-label="Remove ${word}"
                      ?disabled=${words.length <= 1}
                      @click=${() => this.change(removeWord(sentence, w))}
                    >
                      Remove
                    </button>
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <div class="controls">
        <button
          ?disabled=${words.length >= MAX_WORDS}
          @click=${() => this.change(addWord(sentence))}
        >
          Add word
        </button>
        <span class="muted"
          >1 to ${MAX_WORDS} words of 1 to ${MAX_WORD_LENGTH} letters or digits; embedding values
          from −${MAX_ABS_EMBEDDING} to ${MAX_ABS_EMBEDDING}.</span
        >
      </div>`;
  }

  private change(change: Partial<State> | undefined): void {
    if (!change) return;
    this.message = '';
    this.request(change);
  }
}

define('pe-order-editor', OrderEditor);

declare global {
  interface HTMLElementTagNameMap {
    'pe-order-editor': OrderEditor;
  }
}
