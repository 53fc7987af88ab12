// <pe-precision-view>: the sinusoidal encoding computed in float32, float16
// and bfloat16 as code in that type computes it. Every number comes from
// ./derive.ts (the engine).
import { html, nothing, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { precisionNames } from '../../engine/facts.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { fixed, significant } from '../../ui/format.js';
import { MAX_PRECISION_LEN } from './view.js';
import { type State } from '../state.js';
import { ChartCursor, chartFigure, chartStyles } from '../../ui/chart-figure.js';
import { errorText } from '../../ui/error-text.js';
import { choiceField, choiceStyles, InputMessage } from '../../ui/view-fields.js';
import { wholeText } from '../../ui/whole-number.js';
import { ViewElement, define, heading } from '../view-element.js';
import {
  completeAll,
  completeNext,
  derive,
  reducedPrecisions,
  type PrecisionModel,
} from './derive.js';
import { precisionExport } from './export.js';
import { precisionStyles } from './styles.js';

const tones = { float32: 3, float16: 2, bfloat16: 0 } as const;

/** A position or -1 as text. */
const positionText = (p: number) => (p < 0 ? 'none' : wholeText(p));

/** An entry, NaN shown as such. */
const entry = (v: number) =>
  Number.isNaN(v) ? html`<span class="nan">NaN</span>` : html`${fixed(v, 5)}`;

export class PrecisionView extends ViewElement<PrecisionModel> {
  static override styles = [...ViewElement.styles, ...chartStyles, choiceStyles, precisionStyles];

  private readonly message = new InputMessage(this);
  private readonly cursor = new ChartCursor(this);

  /** The task that computes the next pending report (one per task: see PrecisionModel.reports). */
  private nextReport: ReturnType<typeof setTimeout> | undefined;

  protected override derive(state: State, pe: PosEnc): PrecisionModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    if (this.model === undefined) return undefined;
    this.model = completeAll(this.model);
    this.requestUpdate();
    return precisionExport(this.model);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.model === undefined || this.model.pending.length === 0) return;
    // One task at a time; it reads the model current when it runs.
    if (this.nextReport !== undefined) return;
    this.nextReport = setTimeout(() => {
      this.nextReport = undefined;
      if (this.model === undefined || !this.isConnected) return;
      try {
        this.model = completeNext(this.model);
      } catch (error) {
        this.model = undefined;
        this.modelError = error instanceof Error ? error.message : String(error);
      }
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.nextReport);
    this.nextReport = undefined;
  }

  override render() {
    return html`
      ${heading(this.headingLevel, 0, html`Precision`)}
      <p>
        Mixed-precision training computes the encoding in the type of the model, and code written
        the usual way (<code>pos * inv_freq</code>, then <code>sin</code>) rounds at every step: the
        position, 1 / base<sup>2i/d</sup>, their product and the sine. Here each entry is
        round(sin(round(round(pos) × round(1 / base<sup>2i/d</sup>)))) with round-to-nearest-even in
        the type, compared with the exact float64 encoding.
      </p>
      ${this.showControls ? this.renderControls() : nothing} ${this.renderModel()}
      <!-- After the table and charts, so a phone's first screen reaches them. -->
      <p>
        bfloat16 keeps 8 significant bits, so it holds whole numbers exactly only up to 256:
        position 257 is stored as 256, and from there rows repeat. float16 keeps 11 bits (exact to
        2,048) and its largest finite value is 65,504: from position 65,520 the position rounds to
        infinity and sin(∞) is NaN. float32 is exact to 16,777,216, but its error still grows with
        the position, because the angle pos × θ keeps only 24 bits. Wang et al. (2024, "When
        Precision Meets Position: BFloat16 Breaks Down RoPE in Long-Context Training",
        <a href="https://arxiv.org/abs/2411.13476">arXiv:2411.13476</a>) show the same failure in
        RoPE during long-context training.
      </p>
    `;
  }

  private renderControls() {
    const s = this.state;
    return html`<div class="controls">
        ${this.message.field({
          id: 'precision-len',
          label: 'Positions',
          value: s.precisionLen,
          min: 2,
          max: MAX_PRECISION_LEN,
          set: (precisionLen) => this.request({ precisionLen }),
        })}
        ${choiceField({
          id: 'precision-type',
          label: 'Rows shown in',
          value: s.precision,
          choices: precisionNames,
          set: (precision) => this.request({ precision }),
        })}
      </div>
      ${this.message.render()}`;
  }

  private renderModel() {
    const m = this.model;
    if (m === undefined) return errorText(this.modelError);
    const n = m.seqLen;
    const d = this.cursor.at(n, 2049);
    const ready = reducedPrecisions.filter((p) => m.reports[p] !== undefined);
    const markers = ready
      .filter((p) => m.reports[p]!.firstCollision >= 0)
      .map((p) => ({ x: m.reports[p]!.firstCollision, label: `${p} repeats` }));
    return html`
      <div class="table-wrap">
        <table class="precision-summary">
          <thead>
            <tr>
              <th>type</th>
              <th class="num">distinct rows of ${wholeText(n)}</th>
              <th class="num">first repeated row</th>
              <th class="num">first NaN/∞ row</th>
              <th class="num">integers exact up to</th>
            </tr>
          </thead>
          <tbody>
            ${reducedPrecisions.map((p) => {
              const r = m.reports[p];
              if (r === undefined) {
                return html`<tr data-precision=${p} aria-busy="true">
                  <th>${p}</th>
                  <td class="num pending" colspan="4">computing…</td>
                </tr>`;
              }
              return html`<tr data-precision=${p}>
                <th>${p}</th>
                <td class="num">${wholeText(r.distinctRows)}</td>
                <td class="num">${positionText(r.firstCollision)}</td>
                <td class="num">${positionText(r.firstNonFinite)}</td>
                <td class="num">${wholeText(r.largestExactInteger)}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${chartFigure({
        caption: 'Largest error of each row against float64 (log scale; gaps: 0 or NaN)',
        series: ready.map((p) => ({
          label: p,
          x: m.positions,
          y: m.reports[p]!.maxError,
          tone: tones[p],
        })),
        markers,
        cursor: this.cursor,
        at: d,
        xLabel: 'position',
        yLabel: 'max |error| in the row',
        label: 'Position in the precision chart',
        yLog: true,
        readout: html`<strong>Position ${wholeText(d)}</strong>: largest error
          ${ready.map(
            (p, k) =>
              html`${k ? ', ' : ''}${p}
                <span class="num"
                  >${Number.isNaN(m.reports[p]!.maxError[d]!) ? html`<span class="nan">NaN</span>` : significant(m.reports[p]!.maxError[d]!, 3)}</span
                >`,
          )};
          ${m.selected} stores it as
          <span class="num stored">${significant(m.stored[d]!, 8)}</span>.`,
      })}
      ${m.collision ? this.renderCollision(m) : nothing}
    `;
  }

  private renderCollision(m: PrecisionModel) {
    const c = m.collision!;
    const cols = Array.from({ length: c.row.length }, (_, j) => j);
    return html`<figure>
      <figcaption>
        The first repeated row in ${m.selected}: positions ${wholeText(c.position - 1)} and
        ${wholeText(c.position)} (first ${cols.length} columns)
      </figcaption>
      <div class="table-wrap">
        <table class="collision">
          <thead>
            <tr>
              <th>position</th>
              ${cols.map((j) => html`<th class="num">dim ${j}</th>`)}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>${wholeText(c.position - 1)}</th>
              ${cols.map((j) => html`<td class="num">${entry(c.previous[j]!)}</td>`)}
            </tr>
            <tr>
              <th>${wholeText(c.position)}</th>
              ${cols.map((j) => html`<td class="num">${entry(c.row[j]!)}</td>`)}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>`;
  }
}

define('pe-precision-view', PrecisionView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-precision-view': PrecisionView;
  }
}
