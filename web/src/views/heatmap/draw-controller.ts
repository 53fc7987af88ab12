// Keeps the heat-map canvas drawn: a Lit ReactiveController that owns the
// renderer, watches the canvas size and redraws when the window, the matrix
// or the size changed (compared as numbers), at most once per frame.
//
// Everything with a life outside the element lives here, so that leaving
// the page releases it in one place: hostDisconnected disconnects the
// ResizeObserver, cancels the frame and disposes the renderer (closing its
// MessageChannel and dropping its pixel buffers). A view moved in the DOM
// is disconnected and connected again: hostConnected observes anew, and the
// next draw makes a new renderer.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import type { Layout, PosEnc } from '../../engine/index.js';
import { CanvasError } from '../../ui/scratch-canvas.js';
import type { Colormap } from '../state.js';
import type { Box } from './derive.js';
import { HeatmapRenderer, type RenderResult } from './renderer.js';
import { sameViewport, type Viewport } from './viewport.js';

/** What a frame shows, without the canvas size. */
export interface Frame {
  pe: PosEnc;
  seqLen: number;
  dModel: number;
  base: number;
  layout: Layout;
  cmap: Colormap;
  view: Viewport;
}

export interface DrawHost extends ReactiveControllerHost, EventTarget {
  /** Nothing is observed or drawn for a host out of the page. */
  readonly isConnected: boolean;
  readonly canvas: HTMLCanvasElement | null;
  /** The frame to show now, or undefined while there is nothing to draw. */
  frame(): Frame | undefined;
  /** The engine refused the window (message), or a later frame succeeded (''). */
  drawError(message: string): void;
  /** The canvas could not be drawn on (no 2D context, a refused call), or a later frame was (undefined). */
  canvasFailed(error: CanvasError | undefined): void;
}

function sameFrame(a: Frame, b: Frame): boolean {
  return (
    a.pe === b.pe &&
    a.seqLen === b.seqLen &&
    a.dModel === b.dModel &&
    a.base === b.base &&
    a.layout === b.layout &&
    a.cmap === b.cmap &&
    sameViewport(a.view, b.view)
  );
}

/** Backing stores larger than this are refused by browsers. */
const MAX_CANVAS_SIDE = 16384;

export class DrawController implements ReactiveController {
  /** The canvas size; zero until the first layout. */
  box: Box = { w: 0, h: 0, dw: 0, dh: 0 };
  private renderer: HeatmapRenderer | undefined;
  private observer: ResizeObserver | undefined;
  private frameId = 0;
  /** The frame and size last sent to the renderer. */
  private drawn: { frame: Frame; dw: number; dh: number } | undefined;
  private waiters: ((ms: number) => void)[] = [];

  constructor(private readonly host: DrawHost) {
    host.addController(this);
  }

  hostConnected(): void {
    // A view moved in the DOM: draw again once laid out.
    this.drawn = undefined;
    this.observe();
  }

  hostUpdated(): void {
    // Lit finishes an update already queued when the host is removed: it
    // must not observe or draw again, or the removed view would stay alive.
    if (!this.host.isConnected) return;
    this.observe();
    if (this.box.dw > 0 && this.changed()) this.schedule();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    if (this.frameId) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    this.renderer?.dispose();
    this.renderer = undefined;
    this.drawn = undefined;
  }

  /** Redraws now; resolves with the ms the render took (when it finishes). */
  redraw(): Promise<number> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (this.frameId) cancelAnimationFrame(this.frameId);
      this.frameId = 0;
      this.draw();
    });
  }

  /** The mean shown at device pixel (x, y), or NaN. */
  valueAt(x: number, y: number): number {
    return this.renderer?.valueAt(x, y) ?? Number.NaN;
  }

  /** Draws at the next frame (once, however many changes come before it). */
  schedule(): void {
    if (this.frameId || !this.host.isConnected) return;
    this.frameId = requestAnimationFrame(() => {
      this.frameId = 0;
      this.draw();
    });
  }

  private changed(): boolean {
    const frame = this.host.frame();
    const d = this.drawn;
    return (
      frame !== undefined &&
      (!d || d.dw !== this.box.dw || d.dh !== this.box.dh || !sameFrame(d.frame, frame))
    );
  }

  private observe(): void {
    const canvas = this.host.canvas;
    if (!canvas || this.observer) return;
    this.observer = new ResizeObserver((entries) => this.resized(entries));
    try {
      this.observer.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.observer.observe(canvas);
    }
  }

  private resized(entries: ResizeObserverEntry[]): void {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    const w = entry.contentRect.width;
    const h = entry.contentRect.height;
    const ratio = window.devicePixelRatio || 1;
    const device = entry.devicePixelContentBoxSize?.[0];
    const side = (css: number, px: number | undefined) =>
      Math.max(1, Math.min(MAX_CANVAS_SIDE, px ?? Math.round(css * ratio)));
    const dw = side(w, device?.inlineSize);
    const dh = side(h, device?.blockSize);
    const b = this.box;
    if (w === b.w && h === b.h && dw === b.dw && dh === b.dh) return;
    this.box = { w, h, dw, dh };
    this.host.requestUpdate();
    // Draw in this frame, before it is painted: the first frame appears
    // without waiting for another one.
    if (this.frameId) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    if (this.changed()) this.draw();
  }

  private draw(): void {
    const canvas = this.host.canvas;
    const frame = this.host.frame();
    const { dw, dh } = this.box;
    if (!canvas || !frame || dw <= 0 || !this.host.isConnected) return;
    this.renderer ??= new HeatmapRenderer(canvas);
    this.drawn = { frame, dw, dh };
    this.renderer.render({ ...frame, width: dw, height: dh }).then(
      (result) => this.finished(result),
      (error: unknown) => {
        if (error instanceof CanvasError) this.host.canvasFailed(error);
        else this.host.drawError(error instanceof Error ? error.message : String(error));
      },
    );
  }

  private finished(result: RenderResult | undefined): void {
    if (!result) return; // Replaced by a newer render.
    this.host.drawError('');
    this.host.canvasFailed(undefined);
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(result.ms);
    this.host.dispatchEvent(
      new CustomEvent('pe-rendered', {
        detail: {
          ms: result.ms,
          tasks: result.tasks,
          bands: result.bands,
          width: result.width,
          height: result.height,
        },
        bubbles: true,
        composed: true,
      }),
    );
  }
}
