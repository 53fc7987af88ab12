// Layout maths of the exported figures: tick values and labels, and the
// integer cell sizes of heat maps. Pure (no DOM), unit-tested in Node.

/** Largest cells drawn (CSS pixels at 1x); smaller matrices get square-ish cells up to this. */
export const MAX_CELL = 48;
/** Most cells per axis a figure draws, one pixel each at 1x. */
export const MAX_CELLS_PER_AXIS = 2048;

/**
 * The integer size of one cell when `count` cells share about `target`
 * pixels: floor(target / count), between 1 and {@link MAX_CELL}. Every cell
 * gets the same whole number of pixels, so a 512-column matrix in an
 * 800-pixel budget is drawn at 1 pixel per column (512 px), never with
 * columns of 1 and 2 pixels.
 */
export function cellSize(count: number, target: number, axis = 'columns'): number {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CELLS_PER_AXIS) {
    throw new RangeError(
      `a figure draws 1 to ${MAX_CELLS_PER_AXIS} ${axis}; got ${count}: zoom in or export the data instead`,
    );
  }
  return Math.max(1, Math.min(MAX_CELL, Math.floor(target / count)));
}

/** The step (1, 2 or 5 times a power of ten) giving at most about `maxTicks` ticks over `span`. */
export function niceStep(span: number, maxTicks: number): number {
  const raw = span / Math.max(1, maxTicks);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-12)) ?? 10 * power;
}

/** Multiples of a nice step within [min, max] (at most about `maxTicks` of them). */
export function linearTicks(min: number, max: number, maxTicks = 6): number[] {
  if (!(max > min)) return [min];
  const step = niceStep(max - min, maxTicks);
  const ticks: number[] = [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  for (let k = first; k <= last; k++) ticks.push(k * step === 0 ? 0 : k * step);
  return ticks;
}

/** [min, max] widened outward to multiples of the tick step (a zero-width range gets +-1). */
export function niceExtent(min: number, max: number, maxTicks = 6): [number, number] {
  if (!(max > min)) return [min - 1, max + 1];
  const step = niceStep(max - min, maxTicks);
  return [Math.floor(min / step + 1e-9) * step, Math.ceil(max / step - 1e-9) * step];
}

/** Powers of ten within [min, max] (both > 0), thinned to at most `maxTicks`. */
export function logTicks(min: number, max: number, maxTicks = 8): number[] {
  const lo = Math.ceil(Math.log10(min) - 1e-9);
  const hi = Math.floor(Math.log10(max) + 1e-9);
  const every = Math.max(1, Math.ceil((hi - lo + 1) / maxTicks));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e += every) ticks.push(10 ** e);
  return ticks.length > 0 ? ticks : [min, max];
}

/**
 * Integer tick values for the cells of an axis that starts at index `start`
 * and covers `span` indices: multiples of a nice whole step, at most about
 * `maxTicks`; the first index when no multiple falls inside.
 */
export function indexTicks(start: number, span: number, maxTicks: number): number[] {
  const step = Math.max(1, Math.ceil(niceStep(span, maxTicks)));
  const last = start + span - 1;
  const ticks: number[] = [];
  for (let v = Math.ceil(start / step) * step; v <= last; v += step) ticks.push(v);
  return ticks.length > 0 ? ticks : [start];
}

/**
 * A tick's label with as many decimals as the step between ticks needs
 * (0.25 -> "0.25", 1000 -> "1000", 1e-7 -> "1e-7"); a true minus sign.
 */
export function tickLabel(value: number, step: number): string {
  let text: string;
  const magnitude = Math.abs(value);
  if (value === 0) text = '0';
  else if (magnitude >= 1e6 || magnitude < 1e-4) {
    text = value
      .toExponential()
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e');
  } else {
    const decimals = decimalsOf(step);
    text = value.toFixed(decimals);
    if (decimals === 0 && /e/.test(text)) text = String(Math.round(value));
  }
  return text.replaceAll('-', '\u2212');
}

/** The fewest decimals (at most 10) that write `step` exactly: 0.25 -> 2, 0.5 -> 1, 20 -> 0. */
export function decimalsOf(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0;
  for (let decimals = 0; decimals < 10; decimals++) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) <= 1e-9 * scaled) return decimals;
  }
  return 10;
}

/** The step between consecutive ticks (1 when there is only one). */
export function stepOf(ticks: readonly number[]): number {
  return ticks.length > 1 ? Math.abs(ticks[1]! - ticks[0]!) : Math.abs(ticks[0] ?? 1) || 1;
}

/** Estimated width of `text` at `size` pixels in a sans-serif font (for margins only). */
export function textWidth(text: string, size: number): number {
  return Math.ceil(text.length * size * 0.6);
}
