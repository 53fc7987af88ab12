// The shapes a figure is drawn from (in CSS pixels at 1x), the constants of
// the figure style, and helpers shared by the heat-map and line layouts.
// Pure (no DOM): both the SVG and the PNG renderer draw these shapes.
import type { Colormap } from '../../views/state.js';

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

export const TICK = 5;
export const PAD = 12;

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
export function middle(y: number, size = FONT): number {
  return y + Math.round(size * 0.35);
}

/** The shapes moved right by half of `spare` (whole pixels, so cells stay on whole pixels). */
export function centred(shapes: Shape[], spare: number): Shape[] {
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

export function background(width: number, height: number): Shape {
  return { kind: 'rect', x: 0, y: 0, w: width, h: height, fill: '#ffffff' };
}

export function title(text: string, width: number): Shape {
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

export function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
