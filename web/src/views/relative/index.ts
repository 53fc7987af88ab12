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
import { define, ViewElement } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/relative.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportRelative } from './export.js';
import './circle.js';
import './shift-table.js';
import {
  derive,
  K_SLIDER,
  pairOf,
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
    const { seqLen, pos, k, dModel } = this.state;
    const r = rotation.value;
    const kText = wholeText(k);
    const wholeTurns = r ? turns(r.theta) : 0;
    const plusK = k >= 0 ? `+ ${kText}` : `− ${wholeText(-k)}`;
    const values = {
      pair: r?.pair,
      col0: r ? 2 * r.pair : undefined,
      col1: r ? 2 * r.pair + 1 : undefined,
      kText,
      divisor: r ? significant(r.divisor, 6) : '',
      theta: r ? fixed(r.theta, 4) : '',
      turns: fixed(wholeTurns, 2),
      dModel,
      plusK,
      tablePositions: TABLE_POSITIONS.join(', '),
      pos: wholeText(pos),
      posPlusK: wholeText(pos + k),
      vectorError: r ? tiny(r.check.vectorError) : '',
      dotsDModel: dots.value?.dModel ?? '',
      seed0: dots.value ? fixed(dots.value.seed[0], 4) : '',
      seed1: dots.value ? fixed(dots.value.seed[1], 4) : '',
      turnsNote: () =>
        Math.abs(wholeTurns) >= 1 ? renderMarkup(chapter.phrases.turnsNote, values) : nothing,
      verdict: () =>
        renderMarkup(
          r && r.check.vectorError <= TOLERANCE
            ? chapter.phrases.matches
            : chapter.phrases.mismatch,
          values,
        ),
    };
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {
        rotation: r !== undefined && rotation.error === undefined,
        dots: dots.error === undefined,
      },
      values,
      figures: {
        controls: () => (this.showControls ? this.renderControls() : nothing),
        circle: () =>
          html`<pe-rotation-circle .rotation=${r} .pos=${pos} .k=${k}></pe-rotation-circle>`,
        rk: () => this.renderRk(r!, kText),
        shiftTable: () =>
          html`<pe-shift-table
            .rotation=${r}
            .pos=${pos}
            .k=${k}
            .dModel=${dModel}
          ></pe-shift-table>`,
        rotationError: () => html`<p class="bad" role="alert">${rotation.error}</p>`,
        dots: () => dotMatrix(dots.value!, seqLen, pos, k),
        dotsError: () => html`<p class="bad" role="alert">${dots.error}</p>`,
      },
    });
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

  private renderRk(r: Rotation, kText: string) {
    const [c00, c01, c10, c11] = r.matrix;
    return html`<div class="rk" role="group" aria-label="The rotation matrix R_k for this pair">
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
    </div>`;
  }
}

define('pe-relative-view', RelativeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-relative-view': RelativeView;
  }
}
