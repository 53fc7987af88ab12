// The word-order view's controls: the two orders as chips (the second with
// its move buttons), Reverse, Rotate, Shuffle, Same as first and the
// followed token; and the word and embedding editor (editor.ts). Templates of the state alone, so the
// view's first-paint frame (frame.ts) shows the same live controls before
// the engine arrives.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';

import type { FrameHost } from '../../ui/view-frame.js';
import { sentenceText } from './derive.js';
import './editor.js';
import { moveWord, reversedOrder, rotatedOrder, shuffleOrder } from './edits.js';

/** What the controls are given: the state, and the way into it (the view's or the frame's). */
export type OrderHost = Pick<FrameHost, 'state' | 'showControls' | 'accept'>;

/** After the word at `position` moved by `step`: the view puts the keyboard on it again. */
export type AfterMove = (position: number, step: -1 | 1) => void;

function move(host: OrderHost, position: number, step: -1 | 1, afterMove?: AfterMove): void {
  const order = moveWord(host.state.order, position, step);
  if (!order) return;
  host.accept({ order });
  afterMove?.(position, step);
}

function shuffle(host: OrderHost): void {
  if (host.state.order.length < 2) return;
  // Random, but the chosen order goes into the state (and the link).
  host.accept({ order: shuffleOrder(host.state.order, Math.random) });
}

function chips(
  host: OrderHost,
  order: readonly number[],
  editable: boolean,
  afterMove?: AfterMove,
): TemplateResult {
  const { words, follow } = host.state;
  return html`${order.map(
    (word, position) =>
      html`<span class="chip ${word === follow ? 'followed' : ''}">
        <span class="word">${words[word]}</span>
        <span class="pos">pos ${position}</span>
        ${
          editable
            ? html`<span class="moves">
                <button
                  id="move-${position}-left"
                  aria-label="Move ${words[word]} left"
                  title="Move left"
                  ?disabled=${position === 0}
                  @click=${() => move(host, position, -1, afterMove)}
                >
                  ◀
                </button>
                <button
                  id="move-${position}-right"
                  aria-label="Move ${words[word]} right"
                  title="Move right"
                  ?disabled=${position === order.length - 1}
                  @click=${() => move(host, position, 1, afterMove)}
                >
                  ▶
                </button>
              </span>`
            : nothing
        }
      </span>`,
  )}`;
}

/** The two sentences and, with controls, the buttons and the followed token's radios. */
export function orderSentences(host: OrderHost, afterMove?: AfterMove): TemplateResult {
  const { words, order, follow } = host.state;
  const n = words.length;
  const first = Array.from({ length: n }, (_, k) => k);
  const controls = host.showControls;
  return html`<div class="sentences">
    <div class="sentence" aria-label="First sentence: ${sentenceText(words, first)}">
      <span class="name">First order</span>${chips(host, first, false)}
    </div>
    <div
      class="sentence ${controls ? 'editable' : ''}"
      aria-label="Second sentence: ${sentenceText(words, order)}"
    >
      <span class="name">Second order</span>${chips(host, order, controls, afterMove)}
    </div>
    ${
      controls
        ? html`<div class="controls">
            <button @click=${() => host.accept({ order: reversedOrder(n) })}>Reverse</button>
            <button @click=${() => host.accept({ order: rotatedOrder(n) })}>Rotate left</button>
            <button @click=${() => shuffle(host)}>Shuffle</button>
            <button @click=${() => host.accept({ order: first })}>Same as first</button>
            <fieldset>
              <legend>Follow the token</legend>
              ${words.map(
                (word, index) =>
                  html`<label
                    ><input
                      type="radio"
                      name="follow"
                      .checked=${live(index === follow)}
                      @change=${() => host.accept({ follow: index })}
                    />${word}</label
                  >`,
              )}
            </fieldset>
          </div>`
        : nothing
    }
  </div>`;
}

/** The table of words and embeddings (with controls): it asks the widget for changes itself. */
export function orderEditor(host: OrderHost, headingLevel: number | undefined) {
  return host.showControls
    ? html`<pe-order-editor
        .sentence=${host.state}
        .headingLevel=${headingLevel}
      ></pe-order-editor>`
    : nothing;
}
