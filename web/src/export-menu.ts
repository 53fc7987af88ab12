// <pe-export-menu>: PNG (1x, 2x), CSV of the visible window, .npy of the
// whole matrix and "copy as NumPy code" for the current configuration.
import { css, html, nothing } from 'lit';

import { paint } from './colormap.js';
import type { Matrix } from './engine.js';
import { numpyCode, toCsv, toNpy } from './export.js';
import { grouped } from './format.js';
import { define, ViewElement } from './view-element.js';

/** The heat-map window in cells (the fitted matrix when no zoom is set). */
export function visibleWindow(state: ViewElement['state']): {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
} {
  const r0 = Math.max(0, Math.floor(state.r0 ?? 0));
  const r1 = Math.min(state.seqLen, Math.ceil(state.r1 ?? state.seqLen));
  const c0 = Math.max(0, Math.floor(state.c0 ?? 0));
  const c1 = Math.min(state.dModel, Math.ceil(state.c1 ?? state.dModel));
  return { r0, r1: Math.max(r1, r0 + 1), c0, c1: Math.max(c1, c0 + 1) };
}

const PNG_WIDTH = 800;
const PNG_HEIGHT = 500;
const MAX_CSV_CELLS = 1_000_000;

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export class ExportMenu extends ViewElement {
  static override properties = {
    ...ViewElement.properties,
    message: { state: true },
  };
  static override styles = [
    ...ViewElement.styles,
    css`
      :host {
        margin-top: 0.8em;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em;
        align-items: center;
      }
      .message {
        min-height: 1.4em;
        font-size: 0.9em;
      }
    `,
  ];

  declare message: string;

  constructor() {
    super();
    this.message = '';
  }

  private baseName(): string {
    const s = this.state;
    return `positional-encoding_L${s.seqLen}_d${s.dModel}_base${s.base}${s.layout === 'split' ? '_split' : ''}`;
  }

  private options() {
    return { base: this.state.base, layout: this.state.layout };
  }

  /** The visible window rendered at `scale` x 800 x 500 pixels, cell means per pixel. */
  async png(scale: 1 | 2): Promise<Blob> {
    const { r0, r1, c0, c1 } = visibleWindow(this.state);
    const width = PNG_WIDTH * scale;
    const height = PNG_HEIGHT * scale;
    const grid = this.pe.averageGrid(
      {
        seqLen: this.state.seqLen,
        dModel: this.state.dModel,
        rowStart: r0,
        rowsPerPixel: (r1 - r0) / height,
        rowsPx: height,
        colStart: c0,
        colsPerPixel: (c1 - c0) / width,
        colsPx: width,
      },
      this.options(),
    );
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(width, height);
    paint(image.data, grid.data, this.state.cmap);
    context.putImageData(image, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  }

  /** The visible cells as a matrix (rows r0..r1-1, columns c0..c1-1). */
  visibleMatrix(): { matrix: Matrix; r0: number; c0: number } {
    const { r0, r1, c0, c1 } = visibleWindow(this.state);
    const rows = r1 - r0;
    const cols = c1 - c0;
    if (rows * cols > MAX_CSV_CELLS) {
      throw new RangeError(
        `the visible window has ${rows} x ${cols} cells; CSV export allows at most ${grouped(MAX_CSV_CELLS)}: zoom in first`,
      );
    }
    const positions = Array.from({ length: rows }, (_, k) => r0 + k);
    const full = this.pe.encodePositions(positions, this.state.dModel, this.options());
    const data = new Float64Array(rows * cols);
    for (let r = 0; r < rows; r++) {
      data.set(full.data.subarray(r * full.cols + c0, r * full.cols + c1), r * cols);
    }
    return { matrix: { rows, cols, data }, r0, c0 };
  }

  private async run(label: string, action: () => Promise<string> | string): Promise<void> {
    try {
      this.message = await action();
    } catch (error) {
      this.message = `${label} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private exportPng(scale: 1 | 2) {
    return this.run('PNG export', async () => {
      download(`${this.baseName()}${scale === 2 ? '@2x' : ''}.png`, await this.png(scale));
      return `Saved a ${PNG_WIDTH * scale} x ${PNG_HEIGHT * scale} PNG of the visible window.`;
    });
  }

  private exportCsv() {
    return this.run('CSV export', () => {
      const { matrix, r0, c0 } = this.visibleMatrix();
      download(`${this.baseName()}.csv`, new Blob([toCsv(matrix, r0, c0)], { type: 'text/csv' }));
      return `Saved ${matrix.rows} x ${matrix.cols} visible values as CSV.`;
    });
  }

  private exportNpy() {
    return this.run('.npy export', () => {
      const matrix = this.pe.positionalEncoding(
        this.state.seqLen,
        this.state.dModel,
        this.options(),
      );
      download(
        `${this.baseName()}.npy`,
        new Blob([toNpy(matrix)], { type: 'application/octet-stream' }),
      );
      return `Saved the full (${matrix.rows}, ${matrix.cols}) float64 matrix for numpy.load.`;
    });
  }

  private copyCode() {
    return this.run('Copy', async () => {
      await navigator.clipboard.writeText(numpyCode(this.state));
      return 'Copied NumPy code that reproduces this configuration.';
    });
  }

  override render() {
    if (!this.showControls) return nothing;
    return html`<div class="row" role="group" aria-label="Export">
        <span class="muted">Export the encoding:</span>
        <button @click=${() => this.exportPng(1)}>PNG 1×</button>
        <button @click=${() => this.exportPng(2)}>PNG 2×</button>
        <button @click=${() => this.exportCsv()}>CSV (visible)</button>
        <button @click=${() => this.exportNpy()}>.npy</button>
        <button @click=${() => this.copyCode()}>Copy as NumPy code</button>
      </div>
      <p class="message muted" aria-live="polite">${this.message}</p>`;
  }
}

define('pe-export-menu', ExportMenu);

declare global {
  interface HTMLElementTagNameMap {
    'pe-export-menu': ExportMenu;
  }
}
