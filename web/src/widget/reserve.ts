// The height the widget keeps free for its view while the engine and the
// view's code load, so that nothing on the host page moves when the view
// appears (no layout shift).
//
// The heights are measured, not guessed: scripts/measure-reserved.mjs renders
// every view of the registry in Chromium at many widths, with and without the
// lesson controls, and writes reserved-heights.ts. Heights and widths are in
// em of the widget's font size (--pe-font-size), so a host that changes the
// font size keeps the reservation right. Pure: no DOM, no lit.
import { reservedHeights } from './reserved-heights.js';

/** [host width in em, height of the view with its export menu in em], by width. */
export type HeightSamples = readonly (readonly [number, number])[];

function interpolate(samples: HeightSamples, widthEm: number): number {
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  if (widthEm <= first[0]) return first[1];
  if (widthEm >= last[0]) return last[1];
  let lo = 0;
  let hi = samples.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (samples[mid]![0] <= widthEm) lo = mid;
    else hi = mid;
  }
  const [w0, h0] = samples[lo]!;
  const [w1, h1] = samples[hi]!;
  return h0 + ((h1 - h0) * (widthEm - w0)) / (w1 - w0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The height in em to keep for view `view` in a widget `widthEm` wide, with
 * (`lesson` true) or without the lesson's own controls. A view that has not
 * been measured yet gets the median of the measured views at that width; 0
 * when nothing was measured (width not finite or no table).
 */
export function reservedHeightEm(
  view: string,
  lesson: boolean,
  widthEm: number,
  table: Readonly<
    Record<string, { lesson: HeightSamples; figure: HeightSamples }>
  > = reservedHeights,
): number {
  if (!Number.isFinite(widthEm) || widthEm <= 0) return 0;
  const pick = (entry: { lesson: HeightSamples; figure: HeightSamples }) =>
    lesson ? entry.lesson : entry.figure;
  const entry = table[view];
  if (entry !== undefined && pick(entry).length > 0) return interpolate(pick(entry), widthEm);
  const known = Object.values(table)
    .map(pick)
    .filter((samples) => samples.length > 0)
    .map((samples) => interpolate(samples, widthEm));
  return known.length > 0 ? median(known) : 0;
}
