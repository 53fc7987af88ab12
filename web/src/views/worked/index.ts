// <pe-worked-view>: the sources' hand calculation, d_model = 4 and three
// positions, cell by cell: formula, angle and value, then embedding + PE =
// the input the model sees. The numbers are derived in derive.ts.
import { html, type TemplateResult } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import './cells.js';
import './divisors.js';
import './map.js';
import './sums.js';
import type { State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/worked.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportWorked } from './export.js';
import {
  D_MODEL,
  POSITIONS,
  baseText,
  cutOff,
  deriveWorked,
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
        divisors: () => html`<pe-worked-divisors .model=${w}></pe-worked-divisors>`,
        cells: () => html`<pe-worked-cells .model=${w}></pe-worked-cells>`,
        map: () =>
          html`<pe-worked-map .encoding=${w.encoding} .cmap=${this.state.cmap}></pe-worked-map>`,
        knifeEdges: () => this.renderKnifeEdges(w, values),
        sums: () =>
          html`<pe-worked-sums .words=${this.state.words.length} .sums=${w.sums}></pe-worked-sums>`,
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
