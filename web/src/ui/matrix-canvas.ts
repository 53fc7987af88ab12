// <pe-matrix>: a small matrix drawn as a crisp heat map on a canvas, used by
// the lesson views (attention weights, dot products, pitfalls, ...). The big
// zoomable explorer is views/heatmap/.
//
// The cells are written as pixels on a small scratch canvas (one pixel per
// cell; OffscreenCanvas or, without it, a <canvas> element: scratch-canvas.ts)
// and scaled up without smoothing. A draw that fails (no 2D context, a
// refused call) shows a message over the canvas and is reported to the
// widget (ui/draw-failure.ts).
import { LitElement, css, html, type PropertyDeclarations } from 'lit';

import { paint } from './colormap.js';
import type { Matrix } from '../engine/index.js';
import {
  context2d,
  scratchCanvas,
  type ScratchCanvas,
  type ScratchContext,
} from './scratch-canvas.js';
import type { Colormap } from '../views/state.js';
import { DrawFailure, drawFailureStyles, figureName } from './draw-failure.js';
import { define } from '../views/view-element.js';

export interface CellEvent {
  row: number;
  col: number;
  value: number;
}

export class MatrixCanvas extends LitElement {
  static override properties: PropertyDeclarations = {
    matrix: { attribute: false },
    min: { type: Number },
    max: { type: Number },
    cmap: { type: String },
    label: { type: String },
    highlight: { attribute: false },
  };
  static override styles = [
    css`
      :host {
        display: block;
        position: relative;
      }
      canvas {
        display: block;
        width: 100%;
        height: 100%;
        image-rendering: pixelated;
        touch-action: none;
      }
    `,
    drawFailureStyles,
  ];

  declare matrix: Matrix | undefined;
  declare min: number;
  declare max: number;
  declare cmap: Colormap;
  declare label: string;
  /** Cells to outline, e.g. one diagonal of the dot-product matrix. */
  declare highlight: ((row: number, col: number) => boolean) | undefined;

  private resizeObserver: ResizeObserver | undefined;
  private readonly failure = new DrawFailure(this);
  /** One pixel per cell, kept while the matrix keeps its shape. */
  private scratch: { canvas: ScratchCanvas; context: ScratchContext } | undefined;

  constructor() {
    super();
    this.min = -1;
    this.max = 1;
    this.cmap = 'diverging';
    this.label = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver = new ResizeObserver(() => this.draw());
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.scratch = undefined;
  }

  override render() {
    return html`<canvas
        role="img"
        aria-label=${this.label}
        @pointermove=${this.onPointer}
        @pointerleave=${this.onLeave}
      ></canvas
      >${this.failure.render()}`;
  }

  override updated(): void {
    this.draw();
  }

  private cellAt(event: PointerEvent): CellEvent | undefined {
    const m = this.matrix;
    const canvas = this.renderRoot.querySelector('canvas');
    if (!m || !canvas) return undefined;
    const box = canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - box.left) / box.width) * m.cols);
    const row = Math.floor(((event.clientY - box.top) / box.height) * m.rows);
    if (row < 0 || col < 0 || row >= m.rows || col >= m.cols) return undefined;
    return { row, col, value: m.data[row * m.cols + col]! };
  }

  private onPointer = (event: PointerEvent) => {
    const cell = this.cellAt(event);
    this.dispatchEvent(
      new CustomEvent('cell-hover', { detail: cell ?? null, bubbles: true, composed: true }),
    );
  };

  private onLeave = () => {
    this.dispatchEvent(
      new CustomEvent('cell-hover', { detail: null, bubbles: true, composed: true }),
    );
  };

  private draw(): void {
    const m = this.matrix;
    const canvas = this.renderRoot.querySelector('canvas');
    if (!m || !canvas || m.rows === 0 || m.cols === 0) return;
    this.failure.run(figureName(this.label), () => this.drawCells(canvas, m));
  }

  /** The cells of `m`, scaled to the canvas, and the highlighted cells' outlines. */
  private drawCells(canvas: HTMLCanvasElement, m: Matrix): void {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = context2d(canvas);
    let scratch = this.scratch;
    if (!scratch || scratch.canvas.width !== m.cols || scratch.canvas.height !== m.rows) {
      scratch = this.scratch = scratchCanvas(m.cols, m.rows);
    }
    const image = scratch.context.createImageData(m.cols, m.rows);
    paint(image.data, m.data, this.cmap, this.min, this.max);
    scratch.context.putImageData(image, 0, 0);
    context.clearRect(0, 0, width, height);
    context.imageSmoothingEnabled = false;
    context.drawImage(scratch.canvas, 0, 0, width, height);
    const highlight = this.highlight;
    if (highlight) {
      const cw = width / m.cols;
      const ch = height / m.rows;
      context.lineWidth = Math.max(1, Math.min(cw, ch) * 0.15);
      context.strokeStyle = getComputedStyle(this).getPropertyValue('--pe-focus') || '#c2410c';
      for (let r = 0; r < m.rows; r++) {
        for (let c = 0; c < m.cols; c++) {
          if (highlight(r, c)) context.strokeRect(c * cw + 0.5, r * ch + 0.5, cw - 1, ch - 1);
        }
      }
    }
  }
}

define('pe-matrix', MatrixCanvas);

declare global {
  interface HTMLElementTagNameMap {
    'pe-matrix': MatrixCanvas;
  }
}
