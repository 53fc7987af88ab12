// <pe-lab-band-chart>: curves with their seed bands (the lab's loss against
// step and accuracy against length), an optional shaded x range (the
// training lengths), and a cursor: the plot is a slider (ui/chart-slider.ts)
// whose pointer or keys move it, and the legend shows each encoding's value
// there. A figure element: its box (boxes.ts) follows from how many
// encodings it lists, there before the numbers arrive. It places numbers it
// is given and computes none.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import { chartSlider, sliderPlotStyles } from '../../ui/chart-slider.js';
import { fireCursor } from '../../ui/cursor-event.js';
import { FigureElement } from '../../ui/figure-element.js';
import { styleMap } from '../../ui/style-map.js';
import { linePath, linearScale, niceTicks, shortNumber } from '../../ui/plot.js';
import { define } from '../view-element.js';
import {
  BAND_GAP_EM,
  BAND_LINE_EM,
  BAND_PLOT_PX,
  BAND_SMALL_FONT_EM,
  LEGEND_GAP_EM,
  LEGEND_ITEM_EM,
  bandChartBox,
  legendColumns,
} from './boxes.js';
import type { BandSeries } from './derive.js';
import { labFigureStyles } from './figure-styles.js';
import { encodingColors } from './palette.js';
import type { LabEncoding } from './view.js';

const MARGIN = { left: 44, right: 12, top: 10, bottom: 30 };

/** The polygon of a band: along max, back along min, skipping x where either is not finite. */
function bandPath(s: BandSeries, sx: (v: number) => number, sy: (v: number) => number): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let k = 0; k < s.x.length; k++) {
    if (!Number.isFinite(s.min[k]!) || !Number.isFinite(s.max[k]!)) continue;
    const x = sx(s.x[k]!).toFixed(1);
    top.push(`${x},${sy(s.max[k]!).toFixed(1)}`);
    bottom.unshift(`${x},${sy(s.min[k]!).toFixed(1)}`);
  }
  return top.length > 0 ? `M${top.join('L')}L${bottom.join('L')}Z` : '';
}

export class LabBandChart extends FigureElement {
  static override properties: PropertyDeclarations = {
    encodings: { attribute: false },
    series: { attribute: false },
    caption: { attribute: false },
    xLabel: { attribute: false },
    domain: { attribute: false },
    yMax: { attribute: false },
    shade: { attribute: false },
    shadeLabel: { attribute: false },
    format: { attribute: false },
    readout: { attribute: false },
    label: { attribute: false },
    at: { state: true },
  };
  static override styles = [
    ...FigureElement.styles,
    labFigureStyles,
    sliderPlotStyles(BAND_PLOT_PX),
    css`
      .shade {
        fill: var(--pe-surface);
        stroke: var(--pe-border);
        stroke-dasharray: 3 3;
      }
      .band {
        fill-opacity: 0.18;
        stroke: none;
      }
      .line {
        fill: none;
        stroke-width: 1.8;
      }
      .cursor {
        stroke: var(--pe-fg);
        stroke-width: 1;
        stroke-dasharray: 2 3;
      }
      .legend {
        display: grid;
        grid-template-columns: repeat(var(--columns), ${unsafeCSS(LEGEND_ITEM_EM)}em);
        column-gap: ${unsafeCSS(LEGEND_GAP_EM)}em;
        font-size: ${unsafeCSS(BAND_SMALL_FONT_EM)}em;
        line-height: ${unsafeCSS(BAND_LINE_EM)};
        margin: ${unsafeCSS(BAND_GAP_EM / BAND_SMALL_FONT_EM)}em 0 0;
        padding: 0;
        list-style: none;
      }
      .legend li {
        white-space: nowrap;
        overflow: hidden;
        height: ${unsafeCSS(BAND_LINE_EM)}em;
      }
      .swatch {
        display: inline-block;
        width: 1.2em;
        height: 0;
        border-top: 3px solid;
        vertical-align: middle;
        margin-right: 0.35em;
      }
      .value {
        font-family: var(--pe-mono);
        margin-left: 0.3em;
      }
    `,
  ];

  /** The encodings listed (an input of the box: the legend's rows). */
  declare encodings: readonly LabEncoding[];
  /** Their curves so far (possibly fewer than the encodings, or none yet). */
  declare series: readonly BandSeries[];
  declare caption: unknown;
  declare xLabel: string;
  /** The x range drawn: [first, last]. */
  declare domain: readonly [number, number];
  /** The y axis runs from 0 to this (loss: the largest value; accuracy: 1). */
  declare yMax: number;
  /** A shaded x range (the training lengths), or undefined. */
  declare shade: readonly [number, number] | undefined;
  declare shadeLabel: string;
  /** How a value is written in the legend. */
  declare format: (value: number) => string;
  /** The readout's line for the cursor's x. */
  declare readout: (x: number) => unknown;
  /** The slider's accessible name. */
  declare label: string;
  /** The cursor: an index into the x values. */
  declare at: number | undefined;

  constructor() {
    super();
    this.encodings = [];
    this.series = [];
    this.caption = nothing;
    this.xLabel = '';
    this.domain = [0, 1];
    this.yMax = 1;
    this.shade = undefined;
    this.shadeLabel = '';
    this.format = (v) => v.toFixed(2);
    this.readout = () => nothing;
    this.label = 'Chart';
    this.at = undefined;
  }

  protected override boxHeight(width: number, font: number): number {
    return bandChartBox({ encodings: this.encodings.length }, width, font);
  }

  /** The x values of the first series (or the domain's whole numbers before any). */
  private xs(): ArrayLike<number> {
    const first = this.series[0];
    if (first) return first.x;
    const [a, b] = this.domain;
    return Float64Array.from({ length: Math.max(1, b - a + 1) }, (_, k) => a + k);
  }

  protected override renderFigure() {
    const width = this.boxWidth;
    if (width <= 0) return nothing;
    const xs = this.xs();
    const n = xs.length;
    const at = Math.min(n - 1, this.at ?? n - 1);
    const [x0, x1] = this.domain;
    const right = width - MARGIN.right;
    const bottom = BAND_PLOT_PX - MARGIN.bottom;
    const sx = linearScale(x0, x1 === x0 ? x0 + 1 : x1, MARGIN.left, right);
    const sy = linearScale(0, this.yMax > 0 ? this.yMax : 1, bottom, MARGIN.top);
    const yTicks = niceTicks(0, this.yMax > 0 ? this.yMax : 1, 4);
    const xTicks = niceTicks(x0, x1, Math.max(2, Math.floor(width / 90)));
    const move = (index: number, source: 'pointer' | 'keyboard') => {
      this.at = index;
      // The host page hears of it (ui/cursor-event.ts): this chart by its class, the lab's figure
      // name (`loss`, `accuracy`: views/lab/figures.ts); the widget names the view.
      fireCursor(this, { view: '', figure: this.className, index, x: xs[index], source });
    };
    const bySeries = new Map(this.series.map((s) => [s.encoding, s]));
    const columns = legendColumns(width, this.boxFont, this.encodings.length);
    const shade = this.shade;
    // Half a length either side of the trained ones, inside the plot (at the
    // first length it would start left of the axis, and its label with it).
    const shadeLeft = shade ? Math.max(MARGIN.left, sx(shade[0] - 0.5)) : 0;
    const shadeRight = shade ? Math.min(right, sx(shade[1] + 0.5)) : 0;
    return html`<figure>
      <figcaption>${this.caption}</figcaption>
      ${chartSlider(
        {
          width,
          height: BAND_PLOT_PX,
          label: this.label,
          xs,
          at,
          x0,
          x1,
          left: MARGIN.left,
          right,
          move,
        },
        svg`
          ${
            shade
              ? svg`<rect class="shade" x=${shadeLeft} y=${MARGIN.top} width=${shadeRight - shadeLeft} height=${bottom - MARGIN.top}></rect>
            <text class="tick" x=${shadeLeft + 3} y=${MARGIN.top + 11}>${this.shadeLabel}</text>`
              : nothing
          }
          ${yTicks.map(
            (
              t,
            ) => svg`<line class="axis" x1=${MARGIN.left} x2=${right} y1=${sy(t)} y2=${sy(t)}></line>
              <text class="tick" x=${MARGIN.left - 5} y=${sy(t) + 4} text-anchor="end">${shortNumber(t)}</text>`,
          )}
          ${xTicks.map(
            (t) =>
              svg`<text class="tick" x=${sx(t)} y=${bottom + 14} text-anchor="middle">${shortNumber(t)}</text>`,
          )}
          <text class="tick" x=${(MARGIN.left + right) / 2} y=${BAND_PLOT_PX - 3} text-anchor="middle">${this.xLabel}</text>
          ${this.series.map(
            (s) =>
              svg`<path class="band" fill=${encodingColors[s.encoding]} d=${bandPath(s, sx, sy)}></path>`,
          )}
          ${this.series.map(
            (s) =>
              svg`<path class="line" stroke=${encodingColors[s.encoding]} d=${linePath(s.x, s.mean, sx, sy)}></path>`,
          )}
          <line class="cursor" x1=${sx(xs[at]!)} x2=${sx(xs[at]!)} y1=${MARGIN.top} y2=${bottom}></line>
        `,
      )}
      <ul class="legend" style=${styleMap({ '--columns': columns })}>
        ${this.encodings.map((encoding) => {
          const s = bySeries.get(encoding);
          const v = s ? s.mean[at] : undefined;
          return html`<li>
            <span class="swatch" style=${styleMap({ borderColor: encodingColors[encoding] })}></span
            >${encoding}<span class="value"
              >${v !== undefined && Number.isFinite(v) ? this.format(v) : ''}</span
            >
          </li>`;
        })}
      </ul>
      <div class="readout" aria-live="polite">${this.readout(xs[at]!)}</div>
    </figure>`;
  }
}

define('pe-lab-band-chart', LabBandChart);

declare global {
  interface HTMLElementTagNameMap {
    'pe-lab-band-chart': LabBandChart;
  }
}
