// The heat-map chapter's figures that the view fills with its own state and
// handlers (index.ts render): the toolbar, the map (the canvas with its axes,
// colour bar, cell labels and cursor boxes, and the lines under it, slotted
// into <pe-heatmap-map>: map.ts), the readout of the cell under the cursor,
// and the data table's figure. They hold no state: each reads the view and
// what its render derived for this frame (the figure's ticks and texts, the
// cell described). The smaller parts are parts.ts's.
import { html, nothing } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { styleMap } from '../../ui/style-map.js';
import type { State } from '../state.js';
import { pixelMean, type Figure, type HeatmapModel } from './derive.js';
import type { HeatmapView } from './index.js';
import { KEY_ZOOM } from './gesture-input.js';
import { cellBox, tableRegion, toolbar } from './parts.js';
import { prefetchTable } from './lazy.js';
import { fitViewport, type Cell } from './viewport.js';

/** The toolbar above the map: zoom, the zoom axes, fit, and the example sizes. */
export function toolbarFigure(view: HeatmapView, s: State) {
  const g = view.gestures;
  return html`<pe-heatmap-toolbar ready
    >${toolbar({
      axes: view.axes,
      seqLen: s.seqLen,
      dModel: s.dModel,
      zoomOut: () => g.zoomBy(KEY_ZOOM),
      zoomIn: () => g.zoomBy(1 / KEY_ZOOM),
      fit: () => view.setView(fitViewport(view.extent!)),
      setAxes: (axes) => (view.axes = axes),
      preset: (rows, cols) => view.preset(rows, cols),
    })}</pe-heatmap-toolbar
  >`;
}

/** The map: its canvas takes the view's gesture, key and focus handlers. */
export function mapFigure(view: HeatmapView, model: HeatmapModel, f: Figure, s: State) {
  const g = view.gestures;
  return html`<pe-heatmap-map ready>
    <div class="figure" @pointerenter=${g.want}>
      <div class="ylabel" aria-hidden="true">position</div>
      <div
        class="yticks"
        aria-hidden="true"
        style=${styleMap({ width: `calc(${model.tickCh}ch + 10px)` })}
      >
        ${f.yTicks.map((t) => html`<span style=${styleMap({ top: `${t.at}px` })}>${t.label}</span>`)}
      </div>
      <div class="plot">
        <canvas
          tabindex="0"
          role="img"
          aria-label=${f.ariaLabel}
          aria-describedby="hint readout"
          @wheel=${g.onWheel}
          @pointerdown=${g.onPointerDown}
          @pointermove=${g.onPointerMove}
          @pointerup=${g.onPointerUp}
          @pointercancel=${g.onPointerUp}
          @pointerleave=${g.onPointerLeave}
          @keydown=${g.onKeyDown}
          @focus=${view.onFocus}
        ></canvas>
        ${view.renderCellLabels()} ${cellBox(view.view, view.box, view.hover, 'hoverbox')}
        ${cellBox(view.view, view.box, view.cursorShown ? view.cursor : undefined, 'cursor')}
        ${view.failure.render()}
      </div>
      <div class="colorbar" aria-hidden="true">
        <div class="bar" style=${styleMap({ background: cssGradient(s.cmap, 'to top') })}></div>
        <div class="cticks">
          <span class="t-top">1</span><span class="t-mid">0</span><span class="t-bottom">−1</span>
        </div>
      </div>
      <div class="xticks" aria-hidden="true">
        ${f.xTicks.map((t) => html`<span style=${styleMap({ left: `${t.at}px` })}>${t.label}</span>`)}
      </div>
      <div class="xlabel" aria-hidden="true">${model.xlabel}</div>
    </div>
    <div class="under">
      <span class="muted" id="window">${f.windowText}</span>
      <span class="muted" id="density">${f.density}</span>
    </div>
  </pe-heatmap-map>`;
}

/**
 * The readout of `cell` (the hovered one, else the keyboard cursor's), with
 * the canvas pixel's mean `mean` under the pointer, and the polite live
 * region that announces the keyboard cursor's moves.
 */
export function readoutFigure(
  view: HeatmapView,
  model: HeatmapModel,
  s: State,
  cell: Cell,
  mean: number,
) {
  return html`
    <pe-heatmap-readout
      .pe=${view.pe}
      .dModel=${s.dModel}
      .base=${s.base}
      .layout=${s.layout}
      .cmap=${s.cmap}
      .wavelengths=${model.wavelengths}
      .row=${cell.row}
      .col=${cell.col}
      .pointer=${view.hover !== undefined}
      .pixel=${view.hover ? pixelMean(view.view, view.box, mean) : undefined}
    ></pe-heatmap-readout>
    <div class="visually-hidden" aria-live="polite">${view.live}</div>
  `;
}

/** The data table's figure: its button, and the table of the cells shown once it is open. */
export function tableFigure(view: HeatmapView, f: Figure, s: State) {
  return html`<pe-heatmap-table-figure
    ready
    .open=${view.tableOpen}
    .rows=${f.cells.r1 - f.cells.r0}
  >
    <button
      type="button"
      aria-expanded=${view.tableOpen ? 'true' : 'false'}
      aria-controls="data-table"
      @click=${view.toggleTable}
      @pointerenter=${prefetchTable}
      @focus=${prefetchTable}
    >
      ${view.tableOpen ? 'Hide data table' : 'Show data table'}
    </button>
    ${
      view.tableOpen
        ? tableRegion({
            pe: view.pe,
            state: s,
            cells: f.cells,
            cursor: view.cursor,
            error: view.tableError,
          })
        : nothing
    }
  </pe-heatmap-table-figure>`;
}
