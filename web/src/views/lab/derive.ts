// What the lab's band charts draw, from the runs' numbers: per encoding,
// over its seeds, the mean and the band from the lowest to the highest seed,
// step by step (losses, each seed's trailing mean over a window first, so a
// band is the seeds' spread and not one batch's noise) and length by length
// (accuracy). Every number is the engine's: labTrain's losses and
// labEvaluate's accuracies, banded by labSeedBands. This module only groups
// the runs by encoding and lays each group's rows side by side. No DOM.
import type { PosEnc } from '../../engine/index.js';
import type { LabEncoding, LabMetric } from './view.js';

/** The engine function the bands come from. */
export type BandsApi = Pick<PosEnc, 'labSeedBands'>;

/** One run's numbers as the figures need them (a RunProgress or a test's). */
export interface RunNumbers {
  readonly encoding: LabEncoding;
  /** One loss per step of the run: NaN past the steps trained so far. */
  readonly losses: ArrayLike<number>;
  readonly accuracy?: ArrayLike<number>;
  readonly tokenAccuracy?: ArrayLike<number>;
}

/** A curve with its seed band, per x. NaN where no seed has a value yet. */
export interface BandSeries {
  readonly encoding: LabEncoding;
  readonly x: Float64Array;
  readonly mean: Float64Array;
  readonly min: Float64Array;
  readonly max: Float64Array;
  /** Seeds that contributed (all of them once they are done). */
  readonly seeds: number;
}

/** The trailing window of the loss curves: about a fiftieth of the run, at least 1 step. */
export const smoothingWindow = (steps: number): number => Math.max(1, Math.round(steps / 50));

/** The seeds' rows, each x.length long, as labSeedBands reads them: one after the other. */
function band(
  api: BandsApi,
  encoding: LabEncoding,
  x: Float64Array,
  rows: readonly ArrayLike<number>[],
  window: number,
): BandSeries {
  const n = x.length;
  const values = new Float64Array(rows.length * n);
  rows.forEach((row, r) => {
    // A row shorter than x (none is today) has no value past its end.
    for (let k = 0; k < n; k++) values[r * n + k] = k < row.length ? row[k]! : NaN;
  });
  const { mean, min, max } = api.labSeedBands(values, { runs: rows.length, window });
  return { encoding, x, mean, min, max, seeds: rows.length };
}

/** The encodings in order, each with its runs; an encoding without runs is left out. */
function byEncoding(runs: readonly RunNumbers[], encodings: readonly LabEncoding[]) {
  return encodings
    .map((encoding) => ({ encoding, runs: runs.filter((r) => r.encoding === encoding) }))
    .filter((group) => group.runs.length > 0);
}

/** The loss curves: per encoding, each seed's trailing mean, then their mean and band per step. */
export function lossSeries(
  api: BandsApi,
  runs: readonly RunNumbers[],
  encodings: readonly LabEncoding[],
  steps: number,
): BandSeries[] {
  const x = Float64Array.from({ length: steps }, (_, k) => k + 1);
  const window = smoothingWindow(steps);
  return byEncoding(runs, encodings).map(({ encoding, runs: seeds }) =>
    band(
      api,
      encoding,
      x,
      seeds.map((r) => r.losses),
      window,
    ),
  );
}

/** The accuracy curves: per encoding whose seeds are all evaluated, mean and band per length. */
export function accuracySeries(
  api: BandsApi,
  runs: readonly RunNumbers[],
  encodings: readonly LabEncoding[],
  lengths: readonly number[],
  metric: LabMetric,
): BandSeries[] {
  const x = Float64Array.from(lengths);
  return byEncoding(runs, encodings)
    .filter(({ runs: seeds }) => seeds.every((r) => r.accuracy))
    .map(({ encoding, runs: seeds }) =>
      band(
        api,
        encoding,
        x,
        seeds.map((r) => (metric === 'token' ? r.tokenAccuracy! : r.accuracy!)),
        1,
      ),
    );
}
