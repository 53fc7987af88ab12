// The figure of "Past the training length": the sinusoidal and learned heat
// maps with the training-length line (the section's words and checks are in
// content/comparison.ts).
import { html, nothing } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { fixed, grouped } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { markerTop, TABLE_SEED, type Figures } from './derive.js';

function marker(trainLen: number, top: number | null) {
  if (top === null) return nothing;
  return html`<div class="marker" data-train-len=${trainLen} style=${styleMap({ top: `${top}%` })}>
    <span>training length ${grouped(trainLen)}</span>
  </div>`;
}

/** The sinusoidal and learned heat maps with the training-length line. */
export function maps(f: Figures, s: State) {
  const top = markerTop(s.trainLen, f.Ls);
  return html`<div class="maps">
      <figure>
        <figcaption>
          Sinusoidal
          <span class="sub">fixed formula, values from −1 to 1</span>
        </figcaption>
        <div class="plot">
          <pe-matrix
            .matrix=${f.sinusoidal}
            min="-1"
            max="1"
            cmap=${s.cmap}
            label=${`Sinusoidal encoding, ${f.Ls} positions by ${f.dc} dimensions, continuing past the training length ${s.trainLen}`}
          ></pe-matrix>
          ${marker(s.trainLen, top)}
        </div>
        <div class="axis"><span>↓ position</span><span>dimension →</span></div>
      </figure>
      <figure>
        <figcaption>
          Learned (initialised, seed ${TABLE_SEED})
          <span class="sub"
            >random start, sample standard deviation ${fixed(f.learnedStd, 4)}; colours
            ±${fixed(f.learnedScale, 3)}</span
          >
        </figcaption>
        <div class="plot learned">
          <pe-matrix
            .matrix=${f.learned}
            min=${-f.learnedScale}
            max=${f.learnedScale}
            cmap=${s.cmap}
            label=${`Learned position table with ${f.learnedRows} rows; positions ${s.trainLen} and beyond have no embedding`}
          ></pe-matrix>
          ${marker(s.trainLen, top)}
          ${
            top !== null
              ? html`<div class="void" style=${styleMap({ top: `${top}%` })}>
                  <span>no embedding for positions ≥ ${grouped(s.trainLen)}</span>
                </div>`
              : nothing
          }
        </div>
        <div class="axis"><span>↓ position</span><span>dimension →</span></div>
      </figure>
    </div>
    <div class="legend" aria-hidden="true">
      <span>low</span
      ><span class="bar" style=${styleMap({ background: cssGradient(s.cmap) })}></span
      ><span>high</span>
    </div>`;
}
