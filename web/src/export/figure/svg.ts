// Serialises a figure's scene (layout.ts) as a standalone SVG document: text
// as <text> (selectable, editable in a vector editor), heat-map cells as
// exact rectangles on whole pixels. Pure: a string, no DOM.
import { colorOf } from '../../ui/colormap.js';
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

/** Points of a path written per step. */
const PATH_STEP_POINTS = 1 << 13;

/** A path as SVG (a clip path and the path), its points written a block per step. */
function* pathSteps(shape: Extract<Shape, { kind: 'path' }>, k: number): Steps<string[]> {
  const { clip } = shape;
  const pieces = [
    `<clipPath id="clip${k}"><rect x="${clip.x}" y="${clip.y}" width="${clip.w}" height="${clip.h}"/></clipPath>` +
      `<path clip-path="url(#clip${k})" d="`,
  ];
  const total = shape.segments.reduce((n, segment) => n + segment.length / 2, 0);
  let done = 0;
  for (const segment of shape.segments) {
    const points = segment.length / 2;
    yield* within(
      inChunks(points, PATH_STEP_POINTS, (first, last) => {
        const text: string[] = [];
        for (let j = first; j < last; j++) text.push(`${segment[2 * j]},${segment[2 * j + 1]}`);
        pieces.push(`${first === 0 ? 'M' : 'L'}${text.join('L')}`);
      }),
      done / total,
      (done + points) / total,
    );
    done += points;
  }
  pieces.push(
    `" fill="none" stroke="${shape.stroke}" stroke-width="${shape.width}" stroke-linejoin="round"/>`,
  );
  return pieces;
}

function shapeSvg(shape: Exclude<Shape, { kind: 'cells' | 'path' }>, k: number): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.w)}" height="${num(shape.h)}" fill="${shape.fill}"${shape.stroke ? ` stroke="${shape.stroke}" shape-rendering="crispEdges"` : ''}/>`;
    case 'line':
      return `<line x1="${num(shape.x1)}" y1="${num(shape.y1)}" x2="${num(shape.x2)}" y2="${num(shape.y2)}" stroke="${shape.stroke}" stroke-width="${shape.width}"/>`;
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
  // Progress by the work of each shape: its cells, or its points.
  const work = (shape: Shape) =>
    shape.kind === 'cells'
      ? shape.rows * shape.cols
      : shape.kind === 'path'
        ? shape.segments.reduce((n, segment) => n + segment.length / 2, 0)
        : 0;
  const total = Math.max(
    1,
    scene.shapes.reduce((n, shape) => n + work(shape), 0),
  );
  let done = 0;
  for (const [k, shape] of scene.shapes.entries()) {
    pieces.push('\n');
    if (shape.kind === 'cells' || shape.kind === 'path') {
      const share = work(shape) / total;
      const part = shape.kind === 'cells' ? cellsSteps(shape) : pathSteps(shape, k);
      pieces.push(...(yield* within(part, done, done + share)));
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
