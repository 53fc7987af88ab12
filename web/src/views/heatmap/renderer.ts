// Progressive canvas renderer for the heat-map explorer.
//
// Every device pixel gets the exact mean of the matrix cells it covers,
// from pe.averageGrid, so nothing larger than the canvas is ever computed.
// A large window (a million positions by 8192 dimensions) costs a few
// hundred milliseconds, so it is computed in bands of pixel rows, painted as
// they finish, and spread over short tasks: the page never blocks for long,
// and a newer render cancels an older one. While a new window is
// computed, the last finished image is shown moved and scaled to where it
// belongs, so panning and zooming respond at once.
//
// Memory: the RGBA image is kept and reused while the canvas keeps its size,
// and the means live once per computed cell, not per pixel: the engine
// writes them straight into a pooled array (averageGrid's `out`), and the
// readout maps a pixel to its cell. At the default 64 x 128 that is 64 kB
// instead of a per-pixel 7 MB: a fresh multi-MB buffer costs 25-62 ms of
// first-touch page faults (and garbage-collector pressure) here, more than
// the rest of a small redraw.
//
// The preview snapshot (a copy of the finished frame) is taken lazily, when
// the next render of another window of the same matrix starts: the first
// frame and same-window redraws never copy the canvas.
//
// A canvas that gives no 2D context, or a drawing call the browser refuses,
// rejects the render with a CanvasError (scratch-canvas.ts), which the view
// shows over the plot and reports as a draw-failed pe-error; the engine's
// own refusals reject with its RangeError/TypeError as before.
//
// Lifetime: the renderer continues long renders through a MessageChannel,
// whose port stays alive (and keeps this renderer, its canvas and its view
// reachable) until it is closed. The owner must call dispose() when the
// canvas leaves the page; a disposed renderer draws nothing more.
import { paint } from '../../ui/colormap.js';
import type { Layout, PosEnc } from '../../engine/index.js';
import { asCanvasError, context2d } from '../../ui/scratch-canvas.js';
import type { Colormap } from '../state.js';
import { BAND_TARGET_MS, planAxis, runStarts, taskBudgetMs } from './render-plan.js';
import type { Viewport } from './viewport.js';

export { taskBudgetMs } from './render-plan.js';

export interface RenderRequest {
  pe: PosEnc;
  seqLen: number;
  dModel: number;
  base: number;
  layout: Layout;
  cmap: Colormap;
  view: Viewport;
  /** Canvas backing-store size in device pixels. */
  width: number;
  height: number;
}

export interface RenderResult {
  /** Wall time from the start of the render to the last painted band. */
  ms: number;
  /** Tasks the render was spread over (it yields when a task passes its budget). */
  tasks: number;
  /** averageGrid calls (bands of pixel rows) the render was computed in. */
  bands: number;
  width: number;
  height: number;
}

/** Whether two requests show the same window at the same canvas size. */
function sameWindow(a: RenderRequest, b: RenderRequest): boolean {
  const v = a.view;
  const w = b.view;
  return (
    a.width === b.width &&
    a.height === b.height &&
    v.r0 === w.r0 &&
    v.r1 === w.r1 &&
    v.c0 === w.c0 &&
    v.c1 === w.c1
  );
}

/** Whether two requests show the same matrix in the same colours (the preview can reuse it). */
function sameMatrix(a: RenderRequest, b: RenderRequest): boolean {
  return (
    a.seqLen === b.seqLen &&
    a.dModel === b.dModel &&
    a.base === b.base &&
    a.layout === b.layout &&
    a.cmap === b.cmap
  );
}

export class HeatmapRenderer {
  private job = 0;
  private disposed = false;
  private context: CanvasRenderingContext2D | undefined;
  /** The canvas image and its 32-bit view; reused while the size stays. */
  private image: ImageData | undefined;
  private pixels: Uint32Array = new Uint32Array(0);
  /**
   * The mean of every computed cell (row-major, `cellCols` per row); pixel
   * (x, y) shows cell (rowMap[y] ?? y, colMap[x] ?? x). Grown, never shrunk.
   */
  private cells: Float64Array = new Float64Array(0);
  private cellCols = 0;
  private rowMap: Int32Array | undefined;
  private colMap: Int32Array | undefined;
  /** Where each run of pixels showing one cell starts along x (runStarts of colMap). */
  private colRuns: Int32Array = new Int32Array(0);
  /** Colours of one band of cells when cells are larger than pixels. */
  private colours: Uint32Array = new Uint32Array(0);
  /** What `cells` holds: the request and how many pixel rows are done. */
  private current: RenderRequest | undefined;
  private rowsDone = 0;
  /** The finished frame the canvas shows, untouched since (the source of a lazy snapshot). */
  private shown: RenderRequest | undefined;
  /** A copy of an earlier finished frame, for an instant preview of the next window. */
  private snapshot: HTMLCanvasElement | undefined;
  private snapshotOf: RenderRequest | undefined;
  /** Continues work in a new task: input and painting run in between, without waiting for a frame. */
  private readonly channel = new MessageChannel();
  private next: (() => void) | undefined;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.channel.port1.onmessage = () => this.runNext();
  }

  private runNext(): void {
    const next = this.next;
    this.next = undefined;
    next?.();
  }

  private later(step: () => void): void {
    this.next = step;
    this.channel.port2.postMessage(null);
  }

  /** Cancels the render in progress, if any (its promise resolves with undefined). */
  cancel(): void {
    this.job++;
  }

  /**
   * Cancels any render, closes the channel and drops every buffer, so that
   * nothing keeps the canvas or its view alive. Further renders resolve
   * with undefined at once.
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.job++;
    // A pending step sees the new job and resolves its render with undefined.
    this.runNext();
    this.channel.port1.onmessage = null;
    this.channel.port1.close();
    this.channel.port2.close();
    this.context = undefined;
    this.image = undefined;
    this.pixels = new Uint32Array(0);
    this.cells = new Float64Array(0);
    this.rowMap = undefined;
    this.colMap = undefined;
    this.colours = new Uint32Array(0);
    this.current = undefined;
    this.shown = undefined;
    this.snapshotOf = undefined;
    if (this.snapshot) {
      // Releases the snapshot's backing store now rather than at its GC.
      this.snapshot.width = 0;
      this.snapshot.height = 0;
      this.snapshot = undefined;
    }
  }

  /**
   * The mean the pixel (x, y) shows, in device pixels, or NaN when that
   * pixel is not computed yet for the current window.
   */
  valueAt(x: number, y: number): number {
    const r = this.current;
    if (!r || x < 0 || y < 0 || x >= r.width || y >= this.rowsDone) return Number.NaN;
    const px = Math.floor(x);
    const py = Math.floor(y);
    const row = this.rowMap ? this.rowMap[py]! : py;
    const col = this.colMap ? this.colMap[px]! : px;
    return this.cells[row * this.cellCols + col] ?? Number.NaN;
  }

  /** The pooled RGBA image, sized to the canvas (allocated only when the size changes). */
  private buffers(context: CanvasRenderingContext2D, W: number, H: number): ImageData {
    if (!this.image || this.image.width !== W || this.image.height !== H) {
      this.image = context.createImageData(W, H);
      this.pixels = new Uint32Array(this.image.data.buffer);
    }
    return this.image;
  }

  /** The pooled cell means, at least `n` long (grown only when a window needs more). */
  private cellsOf(n: number): Float64Array {
    if (this.cells.length < n) this.cells = new Float64Array(n);
    return this.cells;
  }

  /**
   * Copies the finished frame on the canvas into the snapshot when the new
   * request will preview from it (another window of the same matrix), before
   * anything (a resize, a preview, a band) changes the canvas.
   */
  private snapshotBefore(request: RenderRequest): void {
    const shown = this.shown;
    this.shown = undefined;
    if (!shown || shown === this.snapshotOf || !sameMatrix(shown, request)) return;
    if (sameWindow(shown, request)) return;
    const shot = this.snapshot ?? document.createElement('canvas');
    if (shot.width !== shown.width) shot.width = shown.width;
    if (shot.height !== shown.height) shot.height = shown.height;
    const context = shot.getContext('2d');
    if (!context) return;
    context.globalCompositeOperation = 'copy';
    context.drawImage(this.canvas, 0, 0);
    this.snapshot = shot;
    this.snapshotOf = shown;
  }

  /**
   * Sizes the canvas, shows the preview and returns the context and the
   * pooled image; throws when the canvas cannot be drawn on.
   */
  private prepare(request: RenderRequest): { context: CanvasRenderingContext2D; image: ImageData } {
    const { width: W, height: H } = request;
    const canvas = this.canvas;
    const shown = this.shown;
    this.snapshotBefore(request);
    if (canvas.width !== W) canvas.width = W;
    if (canvas.height !== H) canvas.height = H;
    const context = (this.context ??= context2d(canvas));
    // The canvas already shows this very frame (a same-window redraw): no preview.
    if (!(shown && sameMatrix(shown, request) && sameWindow(shown, request))) {
      this.preview(context, request);
    }
    return { context, image: this.buffers(context, W, H) };
  }

  /**
   * Draws the window; resolves with timings when the last band is painted,
   * or with undefined when a newer render replaced this one.
   * Rejects with the engine's RangeError/TypeError, or with a CanvasError
   * when the canvas gives no 2D context or refuses a drawing call.
   */
  render(request: RenderRequest): Promise<RenderResult | undefined> {
    if (this.disposed) return Promise.resolve(undefined);
    const id = ++this.job;
    const start = performance.now();
    const { width: W, height: H, view } = request;
    let prepared: { context: CanvasRenderingContext2D; image: ImageData };
    try {
      prepared = this.prepare(request);
    } catch (error) {
      return Promise.reject(asCanvasError(error));
    }
    const { context, image } = prepared;
    this.current = request;
    this.rowsDone = 0;

    const rowPlan = planAxis(view.r0, view.r1, H, request.seqLen);
    const colPlan = planAxis(view.c0, view.c1, W, request.dModel);
    const colMap = colPlan.map;
    const rowMap = rowPlan.map;
    const cells = this.cellsOf(rowPlan.count * colPlan.count);
    this.cellCols = colPlan.count;
    this.rowMap = rowMap;
    this.colMap = colMap;
    if (colMap) this.colRuns = runStarts(colMap);
    // A first guess at the band size (one trig call ~ 20 simple operations,
    // ~2e8 operations per second), corrected after each band from its time.
    const colsComputed = Math.min(request.dModel, Math.ceil(view.c1 - view.c0) + 2);
    const costPerRow = 4 * W + (rowMap ? 0 : 60 * colsComputed);
    let band = Math.max(1, Math.min(H, Math.floor((BAND_TARGET_MS * 2e5) / costPerRow)));
    const budget = taskBudgetMs(H, costPerRow);
    const options = { base: request.base, layout: request.layout };
    const bytes = image.data;
    let y = 0;
    let tasks = 0;
    let bands = 0;

    return new Promise<RenderResult | undefined>((resolve, reject) => {
      const step = () => {
        if (id !== this.job) {
          resolve(undefined);
          return;
        }
        tasks++;
        const taskStart = performance.now();
        const firstRow = y;
        try {
          while (y < H) {
            const rows = Math.min(band, H - y);
            const t = performance.now();
            // The source rows these pixel rows show.
            const s0 = rowMap ? rowMap[y]! : y;
            const s1 = rowMap ? rowMap[y + rows - 1]! + 1 : y + rows;
            const n = (s1 - s0) * colPlan.count;
            const direct = !rowMap && !colMap;
            const band0 = y * W;
            // The engine writes the band's means straight into the pooled cells.
            const out = cells.subarray(s0 * colPlan.count, s0 * colPlan.count + n);
            request.pe.averageGrid(
              {
                seqLen: request.seqLen,
                dModel: request.dModel,
                rowStart: rowPlan.start + s0 * rowPlan.perPixel,
                rowsPerPixel: rowPlan.perPixel,
                rowsPx: s1 - s0,
                colStart: colPlan.start,
                colsPerPixel: colPlan.perPixel,
                colsPx: colPlan.count,
              },
              { ...options, out },
            );
            if (direct) {
              paint(bytes.subarray(4 * band0, 4 * (band0 + n)), out, request.cmap);
            } else {
              this.spread(out, rowMap, colMap, colPlan.count, y, rows, s0, W, request.cmap);
            }
            y += rows;
            bands++;
            this.rowsDone = y;
            const spent = performance.now() - t;
            band = Math.max(
              1,
              Math.min(H, Math.round((rows * BAND_TARGET_MS) / Math.max(spent, 0.05))),
            );
            if (performance.now() - taskStart > budget) break;
          }
        } catch (error) {
          reject(error);
          return;
        }
        try {
          context.putImageData(image, 0, 0, 0, firstRow, W, y - firstRow);
        } catch (error) {
          reject(asCanvasError(error));
          return;
        }
        if (y < H) {
          this.later(step);
          return;
        }
        this.shown = request;
        resolve({ ms: performance.now() - start, tasks, bands, width: W, height: H });
      };
      step();
    });
  }

  /**
   * Writes pixel rows [y, y + rows) from a band of cells larger than pixels:
   * each pixel repeats the cell under its centre.
   */
  private spread(
    data: Float64Array,
    rowMap: Int32Array | undefined,
    colMap: Int32Array | undefined,
    n: number,
    y: number,
    rows: number,
    s0: number,
    W: number,
    cmap: Colormap,
  ): void {
    const pixels = this.pixels;
    if (this.colours.length < data.length) this.colours = new Uint32Array(data.length);
    const source = this.colours;
    paint(new Uint8ClampedArray(source.buffer, 0, data.length * 4), data, cmap);
    for (let py = y; py < y + rows; py++) {
      const to = py * W;
      if (rowMap && py > 0 && rowMap[py] === rowMap[py - 1]) {
        // The same cell row as the pixel row above: copy it.
        pixels.copyWithin(to, to - W, to);
        continue;
      }
      const from = ((rowMap ? rowMap[py]! : py) - s0) * n;
      if (colMap) {
        // Each cell covers a run of pixels: one native fill per run instead
        // of a lookup per pixel (about 8x fewer steps at the default size).
        const runs = this.colRuns;
        for (let k = 0; k + 1 < runs.length; k++) {
          const x = runs[k]!;
          pixels.fill(source[from + colMap[x]!]!, to + x, to + runs[k + 1]!);
        }
      } else {
        pixels.set(source.subarray(from, from + W), to);
      }
    }
  }

  /** Shows the last finished frame moved and scaled to the new window. */
  private preview(context: CanvasRenderingContext2D, request: RenderRequest): void {
    const old = this.snapshotOf;
    const shot = this.snapshot;
    if (!old || !shot || !sameMatrix(old, request)) return;
    const v = request.view;
    const o = old.view;
    const sx = request.width / (v.c1 - v.c0);
    const sy = request.height / (v.r1 - v.r0);
    const x = (o.c0 - v.c0) * sx;
    const y = (o.r0 - v.r0) * sy;
    const w = (o.c1 - o.c0) * sx;
    const h = (o.r1 - o.r0) * sy;
    if (![x, y, w, h].every(Number.isFinite)) return;
    context.save();
    context.clearRect(0, 0, request.width, request.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(shot, x, y, w, h);
    context.restore();
  }
}
