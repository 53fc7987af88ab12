// The figure of "RoPE: the score depends only on i − j": the score matrix of
// one fixed query and key placed at every position (the words and checks
// are in content/comparison.ts).
import { html } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { fixed } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { OFFSET, type Rope } from './derive.js';

/** Outlines the diagonal j = i + OFFSET. */
const onOffset = (row: number, col: number) => col - row === OFFSET;

/** The RoPE score matrix with its outlined diagonal and legend. */
export function ropeMap(rope: Rope, s: State) {
  return html` <figure>
    <figcaption>
      RoPE scores rope(q, i) · rope(k, j)
      <span class="sub"
        >row i (query position), column j (key position); outlined: i − j = −${OFFSET}</span
      >
    </figcaption>
    <pe-matrix
      .matrix=${rope.scores}
      min=${-rope.scale}
      max=${rope.scale}
      cmap=${s.cmap}
      label=${`RoPE attention scores for ${rope.L} query positions by ${rope.L} key positions; every diagonal is constant`}
      .highlight=${onOffset}
    ></pe-matrix>
    <div class="legend" aria-hidden="true">
      <span>${fixed(-rope.scale, 4)}</span
      ><span class="bar" style=${styleMap({ background: cssGradient(s.cmap) })}></span
      ><span>${fixed(rope.scale, 4)}</span>
    </div>
  </figure>`;
}
