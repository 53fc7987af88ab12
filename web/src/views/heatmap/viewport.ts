// Viewport arithmetic for the heat-map explorer: which part of the
// (seqLen, dModel) matrix is on screen, in continuous cell coordinates
// (cell (p, c) occupies [p, p + 1) x [c, c + 1)), and how zooming, panning
// and tick marks move it. Pure functions; no engine maths here.

/** Rows [r0, r1) and columns [c0, c1) of the matrix, in cells. */
export interface Viewport {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/** The matrix size: rows = positions, cols = dimensions. */
export interface Extent {
  rows: number;
  cols: number;
}

/**
 * The smallest span, in cells, the explorer zooms in to: two cells, so that
 * at maximum zoom each axis still shows two cell centres and labels both.
 */
export const MIN_SPAN = 2;

export function fitViewport(extent: Extent): Viewport {
  return { r0: 0, r1: extent.rows, c0: 0, c1: extent.cols };
}

/** Keeps [a0, a1) inside [0, total) with a span from MIN_SPAN to total. */
function clampAxis(a0: number, a1: number, total: number): [number, number] {
  if (!Number.isFinite(a0) || !Number.isFinite(a1) || !(a1 > a0)) return [0, total];
  let span = a1 - a0;
  let start = a0;
  const clamped = Math.min(Math.max(span, Math.min(MIN_SPAN, total)), total);
  if (clamped !== span) {
    start = a0 + span / 2 - clamped / 2; // Keep the centre when the span changes.
    span = clamped;
  }
  start = Math.min(Math.max(start, 0), total - span);
  return [start, start + span];
}

export function clampViewport(v: Viewport, extent: Extent): Viewport {
  const [r0, r1] = clampAxis(v.r0, v.r1, extent.rows);
  const [c0, c1] = clampAxis(v.c0, v.c1, extent.cols);
  return { r0, r1, c0, c1 };
}

/** The window a state describes; a null bound means the matrix edge. */
export function viewportFromState(s: WindowFields, extent: Extent): Viewport {
  return clampViewport(
    { r0: s.r0 ?? 0, r1: s.r1 ?? extent.rows, c0: s.c0 ?? 0, c1: s.c1 ?? extent.cols },
    extent,
  );
}

const EPS = 1e-9;

export function rowsFit(v: Viewport, extent: Extent): boolean {
  return Math.abs(v.r0) < EPS && Math.abs(v.r1 - extent.rows) < EPS * Math.max(1, extent.rows);
}

export function colsFit(v: Viewport, extent: Extent): boolean {
  return Math.abs(v.c0) < EPS && Math.abs(v.c1 - extent.cols) < EPS * Math.max(1, extent.cols);
}

export function isFit(v: Viewport, extent: Extent): boolean {
  return rowsFit(v, extent) && colsFit(v, extent);
}

/**
 * After the matrix changed size: an axis that showed the whole old matrix
 * shows the whole new one; otherwise the window is kept (clamped).
 */
export function refit(v: Viewport, from: Extent, to: Extent): Viewport {
  const next = { ...v };
  if (rowsFit(v, from)) {
    next.r0 = 0;
    next.r1 = to.rows;
  }
  if (colsFit(v, from)) {
    next.c0 = 0;
    next.c1 = to.cols;
  }
  return clampViewport(next, to);
}

/**
 * Scales the window by `rowFactor` and `colFactor` (< 1 zooms in) keeping
 * the cell coordinate (anchorRow, anchorCol) where it is on screen.
 */
export function zoomViewport(
  v: Viewport,
  extent: Extent,
  rowFactor: number,
  colFactor: number,
  anchorRow: number,
  anchorCol: number,
): Viewport {
  return clampViewport(
    {
      r0: anchorRow - (anchorRow - v.r0) * rowFactor,
      r1: anchorRow + (v.r1 - anchorRow) * rowFactor,
      c0: anchorCol - (anchorCol - v.c0) * colFactor,
      c1: anchorCol + (v.c1 - anchorCol) * colFactor,
    },
    extent,
  );
}

/** Moves the window by whole spans kept: dRows positions, dCols dimensions. */
export function panViewport(v: Viewport, extent: Extent, dRows: number, dCols: number): Viewport {
  const rows = v.r1 - v.r0;
  const cols = v.c1 - v.c0;
  const r0 = Math.min(Math.max(v.r0 + dRows, 0), extent.rows - rows);
  const c0 = Math.min(Math.max(v.c0 + dCols, 0), extent.cols - cols);
  return { r0, r1: r0 + rows, c0, c1: c0 + cols };
}

/** Pans the least amount that brings cell (row, col) fully into view. */
export function revealCell(v: Viewport, extent: Extent, row: number, col: number): Viewport {
  let dRows = 0;
  let dCols = 0;
  if (row < v.r0) dRows = row - v.r0;
  else if (row + 1 > v.r1) dRows = row + 1 - v.r1;
  if (col < v.c0) dCols = col - v.c0;
  else if (col + 1 > v.c1) dCols = col + 1 - v.c1;
  return dRows === 0 && dCols === 0 ? v : panViewport(v, extent, dRows, dCols);
}

/**
 * Rounded to whole cells for the state (and a share link): the host page
 * reads positions and dimensions; the screen keeps its own fractional window.
 */
export function roundedViewport(v: Viewport): Viewport {
  const round = (x: number) => Math.round(x) + 0;
  return { r0: round(v.r0), r1: round(v.r1), c0: round(v.c0), c1: round(v.c1) };
}

/**
 * Whether two windows agree on every edge within `tolerance` cells. The view
 * compares the window a new state implies with the one on screen this way
 * (typed numbers, never text keys): within ROUNDING_TOLERANCE it is the
 * window the view itself asked for, rounded, and the screen keeps its own.
 */
export function sameViewport(a: Viewport, b: Viewport, tolerance = 0): boolean {
  return (
    Math.abs(a.r0 - b.r0) <= tolerance &&
    Math.abs(a.r1 - b.r1) <= tolerance &&
    Math.abs(a.c0 - b.c0) <= tolerance &&
    Math.abs(a.c1 - b.c1) <= tolerance
  );
}

/** Half the step of {@link roundedViewport}, plus room for float error. */
export const ROUNDING_TOLERANCE = 0.5 + 1e-9;

/** The window fields of a state: null means "the matrix edge". */
export interface WindowFields {
  r0: number | null;
  r1: number | null;
  c0: number | null;
  c1: number | null;
}

/** Whether two states hold the same window fields (null equals only null). */
export function sameWindowFields(a: WindowFields, b: WindowFields): boolean {
  return a.r0 === b.r0 && a.r1 === b.r1 && a.c0 === b.c0 && a.c1 === b.c1;
}

/** Whether no window is set (the state shows the whole matrix). */
export function windowUnset(s: WindowFields): boolean {
  return s.r0 === null && s.r1 === null && s.c0 === null && s.c1 === null;
}

/**
 * Pixel range [start, end) that cell `k` occupies on an axis of `pixels`
 * pixels showing [a0, a1): pixel y shows the cell under its centre when
 * cells are larger than pixels (the engine's rule), so the edges are
 * ceil((k - a0) / perPixel - 0.5).
 */
export function cellPixels(k: number, a0: number, a1: number, pixels: number): [number, number] {
  const per = (a1 - a0) / pixels;
  const edge = (c: number) => Math.min(pixels, Math.max(0, Math.ceil((c - a0) / per - 0.5)));
  return [edge(k), edge(k + 1)];
}

/** 1, 2, 5, 10, 20, 50, ...: the smallest of these that is >= x (and >= 1). */
export function niceStep(x: number): number {
  if (!(x > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * power >= x - 1e-9 * power) return m * power;
  return 10 * power;
}

/**
 * Whole cell indices to label on an axis showing [a0, a1) over `length`
 * CSS pixels, at least `spacing` pixels apart; each tick sits at its
 * cell's centre, k + 0.5.
 */
export function axisTicks(a0: number, a1: number, length: number, spacing: number): number[] {
  const span = a1 - a0;
  if (!(span > 0) || !(length > 0)) return [];
  const step = niceStep((span * spacing) / length);
  const ticks: number[] = [];
  for (
    let k = Math.ceil((a0 - 0.5) / step) * step;
    k + 0.5 <= a1 && ticks.length < 200;
    k += step
  ) {
    if (k + 0.5 >= a0) ticks.push(k === 0 ? 0 : k); // No -0.
  }
  return ticks;
}

/** The whole cells a window touches: [first, end). */
export function visibleCells(a0: number, a1: number): [number, number] {
  return [Math.floor(a0 + 1e-9), Math.ceil(a1 - 1e-9)];
}

/** A whole cell of the matrix. */
export interface Cell {
  row: number;
  col: number;
}

/** Whether any part of cell `c` is inside the window. */
export function cellInView(v: Viewport, c: Cell): boolean {
  return c.row + 1 > v.r0 && c.row < v.r1 && c.col + 1 > v.c0 && c.col < v.c1;
}

/** The top-left cell whose centre (or, for a window under a cell, whose middle) is on screen. */
export function firstVisibleCell(v: Viewport, extent: Extent): Cell {
  const first = (a0: number, a1: number) => Math.floor(a0 + Math.min(0.5, (a1 - a0) / 2));
  return {
    row: Math.min(first(v.r0, v.r1), extent.rows - 1),
    col: Math.min(first(v.c0, v.c1), extent.cols - 1),
  };
}

/** The cell under the window's centre: where the cursor goes when a zoom or pan leaves it behind. */
export function centreCell(v: Viewport, extent: Extent): Cell {
  const at = (a0: number, a1: number, total: number) =>
    Math.max(0, Math.min(total - 1, Math.floor((a0 + a1) / 2)));
  return { row: at(v.r0, v.r1, extent.rows), col: at(v.c0, v.c1, extent.cols) };
}
