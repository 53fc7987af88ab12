// Pan, zoom, pinch, wheel and keyboard input on the heat-map canvas: a Lit
// ReactiveController that turns events into new windows and cursor moves
// and hands them to its host (the view), which draws them at once and
// asks for the state change debounced.
//
// It keeps only what a gesture in progress needs (the active pointers and
// where the gesture started), all dropped when the host leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import type { Box } from './derive.js';
import { KEY_ZOOM } from './gesture-input.js';
import {
  cellInView,
  centreCell,
  clampViewport,
  fitViewport,
  panViewport,
  sameViewport,
  zoomViewport,
  type Cell,
  type Extent,
  type Viewport,
} from './viewport.js';

export type ZoomAxes = 'both' | 'rows' | 'cols';

export interface Hover extends Cell {
  /** Device pixel under the pointer, for the pixel's mean. */
  px: number;
  py: number;
}

/** What the controller reads from and asks of the view. */
export interface GestureHost extends ReactiveControllerHost {
  readonly extent: Extent | undefined;
  readonly view: Viewport;
  readonly box: Box;
  readonly axes: ZoomAxes;
  readonly cursor: Cell;
  readonly cursorShown: boolean;
  readonly canvas: HTMLCanvasElement | null;
  /** Shows the window now; the state follows after `delay` ms. */
  setView(next: Viewport, delay?: number): void;
  /** Sends the window to the state now. */
  commit(): void;
  setHover(hover: Hover | undefined): void;
  /** Moves the keyboard cursor (and the window to reveal it) and announces the cell. */
  moveCursor(row: number, col: number): void;
  /** Shows the cursor at `cell` without moving the window. */
  placeCursor(cell: Cell): void;
  announceWindow(): void;
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

/** A drag or pinch sends its window once it ends, or after this long. */
const GESTURE_COMMIT_MS = 1000;

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export class GestureController implements ReactiveController {
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private gesture: Gesture | undefined;

  constructor(private readonly host: GestureHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.pointers.clear();
    this.gesture = undefined;
  }

  /** Continuous cell coordinates under a client point. */
  private cellCoordinates(clientX: number, clientY: number) {
    const box = this.host.canvas!.getBoundingClientRect();
    const x = clientX - box.left;
    const y = clientY - box.top;
    const v = this.host.view;
    return {
      row: v.r0 + (y / box.height) * (v.r1 - v.r0),
      col: v.c0 + (x / box.width) * (v.c1 - v.c0),
      x,
      y,
    };
  }

  /** The cell a device pixel shows: the one under its centre (engine rule). */
  private cellAt(clientX: number, clientY: number): Hover | undefined {
    const extent = this.host.extent;
    const { x, y } = this.cellCoordinates(clientX, clientY);
    const { w, h, dw, dh } = this.host.box;
    if (!extent || x < 0 || y < 0 || x >= w || y >= h) return undefined;
    const px = Math.min(dw - 1, Math.floor((x / w) * dw));
    const py = Math.min(dh - 1, Math.floor((y / h) * dh));
    const v = this.host.view;
    const row = Math.floor(v.r0 + (py + 0.5) * ((v.r1 - v.r0) / dh));
    const col = Math.floor(v.c0 + (px + 0.5) * ((v.c1 - v.c0) / dw));
    return {
      row: Math.min(Math.max(row, 0), extent.rows - 1),
      col: Math.min(Math.max(col, 0), extent.cols - 1),
      px,
      py,
    };
  }

  /**
   * Shows `next`; when it leaves the cursor's cell behind, the cursor moves
   * to the cell at its centre, so the readout always describes a cell in
   * view (a million rows zoomed in to two would otherwise leave it far off).
   */
  private show(next: Viewport, delay?: number): void {
    const extent = this.host.extent;
    if (!extent) return;
    const v = clampViewport(next, extent);
    if (!cellInView(v, this.host.cursor)) this.host.placeCursor(centreCell(v, extent));
    this.host.setView(v, delay);
  }

  private zoomed(from: Viewport, factor: number, anchorRow: number, anchorCol: number): Viewport {
    const axes = this.host.axes;
    const fr = axes === 'cols' ? 1 : factor;
    const fc = axes === 'rows' ? 1 : factor;
    return zoomViewport(from, this.host.extent!, fr, fc, anchorRow, anchorCol);
  }

  /** Zooms by `factor` (< 1 zooms in) around the shown cursor, else the window's centre. */
  zoomBy(factor: number, aroundCursor = this.host.cursorShown): void {
    if (!this.host.extent) return;
    const v = this.host.view;
    const c = this.host.cursor;
    const anchor =
      aroundCursor && cellInView(v, c)
        ? { row: c.row + 0.5, col: c.col + 0.5 }
        : { row: (v.r0 + v.r1) / 2, col: (v.c0 + v.c1) / 2 };
    this.show(this.zoomed(v, factor, anchor.row, anchor.col));
    this.host.announceWindow();
  }

  readonly onWheel = {
    handleEvent: (event: WheelEvent) => {
      const { extent, view: v, box } = this.host;
      if (!extent) return;
      const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? box.h : 1;
      let dx = event.deltaX * scale;
      let dy = event.deltaY * scale;
      if (event.shiftKey && dx === 0) {
        dx = dy;
        dy = 0;
      }
      let next = v;
      if (dx !== 0) next = panViewport(next, extent, 0, (dx / box.w) * (v.c1 - v.c0));
      if (dy !== 0) {
        const { row, col } = this.cellCoordinates(event.clientX, event.clientY);
        // Trackpad pinches arrive as ctrl+wheel with small deltas.
        next = this.zoomed(next, Math.exp(dy * (event.ctrlKey ? 0.01 : 0.0015)), row, col);
      }
      // Zooming out past the whole matrix does nothing: let the page scroll.
      if (sameViewport(next, v) && dy > 0 && dx === 0) return;
      event.preventDefault();
      this.show(next);
    },
    passive: false,
  };

  readonly onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    try {
      this.host.canvas?.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): track it without capture.
    }
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.startGesture();
  };

  private startGesture(): void {
    const [a, b] = [...this.pointers.values()];
    const view = this.host.view;
    if (!a) {
      this.gesture = undefined;
    } else if (b) {
      const x = (a.x + b.x) / 2;
      const y = (a.y + b.y) / 2;
      const { row, col } = this.cellCoordinates(x, y);
      const distance = Math.max(8, Math.hypot(a.x - b.x, a.y - b.y));
      this.gesture = {
        kind: 'pinch',
        view,
        x,
        y,
        distance,
        anchorRow: row,
        anchorCol: col,
        moved: true,
      };
    } else {
      this.gesture = {
        kind: 'drag',
        view,
        x: a.x,
        y: a.y,
        distance: 0,
        anchorRow: 0,
        anchorCol: 0,
        moved: false,
      };
    }
  }

  readonly onPointerMove = (event: PointerEvent) => {
    const g = this.gesture;
    const host = this.host;
    if (!g || !this.pointers.has(event.pointerId)) {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen')
        host.setHover(this.cellAt(event.clientX, event.clientY));
      return;
    }
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const extent = host.extent!;
    const { w, h } = host.box;
    if (g.kind === 'drag') {
      const dx = event.clientX - g.x;
      const dy = event.clientY - g.y;
      if (!g.moved && Math.hypot(dx, dy) < 4) return;
      g.moved = true;
      host.setHover(undefined);
      host.canvas?.classList.add('grabbing');
      const rowsPerCss = (g.view.r1 - g.view.r0) / h;
      const colsPerCss = (g.view.c1 - g.view.c0) / w;
      this.show(panViewport(g.view, extent, -dy * rowsPerCss, -dx * colsPerCss), GESTURE_COMMIT_MS);
      return;
    }
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    const factor = g.distance / Math.max(8, Math.hypot(a.x - b.x, a.y - b.y));
    const zoomed = this.zoomed(g.view, factor, g.anchorRow, g.anchorCol);
    // Keep the anchor cell under the moving midpoint.
    const mx = (a.x + b.x) / 2 - g.x;
    const my = (a.y + b.y) / 2 - g.y;
    const next = panViewport(
      zoomed,
      extent,
      (-my * (zoomed.r1 - zoomed.r0)) / h,
      (-mx * (zoomed.c1 - zoomed.c0)) / w,
    );
    this.show(next, GESTURE_COMMIT_MS);
  };

  readonly onPointerUp = (event: PointerEvent) => {
    if (!this.pointers.has(event.pointerId)) return;
    const g = this.gesture;
    this.pointers.delete(event.pointerId);
    this.host.canvas?.classList.remove('grabbing');
    if (g?.kind === 'drag' && !g.moved && event.type === 'pointerup') {
      const cell = this.cellAt(event.clientX, event.clientY);
      if (cell) this.host.placeCursor({ row: cell.row, col: cell.col });
    }
    if (this.pointers.size > 0) {
      this.startGesture();
      return;
    }
    this.gesture = undefined;
    this.host.commit();
  };

  readonly onPointerLeave = () => {
    if (!this.gesture) this.host.setHover(undefined);
  };

  readonly onKeyDown = (event: KeyboardEvent) => {
    const host = this.host;
    const extent = host.extent;
    if (!extent || event.altKey) return;
    const v = host.view;
    const rows = v.r1 - v.r0;
    const cols = v.c1 - v.c0;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      if (event.shiftKey) {
        this.show(panViewport(v, extent, arrow[0] * rows * 0.1, arrow[1] * cols * 0.1));
        host.announceWindow();
        return;
      }
      // Ctrl/Cmd: a tenth of the window at a time.
      const far = event.ctrlKey || event.metaKey;
      const stepRows = far ? Math.max(1, Math.round(rows / 10)) : 1;
      const stepCols = far ? Math.max(1, Math.round(cols / 10)) : 1;
      const c = host.cursor;
      const row = Math.min(Math.max(c.row + arrow[0] * stepRows, 0), extent.rows - 1);
      const col = Math.min(Math.max(c.col + arrow[1] * stepCols, 0), extent.cols - 1);
      host.moveCursor(row, col);
      return;
    }
    switch (event.key) {
      case '+':
      case '=':
        this.zoomBy(1 / KEY_ZOOM, true);
        break;
      case '-':
      case '_':
        this.zoomBy(KEY_ZOOM, true);
        break;
      case 'PageUp':
      case 'PageDown':
        this.show(panViewport(v, extent, (event.key === 'PageUp' ? -0.9 : 0.9) * rows, 0));
        host.announceWindow();
        break;
      case 'Home':
      case '0':
        this.show(fitViewport(extent));
        host.announceWindow();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
}
