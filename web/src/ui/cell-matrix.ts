// <pe-cell-matrix>: a square matrix with its colour legend and a readout of
// the cell under the pointer or the keyboard-selected cell: the (query, key)
// matrices of the scheme views (Shaw, T5, ALiBi) and the relative view's
// dot products PE·PEᵀ (which marks the whole diagonal of that cell). The view
// supplies the words of the readout (`describe`); this part owns hover,
// selection and the arrow keys, so that moving over the matrix re-renders
// only it.
import {
  LitElement,
  css,
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';

import { cssGradient } from './colormap.js';
import type { Matrix } from '../engine/index.js';
import type { CellEvent } from './matrix-canvas.js';
import './matrix-canvas.js';
import type { Colormap } from '../views/state.js';
import { styleMap } from './style-map.js';
import { baseStyles } from './styles.js';
import { define } from '../views/view-element.js';
import { wholeText } from './whole-number.js';

export interface Cell {
  row: number;
  col: number;
}

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export class CellMatrix extends LitElement {
  static override properties: PropertyDeclarations = {
    matrix: { attribute: false },
    min: { attribute: false },
    max: { attribute: false },
    cmap: { attribute: false },
    label: { attribute: false },
    minText: { attribute: false },
    maxText: { attribute: false },
    describe: { attribute: false },
    heatLabel: { attribute: false },
    note: { attribute: false },
    diagonal: { attribute: false },
    start: { attribute: false },
    readoutName: { attribute: false },
    hover: { state: true },
    selected: { state: true },
  };
  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 1em 2em;
        align-items: flex-start;
      }
      .figure {
        flex: 0 1 26em;
        min-width: 0;
      }
      .matrix-wrap {
        width: 100%;
        border-radius: var(--pe-radius);
        padding: 2px;
      }
      pe-matrix {
        width: 100%;
        aspect-ratio: 1;
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.5em;
        font-size: 0.85em;
        margin-top: 0.3em;
        font-variant-numeric: tabular-nums;
      }
      .legend .bar {
        flex: 1;
        height: 0.8em;
        border-radius: 3px;
        border: 1px solid var(--pe-border);
      }
      .side {
        flex: 1 1 16em;
        min-width: 0;
      }
      .readout {
        min-height: 4.5em;
        font-variant-numeric: tabular-nums;
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
  declare hover: Cell | undefined;
  declare selected: Cell | undefined;

  constructor() {
    super();
    this.matrix = undefined;
    this.min = 0;
    this.max = 1;
    this.cmap = 'sequential';
    this.label = '';
    this.minText = '';
    this.maxText = '';
    this.describe = undefined;
    this.heatLabel = undefined;
    this.note = 'rows: query i (top to bottom), columns: key j (left to right).';
    this.diagonal = false;
    this.start = { row: 0, col: 0 };
    this.readoutName = 'cell';
    this.hover = undefined;
    this.selected = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A smaller matrix may no longer hold the cell the readout describes.
    if (changed.has('matrix')) {
      const m = this.matrix;
      const inside = (cell: Cell | undefined) =>
        cell !== undefined && m !== undefined && cell.row < m.rows && cell.col < m.cols;
      if (!inside(this.hover)) this.hover = undefined;
      if (!inside(this.selected)) this.selected = undefined;
    }
  }

  private onKey(event: KeyboardEvent): void {
    const m = this.matrix;
    if (m === undefined) return;
    let { row, col } = this.selected ?? this.start;
    const move = moves[event.key];
    if (move !== undefined) {
      // The first arrow press selects the start cell; later ones move it.
      if (this.selected !== undefined) {
        row += move[0];
        col += move[1];
      }
    } else if (event.key === 'Home') {
      row = 0;
      col = 0;
    } else if (event.key === 'End') {
      row = m.rows - 1;
      col = m.cols - 1;
    } else if (event.key === 'Escape') {
      this.selected = undefined;
      return;
    } else {
      return;
    }
    event.preventDefault();
    this.hover = undefined;
    this.selected = {
      row: Math.max(0, Math.min(m.rows - 1, row)),
      col: Math.max(0, Math.min(m.cols - 1, col)),
    };
  }

  override render() {
    const m = this.matrix;
    if (m === undefined) return html``;
    const active = this.hover ?? this.selected;
    const highlight =
      active === undefined
        ? undefined
        : this.diagonal
          ? (row: number, col: number) => col - row === active.col - active.row
          : (row: number, col: number) => row === active.row && col === active.col;
    return html`<div class="figure">
        <div
          class="matrix-wrap"
          tabindex="0"
          role="group"
          aria-label=${`${this.label}; arrow keys move the selected cell`}
          @keydown=${this.onKey}
          @blur=${() => {
            this.selected = undefined;
          }}
        >
          <pe-matrix
            .matrix=${m}
            .min=${this.min}
            .max=${this.max}
            cmap=${this.cmap}
            label=${this.heatLabel ?? this.label}
            .highlight=${highlight}
            @cell-hover=${(event: CustomEvent<CellEvent | null>) => {
              this.hover = event.detail ?? undefined;
            }}
          ></pe-matrix>
        </div>
        <div class="legend" aria-label="Colour legend">
          <span class="num">${this.minText}</span>
          <span class="bar" style=${styleMap({ background: cssGradient(this.cmap) })}></span>
          <span class="num">${this.maxText}</span>
        </div>
        <p class="muted">${this.note}</p>
      </div>
      <div class="side">
        <div class="readout card" aria-live="polite" data-value=${this.readoutName}>
          ${
            active && this.describe
              ? this.describe(active)
              : 'Hover a cell or focus the matrix and press an arrow key.'
          }
        </div>
        <slot></slot>
      </div>`;
  }
}

define('pe-cell-matrix', CellMatrix);

/** The note under a matrix cut to its first `shown` of `total` positions; nothing when not cut. */
export function shownNote(shown: number, total: number) {
  return total > shown
    ? html`<p class="muted">Showing the first ${shown} of ${wholeText(total)} positions.</p>`
    : nothing;
}

declare global {
  interface HTMLElementTagNameMap {
    'pe-cell-matrix': CellMatrix;
  }
}
