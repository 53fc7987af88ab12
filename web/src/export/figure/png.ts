// Draws a figure's scene (layout.ts, the same one the SVG shows) on a canvas
// at 1x or 2x and encodes it as PNG. Heat-map cells are written as pixels,
// each cell exactly cellW * scale by cellH * scale, so every column of the
// image has the same width; text, ticks and curves use the canvas. The
// cells are drawn a band of pixel rows per step (steps.ts).
import { colorOf } from '../../ui/colormap.js';
import {
  canvasToPng,
  scratchCanvas,
  type ScratchCanvas,
  type ScratchContext,
} from '../../ui/scratch-canvas.js';
import { FONT_FAMILY, layoutFigure, type Scene, type Shape } from './layout.js';
import type { FigureSpec } from './spec.js';
import { finish, inChunks, within, type Steps } from './steps.js';

type Context = ScratchContext;

/** Pixel bytes written per step. */
const PIXEL_STEP_BYTES = 1 << 20;

/**
 * The cells as pixels, a band of pixel rows per step (each band its own
 * ImageData, so no image of the whole figure is ever held).
 */
function* drawCellsSteps(
  context: Context,
  shape: Extract<Shape, { kind: 'cells' }>,
  s: number,
): Steps<void> {
  const w = shape.cols * shape.cellW * s;
  const h = shape.rows * shape.cellH * s;
  const cw = shape.cellW * s;
  const ch = shape.cellH * s;
  yield* inChunks(h, PIXEL_STEP_BYTES / (4 * w), (first, last) => {
    const image = context.createImageData(w, last - first);
    const pixels = image.data;
    for (let y = first; y < last; y++) {
      const row = Math.floor(y / ch) * shape.cols;
      const o0 = (y - first) * w * 4;
      for (let x = 0; x < w; x++) {
        const k = (row + Math.floor(x / cw)) * 3;
        const o = o0 + x * 4;
        pixels[o] = shape.rgb[k]!;
        pixels[o + 1] = shape.rgb[k + 1]!;
        pixels[o + 2] = shape.rgb[k + 2]!;
        pixels[o + 3] = 255;
      }
    }
    context.putImageData(image, shape.x * s, shape.y * s + first);
  });
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

/**
 * Stroked line area (device pixels of length times line width) per step:
 * up to about 20 ms of the canvas's rasteriser here (measured on 3 curves of
 * 100,000 points that swing across the plot at every sample, as the fastest
 * dimensions at a large d_model do: 2.5 s in one stroke at 2x). Each step
 * also pays a read of one pixel (see rasterise), about 1 ms: not smaller.
 */
const PATH_STEP_AREA = 200_000;
/**
 * Makes the canvas draw what it was given so far, now: Chromium records
 * canvas calls and rasterises them later, all at once (seconds, in one task,
 * for a dense curve at 2x), unless a read needs the pixels. Reading one pixel
 * after each step's strokes keeps the rasterising in that step.
 */
function rasterise(context: Context): void {
  context.getImageData(0, 0, 1, 1);
}

/** Most points per step, however short their segments (a curve broken into thousands of pieces). */
const PATH_STEP_POINTS = 8192;

/**
 * A path's polylines (one subpath each, as one stroke would draw them),
 * stroked a stretch at a time. Each stretch after the first starts one
 * segment back, so the join at its first point is drawn as in one stroke
 * (that segment is drawn twice, in the same opaque colour).
 */
function* drawPathSteps(
  context: Context,
  shape: Extract<Shape, { kind: 'path' }>,
  s: number,
): Steps<void> {
  context.save();
  context.beginPath();
  context.rect(shape.clip.x * s, shape.clip.y * s, shape.clip.w * s, shape.clip.h * s);
  context.clip();
  context.strokeStyle = shape.stroke;
  context.lineWidth = shape.width * s;
  context.lineJoin = 'round';
  const width = Math.max(1, shape.width * s);
  const total = shape.segments.reduce((n, segment) => n + segment.length / 2, 0);
  let done = 0;
  let area = 0;
  let points = 0;
  try {
    context.beginPath();
    for (const segment of shape.segments) {
      for (let j = 0; j < segment.length; j += 2) {
        const x = segment[j]! * s;
        const y = segment[j + 1]! * s;
        done++;
        points++;
        if (j === 0) {
          context.moveTo(x, y);
          continue;
        }
        context.lineTo(x, y);
        const px = segment[j - 2]! * s;
        const py = segment[j - 1]! * s;
        area += Math.hypot(x - px, y - py) * width;
        if (area < PATH_STEP_AREA && points < PATH_STEP_POINTS) continue;
        context.stroke();
        rasterise(context);
        context.beginPath();
        context.moveTo(px, py);
        context.lineTo(x, y);
        area = 0;
        points = 0;
        yield done / total;
      }
    }
    context.stroke();
  } finally {
    context.restore();
  }
}

function draw(
  context: Context,
  shape: Exclude<Shape, { kind: 'cells' | 'path' }>,
  s: number,
): void {
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
    case 'colorbar':
      drawColorbar(context, shape, s);
      return;
  }
}

/** The scene drawn on a canvas of (width * scale) x (height * scale) pixels, in steps. */
export function* drawSceneSteps(scene: Scene, scale: 1 | 2): Steps<ScratchCanvas> {
  const { canvas, context } = scratchCanvas(scene.width * scale, scene.height * scale);
  const long = scene.shapes.filter((shape) => shape.kind === 'cells' || shape.kind === 'path');
  let done = 0;
  for (const shape of scene.shapes) {
    if (shape.kind === 'cells' || shape.kind === 'path') {
      const part =
        shape.kind === 'cells'
          ? drawCellsSteps(context, shape, scale)
          : drawPathSteps(context, shape, scale);
      yield* within(part, done / long.length, (done + 1) / long.length);
      done++;
    } else {
      draw(context, shape, scale);
    }
  }
  return canvas;
}

/** The scene as a PNG of (width * scale) x (height * scale) pixels. */
export async function sceneToPng(scene: Scene, scale: 1 | 2): Promise<Blob> {
  return canvasToPng(finish(drawSceneSteps(scene, scale)));
}

/** The figure as a PNG at 1x or 2x. */
export async function renderPng(spec: FigureSpec, scale: 1 | 2): Promise<Blob> {
  return sceneToPng(layoutFigure(spec), scale);
}
