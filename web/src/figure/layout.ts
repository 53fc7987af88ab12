// Lays a figure out as a list of shapes in CSS pixels (1x): what both the
// SVG and the PNG renderer draw, so the two files always agree. Pure (no
// DOM); every heat-map cell is a whole number of pixels wide and high and
// starts at a whole pixel, so at 1x and 2x all cells have the same width.
import { colorOf } from '../colormap.js';
import type { Colormap } from '../state.js';
import type { FigureSpec, HeatmapFigure, LineFigure } from './spec.js';
import {
  cellSize,
  indexTicks,
  linearTicks,
  logTicks,
  niceExtent,
  stepOf,
  textWidth,
  tickLabel,
} from './ticks.js';

export const FONT = 12;
export const TITLE_FONT = 15;
export const FONT_FAMILY = 'Helvetica, Arial, sans-serif';
export const INK = '#222222';
export const GRID = '#e4e4e4';
/** Okabe-Ito: distinguishable with the common colour-vision deficiencies. */
export const PALETTE = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#e69f00',
  '#56b4e9',
  '#000000',
  '#f0e442',
];

const HEATMAP_TARGET = { width: 640, height: 400 };
const LINES_PLOT = { width: 560, height: 320 };
const TICK = 5;
const PAD = 12;
const BAR_WIDTH = 14;

export type Anchor = 'start' | 'middle' | 'end';

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; stroke?: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | {
      kind: 'path';
      /** Polylines in pixel coordinates [x0, y0, x1, y1, ...]; a break starts a new one. */
      segments: number[][];
      stroke: string;
      width: number;
      clip: { x: number; y: number; w: number; h: number };
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      anchor: Anchor;
      /** Degrees, about (x, y): -90 for a vertical axis title. */
      rotate?: number;
      bold?: boolean;
    }
  | {
      kind: 'cells';
      x: number;
      y: number;
      cellW: number;
      cellH: number;
      rows: number;
      cols: number;
      /** rows x cols RGB triples. */
      rgb: Uint8Array;
    }
  | {
      kind: 'colorbar';
      x: number;
      y: number;
      w: number;
      h: number;
      cmap: Colormap;
    };

export interface Scene {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly shapes: readonly Shape[];
}

/** Text baselines are alphabetic: this puts a 12 px label's middle at y. */
function middle(y: number, size = FONT): number {
  return y + Math.round(size * 0.35);
}

/** The figure as shapes, sized from its content. */
export function layoutFigure(spec: FigureSpec): Scene {
  return spec.kind === 'heatmap' ? layoutHeatmap(spec) : layoutLines(spec);
}

/** Cell RGB values of a heat map (NaN cells light grey). */
export function cellColors(spec: HeatmapFigure): Uint8Array {
  const n = spec.rows * spec.cols;
  if (spec.data.length !== n) {
    throw new RangeError(
      `heat map "${spec.title}": data has ${spec.data.length} values, rows * cols is ${n}`,
    );
  }
  const [min, max] = spec.range;
  const rgb = new Uint8Array(n * 3);
  for (let k = 0; k < n; k++) {
    const v = spec.data[k]!;
    const c = Number.isNaN(v) ? ([221, 221, 221] as const) : colorOf(v, spec.cmap, min, max);
    rgb[k * 3] = c[0];
    rgb[k * 3 + 1] = c[1];
    rgb[k * 3 + 2] = c[2];
  }
  return rgb;
}

export function layoutHeatmap(spec: HeatmapFigure): Scene {
  const { rows, cols } = spec;
  let cellW = cellSize(cols, HEATMAP_TARGET.width, 'columns');
  let cellH = cellSize(rows, HEATMAP_TARGET.height, 'rows');
  if (rows === cols) cellW = cellH = Math.min(cellW, cellH); // Square matrices stay square.
  const plotW = cols * cellW;
  const plotH = rows * cellH;
  const rowStart = spec.rowStart ?? 0;
  const colStart = spec.colStart ?? 0;
  const rowSpan = spec.rowSpan ?? rows;
  const colSpan = spec.colSpan ?? cols;

  const named = (labels: readonly string[] | undefined, count: number, span: number) =>
    labels !== undefined && labels.length === count && count === span;
  const yNamed = named(spec.rowLabels, rows, rowSpan);
  const xNamed = named(spec.colLabels, cols, colSpan);
  const everyCell = (start: number, count: number) =>
    Array.from({ length: count }, (_, k) => start + k);
  const yTicks = yNamed
    ? everyCell(rowStart, rows)
    : indexTicks(rowStart, rowSpan, Math.max(2, Math.floor(plotH / 28)));
  const yLabels = yTicks.map((v) => (yNamed ? spec.rowLabels![v - rowStart]! : tickLabel(v, 1)));
  const yLabelW = Math.max(...yLabels.map((t) => textWidth(t, FONT)));
  const xWidest = textWidth(String(colStart + colSpan - 1), FONT);
  const xTicks = xNamed
    ? everyCell(colStart, cols)
    : indexTicks(colStart, colSpan, Math.max(2, Math.floor(plotW / (xWidest + 14))));
  const xLabelOf = (v: number) => (xNamed ? spec.colLabels![v - colStart]! : tickLabel(v, 1));

  const x0 = PAD + FONT + 8 + yLabelW + TICK + 4;
  const y0 = PAD + TITLE_FONT + 14;
  const shapes: Shape[] = [];
  shapes.push({
    kind: 'cells',
    x: x0,
    y: y0,
    cellW,
    cellH,
    rows,
    cols,
    rgb: cellColors(spec),
  });
  shapes.push({ kind: 'rect', x: x0, y: y0, w: plotW, h: plotH, fill: 'none', stroke: INK });
  // Ticks point at the middle of the cell (or of the index, for averaged cells).
  const xAt = (v: number) => x0 + ((v - colStart + 0.5) * plotW) / colSpan;
  const yAt = (v: number) => y0 + ((v - rowStart + 0.5) * plotH) / rowSpan;
  const bottom = y0 + plotH;
  for (const v of xTicks) {
    const x = xAt(v);
    shapes.push({
      kind: 'line',
      x1: x,
      y1: bottom,
      x2: x,
      y2: bottom + TICK,
      stroke: INK,
      width: 1,
    });
    shapes.push({
      kind: 'text',
      x,
      y: bottom + TICK + 3 + FONT,
      text: xLabelOf(v),
      size: FONT,
      anchor: 'middle',
    });
  }
  yTicks.forEach((v, k) => {
    const y = yAt(v);
    shapes.push({ kind: 'line', x1: x0 - TICK, y1: y, x2: x0, y2: y, stroke: INK, width: 1 });
    shapes.push({
      kind: 'text',
      x: x0 - TICK - 3,
      y: middle(y),
      text: yLabels[k]!,
      size: FONT,
      anchor: 'end',
    });
  });
  const xTitleY = bottom + TICK + 3 + FONT + 8 + FONT;
  shapes.push({
    kind: 'text',
    x: x0 + plotW / 2,
    y: xTitleY,
    text: spec.xLabel,
    size: FONT,
    anchor: 'middle',
  });
  shapes.push({
    kind: 'text',
    x: PAD + FONT - 2,
    y: y0 + plotH / 2,
    text: spec.yLabel,
    size: FONT,
    anchor: 'middle',
    rotate: -90,
  });

  // Colour bar: at least 120 px tall, top at the plot's top.
  const barX = x0 + plotW + 18;
  const barH = Math.max(120, plotH);
  const [min, max] = spec.range;
  shapes.push({ kind: 'colorbar', x: barX, y: y0, w: BAR_WIDTH, h: barH, cmap: spec.cmap });
  shapes.push({ kind: 'rect', x: barX, y: y0, w: BAR_WIDTH, h: barH, fill: 'none', stroke: INK });
  const barTicks = linearTicks(min, max, Math.max(2, Math.floor(barH / 30)));
  const barStep = stepOf(barTicks);
  let barLabelW = 0;
  for (const v of barTicks) {
    const y = max > min ? y0 + barH - ((v - min) / (max - min)) * barH : y0 + barH / 2;
    const text = tickLabel(v, barStep);
    barLabelW = Math.max(barLabelW, textWidth(text, FONT));
    const right = barX + BAR_WIDTH;
    shapes.push({ kind: 'line', x1: right, y1: y, x2: right + TICK, y2: y, stroke: INK, width: 1 });
    shapes.push({
      kind: 'text',
      x: right + TICK + 3,
      y: middle(y),
      text,
      size: FONT,
      anchor: 'start',
    });
  }
  const barTitleX = barX + BAR_WIDTH + TICK + 3 + barLabelW + 8 + FONT - 2;
  shapes.push({
    kind: 'text',
    x: barTitleX,
    y: y0 + barH / 2,
    text: spec.colorbarLabel,
    size: FONT,
    anchor: 'middle',
    rotate: 90,
  });

  const contentW = Math.ceil(barTitleX + 4 + PAD);
  const width = Math.max(contentW, textWidth(spec.title, TITLE_FONT) + 2 * PAD);
  const height = Math.ceil(Math.max(xTitleY, y0 + barH) + PAD);
  return {
    title: spec.title,
    width,
    height,
    shapes: [
      background(width, height),
      title(spec.title, width),
      ...centred(shapes, width - contentW),
    ],
  };
}

/** The shapes moved right by half of `spare` (whole pixels, so cells stay on whole pixels). */
function centred(shapes: Shape[], spare: number): Shape[] {
  const dx = Math.floor(spare / 2);
  if (dx <= 0) return shapes;
  return shapes.map((shape): Shape => {
    switch (shape.kind) {
      case 'line':
        return { ...shape, x1: shape.x1 + dx, x2: shape.x2 + dx };
      case 'path':
        return {
          ...shape,
          segments: shape.segments.map((s) => s.map((v, j) => (j % 2 === 0 ? v + dx : v))),
          clip: { ...shape.clip, x: shape.clip.x + dx },
        };
      default:
        return { ...shape, x: shape.x + dx };
    }
  });
}

function background(width: number, height: number): Shape {
  return { kind: 'rect', x: 0, y: 0, w: width, h: height, fill: '#ffffff' };
}

function title(text: string, width: number): Shape {
  return {
    kind: 'text',
    x: width / 2,
    y: PAD + TITLE_FONT,
    text,
    size: TITLE_FONT,
    anchor: 'middle',
    bold: true,
  };
}

function extent(values: Iterable<number>, positiveOnly: boolean): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v) || (positiveOnly && v <= 0)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? [min, max] : positiveOnly ? [1, 10] : [0, 1];
}

function* all(series: LineFigure['series'], axis: 'x' | 'y'): Generator<number> {
  for (const s of series) for (let k = 0; k < s[axis].length; k++) yield s[axis][k]!;
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
  values: Iterable<number>,
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
  if (spec.series.length === 0) throw new RangeError(`line figure "${spec.title}" has no series`);
  for (const s of spec.series) {
    if (s.x.length !== s.y.length) {
      throw new RangeError(
        `series "${s.label}": ${s.x.length} x values but ${s.y.length} y values`,
      );
    }
  }
  const xScale = spec.xScale ?? 'linear';
  const yScale = spec.yScale ?? 'linear';
  const xAxis = axisOf(all(spec.series, 'x'), xScale, 8, false);
  const yAxis = axisOf(all(spec.series, 'y'), yScale, 6, true);
  const yLabelW = Math.max(...yAxis.labels.map((t) => textWidth(t, FONT)));
  const x0 = PAD + FONT + 8 + yLabelW + TICK + 4;
  const y0 = PAD + TITLE_FONT + 14;
  const { width: plotW, height: plotH } = LINES_PLOT;
  const bottom = y0 + plotH;
  const shapes: Shape[] = [];
  const xAt = (v: number) => xAxis.map(v, x0, x0 + plotW);
  const yAt = (v: number) => yAxis.map(v, bottom, y0);

  xAxis.ticks.forEach((v, k) => {
    const x = xAt(v);
    shapes.push({ kind: 'line', x1: x, y1: y0, x2: x, y2: bottom, stroke: GRID, width: 1 });
    shapes.push({
      kind: 'line',
      x1: x,
      y1: bottom,
      x2: x,
      y2: bottom + TICK,
      stroke: INK,
      width: 1,
    });
    shapes.push({
      kind: 'text',
      x,
      y: bottom + TICK + 3 + FONT,
      text: xAxis.labels[k]!,
      size: FONT,
      anchor: 'middle',
    });
  });
  yAxis.ticks.forEach((v, k) => {
    const y = yAt(v);
    shapes.push({ kind: 'line', x1: x0, y1: y, x2: x0 + plotW, y2: y, stroke: GRID, width: 1 });
    shapes.push({ kind: 'line', x1: x0 - TICK, y1: y, x2: x0, y2: y, stroke: INK, width: 1 });
    shapes.push({
      kind: 'text',
      x: x0 - TICK - 3,
      y: middle(y),
      text: yAxis.labels[k]!,
      size: FONT,
      anchor: 'end',
    });
  });
  const clip = { x: x0, y: y0, w: plotW, h: plotH };
  spec.series.forEach((s, k) => {
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
        continue;
      }
      current.push(round2(xAt(x)), round2(yAt(y)));
    }
    if (current.length > 0) segments.push(current);
    shapes.push({ kind: 'path', segments, stroke: PALETTE[k % PALETTE.length]!, width: 1.5, clip });
  });
  shapes.push({ kind: 'rect', x: x0, y: y0, w: plotW, h: plotH, fill: 'none', stroke: INK });
  const xTitleY = bottom + TICK + 3 + FONT + 8 + FONT;
  shapes.push({
    kind: 'text',
    x: x0 + plotW / 2,
    y: xTitleY,
    text: spec.xLabel,
    size: FONT,
    anchor: 'middle',
  });
  shapes.push({
    kind: 'text',
    x: PAD + FONT - 2,
    y: y0 + plotH / 2,
    text: spec.yLabel,
    size: FONT,
    anchor: 'middle',
    rotate: -90,
  });
  // Legend, right of the plot: a line sample and the series' label.
  const legendX = x0 + plotW + 16;
  let legendW = 0;
  spec.series.forEach((s, k) => {
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
  const legendBottom = y0 + 8 + spec.series.length * (FONT + 8);
  const contentW = Math.ceil(legendX + legendW + PAD);
  const width = Math.max(contentW, textWidth(spec.title, TITLE_FONT) + 2 * PAD);
  const height = Math.ceil(Math.max(xTitleY, legendBottom) + PAD);
  return {
    title: spec.title,
    width,
    height,
    shapes: [
      background(width, height),
      title(spec.title, width),
      ...centred(shapes, width - contentW),
    ],
  };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** A figure's file-name suffix: its `name`, or its title in kebab case. */
export function figureName(spec: FigureSpec): string {
  if (spec.name) return spec.name;
  return (
    spec.title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'figure'
  );
}
