// What the heat-map and line layouts draw alike around their plot: where the
// plot starts (room for the y axis title and tick labels at the left, the
// figure title above), tick marks with their labels, the plot's outline, the
// axis titles, and the finished scene (white background, title, content
// centred under a title wider than it). Pure.
import {
  FONT,
  INK,
  PAD,
  TICK,
  TITLE_FONT,
  background,
  centred,
  middle,
  title,
  type Scene,
  type Shape,
} from './scene.js';
import { textWidth } from './ticks.js';

/** The plot's box in CSS pixels: top-left corner, width and height. */
export interface PlotBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The plot's box, `w` by `h`: right of the y title and widest y tick label, below the title. */
export function plotBox(yLabels: readonly string[], w: number, h: number): PlotBox {
  const yLabelW = Math.max(...yLabels.map((t) => textWidth(t, FONT)));
  return { x: PAD + FONT + 8 + yLabelW + TICK + 4, y: PAD + TITLE_FONT + 14, w, h };
}

/** The plot's outline. */
export function outline(plot: PlotBox): Shape {
  return { kind: 'rect', x: plot.x, y: plot.y, w: plot.w, h: plot.h, fill: 'none', stroke: INK };
}

/** A tick under the plot at `x`, with its label below it. */
export function xTick(plot: PlotBox, x: number, label: string): Shape[] {
  const bottom = plot.y + plot.h;
  return [
    { kind: 'line', x1: x, y1: bottom, x2: x, y2: bottom + TICK, stroke: INK, width: 1 },
    { kind: 'text', x, y: bottom + TICK + 3 + FONT, text: label, size: FONT, anchor: 'middle' },
  ];
}

/** A tick left of the plot at `y`, with its label left of it. */
export function yTick(plot: PlotBox, y: number, label: string): Shape[] {
  const left = plot.x;
  return [
    { kind: 'line', x1: left - TICK, y1: y, x2: left, y2: y, stroke: INK, width: 1 },
    {
      kind: 'text',
      x: left - TICK - 3,
      y: middle(y),
      text: label,
      size: FONT,
      anchor: 'end',
    },
  ];
}

/**
 * The axis titles: the x title under the tick labels, the y title turned
 * left of them. `bottom` is the x title's baseline.
 */
export function axisTitles(
  plot: PlotBox,
  xLabel: string,
  yLabel: string,
): { shapes: Shape[]; bottom: number } {
  const bottom = plot.y + plot.h + TICK + 3 + FONT + 8 + FONT;
  const shapes: Shape[] = [
    { kind: 'text', x: plot.x + plot.w / 2, y: bottom, text: xLabel, size: FONT, anchor: 'middle' },
    {
      kind: 'text',
      x: PAD + FONT - 2,
      y: plot.y + plot.h / 2,
      text: yLabel,
      size: FONT,
      anchor: 'middle',
      rotate: -90,
    },
  ];
  return { shapes, bottom };
}

/**
 * The figure: the content's shapes (which end at `right` and `bottom`) with
 * a padding, on a white background under the title, centred when the title
 * is the wider.
 */
export function finishScene(
  titleText: string,
  shapes: Shape[],
  right: number,
  bottom: number,
): Scene {
  const contentW = Math.ceil(right + PAD);
  const width = Math.max(contentW, textWidth(titleText, TITLE_FONT) + 2 * PAD);
  const height = Math.ceil(bottom + PAD);
  return {
    title: titleText,
    width,
    height,
    shapes: [
      background(width, height),
      title(titleText, width),
      ...centred(shapes, width - contentW),
    ],
  };
}
