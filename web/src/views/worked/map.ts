// <pe-worked-map>: the example's 3 x 4 encoding as a small heat map, with
// its column and row labels and a colour bar from −1 to 1. A figure element
// (ui/figure-element.ts) of fixed width: its box (boxes.ts) is two caption
// lines, the column labels' line, three cells of fixed size and the colour
// bar's line, whatever the state, there before the engine's values arrive.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import chapter from '../../content/worked.js';
import { renderMarkup, renderText } from '../../ui/chapter.js';
import { cssGradient } from '../../ui/colormap.js';
import { FigureElement } from '../../ui/figure-element.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import type { Colormap } from '../state.js';
import type { Matrix } from '../../engine/index.js';
import {
  LINE_EM,
  MAP_BORDER_PX,
  MAP_CAPTION_FONT_EM,
  MAP_CELL_PX,
  MAP_LEGEND_GAP_EM,
  MAP_SMALL_FONT_EM,
  MAP_WIDTH_EM,
  mapBox,
  PAIRS,
  POSITIONS,
} from './boxes.js';

const COLS = 2 * PAIRS;

export class WorkedMap extends FigureElement {
  static override properties: PropertyDeclarations = {
    encoding: { attribute: false },
    cmap: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        width: ${unsafeCSS(MAP_WIDTH_EM)}em;
        flex: none;
      }
      figure {
        margin: 0;
      }
      figcaption {
        font-size: ${unsafeCSS(MAP_CAPTION_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
      }
      figcaption > span,
      .cols > span,
      .legend {
        display: block;
        height: ${unsafeCSS(LINE_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .map {
        display: grid;
        justify-content: start;
        grid-template-columns: auto ${unsafeCSS(COLS * MAP_CELL_PX + 2 * MAP_BORDER_PX)}px;
        font-size: ${unsafeCSS(MAP_SMALL_FONT_EM)}em;
        font-family: var(--pe-mono);
        align-items: center;
      }
      .map .cols {
        display: grid;
        grid-template-columns: repeat(${unsafeCSS(COLS)}, ${unsafeCSS(MAP_CELL_PX)}px);
        padding-left: ${unsafeCSS(MAP_BORDER_PX)}px;
        text-align: center;
      }
      .map .rows {
        display: grid;
        grid-template-rows: repeat(${unsafeCSS(POSITIONS)}, ${unsafeCSS(MAP_CELL_PX)}px);
        align-items: center;
        padding-right: 0.3em;
        text-align: right;
      }
      .map pe-matrix {
        width: ${unsafeCSS(COLS * MAP_CELL_PX + 2 * MAP_BORDER_PX)}px;
        height: ${unsafeCSS(POSITIONS * MAP_CELL_PX + 2 * MAP_BORDER_PX)}px;
        border: ${unsafeCSS(MAP_BORDER_PX)}px solid var(--pe-border);
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.4em;
        font-size: ${unsafeCSS(MAP_SMALL_FONT_EM)}em;
        margin-top: ${unsafeCSS(MAP_LEGEND_GAP_EM / MAP_SMALL_FONT_EM)}em;
      }
      .legend .bar {
        display: inline-block;
        width: 8em;
        height: 0.6em;
        border: 1px solid var(--pe-border);
      }
    `,
  ];

  /** The engine's 3 x 4 encoding; undefined until it arrives. */
  declare encoding: Matrix | undefined;
  declare cmap: Colormap;

  constructor() {
    super();
    this.encoding = undefined;
    this.cmap = 'diverging';
  }

  protected override boxHeight(width: number, font: number): number {
    return mapBox(undefined, width, font);
  }

  protected override renderFigure() {
    const encoding = this.encoding;
    if (encoding === undefined) return nothing;
    const cmap = this.cmap;
    return html`<figure>
      <figcaption class="muted">
        <span>${renderMarkup(chapter.phrases.mapCaption, {})}</span>
        <span>${renderMarkup(chapter.phrases.mapAxes, {})}</span>
      </figcaption>
      <div class="map">
        <span></span>
        <div class="cols" aria-hidden="true">
          ${Array.from({ length: COLS }, (_, dim) => html`<span>${dim}</span>`)}
        </div>
        <div class="rows" aria-hidden="true">
          ${Array.from({ length: POSITIONS }, (_, pos) => html`<span>${pos}</span>`)}
        </div>
        <pe-matrix
          .matrix=${encoding}
          min="-1"
          max="1"
          cmap=${cmap}
          label=${renderText(chapter.phrases.mapLabel)}
        ></pe-matrix>
      </div>
      <div class="legend">
        <span>−1</span><span class="bar" style=${styleMap({ background: cssGradient(cmap) })}></span
        ><span>1</span>
      </div>
    </figure>`;
  }
}

define('pe-worked-map', WorkedMap);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-map': WorkedMap;
  }
}
