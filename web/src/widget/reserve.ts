// The height the widget keeps free for its view while the engine and the
// view's code load, so that nothing on the host page moves when the view
// appears (no layout shift).
//
// The heights are measured, not guessed: scripts/measure-reserved.mjs renders
// every view of the registry in Chromium at many widths, with and without the
// lesson controls, and writes reserved-heights.ts. Heights and widths are in
// em of the widget's font size (--pe-font-size), so a host that changes the
// font size keeps the reservation right. Pure: no DOM, no lit.
import { packedHeights } from './reserved-heights.js';

/** [host width in em, height of the view with its export menu in em], by width. */
export type HeightSamples = readonly (readonly [number, number])[];

/** Measured heights by view id, with the lesson controls and without. */
export type HeightTable = Readonly<
  Record<string, { lesson: HeightSamples; figure: HeightSamples }>
>;

/**
 * The table as it ships in the element's first chunk: every view is measured
 * at the same host widths, so the widths are written once, and each height
 * is a whole number of sixteenths of an em (a pixel at the default font, well
 * inside the 4 px the layout-shift test allows) written as the difference
 * from the height at the previous width. Gzipped that is about a fifth of
 * the [width, height] pairs it replaces (1.8 kB against 8.3 kB for 17 views).
 */
export interface PackedHeights {
  /** Host widths in em, increasing, shared by every view. */
  readonly widths: readonly number[];
  /** Per view and control setting: height deltas in 1/16 em, one per width. */
  readonly views: Readonly<
    Record<string, { lesson: readonly number[]; figure: readonly number[] }>
  >;
}

/** Height steps per em in the packed table. */
const STEPS_PER_EM = 16;

function packSamples(samples: HeightSamples, widths: readonly number[]): number[] {
  if (samples.length !== widths.length || samples.some(([w], i) => w !== widths[i])) {
    throw new Error('packHeights: every view must be measured at the same widths');
  }
  let previous = 0;
  return samples.map(([, height]) => {
    const steps = Math.round(height * STEPS_PER_EM);
    const delta = steps - previous;
    previous = steps;
    return delta;
  });
}

function unpackSamples(deltas: readonly number[], widths: readonly number[]): HeightSamples {
  let steps = 0;
  return deltas.map((delta, i) => {
    steps += delta;
    return [widths[i]!, steps / STEPS_PER_EM] as const;
  });
}

/** The packed form of a measured table (scripts/measure-reserved.mjs writes it). */
export function packHeights(table: HeightTable): PackedHeights {
  const first = Object.values(table)[0];
  const widths = first ? first.lesson.map(([w]) => w) : [];
  const views: Record<string, { lesson: number[]; figure: number[] }> = {};
  for (const [id, entry] of Object.entries(table)) {
    views[id] = {
      lesson: packSamples(entry.lesson, widths),
      figure: packSamples(entry.figure, widths),
    };
  }
  return { widths, views };
}

/** The table a packed form holds, heights rounded to 1/16 em. */
export function unpackHeights(packed: PackedHeights): HeightTable {
  const table: Record<string, { lesson: HeightSamples; figure: HeightSamples }> = {};
  for (const [id, entry] of Object.entries(packed.views)) {
    table[id] = {
      lesson: unpackSamples(entry.lesson, packed.widths),
      figure: unpackSamples(entry.figure, packed.widths),
    };
  }
  return table;
}

let measured: HeightTable | undefined;

/** The measured table shipped with the widget (reserved-heights.ts), unpacked once. */
export function measuredHeights(): HeightTable {
  measured ??= unpackHeights(packedHeights);
  return measured;
}

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
  table: HeightTable = measuredHeights(),
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
