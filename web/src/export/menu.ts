// <pe-export-menu>: what the active view exports (its exportData(), see
// figure/spec.ts): SVG, PNG 1x and PNG 2x per figure, CSV per table, .npy
// per array and "copy as NumPy code" when the view gives code. Hidden when
// the view has nothing to export. The menu knows no view: the widget hands
// it a function that returns the active view element.
//
// A file is built in tasks of the page (actions.ts), so the page
// stays responsive however large it is. While it is built its button is
// busy (aria-busy, aria-disabled: a second click does not start a second
// export of the same file), and after SLOW_MS the menu's message line (a
// polite live region where "Saved …" appears, its height reserved) says
// "Preparing the SVG…" with a progress bar. Switching view or removing the widget stops the exports in
// progress, silently: nothing is downloaded.
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

import type { ExportJob } from './actions.js';
import type { FigureSpec, ViewExport } from './figure/spec.js';
import type { TaskCount } from './figure/steps.js';
import { define, ViewElement } from '../views/view-element.js';
import { menuLayoutStyles, renderMenuRows, type MenuButton } from './menu-layout.js';
import { exportShape } from './shape.js';

type ExportActions = typeof import('./actions.js');

/** An export taking longer than this (milliseconds) shows its progress. */
export const SLOW_MS = 300;

/** A file being built. */
interface Job {
  /** The file, in words: its button's label, and the figure's number in a view with several. */
  readonly what: string;
  readonly controller: AbortController;
  /** The fraction done so far (undefined until the first report: an indeterminate bar). */
  progress: number | undefined;
  /** Set after SLOW_MS: the progress is shown. */
  slow: boolean;
}
let actions: Promise<ExportActions> | undefined;

/**
 * The code that builds the files (figure layout, SVG and PNG encoders, CSV,
 * .npy) is not needed until a button is used: it loads on the first pointer
 * or keyboard focus inside the menu, so the menu itself stays small in the
 * widget's first load.
 */
function loadActions(): Promise<ExportActions> {
  actions ??= import('./actions.js').catch((error: unknown) => {
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
    menuLayoutStyles,
    css`
      button[aria-disabled='true'] {
        cursor: progress;
        opacity: 0.7;
      }
      .busy {
        display: inline-flex;
        gap: 0.3em;
        align-items: center;
        margin-right: 0.8em;
      }
      .busy progress {
        width: 6em;
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
  /** The files being built, by {@link fileKey}. */
  private readonly jobs = new Map<string, Job>();
  /** Steps and tasks of the last export that finished (read by tests and the bench). */
  lastCount: TaskCount | undefined;

  constructor() {
    super();
    this.message = '';
    this.listing = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A message about another view's files would mislead.
    const previous = changed.get('state') as ViewElement['state'] | undefined;
    if (previous !== undefined && previous.view !== this.state.view) {
      this.message = '';
      this.stopAll();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopAll();
  }

  /** Stops every export in progress: nothing is downloaded and nothing is said. */
  private stopAll(): void {
    for (const job of this.jobs.values()) job.controller.abort();
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

  /**
   * Builds and downloads one file, unless it is being built already. `key`
   * names the file (see {@link fileKey}), `what` says it in words; `label`
   * is the kind of export, for an error message.
   */
  private async save(
    key: string,
    what: string,
    label: string,
    action: (files: ExportActions, job: ExportJob) => Promise<string>,
  ): Promise<void> {
    if (this.jobs.has(key)) return;
    const controller = new AbortController();
    const job: Job = { what, controller, progress: undefined, slow: false };
    this.jobs.set(key, job);
    this.requestUpdate();
    const timer = setTimeout(() => {
      job.slow = true;
      this.requestUpdate();
    }, SLOW_MS);
    const count: TaskCount = { steps: 0, tasks: 0 };
    const { signal } = controller;
    const onProgress = (fraction: number) => {
      job.progress = fraction;
      if (job.slow) this.requestUpdate();
    };
    try {
      const files = await loadActions();
      if (signal.aborted) return;
      const message = await action(files, { signal, onProgress, count });
      if (!signal.aborted) {
        this.message = message;
        this.lastCount = count;
      }
    } catch (error) {
      if (!signal.aborted) {
        this.message = `${label} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    } finally {
      clearTimeout(timer);
      this.jobs.delete(key);
      this.requestUpdate();
    }
  }

  /**
   * A button of the menu for one file (`text` on it, `what` in the progress
   * status): busy (and aria-disabled) while the file is built.
   */
  private button(
    key: string,
    text: string,
    what: string,
    label: string,
    action: (files: ExportActions, job: ExportJob) => Promise<string>,
  ): TemplateResult {
    const busy = this.jobs.has(key) ? 'true' : 'false';
    return html`<button
      aria-busy=${busy}
      aria-disabled=${busy}
      @click=${() => void this.save(key, what, label, action)}
    >
      ${text}
    </button>`;
  }

  /** The button for one of the menu's files. */
  private menuButton(data: ViewExport, b: MenuButton): TemplateResult {
    const figure = data.figures[b.index]!;
    switch (b.kind) {
      case 'svg':
        return this.button(fileKey(data, 'svg', b.index), b.text, b.what, b.label, (files, job) =>
          files.saveSvg(data, figure, job),
        );
      case 'png1':
      case 'png2': {
        const scale = b.kind === 'png1' ? 1 : 2;
        return this.button(
          fileKey(data, `png${scale}`, b.index),
          b.text,
          b.what,
          b.label,
          (files, job) => files.savePng(data, figure, scale, job),
        );
      }
      case 'csv':
        return this.button(fileKey(data, 'csv', b.index), b.text, b.what, b.label, (files, job) =>
          files.saveCsv(data, b.index, job),
        );
      case 'npy':
        return this.button(fileKey(data, 'npy', b.index), b.text, b.what, b.label, (files, job) =>
          files.saveNpy(data, b.index, job),
        );
      case 'code':
        return html`<button @click=${() => this.copyCode(data.code!)}>${b.text}</button>`;
    }
  }

  /** "Preparing …" and a progress bar for each export slower than SLOW_MS. */
  private progress() {
    return [...this.jobs.values()]
      .filter((job) => job.slow)
      .map(
        (job) =>
          html`<span class="busy"
            >Preparing ${job.what}…
            <progress
              max="1"
              value=${ifDefined(job.progress)}
              aria-label=${`Preparing ${job.what}`}
            ></progress
          ></span>`,
      );
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
    return html`<div
        role="group"
        aria-label="Export"
        @pointerenter=${() => void loadActions().catch(() => undefined)}
        @focusin=${() => void loadActions().catch(() => undefined)}
      >
        ${renderMenuRows(exportShape(data), (b) => this.menuButton(data, b))}
      </div>
      <p class="message muted" aria-live="polite">${this.progress()}${this.message}</p>`;
  }
}

/**
 * Names one file of one export: its kind and index within the view's
 * export, and the export's base name (which says the state it shows), so a
 * click after the state changed builds the new file.
 */
function fileKey(data: ViewExport, kind: string, index: number): string {
  return `${data.baseName}/${kind}/${index}`;
}

define('pe-export-menu', ExportMenu);

declare global {
  interface HTMLElementTagNameMap {
    'pe-export-menu': ExportMenu;
  }
}
