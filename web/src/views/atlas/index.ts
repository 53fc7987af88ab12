// <pe-atlas-view>: the overview of every positional-encoding scheme: one
// table (where position enters, learned parameters, relative or absolute,
// behaviour past the training length, models, a link to each view) and one
// shared plot of each scheme's contribution to the attention logit against
// distance. Every number comes from ./derive.ts; the words from
// content/atlas.ts (the table's rows are the schemes' data, ./table.ts). The
// figures are elements: <pe-atlas-table> (./schemes-table.ts) and
// <pe-atlas-plot> (./plot.ts).
import { html, nothing } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/atlas.js';
import { derive, type AtlasModel } from './derive.js';
import { atlasExport } from './export.js';
import { CONFIG } from './table.js';
import { PROFILE } from './profiles.js';
import './plot.js';
import './schemes-table.js';
import { atlasStyles } from './styles.js';

export class AtlasView extends ViewElement<AtlasModel> {
  static override styles = [...ViewElement.styles, atlasStyles];

  protected override derive(state: State, pe: PosEnc): AtlasModel {
    return derive(state, pe);
  }

  override exportData(): ViewExport | undefined {
    return this.model && atlasExport(this.model);
  }

  override render() {
    const model = this.model;
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      values: {
        configDModel: CONFIG.dModel,
        heads: CONFIG.heads,
        maxLen: CONFIG.maxLen,
        alibiHeads: PROFILE.alibiHeads,
        dModel: model.plot.dModel,
      },
      figures: {
        schemes: () => html`<pe-atlas-table .rows=${model.rows}></pe-atlas-table>`,
        plot: () => html`<pe-atlas-plot .model=${model}></pe-atlas-plot>`,
      },
    });
  }
}

define('pe-atlas-view', AtlasView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-atlas-view': AtlasView;
  }
}
