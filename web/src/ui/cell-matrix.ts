// <pe-cell-matrix>: a square matrix with its colour legend and a readout of
// the cell under the pointer or the keyboard-selected cell: the (query, key)
// matrices of the scheme views (Shaw, T5, ALiBi) and the relative view's
// dot products PE·PEᵀ (which marks the whole diagonal of that cell). The view
// supplies the words of the readout (`describe`); this part owns hover,
// selection and the arrow keys, so that moving over the matrix re-renders
// only it.
//
// A figure element (figure-element.ts): its box (cell-matrix-box.ts) is the
// square at the figure's width (at most MATRIX_EM), a legend line, the note's
// lines and the readout's, beside the matrix or under it by a container
// query on the same breakpoint the box function tests. Every line has a
// fixed height; a longer readout is clamped, never wraps the box taller.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations, type TemplateResult } from 'lit';

import {
  CARD_BORDER_PX,
  CARD_PAD_EM,
  cellMatrixBox,
  type CellMatrixBoxInputs,
  LINE_EM,
  MATRIX_EM,
  NARROW_EM,
  noteLines,
  PART_GAP_EM,
  readoutLines,
  SIDE_BY_SIDE_EM,
  SIDE_GAP_EM,
  SMALL_FONT_EM,
  STACK_GAP_EM,
} from './cell-matrix-box.js';
import { cssGradient } from './colormap.js';
import type { Matrix } from '../engine/index.js';
import { CellCursor, type Cell } from './cell-keys.js';
import type { BoxFunction } from './figure-box.js';
import { FigureElement } from './figure-element.js';
import './matrix-canvas.js';
import type { Colormap } from '../views/state.js';
import { styleMap } from './style-map.js';
import { define } from '../views/view-element.js';
import { wholeText } from './whole-number.js';

/** What rows and columns of a (query, key) matrix are: the note's default. */
const QUERY_KEY_NOTE = 'rows: query m (top to bottom), columns: key n (left to right).';

export type { Cell } from './cell-keys.js';

export class CellMatrix extends FigureElement {
  static override properties: PropertyDeclarations = {
    matrix: { attribute: false },
    min: { attribute: false },
    max: { attribute: false },
    cmap: { attribute: false },
    label: { attribute: false },
    figure: { attribute: false },
    minText: { attribute: false },
    maxText: { attribute: false },
    describe: { attribute: false },
    heatLabel: { attribute: false },
    note: { attribute: false },
    diagonal: { attribute: false },
    start: { attribute: false },
    readoutName: { attribute: false },
    readout: { attribute: false },
    box: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .frame {
        container-type: inline-size;
      }
      .layout {
        display: flex;
        flex-direction: column;
        gap: ${unsafeCSS(STACK_GAP_EM)}em;
      }
      .figure {
        display: flex;
        flex-direction: column;
        gap: ${unsafeCSS(PART_GAP_EM)}em;
        width: 100%;
        max-width: ${unsafeCSS(MATRIX_EM)}em;
      }
      /* The ratio is on the canvas's element, which has no padding or border:
         WebKitGTK applied it to the content box of a padded wrapper (4 px taller). */
      .matrix-wrap {
        width: 100%;
        border-radius: var(--pe-radius);
        padding: 2px;
      }
      pe-matrix {
        width: 100%;
        aspect-ratio: 1;
      }
      .legend,
      .note {
        font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        overflow: hidden;
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.5em;
        height: ${unsafeCSS(LINE_EM)}em;
        white-space: nowrap;
        font-variant-numeric: tabular-nums;
      }
      .legend sub {
        line-height: 0;
      }
      .legend .bar {
        flex: 1;
        min-width: 2em;
        height: 0.8em;
        border-radius: 3px;
        border: 1px solid var(--pe-border);
      }
      .note,
      .lines {
        display: -webkit-box;
        -webkit-box-orient: vertical;
      }
      .note {
        margin: 0;
        max-width: none;
        -webkit-line-clamp: ${unsafeCSS(noteLines(Infinity, 1))};
        height: ${unsafeCSS(noteLines(Infinity, 1) * LINE_EM)}em;
      }
      .side {
        min-width: 0;
      }
      .readout {
        height: calc(
          ${unsafeCSS(readoutLines(NARROW_EM + 1, 1) * LINE_EM + 2 * CARD_PAD_EM)}em +
            ${unsafeCSS(2 * CARD_BORDER_PX)}px
        );
        padding: ${unsafeCSS(CARD_PAD_EM)}em 0.8em;
        border-width: ${unsafeCSS(CARD_BORDER_PX)}px;
        line-height: ${unsafeCSS(LINE_EM)};
        overflow: hidden;
        font-variant-numeric: tabular-nums;
      }
      .lines {
        -webkit-line-clamp: ${unsafeCSS(readoutLines(NARROW_EM + 1, 1))};
        max-height: ${unsafeCSS(readoutLines(NARROW_EM + 1, 1) * LINE_EM)}em;
        overflow: hidden;
      }
      @container (max-width: ${unsafeCSS(NARROW_EM)}em) {
        .note {
          -webkit-line-clamp: ${unsafeCSS(noteLines(0, 1))};
          height: ${unsafeCSS(noteLines(0, 1) * LINE_EM)}em;
        }
        .readout {
          height: calc(
            ${unsafeCSS(readoutLines(0, 1) * LINE_EM + 2 * CARD_PAD_EM)}em +
              ${unsafeCSS(2 * CARD_BORDER_PX)}px
          );
        }
        .lines {
          -webkit-line-clamp: ${unsafeCSS(readoutLines(0, 1))};
          max-height: ${unsafeCSS(readoutLines(0, 1) * LINE_EM)}em;
        }
      }
      @container (min-width: ${unsafeCSS(SIDE_BY_SIDE_EM)}em) {
        .layout {
          flex-direction: row;
          align-items: flex-start;
          gap: ${unsafeCSS(SIDE_GAP_EM)}em;
        }
        .figure {
          flex: none;
          width: ${unsafeCSS(MATRIX_EM)}em;
        }
        .side {
          flex: 1 1 0;
        }
        .readout {
          height: calc(
            ${unsafeCSS(readoutLines(Infinity, 1) * LINE_EM + 2 * CARD_PAD_EM)}em +
              ${unsafeCSS(2 * CARD_BORDER_PX)}px
          );
        }
        .lines {
          -webkit-line-clamp: ${unsafeCSS(readoutLines(Infinity, 1))};
          max-height: ${unsafeCSS(readoutLines(Infinity, 1) * LINE_EM)}em;
        }
      }
      /* Unset (the surrounding font) unless the page asks for mono numbers. */
      .num {
        font-family: var(--pe-cell-matrix-num-font);
      }
    `,
  ];

  declare matrix: Matrix | undefined;
  declare min: number;
  declare max: number;
  declare cmap: Colormap;
  /** The matrix's name for the keyboard (and for the heat map unless `heatLabel` is set). */
  declare label: string;
  /** Its figure's name in figure mode (views/<id>/figures.ts), for pe-cursor (ui/cursor-event.ts). */
  declare figure: string;
  declare minText: TemplateResult | string;
  declare maxText: TemplateResult | string;
  /** The readout of one cell (row, column). */
  declare describe: ((cell: Cell) => TemplateResult | string) | undefined;
  /** The heat map's own label when it says more than `label`. */
  declare heatLabel: string | undefined;
  /** What rows and columns are, under the legend. */
  declare note: TemplateResult | string;
  /** Mark the whole diagonal through the active cell, not the cell alone. */
  declare diagonal: boolean;
  /** The cell the first arrow press selects. */
  declare start: Cell;
  /** The readout's data-value name. */
  declare readoutName: string;
  /**
   * Whether the readout card shows: false in figure mode without the
   * `readout` control (the view passes ui/chapter.ts ownReadoutShown()). The
   * cursor still moves, marks its cell and fires pe-cursor without it.
   */
  declare readout: boolean;
  /** Its box function: its view's (views/<id>/boxes.ts, which the first paint sizes it by). */
  declare box: BoxFunction<CellMatrixBoxInputs | undefined>;
  /** The cell under the pointer or the one the keys select, from `start`. */
  private readonly cursor = new CellCursor(
    this,
    () => this.matrix && { rows: this.matrix.rows, cols: this.matrix.cols, start: this.start },
    () => this.figure,
  );

  constructor() {
    super();
    this.matrix = undefined;
    this.min = 0;
    this.max = 1;
    this.cmap = 'sequential';
    this.label = '';
    this.figure = '';
    this.minText = '';
    this.maxText = '';
    this.describe = undefined;
    this.heatLabel = undefined;
    this.note = QUERY_KEY_NOTE;
    this.diagonal = false;
    this.start = { row: 0, col: 0 };
    this.readoutName = 'cell';
    this.readout = true;
    this.box = cellMatrixBox;
  }

  protected override boxHeight(width: number, font: number): number {
    return this.box({ readout: this.readout }, width, font);
  }

  protected override renderFigure() {
    const m = this.matrix;
    if (m === undefined) return nothing;
    const active = this.cursor.active;
    const highlight =
      active === undefined
        ? undefined
        : this.diagonal
          ? (row: number, col: number) => col - row === active.col - active.row
          : (row: number, col: number) => row === active.row && col === active.col;
    return html`<div class="layout">
      <div class="figure">
        ${this.cursor.group(
          this.label,
          html`<pe-matrix
            .matrix=${m}
            .min=${this.min}
            .max=${this.max}
            cmap=${this.cmap}
            label=${this.heatLabel ?? this.label}
            .highlight=${highlight}
            @cell-hover=${this.cursor.onHover}
          ></pe-matrix>`,
          'matrix-wrap',
        )}
        <div class="legend" aria-label="Colour legend">
          <span class="num">${this.minText}</span>
          <span class="bar" style=${styleMap({ background: cssGradient(this.cmap) })}></span>
          <span class="num">${this.maxText}</span>
        </div>
        <p class="note muted" data-part>${this.note}</p>
      </div>
      ${
        this.readout
          ? html`<div class="side">
              <div class="readout card" aria-live="polite" data-value=${this.readoutName}>
                <div class="lines" data-part>
                  ${
                    active && this.describe
                      ? this.describe(active)
                      : 'Hover a cell or focus the matrix and press an arrow key.'
                  }
                </div>
              </div>
            </div>`
          : nothing
      }
    </div>`;
  }
}

define('pe-cell-matrix', CellMatrix);

/** The note of a (query, key) matrix cut to its first `shown` of `total` positions (it says so when cut). */
export function queryKeyNote(shown: number, total: number): string {
  return total > shown
    ? `${QUERY_KEY_NOTE} Showing the first ${shown} of ${wholeText(total)} positions.`
    : QUERY_KEY_NOTE;
}

declare global {
  interface HTMLElementTagNameMap {
    'pe-cell-matrix': CellMatrix;
  }
}
