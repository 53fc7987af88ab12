// <pe-exercise-map>: one heat map of a checked Run (views/exercises/result.ts):
// the learner's output, the engine's or |yours − engine| for one shape, with
// its caption, or the larger error map of the first failing shape. A figure
// element (ui/figure-element.ts): its box (boxes.ts) follows from the shape
// the Run asked for and the width alone, known before the Run; the
// learner's output is drawn in that box whatever its own shape (the caption
// says what was received), and a missing output leaves the box with a note.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import type { Matrix } from '../../engine/index.js';
import { FigureElement } from '../../ui/figure-element.js';
import '../../ui/matrix-canvas.js';
import { styleMap } from '../../ui/style-map.js';
import type { Colormap } from '../state.js';
import { define } from '../view-element.js';
import {
  CAPTION_FONT_EM,
  CAPTION_GAP_EM,
  CAPTION_LINE_EM,
  CAPTION_LINES,
  exerciseMapBox,
  mapPlotSize,
  mapSize,
  THUMB_MIN_EM,
  type MapInputs,
} from './boxes.js';

const px = (value: number) => `${value}px`;

export class ExerciseMap extends FigureElement {
  static override properties: PropertyDeclarations = {
    rows: { attribute: false },
    cols: { attribute: false },
    size: { attribute: false },
    matrix: { attribute: false },
    note: { attribute: false },
    caption: { attribute: false },
    label: { attribute: false },
    cmap: { attribute: false },
    min: { attribute: false },
    max: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        flex: none;
        width: var(--pe-map-width);
        max-width: 100%;
      }
      figure {
        margin: 0;
      }
      pe-matrix,
      .note {
        border: 1px solid var(--pe-border);
      }
      .note {
        overflow: auto;
        padding: 0.2em 0.3em;
        font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
        color: var(--pe-muted);
      }
      .caption {
        margin-top: ${unsafeCSS(CAPTION_GAP_EM)}em;
        font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
        line-height: ${unsafeCSS(CAPTION_LINE_EM)};
        height: ${unsafeCSS(CAPTION_LINES * CAPTION_LINE_EM)}em;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: ${unsafeCSS(CAPTION_LINES)};
        overflow: hidden;
      }
    `,
  ];

  /** The shape the Run asked for: the box's, whatever the output's own shape. */
  declare rows: number;
  declare cols: number;
  declare size: MapInputs['size'];
  /** What is drawn; undefined until it arrives, null when there is nothing to draw (see `note`). */
  declare matrix: Matrix | null | undefined;
  /** Said in the map's place when `matrix` is null. */
  declare note: string;
  /** A thumb's caption (visible), and the map's accessible name. */
  declare caption: string;
  declare label: string;
  declare cmap: Colormap;
  declare min: number;
  declare max: number;

  constructor() {
    super();
    this.rows = 1;
    this.cols = 1;
    this.size = 'thumb';
    this.matrix = undefined;
    this.note = '';
    this.caption = '';
    this.label = '';
    this.cmap = 'diverging';
    this.min = -1;
    this.max = 1;
  }

  private get inputs(): MapInputs {
    return { rows: this.rows, cols: this.cols, size: this.size };
  }

  /** The host's width, from the shape alone (CSS: at least THUMB_MIN_EM of its font for a thumb). */
  private applyWidth(): void {
    const { width } = mapSize(this.inputs);
    const wanted = this.size === 'thumb' ? `max(${width}px, ${THUMB_MIN_EM}em)` : px(width);
    this.style.setProperty('--pe-map-width', wanted);
  }

  override connectedCallback(): void {
    // Before the base measures the host's width: it follows from the shape.
    this.applyWidth();
    super.connectedCallback();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('rows') || changed.has('cols') || changed.has('size')) this.applyWidth();
    super.willUpdate(changed);
  }

  protected override boxHeight(width: number, font: number): number {
    return exerciseMapBox(this.inputs, width, font);
  }

  protected override renderFigure() {
    const m = this.matrix;
    if (m === undefined) return nothing;
    const plot = mapPlotSize(this.inputs, this.boxWidth);
    const box = styleMap({ width: px(plot.width), height: px(plot.height) });
    return html`<figure>
      ${
        m === null
          ? html`<div class="note" style=${box}>${this.note}</div>`
          : html`<pe-matrix
              style=${box}
              .matrix=${m}
              min=${this.min}
              max=${this.max}
              cmap=${this.cmap}
              label=${this.label}
            ></pe-matrix>`
      }
      ${
        this.size === 'thumb'
          ? html`<figcaption class="caption" data-part>${this.caption}</figcaption>`
          : nothing
      }
    </figure>`;
  }
}

define('pe-exercise-map', ExerciseMap);

declare global {
  interface HTMLElementTagNameMap {
    'pe-exercise-map': ExerciseMap;
  }
}
