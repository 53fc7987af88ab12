// <pe-lab-gram>: a trained model's learned positions as PE·PEᵀ (the Gram
// of its learned table, labPositionGram) beside the sinusoidal encoding's
// (dotProducts) at the same size, rows and columns = positions. Each map is
// scaled to its own largest magnitude (a learned table has no fixed norm);
// the pointer or, once the maps have focus, the arrow keys choose a pair
// of positions, and the readout gives both dot products. A figure element:
// its box (inspect-boxes.ts) depends only on the width and font. It computes
// no number.
import { css, html, nothing, type PropertyDeclarations } from 'lit';

import { CellCursor } from '../../ui/cell-keys.js';
import { FigureElement } from '../../ui/figure-element.js';
import '../../ui/matrix-canvas.js';
import { define } from '../view-element.js';
import { inspectionStyles } from './figure-styles.js';
import { GRAM_GAP_PX, gramBox, gramPx } from './inspect-boxes.js';
import type { Inspection } from './inspect.js';

const largest = (data: Float64Array): number => {
  let m = 0;
  for (const v of data) if (Math.abs(v) > m) m = Math.abs(v);
  return m > 0 ? m : 1;
};

export class LabGram extends FigureElement {
  static override properties: PropertyDeclarations = {
    gram: { attribute: false },
    learnedLabel: { attribute: false },
    caption: { attribute: false },
    note: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    ...inspectionStyles,
    css`
      .maps {
        display: grid;
        grid-template-columns: repeat(2, var(--side));
        column-gap: ${GRAM_GAP_PX}px;
      }
      pe-matrix,
      .empty {
        width: var(--side);
        height: var(--side);
      }
    `,
  ];

  /** The learned and sinusoidal Grams (inspect.ts), or undefined while none. */
  declare gram: Inspection['gram'];
  /** The learned map's name (its run). */
  declare learnedLabel: string;
  declare caption: unknown;
  /** What the readout says while there is nothing to read. */
  declare note: string;

  private readonly cursor = new CellCursor(
    this,
    () => (this.gram ? { rows: this.gram.size, cols: this.gram.size } : undefined),
    () => 'gram',
  );

  constructor() {
    super();
    this.gram = undefined;
    this.learnedLabel = 'learned';
    this.caption = nothing;
    this.note = '';
  }

  protected override boxHeight(width: number, font: number): number {
    return gramBox(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    // The maps' side, from the function the box uses (setCount writes a bare number).
    if (this.boxWidth > 0) this.style.setProperty('--side', `${gramPx(this.boxWidth)}px`);
  }

  private readout(): string {
    const g = this.gram;
    const cell = this.cursor.active;
    if (!g) return this.note;
    if (!cell) {
      return `Colours to ±${largest(g.learned).toFixed(2)} and ±${largest(g.sinusoidal).toFixed(2)}. Point at a map, or focus it and press an arrow key.`;
    }
    const at = cell.row * g.size + cell.col;
    return `positions ${cell.row} and ${cell.col}: learned ${g.learned[at]!.toFixed(3)}, sinusoidal ${g.sinusoidal[at]!.toFixed(3)}`;
  }

  protected override renderFigure() {
    if (this.boxWidth <= 0) return nothing;
    const g = this.gram;
    const cell = this.cursor.active;
    const mark = cell ? (r: number, c: number) => r === cell.row && c === cell.col : undefined;
    const map = (name: string, data: Float64Array | undefined) => {
      if (!g || !data)
        return html`<div>
          <div class="label">${name}</div>
          <div class="empty"></div>
        </div>`;
      const m = largest(data);
      return html`<div>
        <div class="label">${name}</div>
        <pe-matrix
          .matrix=${{ rows: g.size, cols: g.size, data }}
          .min=${-m}
          .max=${m}
          cmap="diverging"
          label=${`${name}: PE·PEᵀ, positions by positions`}
          .highlight=${mark}
        ></pe-matrix>
      </div>`;
    };
    return html`<figure>
      <figcaption>${this.caption}</figcaption>
      <div @cell-hover=${this.cursor.onHover}>
        ${this.cursor.group(
          'Learned and sinusoidal PE·PEᵀ',
          html`${map(this.learnedLabel, g?.learned)}${map('sinusoidal', g?.sinusoidal)}`,
          'maps',
        )}
      </div>
      <div class="readout" aria-live="polite">${this.readout()}</div>
    </figure>`;
  }
}

define('pe-lab-gram', LabGram);

declare global {
  interface HTMLElementTagNameMap {
    'pe-lab-gram': LabGram;
  }
}
