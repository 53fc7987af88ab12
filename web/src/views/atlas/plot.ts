// <pe-atlas-plot>: the atlas's shared plot, what each scheme makes of the
// distance D, in two panels of raw values (what is added to the score; the
// learned row or bucket a distance reads), never rescaled, with a legend that
// reads out the raw values at the distance under the pointer or the keyboard
// cursor (and reports it to the host page: pe-cursor, ui/cursor-event.ts). A figure element (ui/figure-element.ts): its box (boxes.ts) is the
// plot by its aspect ratio and the legend's lines of known height, beside it
// on a wide box (a container query at the width boxes.ts tests) or under it.
// Figure code: its words are its axis and legend labels; the chapter
// (content/atlas.ts) places it.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import { fireCursor } from '../../ui/cursor-event.js';
import { FigureElement } from '../../ui/figure-element.js';
import { significant } from '../../ui/format.js';
import { linePath, linearScale } from '../../ui/plot.js';
import { styleMap } from '../../ui/style-map.js';
import { define } from '../view-element.js';
import {
  atlasPlotBox,
  GAP_EM,
  LEGEND_COLUMN_EM,
  LEGEND_FONT_EM,
  LINE_EM,
  PLOT_MAX_EM,
  PLOT_VIEW_HEIGHT,
  PLOT_VIEW_WIDTH,
  SIDE_BY_SIDE_EM,
} from './boxes.js';
import type { AtlasModel } from './derive.js';
import { PROFILE, type PanelRange } from './profiles.js';
import { SCHEME_CURVES } from './schemes.js';

/** Ten distinguishable hues (Tableau 10), readable on light and dark backgrounds. */
const COLORS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];

type Source = 'pointer' | 'keyboard';

/** Arrow keys, Home and End move the readout's distance. */
function onKey(
  event: KeyboardEvent,
  distance: number,
  setDistance: (d: number, source: Source) => void,
): void {
  const last = PROFILE.maxDistance;
  const moves: Record<string, number> = {
    ArrowLeft: distance - 1,
    ArrowRight: distance + 1,
    Home: 0,
    End: last,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  setDistance(Math.max(0, Math.min(last, next)), 'keyboard');
}

export class AtlasPlot extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    distance: { state: true },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        container-type: inline-size;
      }
      .plot-wrap {
        display: grid;
        grid-template-columns: minmax(0, ${unsafeCSS(PLOT_MAX_EM)}em);
        gap: ${unsafeCSS(GAP_EM)}em;
        align-items: start;
      }
      @container (min-width: ${unsafeCSS(SIDE_BY_SIDE_EM)}em) {
        .plot-wrap {
          grid-template-columns:
            minmax(0, ${unsafeCSS(PLOT_MAX_EM)}em)
            ${unsafeCSS(LEGEND_COLUMN_EM)}em;
        }
      }
      svg.plot {
        display: block;
        width: 100%;
        height: auto;
        aspect-ratio: ${unsafeCSS(PLOT_VIEW_WIDTH)} / ${unsafeCSS(PLOT_VIEW_HEIGHT)};
      }
      svg.plot:focus-visible {
        outline: 2px solid var(--pe-accent);
        outline-offset: 2px;
      }
      svg .axis {
        stroke: var(--pe-muted);
      }
      svg .cursor {
        stroke: var(--pe-focus);
        stroke-dasharray: 3 3;
      }
      svg text {
        fill: var(--pe-fg);
        font-size: 11px;
      }
      svg path.series {
        fill: none;
        stroke-width: 1.6;
      }
      ul.legend {
        list-style: none;
        padding: 0;
        margin: 0;
        font-size: ${unsafeCSS(LEGEND_FONT_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        font-variant-numeric: tabular-nums;
      }
      /* One line each: a narrow legend cuts the label's end, never the value. */
      ul.legend li {
        display: flex;
        align-items: center;
        gap: 0.4em;
        height: ${unsafeCSS(LINE_EM)}em;
        white-space: nowrap;
      }
      ul.legend .label {
        overflow: hidden;
        text-overflow: ellipsis;
        min-width: 0;
      }
      ul.legend .value {
        flex: none;
      }
      .swatch {
        display: inline-block;
        width: 0.9em;
        height: 0.9em;
        border-radius: 2px;
        flex: none;
      }
    `,
  ];

  /** The view's model; undefined until the engine's profiles arrive (the box is there anyway). */
  declare model: AtlasModel | undefined;
  /** The distance the legend reads out. */
  declare distance: number;

  constructor() {
    super();
    this.model = undefined;
    this.distance = 1;
  }

  protected override boxHeight(width: number, font: number): number {
    return atlasPlotBox({ curves: SCHEME_CURVES }, width, font);
  }

  protected override renderFigure() {
    const model = this.model;
    if (model === undefined) return nothing;
    return atlasPlot(model, this.distance, (distance, source) => {
      if (distance === this.distance) return;
      this.distance = distance;
      // The host page hears of each new distance (ui/cursor-event.ts); the widget names the view.
      fireCursor(this, { view: '', figure: 'plot', index: distance, x: distance, source });
    });
  }
}

define('pe-atlas-plot', AtlasPlot);

declare global {
  interface HTMLElementTagNameMap {
    'pe-atlas-plot': AtlasPlot;
  }
}

/** The panels' vertical extents in the viewBox: the score panel on top, the index panel under it. */
const PANEL_BOUNDS = {
  score: { top: 18, bottom: 196 },
  index: { top: 226, bottom: PLOT_VIEW_HEIGHT - 34 },
} as const;

/** One panel: its axes, its range's labels and its curves, each at its raw values. */
function panelSvg(model: AtlasModel, panel: PanelRange, x: (v: number) => number, left: number) {
  const { top, bottom } = PANEL_BOUNDS[panel.id];
  const y = linearScale(panel.min, panel.max, bottom, top);
  const right = PLOT_VIEW_WIDTH - 8;
  const { distances, profiles } = model.plot;
  const labels = [...new Set([panel.max, 0, panel.min])];
  return svg`<g data-panel=${panel.id}>
    <text x=${left} y=${top - 6}>${panel.label}</text>
    <line class="axis" x1=${left} y1=${y(0)} x2=${right} y2=${y(0)}></line>
    <line class="axis" x1=${left} y1=${top} x2=${left} y2=${bottom}></line>
    ${labels.map(
      (v) => svg`<text x=${left - 4} y=${y(v) + 4} text-anchor="end">${significant(v, 3)}</text>`,
    )}
    ${profiles.map((p, k) =>
      p.panel === panel.id
        ? svg`<path class="series" data-profile=${p.id} d=${linePath(distances, p.values, x, y)}
            stroke=${COLORS[k % COLORS.length]}></path>`
        : nothing,
    )}
  </g>`;
}

/** The plot and its readout at `distance`; `setDistance` moves it. */
function atlasPlot(
  model: AtlasModel,
  distance: number,
  setDistance: (distance: number, source: Source) => void,
) {
  const w = PLOT_VIEW_WIDTH;
  const h = PLOT_VIEW_HEIGHT;
  const pad = 34;
  const { profiles } = model.plot;
  const x = linearScale(0, PROFILE.maxDistance, pad, w - 8);
  const D = distance;
  return html`<div class="plot-wrap">
    <svg
      class="plot"
      viewBox="0 0 ${w} ${h}"
      tabindex="0"
      role="img"
      aria-label="what each scheme makes of the distance D, in two panels of raw values; left and right arrow keys move the readout"
      @keydown=${(event: KeyboardEvent) => onKey(event, distance, setDistance)}
      @pointermove=${(e: PointerEvent) => {
        const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
        const px = ((e.clientX - box.left) / box.width) * w;
        const d = Math.round(((px - pad) / (w - 8 - pad)) * PROFILE.maxDistance);
        setDistance(Math.max(0, Math.min(PROFILE.maxDistance, d)), 'pointer');
      }}
    >
      ${model.panels.map((panel) => panelSvg(model, panel, x, pad))}
      <text x=${pad} y=${h - pad + 14} text-anchor="middle">0</text>
      <text x=${w - 8} y=${h - pad + 14} text-anchor="end">${PROFILE.maxDistance}</text>
      <text x=${(w + pad) / 2} y=${h - 6} text-anchor="middle">distance D = m − n</text>
      <line class="cursor" x1=${x(D)} y1="10" x2=${x(D)} y2=${h - pad}></line>
    </svg>
    <div role="status" aria-live="polite">
      <ul class="legend">
        <li><strong>D = ${D}</strong></li>
        ${profiles.map(
          (p, k) =>
            html`<li data-profile=${p.id}>
              <span
                class="swatch"
                style=${styleMap({ background: COLORS[k % COLORS.length]! })}
              ></span>
              <span class="label">${p.label}:</span>
              <span class="value">${significant(p.values[D]!, 6)}</span>
            </li>`,
        )}
      </ul>
    </div>
  </div>`;
}
