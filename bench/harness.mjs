// Timing and formatting helpers for bench/run.mjs.

/**
 * Calls fn `warmup` times, then repeatedly until at least `minTime` seconds
 * and `minIters` calls have passed (at most `maxIters`). Times in seconds.
 */
export function measure(fn, { minTime = 0.3, minIters = 3, maxIters = 1000, warmup = 2 } = {}) {
  for (let k = 0; k < warmup; k++) fn();
  const times = [];
  const start = performance.now();
  while (
    times.length < maxIters &&
    (times.length < minIters || performance.now() - start < minTime * 1000)
  ) {
    const t0 = performance.now();
    fn();
    times.push((performance.now() - t0) / 1000);
  }
  return summarise(times);
}

function summarise(times) {
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  return { median, best: times[0], iters: times.length };
}

/** Median, min and max of a list of numbers. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

/** 1.23e8 -> '123.0 M'. */
export function formatRate(perSecond) {
  if (perSecond >= 1e9) return `${(perSecond / 1e9).toFixed(2)} G`;
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} M`;
  return `${(perSecond / 1e3).toFixed(1)} k`;
}

/** Seconds as '12.3 ms' or '45.6 us'. */
export function formatTime(seconds) {
  if (seconds >= 1) return `${seconds.toFixed(2)} s`;
  if (seconds >= 1e-3) return `${(seconds * 1e3).toFixed(2)} ms`;
  return `${(seconds * 1e6).toFixed(1)} us`;
}

/** An aligned text table: first column left-aligned, the rest right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const line = (row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
