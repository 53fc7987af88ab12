// <pe-relative-view>: moving k positions rotates every (sin, cos) pair by an
// angle that depends on k only. The unit circle of one pair, its 2x2 R_k,
// the course's table "actual PE(pos+k) vs R_k PE(pos)", the whole-vector
// check, and the dot-product matrix PE·PEᵀ whose diagonals are constant.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import { fixed, significant } from '../../ui/format.js';
import { MAX_OFFSET } from './view.js';
import { MAX_SEQ_LEN, type State } from '../state.js';
import { FieldView } from '../../ui/field-view.js';
import { parseWholeNumber, wholeText } from '../../ui/whole-number.js';
import { define, heading, ViewElement } from '../view-element.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportRelative } from './export.js';
import { unitCircle } from './circle.js';
import {
  derive,
  K_SLIDER,
  pairOf,
  pairText,
  posSliderMax,
  tiny,
  TABLE_POSITIONS,
  TOLERANCE,
  turns,
  type RelativeModel,
  type Rotation,
} from './derive.js';
import { dotMatrix } from './dot-matrix.js';
import { relativeStyles } from './styles.js';

type Field = 'pos' | 'k' | 'pair';

export class RelativeView extends FieldView<RelativeModel> {
  static override styles = [...ViewElement.styles, relativeStyles];

  protected override derive(state: State, pe: PosEnc): RelativeModel {
    return derive(state, pe, this.model);
  }

  override exportData(): ViewExport | undefined {
    const model = this.model;
    return model
      ? exportRelative(model.dots.outcome.value, model.rotation.outcome.value, this.state)
      : undefined;
  }

  private setNumber(field: Field, text: string, min: number, max: number, label: string): void {
    const parsed = parseWholeNumber(text, min, max, label);
    if (parsed.error !== undefined) {
      this.message.show(parsed.error);
      return;
    }
    this.accept(field, parsed.value);
  }

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    const rotation = model.rotation.outcome;
    const dots = model.dots.outcome;
    const { seqLen, pos, k } = this.state;
    return html`
      ${heading(this.headingLevel, 0, html`Relative position: a shift is a rotation`)}
      <p>
        Each pair (PE(pos, 2i), PE(pos, 2i+1)) = (sin θ, cos θ) is a point on the unit circle at
        angle θ = pos / base<sup>2i/d<sub>model</sub></sup
        >. Moving k positions adds θ<sub>k</sub> = k / base<sup>2i/d<sub>model</sub></sup> to the
        angle, whatever pos is.
      </p>
      ${this.showControls ? this.renderControls() : nothing}
      ${
        rotation.error !== undefined
          ? html`<p class="bad" role="alert">${rotation.error}</p>`
          : this.renderRotation(rotation.value)
      }
      ${heading(this.headingLevel, 1, html`Dot products depend only on the offset`)}
      <p>
        The same fact seen from attention's side: PE(p)·PE(q) = Σ<sub>i</sub> cos((q − p) / base<sup
          >2i/d<sub>model</sub></sup
        >) depends on q − p only. So the matrix of all dot products is constant along every
        diagonal, largest (d<sub>model</sub>/2) on the main one, and symmetric: it measures
        distance, not direction. Hover a cell, or focus the matrix and use the arrow keys, to
        compare its whole diagonal.
      </p>
      ${
        dots.error !== undefined
          ? html`<p class="bad" role="alert">${dots.error}</p>`
          : dotMatrix(dots.value, seqLen, pos, k)
      }
    `;
  }

  private renderControls() {
    const { pos, k, dModel, seqLen } = this.state;
    const pair = pairOf(this.state);
    const picker = (
      field: Field,
      label: string,
      value: number,
      [min, max]: [number, number],
      [sliderMin, sliderMax]: [number, number],
    ) =>
      html`<div class="field">
        <label for=${`rel-${field}`}>${label}</label>
        <div class="pick">
          <input
            id=${`rel-${field}`}
            type="number"
            inputmode="numeric"
            min=${min}
            max=${max}
            step="1"
            .value=${String(value)}
            @change=${(event: Event) => {
              const input = event.target as HTMLInputElement;
              this.setNumber(field, input.value, min, max, label);
              input.value = String(this.state[field]);
            }}
          />
          <input
            type="range"
            aria-label=${`${label} slider`}
            min=${sliderMin}
            max=${sliderMax}
            step="1"
            .value=${String(Math.max(sliderMin, Math.min(sliderMax, value)))}
            @input=${(event: Event) =>
              this.setNumber(field, (event.target as HTMLInputElement).value, min, max, label)}
          />
        </div>
      </div>`;
    const lastPair = dModel / 2 - 1;
    return html`<div class="controls">
        ${picker('pos', 'Position pos', pos, [0, MAX_SEQ_LEN], [0, posSliderMax(seqLen)])}
        ${picker('k', 'Offset k', k, [-MAX_OFFSET, MAX_OFFSET], [-K_SLIDER, K_SLIDER])}
        ${picker('pair', 'Pair i', pair, [0, lastPair], [0, lastPair])}
      </div>
      ${this.message.text ? html`<p class="bad" role="status">${this.message.text}</p>` : nothing}`;
  }

  private renderRotation(r: Rotation) {
    const { pos, k, dModel } = this.state;
    const [c00, c01, c10, c11] = r.matrix;
    const wholeTurns = turns(r.theta);
    const kText = wholeText(k);
    const plusK = k >= 0 ? `+ ${kText}` : `− ${wholeText(-k)}`;
    return html`
      <div class="row">
        ${unitCircle(r, pos, k)}
        <div class="explain">
          <!-- Beside (on phones under) the circle, so a phone's first screen reaches it. -->
          <p>
            So one fixed matrix R<sub>k</sub>, which depends on k and not on pos, turns PE(pos) into
            PE(pos + k): the model can learn “k tokens back” as a single linear map. That is why the
            encoding uses sine and cosine pairs.
          </p>
          <p>
            Pair ${r.pair} (columns ${2 * r.pair} and ${2 * r.pair + 1}) turns by θ<sub>k</sub> = k
            / base<sup>2i/d<sub>model</sub></sup> = ${kText} /
            <span class="num">${significant(r.divisor, 6)}</span> =
            <span class="num" data-value="theta">${fixed(r.theta, 4)}</span> rad${
              Math.abs(wholeTurns) >= 1
                ? html` (${fixed(wholeTurns, 2)} turns; the figure shows what is left after the
                  whole turns)`
                : nothing
            }
            per shift of ${kText} positions.
          </p>
          <div class="rk" role="group" aria-label="The rotation matrix R_k for this pair">
            <span>R<sub>${kText}</sub> =</span>
            <table class="bracket" data-value="rk">
              <tr>
                <td>${fixed(c00, 4)}</td>
                <td>${fixed(c01, 4)}</td>
              </tr>
              <tr>
                <td>${fixed(c10, 4)}</td>
                <td>${fixed(c11, 4)}</td>
              </tr>
            </table>
            <span>=</span>
            <table class="bracket">
              <tr>
                <td>cos θ<sub>k</sub></td>
                <td>sin θ<sub>k</sub></td>
              </tr>
              <tr>
                <td>−sin θ<sub>k</sub></td>
                <td>cos θ<sub>k</sub></td>
              </tr>
            </table>
          </div>
          <p class="muted">
            R<sub>k</sub> (sin θ, cos θ) = (sin(θ + θ<sub>k</sub>), cos(θ + θ<sub>k</sub>)): the
            angle-addition formulas, written as a matrix. The full shift applies one such 2×2 block
            to every pair of the d<sub>model</sub> = ${dModel} dimensions (this view always uses the
            paper's interleaved order, where a pair's columns sit side by side).
          </p>
        </div>
      </div>
      ${heading(this.headingLevel, 1, html`The same R<sub>${kText}</sub> works at every position`)}
      <p>
        Predicted = R<sub>${kText}</sub> applied to PE(pos) (the engine's shift of the whole
        vector); actual = PE(pos ${plusK}) encoded directly. Pair ${r.pair} only; the last column
        checks all ${dModel} dimensions.
        <span class="source" data-source="course"
          >The course's check (Module 10): positions ${TABLE_POSITIONS.join(', ')}, pair 0, k = 5,
          d<sub>model</sub> = 8.</span
        >
      </p>
      <div class="scroll">
        <table
          aria-label=${`Actual PE(pos ${plusK}) against R_${kText} PE(pos) for pair ${r.pair}`}
        >
          <thead>
            <tr>
              <th scope="col">pos</th>
              <th scope="col">PE(pos), pair ${r.pair}</th>
              <th scope="col">predicted R<sub>${kText}</sub>·PE(pos)</th>
              <th scope="col">actual PE(pos ${plusK})</th>
              <th scope="col">max |error|, pair</th>
              <th scope="col">max |error|, all ${dModel} dims</th>
            </tr>
          </thead>
          <tbody>
            ${r.rows.map(
              (row) =>
                html`<tr class=${row.pos === pos ? 'current' : ''}>
                  <td>${wholeText(row.pos)}</td>
                  <td class="vec">${pairText(row.current)}</td>
                  <td class="vec">${pairText(row.predicted)}</td>
                  <td class="vec">${pairText(row.actual)}</td>
                  <td class="num">${tiny(row.pairError)}</td>
                  <td class="num">${tiny(row.vectorError)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <p data-value="check">
        Whole vector at pos = ${wholeText(pos)}: max |shift(PE(${wholeText(pos)}), ${kText}) −
        PE(${wholeText(pos + k)})| over all ${dModel} dimensions =
        <span class="num">${tiny(r.check.vectorError)}</span>:
        ${
          r.check.vectorError <= TOLERANCE
            ? html`<span class="good">matches</span>`
            : html`<span class="bad">does not match</span>`
        }
        (tolerance 10<sup>−9</sup>).
      </p>
    `;
  }
}

define('pe-relative-view', RelativeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-relative-view': RelativeView;
  }
}
