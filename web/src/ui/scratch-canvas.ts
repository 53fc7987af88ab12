// Canvases the page draws on, and the scratch canvases that are never shown
// (an image built before it is scaled onto a figure or encoded as a PNG).
//
// OffscreenCanvas is used where it gives a 2D context (no DOM node); where it
// is missing (Safari before 16.4) or gives none, a plain <canvas> element
// does the same job: both are image sources for drawImage and both encode a
// PNG. No newer canvas API (roundRect, reset, createImageBitmap,
// transferControlToOffscreen) is used by the figures.
//
// A canvas that gives no 2D context, or a drawing call the browser refuses,
// is a CanvasError: the figure says so in place of a blank canvas
// (ui/draw-failure.ts) instead of failing silently.

/** A canvas could not be drawn on: no 2D context, or a drawing call failed. */
export class CanvasError extends Error {
  override name = 'CanvasError';
}

export type ScratchCanvas = OffscreenCanvas | HTMLCanvasElement;
export type ScratchContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** What getContext('2d') returning null means, in the words a reader sees. */
export const NO_CONTEXT = 'this browser gave no 2D canvas context';

/** `error` thrown by a drawing call, as a CanvasError that keeps the browser's words. */
export function asCanvasError(error: unknown): CanvasError {
  if (error instanceof CanvasError) return error;
  if (!(error instanceof Error)) return new CanvasError(String(error));
  const named = error.name && error.name !== 'Error';
  return new CanvasError(named ? `${error.name}: ${error.message}` : error.message);
}

/** The 2D context of `canvas`; a CanvasError when the browser gives none. */
export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D;
export function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D;
export function context2d(canvas: ScratchCanvas): ScratchContext {
  const context = canvas.getContext('2d') as ScratchContext | null;
  if (!context) throw new CanvasError(NO_CONTEXT);
  return context;
}

/** The OffscreenCanvas and its context, or undefined where there is no usable one. */
function offscreen(
  width: number,
  height: number,
): { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } | undefined {
  if (typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context ? { canvas, context } : undefined;
  } catch {
    return undefined;
  }
}

/** A canvas of width x height pixels that is never shown, with its 2D context. */
export function scratchCanvas(
  width: number,
  height: number,
): { canvas: ScratchCanvas; context: ScratchContext } {
  const found = offscreen(width, height);
  if (found) return found;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas, context: context2d(canvas) };
}

/** The canvas's pixels as a PNG file. */
export function canvasToPng(canvas: ScratchCanvas): Promise<Blob> {
  // Duck-typed: in a worker there is no HTMLCanvasElement to test against.
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) =>
      blob ? resolve(blob) : reject(new CanvasError('the browser could not encode the PNG')),
    ),
  );
}
