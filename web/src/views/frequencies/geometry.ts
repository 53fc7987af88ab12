// Where the frequencies view draws things: the small multiples' and the
// wavelength plot's scales, ticks and paths, and the pair under a pointer or
// reached by a key. Pure: no DOM, no Lit; it only places the numbers that
// derive.ts got from the engine.
import {
  dotsPath,
  linePath,
  linearScale,
  logScale,
  logTicks,
  niceTicks,
  shortNumber,
  type Scale,
} from '../../ui/plot.js';
import { CURVE_HEIGHT, SPECTRUM_HEIGHT } from './boxes.js';

/** The plots' heights (defined with the figures' boxes). */
export { CURVE_HEIGHT, SPECTRUM_HEIGHT };
import type { Curve, FrequenciesModel } from './derive.js';

export interface Margins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Tick {
  /** Where it is drawn, in SVG pixels along its axis. */
  at: number;
  label: string;
}

/** Narrowest plot drawn, in CSS pixels. */
export const MIN_WIDTH = 200;
/** Below this width the axes get about half as many ticks. */
const NARROW = 480;

export const CURVE_MARGINS: Margins = { left: 30, right: 10, top: 8, bottom: 20 };

export interface CurvePlot {
  width: number;
  height: number;
  margins: Margins;
  /** y of the values 1, 0 and −1. */
  yTop: number;
  yZero: number;
  yBottom: number;
  /** The wave through the samples. */
  path: string;
  /** Dots at the integer positions, when the model has them. */
  dots: string | undefined;
  /** Integer positions along the x axis. */
  xTicks: Tick[];
}

/** The small multiple of one column over positions 0 .. positions-1 at `width` pixels. */
export function curvePlot(curve: Curve, positions: number, width: number): CurvePlot {
  const w = Math.max(MIN_WIDTH, width);
  const m = CURVE_MARGINS;
  const xMax = Math.max(1, positions - 1);
  const sx = linearScale(0, xMax, m.left, w - m.right);
  const sy = linearScale(-1, 1, CURVE_HEIGHT - m.bottom, m.top);
  const xTicks = niceTicks(0, xMax, w < NARROW ? 4 : 8)
    .filter((t) => Number.isInteger(t) && t <= positions - 1)
    .map((t) => ({ at: sx(t), label: shortNumber(t) }));
  return {
    width: w,
    height: CURVE_HEIGHT,
    margins: m,
    yTop: sy(1),
    yZero: sy(0),
    yBottom: sy(-1),
    path: linePath(curve.xs, curve.ys, sx, sy),
    dots: curve.dots
      ? dotsPath(
          Float64Array.from(curve.dots, (_, p) => p),
          curve.dots,
          sx,
          sy,
        )
      : undefined,
    xTicks,
  };
}

/** The e2e tests point at pairs with these margins: keep them in step. */
export const SPECTRUM_MARGINS: Margins = { left: 48, right: 14, top: 34, bottom: 34 };
/** Dots on every pair up to this many pairs. */
const PAIR_DOT_LIMIT = 256;

export interface Marker {
  pair: number;
  x: number;
  y: number;
  /** The plotted dimensions of this pair (one or both of its columns). */
  dims: number[];
  /** The label "dims" (centred at labelX, baseline labelY), never over another marker's label. */
  label: string;
  labelX: number;
  labelY: number;
  /** True when the label was moved off its point: a leader line joins them. */
  moved: boolean;
}

/** Estimated label box: 11 px digits and commas, about 6.6 px and 3.3 px wide. */
export const LABEL_HEIGHT = 12;
export function labelWidth(label: string): number {
  let w = 0;
  for (const ch of label) w += ch === ',' ? 3.3 : 6.6;
  return w + 4;
}

/** A label's box in SVG pixels. */
export interface LabelBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function labelBox(marker: Pick<Marker, 'label' | 'labelX' | 'labelY'>): LabelBox {
  const half = labelWidth(marker.label) / 2;
  return {
    left: marker.labelX - half,
    right: marker.labelX + half,
    top: marker.labelY - LABEL_HEIGHT + 2,
    bottom: marker.labelY + 2,
  };
}

function overlap(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Places the markers' labels above their points, left to right; a label that
 * would cover one already placed (pairs a few pixels apart, as the fast end
 * of the spectrum at d_model 8192) moves up a row, then, at the top of the
 * plot, to the right, so every label stays readable at any d_model.
 */
function placeLabels(points: Omit<Marker, 'labelX' | 'labelY' | 'moved'>[], top: number): Marker[] {
  const placed: Marker[] = [];
  for (const p of [...points].sort((a, b) => a.x - b.x || a.y - b.y)) {
    const m: Marker = { ...p, labelX: p.x, labelY: p.y - 9, moved: false };
    for (
      let tries = 0;
      tries < 64 && placed.some((q) => overlap(labelBox(q), labelBox(m)));
      tries++
    ) {
      m.moved = true;
      if (m.labelY - LABEL_HEIGHT - 1 >= top) m.labelY -= LABEL_HEIGHT + 1;
      else m.labelX += 6;
    }
    placed.push(m);
  }
  return placed;
}

export interface SpectrumPlot {
  width: number;
  height: number;
  margins: Margins;
  /** Pair index to x, wavelength to y (log axis). */
  sx: Scale;
  sy: Scale;
  /** Number of pairs, d_model / 2. */
  pairs: number;
  /** y of 2π (the shortest wavelength) and of base · 2π. */
  yShortest: number;
  yLimit: number;
  xTicks: Tick[];
  yTicks: Tick[];
  path: string;
  dots: string | undefined;
  /** The pairs of the plotted dimensions. */
  markers: Marker[];
}

/** The wavelength of every pair on a log axis, at `width` pixels. */
export function spectrumPlot(model: FrequenciesModel, width: number): SpectrumPlot {
  const w = model.wavelengths;
  const pairs = w.length;
  const width_ = Math.max(MIN_WIDTH, width);
  const m = SPECTRUM_MARGINS;
  const { shortest, limit } = model.facts;
  const sx = linearScale(0, Math.max(1, pairs - 1), m.left, width_ - m.right);
  const sy = logScale(shortest, limit, SPECTRUM_HEIGHT - m.bottom, m.top);
  const indices = Float64Array.from({ length: pairs }, (_, i) => i);
  const dimsOf = new Map<number, number[]>();
  for (const curve of model.curves) {
    dimsOf.set(curve.pair, [...(dimsOf.get(curve.pair) ?? []), curve.dim]);
  }
  return {
    width: width_,
    height: SPECTRUM_HEIGHT,
    margins: m,
    sx,
    sy,
    pairs,
    yShortest: sy(shortest),
    yLimit: sy(limit),
    xTicks: niceTicks(0, Math.max(1, pairs - 1), width_ < NARROW ? 4 : 8)
      .filter((t) => Number.isInteger(t) && t <= pairs - 1)
      .map((t) => ({ at: sx(t), label: shortNumber(t) })),
    yTicks: logTicks(shortest, limit, 7).map((t) => ({ at: sy(t), label: shortNumber(t) })),
    path: linePath(indices, w, sx, sy),
    dots: pairs <= PAIR_DOT_LIMIT ? dotsPath(indices, w, sx, sy) : undefined,
    markers: placeLabels(
      [...dimsOf].map(([pair, dims]) => ({
        pair,
        x: sx(pair),
        y: sy(w[pair]!),
        dims,
        label: dims.join(','),
      })),
      LABEL_HEIGHT,
    ),
  };
}

/**
 * The pair nearest to `x` pixels from the left edge of a wavelength plot
 * drawn `boxWidth` pixels wide (it may be scaled from its viewBox), or
 * undefined when `x` is well outside the plotted range.
 */
export function pairAt(x: number, boxWidth: number, pairs: number): number | undefined {
  const { left, right } = SPECTRUM_MARGINS;
  const plotWidth = boxWidth - left - right;
  if (plotWidth <= 0) return undefined;
  const t = (x - left) / plotWidth;
  if (t < -0.05 || t > 1.05) return undefined;
  return Math.max(0, Math.min(pairs - 1, Math.round(t * (pairs - 1))));
}

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * What a key does on the wavelength plot (a slider over the pairs): the
 * pair it moves to, 'open' for Enter, undefined for keys it ignores.
 */
export function pairForKey(key: string, pair: number, pairs: number): number | 'open' | undefined {
  let next: number;
  if (key in KEY_STEPS) next = pair + KEY_STEPS[key]!;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = pairs - 1;
  else if (key === 'Enter') return 'open';
  else return undefined;
  return Math.max(0, Math.min(pairs - 1, next));
}
