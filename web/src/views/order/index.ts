// <pe-order-view>: self-attention cannot tell "The cat sat" from "sat cat The"
// until the positional encoding is added. Two orders of the same words run
// through the engine's self-attention, without and with PE; the followed
// token's output is compared in both orders (derive.ts). The word and
// embedding table is a sub-element (editor.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';

import { cssGradient } from '../../ui/colormap.js';
import type { PosEnc } from '../../engine/index.js';
import { fixed } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { define, heading, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/order.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportOrder } from './export.js';
import {
  deriveOrder,
  differenceText,
  sentenceText,
  type Comparison,
  type OrderModel,
  type Run,
} from './derive.js';
import { moveWord, reversedOrder, rotatedOrder, shuffleOrder } from './edits.js';
import './attention-map.js';
import './editor.js';
import { orderStyles } from './styles.js';

export class OrderView extends ViewElement<OrderModel> {
  static override styles = [...ViewElement.styles, orderStyles];

  protected override derive(state: State, pe: PosEnc): OrderModel {
    return deriveOrder(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? exportOrder(this.model, this.state) : undefined;
  }

  // ----- state changes -----

  private move(position: number, step: -1 | 1): void {
    const order = moveWord(this.state.order, position, step);
    if (!order) return;
    this.request({ order });
    // Keep the keyboard on the moved word: the button that moves it on in the
    // same direction, or the other one at the end of the sentence.
    const target = position + step;
    void this.updateComplete.then(() =>
      requestAnimationFrame(() => {
        const button = (side: string) =>
          this.renderRoot.querySelector<HTMLButtonElement>(`#move-${target}-${side}`);
        const same = button(step < 0 ? 'left' : 'right');
        (same && !same.disabled ? same : button(step < 0 ? 'right' : 'left'))?.focus();
      }),
    );
  }

  private shuffle(): void {
    if (this.state.order.length < 2) return;
    // Random, but the chosen order goes into the state (and the link).
    this.request({ order: shuffleOrder(this.state.order, Math.random) });
  }

  // ----- rendering -----

  private chips(order: readonly number[], editable: boolean): TemplateResult {
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

  private renderSentences(): TemplateResult {
    const { words, order, follow } = this.state;
    const n = words.length;
    const first = Array.from({ length: n }, (_, k) => k);
    const controls = this.showControls;
    return html`<div class="sentences">
      <div class="sentence" aria-label="First sentence: ${sentenceText(words, first)}">
        <span class="name">First order</span>${this.chips(first, false)}
      </div>
      <div
        class="sentence ${controls ? 'editable' : ''}"
        aria-label="Second sentence: ${sentenceText(words, order)}"
      >
        <span class="name">Second order</span>${this.chips(order, controls)}
      </div>
      ${
        controls
          ? html`<div class="controls">
              <button @click=${() => this.request({ order: reversedOrder(n) })}>Reverse</button>
              <button @click=${() => this.request({ order: rotatedOrder(n) })}>Rotate left</button>
              <button @click=${() => this.shuffle()}>Shuffle</button>
              <button @click=${() => this.request({ order: first })}>Same as first</button>
              <fieldset>
                <legend>Follow the token</legend>
                ${words.map(
                  (word, index) =>
                    html`<label
                      ><input
                        type="radio"
                        name="follow"
                        .checked=${live(index === follow)}
                        @change=${() => this.request({ follow: index })}
                      />${word}</label
                    >`,
                )}
              </fieldset>
            </div>`
          : nothing
      }
    </div>`;
  }

  private renderComparison(name: string, comparison: Comparison, withPe: boolean): TemplateResult {
    const [a, b] = comparison.runs;
    const key = withPe ? 'pe' : 'plain';
    const vector = (run: Run, which: string) =>
      html`<div class="vector">
        <span class="sentence-name">${run.text}</span>
        <code data-vector="${key}-${which}"
          >[${Array.from(run.vector, (v) => fixed(v, 4)).join(' ')}]</code
        >
      </div>`;
    return html`<section
      class="card"
      aria-label="${withPe ? 'With' : 'Without'} positional encoding"
    >
      ${heading(this.headingLevel, 1, this.say(withPe ? 'withPe' : 'withoutPe'))}
      <div class="maps">
        ${[a, b].map(
          (run) =>
            html`<pe-attention-map
              .run=${run}
              .words=${this.state.words}
              .withPe=${withPe}
            ></pe-attention-map>`,
        )}
      </div>
      <p class="verdict">
        <span>${this.say('inBoth')}</span>
        <span class="result" data-result=${comparison.same ? 'same' : 'different'}
          ><span class="icon" aria-hidden="true">${comparison.same ? '=' : '≠'}</span
          ><strong data-verdict=${key}>${comparison.same ? 'same' : 'different'}</strong></span
        >
      </p>
      <p class="muted small">${this.say('outputOf')}</p>
      ${vector(a, 'first')} ${vector(b, 'second')}
      <p class="difference">
        ${this.say('difference')}
        <strong data-difference=${key}>${differenceText(comparison.difference)}</strong>
      </p>
    </section>`;
  }

  private weightTable(run: Run, caption: string): TemplateResult {
    const { words } = this.state;
    const n = run.order.length;
    return html`<table>
      <caption>
        ${caption}: ${run.text}
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

  /** A phrase of the chapter, with the view's values. */
  private say(phrase: keyof typeof chapter.phrases): unknown {
    return renderMarkup(chapter.phrases[phrase], this.values());
  }

  private values() {
    const model = this.model;
    return {
      name: model?.name ?? '',
      p1: model?.firstPosition ?? '',
      p2: model?.secondPosition ?? '',
      explanation: () => {
        if (!model) return nothing;
        if (model.isIdentity) return this.say('identity');
        return this.say(model.firstPosition === model.secondPosition ? 'samePosition' : 'moves');
      },
    };
  }

  private renderRuns(model: OrderModel): TemplateResult {
    const { plain, withPe, name } = model;
    return html`<div class="runs">
      ${this.renderComparison(name, plain, false)} ${this.renderComparison(name, withPe, true)}
    </div>`;
  }

  private renderWeights(model: OrderModel): TemplateResult {
    const { plain, withPe } = model;
    return html`<div class="scale">
        <span>weight 0</span
        ><span class="bar" style=${styleMap({ background: cssGradient('sequential') })}></span
        ><span>1</span>
        <span class="muted">${this.say('rowsSum')}</span>
      </div>
      <details>
        <summary>Attention weights as numbers</summary>
        ${this.weightTable(plain.runs[0], 'Without PE')}
        ${this.weightTable(plain.runs[1], 'Without PE')}
        ${this.weightTable(withPe.runs[0], 'With PE')}
        ${this.weightTable(withPe.runs[1], 'With PE')}
      </details>`;
  }

  override render() {
    const model = this.model;
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: model !== undefined },
      values: this.values(),
      figures: {
        sentences: () => this.renderSentences(),
        runs: () => this.renderRuns(model!),
        weights: () => this.renderWeights(model!),
        error: () => html`<p class="message" role="alert">${this.modelError}</p>`,
        editor: () =>
          this.showControls
            ? html`<pe-order-editor
                .sentence=${this.state}
                .headingLevel=${this.headingLevel}
              ></pe-order-editor>`
            : nothing,
      },
    });
  }
}

define('pe-order-view', OrderView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-order-view': OrderView;
  }
}
