// <pe-relative-view>: moving k positions rotates every (sin, cos) pair by an
// angle that depends on k only. The unit circle of one pair, its 2x2 R_k,
// the course's table "actual PE(pos+k) vs R_k PE(pos)", the whole-vector
// check, and the dot-product matrix PE·PEᵀ whose diagonals are constant.
// Every number comes from ./derive.ts; this file is template and events.
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { State } from '../state.js';
import { FieldView } from '../../ui/field-view.js';
import type { FrameHost } from '../../ui/view-frame.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/relative.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportRelative } from './export.js';
import './circle.js';
import './rk-matrix.js';
import './shift-table.js';
import { relativeControls } from './controls.js';
import { derive, type RelativeModel } from './derive.js';
import { dotMatrix } from './dot-matrix.js';
import { relativeStyles } from './styles.js';
import { relativeValues } from './values.js';

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

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    const rotation = model.rotation.outcome;
    const dots = model.dots.outcome;
    const { seqLen, pos, k, dModel } = this.state;
    const r = rotation.value;
    const values = relativeValues(this.state, r, dots.value);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      state: this.state,
      flags: {
        rotation: r !== undefined && rotation.error === undefined,
        dots: dots.error === undefined,
      },
      values,
      figures: {
        controls: () => relativeControls(this.controlsHost()),
        circle: () =>
          html`<pe-rotation-circle .rotation=${r} .pos=${pos} .k=${k}></pe-rotation-circle>`,
        rk: () => html`<pe-rk-matrix .matrix=${r?.matrix} .kText=${values.kText}></pe-rk-matrix>`,
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

  /** What the pickers are given: the state, the message, and the way into the state. */
  private controlsHost(): FrameHost {
    return {
      state: this.state,
      showControls: this.showControls,
      message: this.message,
      accept: (partial) => {
        this.message.show('');
        this.request(partial);
      },
    };
  }
}

define('pe-relative-view', RelativeView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-relative-view': RelativeView;
  }
}
