// <pe-atlas-view>: the overview of every positional-encoding scheme: one
// table (where position enters, learned parameters, relative or absolute,
// behaviour past the training length, models, a link to each view) and one
// shared plot of each scheme's contribution to the attention logit against
// distance. Every number comes from ./derive.ts; the words from
// content/atlas.ts (the table's rows and the plot's curves are the schemes'
// data, each in its own folder: ./scheme.ts). The figures are elements:
// <pe-atlas-table> (./schemes-table.ts) and <pe-atlas-plot> (./plot.ts).
//
// The schemes' atlas.ts files are chunks of their own: the description's
// `load` (./view.ts) waits for them, so a failed one is the view's load
// error (with Retry); a view made while they load (a second widget on the
// page finds the tag defined) waits for them itself.
import { html, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';

import type { PosEnc } from '../../engine/index.js';
import type { ViewExport } from '../../export/figure/spec.js';
import type { State } from '../state.js';
import { loadOnce } from '../../ui/lazy-part.js';
import { ViewElement, define } from '../view-element.js';
import { renderChapter, renderMarkup } from '../../ui/chapter.js';
import chapter from '../../content/atlas.js';
import { derive, type AtlasModel } from './derive.js';
import { atlasExport } from './export.js';
import { CONFIG } from './table.js';
import { PROFILE } from './profiles.js';
import { loadSchemes, type LoadedScheme } from './schemes.js';
import './plot.js';
import './schemes-table.js';
import { atlasStyles } from './styles.js';

let loaded: readonly LoadedScheme[] | undefined;

/** Every scheme's atlas.ts, loaded once per page (a failed load is tried again by the next use). */
export const loadAtlasSchemes: () => Promise<readonly LoadedScheme[]> = loadOnce(
  "the atlas's schemes",
  () =>
    loadSchemes().then((schemes) => {
      loaded = schemes;
      return schemes;
    }),
);

export class AtlasView extends ViewElement<AtlasModel> {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    schemes: { state: true },
  };
  static override styles = [...ViewElement.styles, atlasStyles];

  /** The schemes' atlas.ts; undefined until they have loaded. */
  declare schemes: readonly LoadedScheme[] | undefined;
  /** Why they could not be loaded, if they could not. */
  private schemesError: string | undefined;

  constructor() {
    super();
    this.schemes = loaded;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.schemes !== undefined) return;
    loadAtlasSchemes().then(
      (schemes) => {
        this.schemes = schemes;
      },
      (error: unknown) => {
        this.schemesError = error instanceof Error ? error.message : String(error);
        this.requestUpdate('schemes');
      },
    );
  }

  protected override willUpdate(changed: PropertyValues): void {
    // The schemes arriving changes the model as a new state would.
    if (changed.has('schemes') && !changed.has('state')) changed.set('state', this.state);
    super.willUpdate(changed);
  }

  protected override derive(state: State, pe: PosEnc): AtlasModel | undefined {
    if (this.schemesError !== undefined) throw new Error(this.schemesError);
    return this.schemes && derive(state, pe, this.schemes);
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
