// Serialises a figure's scene (layout.ts) as a standalone SVG document: text
// as <text> (selectable, editable in a vector editor), heat-map cells as
// exact rectangles on whole pixels. Pure: a string, no DOM.
import { colorOf } from '../colormap.js';
import { FONT_FAMILY, INK, layoutFigure, type Scene, type Shape } from './layout.js';
import { base64Steps, encodePngSteps } from './png-encode.js';
import type { FigureSpec } from './spec.js';
import { finish, inChunks, within, type Steps } from './steps.js';

/** Above this many cells the SVG embeds the cells as one pixel-exact image instead of rects. */
export const MAX_RECT_CELLS = 40_000;

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** The colour of the cell whose RGB starts at rgb[k], as one number. */
function packed(rgb: Uint8Array, k: number): number {
  return (rgb[k]! << 16) | (rgb[k + 1]! << 8) | rgb[k + 2]!;
}

function hex(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** Rect cells per step (each a few string operations). */
export const RECT_STEP_CELLS = 4096;

/** The cells as SVG: the pieces of its text (a large image stays in pieces, never one string). */
function* cellsSteps(shape: Extract<Shape, { kind: 'cells' }>): Steps<string[]> {
  const { x, y, cellW, cellH, rows, cols, rgb } = shape;
  const attrs =
    `class="cells" data-rows="${rows}" data-cols="${cols}" ` +
    `data-cell-width="${cellW}" data-cell-height="${cellH}" ` +
    `transform="translate(${x} ${y})" shape-rendering="crispEdges"`;
  if (rows * cols > MAX_RECT_CELLS) {
    const png = yield* within(encodePngSteps(cols, rows, rgb), 0, 0.4);
    const data = yield* within(base64Steps(png), 0.4, 1);
    return [
      `<g ${attrs}><image width="${cols * cellW}" height="${rows * cellH}" ` +
        `preserveAspectRatio="none" image-rendering="pixelated" style="image-rendering:pixelated" ` +
        `href="data:image/png;base64,`,
      ...data,
      `"/></g>`,
    ];
  }
  // One rect per run of equal colours along a row: still exact rectangles,
  // each a whole number of cells wide.
  const parts: string[] = [];
  yield* inChunks(rows, RECT_STEP_CELLS / cols, (first, last) => {
    for (let r = first; r < last; r++) {
      let c = 0;
      while (c < cols) {
        const color = packed(rgb, (r * cols + c) * 3);
        let end = c + 1;
        while (end < cols && packed(rgb, (r * cols + end) * 3) === color) end++;
        parts.push(
          `<rect x="${c * cellW}" y="${r * cellH}" width="${(end - c) * cellW}" height="${cellH}" fill="${hex(color)}"/>`,
        );
        c = end;
      }
    }
  });
  return [`<g ${attrs}>${parts.join('')}</g>`];
}

function colorbar(shape: Extract<Shape, { kind: 'colorbar' }>, id: string): string {
  const stops: string[] = [];
  const n = 32;
  for (let k = 0; k <= n; k++) {
    const [r, g, b] = colorOf(k / n, shape.cmap, 0, 1);
    stops.push(`<stop offset="${num(k / n)}" stop-color="rgb(${r},${g},${b})"/>`);
  }
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="1" x2="0" y2="0">${stops.join('')}</linearGradient></defs>` +
    `<rect class="colorbar" x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.w)}" height="${num(shape.h)}" fill="url(#${id})"/>`
  );
}

function shapeSvg(shape: Exclude<Shape, { kind: 'cells' }>, k: number): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.w)}" height="${num(shape.h)}" fill="${shape.fill}"${shape.stroke ? ` stroke="${shape.stroke}" shape-rendering="crispEdges"` : ''}/>`;
    case 'line':
      return `<line x1="${num(shape.x1)}" y1="${num(shape.y1)}" x2="${num(shape.x2)}" y2="${num(shape.y2)}" stroke="${shape.stroke}" stroke-width="${shape.width}"/>`;
    case 'path': {
      const { clip } = shape;
      const d = shape.segments
        .map((s) => {
          const points: string[] = [];
          for (let j = 0; j < s.length; j += 2) points.push(`${s[j]},${s[j + 1]}`);
          return `M${points.join('L')}`;
        })
        .join('');
      return (
        `<clipPath id="clip${k}"><rect x="${clip.x}" y="${clip.y}" width="${clip.w}" height="${clip.h}"/></clipPath>` +
        `<path clip-path="url(#clip${k})" d="${d}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.width}" stroke-linejoin="round"/>`
      );
    }
    case 'text': {
      const transform = shape.rotate
        ? ` transform="rotate(${shape.rotate} ${num(shape.x)} ${num(shape.y)})"`
        : '';
      const weight = shape.bold ? ' font-weight="bold"' : '';
      return `<text x="${num(shape.x)}" y="${num(shape.y)}" font-size="${shape.size}" text-anchor="${shape.anchor}"${weight}${transform}>${escape(shape.text)}</text>`;
    }
    case 'colorbar':
      return colorbar(shape, `colorbar${k}`);
  }
}

/** The scene as an SVG document. */
export function sceneToSvg(scene: Scene): string {
  return finish(sceneToSvgSteps(scene)).join('');
}

/**
 * The scene as an SVG document, in steps: the pieces of its text, in order
 * (a Blob takes them as they are; join them for one string).
 */
export function* sceneToSvgSteps(scene: Scene): Steps<string[]> {
  const pieces = [
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" ` +
      `viewBox="0 0 ${scene.width} ${scene.height}" font-family="${FONT_FAMILY}" fill="${INK}">\n` +
      `<title>${escape(scene.title)}</title>`,
  ];
  const cellCount = (shape: Shape) => (shape.kind === 'cells' ? shape.rows * shape.cols : 0);
  const total = scene.shapes.reduce((n, shape) => n + cellCount(shape), 0);
  let done = 0;
  for (const [k, shape] of scene.shapes.entries()) {
    pieces.push('\n');
    if (shape.kind === 'cells') {
      const share = cellCount(shape) / total;
      pieces.push(...(yield* within(cellsSteps(shape), done, done + share)));
      done += share;
    } else {
      pieces.push(shapeSvg(shape, k));
    }
  }
  pieces.push('\n</svg>\n');
  return pieces;
}

/** The figure as an SVG document. */
export function renderSvg(spec: FigureSpec): string {
  return sceneToSvg(layoutFigure(spec));
}
