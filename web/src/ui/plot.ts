// Small pure helpers for the SVG line plots of the lesson views: scales,
// tick values and path strings. No DOM, no engine: they only place numbers
// that the engine computed.

export type Scale = (value: number) => number;

/** Maps [d0, d1] linearly onto [r0, r1]; a zero-width domain maps to the range's middle. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): Scale {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  const factor = (r1 - r0) / span;
  return (value) => r0 + (value - d0) * factor;
}

/** Maps [d0, d1] (both > 0) onto [r0, r1] on a logarithmic axis. */
export function logScale(d0: number, d1: number, r0: number, r1: number): Scale {
  const inner = linearScale(Math.log(d0), Math.log(d1), r0, r1);
  return (value) => inner(Math.log(value));
}

/** About `count` round tick values (1, 2 or 5 times a power of ten) within [min, max]. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min) || count < 1) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    ticks.push(Math.abs(v) < step * 1e-9 ? 0 : v);
  }
  return ticks;
}

/** Powers of ten within [min, max], thinned to at most `maxCount` values. */
export function logTicks(min: number, max: number, maxCount = 8): number[] {
  const lo = Math.ceil(Math.log10(min) - 1e-9);
  const hi = Math.floor(Math.log10(max) + 1e-9);
  const every = Math.max(1, Math.ceil((hi - lo + 1) / maxCount));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e += every) ticks.push(10 ** e);
  return ticks;
}

/** An SVG path through the points (xs[k], ys[k]); non-finite y values break the line. */
export function linePath(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  sx: Scale,
  sy: Scale,
): string {
  const parts: string[] = [];
  let pen = false;
  for (let k = 0; k < xs.length; k++) {
    const y = ys[k]!;
    if (!Number.isFinite(y)) {
      pen = false;
      continue;
    }
    parts.push(`${pen ? 'L' : 'M'}${sx(xs[k]!).toFixed(1)} ${sy(y).toFixed(1)}`);
    pen = true;
  }
  return parts.join('');
}

/**
 * Dots at the points (xs[k], ys[k]) as one path of zero-length segments:
 * draw it with a round line cap and the dot's diameter as stroke width.
 */
export function dotsPath(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  sx: Scale,
  sy: Scale,
): string {
  const parts: string[] = [];
  for (let k = 0; k < xs.length; k++) {
    const y = ys[k]!;
    if (Number.isFinite(y)) parts.push(`M${sx(xs[k]!).toFixed(1)} ${sy(y).toFixed(1)}h0`);
  }
  return parts.join('');
}

/**
 * An SVG arc of radius r around (cx, cy) from angle a0 sweeping by `sweep`
 * radians, in the mathematical convention (counter-clockwise, y up), drawn
 * in SVG coordinates (y down). |sweep| is clamped below a full turn.
 */
export function arcPath(cx: number, cy: number, r: number, a0: number, sweep: number): string {
  const limit = 2 * Math.PI - 1e-3;
  const s = Math.max(-limit, Math.min(limit, sweep));
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy - r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a0 + s);
  const y1 = cy - r * Math.sin(a0 + s);
  const large = Math.abs(s) > Math.PI ? 1 : 0;
  // Counter-clockwise in maths is sweep-flag 0 once y points down.
  const flag = s > 0 ? 0 : 1;
  return `M${x0.toFixed(2)} ${y0.toFixed(2)}A${r} ${r} 0 ${large} ${flag} ${x1.toFixed(2)} ${y1.toFixed(2)}`;
}

/** Short tick label: 0.5, 20, 1k, 10k, 1M, 1e9. */
export function shortNumber(value: number): string {
  const a = Math.abs(value);
  if (a >= 1e9) return value.toExponential(0).replace('+', '').replace('-', '−');
  if (a >= 1e6) return `${value / 1e6}M`;
  if (a >= 1e3) return `${value / 1e3}k`;
  return String(Number(value.toPrecision(4))).replace('-', '−');
}
