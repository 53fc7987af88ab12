// What the heat map exports: the visible window as a figure, its cells as
// CSV, the whole matrix as .npy and NumPy code for the configuration. Pure
// (no DOM); the values are computed by the engine when a file is asked for
// (the getters below), so opening the menu costs nothing even at a million
// positions, and a matrix too large to export says so when it is clicked.
// Values are computed a band of rows per step (figure/steps.ts), each once
// however often the files read it: the figure's means by averageGrid over the
// window's columns only; exact cells by encodePositions over whole rows.
// The view loads this module on the export menu's first question (lazy.ts):
// it imports nothing of the view's own chunk at run time (table.ts says why).
import type { Matrix, PosEnc } from '../../engine/index.js';
import { limits } from '../../engine/facts.js';
import type { DataArray, DataTable, HeatmapFigure, ViewExport } from '../../export/figure/spec.js';
import { finish, inChunks, Once, within, type Steps } from '../../export/figure/steps.js';
import { grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { figureTitle, visibleWindow, type HeatmapInputs, type Window } from './export-shape.js';

export { figureTitle, visibleWindow, type HeatmapInputs, type Window };

/** Most values in the CSV of the visible window. */
export const MAX_CSV_CELLS = 1_000_000;
/** Most cells per axis in the figure: larger windows are drawn as means of equal spans. */
export const MAX_FIGURE_CELLS = 1024;

function options(state: HeatmapInputs) {
  return { base: state.base, layout: state.layout };
}

/** Most values per averageGrid call of an export. */
export const BAND_CELLS = 1 << 16;
/**
 * Most engine work per averageGrid call, in (pixel + covered column) x row
 * units (about 10 ns each here): a few milliseconds, one step.
 */
export const BAND_WORK = 1 << 19;
/**
 * The engine evaluates sin and cos directly on every 32nd pixel row of a
 * call and rotates the rows between (render.h): bands of a multiple of 32
 * rows therefore give exactly the bits of one call over the whole window.
 */
const ANCHOR_ROWS = 32;

/**
 * Pixel rows per averageGrid call for a grid `colsPx` wide over `covered`
 * matrix columns: at most {@link BAND_CELLS} values and {@link BAND_WORK}
 * units of work, a multiple of {@link ANCHOR_ROWS}, within the engine's
 * cost limit (rowsPx * (colsPx + dModel)) and pixel limit.
 */
export function bandRows(colsPx: number, covered: number, dModel: number): number {
  const rows = Math.min(
    Math.floor(BAND_CELLS / colsPx),
    Math.floor(BAND_WORK / (colsPx + covered)),
    Math.floor(limits.maxGridCost / (colsPx + dModel)),
    limits.maxGridPixels,
  );
  return Math.max(ANCHOR_ROWS, Math.floor(rows / ANCHOR_ROWS) * ANCHOR_ROWS);
}

/**
 * The window as a rowsPx x colsPx grid of the engine's cell means
 * (averageGrid), computed a band of rows per step. With one cell per pixel
 * (rowsPx and colsPx the window's size) these are the cells themselves,
 * computed for the window's columns only, at any d_model: each within the
 * engine's stated bound of sin(pos / divisor) (exactly it on every 32nd row).
 */
export function* gridSteps(
  state: HeatmapInputs,
  pe: PosEnc,
  window: Window,
  rowsPx: number,
  colsPx: number,
): Steps<Matrix> {
  const rowsPerPixel = (window.r1 - window.r0) / rowsPx;
  const colsPerPixel = (window.c1 - window.c0) / colsPx;
  const band = bandRows(colsPx, window.c1 - window.c0, state.dModel);
  const data = new Float64Array(rowsPx * colsPx);
  yield* inChunks(rowsPx, band, (first, last) => {
    pe.averageGrid(
      {
        seqLen: state.seqLen,
        dModel: state.dModel,
        rowStart: window.r0 + first * rowsPerPixel,
        rowsPerPixel,
        rowsPx: last - first,
        colStart: window.c0,
        colsPerPixel,
        colsPx,
      },
      { ...options(state), out: data.subarray(first * colsPx, last * colsPx) },
    );
  });
  return { rows: rowsPx, cols: colsPx, data };
}

/**
 * Most matrix elements encoded for exact cells: the window's rows are
 * encoded whole (all d_model columns), so past this a window's cells come
 * from averageGrid instead (window columns only; within 1e-15 + 4 eps pos
 * of the formula, exactly it on every 32nd row).
 */
export const MAX_EXACT_ELEMENTS = limits.maxElements;

/**
 * Rows r0..r1-1, columns c0..c1-1 of the encoding, each entry sin or cos
 * of pos / divisor evaluated directly (encodePositions over a band of whole
 * rows per step, the window's columns kept; positionalEncoding's recurrence
 * is within the page's stated bound of these).
 */
export function* exactCellsSteps(state: HeatmapInputs, pe: PosEnc, window: Window): Steps<Matrix> {
  const { r0, r1, c0, c1 } = window;
  const rows = r1 - r0;
  const cols = c1 - c0;
  const d = state.dModel;
  const data = new Float64Array(rows * cols);
  yield* inChunks(rows, Math.max(1, Math.floor(BAND_CELLS / d)), (first, last) => {
    const positions = new Float64Array(last - first);
    for (let k = 0; k < positions.length; k++) positions[k] = r0 + first + k;
    const band = pe.encodePositions(positions, d, options(state)).data;
    if (cols === d) data.set(band, first * cols);
    else {
      for (let r = 0; r < positions.length; r++) {
        data.set(band.subarray(r * d + c0, r * d + c1), (first + r) * cols);
      }
    }
  });
  return { rows, cols, data };
}

/**
 * The visible cells (rows r0..r1-1, columns c0..c1-1), at most
 * {@link MAX_CSV_CELLS}, in steps: evaluated directly while the
 * window's whole rows stay within {@link MAX_EXACT_ELEMENTS}, else the
 * engine's averageGrid cells.
 */
export function* visibleMatrixSteps(
  state: HeatmapInputs,
  pe: PosEnc,
  window = visibleWindow(state),
): Steps<Matrix> {
  checkCsvWindow(window);
  return yield* windowCellsSteps(state, pe, window);
}

/** The window's cells, one per value: exact while its whole rows fit, see {@link visibleMatrixSteps}. */
function* windowCellsSteps(state: HeatmapInputs, pe: PosEnc, window: Window): Steps<Matrix> {
  const rows = window.r1 - window.r0;
  if (rows * state.dModel <= MAX_EXACT_ELEMENTS) return yield* exactCellsSteps(state, pe, window);
  return yield* gridSteps(state, pe, window, rows, window.c1 - window.c0);
}

/** The visible cells as a matrix (rows r0..r1-1, columns c0..c1-1), at most {@link MAX_CSV_CELLS}. */
export function visibleMatrix(
  state: HeatmapInputs,
  pe: PosEnc,
  window = visibleWindow(state),
): Matrix {
  return finish(visibleMatrixSteps(state, pe, window));
}

/**
 * The whole (seqLen, dModel) matrix (the .npy), evaluated directly (see
 * exactCellsSteps), a band of rows per step, at most the engine's element limit.
 */
export function* wholeMatrixSteps(state: HeatmapInputs, pe: PosEnc): Steps<Matrix> {
  const { seqLen, dModel } = state;
  if (seqLen * dModel > limits.maxElements) {
    throw new RangeError(
      `seqLen * dModel must be at most ${limits.maxElements} elements (128 MiB of float64); got ${seqLen} * ${dModel} = ${seqLen * dModel}`,
    );
  }
  return yield* exactCellsSteps(state, pe, { r0: 0, r1: seqLen, c0: 0, c1: dModel });
}

/** The figure's size in cells: the window's, at most {@link MAX_FIGURE_CELLS} per axis. */
function figureSize(window: Window): { rows: number; cols: number } {
  return {
    rows: Math.min(window.r1 - window.r0, MAX_FIGURE_CELLS),
    cols: Math.min(window.c1 - window.c0, MAX_FIGURE_CELLS),
  };
}

/** The visible window as cells: one per value, or means of equal spans past {@link MAX_FIGURE_CELLS}. */
export function figureGrid(state: HeatmapInputs, pe: PosEnc, window: Window): Matrix {
  const { rows, cols } = figureSize(window);
  return finish(gridSteps(state, pe, window, rows, cols));
}

/** Throws unless the window has at most {@link MAX_CSV_CELLS} cells. */
function checkCsvWindow(window: Window): void {
  const rows = window.r1 - window.r0;
  const cols = window.c1 - window.c0;
  if (rows * cols > MAX_CSV_CELLS) {
    throw new RangeError(
      `the visible window has ${rows} x ${cols} cells; CSV export allows at most ${grouped(MAX_CSV_CELLS)}: zoom in first`,
    );
  }
}

/** The cells of `cells` once the window passes the CSV's limit ({@link MAX_CSV_CELLS}). */
function* csvCells(cells: Once<Matrix>, window: Window): Steps<Matrix> {
  checkCsvWindow(window);
  return yield* cells.steps();
}

/** The visible cells as a table: a column of positions, then one per dimension, in steps. */
function* visibleTableSteps(matrix: Steps<Matrix>, window: Window): Steps<DataTable> {
  const { rows, cols, data } = yield* within(matrix, 0, 0.7);
  const columns = ['position'];
  for (let c = 0; c < cols; c++) columns.push(`dim ${window.c0 + c}`);
  const table: (readonly number[])[] = new Array(rows);
  yield* within(
    inChunks(rows, BAND_CELLS / (cols + 1), (a, b) => {
      for (let r = a; r < b; r++) {
        table[r] = [window.r0 + r, ...data.subarray(r * cols, (r + 1) * cols)];
      }
    }),
    0.7,
    1,
  );
  return { name: 'visible', columns, rows: table };
}

export function baseName(state: HeatmapInputs): string {
  return `positional-encoding_L${state.seqLen}_d${state.dModel}_base${state.base}${state.layout === 'split' ? '_split' : ''}`;
}

/**
 * What the heat map exports. The figure's cells, the CSV's rows and the
 * .npy's matrix are computed once, on first use: in steps by `prepare()`
 * (the export menu runs it in tasks before it reads them), or at once when
 * read first. When the figure shows one cell per value, it and the CSV share
 * one computation. The CSV and the .npy hold the encoding evaluated
 * directly, as encodePositions does (the CSV of a window whose whole rows are
 * too many to encode holds averageGrid's cells, see visibleMatrixSteps);
 * the figure, averageGrid's cells where it shows means.
 */
export function exportHeatmap(state: HeatmapInputs, pe: PosEnc): ViewExport {
  const window = visibleWindow(state);
  const { rows, cols } = figureSize(window);
  const sameCells = rows === window.r1 - window.r0 && cols === window.c1 - window.c0;
  // The CSV's limit is checked by the table alone: a 1024 x 1024 figure of
  // one cell per value is allowed although its CSV is not.
  const cells = new Once(() => windowCellsSteps(state, pe, window));
  const grid = sameCells ? cells : new Once(() => gridSteps(state, pe, window, rows, cols));
  const visible = new Once(() => visibleTableSteps(csvCells(cells, window), window));
  const whole = new Once(() => wholeMatrixSteps(state, pe));
  const figure: HeatmapFigure = {
    kind: 'heatmap',
    name: 'heatmap',
    title: figureTitle(state, window),
    rows,
    cols,
    get data() {
      return grid.get().data;
    },
    prepare: () => grid.steps(),
    release: () => grid.clear(),
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
  const table: DataTable = {
    name: 'visible',
    get columns() {
      return visible.get().columns;
    },
    get rows() {
      return visible.get().rows;
    },
    prepare: () => visible.steps(),
    release: () => {
      visible.clear();
      cells.clear();
    },
  };
  const array: DataArray = {
    name: 'encoding',
    shape: [state.seqLen, state.dModel],
    get data() {
      return whole.get().data;
    },
    prepare: () => whole.steps(),
    release: () => whole.clear(),
  };
  return {
    baseName: baseName(state),
    figures: [figure],
    tables: [table],
    arrays: [array],
    code: numpyCode(state),
  };
}

/** Python that reproduces the current configuration with NumPy (the seed's formula). */
export function numpyCode(
  state: Readonly<Pick<State, 'seqLen' | 'dModel' | 'base' | 'layout'>>,
): string {
  const split = state.layout === 'split';
  return [
    'import numpy as np',
    '',
    `seq_len, d_model, base = ${state.seqLen}, ${state.dModel}, ${Number.isInteger(state.base) ? `${state.base}.0` : state.base}`,
    'pos = np.arange(seq_len)[:, None]             # positions 0 .. seq_len-1',
    'i = np.arange(d_model // 2)[None, :]          # pair index',
    'angle = pos / base ** (2 * i / d_model)',
    'P = np.zeros((seq_len, d_model))',
    split
      ? 'P[:, : d_model // 2] = np.sin(angle)           # split layout: all sines first'
      : 'P[:, 0::2] = np.sin(angle)                    # even dimensions 2i',
    split
      ? 'P[:, d_model // 2 :] = np.cos(angle)           # then all cosines'
      : 'P[:, 1::2] = np.cos(angle)                    # odd dimensions 2i + 1',
    'print(P.shape, P.min(), P.max())',
    '',
  ].join('\n');
}
