// <pe-relative-dots>: the dot-product matrix PE·PEᵀ with its legend, and a
// readout of the diagonal under the pointer or the keyboard-selected cell.
// Its own element because hovering and moving the selection change only
// this part: the rotation table above does not re-render.
import { LitElement, html, type PropertyDeclarations, type PropertyValues } from 'lit';

import { cssGradient } from '../../colormap.js';
import { fixed } from '../../format.js';
import type { CellEvent } from '../../matrix-canvas.js';
import '../../matrix-canvas.js';
import { styleMap } from '../../style-map.js';
import { baseStyles } from '../../styles.js';
import { wholeText } from '../../ui/whole-number.js';
import { define } from '../../view-element.js';
import { defaultCell, diagonalThrough, dotsNote, type Dots } from './derive.js';
import { dotsStyles } from './styles.js';

type Cell = { row: number; col: number };

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export class RelativeDots extends LitElement {
  static override properties: PropertyDeclarations = {
    dots: { attribute: false },
    seqLen: { attribute: false },
    pos: { attribute: false },
    k: { attribute: false },
    hover: { state: true },
    selected: { state: true },
  };
  static override styles = [baseStyles, dotsStyles];

  declare dots: Dots | undefined;
  declare seqLen: number;
  /** The view's position and offset: the first cell the keyboard selects. */
  declare pos: number;
  declare k: number;
  declare hover: Cell | undefined;
  /** The keyboard-selected cell. */
  declare selected: Cell | undefined;

  constructor() {
    super();
    this.dots = undefined;
    this.seqLen = 1;
    this.pos = 0;
    this.k = 0;
    this.hover = undefined;
    this.selected = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A smaller matrix may no longer hold the cell the readout describes.
    const n = this.dots?.n ?? 0;
    const inside = (cell: Cell | undefined) => cell !== undefined && cell.row < n && cell.col < n;
    if (changed.has('dots')) {
      if (!inside(this.hover)) this.hover = undefined;
      if (!inside(this.selected)) this.selected = undefined;
    }
  }

  private onKey(event: KeyboardEvent): void {
    const n = this.dots?.n;
    if (n === undefined) return;
    let { row, col } = this.selected ?? defaultCell(n, this.pos, this.k);
    const move = moves[event.key];
    if (move !== undefined) {
      // The first arrow press selects the default cell; later ones move it.
      if (this.selected !== undefined) {
        row += move[0];
        col += move[1];
      }
    } else if (event.key === 'Home') {
      row = 0;
      col = 0;
    } else if (event.key === 'End') {
      row = n - 1;
      col = n - 1;
    } else if (event.key === 'Escape') {
      this.selected = undefined;
      return;
    } else {
      return;
    }
    event.preventDefault();
    this.hover = undefined;
    this.selected = {
      row: Math.max(0, Math.min(n - 1, row)),
      col: Math.max(0, Math.min(n - 1, col)),
    };
  }

  override render() {
    const dots = this.dots;
    if (dots === undefined) return html``;
    const { n, matrix, min, max } = dots;
    const active = this.hover ?? this.selected;
    const offset = active ? active.col - active.row : undefined;
    const highlight =
      offset === undefined ? undefined : (row: number, col: number) => col - row === offset;
    return html`<div class="figure">
        <div
          class="matrix-wrap"
          tabindex="0"
          role="group"
          aria-label=${`Dot-product matrix PE·PEᵀ of positions 0 to ${n - 1}; arrow keys move the selected cell`}
          @keydown=${this.onKey}
          @blur=${() => {
            this.selected = undefined;
          }}
        >
          <pe-matrix
            .matrix=${matrix}
            .min=${min}
            .max=${max}
            cmap="sequential"
            label=${`Heat map of PE(p)·PE(q) for p, q from 0 to ${n - 1}, sequential colours from ${fixed(min, 1)} to ${fixed(max, 0)}`}
            .highlight=${highlight}
            @cell-hover=${(event: CustomEvent<CellEvent | null>) => {
              this.hover = event.detail ?? undefined;
            }}
          ></pe-matrix>
        </div>
        <div class="legend" aria-label="Colour legend">
          <span class="num">${fixed(min, 1)}</span>
          <span class="bar" style=${styleMap({ background: cssGradient('sequential') })}></span>
          <span class="num">${fixed(max, 0)} = d<sub>model</sub>/2</span>
        </div>
        <p class="muted">rows p, columns q. ${dotsNote(n, this.seqLen, dots.dModel)}</p>
      </div>
      <div class="side">
        <div class="readout card" aria-live="polite" data-value="diagonal">
          ${
            active
              ? this.diagonalText(active)
              : 'Hover a cell or focus the matrix and press an arrow key.'
          }
        </div>
        <p data-value="seed">
          <span class="source" data-source="tutorial">The tutorial's check</span> (its pe(50, 512)),
          computed at d<sub>model</sub> = ${dots.dModel}: PE5·PE8 =
          <span class="num">${fixed(dots.seed[0], 4)}</span> and PE20·PE23 =
          <span class="num">${fixed(dots.seed[1], 4)}</span>, both on the diagonal of offset 3.
        </p>
      </div>`;
  }

  private diagonalText(cell: Cell) {
    const d = diagonalThrough(this.dots!.matrix, cell.row, cell.col);
    return html`PE(${cell.row})·PE(${cell.col}) = <span class="num">${fixed(d.value, 4)}</span>;
      every cell on this diagonal (offset q − p = ${wholeText(d.offset)}) has the same value:
      <span class="num">${fixed(d.lo, 4)}..${fixed(d.hi, 4)}</span> over the diagonal's ${d.count}
      cell${d.count === 1 ? '' : 's'}.`;
  }
}

define('pe-relative-dots', RelativeDots);

declare global {
  interface HTMLElementTagNameMap {
    'pe-relative-dots': RelativeDots;
  }
}
