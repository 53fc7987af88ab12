// <pe-atlas-view>: the overview of every positional-encoding scheme: one
// table (where position enters, learned parameters, relative or absolute,
// behaviour past the training length, models, a link to each view) and one
// shared plot of each scheme's contribution to the attention logit against
// distance. Every number comes from ./derive.ts; the words from
// content/atlas.ts (the table's rows are the schemes' data, ./table.ts); the
// plot is ./plot.ts.
import { html, nothing, type PropertyDeclarations } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import { grouped } from '../../ui/format.js';
import type { State, ViewName } from '../state.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/atlas.js';
import { derive, hasView, type AtlasModel } from './derive.js';
import { atlasExport } from './export.js';
import { CONFIG } from './table.js';
import { PROFILE } from './profiles.js';
import { atlasPlot } from './plot.js';
import { atlasStyles } from './styles.js';

export class AtlasView extends ViewElement<AtlasModel> {
  static override properties: PropertyDeclarations = {
    distance: { state: true },
  };
  static override styles = [...ViewElement.styles, atlasStyles];

  /** The distance the readout shows. */
  declare distance: number;

  constructor() {
    super();
    this.distance = 1;
  }

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
        schemes: () => this.renderTable(model),
        plot: () =>
          atlasPlot(model, this.distance, (distance) => {
            this.distance = distance;
          }),
      },
    });
  }

  private renderTable(model: AtlasModel) {
    const phrase = (name: keyof typeof chapter.phrases) => renderMarkup(chapter.phrases[name], {});
    return html`<div class="table-wrap">
      <table class="schemes">
        <thead>
          <tr>
            <th>${phrase('schemeHeader')}</th>
            <th>${phrase('entersHeader')}</th>
            <th>${phrase('parametersHeader')}</th>
            <th>${phrase('kindHeader')}</th>
            <th>${phrase('beyondHeader')}</th>
            <th>${phrase('modelsHeader')}</th>
          </tr>
        </thead>
        <tbody>
          ${model.rows.map(
            (r) =>
              html`<tr data-scheme=${r.name}>
                <td>
                  <button
                    type="button"
                    data-view=${r.view}
                    ?disabled=${!hasView(r.view)}
                    title=${hasView(r.view) ? `open the ${r.view} view` : 'view not in this build'}
                    @click=${() => this.request({ view: r.view as ViewName })}
                  >
                    ${r.name}
                  </button>
                  <div class="small">${r.paper}</div>
                </td>
                <td>${r.enters}</td>
                <td class="num" data-parameters=${r.parameters}>
                  ${grouped(r.parameters)}
                  <div class="small">${r.parameterNote}</div>
                </td>
                <td>${r.kind}</td>
                <td>${r.beyond}</td>
                <td>${r.models}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('pe-atlas-view', AtlasView);

declare global {
  interface HTMLElementTagNameMap {
    'pe-atlas-view': AtlasView;
  }
}
