// What the heat map exports: the visible window as a figure, its cells as
// CSV, the whole matrix as .npy and NumPy code for the configuration. Pure
// (no DOM); the values are computed by the engine when a file is asked for
// (the getters below), so opening the menu costs nothing even at a million
// positions, and a matrix too large to export says so when it is clicked.
// The view loads this module on the export menu's first question (lazy.ts):
// it imports nothing of the view's own chunk at run time (table.ts says why).
import type { Matrix, PosEnc } from '../../engine.js';
import { matrixTable, numpyCode } from '../../export.js';
import type { DataArray, DataTable, HeatmapFigure, ViewExport } from '../../figure/spec.js';
import { grouped } from '../../format.js';
import type { State } from '../../state.js';

/** Most values in the CSV of the visible window. */
export const MAX_CSV_CELLS = 1_000_000;
/** Most cells per axis in the figure: larger windows are drawn as means of equal spans. */
export const MAX_FIGURE_CELLS = 1024;

export type HeatmapInputs = Pick<
  State,
  'seqLen' | 'dModel' | 'base' | 'layout' | 'cmap' | 'r0' | 'r1' | 'c0' | 'c1'
>;

export interface Window {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/** The heat-map window in cells (the fitted matrix when no zoom is set). */
export function visibleWindow(state: HeatmapInputs): Window {
  const r0 = Math.max(0, Math.floor(state.r0 ?? 0));
  const r1 = Math.min(state.seqLen, Math.ceil(state.r1 ?? state.seqLen));
  const c0 = Math.max(0, Math.floor(state.c0 ?? 0));
  const c1 = Math.min(state.dModel, Math.ceil(state.c1 ?? state.dModel));
  return { r0, r1: Math.max(r1, r0 + 1), c0, c1: Math.max(c1, c0 + 1) };
}

function options(state: HeatmapInputs) {
  return { base: state.base, layout: state.layout };
}

/** The visible cells as a matrix (rows r0..r1-1, columns c0..c1-1), at most {@link MAX_CSV_CELLS}. */
export function visibleMatrix(
  state: HeatmapInputs,
  pe: PosEnc,
  window = visibleWindow(state),
): Matrix {
  const { r0, r1, c0, c1 } = window;
  const rows = r1 - r0;
  const cols = c1 - c0;
  if (rows * cols > MAX_CSV_CELLS) {
    throw new RangeError(
      `the visible window has ${rows} x ${cols} cells; CSV export allows at most ${grouped(MAX_CSV_CELLS)}: zoom in first`,
    );
  }
  const positions = Array.from({ length: rows }, (_, k) => r0 + k);
  const full = pe.encodePositions(positions, state.dModel, options(state));
  const data = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    data.set(full.data.subarray(r * full.cols + c0, r * full.cols + c1), r * cols);
  }
  return { rows, cols, data };
}

/** The visible window as cells: one per value, or means of equal spans past {@link MAX_FIGURE_CELLS}. */
export function figureGrid(state: HeatmapInputs, pe: PosEnc, window: Window): Matrix {
  const { r0, r1, c0, c1 } = window;
  const rows = r1 - r0;
  const cols = c1 - c0;
  if (rows <= MAX_FIGURE_CELLS && cols <= MAX_FIGURE_CELLS) return visibleMatrix(state, pe, window);
  const rowsPx = Math.min(rows, MAX_FIGURE_CELLS);
  const colsPx = Math.min(cols, MAX_FIGURE_CELLS);
  return pe.averageGrid(
    {
      seqLen: state.seqLen,
      dModel: state.dModel,
      rowStart: r0,
      rowsPerPixel: rows / rowsPx,
      rowsPx,
      colStart: c0,
      colsPerPixel: cols / colsPx,
      colsPx,
    },
    options(state),
  );
}

export function baseName(state: HeatmapInputs): string {
  return `positional-encoding_L${state.seqLen}_d${state.dModel}_base${state.base}${state.layout === 'split' ? '_split' : ''}`;
}

export function figureTitle(state: HeatmapInputs, window: Window): string {
  const whole =
    window.r0 === 0 && window.r1 === state.seqLen && window.c0 === 0 && window.c1 === state.dModel;
  const config = `L = ${state.seqLen}, d = ${state.dModel}, base ${state.base}${state.layout === 'split' ? ', split layout' : ''}`;
  return whole
    ? `Sinusoidal positional encoding (${config})`
    : `Sinusoidal positional encoding (${config}): positions ${window.r0}\u2013${window.r1 - 1}, dimensions ${window.c0}\u2013${window.c1 - 1}`;
}

export function exportHeatmap(state: HeatmapInputs, pe: PosEnc): ViewExport {
  const window = visibleWindow(state);
  const rows = Math.min(window.r1 - window.r0, MAX_FIGURE_CELLS);
  const cols = Math.min(window.c1 - window.c0, MAX_FIGURE_CELLS);
  const figure: HeatmapFigure = {
    kind: 'heatmap',
    name: 'heatmap',
    title: figureTitle(state, window),
    rows,
    cols,
    get data() {
      return figureGrid(state, pe, window).data;
    },
    xLabel: 'dimension',
    yLabel: 'position',
    rowStart: window.r0,
    colStart: window.c0,
    rowSpan: window.r1 - window.r0,
    colSpan: window.c1 - window.c0,
    cmap: state.cmap,
    range: [-1, 1],
    colorbarLabel: 'PE value',
  };
  let cached: DataTable | undefined;
  const visible = () =>
    (cached ??= matrixTable('visible', visibleMatrix(state, pe, window), window.r0, window.c0));
  const table: DataTable = {
    name: 'visible',
    get columns() {
      return visible().columns;
    },
    get rows() {
      return visible().rows;
    },
  };
  const array: DataArray = {
    name: 'encoding',
    shape: [state.seqLen, state.dModel],
    get data() {
      return pe.positionalEncoding(state.seqLen, state.dModel, options(state)).data;
    },
  };
  return {
    baseName: baseName(state),
    figures: [figure],
    tables: [table],
    arrays: [array],
    code: numpyCode(state),
  };
}
