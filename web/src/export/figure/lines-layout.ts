// A line figure's layout: linear or log axes with ticks and grid lines, one
// clipped polyline per series (broken at missing values) and a legend. Pure.
import { axisTitles, finishScene, outline, plotBox, xTick, yTick } from './frame.js';
import { FONT, GRID, PALETTE, middle, round2, type Scene, type Shape } from './scene.js';
import type { LineFigure } from './spec.js';
import { finish, type Steps } from './steps.js';
import { linearTicks, logTicks, niceExtent, stepOf, textWidth, tickLabel } from './ticks.js';

const LINES_PLOT = { width: 560, height: 320 };

/** Points of a series turned into pixel coordinates per step. */
export const POINTS_PER_STEP = 1 << 14;

function extent(arrays: readonly ArrayLike<number>[], positiveOnly: boolean): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const values of arrays) {
    for (let k = 0; k < values.length; k++) {
      const v = values[k]!;
      if (!Number.isFinite(v) || (positiveOnly && v <= 0)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return min <= max ? [min, max] : positiveOnly ? [1, 10] : [0, 1];
}

interface Axis {
  domain: [number, number];
  ticks: number[];
  labels: string[];
  map: (v: number, r0: number, r1: number) => number;
}

/**
 * An axis over the values: on a log scale from and to powers of ten; on a
 * linear one widened to whole tick steps (`nice`, for values) or exactly the
 * data's extent (for positions, which start and end where the data does).
 */
function axisOf(
  values: readonly ArrayLike<number>[],
  scale: 'linear' | 'log',
  maxTicks: number,
  nice: boolean,
): Axis {
  if (scale === 'log') {
    const [lo, hi] = extent(values, true);
    const domain: [number, number] = [
      10 ** Math.floor(Math.log10(lo) + 1e-9),
      10 ** Math.ceil(Math.log10(hi) - 1e-9),
    ];
    if (domain[0] === domain[1]) domain[1] *= 10;
    const ticks = logTicks(domain[0], domain[1], maxTicks);
    return {
      domain,
      ticks,
      labels: ticks.map((v) => tickLabel(v, v)),
      map: (v, r0, r1) =>
        r0 +
        ((Math.log(v) - Math.log(domain[0])) / (Math.log(domain[1]) - Math.log(domain[0]))) *
          (r1 - r0),
    };
  }
  const [lo, hi] = extent(values, false);
  const domain: [number, number] = nice || !(hi > lo) ? niceExtent(lo, hi, maxTicks) : [lo, hi];
  const ticks = linearTicks(domain[0], domain[1], maxTicks);
  const step = stepOf(ticks);
  return {
    domain,
    ticks,
    labels: ticks.map((v) => tickLabel(v, step)),
    map: (v, r0, r1) => r0 + ((v - domain[0]) / (domain[1] - domain[0])) * (r1 - r0),
  };
}

export function layoutLines(spec: LineFigure): Scene {
  return finish(layoutLinesSteps(spec));
}

/** The line figure's scene, in steps of {@link POINTS_PER_STEP} points. */
export function* layoutLinesSteps(spec: LineFigure): Steps<Scene> {
  // Each series and each of its fields read once (any of them may be a getter).
  const series = spec.series.map((s) => ({ label: s.label, x: s.x, y: s.y }));
  if (series.length === 0) throw new RangeError(`line figure "${spec.title}" has no series`);
  for (const s of series) {
    if (s.x.length !== s.y.length) {
      throw new RangeError(
        `series "${s.label}": ${s.x.length} x values but ${s.y.length} y values`,
      );
    }
  }
  const xScale = spec.xScale ?? 'linear';
  const yScale = spec.yScale ?? 'linear';
  const xAxis = axisOf(
    series.map((s) => s.x),
    xScale,
    8,
    false,
  );
  const yAxis = axisOf(
    series.map((s) => s.y),
    yScale,
    6,
    true,
  );
  const points = series.reduce((n, s) => n + s.x.length, 0);
  let done = 0;
  const { width: plotW, height: plotH } = LINES_PLOT;
  const plot = plotBox(yAxis.labels, plotW, plotH);
  const { x: x0, y: y0 } = plot;
  const bottom = y0 + plotH;
  const shapes: Shape[] = [];
  const xAt = (v: number) => xAxis.map(v, x0, x0 + plotW);
  const yAt = (v: number) => yAxis.map(v, bottom, y0);

  xAxis.ticks.forEach((v, k) => {
    const x = xAt(v);
    shapes.push({ kind: 'line', x1: x, y1: y0, x2: x, y2: bottom, stroke: GRID, width: 1 });
    shapes.push(...xTick(plot, x, xAxis.labels[k]!));
  });
  yAxis.ticks.forEach((v, k) => {
    const y = yAt(v);
    shapes.push({ kind: 'line', x1: x0, y1: y, x2: x0 + plotW, y2: y, stroke: GRID, width: 1 });
    shapes.push(...yTick(plot, y, yAxis.labels[k]!));
  });
  for (const [k, s] of series.entries()) {
    const segments: number[][] = [];
    let current: number[] = [];
    for (let j = 0; j < s.x.length; j++) {
      const x = s.x[j]!;
      const y = s.y[j]!;
      const usable =
        Number.isFinite(x) &&
        Number.isFinite(y) &&
        (xScale === 'linear' || x > 0) &&
        (yScale === 'linear' || y > 0);
      if (!usable) {
        if (current.length > 0) segments.push(current);
        current = [];
      } else {
        current.push(round2(xAt(x)), round2(yAt(y)));
      }
      if ((j + 1) % POINTS_PER_STEP === 0) yield (done + j + 1) / points;
    }
    done += s.x.length;
    if (current.length > 0) segments.push(current);
    shapes.push({
      kind: 'path',
      segments,
      stroke: PALETTE[k % PALETTE.length]!,
      width: 1.5,
      clip: plot,
    });
  }
  shapes.push(outline(plot));
  const titles = axisTitles(plot, spec.xLabel, spec.yLabel);
  shapes.push(...titles.shapes);
  // Legend, right of the plot: a line sample and the series' label.
  const legendX = x0 + plotW + 16;
  let legendW = 0;
  series.forEach((s, k) => {
    const y = y0 + 8 + k * (FONT + 8);
    const stroke = PALETTE[k % PALETTE.length]!;
    shapes.push({ kind: 'line', x1: legendX, y1: y, x2: legendX + 22, y2: y, stroke, width: 2 });
    shapes.push({
      kind: 'text',
      x: legendX + 28,
      y: middle(y),
      text: s.label,
      size: FONT,
      anchor: 'start',
    });
    legendW = Math.max(legendW, 28 + textWidth(s.label, FONT));
  });
  const legendBottom = y0 + 8 + series.length * (FONT + 8);
  return finishScene(spec.title, shapes, legendX + legendW, Math.max(titles.bottom, legendBottom));
}
