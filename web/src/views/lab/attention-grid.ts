// <pe-lab-attention>: one trained model's attention on one example, a
// query-by-key map per layer and head (labAttention, computed in a worker:
// inspect.ts). A picker chooses the run (encoding and seed); the pointer or,
// once the maps have focus, the arrow keys choose a (query, key) cell, and
// every map's label line gives its weight there while the readout names the
// two tokens. A figure element: its box (inspect-boxes.ts) follows from the
// model's layers and heads, there before any numbers. It computes none.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { CellCursor } from '../../ui/cell-keys.js';
import { FigureElement } from '../../ui/figure-element.js';
import '../../ui/matrix-canvas.js';
import { define } from '../view-element.js';
import { inspectionStyles } from './figure-styles.js';
import { tokenName, type Inspection } from './inspect.js';
import { HEAD_GAP_PX, HEAD_PX, PICKER_EM, attentionBox, headColumns } from './inspect-boxes.js';
import type { LabRunName } from './view.js';

/** A run the picker offers, by its name in links (view.ts: `rope-2`). */
export interface RunChoice {
  readonly name: LabRunName;
  readonly label: string;
  /** Not trained yet: offered (disabled) only as the run a link picked. */
  readonly waiting?: boolean;
}

export class LabAttention extends FigureElement {
  static override properties: PropertyDeclarations = {
    layers: { attribute: false },
    heads: { attribute: false },
    runs: { attribute: false },
    picked: { attribute: false },
    inspection: { attribute: false },
    caption: { attribute: false },
    note: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    ...inspectionStyles,
    css`
      .picker {
        height: ${unsafeCSS(PICKER_EM)}em;
        display: flex;
        align-items: center;
        gap: 0.5em;
        white-space: nowrap;
        overflow: hidden;
      }
      select {
        font: inherit;
        max-width: calc(100% - 3em);
      }
      .maps {
        display: grid;
        grid-template-columns: repeat(var(--columns), ${unsafeCSS(HEAD_PX)}px);
        gap: 0 ${unsafeCSS(HEAD_GAP_PX)}px;
        row-gap: ${unsafeCSS(HEAD_GAP_PX)}px;
      }
      pe-matrix,
      .empty {
        width: ${unsafeCSS(HEAD_PX)}px;
        height: ${unsafeCSS(HEAD_PX)}px;
      }
    `,
  ];

  /** The model's shape (the box's inputs). */
  declare layers: number;
  declare heads: number;
  /** The runs the picker offers: the finished ones (none before training). */
  declare runs: readonly RunChoice[];
  /** The picked run's name. */
  declare picked: LabRunName;
  /** The picked run's weights on the example, or undefined while none. */
  declare inspection: Inspection | undefined;
  declare caption: unknown;
  /** What the readout says while there is nothing to read (train first, computing, an error). */
  declare note: string;

  private readonly cursor = new CellCursor(
    this,
    () => {
      const t = this.inspection?.tokens.length;
      return t ? { rows: t, cols: t } : undefined;
    },
    () => 'attention',
  );

  constructor() {
    super();
    this.layers = 1;
    this.heads = 1;
    this.runs = [];
    this.picked = '';
    this.inspection = undefined;
    this.caption = nothing;
    this.note = '';
  }

  protected override boxHeight(width: number, font: number): number {
    return attentionBox({ layers: this.layers, heads: this.heads }, width, font);
  }

  /** A `pick` event (detail: the run's name): the view puts it in the state. */
  private pick = (event: Event) => {
    const name = (event.target as HTMLSelectElement).value as LabRunName;
    this.dispatchEvent(new CustomEvent('pick', { detail: name, bubbles: true, composed: true }));
  };

  private readout(): unknown {
    const ins = this.inspection;
    const cell = this.cursor.active;
    if (!ins) return this.note;
    if (!cell) {
      // The example's tokens; the cursor's readout names the two of a cell.
      return `Point at a map or focus it and press an arrow key. The ${ins.tokens.length} tokens: ${Array.from(ins.tokens, tokenName).join(' ')}`;
    }
    const t = ins.tokens;
    return `query ${cell.row} (${tokenName(t[cell.row]!)}) on key ${cell.col} (${tokenName(t[cell.col]!)}): each head's weight beside its name`;
  }

  protected override renderFigure() {
    const width = this.boxWidth;
    if (width <= 0) return nothing;
    const ins = this.inspection;
    const t = ins?.tokens.length ?? 0;
    const cell = this.cursor.active;
    const maps = [];
    for (let l = 0; l < this.layers; l++) {
      for (let h = 0; h < this.heads; h++) {
        const name = `layer ${l + 1} head ${h + 1}`;
        if (!ins || ins.layers !== this.layers || ins.heads !== this.heads) {
          maps.push(
            html`<div>
              <div class="label">${name}</div>
              <div class="empty"></div>
            </div>`,
          );
          continue;
        }
        const at = (l * this.heads + h) * t * t;
        const data = ins.attention.subarray(at, at + t * t);
        const value = cell ? data[cell.row * t + cell.col]! : undefined;
        maps.push(
          html`<div>
            <div class="label">
              ${name}${value !== undefined ? html`: <span class="value">${value.toFixed(3)}</span>` : ''}
            </div>
            <pe-matrix
              .matrix=${{ rows: t, cols: t, data }}
              .min=${0}
              .max=${1}
              cmap="sequential"
              label=${`Attention of ${name}: query rows, key columns`}
              .highlight=${cell ? (r: number, c: number) => r === cell.row && c === cell.col : undefined}
            ></pe-matrix>
          </div>`,
        );
      }
    }
    return html`<figure>
      <figcaption>${this.caption}</figcaption>
      <div class="picker">
        <label for="run">Run</label>
        <select id="run" @change=${this.pick} ?disabled=${this.runs.every((r) => r.waiting)}>
          ${this.runs.length === 0 ? html`<option>none trained yet</option>` : nothing}
          ${this.runs.map(
            (r) =>
              html`<option
                value=${r.name}
                ?selected=${r.name === this.picked}
                ?disabled=${r.waiting === true}
              >
                ${r.label}
              </option>`,
          )}
        </select>
      </div>
      <div @cell-hover=${this.cursor.onHover}>
        ${this.cursor.group('Attention weights, one map per layer and head', html`${maps}`, 'maps')}
      </div>
      <div class="readout" aria-live="polite">${this.readout()}</div>
    </figure>`;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    this.setCount('--columns', (width) => headColumns(width, this.layers * this.heads));
  }
}

define('pe-lab-attention', LabAttention);

declare global {
  interface HTMLElementTagNameMap {
    'pe-lab-attention': LabAttention;
  }
}
