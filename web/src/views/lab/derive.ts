// What the lab's figures draw, from the runs' numbers (every one the
// engine's: labTrain's losses, labEvaluate's accuracies). Pure: no DOM, no
// engine. Per encoding, over its seeds: the mean and the band from the
// lowest to the highest seed, step by step (losses, each seed's trailing
// mean over a window first, so a band is the seeds' spread and not one
// batch's noise) and length by length (accuracy).
import type { LabEncoding, LabMetric } from './view.js';

/** One run's numbers as the figures need them (a RunProgress or a test's). */
export interface RunNumbers {
  readonly encoding: LabEncoding;
  /** Losses so far: `step` values filled, NaN after. */
  readonly losses: ArrayLike<number>;
  readonly step: number;
  readonly accuracy?: ArrayLike<number>;
  readonly tokenAccuracy?: ArrayLike<number>;
}

/** A curve with its seed band, per x. NaN where no seed has a value yet. */
export interface BandSeries {
  readonly encoding: LabEncoding;
  readonly x: Float64Array;
  readonly mean: Float64Array;
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  /** Seeds that contributed (all of them once they are done). */
  readonly seeds: number;
}

/** The trailing window of the loss curves: about a fiftieth of the run, at least 1 step. */
export const smoothingWindow = (steps: number): number => Math.max(1, Math.round(steps / 50));

/** The trailing mean of the first `count` values over `window` values (fewer at the start). */
export function trailingMean(
  values: ArrayLike<number>,
  count: number,
  window: number,
): Float64Array {
  const out = new Float64Array(values.length).fill(NaN);
  let sum = 0;
  for (let k = 0; k < count; k++) {
    sum += values[k]!;
    if (k >= window) sum -= values[k - window]!;
    out[k] = sum / Math.min(k + 1, window);
  }
  return out;
}

function band(
  encoding: LabEncoding,
  x: Float64Array,
  rows: readonly ArrayLike<number>[],
): BandSeries {
  const n = x.length;
  const mean = new Float64Array(n).fill(NaN);
  const lo = new Float64Array(n).fill(NaN);
  const hi = new Float64Array(n).fill(NaN);
  for (let k = 0; k < n; k++) {
    let sum = 0;
    let count = 0;
    let a = Infinity;
    let b = -Infinity;
    for (const row of rows) {
      const v = row[k]!;
      if (!Number.isFinite(v)) continue;
      sum += v;
      count++;
      if (v < a) a = v;
      if (v > b) b = v;
    }
    if (count > 0) {
      mean[k] = sum / count;
      lo[k] = a;
      hi[k] = b;
    }
  }
  return { encoding, x, mean, lo, hi, seeds: rows.length };
}

function byEncoding(runs: readonly RunNumbers[], encodings: readonly LabEncoding[]) {
  return encodings.map((encoding) => ({
    encoding,
    runs: runs.filter((r) => r.encoding === encoding),
  }));
}

/** The loss curves: per encoding, each seed's trailing mean, then their mean and band per step. */
export function lossSeries(
  runs: readonly RunNumbers[],
  encodings: readonly LabEncoding[],
  steps: number,
): BandSeries[] {
  const x = Float64Array.from({ length: steps }, (_, k) => k + 1);
  const window = smoothingWindow(steps);
  return byEncoding(runs, encodings).map(({ encoding, runs: seeds }) =>
    band(
      encoding,
      x,
      seeds.map((r) => trailingMean(r.losses, r.step, window)),
    ),
  );
}

/** The accuracy curves: per encoding whose seeds are all evaluated, mean and band per length. */
export function accuracySeries(
  runs: readonly RunNumbers[],
  encodings: readonly LabEncoding[],
  lengths: readonly number[],
  metric: LabMetric,
): BandSeries[] {
  const x = Float64Array.from(lengths);
  return byEncoding(runs, encodings)
    .filter(({ runs: seeds }) => seeds.length > 0 && seeds.every((r) => r.accuracy))
    .map(({ encoding, runs: seeds }) =>
      band(
        encoding,
        x,
        seeds.map((r) => (metric === 'token' ? r.tokenAccuracy! : r.accuracy!)),
      ),
    );
}

/** The mean of a series' means over the lengths in [from, to] (NaN when none). */
export function meanOver(series: BandSeries, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (let k = 0; k < series.x.length; k++) {
    const x = series.x[k]!;
    if (x >= from && x <= to && Number.isFinite(series.mean[k]!)) {
      sum += series.mean[k]!;
      count++;
    }
  }
  return count > 0 ? sum / count : NaN;
}
