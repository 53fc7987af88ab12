// <pe-rope-scores>: the figure of "RoPE: the score depends only on m − n":
// the score matrix of one fixed query and key placed at every position (the
// words and checks are in content/comparison.ts). A figure element
// (ui/figure-element.ts): its box (boxes.ts) is caption lines, a square at
// its width, the legend line and the readout of the cell under the pointer
// or the one the arrow keys select (ui/cell-keys.ts), whose whole diagonal
// is outlined: its scores are all equal.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { CellCursor } from '../../ui/cell-keys.js';
import { cssGradient } from '../../ui/colormap.js';
import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import { wholeText } from '../../ui/whole-number.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import type { Colormap } from '../state.js';
import { define } from '../view-element.js';
import { ROPE_MAX_PX, ropeScoresBox } from './boxes.js';
import { OFFSET, type Rope } from './derive.js';
import { captionLineStyles } from './figure-styles.js';

/** Outlines the diagonal j − i = `offset`. */
const onDiagonal = (offset: number) => (row: number, col: number) => col - row === offset;

export class RopeScores extends FigureElement {
  static override properties: PropertyDeclarations = {
    rope: { attribute: false },
    cmap: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    captionLineStyles,
    css`
      .matrix-wrap {
        width: min(100%, ${unsafeCSS(ROPE_MAX_PX)}px);
      }
      pe-matrix {
        display: block;
        width: 100%;
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
  /** The cell under the pointer or the one the keys select, from the outlined diagonal's first. */
  private readonly cursor = new CellCursor(
    this,
    () => {
      const L = this.rope?.L;
      return L === undefined ? undefined : { rows: L, cols: L, start: { row: 0, col: OFFSET } };
    },
    () => 'rope',
  );

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
    const { L } = rope;
    const active = this.cursor.active;
    const offset = active ? active.col - active.row : OFFSET;
    const readout = active
      ? `query m = ${active.row}, key n = ${active.col} (m − n = ${wholeText(-offset)}): ` +
        `score ${fixed(rope.scores.data[active.row * L + active.col]!, 8)}, the same all along its diagonal`
      : 'Hover a cell, or focus the matrix and use the arrow keys.';
    return html`<figure>
      <figcaption>
        <span class="head">RoPE scores rope(q, m) · rope(k, n)</span>
        <span class="sub">row m: query position, column n: key position;</span>
        <span class="sub">outlined: m − n = −${OFFSET}</span>
      </figcaption>
      ${this.cursor.group(
        'RoPE scores',
        html`<pe-matrix
          .matrix=${rope.scores}
          min=${-rope.scale}
          max=${rope.scale}
          cmap=${this.cmap}
          label=${`RoPE attention scores for ${L} query positions by ${L} key positions; every diagonal is constant`}
          .highlight=${onDiagonal(offset)}
          @cell-hover=${this.cursor.onHover}
        ></pe-matrix>`,
        'matrix-wrap',
      )}
      <div class="legend" aria-hidden="true">
        <span>${fixed(-rope.scale, 4)}</span
        ><span class="bar" style=${styleMap({ background: cssGradient(this.cmap) })}></span
        ><span>${fixed(rope.scale, 4)}</span>
      </div>
      <div class="readout" data-part data-value="rope-cell" aria-live="polite">${readout}</div>
    </figure>`;
  }
}

define('pe-rope-scores', RopeScores);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rope-scores': RopeScores;
  }
}
