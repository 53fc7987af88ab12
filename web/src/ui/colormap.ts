// Colour maps for values in [-1, 1], as 257-entry RGB lookup tables (an odd
// count, so 0 maps exactly to the middle stop: white in the diverging map).
// Diverging: ColorBrewer RdBu (colour-blind safe; red = -1, white = 0,
// blue = +1, as matplotlib's "RdBu"). Sequential: viridis (perceptually
// uniform, readable in grey scale).
import type { Colormap } from '../views/state.js';

const stops: Record<Colormap, string[]> = {
  diverging: [
    '#67001f',
    '#b2182b',
    '#d6604d',
    '#f4a582',
    '#fddbc7',
    '#f7f7f7',
    '#d1e5f0',
    '#92c5de',
    '#4393c3',
    '#2166ac',
    '#053061',
  ],
  sequential: [
    '#440154',
    '#482878',
    '#3e4989',
    '#31688e',
    '#26828e',
    '#1f9e89',
    '#35b779',
    '#6ece58',
    '#b5de2b',
    '#fde725',
  ],
};

const SIZE = 257;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function buildTable(colors: string[]): Uint8Array {
  const table = new Uint8Array(SIZE * 3);
  const points = colors.map(rgb);
  for (let k = 0; k < SIZE; k++) {
    const t = (k / (SIZE - 1)) * (points.length - 1);
    const j = Math.min(points.length - 2, Math.floor(t));
    const f = t - j;
    const a = points[j]!;
    const b = points[j + 1]!;
    for (let c = 0; c < 3; c++) table[k * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * f);
  }
  return table;
}

const tables: Record<Colormap, Uint8Array> = {
  diverging: buildTable(stops.diverging),
  sequential: buildTable(stops.sequential),
};

/** Index 0..256 of `value` within [min, max] (clamped). */
export function colorIndex(value: number, min = -1, max = 1): number {
  const t = (value - min) / (max - min);
  return Math.max(0, Math.min(SIZE - 1, Math.round(t * (SIZE - 1))));
}

/** RGB of `value` within [min, max]. */
export function colorOf(
  value: number,
  cmap: Colormap,
  min = -1,
  max = 1,
): [number, number, number] {
  const table = tables[cmap];
  const k = colorIndex(value, min, max) * 3;
  return [table[k]!, table[k + 1]!, table[k + 2]!];
}

export function cssColorOf(value: number, cmap: Colormap, min = -1, max = 1): string {
  const [r, g, b] = colorOf(value, cmap, min, max);
  return `rgb(${r} ${g} ${b})`;
}

/**
 * Writes RGBA pixels for `values` (NaN = transparent) into `pixels`, which
 * holds 4 bytes per value.
 */
export function paint(
  pixels: Uint8ClampedArray,
  values: ArrayLike<number>,
  cmap: Colormap,
  min = -1,
  max = 1,
): void {
  const table = tables[cmap];
  const scale = (SIZE - 1) / (max - min);
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    const o = k * 4;
    if (Number.isNaN(v)) {
      pixels[o + 3] = 0;
      continue;
    }
    const index = Math.max(0, Math.min(SIZE - 1, Math.round((v - min) * scale))) * 3;
    pixels[o] = table[index]!;
    pixels[o + 1] = table[index + 1]!;
    pixels[o + 2] = table[index + 2]!;
    pixels[o + 3] = 255;
  }
}

/** CSS linear-gradient of the map from min (left or bottom) to max. */
export function cssGradient(cmap: Colormap, direction = 'to right'): string {
  return `linear-gradient(${direction}, ${stops[cmap].join(', ')})`;
}
