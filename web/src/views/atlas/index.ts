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
// `load` (./view.ts) waits for them, so that the view shows once it can
// draw; a view made while they load (a second widget on the page finds the
// tag defined) waits for them itself, and a failed load is the view's to
// show, with Retry (the tag is defined by then, so the widget's own
// load-error panel does not apply).
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
import { loadSchemes, type LoadedScheme } from './schemes.js';
import './plot.js';
import './schemes-table.js';
import { atlasStyles } from './styles.js';
import { atlasValues } from './values.js';

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

/** The description's load waits for the schemes too; a failure is the view's to show (with Retry). */
export function schemesSettled(): Promise<void> {
  return loadAtlasSchemes().then(
    () => undefined,
    () => undefined,
  );
}

export class AtlasView extends ViewElement<AtlasModel> {
  static override properties: PropertyDeclarations = {
    ...ViewElement.properties,
    schemes: { state: true },
    schemesError: { state: true },
  };
  static override styles = [...ViewElement.styles, atlasStyles];

  /** The schemes' atlas.ts; undefined until they have loaded. */
  declare schemes: readonly LoadedScheme[] | undefined;
  /** Why they could not be loaded, if the last try failed. */
  declare schemesError: string | undefined;

  constructor() {
    super();
    this.schemes = loaded;
    this.schemesError = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.schemes === undefined) this.loadSchemes();
  }

  private loadSchemes(): void {
    this.schemesError = undefined;
    loadAtlasSchemes().then(
      (schemes) => {
        this.schemes = schemes;
      },
      (error: unknown) => {
        this.schemesError = error instanceof Error ? error.message : String(error);
      },
    );
  }

  protected override willUpdate(changed: PropertyValues): void {
    // The schemes arriving (or failing) changes the model as a new state would.
    const schemes = changed.has('schemes') || changed.has('schemesError');
    if (schemes && !changed.has('state')) changed.set('state', this.state);
    super.willUpdate(changed);
  }

  protected override derive(state: State, pe: PosEnc): AtlasModel | undefined {
    return this.schemes && derive(state, pe, this.schemes);
  }

  override exportData(): ViewExport | undefined {
    return this.model && atlasExport(this.model);
  }

  override render() {
    const model = this.model;
    if (this.schemesError !== undefined) {
      const phrase = (name: 'schemesFailed' | 'retry') => renderMarkup(chapter.phrases[name], {});
      return html`<p class="bad" role="alert">${phrase('schemesFailed')} ${this.schemesError}</p>
        <button type="button" @click=${() => this.loadSchemes()}>${phrase('retry')}</button>`;
    }
    if (model === undefined) {
      return this.modelError ? html`<p class="bad" role="alert">${this.modelError}</p>` : nothing;
    }
    return renderChapter(chapter, {
      headingLevel: this.headingLevel,
      flags: {},
      values: atlasValues(this.state),
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
