// A grid of score terms, each a (query m, key n) matrix from the engine,
// in one keyboard group: hovering a cell or moving the cell with the arrow
// keys names it (a `pe-cell` event, detail the cell) for the readout, and
// every matrix marks it; the host page hears of it too (pe-cursor). The
// attention chapter's four terms and score (<pe-attention-terms>) and
// Transformer-XL's four terms and their sum (<pe-txl-terms>) are its two
// uses; each gives its terms' words and data.
//
// A figure element (ui/figure-element.ts): its box (terms-grid-box.ts) is a
// grid of equal columns, as many as fit (it sets their count itself, from
// the same function), each term a heading of two fixed lines, its small
// lines (a formula, a range) and a square, so it is known from the width
// before the engine arrives.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import type { Colormap } from '../views/state.js';
import { heading } from '../views/view-element.js';
import { fireCursor } from './cursor-event.js';
import { FigureElement } from './figure-element.js';
import type { CellEvent } from './matrix-canvas.js';
import './matrix-canvas.js';
import {
  HEADING_FONT_EM,
  HEADING_LINE,
  HEADING_LINES,
  LINE_EM,
  SMALL_FONT_EM,
  TERM_GAP_EM,
  TERM_PART_GAP_EM,
  TERMS_MARGIN_EM,
  moveCell,
  type Cell,
  type TermsGrid,
} from './terms-grid-box.js';

/** One term as the grid draws it. */
export interface GridTerm {
  readonly key: string;
  /** Its heading (two lines at most). */
  readonly title: unknown;
  /** Its formula line. */
  readonly formula: unknown;
  /** Its range line, for a grid whose shape has one (smallLines 2). */
  readonly range?: unknown;
  /** The n × n matrix, row-major, drawn on the colour scale ±limit. */
  readonly data: ArrayLike<number>;
  readonly limit: number;
  /** The matrix's name for assistive technology, as plain text. */
  readonly label: string;
}

export abstract class TermsGridFigure extends FigureElement {
  static override properties: PropertyDeclarations = {
    cell: { attribute: false },
    cmap: { attribute: false },
    headingLevel: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .terms {
        display: grid;
        grid-template-columns: repeat(var(--pe-term-columns, 1), minmax(0, 1fr));
        gap: ${unsafeCSS(TERM_GAP_EM)}em;
        margin: ${unsafeCSS(TERMS_MARGIN_EM)}em 0;
      }
      .term {
        display: flex;
        flex-direction: column;
        gap: ${unsafeCSS(TERM_PART_GAP_EM)}em;
        min-width: 0;
        margin: 0;
      }
      .term .section {
        margin: 0;
        font-size: ${unsafeCSS(HEADING_FONT_EM)}em;
        line-height: ${unsafeCSS(HEADING_LINE)};
        height: ${unsafeCSS(HEADING_LINES * HEADING_LINE)}em;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: ${unsafeCSS(HEADING_LINES)};
        overflow: hidden;
      }
      .term .formula,
      .term .range {
        display: block;
        font-size: ${unsafeCSS(SMALL_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        height: ${unsafeCSS(LINE_EM)}em;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        color: var(--pe-muted);
      }
      .term .range {
        font-family: var(--pe-mono, monospace);
        font-variant-numeric: tabular-nums;
      }
      .term sub,
      .term sup {
        line-height: 0;
      }
      /* The ratio is on an element with no padding or border (see
         ui/cell-matrix.ts); its frame is a shadow outside the square. */
      .term pe-matrix {
        aspect-ratio: 1;
        width: 100%;
        box-shadow: 0 0 0 1px var(--pe-border);
      }
      .cells:focus-visible {
        outline: 2px solid var(--pe-accent);
        outline-offset: 2px;
      }
    `,
  ];

  /** The (query, key) cell marked in every matrix. */
  declare cell: Cell;
  declare cmap: Colormap;
  /** The view's heading level (the terms' headings sit one below its sections). */
  declare headingLevel: number | undefined;

  /** The grid's shape and box (its view's boxes.ts). */
  protected abstract readonly grid: TermsGrid;
  /** The group's accessible name. */
  protected abstract readonly groupLabel: string;
  /** The matrices' side n, once the engine's terms have arrived. */
  protected abstract size(): number | undefined;
  /** The terms to draw (called only once size() is known). */
  protected abstract terms(): readonly GridTerm[] | undefined;

  constructor() {
    super();
    this.cell = { row: 0, col: 0 };
    this.cmap = 'diverging';
    this.headingLevel = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return this.grid.box(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    this.setCount('--pe-term-columns', this.grid.columns);
  }

  /** The last cell reported to the host page, to report one per change of cell. */
  private lastCursor = '';

  private pick(cell: Cell, source: 'pointer' | 'keyboard'): void {
    this.dispatchEvent(new CustomEvent<Cell>('pe-cell', { detail: cell }));
    const key = `${cell.row} ${cell.col} ${source}`;
    if (key === this.lastCursor) return;
    this.lastCursor = key;
    // The host page hears of it (ui/cursor-event.ts): both uses name this figure `terms` in
    // figure mode (their figures.ts); the widget names the view.
    fireCursor(this, { view: '', figure: 'terms', row: cell.row, col: cell.col, source });
  }

  private onHover = (event: CustomEvent<CellEvent | null>) => {
    if (event.detail) this.pick({ row: event.detail.row, col: event.detail.col }, 'pointer');
  };

  private onKey = (event: KeyboardEvent) => {
    const n = this.size();
    if (n === undefined) return;
    const next = moveCell(this.cell, event.key, n);
    if (next === undefined) return;
    event.preventDefault();
    this.pick(next, 'keyboard');
  };

  protected override renderFigure() {
    const n = this.size();
    const terms = n === undefined ? undefined : this.terms();
    if (n === undefined || terms === undefined) return nothing;
    const { row, col } = this.cell;
    return html`<div
      class="terms cells"
      tabindex="0"
      role="group"
      aria-label=${this.groupLabel}
      @keydown=${this.onKey}
      @cell-hover=${this.onHover}
    >
      ${terms.map(
        (t) =>
          html`<figure class="term" data-term=${t.key}>
            ${heading(this.headingLevel, 1, t.title)}
            <span class="formula">${t.formula}</span>
            <pe-matrix
              .matrix=${{ rows: n, cols: n, data: t.data }}
              .min=${-t.limit}
              .max=${t.limit}
              cmap=${this.cmap}
              label=${t.label}
              .highlight=${(r: number, c: number) => r === row && c === col}
            ></pe-matrix>
            ${t.range === undefined ? nothing : html`<span class="range" data-part>${t.range}</span>`}
          </figure>`,
      )}
    </div>`;
  }
}
