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
import { define, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup, renderText } from '../../ui/chapter.js';
import chapter from '../../content/worked.js';
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

  private renderDivisors(w: WorkedModel, values: WorkedValues): TemplateResult {
    return html`<div class="divisors">
      ${w.divisors.map(
        (divisor, i) =>
          html`<div>
            ${renderMarkup(chapter.phrases.divisor, {
              ...values,
              pair: i,
              exponent: significant(w.exponents[i]!),
              divisor: significant(divisor, 6),
              wavelength: significant(w.wavelengths[i]!, 5),
            })}
          </div>`,
      )}
    </div>`;
  }

  private renderCells(w: WorkedModel): TemplateResult {
    const base = baseText(w.base);
    return html`<div class="scroll">
      <table class="cells">
        <caption class="visually-hidden">
          ${renderMarkup(chapter.phrases.cellsCaption, {})}
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

  /** One note per cell a hair from a 4-decimal midpoint. */
  private renderKnifeEdges(w: WorkedModel, values: WorkedValues): TemplateResult[] {
    return w.knifeEdges.map(
      (f) =>
        html`<p class="note">
          ${renderMarkup(chapter.phrases.knifeEdge, {
            ...values,
            edgePos: f.pos,
            edgeDim: f.dim,
            edgeFn: f.fn,
            edgeAngle: significant(f.angle, 6),
            edgeValue: fixed(f.value, 10),
            edgeMidpoint: fixed(f.value, 5),
            edgeRounded: fixed(f.value, 4),
            edgeCut: fixed(cutOff(f.value), 4),
          })}
        </p>`,
    );
  }

  private renderSums(w: WorkedModel): TemplateResult {
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
    </div>`;
  }

  private renderMap(w: WorkedModel): TemplateResult {
    const cmap = this.state.cmap;
    return html`<figure class="pe-map">
      <figcaption class="muted note">${renderMarkup(chapter.phrases.mapCaption, {})}</figcaption>
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
          label=${renderText(chapter.phrases.mapLabel)}
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
    const values = workedValues(w);
    const words = w.sums.length;
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {
        slowPair: w.ratio >= 10,
        closePairs: w.ratio < 10,
        oneWord: words === 1,
        fewWords: words !== 1 && words < POSITIONS,
      },
      values,
      figures: {
        divisors: () => this.renderDivisors(w, values),
        cells: () => this.renderCells(w),
        map: () => this.renderMap(w),
        knifeEdges: () => this.renderKnifeEdges(w, values),
        sums: () => this.renderSums(w),
      },
    });
  }
}

/** The numbers the chapter's prose interpolates (the per-line ones empty: their figures fill them). */
function workedValues(w: WorkedModel) {
  const at = (pos: number, dim: number) => short(w.cells[pos]![dim]!.value, 4);
  const last = POSITIONS - 1;
  const [div0, div1] = w.divisors.map((d) => significant(d, 6));
  return {
    base: baseText(w.base),
    dModel: D_MODEL,
    pair: '',
    exponent: '',
    divisor: '',
    wavelength: '',
    edgePos: '',
    edgeDim: '',
    edgeFn: '',
    edgeAngle: '',
    edgeValue: '',
    edgeMidpoint: '',
    edgeRounded: '',
    edgeCut: '',
    words: w.sums.length,
    div0,
    div1,
    last,
    sin0: short(w.cells[0]![0]!.value, 2),
    sinLast: short(w.cells[last]![0]!.value, 2),
    cos0: short(w.cells[0]![1]!.value, 2),
    cosLast: short(w.cells[last]![1]!.value, 2),
    slowSin0: at(0, 2),
    slowSinLast: at(last, 2),
    slowCosLast: at(last, 3),
    ratio: significant(w.ratio, 4),
    min: short(w.min, 4),
    max: short(w.max, 4),
    row0: w.cells[0]!.map((cell) => short(cell.value, 4)).join(', '),
    unique: w.unique,
    positions: POSITIONS,
  };
}

type WorkedValues = ReturnType<typeof workedValues>;

define('pe-worked-view', WorkedView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-view': WorkedView;
  }
}
