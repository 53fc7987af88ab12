// <pe-attention-terms>: the four score terms and the score, each a (query m,
// key n) matrix from the engine, in one keyboard group: hovering a cell or
// moving the cell with the arrow keys names it (a `pe-cell` event, detail
// the cell) for the readout, and every matrix marks it.
//
// A figure element (ui/figure-element.ts): its box (boxes.ts termsBox) is a
// grid of equal columns, as many as fit (it sets their count itself, from
// the same function), each term a heading of two fixed lines, a formula
// line, a square and a range line, so it is known from the width before the
// engine arrives.
import { css, html, nothing, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { fitted } from '../../ui/format-width.js';
import type { CellEvent } from '../../ui/matrix-canvas.js';
import '../../ui/matrix-canvas.js';
import type { Colormap } from '../state.js';
import { define, heading } from '../view-element.js';
import {
  HEADING_FONT_EM,
  HEADING_LINE,
  HEADING_LINES,
  LINE_EM,
  SMALL_FONT_EM,
  TERM_GAP_EM,
  TERM_PART_GAP_EM,
  TERMS_MARGIN_EM,
  termColumns,
  termsBox,
} from './boxes.js';
import { moveCell, type AttentionModel, type Cell, type TermKey } from './derive.js';

/** A term's words (the chapter's phrases, given by the view). */
export interface TermLabel {
  readonly title: unknown;
  readonly formula: unknown;
  /** The matrix's name for assistive technology, as plain text. */
  readonly name: string;
}

export class AttentionTermsFigure extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    cell: { attribute: false },
    cmap: { attribute: false },
    labels: { attribute: false },
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
      .term sub {
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

  /** The engine's terms; undefined until they arrive. */
  declare model: AttentionModel | undefined;
  /** The (query, key) cell marked in every matrix. */
  declare cell: Cell;
  declare cmap: Colormap;
  declare labels: Readonly<Record<TermKey, TermLabel>> | undefined;
  /** The view's heading level (the terms' headings sit one below its sections). */
  declare headingLevel: number | undefined;

  constructor() {
    super();
    this.model = undefined;
    this.cell = { row: 0, col: 0 };
    this.cmap = 'diverging';
    this.labels = undefined;
    this.headingLevel = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return termsBox(undefined, width, font);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const width = this.boxWidth;
    if (!(width > 0)) return;
    const font = parseFloat(getComputedStyle(this).fontSize) || 16;
    this.style.setProperty('--pe-term-columns', String(termColumns(width, font)));
  }

  private pick(cell: Cell): void {
    this.dispatchEvent(new CustomEvent<Cell>('pe-cell', { detail: cell }));
  }

  private onHover = (event: CustomEvent<CellEvent | null>) => {
    if (event.detail) this.pick({ row: event.detail.row, col: event.detail.col });
  };

  private onKey = (event: KeyboardEvent) => {
    if (!this.model) return;
    const next = moveCell(this.cell, event.key, this.model.n);
    if (next === undefined) return;
    event.preventDefault();
    this.pick(next);
  };

  protected override renderFigure() {
    const model = this.model;
    const labels = this.labels;
    if (model === undefined || labels === undefined) return nothing;
    const { row, col } = this.cell;
    const n = model.n;
    return html`<div
      class="terms cells"
      tabindex="0"
      role="group"
      aria-label="Score terms of query m and key n; arrow keys move the cell"
      @keydown=${this.onKey}
      @cell-hover=${this.onHover}
    >
      ${model.terms.map((t) => {
        const label = labels[t.key];
        return html`<figure class="term" data-term=${t.key}>
          ${heading(this.headingLevel, 1, label.title)}
          <span class="formula">${label.formula}</span>
          <pe-matrix
            .matrix=${{ rows: n, cols: n, data: t.data }}
            .min=${-t.limit}
            .max=${t.limit}
            cmap=${this.cmap}
            label=${`${label.name}: ${n} by ${n}, rows query m, columns key n`}
            .highlight=${(r: number, c: number) => r === row && c === col}
          ></pe-matrix>
          <span class="range" data-part>±${fitted(t.limit, 7)}</span>
        </figure>`;
      })}
    </div>`;
  }
}

define('pe-attention-terms', AttentionTermsFigure);

declare global {
  interface HTMLElementTagNameMap {
    'pe-attention-terms': AttentionTermsFigure;
  }
}
