// What the heat-map view shows, as plain data: a pure module (no DOM, no
// Lit) tested in Node against the engine.
//
// Two inputs change at different rates. The state (matrix size, base,
// layout, colours) gives `derive`: the lesson numbers and the checks, which
// cost whole-matrix work and are kept while those fields stay. The window
// on screen and the canvas size change on every pan or zoom and give
// `figure`: ticks, captions and the density note, cheap arithmetic. The
// readout and the data table (table.ts) ask the engine for the few cells
// they print.
// Which column holds which pair is the engine's rule (pe.pairOfColumn,
// pe.columnsOfPair); this module never restates it.
import type { Matrix, PosEnc } from '../../engine/index.js';
import { amount, fixed, grouped } from '../../ui/format.js';
import type { State } from '../state.js';
import { derivePart, sameInputs, type Part } from '../../ui/derived-part.js';
import { axisTicks, cellPixels, visibleCells, type Viewport } from './viewport.js';

import { blurOf, range } from './blur.js';
import { CHECK_CELLS } from './boxes.js';

export { amount };
export { range };

/** The whole-matrix checks materialise it, so they stop at this size (boxes.ts: the list's items follow from it). */
export { CHECK_CELLS };

const TWO_PI = 2 * Math.PI;

/** The canvas size: CSS pixels and device pixels. */
export interface Box {
  w: number;
  h: number;
  dw: number;
  dh: number;
}

/** Tick labels: 200k and 1M when exact, else 1,234. */
export function tickLabel(k: number): string {
  if (k >= 1e6 && k % 1e6 === 0) return `${k / 1e6}M`;
  if (k >= 1e4 && k % 1e3 === 0) return `${grouped(k / 1e3)}k`;
  return grouped(k);
}

/**
 * The width, in characters, of the longest position label the row axis can
 * ever show for `seqLen` positions, at any zoom: every label is at most as
 * long as the last position written in full (200k and 1M are shorter).
 * Reserving it before the first draw keeps the plot's width fixed, so the
 * canvas is sized and drawn once, and zooming never resizes it.
 */
export function tickColumnCh(seqLen: number): number {
  return Math.max(1, grouped(Math.max(0, seqLen - 1)).length);
}

/** PE(0), PE(1) and PE(10), the rows the checks list prints (PE(10): the course's third row). */
export interface FirstRows {
  row0: number[];
  row1: number[];
  row10: number[];
}

export interface Checks extends FirstRows {
  /** PE(0) is 0 in every sine column and 1 in every cosine column. */
  zeroOne: boolean;
  cells: number;
  /** Only up to CHECK_CELLS cells. */
  min?: number;
  max?: number;
  unique?: number;
  error?: string;
}

/** The engine's wavelengths λ_i of every pair. */
type WavelengthInputs = { pe: PosEnc; dModel: number; base: number };
/** PE(0) and PE(1). */
type RowInputs = WavelengthInputs & { layout: State['layout'] };
/** The whole-matrix checks. */
type CheckInputs = RowInputs & { seqLen: number };

/** What the view shows that depends on the state only. */
export interface HeatmapModel {
  seqLen: number;
  dModel: number;
  base: number;
  layout: State['layout'];
  /** Kept while their inputs are the same numbers (see ui/derived-part.ts). */
  wavelengthPart: Part<WavelengthInputs, Float64Array>;
  rowPart: Part<RowInputs, FirstRows>;
  /** Undefined while the checks have not run for these inputs (see {@link withChecks}). */
  checkPart: Part<CheckInputs, Checks> | undefined;
  /** The wavelengths, or undefined when the engine refused (the figure says why). */
  wavelengths: Float64Array | undefined;
  rows: FirstRows | undefined;
  rowsError: string | undefined;
  checks: Checks | undefined;
  checksError: string | undefined;
  tickCh: number;
  xlabel: string;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** PE(0), PE(1) and PE(10) from the engine (one call). */
export function firstRows(s: Pick<State, 'dModel' | 'base' | 'layout'>, pe: PosEnc): FirstRows {
  const first = pe.encodePositions([0, 1, 10], s.dModel, { base: s.base, layout: s.layout });
  return {
    row0: Array.from(first.data.subarray(0, s.dModel)),
    row1: Array.from(first.data.subarray(s.dModel, 2 * s.dModel)),
    row10: Array.from(first.data.subarray(2 * s.dModel, 3 * s.dModel)),
  };
}

/**
 * PE(0), PE(1) and, up to CHECK_CELLS cells, the range and the distinct
 * rows, from the engine. Whether PE(0) holds 0 in every sine column and 1
 * in every cosine column asks the engine's column rule once per pair
 * (pe.columnsOfPair, dModel / 2 calls), not once per column.
 */
export function computeChecks(
  s: Pick<State, 'seqLen' | 'dModel' | 'base' | 'layout'>,
  pe: PosEnc,
): Checks {
  const options = { base: s.base, layout: s.layout };
  const cells = s.seqLen * s.dModel;
  const { row0, row1, row10 } = firstRows(s, pe);
  const layout = { layout: s.layout };
  let zeroOne = true;
  for (let pair = 0; pair < s.dModel / 2 && zeroOne; pair++) {
    const { sin, cos } = pe.columnsOfPair(pair, s.dModel, layout);
    zeroOne = row0[sin] === 0 && row0[cos] === 1;
  }
  const checks: Checks = { row0, row1, row10, zeroOne, cells };
  if (cells <= CHECK_CELLS) {
    try {
      const data = pe.positionalEncoding(s.seqLen, s.dModel, options).data;
      let min = Infinity;
      let max = -Infinity;
      for (let k = 0; k < data.length; k++) {
        const value = data[k]!;
        if (value < min) min = value;
        if (value > max) max = value;
      }
      checks.min = min;
      checks.max = max;
      checks.unique = pe.uniqueRows(s.seqLen, s.dModel, options);
    } catch (error) {
      checks.error = errorText(error);
    }
  }
  return checks;
}

/** How {@link derive} treats the whole-matrix checks. */
export interface DeriveOptions {
  /**
   * False: do not run them, only hand back the previous model's when their
   * inputs are the same; the model then waits for {@link withChecks}. The
   * view passes false and runs them after the frame is drawn: at the
   * default 64 x 128 they cost 10-50 ms of cold engine and JS work in
   * Chromium, which the first frame does not need (they are listed under
   * the lesson text). Default true.
   */
  checks?: boolean;
}

/**
 * The state-only model. Given the previous model, the wavelengths and the
 * checks are handed back unchanged when the fields they come from are the
 * same (a pan or a colour change costs no engine work), and the model
 * itself when nothing it holds changed.
 */
export function derive(
  s: Readonly<State>,
  pe: PosEnc,
  previous?: HeatmapModel,
  options: DeriveOptions = {},
): HeatmapModel {
  const { seqLen, dModel, base, layout } = s;
  const wavelengthPart = derivePart(previous?.wavelengthPart, { pe, dModel, base }, (i) =>
    i.pe.wavelengths(i.dModel, { base: i.base }),
  );
  const rowPart = derivePart(previous?.rowPart, { pe, dModel, base, layout }, (i) =>
    firstRows(i, i.pe),
  );
  const checkInputs: CheckInputs = { pe, seqLen, dModel, base, layout };
  const kept = previous?.checkPart;
  const checkPart =
    options.checks === false
      ? kept && sameInputs(kept.inputs, checkInputs)
        ? kept
        : undefined
      : derivePart(kept, checkInputs, (i) => computeChecks(i, i.pe));
  if (
    previous?.wavelengthPart === wavelengthPart &&
    previous.rowPart === rowPart &&
    previous.checkPart === checkPart
  )
    return previous;
  return {
    seqLen,
    dModel,
    base,
    layout,
    wavelengthPart,
    rowPart,
    checkPart,
    wavelengths: wavelengthPart.outcome.value,
    rows: rowPart.outcome.value,
    rowsError: rowPart.outcome.error,
    checks: checkPart?.outcome.value,
    checksError: checkPart?.outcome.error,
    tickCh: tickColumnCh(seqLen),
    xlabel:
      layout === 'split'
        ? 'dimension (first half sin, second half cos)'
        : 'dimension (even = sin, odd = cos)',
  };
}

/** The model with its whole-matrix checks run (itself when they already ran). */
export function withChecks(model: HeatmapModel, pe: PosEnc): HeatmapModel {
  if (model.checkPart) return model;
  const { seqLen, dModel, base, layout } = model;
  const checkPart = derivePart(undefined, { pe, seqLen, dModel, base, layout }, (i) =>
    computeChecks(i, i.pe),
  );
  return {
    ...model,
    checkPart,
    checks: checkPart.outcome.value,
    checksError: checkPart.outcome.error,
  };
}

/** A label on an axis, at `at` CSS pixels from the axis start (the cell's centre). */
export interface Tick {
  label: string;
  at: number;
}

/** The figure around the canvas for a window and a canvas size. */
export interface Figure {
  /** Whole cells the window touches: [r0, r1) x [c0, c1). */
  cells: Viewport;
  windowText: string;
  ariaLabel: string;
  yTicks: Tick[];
  xTicks: Tick[];
  density: string;
  /** Positions per pixel row when whole turns of the fast columns cancel in a pixel. */
  blur: { rowsPerPixel: number; where: string } | undefined;
}

function ticks(a0: number, a1: number, length: number, spacing: number): Tick[] {
  return axisTicks(a0, a1, length, spacing).map((k) => ({
    label: tickLabel(k),
    at: ((k + 0.5 - a0) / (a1 - a0)) * length,
  }));
}

/** The density note: how many cells one pixel averages, or how many pixels one cell covers. */
export function densityNote(v: Viewport, box: Box): string {
  if (box.dw <= 0 || box.dh <= 0) return '';
  const rowsPerPixel = (v.r1 - v.r0) / box.dh;
  const colsPerPixel = (v.c1 - v.c0) / box.dw;
  if (rowsPerPixel <= 1 && colsPerPixel <= 1) {
    return `each cell is drawn as a block of about ${amount(1 / colsPerPixel)} × ${amount(1 / rowsPerPixel)} pixels`;
  }
  return `each pixel averages ${amount(Math.max(1, rowsPerPixel))} × ${amount(Math.max(1, colsPerPixel))} cells (positions × dimensions), an exact mean`;
}

/** The blur note at this window and canvas (blur.ts: the rule the first-paint frame shares). */
export function blurNote(model: HeatmapModel, pe: PosEnc, v: Viewport, box: Box): Figure['blur'] {
  const rowsPerPixel = box.dh > 0 ? (v.r1 - v.r0) / box.dh : 0;
  const layout = { layout: model.layout };
  return blurOf(rowsPerPixel, model.wavelengths, (pair) =>
    pe.columnsOfPair(pair, model.dModel, layout),
  );
}

export function figure(model: HeatmapModel, pe: PosEnc, v: Viewport, box: Box): Figure {
  const [r0, r1] = visibleCells(v.r0, v.r1);
  const [c0, c1] = visibleCells(v.c0, v.c1);
  const shown = `positions ${range(r0, r1)} and dimensions ${range(c0, c1)}`;
  return {
    cells: { r0, r1, c0, c1 },
    windowText: `Positions ${range(r0, r1)} of ${grouped(model.seqLen)}, dimensions ${range(c0, c1)} of ${grouped(model.dModel)}`,
    ariaLabel: `Heat map of the positional encoding, ${grouped(model.seqLen)} positions by ${grouped(model.dModel)} dimensions; showing ${shown}`,
    yTicks: box.w > 0 ? ticks(v.r0, v.r1, box.h, 34) : [],
    xTicks: box.w > 0 ? ticks(v.c0, v.c1, box.w, 56) : [],
    density: densityNote(v, box),
    blur: blurNote(model, pe, v, box),
  };
}

/** "Showing positions … and dimensions …." for the live region. */
export function windowAnnouncement(v: Viewport): string {
  const [r0, r1] = visibleCells(v.r0, v.r1);
  const [c0, c1] = visibleCells(v.c0, v.c1);
  return `Showing positions ${range(r0, r1)} and dimensions ${range(c0, c1)}.`;
}

/** A rectangle in CSS pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** CSS rectangle of a cell as drawn (device-pixel edges), or undefined off screen. */
export function cellRect(v: Viewport, box: Box, row: number, col: number): Rect | undefined {
  const { w, h, dw, dh } = box;
  if (dw <= 0 || dh <= 0 || row + 1 <= v.r0 || row >= v.r1 || col + 1 <= v.c0 || col >= v.c1)
    return undefined;
  const [x0, x1] = cellPixels(col, v.c0, v.c1, dw);
  const [y0, y1] = cellPixels(row, v.r0, v.r1, dh);
  return {
    left: (x0 * w) / dw,
    top: (y0 * h) / dh,
    width: ((x1 - x0) * w) / dw,
    height: ((y1 - y0) * h) / dh,
  };
}

/** Values printed in the cells, when cells are large enough to hold them (else undefined). */
export function cellLabelRange(v: Viewport, box: Box): Viewport | undefined {
  if (box.w <= 0) return undefined;
  const [r0, r1] = visibleCells(v.r0, v.r1);
  const [c0, c1] = visibleCells(v.c0, v.c1);
  const cellW = box.w / (v.c1 - v.c0);
  const cellH = box.h / (v.r1 - v.r0);
  if (cellW < 50 || cellH < 20 || (r1 - r0) * (c1 - c0) > 600) return undefined;
  return { r0, r1, c0, c1 };
}

/** Encoding rows for whole positions [first, end), from the engine. */
export function encodedRows(
  s: Pick<State, 'dModel' | 'base' | 'layout'>,
  pe: PosEnc,
  first: number,
  end: number,
): Matrix {
  return pe.encodePositions(
    Array.from({ length: end - first }, (_, k) => first + k),
    s.dModel,
    { base: s.base, layout: s.layout },
  );
}

/** Everything the readout says about cell (row, col). */
export interface CellInfo {
  row: number;
  col: number;
  pair: number;
  fn: 'sin' | 'cos';
  value: number;
  wavelength: number;
  /** θ = pos / base^(2i/d) = pos · 2π / λ_i, from the engine's wavelength. */
  angle: number;
  /** θ mod 2π when θ ≥ 2π. */
  reduced: number | undefined;
  /** Where the column sits in the layout, in words. */
  column: string;
}

export function describeCell(
  s: Pick<State, 'dModel' | 'base' | 'layout'>,
  pe: PosEnc,
  wavelengths: Float64Array,
  row: number,
  col: number,
): CellInfo {
  const { pair, fn } = pe.pairOfColumn(col, s.dModel, { layout: s.layout });
  const value = pe.encodePositions([row], s.dModel, { base: s.base, layout: s.layout }).data[col]!;
  const wavelength = wavelengths[pair]!;
  const angle = (row * TWO_PI) / wavelength;
  const column =
    s.layout === 'split'
      ? fn === 'sin'
        ? 'first half, column i'
        : 'second half, column d/2 + i'
      : fn === 'sin'
        ? 'even column 2i'
        : 'odd column 2i + 1';
  return {
    row,
    col,
    pair,
    fn,
    value,
    wavelength,
    angle,
    reduced: angle >= TWO_PI ? angle % TWO_PI : undefined,
    column,
  };
}

/** The live-region sentence for the keyboard cursor. */
export function cursorAnnouncement(info: CellInfo): string {
  return `Position ${grouped(info.row)}, dimension ${grouped(info.col)}, ${info.fn} of pair ${grouped(info.pair)}: ${fixed(info.value, 4)}.`;
}

/** "the mean of 3 × 2 cells around it" when a hovered pixel averages several cells. */
export function pixelMean(v: Viewport, box: Box, mean: number): string | undefined {
  const rowsPerPixel = (v.r1 - v.r0) / box.dh;
  const colsPerPixel = (v.c1 - v.c0) / box.dw;
  if (!(rowsPerPixel > 1 || colsPerPixel > 1) || !Number.isFinite(mean)) return undefined;
  return `the mean of ${amount(Math.max(1, rowsPerPixel))} × ${amount(Math.max(1, colsPerPixel))} cells around it = ${fixed(mean, 4)}`;
}
