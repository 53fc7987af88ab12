// <pe-worked-view>: the sources' hand calculation, d_model = 4 and three
// positions, cell by cell: formula, angle and value, then embedding + PE =
// the input the model sees. The numbers are derived in derive.ts.
import { html, nothing, type TemplateResult } from 'lit';

import { cssGradient } from '../../ui/colormap.js';
import type { PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import '../../ui/matrix-canvas.js';
import type { State } from '../state.js';
import { styleMap } from '../../ui/style-map.js';
import { define, heading, ViewElement } from '../view-element.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportWorked } from './export.js';
import {
  D_MODEL,
  POSITIONS,
  baseText,
  cutOff,
  deriveWorked,
  list,
  short,
  type WorkedModel,
} from './derive.js';
import { workedStyles } from './styles.js';

export class WorkedView extends ViewElement<WorkedModel> {
  static override styles = [...ViewElement.styles, workedStyles];

  protected override derive(state: State, pe: PosEnc): WorkedModel {
    return deriveWorked(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? exportWorked(this.model, this.state.cmap) : undefined;
  }

  private renderDivisors(w: WorkedModel): TemplateResult {
    const base = baseText(w.base);
    return html`<div class="divisors">
      ${w.divisors.map(
        (divisor, i) =>
          html`<div>
            div<sub>${i}</sub> = ${base}^(2·${i}/${D_MODEL}) =
            ${base}^${significant(w.exponents[i]!)} = <strong>${significant(divisor, 6)}</strong>
            <span class="muted"
              >(wavelength 2π·${significant(divisor, 6)} =
              ${significant(w.wavelengths[i]!, 5)})</span
            >
          </div>`,
      )}
    </div>`;
  }

  private renderCells(w: WorkedModel): TemplateResult {
    const base = baseText(w.base);
    return html`<div class="scroll">
      <table class="cells">
        <caption class="visually-hidden">
          PE(pos, dim) for d_model = 4 and positions 0 to 2: formula, angle and value of every cell
        </caption>
        <thead>
          <tr>
            <th scope="col">pos</th>
            ${w.cells[0]!.map(
              (cell) =>
                html`<th scope="col">dim ${cell.dim}: ${cell.fn}, pair i = ${cell.pair}</th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${w.cells.map(
            (row, pos) =>
              html`<tr>
                <th scope="row">pos ${pos}</th>
                ${row.map(
                  (cell) =>
                    html`<td data-cell="${cell.pos}-${cell.dim}">
                      <div class="formula">
                        ${cell.fn}(${cell.pos} / ${base}^(2·${cell.pair}/${D_MODEL}))
                      </div>
                      <div class="formula">= ${cell.fn}(${significant(cell.angle, 6)})</div>
                      <div class="value">
                        <strong>${fixed(cell.value, 4)}</strong
                        ><span class="five muted">${fixed(cell.value, 5)}</span>${
                          cell.knifeEdge ? html`<sup>*</sup>` : nothing
                        }
                      </div>
                    </td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderNotes(w: WorkedModel): TemplateResult {
    return html`<p class="muted note">
        Each cell: the formula, the angle, the value at 4 decimals and (smaller) at 5.
      </p>
      ${w.knifeEdges.map(
        (f) =>
          html`<p class="note">
            <sup>*</sup> PE(${f.pos}, ${f.dim}) = ${f.fn}(${significant(f.angle, 6)}) =
            ${fixed(f.value, 10)}, a hair from the midpoint ${fixed(f.value, 5)}: it rounds to
            <strong>${fixed(f.value, 4)}</strong> at 4 decimals. The source's 4-decimal table prints
            <strong>${fixed(cutOff(f.value), 4)}</strong>, the value cut off rather than rounded.
          </p>`,
      )}`;
  }

  private renderSums(w: WorkedModel): TemplateResult {
    const n = w.sums.length;
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
            ${w.sums.map(
              (s) =>
                html`<tr>
                  <th scope="row">${s.word} <span class="muted">(pos ${s.pos})</span></th>
                  <td>${list(s.embedding)}</td>
                  <td>${list(s.pe)}</td>
                  <td class="input" data-sum=${s.pos}>${list(s.sum)}</td>
                </tr>`,
            )}
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

  private renderObservations(w: WorkedModel): TemplateResult {
    const at = (pos: number, dim: number) => w.cells[pos]![dim]!.value;
    const last = POSITIONS - 1;
    const row0 = w.cells[0]!.map((cell) => short(cell.value, 4));
    const [div0, div1] = w.divisors.map((d) => significant(d, 6));
    return html`<ul class="observations">
      <li>
        <strong>Columns 0–1 (pair 0, divisor ${div0}) change fast:</strong>
        from pos 0 to ${last}, sin goes ${short(at(0, 0), 2)} → ${short(at(last, 0), 2)} and cos
        ${short(at(0, 1), 2)} → ${short(at(last, 1), 2)}: a fine-grained position signal.
      </li>
      <li>
        ${
          w.ratio >= 10
            ? html`<strong>Columns 2–3 (pair 1, divisor ${div1}) change slowly:</strong> sin goes
                ${short(at(0, 2), 4)} → ${short(at(last, 2), 4)} and cos stays near 1
                (${short(at(last, 3), 4)} at pos ${last}), because its frequency is
                ${significant(w.ratio, 4)} times lower: a coarse position signal.`
            : html`<strong>Columns 2–3 (pair 1, divisor ${div1})</strong> change almost as fast as
                columns 0–1 (frequencies only ${significant(w.ratio, 4)}× apart): a small base
                squeezes the frequencies together.`
        }
      </li>
      <li>
        <strong>All values lie in [−1, 1]</strong>, as sines and cosines must: here from
        ${short(w.min, 4)} to ${short(w.max, 4)}.
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

  private renderMap(w: WorkedModel): TemplateResult {
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
    const w = this.model;
    if (!w) return html`<p class="message" role="alert">${this.modelError}</p>`;
    const base = baseText(w.base);
    return html`
      ${heading(this.headingLevel, 0, html`Worked example: d_model = 4, three positions`)}
      <p>
        With d_model = 4 there are two (sin, cos) pairs. Pair i divides the position by
        ${base}^(2i/4), giving the angle θ = pos / ${base}^(2i/4); dimension 2i holds sin θ and
        dimension 2i + 1 holds cos θ.
      </p>
      ${heading(this.headingLevel, 1, html`1. The divisors`)} ${this.renderDivisors(w)}
      ${heading(this.headingLevel, 1, html`2. Every cell: formula, angle, value`)}
      ${this.renderCells(w)}
      <!-- After the first table, so a phone's first screen reaches it. -->
      <p class="muted">
        Fixed at d_model = 4, 3 positions and the paper's interleaved layout, as in
        <span class="source" data-source="tutorial problem"
          >the tutorial's and the problem page's hand calculation</span
        >; the Base control applies.
      </p>
      <div class="figure">
        ${this.renderMap(w)}
        <div class="notes">${this.renderNotes(w)}</div>
      </div>
      ${heading(this.headingLevel, 1, html`3. embedding + PE = the input the model sees`)}
      <p>
        Each token's embedding gets the PE row of its position added, number by number (added, not
        concatenated: the width stays 4).
      </p>
      ${this.renderSums(w)} ${heading(this.headingLevel, 1, html`What the table shows`)}
      ${this.renderObservations(w)}
    `;
  }
}

define('pe-worked-view', WorkedView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-view': WorkedView;
  }
}
