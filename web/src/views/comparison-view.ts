// The comparison lesson: sinusoidal, learned and rotary (RoPE) position
// encodings on the same controls. Sinusoidal: no parameters, bounded,
// defined at every position. Learned: a lookup table with a hard maximum
// length. RoPE: rotates queries and keys so the score depends only on i - j.
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { styleMap } from '../style-map.js';

import { cssGradient } from '../colormap.js';
import type { Matrix, PosEnc } from '../engine.js';
import { fixed, grouped, significant } from '../format.js';
import '../matrix-canvas.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { figureStyles } from '../styles.js';
import { ViewElement, define } from '../view-element.js';

/** Positions drawn in the two extrapolation heat maps. */
const SHOW_POSITIONS = 256;
/** Dimensions drawn. */
const SHOW_DIMS = 128;
/** RoPE score matrix side, and the most (side² × d_model) work it may take. */
const ROPE_CAP = 128;
const ROPE_WORK = 1 << 21;
/** Largest matrix (elements, rows) materialised for the extrapolation checks. */
const CHECK_ELEMENTS = 1 << 19;
const CHECK_ROWS = 8192;
/** The seed's example: trained on 512 positions, asked for position 5000. */
const FAR_POSITION = 5000;
/** Learned table seed (the table as initialised) and the seed of the RoPE q, k vectors. */
const TABLE_SEED = 0;
const QK_SEED = 7;
/** The diagonal outlined in the RoPE figure. */
const OFFSET = 3;

interface Extrapolation {
  /** Positions checked: 0 .. checked - 1. */
  checked: number;
  /** max |PE| over positions trainLen .. checked - 1; null if there are none. */
  maxBeyond: number | null;
  unique: number;
  far: { max: number };
}

interface Rope {
  L: number;
  scores: Matrix;
  scale: number;
  /** max over diagonals of (max - min) along the diagonal. */
  spread: number;
  /** Two entries on one diagonal, to read off. */
  sample: { a: [number, number, number]; b: [number, number, number] } | null;
}

interface Result {
  Ls: number;
  dc: number;
  sinusoidal: Matrix;
  learned: Matrix;
  learnedRows: number;
  learnedScale: number;
  learnedStd: number;
  parameters: number;
  bert: number;
  extrapolation: Extrapolation;
  rope: Rope;
  rotationError: number | null;
}

function maxAbs(values: ArrayLike<number>, from = 0, to = values.length): number {
  let worst = 0;
  for (let k = from; k < to; k++) worst = Math.max(worst, Math.abs(values[k]!));
  return worst;
}

function computeRope(pe: PosEnc, state: State): Rope {
  const affordable = Math.max(2, Math.floor(Math.sqrt(ROPE_WORK / state.dModel)));
  const L = Math.min(state.seqLen, ROPE_CAP, affordable);
  const qk = pe.learnedTable(2, state.dModel, QK_SEED);
  const q = qk.data.subarray(0, state.dModel);
  const k = qk.data.subarray(state.dModel, 2 * state.dModel);
  const scores = pe.ropeScores(q, k, L, { base: state.base });
  let spread = 0;
  for (let offset = -(L - 1); offset <= L - 1; offset++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = Math.max(0, offset); i < L && i - offset < L; i++) {
      const v = scores.data[i * L + (i - offset)]!;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    spread = Math.max(spread, hi - lo);
  }
  let sample: Rope['sample'] = null;
  const [i1, i2] = L > 23 ? [5, 20] : L > OFFSET + 1 ? [0, L - 1 - OFFSET] : [-1, -1];
  if (i1 >= 0 && i2 > i1) {
    const at = (i: number) => scores.data[i * L + i + OFFSET]!;
    sample = { a: [i1, i1 + OFFSET, at(i1)], b: [i2, i2 + OFFSET, at(i2)] };
  }
  return { L, scores, scale: maxAbs(scores.data) || 1, spread, sample };
}

function compute(pe: PosEnc, state: State): Result {
  const { seqLen, dModel, base, trainLen } = state;
  const Ls = Math.min(seqLen, SHOW_POSITIONS);
  const dc = Math.min(dModel, SHOW_DIMS);
  const sinusoidal = pe.positionalEncoding(Ls, dc, { base });

  // The learned table has rows for positions 0 .. trainLen - 1 only; the
  // rest of the figure is NaN, which the heat map leaves transparent.
  const learnedRows = Math.min(trainLen, Ls);
  const table = pe.learnedTable(learnedRows, dc, TABLE_SEED);
  const learnedData = new Float64Array(Ls * dc).fill(Number.NaN);
  learnedData.set(table.data);
  let sumSquares = 0;
  for (const v of table.data) sumSquares += v * v;

  const checked = Math.max(1, Math.min(seqLen, CHECK_ROWS, Math.floor(CHECK_ELEMENTS / dModel)));
  const check = pe.positionalEncoding(checked, dModel, { base });
  const far = pe.encodePositions([FAR_POSITION], dModel, { base });

  let rotationError: number | null = null;
  if (Ls > OFFSET) {
    const pos = Math.floor((Ls - 1 - OFFSET) / 2);
    const shifted = pe.shift(sinusoidal.data.subarray(pos * dc, (pos + 1) * dc), OFFSET, { base });
    rotationError = 0;
    for (let j = 0; j < dc; j++) {
      rotationError = Math.max(
        rotationError,
        Math.abs(shifted[j]! - sinusoidal.data[(pos + OFFSET) * dc + j]!),
      );
    }
  }

  return {
    Ls,
    dc,
    sinusoidal,
    learned: { rows: Ls, cols: dc, data: learnedData },
    learnedRows,
    learnedScale: maxAbs(table.data) || 1,
    learnedStd: Math.sqrt(sumSquares / Math.max(1, table.data.length)),
    parameters: pe.learnedParameterCount(trainLen, dModel),
    bert: pe.learnedParameterCount(512, 768),
    extrapolation: {
      checked,
      maxBeyond: trainLen < checked ? maxAbs(check.data, trainLen * dModel) : null,
      unique: pe.uniqueRows(checked, dModel, { base }),
      far: { max: maxAbs(far.data) },
    },
    rope: computeRope(pe, state),
    rotationError,
  };
}

export class ComparisonView extends ViewElement {
  static override styles = [
    ...ViewElement.styles,
    figureStyles,
    css`
      figcaption .sub {
        display: block;
        font-weight: 400;
        color: var(--pe-muted);
        font-size: 0.85em;
      }
      .plot {
        position: relative;
        height: 280px;
        border: 1px solid var(--pe-border);
      }
      .plot pe-matrix {
        position: absolute;
        inset: 0;
      }
      .plot.learned {
        background: repeating-linear-gradient(
          45deg,
          var(--pe-surface) 0 6px,
          var(--pe-border) 6px 8px
        );
      }
      .marker {
        position: absolute;
        left: 0;
        right: 0;
        border-top: 2px dashed var(--pe-fg);
        pointer-events: none;
      }
      .marker span {
        position: absolute;
        right: 0.2em;
        top: 0.1em;
        background: var(--pe-bg);
        color: var(--pe-fg);
        font-size: 0.75em;
        padding: 0 0.3em;
        border-radius: 3px;
        border: 1px solid var(--pe-border);
      }
      .void {
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        display: grid;
        place-items: center;
        text-align: center;
        pointer-events: none;
      }
      .void span {
        background: var(--pe-bg);
        border: 1px solid var(--pe-border);
        border-radius: 4px;
        padding: 0.1em 0.4em;
        font-size: 0.85em;
        font-weight: 600;
      }
      .rope pe-matrix {
        width: min(100%, 320px);
        aspect-ratio: 1;
        border: 1px solid var(--pe-border);
      }
      .axis {
        display: flex;
        justify-content: space-between;
        gap: 0.5em;
        font-size: 0.8em;
        color: var(--pe-muted);
      }
      .legend {
        display: inline-flex;
        align-items: center;
        gap: 0.4em;
        font-size: 0.8em;
        color: var(--pe-muted);
      }
      .legend .bar {
        width: 7em;
        height: 0.7em;
        border: 1px solid var(--pe-border);
      }
      ul.checks {
        padding-left: 1.2em;
      }
      ul.checks li {
        margin: 0.2em 0;
      }
      th.label,
      td.label {
        text-align: left;
        vertical-align: top;
      }
      table.summary td {
        text-align: left;
        vertical-align: top;
        min-width: 10em;
      }
      .error {
        color: var(--pe-bad);
      }
    `,
  ];

  private result: Result | undefined;
  private error = '';
  private inputError = '';
  private key = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('state') && !changed.has('pe')) return;
    if (!this.pe || !this.state) return;
    const s = this.state;
    const key = `${s.seqLen}|${s.dModel}|${s.base}|${s.trainLen}`;
    if (key === this.key) return;
    this.key = key;
    try {
      this.result = compute(this.pe, s);
      this.error = '';
    } catch (error) {
      this.result = undefined;
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private onTrainLen(event: Event): void {
    const input = event.target as HTMLInputElement;
    const value = Number(input.value);
    if (input.value.trim() === '' || !Number.isInteger(value) || value < 1 || value > MAX_SEQ_LEN) {
      this.inputError = `Training length must be a whole number from 1 to ${grouped(MAX_SEQ_LEN)}; got "${input.value}".`;
      input.value = String(this.state.trainLen);
      this.requestUpdate();
      return;
    }
    this.inputError = '';
    this.request({ trainLen: value });
  }

  override render() {
    return html`
      <h2>Sinusoidal vs learned vs RoPE</h2>
      <p>
        Three ways to tell a Transformer where each token is. <strong>Sinusoidal</strong> (Vaswani
        et al., 2017) adds a fixed vector computed from a formula.
        <strong>Learned</strong> embeddings (BERT, GPT-2) add a trainable row of a lookup table.
        <strong>RoPE</strong> (Su et al., 2021; used in LLaMA) adds nothing: it rotates the query
        and key vectors inside attention, so their dot product depends on the relative position i −
        j. The paper tried learned embeddings too and found "nearly identical results" (Table 3, row
        E); it kept the sinusoid because it "would allow the model to extrapolate to sequence
        lengths longer than the ones encountered during training."
      </p>
      ${
        this.showControls
          ? html`<div class="controls">
              <div class="field">
                <label for="train-len">Training length (learned table rows)</label>
                <input
                  id="train-len"
                  type="number"
                  inputmode="numeric"
                  min="1"
                  max=${MAX_SEQ_LEN}
                  step="1"
                  .value=${String(this.state.trainLen)}
                  aria-describedby=${this.inputError ? 'train-len-error' : nothing}
                  @change=${this.onTrainLen}
                />
              </div>
              ${
                this.inputError
                  ? html`<p id="train-len-error" class="error" role="alert">${this.inputError}</p>`
                  : nothing
              }
            </div>`
          : nothing
      }
      ${
        this.error
          ? html`<p class="error" role="alert">${this.error}</p>`
          : this.result
            ? this.renderResult(this.result)
            : nothing
      }
    `;
  }

  private renderResult(r: Result) {
    return html`${this.renderExtrapolation(r)} ${this.renderRope(r.rope)} ${this.renderSummary(r)}`;
  }

  private marker(r: Result) {
    const trainLen = this.state.trainLen;
    if (trainLen >= r.Ls) return nothing;
    const top = (trainLen / r.Ls) * 100;
    return html`<div
      class="marker"
      data-train-len=${trainLen}
      style=${styleMap({ top: `${top}%` })}
    >
      <span>training length ${grouped(trainLen)}</span>
    </div>`;
  }

  private renderExtrapolation(r: Result) {
    const s = this.state;
    const cmap = s.cmap;
    const x = r.extrapolation;
    const beyond = s.trainLen < r.Ls;
    const top = (s.trainLen / r.Ls) * 100;
    const allDistinct = x.unique === x.checked;
    return html`<h3>Past the training length</h3>
      <p>
        Both heat maps show positions 0 … ${r.Ls - 1} (rows) by dimensions 0 … ${r.dc - 1}
        (columns). The dashed line is the training length ${grouped(s.trainLen)}: the longest
        sequence the model saw. The sinusoid is defined at every position, so it simply continues
        below the line. A learned table has exactly ${grouped(s.trainLen)} rows, one per trained
        position; below the line there is no row to look up.
      </p>
      ${
        beyond
          ? nothing
          : html`<p class="muted">
              The training length is at or beyond the last position shown; raise Sequence length
              above ${grouped(s.trainLen)} (or lower the training length) to look past it.
            </p>`
      }
      <div class="maps">
        <figure>
          <figcaption>
            Sinusoidal
            <span class="sub">fixed formula, values from −1 to 1</span>
          </figcaption>
          <div class="plot">
            <pe-matrix
              .matrix=${r.sinusoidal}
              min="-1"
              max="1"
              cmap=${cmap}
              label=${`Sinusoidal encoding, ${r.Ls} positions by ${r.dc} dimensions, continuing past the training length ${s.trainLen}`}
            ></pe-matrix>
            ${this.marker(r)}
          </div>
          <div class="axis"><span>↓ position</span><span>dimension →</span></div>
        </figure>
        <figure>
          <figcaption>
            Learned (initialised, seed ${TABLE_SEED})
            <span class="sub"
              >random start, sample standard deviation ${fixed(r.learnedStd, 4)}; colours
              ±${fixed(r.learnedScale, 3)}</span
            >
          </figcaption>
          <div class="plot learned">
            <pe-matrix
              .matrix=${r.learned}
              min=${-r.learnedScale}
              max=${r.learnedScale}
              cmap=${cmap}
              label=${`Learned position table with ${r.learnedRows} rows; positions ${s.trainLen} and beyond have no embedding`}
            ></pe-matrix>
            ${this.marker(r)}
            ${
              beyond
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
        ><span class="bar" style=${styleMap({ background: cssGradient(cmap) })}></span
        ><span>high</span>
      </div>
      ${
        s.seqLen > SHOW_POSITIONS || s.dModel > SHOW_DIMS
          ? html`<p class="muted">
              Drawn: the first ${r.Ls} positions and ${r.dc} dimensions (capped at ${SHOW_POSITIONS}
              × ${SHOW_DIMS}).
            </p>`
          : nothing
      }
      <ul class="checks" aria-live="polite">
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
        <li>
          Far past any training length: PE(${grouped(FAR_POSITION)}) has max |value|
          ${significant(x.far.max, 8)}
          ${
            x.far.max <= 1
              ? html`<span class="good">within [−1, 1]</span>`
              : html`<span class="bad">outside [−1, 1]</span>`
          }
          — a model trained on 512 positions can still be given an encoding for position
          ${grouped(FAR_POSITION)}.
        </li>
        <li data-check="learned">
          Learned: the table has ${grouped(this.state.trainLen)} rows, so position
          ${grouped(s.trainLen)} and beyond
          <span class="bad">have no embedding</span> (a hard maximum length). Its trainable
          parameters: ${grouped(s.trainLen)} × ${grouped(s.dModel)} =
          <strong data-value="parameters">${grouped(r.parameters)}</strong>; BERT's table, 512 × 768
          = <strong data-value="bert">${grouped(r.bert)}</strong>.
        </li>
      </ul>`;
  }

  private renderRope(rope: Rope) {
    const s = this.state;
    const yes = rope.spread <= 1e-9 * rope.scale;
    return html`<h3>RoPE: the score depends only on i − j</h3>
      <p>
        RoPE rotates each pair p, (x<sub>2p</sub>, x<sub>2p+1</sub>), of a query at position i by
        the angle i / base<sup>2p/d</sup>, and of a key at position j by j / base<sup>2p/d</sup>.
        Rotations compose, so the score q<sub>i</sub> · k<sub>j</sub> only sees the difference of
        the two angles: it is a function of i − j alone. Below, one fixed query q and key k
        (${s.dModel} random values each, seed ${QK_SEED}) are placed at every position 0 …
        ${rope.L - 1}; every diagonal of the score matrix is constant.
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
            .highlight=${(row: number, col: number) => col - row === OFFSET}
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
            to ${fixed(rope.scale, 4)}). Depends only on i − j:
            <span class=${yes ? 'good' : 'bad'}>${yes ? 'yes' : 'no'}</span>.
          </li>
          ${
            rope.sample
              ? html`<li>
                  score(${rope.sample.a[0]}, ${rope.sample.a[1]}) = ${fixed(rope.sample.a[2], 8)}
                  and score(${rope.sample.b[0]}, ${rope.sample.b[1]}) =
                  ${fixed(rope.sample.b[2], 8)}: same offset, same score.
                </li>`
              : nothing
          }
          ${
            s.seqLen > rope.L
              ? html`<li class="muted">
                  Showing the first ${rope.L} positions (capped to keep the page responsive at
                  d_model = ${s.dModel}).
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

  private renderSummary(r: Result) {
    const s = this.state;
    const cells: [
      string,
      TemplateResult | string,
      TemplateResult | string,
      TemplateResult | string,
    ][] = [
      [
        'Parameters',
        '0',
        html`L<sub>max</sub> × d_model = ${grouped(r.parameters)} here; ${grouped(r.bert)} for BERT`,
        '0',
      ],
      [
        'Maximum length',
        'none: defined for any position',
        html`hard: L<sub>max</sub> = ${grouped(s.trainLen)} rows`,
        'none in principle',
      ],
      [
        'Extrapolation',
        html`yes: values stay in [−1, 1]
        ${r.extrapolation.maxBeyond !== null ? html`(max ${fixed(r.extrapolation.maxBeyond, 4)} past the line)` : nothing}`,
        html`no: positions ≥ L<sub>max</sub> have no embedding`,
        'theoretically; long contexts need scaling in practice',
      ],
      [
        'Relative position',
        html`a linear map: PE(pos + k) = R<sub>k</sub> PE(pos)${
            r.rotationError !== null
              ? html` (max error ${significant(r.rotationError, 2)} at k = ${OFFSET})`
              : nothing
          }`,
        'none built in',
        html`the score depends only on i − j (spread ${significant(r.rope.spread, 2)})`,
      ],
      [
        'Where it acts',
        'added to the token embeddings',
        'added to the token embeddings',
        'rotates queries and keys inside attention',
      ],
      ['Used by', 'the Transformer (2017)', 'BERT, GPT-2 (2019)', 'LLaMA and similar models'],
    ];
    return html`<h3>Summary</h3>
      <div class="scroll">
        <table class="summary">
          <thead>
            <tr>
              <th class="label" scope="col"></th>
              <th class="label" scope="col">Sinusoidal</th>
              <th class="label" scope="col">Learned</th>
              <th class="label" scope="col">RoPE</th>
            </tr>
          </thead>
          <tbody>
            ${cells.map(
              ([name, a, b, c]) =>
                html`<tr>
                  <th class="label" scope="row">${name}</th>
                  <td>${a}</td>
                  <td>${b}</td>
                  <td>${c}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p>
        The progression reflects deepening understanding: the sinusoid showed that periodic
        functions can encode position; learned embeddings showed that flexibility helps; RoPE showed
        that encoding relative position directly in attention is more principled than adding
        absolute position to the embeddings. ALiBi (Press et al., 2022), a fourth scheme, adds a
        position-dependent bias to the attention scores instead.
      </p>`;
  }
}

define('pe-comparison-view', ComparisonView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-comparison-view': ComparisonView;
  }
}
