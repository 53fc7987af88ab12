// <pe-frequencies-view>: every column of the encoding is a wave. Small
// multiples of PE(pos, dim) over position for the chosen dimensions, then
// the wavelength of every (sin, cos) pair on a log axis, linked to the heat
// map's columns, with the frequency-schedule facts computed by the engine.
import { css, html, nothing, svg, type PropertyDeclarations } from 'lit';

import type { Matrix } from '../engine.js';
import { fixed, grouped, significant } from '../format.js';
import {
  dotsPath,
  linePath,
  linearScale,
  logScale,
  logTicks,
  niceTicks,
  shortNumber,
} from '../plot.js';
import { MAX_DIMS } from '../state.js';
import { ViewElement, define } from '../view-element.js';

/** Positions plotted: 0 .. min(seqLen, MAX_POSITIONS) - 1. */
const MAX_POSITIONS = 2000;
/** Most fractional samples per curve. */
const MAX_SAMPLES = 1600;
/** Samples per unit of position when there are few positions. */
const SAMPLES_PER_POSITION = 8;
/** encodePositions computes every column: samples * dModel stays under this (about 20 ms). */
const SAMPLE_BUDGET = 600_000;
/** Dots at the integer positions up to this many positions. */
const DOT_LIMIT = 100;
/** Columns either side of a pair when it is opened in the heat map. */
const HEATMAP_MARGIN = 6;

interface Curve {
  dim: number;
  pair: number;
  fn: 'sin' | 'cos';
  wavelength: number;
  /** Sample positions and PE(position, dim) there. */
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
  /** PE(pos, dim) at the integer positions, when dots are drawn. */
  dots: Float64Array | undefined;
}

interface Data {
  key: string;
  positions: number;
  smooth: boolean;
  /** True when d_model, not the number of positions, kept the curves from sampling between positions. */
  coarse: boolean;
  dModel: number;
  base: number;
  layout: 'interleaved' | 'split';
  curves: Curve[];
  wavelengths: Float64Array;
}

interface Failure {
  key: string;
  error: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Wavelengths in positions: one decimal, exponent form when huge. */
function length(value: number): string {
  return Math.abs(value) < 1e9 ? fixed(value, 1) : significant(value, 4);
}

export class FrequenciesView extends ViewElement {
  static override properties: PropertyDeclarations = {
    width: { state: true },
    hoverPair: { state: true },
    dimError: { state: true },
  };

  static override styles = [
    ...ViewElement.styles,
    css`
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em;
        align-items: center;
        padding: 0;
        margin: 0;
        list-style: none;
      }
      .chips button {
        min-height: 2em;
        padding: 0.1em 0.55em;
      }
      .add {
        display: flex;
        gap: 0.4em;
        align-items: end;
        flex-wrap: wrap;
      }
      figure {
        margin: 0 0 0.5em;
      }
      figcaption {
        font-size: 0.92em;
      }
      figcaption .label {
        font-weight: 600;
      }
      svg {
        display: block;
        max-width: 100%;
        overflow: visible;
      }
      .axis {
        stroke: var(--pe-border);
        stroke-width: 1;
        fill: none;
      }
      .zero {
        stroke: var(--pe-muted);
        stroke-width: 1;
        stroke-dasharray: 2 3;
      }
      .tick {
        fill: var(--pe-muted);
        font-size: 11px;
        font-family: var(--pe-font);
      }
      .curve {
        fill: none;
        stroke: var(--pe-accent);
        stroke-width: 1.6;
        stroke-linejoin: round;
      }
      .dots {
        fill: none;
        stroke: var(--pe-accent);
        stroke-width: 5;
        stroke-linecap: round;
      }
      .pair-line {
        fill: none;
        stroke: var(--pe-muted);
        stroke-width: 1.4;
      }
      .pair-dots {
        fill: none;
        stroke: var(--pe-muted);
        stroke-width: 4;
        stroke-linecap: round;
      }
      .chosen {
        fill: var(--pe-accent);
        stroke: var(--pe-bg);
        stroke-width: 1.5;
      }
      .chosen-label {
        fill: var(--pe-accent);
        font-size: 11px;
        font-weight: 600;
        font-family: var(--pe-font);
      }
      .selected {
        stroke: var(--pe-focus);
        stroke-width: 2;
      }
      .selected-ring {
        fill: none;
        stroke: var(--pe-focus);
        stroke-width: 2.5;
      }
      .hovered {
        stroke: var(--pe-muted);
        stroke-width: 1;
        stroke-dasharray: 3 3;
      }
      .bound {
        stroke: var(--pe-muted);
        stroke-width: 1;
        stroke-dasharray: 6 4;
      }
      .spectrum {
        border-radius: var(--pe-radius);
        touch-action: none;
        cursor: crosshair;
      }
      .readout {
        min-height: 2.6em;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em 1em;
        align-items: center;
        font-variant-numeric: tabular-nums;
      }
      .facts {
        margin: 0.6em 0;
      }
      .facts dl {
        display: grid;
        grid-template-columns: minmax(8em, max-content) 1fr;
        gap: 0.3em 1em;
        margin: 0;
      }
      .facts dt {
        font-weight: 600;
      }
      .facts dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
      }
      .num {
        font-family: var(--pe-mono);
      }
      @media (max-width: 30em) {
        .facts dl {
          grid-template-columns: 1fr;
        }
        .facts dd {
          margin-bottom: 0.4em;
        }
      }
    `,
  ];

  /** Content width of the view in CSS pixels (the plots fill it). */
  declare width: number;
  /** The pair under the pointer in the wavelength plot, if any. */
  declare hoverPair: number | undefined;
  /** A message about the last "add a dimension" attempt. */
  declare dimError: string;

  private data: Data | Failure | undefined;
  private pathCache = new Map<string, string>();
  private resizeObserver: ResizeObserver | undefined;

  constructor() {
    super();
    this.width = 640;
    this.hoverPair = undefined;
    this.dimError = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? this.width);
      if (width > 0 && Math.abs(width - this.width) >= 1) this.width = width;
    });
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
  }

  // ---------------------------------------------------------------- data

  private dimsShown(): number[] {
    const seen = new Set<number>();
    return this.state.dims.filter((d) => {
      if (!Number.isInteger(d) || d < 0 || d >= this.state.dModel || seen.has(d)) return false;
      seen.add(d);
      return true;
    });
  }

  /** Pair index and function of matrix column `dim` under the current layout. */
  private columnInfo(dim: number): { pair: number; fn: 'sin' | 'cos' } {
    const half = this.state.dModel / 2;
    if (this.state.layout === 'split')
      return dim < half ? { pair: dim, fn: 'sin' } : { pair: dim - half, fn: 'cos' };
    return { pair: Math.floor(dim / 2), fn: dim % 2 === 0 ? 'sin' : 'cos' };
  }

  /** The two matrix columns of pair i under the current layout. */
  private pairColumns(pair: number): [number, number] {
    return this.state.layout === 'split'
      ? [pair, pair + this.state.dModel / 2]
      : [2 * pair, 2 * pair + 1];
  }

  /** PE(pos, dim) at the integer positions 0..n-1, one column only (cheap at any d_model). */
  private integerColumn(n: number, dim: number): Float64Array {
    const { dModel, base, layout } = this.state;
    const grid = this.pe.averageGrid(
      {
        seqLen: n,
        dModel,
        rowStart: 0,
        rowsPerPixel: 1,
        rowsPx: n,
        colStart: dim,
        colsPerPixel: 1,
        colsPx: 1,
      },
      { base, layout },
    );
    return grid.data;
  }

  private compute(): Data | Failure {
    const { seqLen, dModel, base, layout } = this.state;
    const dims = this.dimsShown();
    const key = JSON.stringify([seqLen, dModel, base, layout, dims]);
    if (this.data?.key === key) return this.data;
    try {
      const wavelengths = this.pe.wavelengths(dModel, { base });
      const n = Math.max(1, Math.min(seqLen, MAX_POSITIONS));
      const wanted = n <= 1 ? 1 : Math.min(MAX_SAMPLES, (n - 1) * SAMPLES_PER_POSITION + 1);
      const affordable = Math.floor(SAMPLE_BUDGET / dModel);
      const samples = Math.min(wanted, affordable);
      const smooth = samples > n && dims.length > 0;
      const coarse = affordable <= n && wanted > n;
      let xs: ArrayLike<number> = Float64Array.from({ length: n }, (_, p) => p);
      let encoded: Matrix | undefined;
      if (smooth) {
        xs = Float64Array.from({ length: samples }, (_, s) => ((n - 1) * s) / (samples - 1));
        encoded = this.pe.encodePositions(xs, dModel, { base, layout });
      }
      const curves = dims.map((dim): Curve => {
        const { pair, fn } = this.columnInfo(dim);
        const integers = !smooth || n <= DOT_LIMIT ? this.integerColumn(n, dim) : undefined;
        let ys: ArrayLike<number>;
        if (encoded) {
          const column = new Float64Array(encoded.rows);
          for (let r = 0; r < encoded.rows; r++) column[r] = encoded.data[r * encoded.cols + dim]!;
          ys = column;
        } else {
          ys = integers!;
        }
        return {
          dim,
          pair,
          fn,
          wavelength: wavelengths[pair]!,
          xs,
          ys,
          dots: n <= DOT_LIMIT ? integers : undefined,
        };
      });
      this.pathCache.clear();
      return { key, positions: n, smooth, coarse, dModel, base, layout, curves, wavelengths };
    } catch (error) {
      return { key, error: messageOf(error) };
    }
  }

  // ------------------------------------------------------------- actions

  private addDim(event: Event): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const input = form.querySelector('input')!;
    const text = input.value.trim();
    const value = Number(text);
    const { dModel, dims } = this.state;
    if (text === '' || !Number.isInteger(value)) {
      this.dimError = `Enter a whole dimension index from 0 to ${dModel - 1}.`;
    } else if (value < 0 || value >= dModel) {
      this.dimError = `Dimension ${value} does not exist at d_model = ${dModel}: use 0 to ${dModel - 1}.`;
    } else if (dims.includes(value)) {
      this.dimError = `Dimension ${value} is already plotted.`;
    } else if (dims.length >= MAX_DIMS) {
      this.dimError = `At most ${MAX_DIMS} dimensions at once: remove one first.`;
    } else {
      this.dimError = '';
      this.request({ dims: [...dims, value].sort((a, b) => a - b) });
      input.value = '';
    }
  }

  private removeDim(dim: number): void {
    const dims = this.state.dims.filter((d) => d !== dim);
    if (dims.length === 0) return;
    this.dimError = '';
    this.request({ dims });
  }

  private pairFromPointer(event: PointerEvent, half: number): number | undefined {
    const svgElement = event.currentTarget as SVGSVGElement;
    const box = svgElement.getBoundingClientRect();
    const { left, right } = this.spectrumMargins();
    const plotWidth = box.width - left - right;
    if (plotWidth <= 0) return undefined;
    const t = (event.clientX - box.left - left) / plotWidth;
    if (t < -0.05 || t > 1.05) return undefined;
    return Math.max(0, Math.min(half - 1, Math.round(t * (half - 1))));
  }

  private onSpectrumKey(event: KeyboardEvent, half: number): void {
    const pair = Math.min(this.state.pair, half - 1);
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: 10,
      PageDown: -10,
    };
    let next: number;
    if (event.key in steps) next = pair + steps[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = half - 1;
    else if (event.key === 'Enter') {
      event.preventDefault();
      this.openHeatmap(pair);
      return;
    } else return;
    event.preventDefault();
    next = Math.max(0, Math.min(half - 1, next));
    this.hoverPair = undefined;
    if (next !== this.state.pair) this.request({ pair: next });
  }

  private openHeatmap(pair: number): void {
    const [first] = this.pairColumns(pair);
    this.request({
      view: 'heatmap',
      c0: Math.max(0, first - HEATMAP_MARGIN),
      c1: Math.min(this.state.dModel, first + 2 + HEATMAP_MARGIN),
    });
  }

  // ------------------------------------------------------------ rendering

  override render() {
    this.data = this.compute();
    const data = this.data;
    return html`
      <h2>Frequencies: every dimension is a wave</h2>
      <p>
        Fix one column of the encoding and read it down the positions: it is a wave. Column 2i holds
        sin(pos / base<sup>2i/d<sub>model</sub></sup
        >) and column 2i+1 the cosine of the same angle, so both columns of pair i repeat every
        λ<sub>i</sub> = 2π · base<sup>2i/d<sub>model</sub></sup> positions. Low dimensions oscillate
        fast and tell neighbouring positions apart; high dimensions drift slowly and tell distant
        positions apart. Like the hands of a clock, together they give every position its own
        pattern.
      </p>
      ${this.showControls ? this.renderDimControls() : nothing}
      ${'error' in data ? html`<p class="bad" role="alert">${data.error}</p>` : this.renderBody(data)}
    `;
  }

  private renderDimControls() {
    const { dims, dModel } = this.state;
    return html`<div class="controls">
        <form class="add" novalidate @submit=${this.addDim}>
          <div class="field">
            <label for="dim-input">Dimension to plot (0–${dModel - 1})</label>
            <input
              id="dim-input"
              type="number"
              inputmode="numeric"
              min="0"
              max=${dModel - 1}
              step="1"
            />
          </div>
          <button type="submit" ?disabled=${dims.length >= MAX_DIMS}>Add dimension</button>
        </form>
        <ul class="chips" aria-label="Plotted dimensions">
          ${dims.map(
            (dim) =>
              html`<li>
                <button
                  type="button"
                  aria-label=${`Remove dim ${dim}`}
                  title=${dims.length <= 1 ? 'At least one dimension stays plotted' : `Remove dim ${dim}`}
                  ?disabled=${dims.length <= 1}
                  @click=${() => this.removeDim(dim)}
                >
                  dim ${dim} <span aria-hidden="true">✕</span>
                </button>
              </li>`,
          )}
        </ul>
      </div>
      ${this.dimError ? html`<p class="bad" role="status">${this.dimError}</p>` : nothing}`;
  }

  private renderBody(data: Data) {
    const n = data.positions;
    const notes: string[] = [];
    if (this.state.seqLen > MAX_POSITIONS) {
      notes.push(`Showing positions 0–${MAX_POSITIONS - 1} of ${grouped(this.state.seqLen)}.`);
    }
    if (data.coarse && data.curves.length > 0) {
      notes.push(
        `The curves join the integer positions only: sampling between them at d_model = ${data.dModel} would take too long.`,
      );
    }
    const dropped = this.state.dims.filter((d) => d >= data.dModel);
    if (dropped.length > 0)
      notes.push(`Dimensions ${dropped.join(', ')} do not exist at d_model = ${data.dModel}.`);
    return html`
      <div class="multiples">${data.curves.map((curve) => this.renderCurve(curve, data))}</div>
      ${notes.length > 0 ? html`<p class="muted">${notes.join(' ')}</p>` : nothing}
      <h3>The wavelength of every pair</h3>
      <p>
        The wavelengths grow geometrically: each pair's is base<sup>2/d<sub>model</sub></sup> times
        the one before, so on a logarithmic axis they lie on a straight line from 2π up towards base
        · 2π. The base sets the top of the range; d<sub>model</sub> sets how finely it is divided.
        Hover or use the arrow keys to read a pair; click it (or press Enter) to select it and open
        its columns in the heat map.
      </p>
      ${this.renderSpectrum(data)} ${this.renderFacts(data)}
    `;
  }

  private renderCurve(curve: Curve, data: Data) {
    const n = data.positions;
    const width = Math.max(200, this.width);
    const height = 104;
    const m = { left: 30, right: 10, top: 8, bottom: 20 };
    const xMax = Math.max(1, n - 1);
    const sx = linearScale(0, xMax, m.left, width - m.right);
    const sy = linearScale(-1, 1, height - m.bottom, m.top);
    const key = `${data.key}|${width}|${curve.dim}`;
    let path = this.pathCache.get(key);
    if (path === undefined) {
      path = linePath(curve.xs, curve.ys, sx, sy);
      this.pathCache.set(key, path);
    }
    let dots = this.pathCache.get(`${key}|dots`);
    if (dots === undefined && curve.dots) {
      dots = dotsPath(
        Float64Array.from(curve.dots, (_, p) => p),
        curve.dots,
        sx,
        sy,
      );
      this.pathCache.set(`${key}|dots`, dots);
    }
    const ticks = niceTicks(0, xMax, width < 480 ? 4 : 8).filter(
      (t) => Number.isInteger(t) && t <= n - 1,
    );
    const cycles = n > 1 ? (n - 1) / curve.wavelength : 0;
    const label = `dim ${curve.dim} (${curve.fn}, pair ${curve.pair}, wavelength ${length(curve.wavelength)})`;
    return html`<figure class="multiple" data-dim=${curve.dim}>
      <figcaption>
        <span class="label">${label}</span>
        <span class="muted"
          >${
            n > 1
              ? html` · ${cycles >= 100 ? grouped(cycles) : fixed(cycles, cycles >= 10 ? 1 : 2)}
                cycles over positions 0–${n - 1}`
              : ' · position 0 only'
          }</span
        >
      </figcaption>
      <svg
        width=${width}
        height=${height}
        viewBox=${`0 0 ${width} ${height}`}
        role="img"
        aria-label=${`PE(pos, ${curve.dim}) for positions 0 to ${n - 1}: a ${curve.fn} wave with wavelength ${length(curve.wavelength)} positions`}
      >
        ${svg`
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${sy(1)} y2=${sy(1)}></line>
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${sy(-1)} y2=${sy(-1)}></line>
          <line class="zero" x1=${m.left} x2=${width - m.right} y1=${sy(0)} y2=${sy(0)}></line>
          <text class="tick" x=${m.left - 4} y=${sy(1) + 4} text-anchor="end">1</text>
          <text class="tick" x=${m.left - 4} y=${sy(0) + 4} text-anchor="end">0</text>
          <text class="tick" x=${m.left - 4} y=${sy(-1) + 4} text-anchor="end">−1</text>
          ${ticks.map(
            (t) =>
              svg`<text class="tick" x=${sx(t)} y=${height - 5} text-anchor="middle">${shortNumber(t)}</text>`,
          )}
          <path class="curve" d=${path}></path>
          ${dots ? svg`<path class="dots" d=${dots}></path>` : nothing}
        `}
      </svg>
    </figure>`;
  }

  private spectrumMargins() {
    return { left: 48, right: 14, top: 34, bottom: 34 };
  }

  private renderSpectrum(data: Data) {
    const w = data.wavelengths;
    const half = w.length;
    const width = Math.max(200, this.width);
    const height = 240;
    const m = this.spectrumMargins();
    const shortest = w[0]!;
    const top = data.base * shortest;
    const sx = linearScale(0, Math.max(1, half - 1), m.left, width - m.right);
    const sy = logScale(shortest, top, height - m.bottom, m.top);
    const pair = Math.min(this.state.pair, half - 1);
    const hover =
      this.hoverPair !== undefined && this.hoverPair < half ? this.hoverPair : undefined;
    const chosen = new Map<number, number[]>();
    for (const curve of data.curves)
      chosen.set(curve.pair, [...(chosen.get(curve.pair) ?? []), curve.dim]);
    const xTicks = niceTicks(0, Math.max(1, half - 1), width < 480 ? 4 : 8).filter(
      (t) => Number.isInteger(t) && t <= half - 1,
    );
    const yTicks = logTicks(shortest, top, height < 200 ? 4 : 7);
    const indices = Array.from({ length: half }, (_, i) => i);
    const path = linePath(indices, w, sx, sy);
    const shown = hover ?? pair;
    const [c0, c1] = this.pairColumns(shown);
    const dimsOfShown = chosen.get(shown);
    return html`
      <svg
        class="spectrum"
        width=${width}
        height=${height}
        viewBox=${`0 0 ${width} ${height}`}
        tabindex="0"
        role="slider"
        aria-label="Pair in the wavelength plot"
        aria-valuemin="0"
        aria-valuemax=${half - 1}
        aria-valuenow=${pair}
        aria-valuetext=${`pair ${pair}: wavelength ${length(w[pair]!)} positions, columns ${this.pairColumns(pair).join(' and ')}`}
        @pointermove=${(event: PointerEvent) => {
          this.hoverPair = this.pairFromPointer(event, half);
        }}
        @pointerleave=${() => {
          this.hoverPair = undefined;
        }}
        @click=${(event: PointerEvent) => {
          const p = this.pairFromPointer(event, half);
          if (p !== undefined && p !== this.state.pair) this.request({ pair: p });
        }}
        @keydown=${(event: KeyboardEvent) => this.onSpectrumKey(event, half)}
      >
        ${svg`
          ${yTicks.map(
            (t) => svg`
              <line class="axis" x1=${m.left} x2=${width - m.right} y1=${sy(t)} y2=${sy(t)}></line>
              <text class="tick" x=${m.left - 5} y=${sy(t) + 4} text-anchor="end">${shortNumber(t)}</text>`,
          )}
          <line class="bound" x1=${m.left} x2=${width - m.right} y1=${sy(shortest)} y2=${sy(shortest)}></line>
          <line class="bound" x1=${m.left} x2=${width - m.right} y1=${sy(top)} y2=${sy(top)}></line>
          <text class="tick" x=${width - m.right} y=${sy(shortest) - 5} text-anchor="end">2π</text>
          <text class="tick" x=${m.left + 6} y=${sy(top) - 5}>base · 2π</text>
          ${xTicks.map(
            (t) =>
              svg`<text class="tick" x=${sx(t)} y=${height - m.bottom + 15} text-anchor="middle">${shortNumber(t)}</text>`,
          )}
          <text class="tick" x=${(m.left + width - m.right) / 2} y=${height - 3} text-anchor="middle">pair index i</text>
          <text class="tick" x="4" y="12">wavelength (positions, log scale)</text>
          <line class="selected" x1=${sx(pair)} x2=${sx(pair)} y1=${m.top} y2=${height - m.bottom}></line>
          ${
            hover !== undefined && hover !== pair
              ? svg`<line class="hovered" x1=${sx(hover)} x2=${sx(hover)} y1=${m.top} y2=${height - m.bottom}></line>`
              : nothing
          }
          <path class="pair-line" d=${path}></path>
          ${half <= 256 ? svg`<path class="pair-dots" d=${dotsPath(indices, w, sx, sy)}></path>` : nothing}
          ${[...chosen].map(
            ([i, dims]) => svg`
              <circle class="chosen" cx=${sx(i)} cy=${sy(w[i]!)} r="5"></circle>
              <text class="chosen-label" x=${sx(i)} y=${sy(w[i]!) - 9} text-anchor="middle">${dims.join(',')}</text>`,
          )}
          <circle class="selected-ring" cx=${sx(pair)} cy=${sy(w[pair]!)} r="8"></circle>
        `}
      </svg>
      <div class="readout" aria-live="polite">
        <span>
          <strong>${hover !== undefined ? 'Pair' : 'Selected pair'} ${shown}</strong>: wavelength
          <span class="num">${length(w[shown]!)}</span> positions; columns ${c0} (sin) and ${c1}
          (cos)${dimsOfShown ? html`; plotted above as dim ${dimsOfShown.join(' and ')}` : nothing}
        </span>
        ${
          this.showControls
            ? html`<button type="button" @click=${() => this.openHeatmap(pair)}>
                Open pair ${pair} (columns ${this.pairColumns(pair).join(', ')}) in the heat map
              </button>`
            : nothing
        }
      </div>
    `;
  }

  private renderFacts(data: Data) {
    const w = data.wavelengths;
    const half = w.length;
    const shortest = w[0]!;
    const longest = w[half - 1]!;
    const ratio = half > 1 ? w[1]! / w[0]! : undefined;
    const d = data.dModel;
    const lastColumns = this.pairColumns(half - 1);
    return html`<div class="card facts">
      <dl>
        <dt>Shortest wavelength</dt>
        <dd>
          <span class="num" data-fact="shortest">${fixed(shortest, 4)}</span> positions = 2π, pair 0
          (columns 0 and ${this.pairColumns(0)[1]}), whatever the base and d<sub>model</sub>: the
          fastest wave.
        </dd>
        <dt>Longest wavelength</dt>
        <dd>
          <span class="num" data-fact="longest">${length(longest)}</span> positions, pair
          ${half - 1} (columns ${lastColumns.join(' and ')}) at d<sub>model</sub> = ${d}. As d<sub
            >model</sub
          >
          grows the last pair approaches, but never reaches, base · 2π =
          <span class="num">${grouped(data.base * shortest)}</span>.
        </dd>
        <dt>Consecutive ratio</dt>
        <dd>
          ${
            ratio === undefined
              ? html`d<sub>model</sub> = ${d} has a single pair.`
              : html`λ<sub>i+1</sub> / λ<sub>i</sub> = base<sup>2/d<sub>model</sub></sup> =
                  <span class="num" data-fact="ratio">${fixed(ratio, 4)}</span>: each pair's
                  wavelength is <span class="num">${fixed((ratio - 1) * 100, 2)}%</span> longer than
                  the one before.`
          }
        </dd>
      </dl>
    </div>`;
  }
}

define('pe-frequencies-view', FrequenciesView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-frequencies-view': FrequenciesView;
  }
}
