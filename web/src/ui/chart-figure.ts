// A captioned line chart with the readout of the point under its cursor,
// for the views that plot engine results against a position, a distance or
// a pair index (RoPE context extension, DroPE, precision). The chart is a
// keyboard slider (line-chart.ts); a ChartCursor keeps where the reader put
// it and the view words the readout.
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

import { figureStyles } from './styles.js';
import './line-chart.js';
import type { ChartMarker, ChartSeries } from './line-chart.js';

/** One empty list, so that a chart without markers is not handed a new one at every render. */
const none: readonly ChartMarker[] = [];

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
  yLog?: boolean;
  readout: unknown;
  /** A class of the readout besides `readout`. */
  readoutClass?: string;
}

export function chartFigure(f: ChartFigure) {
  return html`<figure>
    <figcaption>${f.caption}</figcaption>
    <pe-line-chart
      class=${f.chartClass ?? nothing}
      .series=${f.series}
      .markers=${f.markers ?? none}
      .levels=${f.levels ?? none}
      .cursor=${f.at}
      .xLabel=${f.xLabel}
      .yLabel=${f.yLabel}
      .label=${f.label}
      ?yLog=${f.yLog ?? false}
      @pe-cursor=${(event: CustomEvent<number>) => f.cursor.move(event.detail)}
    ></pe-line-chart>
    <div class=${f.readoutClass ? `readout ${f.readoutClass}` : 'readout'} aria-live="polite">
      ${f.readout}
    </div>
  </figure>`;
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

/** Captions, and readouts whose numbers are set in the monospace font. */
export const chartStyles = [
  figureStyles,
  css`
    .readout {
      min-height: 2.8em;
      margin: 0.3em 0 0.8em;
      font-size: 0.92em;
    }
    .readout .num {
      font-family: var(--pe-mono);
    }
  `,
];
