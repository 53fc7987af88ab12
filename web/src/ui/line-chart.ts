// <pe-line-chart>: curves on shared axes with a cursor, for the views that
// plot engine results against a position, a distance or a pair index. The
// chart only places numbers it is given. It is a keyboard slider over the
// x values of the first series (chart-slider.ts): the pointer or Left/Right, PageUp/PageDown,
// Home/End move the cursor, reported by a `pe-chart-cursor` event (detail: the
// index); the view that owns the chart shows the readout. The legend and the
// readout are the figure's (chart-figure.ts); the plot is CHART_PLOT_PX tall.
import { LitElement, css, nothing, svg, type PropertyDeclarations } from 'lit';

import { linePath, linearScale, logScale, logTicks, niceTicks, shortNumber } from './plot.js';
import { baseStyles } from './styles.js';
import { define } from '../views/view-element.js';
import { ContentWidth } from './content-width.js';
import { CHART_PLOT_PX } from './chart-box.js';
import { chartSlider, sliderPlotStyles } from './chart-slider.js';

export interface ChartSeries {
  readonly label: string;
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  /** Colour and dash: 0 accent, 1 muted dashed, 2 focus, 3 good. */
  readonly tone: 0 | 1 | 2 | 3;
}

/** A vertical line at x with a label (a training length, a collision). */
export interface ChartMarker {
  readonly x: number;
  readonly label: string;
}

export { cursorForKey, nearestIndex } from './chart-slider.js';

/**
 * At most two points per pixel column: a series longer than that is drawn
 * through each column's lowest and highest value (its envelope, which is
 * what a denser line would paint), so a 70,000-point curve costs as much as
 * a 1,000-point one. Non-finite values (and, on a log axis, values <= 0)
 * are skipped; a column with none of its own breaks the line.
 */
export function envelope(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  columns: number,
  positiveOnly: boolean,
): { x: Float64Array; y: Float64Array } {
  const n = xs.length;
  if (n <= 2 * columns) {
    const y = Float64Array.from(ys, (v) => (positiveOnly && !(v > 0) ? NaN : v));
    return { x: Float64Array.from(xs), y };
  }
  const x0 = xs[0]!;
  const span = xs[n - 1]! - x0 || 1;
  const outX = new Float64Array(2 * columns);
  const outY = new Float64Array(2 * columns).fill(NaN);
  for (let k = 0; k < n; k++) {
    const v = ys[k]!;
    if (!Number.isFinite(v) || (positiveOnly && !(v > 0))) continue;
    const c = Math.min(columns - 1, Math.floor(((xs[k]! - x0) / span) * columns));
    const lo = outY[2 * c]!;
    const hi = outY[2 * c + 1]!;
    if (Number.isNaN(lo) || v < lo) outY[2 * c] = v;
    if (Number.isNaN(hi) || v > hi) outY[2 * c + 1] = v;
  }
  for (let c = 0; c < columns; c++) {
    outX[2 * c] = outX[2 * c + 1] = x0 + ((c + 0.5) / columns) * span;
  }
  return { x: outX, y: outY };
}

const HEIGHT = CHART_PLOT_PX;
const MARGIN = { left: 56, right: 14, top: 22, bottom: 34 };

export class LineChart extends LitElement {
  static override properties: PropertyDeclarations = {
    series: { attribute: false },
    markers: { attribute: false },
    levels: { attribute: false },
    cursor: { type: Number },
    xLabel: { attribute: false },
    yLabel: { attribute: false },
    yLog: { type: Boolean },
    label: { attribute: false },
  };
  static override styles = [
    baseStyles,
    sliderPlotStyles(CHART_PLOT_PX),
    css`
      :host {
        display: block;
        min-width: 0;
      }
      svg {
        max-width: 100%;
      }
      .line {
        fill: none;
        stroke-width: 1.6;
      }
      .tone0 {
        stroke: var(--pe-accent);
      }
      .tone1 {
        stroke: var(--pe-muted);
        stroke-dasharray: 5 3;
      }
      .tone2 {
        stroke: var(--pe-focus);
      }
      .tone3 {
        stroke: var(--pe-good);
      }
      .marker {
        stroke: var(--pe-fg);
        stroke-dasharray: 2 3;
      }
      .marker-label {
        fill: var(--pe-fg);
        font-size: 11px;
      }
      .cursor {
        stroke: var(--pe-focus);
        stroke-width: 1.5;
      }
    `,
  ];

  declare series: readonly ChartSeries[];
  declare markers: readonly ChartMarker[];
  /** Horizontal lines: `x` holds the y value (a training length on a wavelength axis). */
  declare levels: readonly ChartMarker[];
  declare cursor: number;
  declare xLabel: string;
  declare yLabel: string;
  declare yLog: boolean;
  declare label: string;

  private readonly width = new ContentWidth(this, 640);
  /** The path strings, kept while the series, the width and the y range stay the same. */
  private paths: { series: readonly ChartSeries[]; key: string; d: string[] } | undefined;

  constructor() {
    super();
    this.series = [];
    this.markers = [];
    this.levels = [];
    this.cursor = 0;
    this.xLabel = '';
    this.yLabel = '';
    this.yLog = false;
    this.label = 'Chart';
  }

  /** To the chart figure (chart-figure.ts), which tells the host page with pe-cursor. */
  private move(index: number, source: 'pointer' | 'keyboard'): void {
    this.dispatchEvent(
      new CustomEvent('pe-chart-cursor', {
        detail: { index, source },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    const first = this.series[0];
    if (!first || first.x.length === 0) return nothing;
    const width = Math.max(260, this.width.value);
    const xs = first.x;
    const n = xs.length;
    const x0 = xs[0]!;
    const x1 = xs[n - 1]!;
    let lo = Infinity;
    let hi = -Infinity;
    for (const s of this.series) {
      for (let k = 0; k < s.y.length; k++) {
        const v = s.y[k]!;
        if (!Number.isFinite(v) || (this.yLog && !(v > 0))) continue;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    if (!(hi >= lo)) [lo, hi] = this.yLog ? [1e-3, 1] : [0, 1];
    if (this.yLog && hi / lo < 10) [lo, hi] = [lo / 3, hi * 3];
    if (!this.yLog && hi === lo) [lo, hi] = [lo - 1, hi + 1];
    const right = width - MARGIN.right;
    const bottom = HEIGHT - MARGIN.bottom;
    const sx = linearScale(x0, x1, MARGIN.left, right);
    const sy = this.yLog
      ? logScale(lo, hi, bottom, MARGIN.top)
      : linearScale(lo, hi, bottom, MARGIN.top);
    const yTicks = this.yLog ? logTicks(lo, hi, 5) : niceTicks(lo, hi, 5);
    const xTicks = niceTicks(x0, x1, Math.max(2, Math.floor(width / 110)));
    const cursor = Math.max(0, Math.min(n - 1, this.cursor));
    const cx = sx(xs[cursor]!);
    const key = `${width} ${lo} ${hi} ${this.yLog}`;
    if (this.paths?.series !== this.series || this.paths.key !== key) {
      const columns = Math.max(1, Math.round(right - MARGIN.left));
      this.paths = {
        series: this.series,
        key,
        d: this.series.map((s) => {
          const e = envelope(s.x, s.y, columns, this.yLog);
          return linePath(e.x, e.y, sx, sy);
        }),
      };
    }
    const paths = this.paths.d;
    return chartSlider(
      {
        width,
        height: HEIGHT,
        label: this.label,
        xs,
        at: cursor,
        x0,
        x1,
        left: MARGIN.left,
        right,
        move: (index, source) => this.move(index, source),
      },
      svg`
          ${yTicks.map(
            (t) => svg`
              <line class="axis" x1=${MARGIN.left} x2=${right} y1=${sy(t)} y2=${sy(t)}></line>
              <text class="tick" x=${MARGIN.left - 5} y=${sy(t) + 4} text-anchor="end">${shortNumber(t)}</text>`,
          )}
          ${xTicks.map(
            (t) =>
              svg`<text class="tick" x=${sx(t)} y=${bottom + 15} text-anchor="middle">${shortNumber(t)}</text>`,
          )}
          <text class="tick" x=${(MARGIN.left + right) / 2} y=${HEIGHT - 3} text-anchor="middle">${this.xLabel}</text>
          <text class="tick" x="4" y="12">${this.yLabel}</text>
          ${this.markers
            .filter((m) => m.x >= x0 && m.x <= x1)
            .map(
              (m) => svg`
                <line class="marker" x1=${sx(m.x)} x2=${sx(m.x)} y1=${MARGIN.top} y2=${bottom}></line>
                <text class="marker-label" x=${sx(m.x) + 3} y=${MARGIN.top + 10}>${m.label}</text>`,
            )}
          ${this.levels
            .filter((l) => l.x >= lo && l.x <= hi)
            .map(
              (l) => svg`
                <line class="marker" x1=${MARGIN.left} x2=${right} y1=${sy(l.x)} y2=${sy(l.x)}></line>
                <text class="marker-label" x=${MARGIN.left + 4} y=${sy(l.x) - 4}>${l.label}</text>`,
            )}
          ${this.series.map(
            (s, k) => svg`<path class=${`line tone${s.tone}`} d=${paths[k]!}></path>`,
          )}
          <line class="cursor" x1=${cx} x2=${cx} y1=${MARGIN.top} y2=${bottom}></line>
        `,
    );
  }
}

define('pe-line-chart', LineChart);

declare global {
  interface HTMLElementTagNameMap {
    'pe-line-chart': LineChart;
  }
}
