// Serialises a figure's scene (layout.ts) as a standalone SVG document: text
// as <text> (selectable, editable in a vector editor), heat-map cells as
// exact rectangles on whole pixels. Pure: a string, no DOM.
import { colorOf } from '../colormap.js';
import { FONT_FAMILY, INK, layoutFigure, type Scene, type Shape } from './layout.js';
import { base64, encodePng } from './png-encode.js';
import type { FigureSpec } from './spec.js';

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

function hex(rgb: Uint8Array, k: number): string {
  return `#${[rgb[k]!, rgb[k + 1]!, rgb[k + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function cells(shape: Extract<Shape, { kind: 'cells' }>): string {
  const { x, y, cellW, cellH, rows, cols, rgb } = shape;
  const attrs =
    `class="cells" data-rows="${rows}" data-cols="${cols}" ` +
    `data-cell-width="${cellW}" data-cell-height="${cellH}" ` +
    `transform="translate(${x} ${y})" shape-rendering="crispEdges"`;
  if (rows * cols > MAX_RECT_CELLS) {
    const png = encodePng(cols, rows, rgb);
    return (
      `<g ${attrs}><image width="${cols * cellW}" height="${rows * cellH}" ` +
      `preserveAspectRatio="none" image-rendering="pixelated" style="image-rendering:pixelated" ` +
      `href="data:image/png;base64,${base64(png)}"/></g>`
    );
  }
  // One rect per run of equal colours along a row: still exact rectangles,
  // each a whole number of cells wide.
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    let c = 0;
    while (c < cols) {
      const k = (r * cols + c) * 3;
      const color = hex(rgb, k);
      let end = c + 1;
      while (end < cols && hex(rgb, (r * cols + end) * 3) === color) end++;
      parts.push(
        `<rect x="${c * cellW}" y="${r * cellH}" width="${(end - c) * cellW}" height="${cellH}" fill="${color}"/>`,
      );
      c = end;
    }
  }
  return `<g ${attrs}>${parts.join('')}</g>`;
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

function shapeSvg(shape: Shape, k: number): string {
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
    case 'cells':
      return cells(shape);
    case 'colorbar':
      return colorbar(shape, `colorbar${k}`);
  }
}

/** The scene as an SVG document. */
export function sceneToSvg(scene: Scene): string {
  const body = scene.shapes.map(shapeSvg).join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" ` +
    `viewBox="0 0 ${scene.width} ${scene.height}" font-family="${FONT_FAMILY}" fill="${INK}">\n` +
    `<title>${escape(scene.title)}</title>\n${body}\n</svg>\n`
  );
}

/** The figure as an SVG document. */
export function renderSvg(spec: FigureSpec): string {
  return sceneToSvg(layoutFigure(spec));
}
