// "RoPE: the score depends only on i − j": the score matrix of one fixed
// query and key placed at every position, its diagonal check, and two
// scores on the outlined diagonal to read off.
import { html, nothing } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { fixed, significant } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { OFFSET, QK_SEED, ropeIsRelative, type Rope } from './derive.js';
import { heading } from '../view-element.js';

/** Outlines the diagonal j = i + OFFSET. */
const onOffset = (row: number, col: number) => col - row === OFFSET;

export function ropeSection(rope: Rope, s: State, headingLevel?: number) {
  const yes = ropeIsRelative(rope);
  return html`${heading(headingLevel, 1, html`RoPE: the score depends only on i − j`)}
    <p>
      RoPE rotates each pair p, (x<sub>2p</sub>, x<sub>2p+1</sub>), of a query at position i by the
      angle i / base<sup>2p/d</sup>, and of a key at position j by j / base<sup>2p/d</sup>.
      Rotations compose, so the score q<sub>i</sub> · k<sub>j</sub> only sees the difference of the
      two angles: it is a function of i − j alone. Below, one fixed query q and key k (${s.dModel}
      random values each, seed ${QK_SEED}) are placed at every position 0 … ${rope.L - 1}; every
      diagonal of the score matrix is constant.
    </p>
    <div class="maps rope">
      <figure>
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
      </figure>
      <ul class="checks" aria-live="polite">
        <li data-check="rope">
          Largest spread along any diagonal (max − min): ${significant(rope.spread, 3)} (scores up
          to <span data-value="rope-scale">${fixed(rope.scale, 4)}</span>). Depends only on i − j:
          <span class=${yes ? 'good' : 'bad'}>${yes ? 'yes' : 'no'}</span>.
        </li>
        ${
          rope.sample
            ? html`<li data-check="rope-sample">
                score(${rope.sample.a[0]}, ${rope.sample.a[1]}) =
                <span data-value="rope-a">${fixed(rope.sample.a[2], 8)}</span> and
                score(${rope.sample.b[0]}, ${rope.sample.b[1]}) =
                <span data-value="rope-b">${fixed(rope.sample.b[2], 8)}</span>: same offset, same
                score.
              </li>`
            : nothing
        }
        ${
          s.seqLen > rope.L
            ? html`<li class="muted">
                Showing the first ${rope.L} positions (capped to keep the page responsive at d_model
                = ${s.dModel}).
              </li>`
            : nothing
        }
        <li>
          Nothing is added to the embeddings and nothing is learned. In principle any position
          works; in practice long contexts need scaling techniques.
        </li>
      </ul>
    </div>`;
}
