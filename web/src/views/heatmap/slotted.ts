// The heat map's figures whose parts the view renders and slots into them
// (<pe-heatmap-map> in map.ts, and here the toolbar, the data table and the
// checks list). The parts live in the view's shadow root, so the view's
// styles (styles.ts), its ids (the canvas's aria-describedby, the toggle's
// aria-controls) and its tests reach them; the figure element gives them
// their box: its height from its box function (boxes.ts), and the custom
// properties and attributes the view's styles lay the parts out by, from the
// same numbers.
import { html, nothing, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import {
  captionLines,
  checkLines,
  checksBox,
  CHECK_ITEMS,
  checkChars,
  tableFigureBox,
  tableRegionPx,
  toolbarBox,
  toolbarNarrow,
} from './boxes.js';

export abstract class SlottedFigure extends FigureElement {
  static override properties: PropertyDeclarations = {
    ready: { type: Boolean },
  };

  /** The view has given it its parts (the model has arrived): they are shown. */
  declare ready: boolean;

  constructor() {
    super();
    this.ready = false;
  }

  /** Sets what the view's styles lay the parts out by, at this width and font. */
  protected abstract layOut(width: number, font: number): void;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    if (this.boxWidth > 0) this.layOut(this.boxWidth, this.boxFont);
  }

  protected override renderFigure() {
    return this.ready ? html`<slot></slot>` : nothing;
  }
}

/** <pe-heatmap-toolbar>: zoom, its axes and the example sizes (boxes.ts toolbarBox). */
export class HeatmapToolbar extends SlottedFigure {
  protected override boxHeight(width: number, font: number): number {
    return toolbarBox({ showControls: true }, width, font);
  }

  protected override layOut(width: number, font: number): void {
    this.toggleAttribute('narrow', toolbarNarrow(width, font));
  }
}

/** <pe-heatmap-table-figure>: the data table's toggle and region (boxes.ts tableFigureBox). */
export class HeatmapTableFigure extends SlottedFigure {
  static override properties: PropertyDeclarations = {
    ...SlottedFigure.properties,
    open: { type: Boolean },
    rows: { type: Number },
  };

  /** The table is shown. */
  declare open: boolean;
  /** Its rows: the visible positions, at most the table's limit. */
  declare rows: number;

  constructor() {
    super();
    this.open = false;
    this.rows = 1;
  }

  protected override boxHeight(width: number, font: number): number {
    return tableFigureBox({ open: this.open, rows: this.rows }, width, font);
  }

  protected override layOut(width: number, font: number): void {
    this.style.setProperty('--pe-table-region', `${tableRegionPx(this.rows, width, font)}px`);
    this.style.setProperty('--pe-caption-lines', String(captionLines(width, font)));
  }
}

/** <pe-heatmap-checks>: "Check the numbers", an item of fixed lines per check (boxes.ts checksBox). */
export class HeatmapChecks extends SlottedFigure {
  static override properties: PropertyDeclarations = {
    ...SlottedFigure.properties,
    seqLen: { type: Number },
    dModel: { type: Number },
    layout: { type: String },
  };

  declare seqLen: number;
  declare dModel: number;
  declare layout: string;

  constructor() {
    super();
    this.seqLen = 1;
    this.dModel = 2;
    this.layout = 'interleaved';
  }

  protected override boxHeight(width: number, font: number): number {
    return checksBox(
      { seqLen: this.seqLen, dModel: this.dModel, layout: this.layout },
      width,
      font,
    );
  }

  protected override layOut(width: number, font: number): void {
    for (const item of CHECK_ITEMS) {
      const lines = checkLines(checkChars(item, this.layout), width, font);
      this.style.setProperty(`--pe-lines-${item}`, String(lines));
    }
  }
}

define('pe-heatmap-toolbar', HeatmapToolbar);
define('pe-heatmap-table-figure', HeatmapTableFigure);
define('pe-heatmap-checks', HeatmapChecks);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-toolbar': HeatmapToolbar;
    'pe-heatmap-table-figure': HeatmapTableFigure;
    'pe-heatmap-checks': HeatmapChecks;
  }
}
