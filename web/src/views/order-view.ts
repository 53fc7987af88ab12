// <pe-order-view>: self-attention cannot tell "The cat sat" from "sat cat The"
// until the positional encoding is added. Two orders of the same words run
// through the engine's self-attention, without and with PE; the followed
// token's output is compared in both orders.
import { css, html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { styleMap } from '../style-map.js';
import { live } from 'lit/directives/live.js';

import { cssGradient } from '../colormap.js';
import '../matrix-canvas.js';
import type { Matrix } from '../engine.js';
import { fixed, significant } from '../format.js';
import {
  EMBEDDING_SIZE,
  MAX_ABS_EMBEDDING,
  MAX_WORDS,
  MAX_WORD_LENGTH,
  defaultState,
} from '../state.js';
import { ViewElement, define } from '../view-element.js';

/** One self-attention run: a sentence (word indices in order), with or without PE. */
interface Run {
  order: number[];
  weights: Matrix;
  /** Position of the followed word in this sentence. */
  row: number;
  /** The followed word's output vector. */
  vector: Float64Array;
}

interface Comparison {
  runs: [Run, Run];
  /** Euclidean norm of the difference of the two output vectors. */
  difference: number;
  /** Exactly equal. */
  same: boolean;
}

/** The same pattern state.ts accepts for a word. */
const WORD = /^[\p{L}\p{N}'’.\-]{1,24}$/u;
const EXTRA_WORDS = ['on', 'the', 'mat', 'today', 'again', 'quietly', 'here', 'now'];

function euclidean(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k]! - b[k]!) ** 2;
  return Math.sqrt(sum);
}

/** "0" only when exactly zero; tiny rounding residues in exponent form. */
function differenceText(value: number): string {
  if (value === 0) return '0';
  return value < 1e-4 ? significant(value, 2) : fixed(value, 4);
}

export class OrderView extends ViewElement {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    message: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    css`
      .sentences {
        display: grid;
        gap: 0.5em;
        margin: 0.6em 0;
      }
      .sentence {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4em;
      }
      .sentence > .name {
        min-width: 7.5em;
        font-weight: 600;
      }
      .chip {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        border: 1px solid var(--pe-border);
        border-radius: calc(var(--pe-radius) * 1.5);
        padding: 0.15em 0.55em 0.1em;
        background: var(--pe-bg);
        min-width: 3em;
      }
      .chip.followed {
        border: 2px solid var(--pe-accent);
        background: var(--pe-surface);
        font-weight: 700;
      }
      .chip .word {
        font-size: 1.05em;
      }
      .chip .pos {
        font-size: 0.75em;
        color: var(--pe-muted);
      }
      .chip .moves {
        display: flex;
        gap: 0.2em;
        margin-top: 0.1em;
      }
      .chip .moves button {
        min-height: 1.8em;
        padding: 0 0.45em;
        font-size: 0.85em;
      }
      fieldset {
        border: 1px solid var(--pe-border);
        border-radius: var(--pe-radius);
        padding: 0.3em 0.7em 0.5em;
        margin: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.2em 0.9em;
        align-items: center;
      }
      legend {
        font-size: 0.9em;
        padding: 0 0.3em;
      }
      fieldset label {
        display: inline-flex;
        align-items: center;
        gap: 0.3em;
        font-size: 1em;
      }
      input[type='radio'] {
        min-height: auto;
        width: 1.1em;
        height: 1.1em;
        margin: 0;
      }
      .runs {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 29em), 1fr));
        gap: 0.8em;
        margin: 0.8em 0;
      }
      .runs h3 {
        margin-top: 0.1em;
      }
      .verdict {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.2em 0.6em;
        margin: 0.2em 0 0.5em;
      }
      .verdict strong {
        font-size: 2.2em;
        line-height: 1.1;
        color: var(--pe-accent);
      }
      .vector {
        display: flex;
        flex-wrap: wrap;
        gap: 0 0.8em;
        align-items: baseline;
        margin: 0.15em 0;
      }
      .vector .sentence-name {
        min-width: 7em;
        font-size: 0.9em;
      }
      .vector code {
        font-size: 0.95em;
        white-space: pre;
      }
      .small {
        font-size: 0.85em;
        margin: 0.2em 0;
      }
      .difference {
        margin: 0.5em 0;
        padding-top: 0.3em;
        border-top: 1px solid var(--pe-border);
      }
      .difference strong {
        font-family: var(--pe-mono);
        font-size: 1.1em;
      }
      .maps {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8em 1.4em;
        margin-top: 0.6em;
      }
      figure {
        margin: 0;
      }
      figcaption {
        font-size: 0.85em;
        margin-bottom: 0.25em;
      }
      .attention {
        display: grid;
        justify-content: start;
        align-items: center;
        font-size: 0.75em;
        font-family: var(--pe-mono);
      }
      .attention .col {
        text-align: center;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        padding-bottom: 0.1em;
      }
      .attention .row {
        text-align: right;
        padding-right: 0.3em;
        max-width: 5.5em;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .attention .row.followed,
      .attention .col.followed {
        font-weight: 700;
        color: var(--pe-accent);
      }
      .attention pe-matrix {
        border: 1px solid var(--pe-border);
      }
      .scale {
        display: flex;
        align-items: center;
        gap: 0.4em;
        font-size: 0.75em;
        margin-top: 0.3em;
      }
      .scale span.bar {
        display: inline-block;
        width: 7em;
        height: 0.6em;
        border: 1px solid var(--pe-border);
      }
      .editor td,
      .editor th {
        padding: 0.2em 0.3em;
      }
      .editor input[type='number'] {
        width: 5.2em;
      }
      .editor input[type='text'] {
        width: 7em;
      }
      .message {
        color: var(--pe-bad);
        font-weight: 600;
      }
      details {
        margin: 0.5em 0;
      }
      details table {
        margin: 0.3em 0.8em 0.6em 0;
        display: inline-table;
        vertical-align: top;
        font-size: 0.85em;
      }
      caption {
        text-align: left;
        font-size: 0.85em;
        padding-bottom: 0.2em;
      }
    `,
  ];

  /** The last problem with the user's input, shown inline. */
  declare message: string;

  constructor() {
    super();
    this.message = '';
  }

  private change(partial: Parameters<ViewElement['request']>[0]): void {
    this.message = '';
    this.request(partial);
  }

  // ----- computation (all numbers come from the engine) -----

  private run(order: number[], encoding: Matrix | undefined): Run {
    const { emb, follow } = this.state;
    const n = order.length;
    const data = new Float64Array(n * EMBEDDING_SIZE);
    order.forEach((word, position) => {
      for (let j = 0; j < EMBEDDING_SIZE; j++) {
        const e = emb[word]![j]!;
        // Position p gets PE row p, whichever word sits there.
        data[position * EMBEDDING_SIZE + j] = encoding
          ? e + encoding.data[position * EMBEDDING_SIZE + j]!
          : e;
      }
    });
    const result = this.pe.selfAttention({ rows: n, cols: EMBEDDING_SIZE, data });
    const row = order.indexOf(follow);
    return {
      order,
      weights: result.weights,
      row,
      vector: result.output.data.slice(row * EMBEDDING_SIZE, (row + 1) * EMBEDDING_SIZE),
    };
  }

  private compare(encoding: Matrix | undefined): Comparison {
    const n = this.state.words.length;
    const first = this.run(
      Array.from({ length: n }, (_, k) => k),
      encoding,
    );
    const second = this.run(this.state.order, encoding);
    const difference = euclidean(first.vector, second.vector);
    // The engine sums in an order-independent way, so "same" is exact.
    return { runs: [first, second], difference, same: difference === 0 };
  }

  // ----- state changes -----

  private setWord(index: number, input: HTMLInputElement): void {
    const text = input.value.trim();
    if (!WORD.test(text)) {
      this.message = `Word ${index + 1}: use 1 to ${MAX_WORD_LENGTH} letters or digits (no spaces or commas); "${text.slice(0, 30)}" was not used.`;
      input.value = this.state.words[index]!;
      return;
    }
    const words = [...this.state.words];
    words[index] = text;
    this.change({ words });
  }

  private setEmbedding(word: number, dim: number, input: HTMLInputElement): void {
    const value = input.value.trim() === '' ? Number.NaN : Number(input.value);
    const name = this.state.words[word]!;
    if (!Number.isFinite(value) || Math.abs(value) > MAX_ABS_EMBEDDING) {
      this.message = `${name}, dimension ${dim}: enter a number from −${MAX_ABS_EMBEDDING} to ${MAX_ABS_EMBEDDING}.`;
      input.value = String(this.state.emb[word]![dim]);
      return;
    }
    const emb = this.state.emb.map((row) => [...row]);
    emb[word]![dim] = value;
    this.change({ emb });
  }

  private addWord(): void {
    const { words, emb, order } = this.state;
    const n = words.length;
    if (n >= MAX_WORDS) return;
    const used = new Set(words.map((w) => w.toLowerCase()));
    const word = EXTRA_WORDS.find((w) => !used.has(w)) ?? `w${n + 1}`;
    // A made-up embedding for the new word, like the ones a link would get.
    const base = defaultState.emb[n % defaultState.emb.length]!;
    const row = base.map((v) => Math.round((v + 0.8 * Math.floor(n / 3)) * 100) / 100);
    this.change({
      words: [...words, word],
      emb: [...emb.map((r) => [...r]), row],
      order: [...order, n],
    });
  }

  private removeWord(index: number): void {
    const { words, emb, order, follow } = this.state;
    if (words.length <= 1) return;
    this.change({
      words: words.filter((_, k) => k !== index),
      emb: emb.filter((_, k) => k !== index).map((r) => [...r]),
      order: order.filter((w) => w !== index).map((w) => (w > index ? w - 1 : w)),
      follow: follow === index ? 0 : follow > index ? follow - 1 : follow,
    });
  }

  private move(position: number, step: -1 | 1): void {
    const order = [...this.state.order];
    const target = position + step;
    if (target < 0 || target >= order.length) return;
    [order[position], order[target]] = [order[target]!, order[position]!];
    this.change({ order });
    // Keep the keyboard on the moved word.
    void this.updateComplete.then(() =>
      requestAnimationFrame(() => {
        const button = this.renderRoot.querySelector<HTMLButtonElement>(
          `#move-${target}-${step < 0 ? 'left' : 'right'}`,
        );
        (button && !button.disabled
          ? button
          : this.renderRoot.querySelector<HTMLButtonElement>(
              `#move-${target}-${step < 0 ? 'right' : 'left'}`,
            )
        )?.focus();
      }),
    );
  }

  private shuffle(): void {
    const n = this.state.order.length;
    if (n < 2) return;
    const current = this.state.order.join(',');
    let order = [...this.state.order];
    // Random, but the chosen order goes into the state (and the link).
    for (let tries = 0; tries < 20 && order.join(',') === current; tries++) {
      order = [...this.state.order];
      for (let k = n - 1; k > 0; k--) {
        const j = Math.floor(Math.random() * (k + 1));
        [order[k], order[j]] = [order[j]!, order[k]!];
      }
    }
    this.change({ order });
  }

  // ----- rendering -----

  private chips(order: number[], editable: boolean): TemplateResult {
    const { words, follow } = this.state;
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
                    @click=${() => this.move(position, -1)}
                  >
                    ◀
                  </button>
                  <button
                    id="move-${position}-right"
                    aria-label="Move ${words[word]} right"
                    title="Move right"
                    ?disabled=${position === order.length - 1}
                    @click=${() => this.move(position, 1)}
                  >
                    ▶
                  </button>
                </span>`
              : nothing
          }
        </span>`,
    )}`;
  }

  private sentenceText(order: number[]): string {
    return order.map((w) => this.state.words[w]).join(' ');
  }

  private renderSentences(): TemplateResult {
    const n = this.state.words.length;
    const first = Array.from({ length: n }, (_, k) => k);
    const controls = this.showControls;
    return html`<div class="sentences">
      <div class="sentence" aria-label="First sentence: ${this.sentenceText(first)}">
        <span class="name">First order</span>${this.chips(first, false)}
      </div>
      <div class="sentence" aria-label="Second sentence: ${this.sentenceText(this.state.order)}">
        <span class="name">Second order</span>${this.chips(this.state.order, controls)}
      </div>
      ${
        controls
          ? html`<div class="controls">
              <button @click=${() => this.change({ order: [...first].reverse() })}>Reverse</button>
              <button @click=${() => this.change({ order: [...first.slice(1), 0] })}>
                Rotate left
              </button>
              <button @click=${() => this.shuffle()}>Shuffle</button>
              <button @click=${() => this.change({ order: first })}>Same as first</button>
              <fieldset>
                <legend>Follow the token</legend>
                ${this.state.words.map(
                  (word, index) =>
                    html`<label
                      ><input
                        type="radio"
                        name="follow"
                        .checked=${live(index === this.state.follow)}
                        @change=${() => this.change({ follow: index })}
                      />${word}</label
                    >`,
                )}
              </fieldset>
            </div>`
          : nothing
      }
    </div>`;
  }

  private attentionMap(run: Run, title: string, withPe: boolean): TemplateResult {
    const { words } = this.state;
    const n = run.order.length;
    const cell = n <= 4 ? 42 : n <= 6 ? 32 : 26;
    const label =
      `Attention weights ${withPe ? 'with' : 'without'} positional encoding for "${title}": ` +
      `row = the token attending, column = the token attended to; 0 dark, 1 bright.`;
    return html`<figure>
      <figcaption>${title}</figcaption>
      <div class="attention" style=${styleMap({ 'grid-template-columns': `auto ${n * cell}px` })}>
        <span></span>
        <div
          style=${styleMap({
            display: 'grid',
            'grid-template-columns': `repeat(${n}, ${cell}px)`,
          })}
          aria-hidden="true"
        >
          ${run.order.map(
            (w, k) =>
              html`<span class="col ${k === run.row ? 'followed' : ''}" title=${words[w]!}
                >${words[w]}</span
              >`,
          )}
        </div>
        <div
          style=${styleMap({
            display: 'grid',
            'grid-template-rows': `repeat(${n}, ${cell}px)`,
            'align-items': 'center',
          })}
          aria-hidden="true"
        >
          ${run.order.map(
            (w, k) =>
              html`<span class="row ${k === run.row ? 'followed' : ''}" title=${words[w]!}
                >${words[w]}</span
              >`,
          )}
        </div>
        <pe-matrix
          style=${styleMap({ width: `${n * cell}px`, height: `${n * cell}px` })}
          .matrix=${run.weights}
          min="0"
          max="1"
          cmap="sequential"
          label=${label}
        ></pe-matrix>
      </div>
    </figure>`;
  }

  private renderComparison(comparison: Comparison, withPe: boolean): TemplateResult {
    const { words, follow } = this.state;
    const name = words[follow]!;
    const [a, b] = comparison.runs;
    const key = withPe ? 'pe' : 'plain';
    const vector = (run: Run, which: string) =>
      html`<div class="vector">
        <span class="sentence-name">${this.sentenceText(run.order)}</span>
        <code data-vector="${key}-${which}"
          >[${Array.from(run.vector, (v) => fixed(v, 4)).join(' ')}]</code
        >
      </div>`;
    return html`<section
      class="card"
      aria-label="${withPe ? 'With' : 'Without'} positional encoding"
    >
      <h3>${withPe ? 'With positional encoding' : 'Without positional encoding'}</h3>
      <p class="verdict">
        <span>${name} in both orders:</span>
        <strong data-verdict=${key}>${comparison.same ? 'same' : 'different'}</strong>
      </p>
      <p class="muted small">Output of ${name} (4 decimals):</p>
      ${vector(a, 'first')} ${vector(b, 'second')}
      <p class="difference">
        Size of the difference ‖a − b‖ =
        <strong data-difference=${key}>${differenceText(comparison.difference)}</strong>
      </p>
      <div class="maps">
        ${this.attentionMap(a, this.sentenceText(a.order), withPe)}
        ${this.attentionMap(b, this.sentenceText(b.order), withPe)}
      </div>
    </section>`;
  }

  private weightTable(run: Run, caption: string): TemplateResult {
    const { words } = this.state;
    const n = run.order.length;
    return html`<table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col"><span class="visually-hidden">attending token</span></th>
          ${run.order.map((w) => html`<th scope="col">${words[w]}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${run.order.map(
          (w, r) =>
            html`<tr>
              <th scope="row">${words[w]}</th>
              ${Array.from({ length: n }, (_, c) => html`<td>${fixed(run.weights.data[r * n + c]!, 3)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderEditor(): TemplateResult {
    const { words, emb } = this.state;
    return html`<h3>Edit the words and their embeddings</h3>
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
                      maxlength=${MAX_WORD_LENGTH}
                      .value=${live(word)}
                      @change=${(e: Event) => this.setWord(w, e.target as HTMLInputElement)}
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
                          @change=${(e: Event) => this.setEmbedding(w, j, e.target as HTMLInputElement)}
                        />
                      </td>`,
                  )}
                  <td>
                    <button
                      aria-label="Remove ${word}"
                      ?disabled=${words.length <= 1}
                      @click=${() => this.removeWord(w)}
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
        <button ?disabled=${words.length >= MAX_WORDS} @click=${() => this.addWord()}>
          Add word
        </button>
        <span class="muted"
          >1 to ${MAX_WORDS} words; embedding values from −${MAX_ABS_EMBEDDING} to
          ${MAX_ABS_EMBEDDING}.</span
        >
      </div>`;
  }

  override render() {
    const s = this.state;
    const name = s.words[s.follow] ?? '';
    let plain: Comparison | undefined;
    let withPe: Comparison | undefined;
    let error = '';
    try {
      plain = this.compare(undefined);
      withPe = this.compare(
        this.pe.positionalEncoding(s.words.length, EMBEDDING_SIZE, { base: s.base }),
      );
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const p1 = s.follow;
    const p2 = s.order.indexOf(s.follow);
    const isIdentity = s.order.every((w, k) => w === k);
    return html`
      <h2>Word order: what attention alone cannot see</h2>
      <p>
        Self-attention mixes every token with every other, weighting each pair by the dot product of
        their vectors; nothing in it refers to where a token sits. It is
        <em>permutation-equivariant</em>: reorder the input and the output is reordered the same
        way, each token's output unchanged. Add the positional encoding and reordering changes what
        the followed token sees: its neighbours now carry different positions, so the scores, the
        weights and its output change.
      </p>
      <p class="muted">
        The embeddings are 4 numbers per word and attention has no learned projections
        (softmax(XXᵀ/√4)·X), so d_model is fixed at 4 here: the d_model control does not apply; Base
        does.
      </p>
      ${this.renderSentences()}
      ${this.message ? html`<p class="message" role="alert">${this.message}</p>` : nothing}
      ${
        error
          ? html`<p class="message" role="alert">${error}</p>`
          : html`<div class="runs">
                ${this.renderComparison(plain!, false)} ${this.renderComparison(withPe!, true)}
              </div>
              <p>
                ${
                  isIdentity
                    ? html`The second order is the same as the first: move a word to see the two
                      runs part.`
                    : p1 === p2
                      ? html`<strong>${name}</strong> sits at position ${p1} in both orders, so it
                          gets the same PE row both times; its output still changes, because the
                          words around it moved to other positions.`
                      : html`<strong>${name}</strong> moves from position ${p1} to position ${p2}.
                          Without PE its output stays the same anyway; with PE it changes.`
                }
              </p>
              <div class="scale">
                <span>weight 0</span
                ><span
                  class="bar"
                  style=${styleMap({ background: cssGradient('sequential') })}
                ></span
                ><span>1</span>
                <span class="muted"
                  >Each row (the token attending) sums to 1; the followed token is in bold.</span
                >
              </div>
              <details>
                <summary>Attention weights as numbers</summary>
                ${this.weightTable(plain!.runs[0], `Without PE: ${this.sentenceText(plain!.runs[0].order)}`)}
                ${this.weightTable(plain!.runs[1], `Without PE: ${this.sentenceText(plain!.runs[1].order)}`)}
                ${this.weightTable(withPe!.runs[0], `With PE: ${this.sentenceText(withPe!.runs[0].order)}`)}
                ${this.weightTable(withPe!.runs[1], `With PE: ${this.sentenceText(withPe!.runs[1].order)}`)}
              </details>`
      }
      ${this.showControls ? this.renderEditor() : nothing}
    `;
  }
}

define('pe-order-view', OrderView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-order-view': OrderView;
  }
}
