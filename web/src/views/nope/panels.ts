// <pe-nope-panels>: the engine's uniform causal attention matrix beside the
// outputs it gives at each position, and a readout of one position under the
// pointer or moved to by the arrow keys (its own state, so moving re-renders
// only this figure). A figure element (ui/figure-element.ts): its box
// (boxes.ts) is a caption line and a plot of known aspect per panel, side by
// side or stacked by a container query on the breakpoint the box function
// tests, and the readout's fixed lines.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import '../../ui/matrix-canvas.js';
import { renderMarkup } from '../../ui/chapter.js';
import { fireCursor } from '../../ui/cursor-event.js';
import { FigureElement } from '../../ui/figure-element.js';
import { significant } from '../../ui/format.js';
import { linearScale } from '../../ui/plot.js';
import chapter from '../../content/nope.js';
import { define } from '../view-element.js';
import {
  LINE_EM,
  MATRIX_EM,
  MID_EM,
  NARROW_EM,
  nopePanelsBox,
  PANEL_GAP_EM,
  PART_GAP_EM,
  PLOT_EM,
  PLOT_HEIGHT,
  PLOT_WIDTH,
  readoutLines,
  SIDE_BY_SIDE_EM,
} from './boxes.js';
import { positionFromOutput, type NopeModel } from './derive.js';

const readoutRule = (lines: number) => css`
  .readout {
    height: ${unsafeCSS(lines * LINE_EM)}em;
    -webkit-line-clamp: ${unsafeCSS(lines)};
  }
`;

export class NopePanels extends FigureElement {
  static override properties: PropertyDeclarations = {
    model: { attribute: false },
    position: { state: true },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      .frame {
        container-type: inline-size;
      }
      .panels {
        display: flex;
        flex-direction: column;
        gap: ${unsafeCSS(PANEL_GAP_EM)}em;
      }
      figure {
        display: flex;
        flex-direction: column;
        gap: ${unsafeCSS(PART_GAP_EM)}em;
        margin: 0;
        min-width: 0;
      }
      figcaption {
        height: ${unsafeCSS(LINE_EM)}em;
        line-height: ${unsafeCSS(LINE_EM)};
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      pe-matrix {
        width: 100%;
        max-width: ${unsafeCSS(MATRIX_EM)}em;
        aspect-ratio: 1;
        /* An outline, not a border: WebKitGTK added a border to the ratio's height. */
        outline: 1px solid var(--pe-border);
        outline-offset: -1px;
      }
      svg {
        display: block;
        width: 100%;
        max-width: ${unsafeCSS(PLOT_EM)}em;
        aspect-ratio: ${unsafeCSS(PLOT_WIDTH)} / ${unsafeCSS(PLOT_HEIGHT)};
        height: auto;
      }
      .plot:focus-visible {
        outline: 2px solid var(--pe-accent);
        outline-offset: 2px;
      }
      svg .axis {
        stroke: var(--pe-muted);
      }
      svg text {
        fill: var(--pe-fg);
        font-size: 11px;
      }
      svg .bar {
        fill: var(--pe-accent);
      }
      svg .bar.on {
        fill: var(--pe-focus);
      }
      .readout {
        margin: ${unsafeCSS(PART_GAP_EM)}em 0 0;
        max-width: none;
        line-height: ${unsafeCSS(LINE_EM)};
        overflow: hidden;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        font-variant-numeric: tabular-nums;
      }
      @container (min-width: ${unsafeCSS(SIDE_BY_SIDE_EM)}em) {
        .panels {
          flex-direction: row;
          align-items: flex-start;
        }
        figure {
          flex: 1 1 0;
        }
      }
    `,
    readoutRule(readoutLines(Infinity, 1)),
    css`
      @container (max-width: ${unsafeCSS(MID_EM)}em) {
        ${readoutRule(readoutLines(NARROW_EM + 1, 1))}
      }
      @container (max-width: ${unsafeCSS(NARROW_EM)}em) {
        ${readoutRule(readoutLines(0, 1))}
      }
    `,
  ];

  /** The engine's attention and outputs; undefined until they arrive (the box is there anyway). */
  declare model: NopeModel | undefined;
  /** The position the readout shows. */
  declare position: number;

  constructor() {
    super();
    this.model = undefined;
    this.position = 0;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    if (this.model) this.position = Math.min(this.position, this.model.seqLen - 1);
  }

  protected override boxHeight(width: number, font: number): number {
    return nopePanelsBox(undefined, width, font);
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.model) return;
    const last = this.model.seqLen - 1;
    const moves: Record<string, number> = {
      ArrowLeft: this.position - 1,
      ArrowRight: this.position + 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.moveTo(Math.max(0, Math.min(last, next)), 'keyboard');
  }

  /** Moves the readout to position `t`, and tells the host page (pe-cursor, ui/cursor-event.ts). */
  private moveTo(t: number, source: 'pointer' | 'keyboard'): void {
    if (t === this.position) return;
    this.position = t;
    // The figure's name in figure mode (figures.ts); the widget names the view.
    fireCursor(this, { view: '', figure: 'panels', index: t, x: t, source });
  }

  protected override renderFigure() {
    const model = this.model;
    if (model === undefined) return nothing;
    const t = this.position;
    return html`<div class="panels">
        <figure>
          <figcaption>Uniform causal attention, ${model.seqLen} positions</figcaption>
          <pe-matrix
            .matrix=${model.result.attention}
            .min=${0}
            .max=${1}
            cmap="sequential"
            label="uniform causal attention: 1 / (m + 1) on keys 0 to m"
            .highlight=${(r: number) => r === t}
            @cell-hover=${(e: CustomEvent<{ row: number } | null>) => {
              if (e.detail) this.position = e.detail.row;
            }}
          ></pe-matrix>
        </figure>
        <figure>
          <figcaption>Output at each position</figcaption>
          ${this.renderPlot(model)}
        </figure>
      </div>
      <p class="readout" role="status" aria-live="polite" data-part>
        ${renderMarkup(chapter.phrases.readout, this.values(model))}
      </p>`;
  }

  /** The readout's numbers for the position shown. */
  private values(model: NopeModel) {
    const t = this.position;
    const out = model.result.outputs[t]!;
    const values = {
      t,
      weight: significant(1 / (t + 1), 6),
      keys: t + 1,
      output: significant(out, 6),
      position: significant(positionFromOutput(out), 6),
      recovered: () =>
        model.kind === 'marker' ? renderMarkup(chapter.phrases.recovered, values) : nothing,
      verdict: () =>
        renderMarkup(model.distinct ? chapter.phrases.distinct : chapter.phrases.repeats, values),
    };
    return values;
  }

  private renderPlot(model: NopeModel) {
    const n = model.seqLen;
    const w = PLOT_WIDTH;
    const h = PLOT_HEIGHT;
    const pad = 28;
    const outputs = model.result.outputs;
    let top = 0;
    for (const v of outputs) top = Math.max(top, v);
    const x = linearScale(0, n, pad, w - 6);
    const y = linearScale(0, top > 0 ? top : 1, h - pad, 8);
    const bw = Math.max(1, (w - pad - 6) / n - 1);
    return html`<svg
      class="plot"
      viewBox="0 0 ${w} ${h}"
      tabindex="0"
      role="img"
      aria-label="outputs by position; left and right arrow keys move the readout"
      @keydown=${this.onKey}
    >
      ${Array.from(outputs, (v, k) => {
        return svg`<rect class=${k === this.position ? 'bar on' : 'bar'} data-t=${k}
          x=${x(k)} y=${y(v)} width=${bw} height=${Math.max(0, h - pad - y(v))}
          @pointerenter=${() => this.moveTo(k, 'pointer')}></rect>`;
      })}
      <line class="axis" x1=${pad} y1=${h - pad} x2=${w - 6} y2=${h - pad}></line>
      <line class="axis" x1=${pad} y1=${h - pad} x2=${pad} y2="8"></line>
      <text x=${pad - 4} y="14" text-anchor="end">${significant(top, 3)}</text>
      <text x=${pad - 4} y=${h - pad} text-anchor="end">0</text>
      <text x=${w / 2} y=${h - 6} text-anchor="middle">position m (0 … ${n - 1})</text>
    </svg>`;
  }
}

define('pe-nope-panels', NopePanels);

declare global {
  interface HTMLElementTagNameMap {
    'pe-nope-panels': NopePanels;
  }
}
