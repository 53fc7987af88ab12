// The atlas's shared plot: each scheme's contribution to the attention logit
// against distance, scaled to [-1, 1], with a readout of the raw values at the
// distance under the pointer or keyboard cursor. Figure code: its words are
// its axis and legend labels; the chapter (content/atlas.ts) places it.
import { html, svg } from 'lit';

import { significant } from '../../ui/format.js';
import { linePath, linearScale } from '../../ui/plot.js';
import { styleMap } from '../../ui/style-map.js';
import type { AtlasModel } from './derive.js';
import { PROFILE } from './profiles.js';

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

/** Arrow keys, Home and End move the readout's distance. */
function onKey(event: KeyboardEvent, distance: number, setDistance: (d: number) => void): void {
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
  setDistance(Math.max(0, Math.min(last, next)));
}

/** The plot and its readout at `distance`; `setDistance` moves it. */
export function atlasPlot(
  model: AtlasModel,
  distance: number,
  setDistance: (distance: number) => void,
) {
  const w = 420;
  const h = 240;
  const pad = 34;
  const { distances, profiles } = model.plot;
  const x = linearScale(0, PROFILE.maxDistance, pad, w - 8);
  const y = linearScale(-1, 1, h - pad, 10);
  const D = distance;
  return html`<div class="plot-wrap">
    <svg
      class="plot"
      viewBox="0 0 ${w} ${h}"
      tabindex="0"
      role="img"
      aria-label="contribution to the attention logit against distance; left and right arrow keys move the readout"
      @keydown=${(event: KeyboardEvent) => onKey(event, distance, setDistance)}
      @pointermove=${(e: PointerEvent) => {
        const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
        const px = ((e.clientX - box.left) / box.width) * w;
        const d = Math.round(((px - pad) / (w - 8 - pad)) * PROFILE.maxDistance);
        setDistance(Math.max(0, Math.min(PROFILE.maxDistance, d)));
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
