// <pe-rotation-circle>: the unit circle of one (sin, cos) pair: PE(pos) and
// PE(pos + k) as two points, and the arc k·ω_i between them (without its whole
// turns). A figure element (ui/figure-element.ts): its box (boxes.ts) is the
// fixed square and four caption lines, there before the rotation arrives.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { fixed } from '../../ui/format.js';
import { arcPath } from '../../ui/plot.js';
import { wholeText } from '../../ui/whole-number.js';
import { define } from '../view-element.js';
import { CAPTION_FONT_EM, CAPTION_LINE_EM, CIRCLE_PX, circleBox } from './boxes.js';
import { sweepOf, type Rotation } from './derive.js';

const SIZE = CIRCLE_PX;
const RADIUS = 92;

export class RotationCircle extends FigureElement {
  static override properties: PropertyDeclarations = {
    rotation: { attribute: false },
    pos: { attribute: false },
    k: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    css`
      :host {
        width: ${unsafeCSS(CIRCLE_PX)}px;
        flex: none;
      }
      figure {
        margin: 0;
      }
      .circle {
        display: block;
        overflow: visible;
      }
      figcaption {
        font-size: ${unsafeCSS(CAPTION_FONT_EM)}em;
        line-height: ${unsafeCSS(CAPTION_LINE_EM)};
      }
      figcaption > span {
        display: block;
        height: ${unsafeCSS(CAPTION_LINE_EM)}em;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .axis {
        stroke: var(--pe-border);
        stroke-width: 1;
      }
      .unit {
        fill: none;
        stroke: var(--pe-muted);
        stroke-width: 1.2;
      }
      .radius-a {
        stroke: var(--pe-accent);
        stroke-width: 2;
      }
      .radius-b {
        stroke: var(--pe-focus);
        stroke-width: 2;
      }
      .point-a {
        fill: var(--pe-accent);
      }
      .point-b {
        fill: var(--pe-focus);
      }
      .arc {
        fill: none;
        stroke: var(--pe-focus);
        stroke-width: 2.5;
      }
      .svg-label {
        font-size: 12px;
        font-family: var(--pe-font);
        fill: var(--pe-fg);
      }
      .svg-muted {
        font-size: 11px;
        font-family: var(--pe-font);
        fill: var(--pe-muted);
      }
      .key-a {
        color: var(--pe-accent);
        font-weight: 600;
      }
      .key-b {
        color: var(--pe-focus);
        font-weight: 600;
      }
    `,
  ];

  /** The engine's rotation of the pair; undefined until it arrives (the box is there anyway). */
  declare rotation: Rotation | undefined;
  declare pos: number;
  declare k: number;

  constructor() {
    super();
    this.rotation = undefined;
    this.pos = 0;
    this.k = 0;
  }

  protected override boxHeight(width: number, font: number): number {
    return circleBox(undefined, width, font);
  }

  protected override renderFigure() {
    const r = this.rotation;
    if (r === undefined) return nothing;
    const { pos, k } = this;
    const row = r.check;
    const c = SIZE / 2;
    // The pair is (sin θ, cos θ): drawn at x = cos θ, y = sin θ.
    const angleA = Math.atan2(row.current[0], row.current[1]);
    const ax = c + RADIUS * row.current[1];
    const ay = c - RADIUS * row.current[0];
    const bx = c + RADIUS * row.actual[1];
    const by = c - RADIUS * row.actual[0];
    const sweep = sweepOf(r.theta);
    const mid = angleA + sweep / 2;
    return html`<figure>
      <svg
        class="circle"
        width=${SIZE}
        height=${SIZE}
        viewBox=${`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label=${`Unit circle for pair ${r.pair}: PE(${pos}) at (sin, cos) = (${fixed(row.current[0], 4)}, ${fixed(row.current[1], 4)}), PE(${pos + k}) at (${fixed(row.actual[0], 4)}, ${fixed(row.actual[1], 4)}), turned by ${fixed(r.theta, 4)} radians`}
      >
        ${svg`
          <line class="axis" x1="8" x2=${SIZE - 8} y1=${c} y2=${c}></line>
          <line class="axis" x1=${c} x2=${c} y1="8" y2=${SIZE - 8}></line>
          <text class="svg-muted" x=${SIZE - 8} y=${c - 6} text-anchor="end">cos θ</text>
          <text class="svg-muted" x=${c + 6} y="16">sin θ</text>
          <circle class="unit" cx=${c} cy=${c} r=${RADIUS}></circle>
          <path class="arc" d=${arcPath(c, c, RADIUS, angleA, sweep)}></path>
          <line class="radius-a" x1=${c} y1=${c} x2=${ax} y2=${ay}></line>
          <line class="radius-b" x1=${c} y1=${c} x2=${bx} y2=${by}></line>
          <path class="arc" d=${arcPath(c, c, 26, angleA, sweep)}></path>
          <text class="svg-label" x=${c + 40 * Math.cos(mid)} y=${c - 40 * Math.sin(mid) + 4} text-anchor="middle">kω${svg`<tspan dy="3" font-size="9">i</tspan>`}</text>
          <circle class="point-a" cx=${ax} cy=${ay} r="6"></circle>
          <circle class="point-b" cx=${bx} cy=${by} r="6"></circle>
        `}
      </svg>
      <figcaption>
        <span
          ><span class="key-a">●</span> PE(${wholeText(pos)}) = (${fixed(row.current[0], 4)},
          ${fixed(row.current[1], 4)})</span
        >
        <span
          ><span class="key-b">●</span> PE(${wholeText(pos + k)}) = (${fixed(row.actual[0], 4)},
          ${fixed(row.actual[1], 4)})</span
        >
        <span class="muted">pair ${r.pair} as (sin, cos),</span>
        <span class="muted">drawn at x = cos, y = sin</span>
      </figcaption>
    </figure>`;
  }
}

define('pe-rotation-circle', RotationCircle);

declare global {
  interface HTMLElementTagNameMap {
    'pe-rotation-circle': RotationCircle;
  }
}
