// A heat map's layout: whole-pixel cells sized from the cell count, index
// ticks (or row and column names), axis titles and a colour bar. Pure.
import { colorIndex, colorOf } from '../../ui/colormap.js';
import { axisTitles, finishScene, outline, plotBox, xTick, yTick } from './frame.js';
import { FONT, INK, TICK, middle, type Scene, type Shape } from './scene.js';
import type { HeatmapFigure } from './spec.js';
import { finish, inChunks, type Steps } from './steps.js';
import { cellSize, indexTicks, linearTicks, stepOf, textWidth, tickLabel } from './ticks.js';

const HEATMAP_TARGET = { width: 640, height: 400 };
const BAR_WIDTH = 14;

/** Cells coloured per step: a few milliseconds of work. */
export const COLOR_STEP_CELLS = 1 << 16;

/** The RGB of each of the colour map's 257 levels, in a table of 3 bytes per level. */
function levels(cmap: HeatmapFigure['cmap']): Uint8Array {
  const table = new Uint8Array(257 * 3);
  for (let k = 0; k < 257; k++) table.set(colorOf(k, cmap, 0, 256), k * 3);
  return table;
}

/**
 * Cell RGB values of a heat map (NaN cells light grey), in steps. `data` is
 * the figure's values, read once by the caller: a figure's `data` may be a
 * getter that computes them.
 */
export function* cellColorsSteps(
  spec: HeatmapFigure,
  data: HeatmapFigure['data'],
): Steps<Uint8Array> {
  const n = spec.rows * spec.cols;
  if (data.length !== n) {
    throw new RangeError(
      `heat map "${spec.title}": data has ${data.length} values, rows * cols is ${n}`,
    );
  }
  const [min, max] = spec.range;
  const table = levels(spec.cmap);
  const rgb = new Uint8Array(n * 3);
  yield* inChunks(n, COLOR_STEP_CELLS, (begin, end) => {
    for (let k = begin; k < end; k++) {
      const v = data[k]!;
      const o = k * 3;
      if (Number.isNaN(v)) {
        rgb[o] = rgb[o + 1] = rgb[o + 2] = 221;
        continue;
      }
      const c = colorIndex(v, min, max) * 3;
      rgb[o] = table[c]!;
      rgb[o + 1] = table[c + 1]!;
      rgb[o + 2] = table[c + 2]!;
    }
  });
  return rgb;
}

/** Cell RGB values of a heat map (NaN cells light grey); reads `spec.data` once. */
export function cellColors(spec: HeatmapFigure): Uint8Array {
  return finish(cellColorsSteps(spec, spec.data));
}

export function layoutHeatmap(spec: HeatmapFigure): Scene {
  return finish(layoutHeatmapSteps(spec));
}

/** The heat map's scene, in steps (colouring the cells is the long part). */
export function* layoutHeatmapSteps(spec: HeatmapFigure): Steps<Scene> {
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
  const xWidest = textWidth(String(colStart + colSpan - 1), FONT);
  const xTicks = xNamed
    ? everyCell(colStart, cols)
    : indexTicks(colStart, colSpan, Math.max(2, Math.floor(plotW / (xWidest + 14))));
  const xLabelOf = (v: number) => (xNamed ? spec.colLabels![v - colStart]! : tickLabel(v, 1));

  const plot = plotBox(yLabels, plotW, plotH);
  const { x: x0, y: y0 } = plot;
  const shapes: Shape[] = [];
  // The values are read once: `data` may be a getter that computes them.
  const rgb = yield* cellColorsSteps(spec, spec.data);
  shapes.push({
    kind: 'cells',
    x: x0,
    y: y0,
    cellW,
    cellH,
    rows,
    cols,
    rgb,
  });
  shapes.push(outline(plot));
  // Ticks point at the middle of the cell (or of the index, for averaged cells).
  const xAt = (v: number) => x0 + ((v - colStart + 0.5) * plotW) / colSpan;
  const yAt = (v: number) => y0 + ((v - rowStart + 0.5) * plotH) / rowSpan;
  for (const v of xTicks) shapes.push(...xTick(plot, xAt(v), xLabelOf(v)));
  yTicks.forEach((v, k) => shapes.push(...yTick(plot, yAt(v), yLabels[k]!)));
  const titles = axisTitles(plot, spec.xLabel, spec.yLabel);
  shapes.push(...titles.shapes);

  // Colour bar: at least 120 px tall, top at the plot's top.
  const barX = x0 + plotW + 18;
  const barH = Math.max(120, plotH);
  const [min, max] = spec.range;
  shapes.push({ kind: 'colorbar', x: barX, y: y0, w: BAR_WIDTH, h: barH, cmap: spec.cmap });
  shapes.push(outline({ x: barX, y: y0, w: BAR_WIDTH, h: barH }));
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

  return finishScene(spec.title, shapes, barTitleX + 4, Math.max(titles.bottom, y0 + barH));
}
