// The unit circle of one (sin, cos) pair: PE(pos) and PE(pos + k) as two
// points, and the arc θ_k between them (without its whole turns).
import { html, svg } from 'lit';

import { fixed } from '../../ui/format.js';
import { arcPath } from '../../ui/plot.js';
import { wholeText } from '../../ui/whole-number.js';
import { sweepOf, type Rotation } from './derive.js';

const SIZE = 250;
const RADIUS = 92;

export function unitCircle(r: Rotation, pos: number, k: number) {
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
        <text class="svg-label" x=${c + 40 * Math.cos(mid)} y=${c - 40 * Math.sin(mid) + 4} text-anchor="middle">θ${svg`<tspan dy="3" font-size="9">k</tspan>`}</text>
        <circle class="point-a" cx=${ax} cy=${ay} r="6"></circle>
        <circle class="point-b" cx=${bx} cy=${by} r="6"></circle>
      `}
    </svg>
    <figcaption>
      <span class="key-a">●</span> PE(${wholeText(pos)}) = (${fixed(row.current[0], 4)},
      ${fixed(row.current[1], 4)})<br />
      <span class="key-b">●</span> PE(${wholeText(pos + k)}) = (${fixed(row.actual[0], 4)},
      ${fixed(row.actual[1], 4)})<br />
      <span class="muted">pair ${r.pair} as (sin, cos), drawn at x = cos, y = sin</span>
    </figcaption>
  </figure>`;
}
