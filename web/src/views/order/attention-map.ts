// <pe-attention-map>: the attention weights of one order of the sentence, a
// square of cells with the tokens' names along both sides. A figure element
// (ui/figure-element.ts): its box (boxes.ts) is the caption line, the names'
// line and a square of cells of a size fixed by the number of words, so it
// is known from the sentence alone, before the engine's weights arrive.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import {
  attentionMapBox,
  attentionMapWidthCss,
  CAPTION_FONT_EM,
  CAPTION_GAP_EM,
  cellSize,
  LINE_EM,
  NAMES_FONT_EM,
  ROW_NAMES_EM,
} from './boxes.js';
import type { Run } from './derive.js';

export class AttentionMap extends FigureElement {
  static override properties: PropertyDeclarations = {
    run: { attribute: false },
    words: { attribute: false },
    withPe: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        flex: none;
        width: var(--pe-map-width);
      }
      figure {
        margin: 0;
      }
      figcaption {
        font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        height: ${unsafeCSS(LINE_EM)}em;
        margin-bottom: ${unsafeCSS(CAPTION_GAP_EM / CAPTION_FONT_EM)}em;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .attention {
        display: grid;
        justify-content: start;
        align-items: center;
        font-size: ${unsafeCSS(NAMES_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        font-family: var(--pe-mono);
      }
      .col {
        height: ${unsafeCSS(LINE_EM)}em;
        text-align: center;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .row {
        text-align: right;
        padding-right: 0.3em;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .row.followed,
      .col.followed {
        font-weight: 700;
        color: var(--pe-accent);
      }
      pe-matrix {
        border: 1px solid var(--pe-border);
      }
    `,
  ];

  /** The engine's run of this order; undefined until it arrives (the box is there anyway). */
  declare run: Run | undefined;
  /** The sentence's words (their count sizes the map). */
  declare words: readonly string[];
  declare withPe: boolean;

  constructor() {
    super();
    this.run = undefined;
    this.words = [];
    this.withPe = false;
  }

  override connectedCallback(): void {
    this.applyWidth();
    super.connectedCallback();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('words')) this.applyWidth();
    super.willUpdate(changed);
  }

  /** The host's fixed width from the number of words: attentionMapWidth, in em and px. */
  private applyWidth(): void {
    this.style.setProperty('--pe-map-width', attentionMapWidthCss(this.words.length));
  }

  protected override boxHeight(width: number, font: number): number {
    return attentionMapBox({ words: this.words.length }, width, font);
  }

  protected override renderFigure() {
    const run = this.run;
    if (run === undefined) return nothing;
    const { words, withPe } = this;
    const n = run.order.length;
    const cell = cellSize(n);
    const label =
      `Attention weights ${withPe ? 'with' : 'without'} positional encoding for "${run.text}": ` +
      `row = the token attending, column = the token attended to; 0 dark, 1 bright.`;
    const names = (kind: 'col' | 'row') =>
      run.order.map(
        (w, k) =>
          html`<span class="${kind} ${k === run.row ? 'followed' : ''}" title=${words[w]!}
            >${words[w]}</span
          >`,
      );
    return html`<figure>
      <figcaption>${run.text}</figcaption>
      <div
        class="attention"
        style=${styleMap({ 'grid-template-columns': `${ROW_NAMES_EM}em ${n * cell}px` })}
      >
        <span></span>
        <div
          style=${styleMap({ display: 'grid', 'grid-template-columns': `repeat(${n}, ${cell}px)` })}
          aria-hidden="true"
        >
          ${names('col')}
        </div>
        <div
          style=${styleMap({
            display: 'grid',
            'grid-template-rows': `repeat(${n}, ${cell}px)`,
            'align-items': 'center',
          })}
          aria-hidden="true"
        >
          ${names('row')}
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
}

define('pe-attention-map', AttentionMap);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-map': AttentionMap;
  }
}
