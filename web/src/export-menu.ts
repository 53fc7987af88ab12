// <pe-export-menu>: what the active view exports (its exportData(), see
// figure/spec.ts): SVG, PNG 1x and PNG 2x per figure, CSV per table, .npy
// per array and "copy as NumPy code" when the view gives code. Hidden when
// the view has nothing to export. The menu knows no view: the widget hands
// it a function that returns the active view element.
import { css, html, nothing, type PropertyValues } from 'lit';

import type { FigureSpec, ViewExport } from './figure/spec.js';
import { define, ViewElement } from './view-element.js';

type ExportActions = typeof import('./export-actions.js');
let actions: Promise<ExportActions> | undefined;

/**
 * The code that builds the files (figure layout, SVG and PNG encoders, CSV,
 * .npy) is not needed until a button is used: it loads on the first pointer
 * or keyboard focus inside the menu, so the menu itself stays small in the
 * widget's first load.
 */
function loadActions(): Promise<ExportActions> {
  actions ??= import('./export-actions.js').catch((error: unknown) => {
    actions = undefined; // Tried again by the next use.
    throw error;
  });
  return actions;
}

export class ExportMenu extends ViewElement {
  static override properties = {
    ...ViewElement.properties,
    view: { attribute: false },
    listing: { state: true },
    message: { state: true },
  };
  static override styles = [
    ...ViewElement.styles,
    css`
      :host {
        display: block;
        margin-top: 0.8em;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em;
        align-items: center;
        margin: 0.2em 0;
      }
      .message {
        min-height: 1.4em;
        font-size: 0.9em;
      }
    `,
  ];

  /** Returns the active view element (the widget's panel), if any. */
  declare view: (() => ViewElement | null | undefined) | undefined;
  /** What the active view exported at its last update. */
  declare listing: ViewExport | undefined;
  declare message: string;
  /** Counts refresh() calls, so that a late answer to an older one is dropped. */
  private asked = 0;

  constructor() {
    super();
    this.message = '';
    this.listing = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A message about another view's files would mislead.
    const previous = changed.get('state') as ViewElement['state'] | undefined;
    if (previous !== undefined && previous.view !== this.state.view) this.message = '';
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (changed.has('state') || changed.has('view') || changed.has('pe')) void this.refresh();
  }

  /**
   * Asks the active view, once it has rendered the current state, what it
   * exports. The answer may come later (a view may load its export code on
   * first use): only the answer to the latest question is shown.
   */
  async refresh(): Promise<void> {
    const asked = ++this.asked;
    const view = this.view?.();
    if (!view) {
      this.listing = undefined;
      return;
    }
    await view.updateComplete;
    try {
      const listing = await view.exportData();
      if (asked === this.asked) this.listing = listing;
    } catch (error) {
      if (asked !== this.asked) return;
      this.listing = undefined;
      this.message = `Export unavailable: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private async run(label: string, action: () => Promise<string> | string): Promise<void> {
    try {
      this.message = await action();
    } catch (error) {
      this.message = `${label} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private save(
    label: string,
    action: (files: ExportActions) => Promise<string> | string,
  ): Promise<void> {
    return this.run(label, async () => action(await loadActions()));
  }

  private exportSvg(data: ViewExport, figure: FigureSpec) {
    return this.save('SVG export', (files) => files.saveSvg(data, figure));
  }

  private exportPng(data: ViewExport, figure: FigureSpec, scale: 1 | 2) {
    return this.save('PNG export', (files) => files.savePng(data, figure, scale));
  }

  private exportCsv(data: ViewExport, index: number) {
    return this.save('CSV export', (files) => files.saveCsv(data, index));
  }

  private exportNpy(data: ViewExport, index: number) {
    return this.save('.npy export', (files) => files.saveNpy(data, index));
  }

  private copyCode(code: string) {
    return this.run('Copy', async () => {
      await navigator.clipboard.writeText(code);
      return 'Copied NumPy code that reproduces these arrays.';
    });
  }

  override render() {
    const data = this.listing;
    if (!this.showControls || !data) return nothing;
    const many = data.figures.length > 1;
    return html`<div
        role="group"
        aria-label="Export"
        @pointerenter=${() => void loadActions().catch(() => undefined)}
        @focusin=${() => void loadActions().catch(() => undefined)}
      >
        ${data.figures.map(
          (figure) =>
            html`<div class="row" role="group" aria-label=${`Export figure: ${figure.title}`}>
              <span class="muted">${many ? `Figure: ${figure.title}` : 'Export the figure:'}</span>
              <button @click=${() => this.exportSvg(data, figure)}>SVG</button>
              <button @click=${() => this.exportPng(data, figure, 1)}>PNG 1×</button>
              <button @click=${() => this.exportPng(data, figure, 2)}>PNG 2×</button>
            </div>`,
        )}
        ${
          data.tables.length + data.arrays.length > 0 || data.code
            ? html`<div class="row">
                <span class="muted">Export the data:</span>
                ${data.tables.map(
                  (table, k) =>
                    html`<button @click=${() => this.exportCsv(data, k)}>
                      CSV (${table.name})
                    </button>`,
                )}
                ${data.arrays.map(
                  (array, k) =>
                    html`<button @click=${() => this.exportNpy(data, k)}>
                      .npy (${array.name})
                    </button>`,
                )}
                ${
                  data.code
                    ? html`<button @click=${() => this.copyCode(data.code!)}>
                        Copy as NumPy code
                      </button>`
                    : nothing
                }
              </div>`
            : nothing
        }
      </div>
      <p class="message muted" aria-live="polite">${this.message}</p>`;
  }
}

define('pe-export-menu', ExportMenu);

declare global {
  interface HTMLElementTagNameMap {
    'pe-export-menu': ExportMenu;
  }
}
