// <pe-worked-view>: the sources' hand calculation, d_model = 4 and three
// positions, cell by cell: formula, angle and value, then embedding + PE =
// the input the model sees. The numbers are derived in derive.ts, the
// chapter's values and flags in values.ts (shared with the first-paint
// frame, frame.ts).
import { html } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import './cells.js';
import './divisors.js';
import './map.js';
import './sums.js';
import type { State } from '../state.js';
import { define, ViewElement } from '../view-element.js';
import { renderChapter } from '../../ui/chapter.js';
import chapter from '../../content/worked.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { exportWorked } from './export.js';
import { deriveWorked, type WorkedModel } from './derive.js';
import { workedStyles } from './styles.js';
import { knifeEdgeNotes, workedFlags, workedValues } from './values.js';

export class WorkedView extends ViewElement<WorkedModel> {
  static override styles = [...ViewElement.styles, workedStyles];

  protected override derive(state: State, pe: PosEnc): WorkedModel {
    return deriveWorked(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model ? exportWorked(this.model, this.state.cmap) : undefined;
  }

  override render() {
    const w = this.model;
    if (!w) return html`<p class="message" role="alert">${this.modelError}</p>`;
    const values = workedValues(this.state, w);
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      state: this.state,
      flags: workedFlags(this.state, w.ratio),
      values,
      figures: {
        divisors: () => html`<pe-worked-divisors .model=${w}></pe-worked-divisors>`,
        cells: () => html`<pe-worked-cells .model=${w}></pe-worked-cells>`,
        map: () =>
          html`<pe-worked-map .encoding=${w.encoding} .cmap=${this.state.cmap}></pe-worked-map>`,
        knifeEdges: () => knifeEdgeNotes(values, w.knifeEdges),
        sums: () =>
          html`<pe-worked-sums .words=${this.state.words.length} .sums=${w.sums}></pe-worked-sums>`,
      },
    });
  }
}

define('pe-worked-view', WorkedView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-worked-view': WorkedView;
  }
}
