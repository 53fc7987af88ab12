// <pe-order-view>: self-attention cannot tell "The cat sat" from "sat cat The"
// until the positional encoding is added. Two orders of the same words run
// through the engine's self-attention, without and with PE; the followed
// token's output is compared in both orders (derive.ts). The sentences and
// the word editor are controls.ts, the cards and weights results.ts (both
// shared with the first-paint frame, frame.ts); this file places them.
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/order.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportOrder } from './export.js';
import { deriveOrder, type OrderModel } from './derive.js';
import './attention-map.js';
import { orderEditor, orderSentences, type OrderHost } from './controls.js';
import { orderRuns, orderWeights } from './results.js';
import { orderStyles } from './styles.js';
import { isTutorialRun, orderValues } from './values.js';

export class OrderView extends ViewElement<OrderModel> {
  static override styles = [...ViewElement.styles, orderStyles];

  protected override derive(state: State, pe: PosEnc): OrderModel {
    return deriveOrder(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? exportOrder(this.model, this.state) : undefined;
  }

  /** What the controls are given: the state and the way into it. */
  private host(): OrderHost {
    return {
      state: this.state,
      showControls: this.showControls,
      accept: (partial) => this.request(partial),
    };
  }

  /** After a move, the keyboard stays on the moved word. */
  private afterMove(position: number, step: -1 | 1): void {
    // The button that moves it on in the same direction, or the other one at
    // the end of the sentence.
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

  override render() {
    const model = this.model;
    const { values, say } = orderValues(this.state, model !== undefined);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: { model: model !== undefined, tutorialRun: isTutorialRun(this.state) },
      values,
      figures: {
        sentences: () =>
          orderSentences(this.host(), (position, step) => this.afterMove(position, step)),
        runs: () => orderRuns(this.state, model, say, this.headingLevel),
        weights: () => orderWeights(this.state, model, say),
        error: () => html`<p class="message" role="alert">${this.modelError}</p>`,
        editor: () => orderEditor(this.host(), this.headingLevel),
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
