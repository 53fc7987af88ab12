// "Past the training length": the sinusoidal and learned heat maps with
// the training-length line, and the checks that the sinusoid stays bounded
// and distinct beyond it while the learned table simply ends.
import { html, nothing, type TemplateResult } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import { fixed, grouped, significant } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import {
  FAR_POSITION,
  markerTop,
  SHOW_DIMS,
  SHOW_POSITIONS,
  TABLE_SEED,
  type Extrapolation,
  type Figures,
} from './derive.js';
import { heading } from '../view-element.js';

function marker(trainLen: number, top: number | null) {
  if (top === null) return nothing;
  return html`<div class="marker" data-train-len=${trainLen} style=${styleMap({ top: `${top}%` })}>
    <span>training length ${grouped(trainLen)}</span>
  </div>`;
}

function maps(f: Figures, s: State) {
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

function checks(x: Extrapolation, s: State) {
  const allDistinct = x.unique === x.checked;
  return html`<ul class="checks" aria-live="polite">
    <li data-check="bounded">
      Sinusoidal beyond the line:
      ${
        x.maxBeyond === null
          ? html`<span class="muted"
              >no positions past ${grouped(s.trainLen)} among the ${grouped(x.checked)}
              checked.</span
            >`
          : html`max |value| over positions ${grouped(s.trainLen)} … ${grouped(x.checked - 1)} =
            ${significant(x.maxBeyond, 8)}
            ${
              x.maxBeyond <= 1
                ? html`<span class="good">bounded (≤ 1)</span>`
                : html`<span class="bad">not bounded</span>`
            }.`
      }
    </li>
    <li data-check="distinct">
      Distinct rows over positions 0 … ${grouped(x.checked - 1)} (d_model = ${s.dModel}):
      <span class=${allDistinct ? 'good' : 'bad'}
        >${grouped(x.unique)} of ${grouped(x.checked)}</span
      >.
      ${
        x.checked < s.seqLen
          ? html`<span class="muted"
              >(Checked up to ${grouped(x.checked)} positions to stay responsive.)</span
            >`
          : nothing
      }
    </li>
    <li data-check="far">
      Far past any training length: PE(${grouped(FAR_POSITION)}) has max |value|
      <span data-value="far">${significant(x.farMax, 8)}</span>
      ${
        x.farMax <= 1
          ? html`<span class="good">within [−1, 1]</span>`
          : html`<span class="bad">outside [−1, 1]</span>`
      }
      — a model trained on 512 positions can still be given an encoding for position
      ${grouped(FAR_POSITION)}.
    </li>
    <li data-check="learned">
      Learned: the table has ${grouped(s.trainLen)} rows, so position ${grouped(s.trainLen)} and
      beyond
      <span class="bad">have no embedding</span> (a hard maximum length). Its trainable parameters:
      ${grouped(s.trainLen)} × ${grouped(s.dModel)} =
      <strong data-value="parameters">${grouped(x.parameters)}</strong>; BERT's table, 512 × 768 =
      <strong data-value="bert">${grouped(x.bert)}</strong>.
    </li>
  </ul>`;
}

/** `intro` (the view's introduction) follows the heat maps, the first figure. */
export function extrapolationSection(
  f: Figures,
  x: Extrapolation,
  s: State,
  intro: TemplateResult,
  headingLevel?: number,
) {
  return html`${heading(headingLevel, 1, html`Past the training length`)} ${maps(f, s)} ${intro}
    <p>
      Both heat maps show positions 0 … ${f.Ls - 1} (rows) by dimensions 0 … ${f.dc - 1} (columns).
      The dashed line is the training length ${grouped(s.trainLen)}: the longest sequence the model
      saw. The sinusoid is defined at every position, so it simply continues below the line. A
      learned table has exactly ${grouped(s.trainLen)} rows, one per trained position; below the
      line there is no row to look up.
    </p>
    ${
      s.trainLen < f.Ls
        ? nothing
        : html`<p class="muted">
            The training length is at or beyond the last position shown; raise Sequence length above
            ${grouped(s.trainLen)} (or lower the training length) to look past it.
          </p>`
    }
    ${
      s.seqLen > SHOW_POSITIONS || s.dModel > SHOW_DIMS
        ? html`<p class="muted">
            Drawn: the first ${f.Ls} positions and ${f.dc} dimensions (capped at ${SHOW_POSITIONS} ×
            ${SHOW_DIMS}).
          </p>`
        : nothing
    }
    ${checks(x, s)}`;
}
