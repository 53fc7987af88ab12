// <pe-rope-scores>: the figure of "RoPE: the score depends only on i − j":
// the score matrix of one fixed query and key placed at every position (the
// words and checks are in content/comparison.ts). A figure element
// (ui/figure-element.ts): its box (boxes.ts) is caption lines, a square at
// its width and the legend line.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import type { Colormap } from '../state.js';
import { define } from '../view-element.js';
import { ROPE_MAX_PX, ropeScoresBox } from './boxes.js';
import { OFFSET, type Rope } from './derive.js';
import { captionLineStyles } from './figure-styles.js';

/** Outlines the diagonal j = i + OFFSET. */
const onOffset = (row: number, col: number) => col - row === OFFSET;

export class RopeScores extends FigureElement {
  static override properties: PropertyDeclarations = {
    rope: { attribute: false },
    cmap: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    captionLineStyles,
    css`
      pe-matrix {
        display: block;
        width: min(100%, ${unsafeCSS(ROPE_MAX_PX)}px);
        aspect-ratio: 1;
        /* The ratio holds whatever the canvas inside reports (WebKit let it grow 2 px). */
        min-height: 0;
        overflow: hidden;
        border: 1px solid var(--pe-border);
      }
    `,
  ];

  /** The engine's scores; undefined until they arrive (the box is there anyway). */
  declare rope: Rope | undefined;
  declare cmap: Colormap;

  constructor() {
    super();
    this.rope = undefined;
    this.cmap = 'diverging';
  }

  protected override boxHeight(width: number, font: number): number {
    return ropeScoresBox(undefined, width, font);
  }

  protected override renderFigure() {
    const rope = this.rope;
    if (rope === undefined) return nothing;
    return html`<figure>
      <figcaption>
        <span class="head">RoPE scores rope(q, i) · rope(k, j)</span>
        <span class="sub">row i: query position, column j: key position;</span>
        <span class="sub">outlined: i − j = −${OFFSET}</span>
      </figcaption>
      <pe-matrix
        .matrix=${rope.scores}
        min=${-rope.scale}
        max=${rope.scale}
        cmap=${this.cmap}
        label=${`RoPE attention scores for ${rope.L} query positions by ${rope.L} key positions; every diagonal is constant`}
        .highlight=${onOffset}
      ></pe-matrix>
      <div class="legend" aria-hidden="true">
        <span>${fixed(-rope.scale, 4)}</span
        ><span class="bar" style=${styleMap({ background: cssGradient(this.cmap) })}></span
        ><span>${fixed(rope.scale, 4)}</span>
      </div>
    </figure>`;
  }
}

define('pe-rope-scores', RopeScores);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rope-scores': RopeScores;
  }
}
