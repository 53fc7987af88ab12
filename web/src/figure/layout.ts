// Lays a figure out as a list of shapes in CSS pixels (1x): what both the
// SVG and the PNG renderer draw, so the two files always agree. Pure (no
// DOM); every heat-map cell is a whole number of pixels wide and high and
// starts at a whole pixel, so at 1x and 2x all cells have the same width.
import { layoutHeatmap } from './heatmap-layout.js';
import { layoutLines } from './lines-layout.js';
import type { Scene } from './scene.js';
import type { FigureSpec } from './spec.js';

export { cellColors, layoutHeatmap } from './heatmap-layout.js';
export { layoutLines } from './lines-layout.js';
export * from './scene.js';

export function layoutFigure(spec: FigureSpec): Scene {
  return spec.kind === 'heatmap' ? layoutHeatmap(spec) : layoutLines(spec);
}

/** Cell RGB values of a heat map (NaN cells light grey). */
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
