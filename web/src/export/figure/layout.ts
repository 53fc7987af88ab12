// Lays a figure out as a list of shapes in CSS pixels (1x): what both the
// SVG and the PNG renderer draw, so the two files always agree. Pure (no
// DOM); every heat-map cell is a whole number of pixels wide and high and
// starts at a whole pixel, so at 1x and 2x all cells have the same width.
import { layoutHeatmapSteps } from './heatmap-layout.js';
import { layoutLinesSteps } from './lines-layout.js';
import type { Scene } from './scene.js';
import type { FigureSpec } from './spec.js';
import { finish, type Steps } from './steps.js';

export { cellColors, layoutHeatmap, layoutHeatmapSteps } from './heatmap-layout.js';
export { layoutLines, layoutLinesSteps } from './lines-layout.js';
export * from './scene.js';

export function layoutFigure(spec: FigureSpec): Scene {
  return finish(layoutFigureSteps(spec));
}

/** The figure's scene, in steps (a heat map's cells are coloured a block at a time). */
export function* layoutFigureSteps(spec: FigureSpec): Steps<Scene> {
  if (spec.kind === 'heatmap') return yield* layoutHeatmapSteps(spec);
  return yield* layoutLinesSteps(spec);
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
