// <pe-heatmap-readout>: what the engine says about the cell under the
// pointer or the keyboard cursor (pair, angle, value, wavelength) and, for
// a pixel that averages several cells, that pixel's mean.
//
// A sub-element so that hovering re-renders only this card and the
// hover box, never the figure. A figure element (ui/figure-element.ts): its
// box (boxes.ts) is the card's head line and a row of fixed height per item,
// the pixel's mean included (its row is kept empty for a single cell), so
// neither a hover nor a long value moves what is under it. On a narrow box
// (the host's `stacked` attribute) the names sit above their values, two
// lines each. The card renders into the light DOM, i.e. the heat-map view's
// shadow root, and is slotted into the figure's frame: the canvas's
// aria-describedby reaches #readout, and the view's styles apply.
import { html, nothing, render, type PropertyDeclarations, type PropertyValues } from 'lit';

import { cssColorOf } from '../../ui/colormap.js';
import type { PosEnc } from '../../engine/index.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import { FigureElement } from '../../ui/figure-element.js';
import { defaultState, type Colormap, type State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import { readoutBox, readoutStacked } from './boxes.js';
import { describeCell, type CellInfo } from './derive.js';

export class HeatmapReadout extends FigureElement {
  static override properties: PropertyDeclarations = {
    pe: { attribute: false },
    dModel: { attribute: false },
    base: { attribute: false },
    layout: { attribute: false },
    cmap: { attribute: false },
    wavelengths: { attribute: false },
    row: { attribute: false },
    col: { attribute: false },
    pointer: { attribute: false },
    pixel: { attribute: false },
  };

  declare pe: PosEnc | undefined;
  declare dModel: number;
  declare base: number;
  declare layout: State['layout'];
  declare cmap: Colormap;
  declare wavelengths: Float64Array | undefined;
  declare row: number;
  declare col: number;
  /** True for the cell under the pointer, false for the keyboard cursor. */
  declare pointer: boolean;
  /** The hovered pixel's mean, in words, when it averages several cells. */
  declare pixel: string | undefined;

  private info: CellInfo | undefined;

  constructor() {
    super();
    this.dModel = 2;
    this.base = defaultState.base;
    this.layout = defaultState.layout;
    this.cmap = 'diverging';
    this.row = 0;
    this.col = 0;
    this.pointer = false;
  }

  protected override boxHeight(width: number, font: number): number {
    return readoutBox(undefined, width, font);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const width = this.boxWidth;
    if (width > 0) {
      const font = parseFloat(getComputedStyle(this).fontSize) || 16;
      this.toggleAttribute('stacked', readoutStacked(width, font));
    }
    const cellInputs = ['pe', 'dModel', 'base', 'layout', 'wavelengths', 'row', 'col'] as const;
    if (!cellInputs.some((key) => changed.has(key))) return;
    try {
      this.info =
        this.pe && this.wavelengths
          ? describeCell(this, this.pe, this.wavelengths, this.row, this.col)
          : undefined;
    } catch {
      this.info = undefined;
    }
  }

  /** The frame shows the card (slotted from the light DOM) once there is a cell to describe. */
  protected override renderFigure() {
    return this.info ? html`<slot></slot>` : nothing;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    render(this.card(), this);
  }

  private card() {
    const info = this.info;
    if (!info) return html`<div class="readout card" id="readout"></div>`;
    const base = significant(this.base);
    const exponent = html`<sup>${2 * info.pair}/${this.dModel}</sup>`;
    const pos = grouped(info.row);
    return html`<div class="readout card" id="readout">
      <span class="head"
        >${this.pointer ? 'Pointer' : 'Cursor'}: pos ${pos}, dim ${grouped(info.col)}</span
      >
      <span class="k">pair</span>
      <span class="v"
        ><var>i</var> = ${grouped(info.pair)}, the ${info.fn} of the pair (${info.column})</span
      >
      <span class="k">angle</span>
      <span class="v"
        >θ = pos / ${base}<sup>2i/d<sub>model</sub></sup> = ${pos} / ${base}${exponent} =
        ${significant(info.angle, 7)}
        rad${info.reduced === undefined ? '' : ` (≡ ${fixed(info.reduced, 4)} mod 2π)`}</span
      >
      <span class="k">value</span>
      <span class="v"
        ><span
          class="swatch"
          style=${styleMap({ background: cssColorOf(info.value, this.cmap) })}
        ></span
        >PE(${pos}, ${grouped(info.col)}) = ${info.fn} θ =
        <span class="value">${fixed(info.value, 4)}</span>
        <span class="muted">(${String(info.value).replace('-', '−')})</span></span
      >
      <span class="k">wavelength</span>
      <span class="v"
        >λ<sub>${grouped(info.pair)}</sub> = 2π · ${base}${exponent} =
        ${significant(info.wavelength, 6)} positions</span
      >
      <span class="k">${this.pixel ? 'this pixel' : ''}</span
      ><span class="v">${this.pixel ?? ''}</span>
    </div>`;
  }
}

define('pe-heatmap-readout', HeatmapReadout);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-readout': HeatmapReadout;
  }
}
