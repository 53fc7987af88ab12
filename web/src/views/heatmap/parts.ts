// Templates of the heat-map view's smaller parts: the toolbar above the
// figure, the overlays on the canvas (cell values, hover box, cursor), the
// hints under it and the region that holds the data table.
// They hold no state: the view passes what they show and what a click does.
import { html, nothing } from 'lit';

import { colorOf } from '../../ui/colormap.js';
import type { Matrix, PosEnc } from '../../engine/index.js';
import { fixed, grouped } from '../../ui/format.js';
import type { Colormap, State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { cellRect, type Box } from './derive.js';
import type { ZoomAxes } from './gestures.js';
import type { Cell, Viewport } from './viewport.js';

const PRESETS: readonly [number, number, string][] = [
  [3, 4, 'the worked example'],
  [100, 512, "the tutorial's figure"],
  [1_000_000, 8192, 'the largest'],
];

export interface ToolbarProps {
  axes: ZoomAxes;
  seqLen: number;
  dModel: number;
  zoomOut(): void;
  zoomIn(): void;
  fit(): void;
  setAxes(axes: ZoomAxes): void;
  preset(seqLen: number, dModel: number): void;
}

/**
 * The toolbar's parts (slotted into <pe-heatmap-toolbar>, which lays them
 * out: boxes.ts toolbarBox): the zoom row, then the example sizes, each its
 * size and its name (two lines, or one on a phone).
 */
export function toolbar(p: ToolbarProps) {
  return html`<div class="toolbar">
    <div class="toolbar-row">
      <div class="group" role="group" aria-label="Zoom">
        <button type="button" aria-label="Zoom out" title="Zoom out (−)" @click=${p.zoomOut}>
          −
        </button>
        <button type="button" aria-label="Zoom in" title="Zoom in (+)" @click=${p.zoomIn}>+</button>
        <button type="button" @click=${p.fit}>Fit</button>
      </div>
      <div class="field">
        <label for="zoom-axes">Zoom applies to</label>
        <select
          id="zoom-axes"
          .value=${p.axes}
          @change=${(event: Event) => p.setAxes((event.target as HTMLSelectElement).value as ZoomAxes)}
        >
          <option value="both" ?selected=${p.axes === 'both'}>both axes</option>
          <option value="rows" ?selected=${p.axes === 'rows'}>positions only</option>
          <option value="cols" ?selected=${p.axes === 'cols'}>dimensions only</option>
        </select>
      </div>
    </div>
    <div class="group presets" role="group" aria-label="Example sizes">
      ${PRESETS.map(
        ([rows, cols, what]) =>
          html`<button
            type="button"
            aria-pressed=${p.seqLen === rows && p.dModel === cols ? 'true' : 'false'}
            @click=${() => p.preset(rows, cols)}
          >
            <span class="size">${grouped(rows)} × ${grouped(cols)}</span>
            <span class="muted what">(${what})</span>
          </button>`,
      )}
    </div>
  </div>`;
}

/** The engine's values printed in the cells `cells` (rows of `m` start at cells.r0). */
export function cellLabels(v: Viewport, box: Box, cmap: Colormap, cells: Viewport, m: Matrix) {
  const labels = [];
  for (let row = cells.r0; row < cells.r1; row++) {
    for (let col = cells.c0; col < cells.c1; col++) {
      const rect = cellRect(v, box, row, col);
      if (!rect) continue;
      const value = m.data[(row - cells.r0) * m.cols + col]!;
      const [red, green, blue] = colorOf(value, cmap);
      const light = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 140;
      const color = light ? 'rgb(0 0 0 / 0.85)' : 'rgb(255 255 255 / 0.95)';
      const { left, top, width, height } = rect;
      labels.push(
        html`<span
          style=${styleMap({ left: `${left}px`, top: `${top}px`, width: `${width}px`, height: `${height}px`, color })}
          >${fixed(value, 4)}</span
        >`,
      );
    }
  }
  return html`<div class="labels" aria-hidden="true">${labels}</div>`;
}

/** An outline around a cell (the hover box or the keyboard cursor). */
export function cellBox(v: Viewport, box: Box, cell: Cell | undefined, className: string) {
  const rect = cell && cellRect(v, box, cell.row, cell.col);
  if (!rect) return nothing;
  // A cell thinner than a few pixels gets a marker of readable size.
  const width = Math.max(rect.width, 7);
  const height = Math.max(rect.height, 7);
  const left = rect.left - (width - rect.width) / 2;
  const top = rect.top - (height - rect.height) / 2;
  return html`<div
    class=${className}
    style=${styleMap({ left: `${left}px`, top: `${top}px`, width: `${width}px`, height: `${height}px` })}
  ></div>`;
}

export interface TableRegionProps {
  pe: PosEnc;
  state: Pick<State, 'dModel' | 'base' | 'layout'>;
  /** The visible whole cells. */
  cells: Viewport;
  cursor: Cell;
  /** Why the table's code did not load, or ''. */
  error: string;
}

/**
 * The data table's scrolling region, focusable and named at once. Until its
 * lazily loaded module has arrived, <pe-heatmap-table> is an empty element
 * that keeps the properties it is given; defined, it renders them.
 */
export function tableRegion(p: TableRegionProps) {
  return html`<div
    class="scroll"
    id="data-table"
    tabindex="0"
    role="region"
    aria-label="Data table of the encoding's values"
  >
    ${p.error ? html`<p class="error">${p.error}</p>` : nothing}
    <pe-heatmap-table
      .pe=${p.pe}
      .dModel=${p.state.dModel}
      .base=${p.state.base}
      .layout=${p.state.layout}
      .r0=${p.cells.r0}
      .r1=${p.cells.r1}
      .c0=${p.cells.c0}
      .c1=${p.cells.c1}
      .row=${p.cursor.row}
      .col=${p.cursor.col}
    ></pe-heatmap-table>
  </div>`;
}
