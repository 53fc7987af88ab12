// Draws a figure's scene (layout.ts, the same one the SVG shows) on a canvas
// at 1x or 2x and encodes it as PNG. Heat-map cells are written as pixels,
// each cell exactly cellW * scale by cellH * scale, so every column of the
// image has the same width; text, ticks and curves use the canvas.
import { colorOf } from '../colormap.js';
import { canvasToPng, scratchCanvas, type ScratchContext } from '../scratch-canvas.js';
import { FONT_FAMILY, layoutFigure, type Scene, type Shape } from './layout.js';
import type { FigureSpec } from './spec.js';

type Context = ScratchContext;

function drawCells(context: Context, shape: Extract<Shape, { kind: 'cells' }>, s: number): void {
  const w = shape.cols * shape.cellW * s;
  const h = shape.rows * shape.cellH * s;
  const image = context.createImageData(w, h);
  const pixels = image.data;
  const cw = shape.cellW * s;
  const ch = shape.cellH * s;
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / ch) * shape.cols;
    for (let x = 0; x < w; x++) {
      const k = (row + Math.floor(x / cw)) * 3;
      const o = (y * w + x) * 4;
      pixels[o] = shape.rgb[k]!;
      pixels[o + 1] = shape.rgb[k + 1]!;
      pixels[o + 2] = shape.rgb[k + 2]!;
      pixels[o + 3] = 255;
    }
  }
  context.putImageData(image, shape.x * s, shape.y * s);
}

function drawColorbar(
  context: Context,
  shape: Extract<Shape, { kind: 'colorbar' }>,
  s: number,
): void {
  const h = Math.round(shape.h * s);
  for (let y = 0; y < h; y++) {
    const [r, g, b] = colorOf(1 - (y + 0.5) / h, shape.cmap, 0, 1);
    context.fillStyle = `rgb(${r},${g},${b})`;
    context.fillRect(
      Math.round(shape.x * s),
      Math.round(shape.y * s) + y,
      Math.round(shape.w * s),
      1,
    );
  }
}

function draw(context: Context, shape: Shape, s: number): void {
  switch (shape.kind) {
    case 'rect':
      if (shape.fill !== 'none') {
        context.fillStyle = shape.fill;
        context.fillRect(shape.x * s, shape.y * s, shape.w * s, shape.h * s);
      }
      if (shape.stroke) {
        // A 1x line on the rectangle's edge, drawn on whole pixels outside the cells.
        context.strokeStyle = shape.stroke;
        context.lineWidth = s;
        context.strokeRect(
          shape.x * s - s / 2,
          shape.y * s - s / 2,
          shape.w * s + s,
          shape.h * s + s,
        );
      }
      return;
    case 'line':
      context.strokeStyle = shape.stroke;
      context.lineWidth = shape.width * s;
      context.beginPath();
      context.moveTo(shape.x1 * s, shape.y1 * s);
      context.lineTo(shape.x2 * s, shape.y2 * s);
      context.stroke();
      return;
    case 'path':
      context.save();
      context.beginPath();
      context.rect(shape.clip.x * s, shape.clip.y * s, shape.clip.w * s, shape.clip.h * s);
      context.clip();
      context.strokeStyle = shape.stroke;
      context.lineWidth = shape.width * s;
      context.lineJoin = 'round';
      context.beginPath();
      for (const segment of shape.segments) {
        for (let j = 0; j < segment.length; j += 2) {
          const x = segment[j]! * s;
          const y = segment[j + 1]! * s;
          if (j === 0) context.moveTo(x, y);
          else context.lineTo(x, y);
        }
      }
      context.stroke();
      context.restore();
      return;
    case 'text':
      context.save();
      context.fillStyle = '#222222';
      context.font = `${shape.bold ? 'bold ' : ''}${shape.size * s}px ${FONT_FAMILY}`;
      context.textAlign = shape.anchor === 'middle' ? 'center' : shape.anchor;
      context.textBaseline = 'alphabetic';
      context.translate(shape.x * s, shape.y * s);
      if (shape.rotate) context.rotate((shape.rotate * Math.PI) / 180);
      context.fillText(shape.text, 0, 0);
      context.restore();
      return;
    case 'cells':
      drawCells(context, shape, s);
      return;
    case 'colorbar':
      drawColorbar(context, shape, s);
      return;
  }
}

/** The scene as a PNG of (width * scale) x (height * scale) pixels. */
export async function sceneToPng(scene: Scene, scale: 1 | 2): Promise<Blob> {
  const { canvas, context } = scratchCanvas(scene.width * scale, scene.height * scale);
  for (const shape of scene.shapes) draw(context, shape, scale);
  return canvasToPng(canvas);
}

/** The figure as a PNG at 1x or 2x. */
export function renderPng(spec: FigureSpec, scale: 1 | 2): Promise<Blob> {
  return sceneToPng(layoutFigure(spec), scale);
}
