// <pe-wave-curve>: one small multiple, PE(pos, dim) over the positions, with
// its caption. A figure element (ui/figure-element.ts): its box (boxes.ts) is
// two caption lines and the plot's fixed height; it draws at its own width.
import { css, html, nothing, svg, unsafeCSS, type PropertyDeclarations } from 'lit';

import { FigureElement } from '../../ui/figure-element.js';
import { define } from '../view-element.js';
import { CURVE_GAP_EM, curveBox } from './boxes.js';
import type { Curve } from './derive.js';
import { cyclesText, lengthText } from './length.js';
import { curvePlot, MIN_WIDTH, type CurvePlot } from './geometry.js';
import { captionLines, plotStyles } from './styles.js';

export class WaveCurve extends FigureElement {
  static override properties: PropertyDeclarations = {
    curve: { attribute: false },
    positions: { attribute: false },
  };
  static override styles = [
    ...FigureElement.styles,
    plotStyles,
    captionLines('figcaption', 'figcaption > span'),
    css`
      figure {
        margin: 0 0 ${unsafeCSS(CURVE_GAP_EM)}em;
      }
      .label {
        font-weight: 600;
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
    `,
  ];

  /** The engine's wave; undefined until it arrives (the box is there anyway). */
  declare curve: Curve | undefined;
  /** How many positions it runs over. */
  declare positions: number;

  /** The geometry at the width it was last drawn. */
  private plot: { curve: Curve; positions: number; plot: CurvePlot } | undefined;

  constructor() {
    super();
    this.curve = undefined;
    this.positions = 1;
  }

  protected override boxHeight(width: number, font: number): number {
    return curveBox(undefined, width, font);
  }

  private geometry(curve: Curve): CurvePlot {
    const { positions } = this;
    const p = this.plot;
    if (
      p?.curve !== curve ||
      p.positions !== positions ||
      p.plot.width !== Math.max(MIN_WIDTH, this.boxWidth)
    ) {
      this.plot = { curve, positions, plot: curvePlot(curve, positions, this.boxWidth) };
    }
    return this.plot!.plot;
  }

  protected override renderFigure() {
    const curve = this.curve;
    if (curve === undefined || this.boxWidth <= 0) return nothing;
    const n = this.positions;
    const g = this.geometry(curve);
    const { width, height, margins: m } = g;
    const cycles = n > 1 ? (n - 1) / curve.wavelength : 0;
    const wavelength = lengthText(curve.wavelength);
    const label = `dim ${curve.dim} (${curve.fn}, pair ${curve.pair}, wavelength ${wavelength})`;
    return html`<figure class="multiple" data-dim=${curve.dim}>
      <figcaption>
        <span class="label">${label}</span>
        <span class="muted"
          >${
            n > 1 ? `${cyclesText(cycles)} cycles over positions 0–${n - 1}` : 'position 0 only'
          }</span
        >
      </figcaption>
      <svg
        width=${width}
        height=${height}
        viewBox=${`0 0 ${width} ${height}`}
        role="img"
        aria-label=${`PE(pos, ${curve.dim}) for positions 0 to ${n - 1}: a ${curve.fn} wave with wavelength ${wavelength} positions`}
      >
        ${svg`
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${g.yTop} y2=${g.yTop}></line>
          <line class="axis" x1=${m.left} x2=${width - m.right} y1=${g.yBottom} y2=${g.yBottom}></line>
          <line class="zero" x1=${m.left} x2=${width - m.right} y1=${g.yZero} y2=${g.yZero}></line>
          <text class="tick" x=${m.left - 4} y=${g.yTop + 4} text-anchor="end">1</text>
          <text class="tick" x=${m.left - 4} y=${g.yZero + 4} text-anchor="end">0</text>
          <text class="tick" x=${m.left - 4} y=${g.yBottom + 4} text-anchor="end">−1</text>
          ${g.xTicks.map(
            (t) =>
              svg`<text class="tick" x=${t.at} y=${height - 5} text-anchor="middle">${t.label}</text>`,
          )}
          <path class="curve" d=${g.path}></path>
          ${g.dots ? svg`<path class="dots" d=${g.dots}></path>` : nothing}
        `}
      </svg>
    </figure>`;
  }
}

define('pe-wave-curve', WaveCurve);

declare global {
  interface HTMLElementTagNameMap {
    'pe-wave-curve': WaveCurve;
  }
}
