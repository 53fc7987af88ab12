// <pe-worked-view>: the sources' hand calculation, d_model = 4 and three
// positions, cell by cell: formula, angle and value, then embedding + PE =
// the input the model sees. Angles come from the engine's wavelengths
// (divisor = wavelength / 2π), values from its encoding.
import { css, html, nothing, type TemplateResult } from 'lit';
import { styleMap } from '../style-map.js';

import { cssGradient } from '../colormap.js';
import '../matrix-canvas.js';
import type { Matrix } from '../engine.js';
import { fixed, significant } from '../format.js';
import { EMBEDDING_SIZE } from '../state.js';
import { ViewElement, define } from '../view-element.js';

const D_MODEL = EMBEDDING_SIZE;
const POSITIONS = 3;

/** Rounded to `digits` decimals with trailing zeros dropped, as NumPy prints: 0.5403, 0.71, 1. */
function short(value: number, digits = 5): string {
  const text = fixed(value, digits);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function list(values: ArrayLike<number>, digits = 5): string {
  return `[${Array.from(values, (v) => short(v, digits)).join(', ')}]`;
}

interface Worked {
  encoding: Matrix;
  /** base^(2i/d_model) per pair, from the engine's wavelengths. */
  divisors: number[];
  wavelengths: Float64Array;
  unique: number;
}

export class WorkedView extends ViewElement {
  static override styles = [
    ...ViewElement.styles,
    css`
      ol.steps {
        padding-left: 1.3em;
      }
      .divisors {
        font-family: var(--pe-mono);
        font-size: 0.95em;
        display: grid;
        gap: 0.2em;
        margin: 0.3em 0 0.8em;
      }
      table.cells td {
        text-align: left;
        vertical-align: top;
        padding: 0.35em 0.6em;
        min-width: 11.5em;
      }
      table.cells th[scope='row'] {
        text-align: left;
        white-space: nowrap;
      }
      .formula {
        font-family: var(--pe-mono);
        font-size: 0.82em;
        white-space: nowrap;
      }
      .value {
        font-size: 1.15em;
        font-variant-numeric: tabular-nums;
      }
      .value strong {
        font-family: var(--pe-mono);
      }
      .value .five {
        font-family: var(--pe-mono);
        font-size: 0.85em;
        margin-left: 0.4em;
      }
      table.sums td {
        font-family: var(--pe-mono);
        font-size: 0.9em;
        white-space: nowrap;
      }
      table.sums td {
        text-align: left;
      }
      table.sums th[scope='row'] {
        text-align: left;
        white-space: nowrap;
      }
      table.sums td.input {
        font-weight: 700;
      }
      .figure {
        display: flex;
        flex-wrap: wrap;
        gap: 1em 2em;
        align-items: flex-start;
        margin: 0.6em 0;
      }
      figure.pe-map {
        margin: 0;
        max-width: 14em;
      }
      .notes {
        flex: 1 1 20em;
      }
      table.sums thead th {
        text-align: left;
      }
      .map {
        display: grid;
        justify-content: start;
        grid-template-columns: auto 176px;
        font-size: 0.75em;
        font-family: var(--pe-mono);
        align-items: center;
      }
      .map .cols {
        display: grid;
        grid-template-columns: repeat(4, 44px);
        text-align: center;
      }
      .map .rows {
        display: grid;
        grid-template-rows: repeat(3, 44px);
        align-items: center;
        padding-right: 0.3em;
        text-align: right;
      }
      .map pe-matrix {
        width: 176px;
        height: 132px;
        border: 1px solid var(--pe-border);
      }
      .legend {
        display: flex;
        align-items: center;
        gap: 0.4em;
        font-size: 0.75em;
        margin-top: 0.3em;
      }
      .legend .bar {
        display: inline-block;
        width: 8em;
        height: 0.6em;
        border: 1px solid var(--pe-border);
      }
      .observations li {
        margin: 0.2em 0;
      }
      .note {
        font-size: 0.9em;
      }
      .message {
        color: var(--pe-bad);
        font-weight: 600;
      }
    `,
  ];

  private compute(): Worked {
    const base = this.state.base;
    const wavelengths = this.pe.wavelengths(D_MODEL, { base });
    return {
      encoding: this.pe.positionalEncoding(POSITIONS, D_MODEL, { base }),
      wavelengths,
      divisors: Array.from(wavelengths, (w) => w / (2 * Math.PI)),
      unique: this.pe.uniqueRows(POSITIONS, D_MODEL, { base }),
    };
  }

  private value(w: Worked, pos: number, dim: number): number {
    return w.encoding.data[pos * D_MODEL + dim]!;
  }

  private baseText(): string {
    return significant(this.state.base, 8);
  }

  private renderDivisors(w: Worked): TemplateResult {
    const base = this.baseText();
    return html`<div class="divisors">
      ${w.divisors.map((divisor, i) => {
        const exponent = (2 * i) / D_MODEL;
        return html`<div>
          div<sub>${i}</sub> = ${base}^(2·${i}/${D_MODEL}) = ${base}^${significant(exponent)} =
          <strong>${significant(divisor, 6)}</strong>
          <span class="muted"
            >(wavelength 2π·${significant(divisor, 6)} = ${significant(w.wavelengths[i]!, 5)})</span
          >
        </div>`;
      })}
    </div>`;
  }

  /**
   * Cells a hair from a 4-decimal midpoint (cos 0.01 = 0.99995000004): they
   * print as a tie at 5 decimals, and cutting off instead of rounding gives
   * another 4-decimal figure.
   */
  private knifeEdges(w: Worked): { pos: number; dim: number; v: number }[] {
    const found = [];
    for (let pos = 0; pos < POSITIONS; pos++) {
      for (let dim = 0; dim < D_MODEL; dim++) {
        const v = this.value(w, pos, dim);
        const scaled = Math.abs(v) * 1e4;
        if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-5) found.push({ pos, dim, v });
      }
    }
    return found;
  }

  private renderCells(w: Worked): TemplateResult {
    const base = this.baseText();
    const flagged = this.knifeEdges(w);
    const isFlagged = (pos: number, dim: number) =>
      flagged.some((f) => f.pos === pos && f.dim === dim);
    return html`<div class="scroll">
      <table class="cells">
        <caption class="visually-hidden">
          PE(pos, dim) for d_model = 4 and positions 0 to 2: formula, angle and value of every cell
        </caption>
        <thead>
          <tr>
            <th scope="col">pos</th>
            ${Array.from({ length: D_MODEL }, (_, dim) => {
              const i = Math.floor(dim / 2);
              return html`<th scope="col">
                dim ${dim}: ${dim % 2 === 0 ? 'sin' : 'cos'}, pair i = ${i}
              </th>`;
            })}
          </tr>
        </thead>
        <tbody>
          ${Array.from(
            { length: POSITIONS },
            (_, pos) =>
              html`<tr>
                <th scope="row">pos ${pos}</th>
                ${Array.from({ length: D_MODEL }, (_, dim) => {
                  const i = Math.floor(dim / 2);
                  const fn = dim % 2 === 0 ? 'sin' : 'cos';
                  const angle = pos / w.divisors[i]!;
                  const v = this.value(w, pos, dim);
                  return html`<td data-cell="${pos}-${dim}">
                    <div class="formula">${fn}(${pos} / ${base}^(2·${i}/${D_MODEL}))</div>
                    <div class="formula">= ${fn}(${significant(angle, 6)})</div>
                    <div class="value">
                      <strong>${fixed(v, 4)}</strong
                      ><span class="five muted">${fixed(v, 5)}</span>${
                        isFlagged(pos, dim) ? html`<sup>*</sup>` : nothing
                      }
                    </div>
                  </td>`;
                })}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderNotes(w: Worked): TemplateResult {
    const flagged = this.knifeEdges(w);
    return html`<p class="muted note">
        Each cell: the formula, the angle, the value at 4 decimals and (smaller) at 5.
      </p>
      ${flagged.map((f) => {
        const i = Math.floor(f.dim / 2);
        const angle = significant(f.pos / w.divisors[i]!, 6);
        const cut = Math.trunc(f.v * 1e4) / 1e4;
        return html`<p class="note">
          <sup>*</sup> PE(${f.pos}, ${f.dim}) = ${f.dim % 2 === 0 ? 'sin' : 'cos'}(${angle}) =
          ${fixed(f.v, 10)}, a hair from the midpoint ${fixed(f.v, 5)}: it rounds to
          <strong>${fixed(f.v, 4)}</strong> at 4 decimals. The source's 4-decimal table prints
          <strong>${fixed(cut, 4)}</strong>, the value cut off rather than rounded.
        </p>`;
      })}`;
  }

  private renderSums(w: Worked): TemplateResult {
    const { words, emb } = this.state;
    const n = Math.min(POSITIONS, words.length);
    return html`<div class="scroll">
        <table class="sums">
          <thead>
            <tr>
              <th scope="col">token</th>
              <th scope="col">embedding</th>
              <th scope="col">+ PE(pos)</th>
              <th scope="col">= input the model sees</th>
            </tr>
          </thead>
          <tbody>
            ${Array.from({ length: n }, (_, pos) => {
              const row = w.encoding.data.subarray(pos * D_MODEL, (pos + 1) * D_MODEL);
              const e = emb[pos]!;
              const sum = e.map((v, j) => v + row[j]!);
              return html`<tr>
                <th scope="row">${words[pos]} <span class="muted">(pos ${pos})</span></th>
                <td>${list(e)}</td>
                <td>${list(row)}</td>
                <td class="input" data-sum=${pos}>${list(sum)}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${
        n < POSITIONS
          ? html`<p class="muted note">
              Only ${n} word${n === 1 ? '' : 's'} in the sentence; add words in the Word order
              lesson to fill all three positions.
            </p>`
          : nothing
      }`;
  }

  private renderObservations(w: Worked): TemplateResult {
    const at = (pos: number, dim: number) => this.value(w, pos, dim);
    const last = POSITIONS - 1;
    const values = Array.from(w.encoding.data);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const ratio = w.divisors[1]! / w.divisors[0]!;
    const row0 = Array.from({ length: D_MODEL }, (_, dim) => short(at(0, dim), 4));
    return html`<ul class="observations">
      <li>
        <strong
          >Columns 0–1 (pair 0, divisor ${significant(w.divisors[0]!, 6)}) change fast:</strong
        >
        from pos 0 to ${last}, sin goes ${short(at(0, 0), 2)} → ${short(at(last, 0), 2)} and cos
        ${short(at(0, 1), 2)} → ${short(at(last, 1), 2)}: a fine-grained position signal.
      </li>
      <li>
        ${
          ratio >= 10
            ? html`<strong
                  >Columns 2–3 (pair 1, divisor ${significant(w.divisors[1]!, 6)}) change
                  slowly:</strong
                >
                sin goes ${short(at(0, 2), 4)} → ${short(at(last, 2), 4)} and cos stays near 1
                (${short(at(last, 3), 4)} at pos ${last}), because its frequency is
                ${significant(ratio, 4)} times lower: a coarse position signal.`
            : html`<strong>Columns 2–3 (pair 1, divisor ${significant(w.divisors[1]!, 6)})</strong>
                change almost as fast as columns 0–1 (frequencies only ${significant(ratio, 4)}×
                apart): a small base squeezes the frequencies together.`
        }
      </li>
      <li>
        <strong>All values lie in [−1, 1]</strong>, as sines and cosines must: here from
        ${short(min, 4)} to ${short(max, 4)}.
      </li>
      <li>
        <strong>Position 0 is (${row0.join(', ')})</strong>: sin 0 = 0 and cos 0 = 1 at every
        frequency, a handy check of any implementation.
      </li>
      <li>
        <strong>Each row is unique:</strong> ${w.unique} distinct rows out of ${POSITIONS}, so no
        two positions share an encoding.
      </li>
    </ul>`;
  }

  private renderMap(w: Worked): TemplateResult {
    const cmap = this.state.cmap;
    return html`<figure class="pe-map">
      <figcaption class="muted note">PE heat map: rows = pos, columns = dim</figcaption>
      <div class="map">
        <span></span>
        <div class="cols" aria-hidden="true">
          ${Array.from({ length: D_MODEL }, (_, dim) => html`<span>${dim}</span>`)}
        </div>
        <div class="rows" aria-hidden="true">
          ${Array.from({ length: POSITIONS }, (_, pos) => html`<span>${pos}</span>`)}
        </div>
        <pe-matrix
          .matrix=${w.encoding}
          min="-1"
          max="1"
          cmap=${cmap}
          label="Heat map of the 3 by 4 positional encoding: rows are positions 0 to 2, columns dimensions 0 to 3, colour from −1 to 1."
        ></pe-matrix>
      </div>
      <div class="legend">
        <span>−1</span><span class="bar" style=${styleMap({ background: cssGradient(cmap) })}></span
        ><span>1</span>
      </div>
    </figure>`;
  }

  override render() {
    let worked: Worked;
    try {
      worked = this.compute();
    } catch (e) {
      return html`<p class="message" role="alert">
        ${e instanceof Error ? e.message : String(e)}
      </p>`;
    }
    const base = this.baseText();
    return html`
      <h2>Worked example: d_model = 4, three positions</h2>
      <p>
        With d_model = 4 there are two (sin, cos) pairs. Pair i divides the position by
        ${base}^(2i/4), giving the angle θ = pos / ${base}^(2i/4); dimension 2i holds sin θ and
        dimension 2i + 1 holds cos θ. Work it through once by hand and the formula holds no more
        mysteries.
      </p>
      <p class="muted">
        Fixed at d_model = 4, 3 positions and the paper's interleaved layout, as in the sources; the
        Base control applies, the others do not.
      </p>
      <h3>1. The divisors</h3>
      ${this.renderDivisors(worked)}
      <h3>2. Every cell: formula, angle, value</h3>
      ${this.renderCells(worked)}
      <div class="figure">
        ${this.renderMap(worked)}
        <div class="notes">${this.renderNotes(worked)}</div>
      </div>
      <h3>3. embedding + PE = the input the model sees</h3>
      <p>
        Each token's embedding gets the PE row of its position added, number by number (added, not
        concatenated: the width stays 4).
      </p>
      ${this.renderSums(worked)}
      <h3>What the table shows</h3>
      ${this.renderObservations(worked)}
    `;
  }
}

define('pe-worked-view', WorkedView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-view': WorkedView;
  }
}
