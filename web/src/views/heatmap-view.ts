// <pe-heatmap-view>: the (seqLen, dModel) encoding as a zoomable heat map.
//
// The canvas never holds more numbers than it has device pixels: every
// pixel is the exact mean of the cells it covers (pe.averageGrid), computed
// in bands over animation frames for huge windows (heatmap/renderer.ts).
// The window lives in state r0, r1, c0, c1 (cells), requested debounced;
// it is drawn locally at once. Hover, the keyboard cursor and the zoom-axis
// choice are transient and stay local.
import { css, html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { styleMap } from '../style-map.js';

import { colorOf, cssColorOf, cssGradient } from '../colormap.js';
import type { Matrix } from '../engine.js';
import { fixed, grouped, significant } from '../format.js';
import { HeatmapRenderer, type RenderResult } from '../heatmap/renderer.js';
import {
  axisTicks,
  cellPixels,
  clampViewport,
  fitViewport,
  isFit,
  panViewport,
  refit,
  revealCell,
  roundedViewport,
  viewportFromState,
  viewportKey,
  visibleCells,
  zoomViewport,
  type Extent,
  type Viewport,
} from '../heatmap/viewport.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';

type ZoomAxes = 'both' | 'rows' | 'cols';

interface Cell {
  row: number;
  col: number;
}

interface Hover extends Cell {
  /** Device pixel under the pointer, for the pixel's mean. */
  px: number;
  py: number;
}

interface Gesture {
  kind: 'drag' | 'pinch';
  view: Viewport;
  x: number;
  y: number;
  /** Pinch: the initial pointer distance and the cell under the midpoint. */
  distance: number;
  anchorRow: number;
  anchorCol: number;
  moved: boolean;
}

/** The data table is offered up to this many visible cells. */
const TABLE_ROWS = 64;
const TABLE_COLS = 32;
/** The whole-matrix checks materialise it, so they stop at this size. */
const CHECK_CELLS = 262_144;
const COMMIT_DELAY_MS = 250;
const KEY_ZOOM = 1.5;

const TWO_PI = 2 * Math.PI;

/** A count for the density note: whole above 10, one decimal below. */
function amount(x: number): string {
  if (x >= 10) return grouped(x);
  const rounded = Math.round(x * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Tick labels: 200k and 1M when exact, else 1,234. */
function tickLabel(k: number): string {
  if (k >= 1e6 && k % 1e6 === 0) return `${k / 1e6}M`;
  if (k >= 1e4 && k % 1e3 === 0) return `${grouped(k / 1e3)}k`;
  return grouped(k);
}

function range(first: number, end: number): string {
  return end - first <= 1 ? grouped(first) : `${grouped(first)}–${grouped(end - 1)}`;
}

/** Single-entry memo: recomputes only when the key changes. */
class Memo<T> {
  private key: string | undefined;
  private value: T | undefined;
  get(key: string, compute: () => T): T {
    if (key !== this.key) {
      this.value = compute();
      this.key = key;
    }
    return this.value as T;
  }
}

interface Checks {
  row0: number[];
  row1: number[];
  zeroOne: boolean;
  cells: number;
  min?: number;
  max?: number;
  unique?: number;
  error?: string;
}

export class HeatmapView extends ViewElement {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    view: { state: true },
    cursor: { state: true },
    cursorShown: { state: true },
    hover: { state: true },
    axes: { state: true },
    tableOpen: { state: true },
    live: { state: true },
    error: { state: true },
    box: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    css`
      .figure {
        display: grid;
        grid-template-columns: auto auto minmax(0, 1fr) auto;
        grid-template-rows: auto auto auto;
        align-items: stretch;
        margin: 0.6em 0 0.2em;
      }
      .ylabel {
        grid-row: 1;
        grid-column: 1;
        writing-mode: vertical-rl;
        transform: rotate(180deg);
        text-align: center;
        font-size: 0.85em;
        color: var(--pe-muted);
        padding-left: 0.2em;
      }
      .yticks,
      .xticks,
      .cticks {
        position: relative;
        font-size: 0.75em;
        font-variant-numeric: tabular-nums;
        color: var(--pe-muted);
      }
      .yticks {
        grid-row: 1;
        grid-column: 2;
        min-width: 1.6em;
      }
      .yticks span {
        position: absolute;
        right: 7px;
        transform: translateY(-50%);
        white-space: nowrap;
        line-height: 1;
      }
      .yticks span::after,
      .cticks .t-top {
        top: 0%;
      }
      .cticks .t-mid {
        top: 50%;
      }
      .cticks .t-bottom {
        top: 100%;
      }
      .cticks span::before {
        content: '';
        position: absolute;
        top: 50%;
        width: 4px;
        border-top: 1px solid var(--pe-muted);
      }
      .yticks span::after {
        right: -7px;
      }
      .plot {
        grid-row: 1;
        grid-column: 3;
        position: relative;
        height: clamp(220px, 44cqi, 460px);
        border: 1px solid var(--pe-border);
        background: var(--pe-surface);
      }
      canvas {
        display: block;
        width: 100%;
        height: 100%;
        touch-action: none;
        cursor: crosshair;
      }
      canvas.grabbing {
        cursor: grabbing;
      }
      .cursor,
      .hoverbox,
      .labels {
        position: absolute;
        pointer-events: none;
      }
      .labels {
        inset: 0;
        overflow: hidden;
      }
      .labels span {
        position: absolute;
        display: grid;
        place-items: center;
        font-family: var(--pe-mono);
        font-size: 0.75em;
        font-variant-numeric: tabular-nums;
        overflow: hidden;
      }
      .cursor {
        border: 2px solid var(--pe-focus);
        box-shadow:
          0 0 0 1px var(--pe-bg),
          inset 0 0 0 1px var(--pe-bg);
      }
      .hoverbox {
        border: 1px dashed var(--pe-fg);
        box-shadow: 0 0 0 1px var(--pe-bg);
      }
      .xticks {
        grid-row: 2;
        grid-column: 3;
        height: 1.5em;
      }
      .xticks span {
        position: absolute;
        top: 6px;
        transform: translateX(-50%);
        white-space: nowrap;
        line-height: 1;
      }
      .xticks span::before {
        content: '';
        position: absolute;
        left: 50%;
        top: -6px;
        height: 4px;
        border-left: 1px solid var(--pe-muted);
      }
      .xlabel {
        grid-row: 3;
        grid-column: 3;
        text-align: center;
        font-size: 0.85em;
        color: var(--pe-muted);
      }
      .colorbar {
        grid-row: 1;
        grid-column: 4;
        display: flex;
        gap: 8px;
        padding-left: 0.7em;
      }
      .colorbar .bar {
        width: 12px;
        border: 1px solid var(--pe-border);
      }
      .cticks {
        width: 1.4em;
      }
      .cticks span {
        position: absolute;
        left: 0;
        transform: translateY(-50%);
        line-height: 1;
      }
      .cticks span::before {
        left: -8px;
      }
      .under {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0.2em 1em;
        font-size: 0.85em;
        margin: 0.2em 0;
      }
      .hint {
        font-size: 0.82em;
        margin: 0.1em 0 0.6em;
        max-width: none;
      }
      kbd {
        font-family: var(--pe-mono);
        font-size: 0.85em;
        border: 1px solid var(--pe-border);
        border-radius: 3px;
        padding: 0 0.25em;
        background: var(--pe-surface);
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em 0.8em;
        align-items: end;
      }
      .group {
        display: flex;
        gap: 0.3em;
        align-items: end;
        flex-wrap: wrap;
      }
      .presets button {
        font-size: 0.85em;
      }
      .presets button[aria-pressed='true'] {
        border-color: var(--pe-accent);
        box-shadow: inset 0 0 0 1px var(--pe-accent);
      }
      .readout {
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr);
        gap: 0.15em 0.8em;
        font-size: 0.9em;
        margin: 0.4em 0;
        min-height: 8.6em;
      }
      .readout .head {
        grid-column: 1 / -1;
        font-weight: 600;
      }
      .readout .k {
        color: var(--pe-muted);
      }
      .readout .v {
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      .value {
        font-weight: 700;
      }
      .swatch {
        display: inline-block;
        width: 0.9em;
        height: 0.9em;
        vertical-align: -0.1em;
        border: 1px solid var(--pe-border);
        margin-right: 0.3em;
      }
      .error {
        color: var(--pe-bad);
      }
      table {
        font-size: 0.8em;
      }
      caption {
        text-align: left;
        font-size: 0.85em;
        color: var(--pe-muted);
        padding: 0.2em 0;
      }
      th small {
        display: block;
        font-weight: 400;
        color: var(--pe-muted);
      }
      .checks {
        margin: 0.3em 0;
        padding-left: 1.2em;
      }
      .checks li {
        margin: 0.2em 0;
      }
      @container (max-width: 520px) {
        .readout {
          grid-template-columns: minmax(0, 1fr);
          gap: 0 0.8em;
        }
        .readout .k {
          margin-top: 0.25em;
        }
      }
    `,
  ];

  /** The window on screen (local; mirrored to state r0..c1 debounced). */
  declare view: Viewport;
  declare cursor: Cell;
  declare cursorShown: boolean;
  declare hover: Hover | undefined;
  declare axes: ZoomAxes;
  declare tableOpen: boolean;
  declare live: string;
  declare error: string;
  /** Canvas size: CSS pixels and device pixels. */
  declare box: { w: number; h: number; dw: number; dh: number };

  private renderer: HeatmapRenderer | undefined;
  private resizeObserver: ResizeObserver | undefined;
  private extent: Extent | undefined;
  /** The state window last seen and the one last requested (rounded). */
  private stateKey = '';
  private sentKey = '';
  private commitTimer: ReturnType<typeof setTimeout> | undefined;
  private frame = 0;
  private drawnKey = '';
  private waiters: ((ms: number) => void)[] = [];
  private pointers = new Map<number, { x: number; y: number }>();
  private gesture: Gesture | undefined;
  private readonly rows = new Memo<Matrix>();
  private readonly waves = new Memo<Float64Array>();
  private readonly checks = new Memo<Checks>();

  constructor() {
    super();
    this.view = { r0: 0, r1: 1, c0: 0, c1: 2 };
    this.cursor = { row: 0, col: 0 };
    this.cursorShown = false;
    this.hover = undefined;
    this.axes = 'both';
    this.tableOpen = false;
    this.live = '';
    this.error = '';
    this.box = { w: 0, h: 0, dw: 0, dh: 0 };
  }

  /**
   * Redraws the whole window now and resolves with the time it took in
   * milliseconds (also reported by a `pe-rendered` event, detail {ms}).
   */
  redraw(): Promise<number> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (this.frame) cancelAnimationFrame(this.frame);
      this.frame = 0;
      this.draw();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.resizeObserver = undefined;
    this.renderer?.cancel();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    clearTimeout(this.commitTimer);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected (e.g. moved in the DOM): observe and draw again.
    if (this.renderer) {
      this.drawnKey = '';
      this.observe();
    }
  }

  // ---- state <-> local window -------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('state') || !this.state) return;
    const s = this.state;
    const extent = { rows: s.seqLen, cols: s.dModel };
    const key = viewportKey(s);
    const previous = this.extent;
    this.extent = extent;
    if (!previous || (key !== this.stateKey && key !== this.sentKey)) {
      // First state, or a window set from outside (a link, the back button).
      this.view = viewportFromState(s, extent);
      this.cursor = this.firstVisibleCell(extent);
    } else if (previous.rows !== extent.rows || previous.cols !== extent.cols) {
      this.view = refit(this.view, previous, extent);
      if (key !== viewportKey({ r0: null, r1: null, c0: null, c1: null })) this.scheduleCommit(0);
    } else {
      this.view = clampViewport(this.view, extent);
    }
    this.stateKey = key;
    this.cursor = {
      row: Math.min(this.cursor.row, extent.rows - 1),
      col: Math.min(this.cursor.col, extent.cols - 1),
    };
    if (this.hover && (this.hover.row >= extent.rows || this.hover.col >= extent.cols))
      this.hover = undefined;
  }

  /** Sets the window locally at once; the state follows after `delay` ms. */
  private setView(next: Viewport, delay = COMMIT_DELAY_MS): void {
    if (!this.extent) return;
    const v = clampViewport(next, this.extent);
    if (viewportKey(v) !== viewportKey(this.view)) {
      this.view = v;
      this.scheduleDraw();
    }
    this.scheduleCommit(delay);
  }

  private scheduleCommit(delay: number): void {
    clearTimeout(this.commitTimer);
    this.commitTimer = setTimeout(() => this.commit(), delay);
  }

  private commit(): void {
    clearTimeout(this.commitTimer);
    this.commitTimer = undefined;
    const s = this.state;
    if (!s || !this.extent) return;
    const unset = s.r0 === null && s.r1 === null && s.c0 === null && s.c1 === null;
    if (unset && isFit(this.view, this.extent)) return;
    const v = roundedViewport(this.view);
    const key = viewportKey(v);
    if (key === viewportKey(s)) return;
    this.sentKey = key;
    this.request(v);
  }

  // ---- drawing ------------------------------------------------------------

  protected override firstUpdated(): void {
    const canvas = this.canvas;
    if (!canvas) return;
    this.renderer = new HeatmapRenderer(canvas);
    this.observe();
  }

  private observe(): void {
    const canvas = this.canvas;
    if (!canvas || this.resizeObserver) return;
    this.resizeObserver = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const w = entry.contentRect.width;
      const h = entry.contentRect.height;
      const ratio = window.devicePixelRatio || 1;
      const device = entry.devicePixelContentBoxSize?.[0];
      const dw = Math.max(1, Math.min(16384, device ? device.inlineSize : Math.round(w * ratio)));
      const dh = Math.max(1, Math.min(16384, device ? device.blockSize : Math.round(h * ratio)));
      if (w !== this.box.w || h !== this.box.h || dw !== this.box.dw || dh !== this.box.dh) {
        this.box = { w, h, dw, dh };
      }
    });
    try {
      this.resizeObserver.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      this.resizeObserver.observe(canvas);
    }
  }

  private get canvas(): HTMLCanvasElement | null {
    return this.renderRoot.querySelector('canvas');
  }

  private get drawKey(): string {
    const s = this.state;
    const v = this.view;
    return [
      s.seqLen,
      s.dModel,
      s.base,
      s.layout,
      s.cmap,
      v.r0,
      v.r1,
      v.c0,
      v.c1,
      this.box.dw,
      this.box.dh,
    ].join('|');
  }

  protected override updated(): void {
    if (this.box.dw > 0 && this.drawKey !== this.drawnKey) this.scheduleDraw();
  }

  private scheduleDraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private draw(): void {
    const renderer = this.renderer;
    const s = this.state;
    if (!renderer || !s || this.box.dw <= 0 || !this.extent) return;
    this.drawnKey = this.drawKey;
    const promise = renderer.render({
      pe: this.pe,
      seqLen: s.seqLen,
      dModel: s.dModel,
      base: s.base,
      layout: s.layout,
      cmap: s.cmap,
      view: this.view,
      width: this.box.dw,
      height: this.box.dh,
    });
    promise.then(
      (result) => this.drawn(result),
      (error: unknown) => {
        this.error = error instanceof Error ? error.message : String(error);
      },
    );
  }

  private drawn(result: RenderResult | undefined): void {
    if (!result) return; // Replaced by a newer render.
    if (this.error) this.error = '';
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(result.ms);
    this.dispatchEvent(
      new CustomEvent('pe-rendered', {
        detail: {
          ms: result.ms,
          tasks: result.tasks,
          width: result.width,
          height: result.height,
        },
        bubbles: true,
        composed: true,
      }),
    );
  }

  // ---- geometry -------------------------------------------------------------

  /** Continuous cell coordinates under a client point. */
  private cellCoordinates(
    clientX: number,
    clientY: number,
  ): { row: number; col: number; x: number; y: number } {
    const box = this.canvas!.getBoundingClientRect();
    const x = clientX - box.left;
    const y = clientY - box.top;
    const v = this.view;
    return {
      row: v.r0 + (y / box.height) * (v.r1 - v.r0),
      col: v.c0 + (x / box.width) * (v.c1 - v.c0),
      x,
      y,
    };
  }

  /** The cell a device pixel shows: the one under its centre (engine rule). */
  private cellAt(clientX: number, clientY: number): Hover | undefined {
    const { x, y } = this.cellCoordinates(clientX, clientY);
    const { w, h, dw, dh } = this.box;
    if (!this.extent || x < 0 || y < 0 || x >= w || y >= h) return undefined;
    const px = Math.min(dw - 1, Math.floor((x / w) * dw));
    const py = Math.min(dh - 1, Math.floor((y / h) * dh));
    const v = this.view;
    const row = Math.floor(v.r0 + (py + 0.5) * ((v.r1 - v.r0) / dh));
    const col = Math.floor(v.c0 + (px + 0.5) * ((v.c1 - v.c0) / dw));
    return {
      row: Math.min(Math.max(row, 0), this.extent.rows - 1),
      col: Math.min(Math.max(col, 0), this.extent.cols - 1),
      px,
      py,
    };
  }

  /** CSS rectangle of a cell as drawn (device-pixel edges), or undefined off screen. */
  private cellRect(
    row: number,
    col: number,
  ): { left: number; top: number; width: number; height: number } | undefined {
    const { w, h, dw, dh } = this.box;
    const v = this.view;
    if (dw <= 0 || row + 1 <= v.r0 || row >= v.r1 || col + 1 <= v.c0 || col >= v.c1)
      return undefined;
    const [x0, x1] = cellPixels(col, v.c0, v.c1, dw);
    const [y0, y1] = cellPixels(row, v.r0, v.r1, dh);
    return {
      left: (x0 * w) / dw,
      top: (y0 * h) / dh,
      width: ((x1 - x0) * w) / dw,
      height: ((y1 - y0) * h) / dh,
    };
  }

  // ---- interaction ----------------------------------------------------------

  private zoomFactors(factor: number): [number, number] {
    return [this.axes === 'cols' ? 1 : factor, this.axes === 'rows' ? 1 : factor];
  }

  private zoomAt(factor: number, anchorRow: number, anchorCol: number): Viewport {
    const [fr, fc] = this.zoomFactors(factor);
    return zoomViewport(this.view, this.extent!, fr, fc, anchorRow, anchorCol);
  }

  private onWheel = {
    handleEvent: (event: WheelEvent) => {
      if (!this.extent) return;
      const v = this.view;
      const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.box.h : 1;
      let dx = event.deltaX * scale;
      let dy = event.deltaY * scale;
      if (event.shiftKey && dx === 0) {
        dx = dy;
        dy = 0;
      }
      let next = v;
      if (dx !== 0) next = panViewport(next, this.extent, 0, (dx / this.box.w) * (v.c1 - v.c0));
      if (dy !== 0) {
        const { row, col } = this.cellCoordinates(event.clientX, event.clientY);
        // Trackpad pinches arrive as ctrl+wheel with small deltas.
        const factor = Math.exp(dy * (event.ctrlKey ? 0.01 : 0.0015));
        const [fr, fc] = this.zoomFactors(factor);
        next = zoomViewport(next, this.extent, fr, fc, row, col);
      }
      // Zooming out past the whole matrix does nothing: let the page scroll.
      if (viewportKey(next) === viewportKey(v) && dy > 0 && dx === 0) return;
      event.preventDefault();
      this.setView(next);
    },
    passive: false,
  };

  private onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    try {
      this.canvas!.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): track it without capture.
    }
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.startGesture();
  };

  private startGesture(): void {
    const points = [...this.pointers.values()];
    const [a, b] = points;
    if (!a) {
      this.gesture = undefined;
      return;
    }
    if (b) {
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const { row, col } = this.cellCoordinates(mid.x, mid.y);
      this.gesture = {
        kind: 'pinch',
        view: this.view,
        x: mid.x,
        y: mid.y,
        distance: Math.max(8, Math.hypot(a.x - b.x, a.y - b.y)),
        anchorRow: row,
        anchorCol: col,
        moved: true,
      };
    } else {
      this.gesture = {
        kind: 'drag',
        view: this.view,
        x: a.x,
        y: a.y,
        distance: 0,
        anchorRow: 0,
        anchorCol: 0,
        moved: false,
      };
    }
  }

  private onPointerMove = (event: PointerEvent) => {
    const g = this.gesture;
    if (!g || !this.pointers.has(event.pointerId)) {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen')
        this.hover = this.cellAt(event.clientX, event.clientY);
      return;
    }
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const extent = this.extent!;
    const rowsPerCss = (g.view.r1 - g.view.r0) / this.box.h;
    const colsPerCss = (g.view.c1 - g.view.c0) / this.box.w;
    if (g.kind === 'drag') {
      const dx = event.clientX - g.x;
      const dy = event.clientY - g.y;
      if (!g.moved && Math.hypot(dx, dy) < 4) return;
      g.moved = true;
      this.hover = undefined;
      this.canvas?.classList.add('grabbing');
      this.setView(panViewport(g.view, extent, -dy * rowsPerCss, -dx * colsPerCss), 1000);
      return;
    }
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    const factor = g.distance / Math.max(8, Math.hypot(a.x - b.x, a.y - b.y));
    const [fr, fc] = this.zoomFactors(factor);
    const zoomed = zoomViewport(g.view, extent, fr, fc, g.anchorRow, g.anchorCol);
    // Keep the anchor cell under the moving midpoint.
    const mx = (a.x + b.x) / 2 - g.x;
    const my = (a.y + b.y) / 2 - g.y;
    const next = panViewport(
      zoomed,
      extent,
      (-my * (zoomed.r1 - zoomed.r0)) / this.box.h,
      (-mx * (zoomed.c1 - zoomed.c0)) / this.box.w,
    );
    this.setView(next, 1000);
  };

  private onPointerUp = (event: PointerEvent) => {
    if (!this.pointers.has(event.pointerId)) return;
    const g = this.gesture;
    this.pointers.delete(event.pointerId);
    this.canvas?.classList.remove('grabbing');
    if (g?.kind === 'drag' && !g.moved && event.type === 'pointerup') {
      const cell = this.cellAt(event.clientX, event.clientY);
      if (cell) {
        this.cursor = { row: cell.row, col: cell.col };
        this.cursorShown = true;
      }
    }
    if (this.pointers.size > 0) {
      this.startGesture();
      return;
    }
    this.gesture = undefined;
    this.commit();
  };

  private onPointerLeave = () => {
    if (!this.gesture) this.hover = undefined;
  };

  private onKeyDown = (event: KeyboardEvent) => {
    if (!this.extent || event.altKey) return;
    const extent = this.extent;
    const v = this.view;
    const rows = v.r1 - v.r0;
    const cols = v.c1 - v.c0;
    const c = this.cursor;
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      if (event.shiftKey) {
        this.setView(panViewport(v, extent, arrow[0] * rows * 0.1, arrow[1] * cols * 0.1));
        this.announceWindow();
        return;
      }
      // Ctrl/Cmd: a tenth of the window at a time.
      const far = event.ctrlKey || event.metaKey;
      const stepRows = far ? Math.max(1, Math.round(rows / 10)) : 1;
      const stepCols = far ? Math.max(1, Math.round(cols / 10)) : 1;
      const row = Math.min(Math.max(c.row + arrow[0] * stepRows, 0), extent.rows - 1);
      const col = Math.min(Math.max(c.col + arrow[1] * stepCols, 0), extent.cols - 1);
      this.moveCursor(row, col);
      return;
    }
    const anchor = this.cursorInView()
      ? { row: c.row + 0.5, col: c.col + 0.5 }
      : { row: (v.r0 + v.r1) / 2, col: (v.c0 + v.c1) / 2 };
    switch (event.key) {
      case '+':
      case '=':
        this.setView(this.zoomAt(1 / KEY_ZOOM, anchor.row, anchor.col));
        break;
      case '-':
      case '_':
        this.setView(this.zoomAt(KEY_ZOOM, anchor.row, anchor.col));
        break;
      case 'PageUp':
      case 'PageDown':
        this.setView(panViewport(v, extent, (event.key === 'PageUp' ? -0.9 : 0.9) * rows, 0));
        break;
      case 'Home':
      case '0':
        this.setView(fitViewport(extent));
        break;
      default:
        return;
    }
    event.preventDefault();
    this.announceWindow();
  };

  /** Focus shows the cursor; one outside the window moves to its first visible cell. */
  private onFocus = () => {
    this.cursorShown = true;
    if (this.cursorInView() || !this.extent) return;
    this.cursor = this.firstVisibleCell(this.extent);
  };

  private firstVisibleCell(extent: Extent): Cell {
    const v = this.view;
    const first = (a0: number, a1: number) => Math.floor(a0 + Math.min(0.5, (a1 - a0) / 2));
    return {
      row: Math.min(first(v.r0, v.r1), extent.rows - 1),
      col: Math.min(first(v.c0, v.c1), extent.cols - 1),
    };
  }

  private cursorInView(): boolean {
    const v = this.view;
    const c = this.cursor;
    return c.row + 1 > v.r0 && c.row < v.r1 && c.col + 1 > v.c0 && c.col < v.c1;
  }

  private moveCursor(row: number, col: number): void {
    this.cursor = { row, col };
    this.cursorShown = true;
    this.hover = undefined;
    this.setView(revealCell(this.view, this.extent!, row, col));
    const info = this.describe(row, col);
    this.live = info
      ? `Position ${grouped(row)}, dimension ${grouped(col)}, ${info.fn} of pair ${grouped(info.pair)}: ${fixed(info.value, 4)}.`
      : '';
  }

  private announceWindow(): void {
    // The new window is announced once the debounced state settles.
    const v = this.view;
    const [r0, r1] = visibleCells(v.r0, v.r1);
    const [c0, c1] = visibleCells(v.c0, v.c1);
    this.live = `Showing positions ${range(r0, r1)} and dimensions ${range(c0, c1)}.`;
  }

  private zoomButton(factor: number): void {
    const v = this.view;
    const anchor =
      this.cursorInView() && this.cursorShown
        ? { row: this.cursor.row + 0.5, col: this.cursor.col + 0.5 }
        : { row: (v.r0 + v.r1) / 2, col: (v.c0 + v.c1) / 2 };
    this.setView(this.zoomAt(factor, anchor.row, anchor.col));
    this.announceWindow();
  }

  private preset(seqLen: number, dModel: number): void {
    const s = this.state;
    const partial: Partial<State> = { seqLen, dModel };
    if (s.r0 !== null || s.r1 !== null || s.c0 !== null || s.c1 !== null) {
      Object.assign(partial, { r0: 0, r1: seqLen, c0: 0, c1: dModel });
    }
    this.request(partial);
  }

  // ---- engine numbers -------------------------------------------------------

  private wavelengths(): Float64Array {
    const s = this.state;
    return this.waves.get(`${s.dModel}|${s.base}`, () =>
      this.pe.wavelengths(s.dModel, { base: s.base }),
    );
  }

  /** Encoding rows for whole positions [first, end), from the engine. */
  private encodedRows(first: number, end: number): Matrix {
    const s = this.state;
    return this.rows.get(`${first}|${end}|${s.dModel}|${s.base}|${s.layout}`, () =>
      this.pe.encodePositions(
        Array.from({ length: end - first }, (_, k) => first + k),
        s.dModel,
        { base: s.base, layout: s.layout },
      ),
    );
  }

  /** Everything the readout says about cell (row, col). */
  private describe(row: number, col: number) {
    const s = this.state;
    const half = s.dModel / 2;
    const split = s.layout === 'split';
    const pair = split ? (col < half ? col : col - half) : Math.floor(col / 2);
    const fn: 'sin' | 'cos' = (split ? col < half : col % 2 === 0) ? 'sin' : 'cos';
    try {
      const value = this.pe.encodePositions([row], s.dModel, { base: s.base, layout: s.layout })
        .data[col]!;
      const wavelength = this.wavelengths()[pair]!;
      // θ = pos / base^(2i/d) = pos · 2π / λ_i, from the engine's wavelength.
      const angle = (row * TWO_PI) / wavelength;
      return { pair, fn, value, wavelength, angle };
    } catch {
      return undefined;
    }
  }

  private computeChecks(): Checks {
    const s = this.state;
    const options = { base: s.base, layout: s.layout };
    const cells = s.seqLen * s.dModel;
    const first = this.pe.encodePositions([0, 1], s.dModel, options);
    const row0 = Array.from(first.data.subarray(0, s.dModel));
    const row1 = Array.from(first.data.subarray(s.dModel, 2 * s.dModel));
    const half = s.dModel / 2;
    const zeroOne = row0.every((value, col) => {
      const isSin = s.layout === 'split' ? col < half : col % 2 === 0;
      return value === (isSin ? 0 : 1);
    });
    const checks: Checks = { row0, row1, zeroOne, cells };
    if (cells <= CHECK_CELLS) {
      try {
        const m = this.pe.positionalEncoding(s.seqLen, s.dModel, options);
        let min = Infinity;
        let max = -Infinity;
        for (const value of m.data) {
          if (value < min) min = value;
          if (value > max) max = value;
        }
        checks.min = min;
        checks.max = max;
        checks.unique = this.pe.uniqueRows(s.seqLen, s.dModel, options);
      } catch (error) {
        checks.error = error instanceof Error ? error.message : String(error);
      }
    }
    return checks;
  }

  // ---- rendering ------------------------------------------------------------

  private renderLesson() {
    const s = this.state;
    let waves: Float64Array | undefined;
    try {
      waves = this.wavelengths();
    } catch {
      // The figure shows the engine's message.
    }
    // 4 decimals, or 1 for long wavelengths: 6.2832 and 60611.5 as in the sources.
    const length = (w: number) => fixed(w, w >= 1000 ? 1 : 4);
    const scale =
      s.cmap === 'diverging'
        ? html`−1 (red) through 0 (white) to +1 (blue)`
        : html`−1 (dark purple) through 0 (teal) to +1 (yellow)`;
    const lastPair = s.dModel / 2 - 1;
    const first = waves?.[0];
    const last = waves?.[lastPair];
    let schedule: unknown = nothing;
    if (first !== undefined && last !== undefined) {
      if (lastPair === 0) {
        schedule = html`With d_model = 2 there is a single pair (<var>i</var> = 0): sin and cos of
          the angle pos itself, wavelength λ<sub>0</sub> = ${length(first)} positions, so positions
          about ${Math.round(first)} apart look almost alike.`;
      } else if (last / first < 10) {
        schedule = html`Pair <var>i</var> holds sin and cos of the same angle pos /
          ${significant(s.base)}<sup>2i/${s.dModel}</sup>. With base ${significant(s.base)} the
          wavelengths only grow from λ<sub>0</sub> = ${length(first)} to λ<sub>${lastPair}</sub> =
          ${length(last)} positions: every column turns at almost the same speed, so the rows repeat
          a similar pattern. The paper's base 10000 spreads them over four orders of magnitude.`;
      } else {
        schedule = html`Pair <var>i</var> holds sin and cos of the same angle pos /
          ${significant(s.base)}<sup>2i/${s.dModel}</sup>, whose wavelength grows geometrically from
          λ<sub>0</sub> = ${length(first)} positions to λ<sub>${lastPair}</sub> = ${length(last)}:
          the fast columns flip from row to row, the slow ones barely change, and together they give
          every position its own pattern.`;
      }
    }
    return html`<p>
        Each row is one position's encoding vector PE(pos), each column one dimension, coloured on a
        fixed scale from ${scale}. ${schedule}
      </p>
      <p>
        ${
          s.layout === 'split'
            ? html`This is the <em>split</em> layout (all sines, then all cosines);`
            : html`This is the paper's <em>interleaved</em> layout (sin, cos, sin, cos, …);`
        }
        interleaved and split hold the same numbers in a different column order.
      </p>`;
  }

  private renderToolbar() {
    if (!this.showControls) return nothing;
    const s = this.state;
    const presets: [number, number, string][] = [
      [3, 4, 'the worked example'],
      [100, 512, "the paper's d_model"],
      [1_000_000, 8192, 'the largest'],
    ];
    return html`<div class="toolbar">
      <div class="group" role="group" aria-label="Zoom">
        <button
          type="button"
          aria-label="Zoom out"
          title="Zoom out (−)"
          @click=${() => this.zoomButton(KEY_ZOOM)}
        >
          −
        </button>
        <button
          type="button"
          aria-label="Zoom in"
          title="Zoom in (+)"
          @click=${() => this.zoomButton(1 / KEY_ZOOM)}
        >
          +
        </button>
        <button type="button" @click=${() => this.setView(fitViewport(this.extent!))}>Fit</button>
      </div>
      <div class="field">
        <label for="zoom-axes">Zoom applies to</label>
        <select
          id="zoom-axes"
          .value=${this.axes}
          @change=${(event: Event) => (this.axes = (event.target as HTMLSelectElement).value as ZoomAxes)}
        >
          <option value="both" ?selected=${this.axes === 'both'}>both axes</option>
          <option value="rows" ?selected=${this.axes === 'rows'}>positions only</option>
          <option value="cols" ?selected=${this.axes === 'cols'}>dimensions only</option>
        </select>
      </div>
      <div class="group presets" role="group" aria-label="Example sizes">
        ${presets.map(
          ([rows, cols, what]) =>
            html`<button
              type="button"
              aria-pressed=${s.seqLen === rows && s.dModel === cols ? 'true' : 'false'}
              @click=${() => this.preset(rows, cols)}
            >
              ${grouped(rows)} × ${grouped(cols)} <span class="muted">(${what})</span>
            </button>`,
        )}
      </div>
    </div>`;
  }

  private renderTicks() {
    const v = this.view;
    const { w, h } = this.box;
    if (w <= 0) return { y: nothing, x: nothing, width: '2ch' };
    const rows = axisTicks(v.r0, v.r1, h, 34);
    const cols = axisTicks(v.c0, v.c1, w, 56);
    const span = (a0: number, a1: number, k: number, length: number) =>
      ((k + 0.5 - a0) / (a1 - a0)) * length;
    const longest = Math.max(1, ...rows.map((k) => tickLabel(k).length));
    return {
      width: `calc(${longest}ch + 10px)`,
      y: rows.map(
        (k) =>
          html`<span style=${styleMap({ top: `${span(v.r0, v.r1, k, h)}px` })}
            >${tickLabel(k)}</span
          >`,
      ),
      x: cols.map(
        (k) =>
          html`<span style=${styleMap({ left: `${span(v.c0, v.c1, k, w)}px` })}
            >${tickLabel(k)}</span
          >`,
      ),
    };
  }

  /** Values printed in the cells when they are large enough to hold them. */
  private renderCellLabels() {
    const v = this.view;
    const { w, h } = this.box;
    if (w <= 0) return nothing;
    const [r0, r1] = visibleCells(v.r0, v.r1);
    const [c0, c1] = visibleCells(v.c0, v.c1);
    const cellW = w / (v.c1 - v.c0);
    const cellH = h / (v.r1 - v.r0);
    if (cellW < 50 || cellH < 20 || (r1 - r0) * (c1 - c0) > 600) return nothing;
    let m: Matrix;
    try {
      m = this.encodedRows(r0, r1);
    } catch {
      return nothing;
    }
    const cmap = this.state.cmap;
    const labels = [];
    for (let row = r0; row < r1; row++) {
      for (let col = c0; col < c1; col++) {
        const rect = this.cellRect(row, col);
        if (!rect) continue;
        const value = m.data[(row - r0) * m.cols + col]!;
        const [red, green, blue] = colorOf(value, cmap);
        const light = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 140;
        labels.push(
          html`<span
            style=${styleMap({
              left: `${rect.left}px`,
              top: `${rect.top}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
              color: light ? 'rgb(0 0 0 / 0.85)' : 'rgb(255 255 255 / 0.95)',
            })}
            >${fixed(value, 4)}</span
          >`,
        );
      }
    }
    return html`<div class="labels" aria-hidden="true">${labels}</div>`;
  }

  private renderBox(cell: Cell | undefined, className: string) {
    if (!cell) return nothing;
    const rect = this.cellRect(cell.row, cell.col);
    if (!rect) return nothing;
    // A cell thinner than a few pixels gets a marker of readable size.
    const min = 7;
    const width = Math.max(rect.width, min);
    const height = Math.max(rect.height, min);
    const left = rect.left - (width - rect.width) / 2;
    const top = rect.top - (height - rect.height) / 2;
    return html`<div
      class=${className}
      style=${styleMap({ left: `${left}px`, top: `${top}px`, width: `${width}px`, height: `${height}px` })}
    ></div>`;
  }

  private density(): string {
    const v = this.view;
    const { dw, dh } = this.box;
    if (dw <= 0) return '';
    const rowsPerPixel = (v.r1 - v.r0) / dh;
    const colsPerPixel = (v.c1 - v.c0) / dw;
    if (rowsPerPixel <= 1 && colsPerPixel <= 1) {
      return `each cell is drawn as a block of about ${amount(1 / colsPerPixel)} × ${amount(1 / rowsPerPixel)} pixels`;
    }
    return `each pixel averages ${amount(Math.max(1, rowsPerPixel))} × ${amount(Math.max(1, colsPerPixel))} cells (positions × dimensions), an exact mean`;
  }

  /**
   * When a pixel spans many positions, columns whose wavelength is shorter
   * than that span average to about 0: say where that boundary lies.
   */
  private blurNote() {
    const v = this.view;
    const { dh } = this.box;
    const rowsPerPixel = dh > 0 ? (v.r1 - v.r0) / dh : 0;
    if (rowsPerPixel < 4) return nothing;
    let waves: Float64Array;
    try {
      waves = this.wavelengths();
    } catch {
      return nothing;
    }
    const pair = waves.findIndex((w) => w > rowsPerPixel);
    const s = this.state;
    const where =
      pair < 0
        ? 'every column'
        : pair === 0
          ? ''
          : s.layout === 'split'
            ? `pairs 0 to ${grouped(pair - 1)} (dimensions 0–${grouped(pair - 1)} and ${grouped(s.dModel / 2)}–${grouped(s.dModel / 2 + pair - 1)})`
            : `dimensions 0 to ${grouped(2 * pair - 1)}`;
    if (!where) return nothing;
    return html`<p class="hint muted">
      One pixel row spans ${amount(rowsPerPixel)} positions. In ${where}, whose wavelengths are
      shorter than that, sin and cos make at least one whole turn within every pixel, so their means
      nearly cancel and the columns look pale. Zoom in on positions to see them oscillate.
    </p>`;
  }

  private renderReadout() {
    const s = this.state;
    const hover = this.hover;
    const cell = hover ?? this.cursor;
    const info = this.describe(cell.row, cell.col);
    if (!info) return html`<div class="readout card"></div>`;
    const base = significant(s.base);
    const exponent = html`<sup>${2 * info.pair}/${s.dModel}</sup>`;
    const reduced = info.angle >= TWO_PI ? info.angle % TWO_PI : undefined;
    let pixel = nothing as unknown;
    if (hover) {
      const v = this.view;
      const rowsPerPixel = (v.r1 - v.r0) / this.box.dh;
      const colsPerPixel = (v.c1 - v.c0) / this.box.dw;
      const mean = this.renderer?.valueAt(hover.px, hover.py) ?? Number.NaN;
      if ((rowsPerPixel > 1 || colsPerPixel > 1) && Number.isFinite(mean)) {
        pixel = html`<span class="k">this pixel</span
          ><span class="v"
            >the mean of ${amount(Math.max(1, rowsPerPixel))} × ${amount(Math.max(1, colsPerPixel))}
            cells around it = ${fixed(mean, 4)}</span
          >`;
      }
    }
    return html`<div class="readout card" id="readout">
      <span class="head"
        >${hover ? 'Pointer' : 'Cursor'}: pos ${grouped(cell.row)}, dim ${grouped(cell.col)}</span
      >
      <span class="k">pair</span>
      <span class="v"
        ><var>i</var> = ${grouped(info.pair)}, the ${info.fn} of the pair
        (${
          s.layout === 'split'
            ? info.fn === 'sin'
              ? `first half, column i`
              : `second half, column d/2 + i`
            : info.fn === 'sin'
              ? `even column 2i`
              : `odd column 2i + 1`
        })</span
      >
      <span class="k">angle</span>
      <span class="v"
        >θ = pos / ${base}<sup>2i/d</sup> = ${grouped(cell.row)} / ${base}${exponent} =
        ${significant(info.angle, 7)}
        rad${reduced === undefined ? '' : ` (≡ ${fixed(reduced, 4)} mod 2π)`}</span
      >
      <span class="k">value</span>
      <span class="v"
        ><span
          class="swatch"
          style=${styleMap({ background: cssColorOf(info.value, s.cmap) })}
        ></span
        >PE(${grouped(cell.row)}, ${grouped(cell.col)}) = ${info.fn} θ =
        <span class="value">${fixed(info.value, 4)}</span>
        <span class="muted">(${String(info.value).replace('-', '−')})</span></span
      >
      <span class="k">wavelength</span>
      <span class="v"
        >λ<sub>${grouped(info.pair)}</sub> = 2π · ${base}${exponent} =
        ${significant(info.wavelength, 6)} positions</span
      >
      ${pixel}
    </div>`;
  }

  private renderTable() {
    if (!this.tableOpen) return nothing;
    const v = this.view;
    const [r0, r1] = visibleCells(v.r0, v.r1);
    const [c0, c1] = visibleCells(v.c0, v.c1);
    if (r1 - r0 > TABLE_ROWS || c1 - c0 > TABLE_COLS) {
      return html`<p id="data-table" class="muted">
        The window shows ${grouped(r1 - r0)} × ${grouped(c1 - c0)} cells: zoom in to at most
        ${TABLE_ROWS} × ${TABLE_COLS} cells to see the table.
      </p>`;
    }
    let m: Matrix;
    try {
      m = this.encodedRows(r0, r1);
    } catch (error) {
      return html`<p id="data-table" class="error">
        ${error instanceof Error ? error.message : String(error)}
      </p>`;
    }
    const s = this.state;
    const half = s.dModel / 2;
    const cols = Array.from({ length: c1 - c0 }, (_, k) => c0 + k);
    const fnOf = (col: number) =>
      (s.layout === 'split' ? col < half : col % 2 === 0) ? 'sin' : 'cos';
    return html`<div class="scroll" id="data-table">
      <table>
        <caption>
          PE(pos, dim) for positions ${range(r0, r1)} and dimensions ${range(c0, c1)}, from the
          engine, rounded to 5 decimals
        </caption>
        <thead>
          <tr>
            <th scope="col">pos</th>
            ${cols.map((col) => html`<th scope="col">${grouped(col)}<small>${fnOf(col)}</small></th>`)}
          </tr>
        </thead>
        <tbody>
          ${Array.from({ length: r1 - r0 }, (_, k) => r0 + k).map(
            (row) =>
              html`<tr>
                <th scope="row">${grouped(row)}</th>
                ${cols.map((col) => html`<td>${fixed(m.data[(row - r0) * m.cols + col]!, 5)}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderChecks() {
    const s = this.state;
    let checks: Checks;
    try {
      checks = this.checks.get(`${s.seqLen}|${s.dModel}|${s.base}|${s.layout}`, () =>
        this.computeChecks(),
      );
    } catch (error) {
      return html`<p class="error">${error instanceof Error ? error.message : String(error)}</p>`;
    }
    const shown = Math.min(s.dModel, 6);
    const list = (values: number[]) =>
      `[${values
        .slice(0, shown)
        .map((value) => fixed(value, 4))
        .join(', ')}${s.dModel > shown ? ', …' : ''}]`;
    return html`<h3>Check the numbers</h3>
      <ul class="checks">
        <li>
          PE(0) = <code>${list(checks.row0)}</code>:
          ${
            checks.zeroOne
              ? html`<span class="good">every sin is 0 and every cos is 1</span>`
              : html`<span class="bad">not all sin 0 and cos 1</span>`
          },
          the anchor at position 0.
        </li>
        ${
          s.seqLen > 1
            ? html`<li>
                PE(1) = <code>${list(checks.row1)}</code>:
                ${
                  s.layout === 'split'
                    ? 'sin 1 first, then the sines of the slower pairs; the cosines start at dimension d_model/2.'
                    : 'sin 1 and cos 1 first, then pairs of lower frequency.'
                }
              </li>`
            : nothing
        }
        ${
          checks.min !== undefined && checks.max !== undefined
            ? html`<li>
                  All ${grouped(checks.cells)} values lie in [−1, 1]: min ${fixed(checks.min, 4)},
                  max ${fixed(checks.max, 4)}
                  ${
                    checks.min >= -1 && checks.max <= 1
                      ? html`<span class="good">in range</span>`
                      : html`<span class="bad">out of range</span>`
                  }.
                </li>
                <li>
                  ${grouped(checks.unique ?? 0)} of ${grouped(s.seqLen)} rows are distinct
                  ${
                    checks.unique === s.seqLen
                      ? html`<span class="good">every position has its own vector</span>`
                      : html`<span class="bad">some positions share a vector</span>`
                  }.
                </li>`
            : html`<li class="muted">
                The range and distinct-row checks materialise the matrix, so they run up to
                ${grouped(CHECK_CELLS)} cells; this one has ${grouped(checks.cells)}. The heat map
                never builds it: it computes only the pixels on screen.
              </li>`
        }
        ${checks.error ? html`<li class="error">${checks.error}</li>` : nothing}
      </ul>`;
  }

  override render() {
    const s = this.state;
    const v = this.view;
    const [r0, r1] = visibleCells(v.r0, v.r1);
    const [c0, c1] = visibleCells(v.c0, v.c1);
    const ticks = this.renderTicks();
    const xlabel =
      s.layout === 'split'
        ? 'dimension (first half sin, second half cos)'
        : 'dimension (even = sin, odd = cos)';
    const name =
      `Heat map of the positional encoding, ${grouped(s.seqLen)} positions by ${grouped(s.dModel)} dimensions; ` +
      `showing positions ${range(r0, r1)} and dimensions ${range(c0, c1)}`;
    const focusCursor = this.cursorShown ? this.cursor : undefined;
    return html`
      ${this.renderLesson()} ${this.renderToolbar()}
      <div class="figure">
        <div class="ylabel" aria-hidden="true">position</div>
        <div class="yticks" aria-hidden="true" style=${styleMap({ width: ticks.width })}>
          ${ticks.y}
        </div>
        <div class="plot">
          <canvas
            tabindex="0"
            role="img"
            aria-label=${name}
            aria-describedby="hint readout"
            @wheel=${this.onWheel}
            @pointerdown=${this.onPointerDown}
            @pointermove=${this.onPointerMove}
            @pointerup=${this.onPointerUp}
            @pointercancel=${this.onPointerUp}
            @pointerleave=${this.onPointerLeave}
            @keydown=${this.onKeyDown}
            @focus=${this.onFocus}
          ></canvas>
          ${this.renderCellLabels()} ${this.renderBox(this.hover, 'hoverbox')}
          ${this.renderBox(focusCursor, 'cursor')}
        </div>
        <div class="colorbar" aria-hidden="true">
          <div class="bar" style=${styleMap({ background: cssGradient(s.cmap, 'to top') })}></div>
          <div class="cticks">
            <span class="t-top">1</span><span class="t-mid">0</span><span class="t-bottom">−1</span>
          </div>
        </div>
        <div class="xticks" aria-hidden="true">${ticks.x}</div>
        <div class="xlabel" aria-hidden="true">${xlabel}</div>
      </div>
      <div class="under">
        <span class="muted" id="window"
          >Positions ${range(r0, r1)} of ${grouped(s.seqLen)}, dimensions ${range(c0, c1)} of
          ${grouped(s.dModel)}</span
        >
        <span class="muted" id="density">${this.density()}</span>
      </div>
      ${this.blurNote()}
      <p class="hint muted" id="hint">
        Wheel or pinch zooms at the pointer, drag or <kbd>Shift</kbd>+wheel pans. On the focused
        map: arrows move the cursor (<kbd>Ctrl</kbd> for bigger steps), <kbd>+</kbd>/<kbd>−</kbd>
        zoom, <kbd>Shift</kbd>+arrows or <kbd>PgUp</kbd>/<kbd>PgDn</kbd> pan, <kbd>0</kbd> or
        <kbd>Home</kbd> fits.
      </p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.renderReadout()}
      <div class="visually-hidden" aria-live="polite">${this.live}</div>
      <button
        type="button"
        aria-expanded=${this.tableOpen ? 'true' : 'false'}
        aria-controls="data-table"
        @click=${() => (this.tableOpen = !this.tableOpen)}
      >
        ${this.tableOpen ? 'Hide data table' : 'Show data table'}
      </button>
      ${this.renderTable()} ${this.renderChecks()}
    `;
  }
}

define('pe-heatmap-view', HeatmapView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-heatmap-view': HeatmapView;
  }
}
