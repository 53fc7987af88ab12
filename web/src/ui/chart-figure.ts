// <pe-chart-figure>: a captioned line chart with its legend and the readout
// of the point under its cursor, for the views that plot engine results
// against a position, a distance or a pair index (RoPE context extension,
// DroPE, precision). A figure element (figure-element.ts): its box
// (chart-box.ts) is the caption line, the plot's fixed height, the legend
// line and the readout's lines, there before the series arrive. The chart is
// a keyboard slider (line-chart.ts) whose `pe-chart-cursor` events reach
// this element, which reports them to the host page as `pe-cursor`; a ChartCursor keeps where the reader put it and the view
// words the caption and the readout.
import {
  css,
  html,
  nothing,
  unsafeCSS,
  type PropertyDeclarations,
  type ReactiveController,
  type ReactiveControllerHost,
} from 'lit';

import {
  CHART_BOTTOM_EM,
  CHART_CAPTION_FONT_EM,
  CHART_CAPTION_GAP_EM,
  CHART_LEGEND_FONT_EM,
  CHART_LINE_EM,
  CHART_NARROW_EM,
  CHART_READOUT_FONT_EM,
  CHART_READOUT_GAP_EM,
  chartBox,
} from './chart-box.js';
import type { CursorDetail } from './cursor-event.js';
import { FigureElement } from './figure-element.js';
import { styleMap } from './style-map.js';
import { define } from '../views/view-element.js';
import './line-chart.js';
import type { ChartMarker, ChartSeries } from './line-chart.js';

/** One empty list, so that a chart without markers is not handed a new one at every render. */
const none: readonly ChartMarker[] = [];

/** A block of `lines` lines of CHART_LINE_EM, clamped to them (an integer or a var()). */
const lineBlock = (selector: string, lines: string) => css`
  ${unsafeCSS(selector)} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${unsafeCSS(lines)};
    line-height: ${unsafeCSS(CHART_LINE_EM)};
    height: calc(${unsafeCSS(lines)} * ${unsafeCSS(CHART_LINE_EM)}em);
    overflow: hidden;
  }
`;

export class ChartFigureElement extends FigureElement {
  static override properties: PropertyDeclarations = {
    caption: { attribute: false },
    chartClass: { attribute: false },
    series: { attribute: false },
    markers: { attribute: false },
    levels: { attribute: false },
    at: { attribute: false },
    xLabel: { attribute: false },
    yLabel: { attribute: false },
    label: { attribute: false },
    yLog: { attribute: false },
    readout: { attribute: false },
    readoutClass: { attribute: false },
    readoutLines: { attribute: false },
    captionLines: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .frame {
        container-type: inline-size;
      }
      figure {
        margin: 0 0 ${unsafeCSS(CHART_BOTTOM_EM)}em;
        --per: 1;
        --caption-lines: var(--wide-caption);
        --readout-lines: var(--wide-readout);
      }
      @container (max-width: ${unsafeCSS(CHART_NARROW_EM)}em) {
        figure {
          --per: 2;
          --caption-lines: var(--narrow-caption);
          --readout-lines: var(--narrow-readout);
        }
      }
      figcaption {
        font-size: ${unsafeCSS(CHART_CAPTION_FONT_EM)}em;
        font-weight: 600;
        margin-bottom: ${unsafeCSS(CHART_CAPTION_GAP_EM / CHART_CAPTION_FONT_EM)}em;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        column-gap: 1em;
        align-content: flex-start;
        font-size: ${unsafeCSS(CHART_LEGEND_FONT_EM)}em;
        line-height: ${unsafeCSS(CHART_LINE_EM)};
        height: calc(var(--per) * ${unsafeCSS(CHART_LINE_EM)}em);
        overflow: hidden;
        color: var(--pe-muted);
      }
      .legend > span {
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        max-width: 100%;
      }
      .swatch {
        display: inline-block;
        width: 1.4em;
        height: 0;
        border-top: 2px solid;
        vertical-align: middle;
        margin-right: 0.3em;
      }
      .swatch.tone0 {
        border-color: var(--pe-accent);
      }
      .swatch.tone1 {
        border-color: var(--pe-muted);
        border-top-style: dashed;
      }
      .swatch.tone2 {
        border-color: var(--pe-focus);
      }
      .swatch.tone3 {
        border-color: var(--pe-good);
      }
      .readout {
        font-size: ${unsafeCSS(CHART_READOUT_FONT_EM)}em;
        margin-top: ${unsafeCSS(CHART_READOUT_GAP_EM / CHART_READOUT_FONT_EM)}em;
      }
      .num {
        font-family: var(--pe-mono);
      }
      .nan {
        color: var(--pe-bad);
        font-weight: 600;
      }
    `,
    lineBlock('figcaption', 'var(--caption-lines)'),
    lineBlock('.readout', 'var(--readout-lines)'),
  ];

  declare caption: unknown;
  /** A class of the chart element, for tests and styles. */
  declare chartClass: string | undefined;
  /** The curves; none until the engine's numbers arrive (the box is there anyway). */
  declare series: readonly ChartSeries[];
  declare markers: readonly ChartMarker[];
  declare levels: readonly ChartMarker[];
  /** Where the cursor stands (an index of the first series' x values). */
  declare at: number;
  declare xLabel: string;
  declare yLabel: string;
  /** The accessible name of the chart's slider. */
  declare label: string;
  declare yLog: boolean;
  declare readout: unknown;
  /** A class of the readout besides `readout`. */
  declare readoutClass: string | undefined;
  /** The readout's lines when wide (twice as many when narrow): an input of the box. */
  declare readoutLines: number;
  /** The caption's lines when wide (twice as many when narrow): an input of the box. */
  declare captionLines: number;

  constructor() {
    super();
    this.caption = nothing;
    this.chartClass = undefined;
    this.series = [];
    this.markers = none;
    this.levels = none;
    this.at = 0;
    this.xLabel = '';
    this.yLabel = '';
    this.label = 'Chart';
    this.yLog = false;
    this.readout = nothing;
    this.readoutClass = undefined;
    this.readoutLines = 2;
    this.captionLines = 1;
  }

  protected override boxHeight(width: number, font: number): number {
    const { captionLines, readoutLines } = this;
    return chartBox({ captionLines, readoutLines }, width, font);
  }

  protected override renderFigure() {
    if (this.series.length === 0) return nothing;
    // Whole numbers of lines (line-clamp takes no calc()): wide, and twice as many when narrow.
    const lines = {
      '--wide-caption': String(this.captionLines),
      '--narrow-caption': String(2 * this.captionLines),
      '--wide-readout': String(this.readoutLines),
      '--narrow-readout': String(2 * this.readoutLines),
    };
    return html`<figure style=${styleMap(lines)}>
      <figcaption data-part>${this.caption}</figcaption>
      <pe-line-chart
        class=${this.chartClass ?? nothing}
        .series=${this.series}
        .markers=${this.markers}
        .levels=${this.levels}
        .cursor=${this.at}
        .xLabel=${this.xLabel}
        .yLabel=${this.yLabel}
        .label=${this.label}
        ?yLog=${this.yLog}
      ></pe-line-chart>
      <div class="legend" data-part>
        ${this.series.map(
          (s) => html`<span><span class=${`swatch tone${s.tone}`}></span>${s.label}</span>`,
        )}
      </div>
      <div
        class=${this.readoutClass ? `readout ${this.readoutClass}` : 'readout'}
        data-part
        aria-live="polite"
      >
        ${this.readout}
      </div>
    </figure>`;
  }
}

define('pe-chart-figure', ChartFigureElement);

declare global {
  interface HTMLElementTagNameMap {
    'pe-chart-figure': ChartFigureElement;
  }
}

export interface ChartFigure {
  caption: unknown;
  /** A class of the chart element, for tests and styles. */
  chartClass?: string;
  series: readonly ChartSeries[];
  markers?: readonly ChartMarker[];
  levels?: readonly ChartMarker[];
  cursor: ChartCursor;
  /** Where the cursor stands (an index of the first series' x values). */
  at: number;
  xLabel: string;
  yLabel: string;
  /** The accessible name of the chart's slider. */
  label: string;
  /** Its figure's name in figure mode (views/<id>/figures.ts), for pe-cursor. */
  figure: string;
  yLog?: boolean;
  readout: unknown;
  /** A class of the readout besides `readout`. */
  readoutClass?: string;
  /** The readout's lines when wide: the same number the view's box function is given. */
  readoutLines: number;
  /** The caption's lines when wide (1 unless given): the same number as in its box function. */
  captionLines?: number;
}

/** A <pe-chart-figure> whose cursor moves `f.cursor`. */
export function chartFigure(f: ChartFigure) {
  return html`<pe-chart-figure
    .caption=${f.caption}
    .chartClass=${f.chartClass}
    .series=${f.series}
    .markers=${f.markers ?? none}
    .levels=${f.levels ?? none}
    .at=${f.at}
    .xLabel=${f.xLabel}
    .yLabel=${f.yLabel}
    .label=${f.label}
    .yLog=${f.yLog ?? false}
    .readout=${f.readout}
    .readoutClass=${f.readoutClass}
    .readoutLines=${f.readoutLines}
    .captionLines=${f.captionLines ?? 1}
    @pe-chart-cursor=${(event: CustomEvent<{ index: number; source: 'pointer' | 'keyboard' }>) => {
      event.stopPropagation();
      const { index, source } = event.detail;
      f.cursor.move(index);
      // The host page hears of it (ui/cursor-event.ts); the view is named by the widget.
      const x = f.series[0]?.x[index];
      const detail: CursorDetail = { view: '', figure: f.figure, index, x, source };
      (event.currentTarget as Element).dispatchEvent(
        new CustomEvent('pe-cursor', { detail, bubbles: true, composed: true }),
      );
    }}
  ></pe-chart-figure>`;
}

/**
 * The index a reader moved a chart's cursor to; until they do, the view's
 * starting point (which may follow the state), always inside the series.
 */
export class ChartCursor implements ReactiveController {
  /** Undefined until the reader moves the cursor or the view places it. */
  index: number | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The cursor in a series of `count` points, `start` while nobody moved it. */
  at(count: number, start: number): number {
    return Math.min(this.index ?? start, count - 1);
  }

  move(index: number): void {
    this.index = index;
    this.host.requestUpdate();
  }
}
