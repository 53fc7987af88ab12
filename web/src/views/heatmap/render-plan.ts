// How the heat-map renderer (renderer.ts) splits a render: how long a task
// may run before it yields, how large a band of pixel rows the engine
// computes at once, and which samples each axis needs (one per pixel, or one
// per visible cell repeated over its pixels when cells are larger).

/** Work per task before yielding to the browser (input, painting). */
const TASK_BUDGET_MS = 20;
/**
 * A render estimated below this many simple operations (about 10 ms) is done
 * in one task, whatever the budget: the first frame's code runs cold and
 * overshoots the budget, and yielding then only lets the rest of the page's
 * start-up run first, which delayed the first complete frame by ~30 ms.
 */
const ONE_TASK_OPS = 2e6;

/**
 * How long one task of a render may run before it yields: the budget, or no
 * limit for a render estimated (pixel rows x operations per row) below
 * ONE_TASK_OPS.
 */
export function taskBudgetMs(pixelRows: number, opsPerRow: number): number {
  return pixelRows * opsPerRow < ONE_TASK_OPS ? Infinity : TASK_BUDGET_MS;
}
/** Target time of one averageGrid call. */
export const BAND_TARGET_MS = 6;

export interface AxisPlan {
  /** What the engine computes along this axis: `count` samples from `start`, `perPixel` apart. */
  start: number;
  perPixel: number;
  count: number;
  /** Pixel -> sample index when cells are larger than pixels (else one sample per pixel). */
  map: Int32Array | undefined;
}

/**
 * When cells are larger than pixels, each pixel shows the cell under its
 * centre (the engine's rule): computing one value per visible cell and
 * repeating it is exact and far cheaper than one per pixel.
 */
export function planAxis(a0: number, a1: number, pixels: number, total: number): AxisPlan {
  const perPixel = (a1 - a0) / pixels;
  if (perPixel > 1) return { start: a0, perPixel, count: pixels, map: undefined };
  const cell = (p: number) =>
    Math.min(total - 1, Math.max(0, Math.floor(a0 + p * perPixel + 0.5 * perPixel)));
  const first = cell(0);
  const map = new Int32Array(pixels);
  for (let p = 0; p < pixels; p++) map[p] = cell(p) - first;
  return { start: first, perPixel: 1, count: map[pixels - 1]! + 1, map };
}

/**
 * Where each run of equal entries of a pixel -> cell map starts, and the
 * map's length last: pixels [runs[k], runs[k + 1]) show one cell.
 */
export function runStarts(map: Int32Array): Int32Array {
  const starts = [0];
  for (let x = 1; x < map.length; x++) if (map[x] !== map[x - 1]) starts.push(x);
  starts.push(map.length);
  return Int32Array.from(starts);
}
