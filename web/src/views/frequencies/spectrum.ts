// <pe-wavelength-plot>: the wavelength of every (sin, cos) pair on a log
// axis, with a readout of the pair under the pointer. It is a keyboard slider
// over the pairs: hovering only reads a pair (its own state); a click, an
// arrow key or Enter asks the widget for the typed change with a bubbling
// `pe-state` event (the selected pair, or the heat map on that pair's columns).
// The pair the readout describes, once the pointer or a key has moved it, is
// reported to the host page (pe-cursor, ui/cursor-event.ts): the hovered pair,
// the selected one after a key moved it, or null when the pointer leaves an
// untouched plot.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { fireCursor } from '../../ui/cursor-event.js';
import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import { heatmapWindow, type FrequenciesModel } from './derive.js';
import { lengthText } from './length.js';
import { BUTTON_ROW_EM, NARROW_EM, wavelengthPlotBox } from './boxes.js';
import { pairAt, pairForKey, spectrumPlot, type SpectrumPlot } from './geometry.js';
import { captionLines, plotStyles, spectrumStyles } from './styles.js';

export class WavelengthPlot extends FigureElement {
  static override properties: PropertyDeclarations = {
    pe: { attribute: false },
    model: { attribute: false },
    pair: { type: Number },
    showControls: { attribute: false },
    hoverPair: { state: true },
  };
  static override styles = [
    ...FigureElement.styles,
    plotStyles,
    spectrumStyles,
    captionLines('.readout', '.readout > span'),
    css`
      .open {
        display: flex;
        align-items: center;
        height: ${unsafeCSS(BUTTON_ROW_EM)}em;
      }
      .open button {
        height: 2.2em;
        max-width: 100%;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* A phone's box: the button says which pair without its columns (the
         readout above names them), so it fits instead of ending in "…". */
      @container (max-width: ${unsafeCSS(NARROW_EM)}em) {
        .open .columns {
          display: none;
        }
      }
    `,
  ];

  /** The engine: its column rule names a pair's columns. */
  declare pe: PosEnc | undefined;
  declare model: FrequenciesModel | undefined;
  /** The selected pair (the state's), clamped to the pairs that exist when drawn. */
  declare pair: number;
  declare showControls: boolean;
  /** The pair under the pointer, if any. */
  declare hoverPair: number | undefined;

  private plot: { model: FrequenciesModel; width: number; plot: SpectrumPlot } | undefined;
  /** Whether a key has moved the selected pair: then the readout is the keyboard cursor's. */
  private keyboardCursor = false;
  /** The last pe-cursor sent, to send one per change of pair. */
  private lastCursor = 'none';

  /** Tells the host page which pair the readout now describes (ui/cursor-event.ts). */
  private reportCursor(pair: number | undefined, source: 'pointer' | 'keyboard'): void {
    const key = pair === undefined ? 'none' : `${pair} ${source}`;
    if (key === this.lastCursor) return;
    this.lastCursor = key;
    // The figure's name in figure mode (figures.ts); the widget names the view.
    fireCursor(
      this,
      pair === undefined ? null : { view: '', figure: 'wavelengths', index: pair, x: pair, source },
    );
  }

  /** The pointer moved to `hover` (undefined: it left the plot). */
  private hovered(hover: number | undefined, selected: number): void {
    this.hoverPair = hover;
    if (hover !== undefined) this.reportCursor(hover, 'pointer');
    else this.reportCursor(this.keyboardCursor ? selected : undefined, 'keyboard');
  }

  constructor() {
    super();
    this.pair = 0;
    this.showControls = true;
    this.hoverPair = undefined;
  }

  private request(change: Partial<State>): void {
    this.dispatchEvent(
      new CustomEvent('pe-state', { detail: change, bubbles: true, composed: true }),
    );
  }

  private pairFromPointer(event: PointerEvent, pairs: number): number | undefined {
    const box = (event.currentTarget as SVGSVGElement).getBoundingClientRect();
    return pairAt(event.clientX - box.left, box.width, pairs);
  }

  private open(pair: number): void {
    const { dModel, layout } = this.model!;
    this.request({ view: 'heatmap', ...heatmapWindow(this.pe!, pair, dModel, layout) });
  }

  private onKey(event: KeyboardEvent, pair: number, pairs: number): void {
    const next = pairForKey(event.key, pair, pairs);
    if (next === undefined) return;
    event.preventDefault();
    if (next === 'open') {
      this.open(pair);
      return;
    }
    this.hoverPair = undefined;
    if (next !== pair) {
      this.keyboardCursor = true;
      this.reportCursor(next, 'keyboard');
    }
    if (next !== this.pair) this.request({ pair: next });
  }

  /** The plot's geometry, kept while the model and the width stay the same. */
  private geometry(model: FrequenciesModel): SpectrumPlot {
    const width = this.boxWidth;
    if (this.plot?.model !== model || this.plot.width !== width) {
      this.plot = { model, width, plot: spectrumPlot(model, width) };
    }
    return this.plot.plot;
  }

  protected override boxHeight(width: number, font: number): number {
    return wavelengthPlotBox({ showControls: this.showControls }, width, font);
  }

  protected override renderFigure() {
    const { model, pe } = this;
    if (!model || !pe || this.boxWidth <= 0) return nothing;
    const w = model.wavelengths;
    const g = this.geometry(model);
    const { width, height, margins: m, pairs, sx, sy } = g;
    const pair = Math.min(this.pair, pairs - 1);
    const hover =
      this.hoverPair !== undefined && this.hoverPair < pairs ? this.hoverPair : undefined;
    const shown = hover ?? pair;
    const columns = (p: number) => {
      const { sin, cos } = pe.columnsOfPair(p, model.dModel, { layout: model.layout });
      return [sin, cos];
    };
    const [c0, c1] = columns(shown);
    const dimsOfShown = g.markers.find((marker) => marker.pair === shown)?.dims;
    return html`
      <svg
        class="spectrum"
        width=${width}
        height=${height}
        viewBox=${`0 0 ${width} ${height}`}
        tabindex="0"
        role="slider"
        aria-label="Pair in the wavelength plot"
        aria-valuemin="0"
        aria-valuemax=${pairs - 1}
        aria-valuenow=${pair}
        aria-valuetext=${`pair ${pair}: wavelength ${lengthText(w[pair]!)} positions, columns ${columns(pair).join(' and ')}`}
        @pointermove=${(event: PointerEvent) => {
          this.hovered(this.pairFromPointer(event, pairs), pair);
        }}
        @pointerleave=${() => this.hovered(undefined, pair)}
        @click=${(event: PointerEvent) => {
          const p = this.pairFromPointer(event, pairs);
          if (p !== undefined && p !== this.pair) this.request({ pair: p });
        }}
        @keydown=${(event: KeyboardEvent) => this.onKey(event, pair, pairs)}
      >
        ${svg`
          ${g.yTicks.map(
            (t) => svg`
              <line class="axis" x1=${m.left} x2=${width - m.right} y1=${t.at} y2=${t.at}></line>
              <text class="tick" x=${m.left - 5} y=${t.at + 4} text-anchor="end">${t.label}</text>`,
          )}
          <line class="bound" x1=${m.left} x2=${width - m.right} y1=${g.yShortest} y2=${g.yShortest}></line>
          <line class="bound" x1=${m.left} x2=${width - m.right} y1=${g.yLimit} y2=${g.yLimit}></line>
          <text class="tick" x=${width - m.right} y=${g.yShortest - 5} text-anchor="end">2π</text>
          <text class="tick" x=${m.left + 6} y=${g.yLimit - 5}>base · 2π</text>
          ${g.xTicks.map(
            (t) =>
              svg`<text class="tick" x=${t.at} y=${height - m.bottom + 15} text-anchor="middle">${t.label}</text>`,
          )}
          <text class="tick" x=${(m.left + width - m.right) / 2} y=${height - 3} text-anchor="middle">pair index i</text>
          <text class="tick" x="4" y="12">wavelength (positions, log scale)</text>
          <line class="selected" x1=${sx(pair)} x2=${sx(pair)} y1=${m.top} y2=${height - m.bottom}></line>
          ${
            hover !== undefined && hover !== pair
              ? svg`<line class="hovered" x1=${sx(hover)} x2=${sx(hover)} y1=${m.top} y2=${height - m.bottom}></line>`
              : nothing
          }
          <path class="pair-line" d=${g.path}></path>
          ${g.dots ? svg`<path class="pair-dots" d=${g.dots}></path>` : nothing}
          ${g.markers.map(
            (marker) => svg`
              ${
                marker.moved
                  ? svg`<line class="leader" x1=${marker.x} y1=${marker.y} x2=${marker.labelX} y2=${marker.labelY + 1}></line>`
                  : nothing
              }
              <circle class="chosen" cx=${marker.x} cy=${marker.y} r="5"></circle>
              <text class="chosen-label" x=${marker.labelX} y=${marker.labelY} text-anchor="middle">${marker.label}</text>`,
          )}
          <circle class="selected-ring" cx=${sx(pair)} cy=${sy(w[pair]!)} r="8"></circle>
        `}
      </svg>
      <div class="readout" aria-live="polite">
        <span
          ><strong>${hover !== undefined ? 'Pair' : 'Selected pair'} ${shown}</strong>: wavelength
          <span class="num">${lengthText(w[shown]!)}</span> positions;</span
        >
        <span>columns ${c0} (sin) and ${c1} (cos)${dimsOfShown ? ';' : ''}</span>
        <span>${dimsOfShown ? `plotted above as dim ${dimsOfShown.join(' and ')}` : nothing}</span>
      </div>
      ${
        this.showControls
          ? html`<div class="open">
              <button type="button" @click=${() => this.open(pair)}>
                Open pair ${pair}<span class="columns"> (columns ${columns(pair).join(', ')})</span>
                in the heat map
              </button>
            </div>`
          : nothing
      }
    `;
  }
}

define('pe-wavelength-plot', WavelengthPlot);

declare global {
  interface HTMLElementTagNameMap {
    'pe-wavelength-plot': WavelengthPlot;
  }
}
