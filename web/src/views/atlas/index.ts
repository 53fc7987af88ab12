// <pe-atlas-view>: the overview of every positional-encoding scheme: one
// table (where position enters, learned parameters, relative or absolute,
// behaviour past the training length, models, a link to each view) and one
// shared plot of each scheme's contribution to the attention logit against
// distance. Every number comes from ./derive.ts.
import { html, nothing, svg, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { grouped, significant } from '../../ui/format.js';
import { linePath, linearScale } from '../../ui/plot.js';
import type { State, ViewName } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { ViewElement, define, heading } from '../view-element.js';
import { derive, hasView, type AtlasModel } from './derive.js';
import { atlasExport } from './export.js';
import { CONFIG } from './table.js';
import { PROFILE } from './profiles.js';
import { atlasStyles } from './styles.js';

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

export class AtlasView extends ViewElement<AtlasModel> {
  static override properties: PropertyDeclarations = {
    distance: { state: true },
  };
  static override styles = [...ViewElement.styles, atlasStyles];

  /** The distance the readout shows. */
  declare distance: number;

  constructor() {
    super();
    this.distance = 1;
  }

  protected override derive(state: State, pe: PosEnc): AtlasModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model && atlasExport(this.model);
  }

  private onKey(event: KeyboardEvent): void {
    const last = PROFILE.maxDistance;
    const moves: Record<string, number> = {
      ArrowLeft: this.distance - 1,
      ArrowRight: this.distance + 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.distance = Math.max(0, Math.min(last, next));
  }

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    return html`
      ${heading(this.headingLevel, 0, html`Atlas: every scheme on the same axes`)}
      <p>
        A Transformer's attention compares every query with every key, and on its own it cannot tell
        where a token sits. Each scheme below puts position in somewhere: added to the input
        embedding (absolute), as a rotation of queries and keys (RoPE and its scalings), or as a
        term or bias in the attention score that depends on the distance between query and key
        (relative). NoPE puts it nowhere and lets the causal mask do the work.
      </p>
      <div class="table-wrap">
        <table class="schemes">
          <thead>
            <tr>
              <th>Scheme</th>
              <th>Position enters</th>
              <th>Learned parameters</th>
              <th>Kind</th>
              <th>Past the training length</th>
              <th>Used by</th>
            </tr>
          </thead>
          <tbody>
            ${model.rows.map(
              (r) =>
                html`<tr data-scheme=${r.name}>
                  <td>
                    <button
                      type="button"
                      data-view=${r.view}
                      ?disabled=${!hasView(r.view)}
                      title=${hasView(r.view) ? `open the ${r.view} view` : 'view not in this build'}
                      @click=${() => this.request({ view: r.view as ViewName })}
                    >
                      ${r.name}
                    </button>
                    <div class="small">${r.paper}</div>
                  </td>
                  <td>${r.enters}</td>
                  <td class="num" data-parameters=${r.parameters}>
                    ${grouped(r.parameters)}
                    <div class="small">${r.parameterNote}</div>
                  </td>
                  <td>${r.kind}</td>
                  <td>${r.beyond}</td>
                  <td>${r.models}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <!-- The table's footnote, under it so a phone's first screen reaches the table. -->
      <p class="small">
        Parameter counts are for one attention layer of a model with d<sub>model</sub> =
        ${CONFIG.dModel}, ${CONFIG.heads} heads and ${CONFIG.maxLen} positions, computed by the
        engine's functions where it has one. Open a scheme's own view for the details.
      </p>
      ${heading(this.headingLevel, 1, html`Contribution to the attention logit against distance`)}
      <p>
        For a query and a key D positions behind it: the sinusoidal encodings' dot product, the RoPE
        score of all-ones q and k (plain and with position interpolation), Transformer-XL's global
        position term vᵀR<sub>D</sub>, ALiBi's bias −m·D for three of ${PROFILE.alibiHeads} heads,
        T5's bucket index and Shaw's clipped index (their biases and vectors are learned, so the
        plot shows which one a distance uses), and NoPE's 0. Units differ, so every curve is divided
        by its largest absolute value; the readout gives the raw numbers. d<sub>model</sub> =
        ${model.plot.dModel}.
      </p>
      ${this.renderPlot(model)}
    `;
  }

  private renderPlot(model: AtlasModel) {
    const w = 420;
    const h = 240;
    const pad = 34;
    const { distances, profiles } = model.plot;
    const x = linearScale(0, PROFILE.maxDistance, pad, w - 8);
    const y = linearScale(-1, 1, h - pad, 10);
    const D = this.distance;
    return html`<div class="plot-wrap">
      <svg
        class="plot"
        viewBox="0 0 ${w} ${h}"
        tabindex="0"
        role="img"
        aria-label="contribution to the attention logit against distance; left and right arrow keys move the readout"
        @keydown=${this.onKey}
        @pointermove=${(e: PointerEvent) => {
          const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
          const px = ((e.clientX - box.left) / box.width) * w;
          const d = Math.round(((px - pad) / (w - 8 - pad)) * PROFILE.maxDistance);
          this.distance = Math.max(0, Math.min(PROFILE.maxDistance, d));
        }}
      >
        <line class="axis" x1=${pad} y1=${y(0)} x2=${w - 8} y2=${y(0)}></line>
        <line class="axis" x1=${pad} y1="10" x2=${pad} y2=${h - pad}></line>
        <text x=${pad - 4} y="14" text-anchor="end">1</text>
        <text x=${pad - 4} y=${y(0) + 4} text-anchor="end">0</text>
        <text x=${pad - 4} y=${h - pad} text-anchor="end">−1</text>
        <text x=${pad} y=${h - pad + 14} text-anchor="middle">0</text>
        <text x=${w - 8} y=${h - pad + 14} text-anchor="end">${PROFILE.maxDistance}</text>
        <text x=${(w + pad) / 2} y=${h - 6} text-anchor="middle">distance D = i − j</text>
        ${profiles.map(
          (p, k) =>
            svg`<path class="series" data-profile=${p.id} d=${linePath(distances, model.scaled[k]!, x, y)}
              stroke=${COLORS[k % COLORS.length]}></path>`,
        )}
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
                <span>${p.label}: <span class="value">${significant(p.values[D]!, 6)}</span></span>
              </li>`,
          )}
        </ul>
      </div>
    </div>`;
  }
}

define('pe-atlas-view', AtlasView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-atlas-view': AtlasView;
  }
}
