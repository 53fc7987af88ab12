// <pe-export-menu>: what the active view exports (its exportData(), see
// figure/spec.ts): SVG, PNG 1x and PNG 2x per figure, CSV per table, .npy
// per array and "copy as NumPy code" when the view gives code; in figure
// mode only the figure's part of it (`offer`: its figures.ts exports, read by
// shape.ts offeredShape). Hidden when there is nothing to export. The menu
// knows no view: the widget hands it a function that returns the active
// view element.
//
// Its buttons come from the view's frame (ui/view-frame.ts, exportShape:
// what the export lists at a state, without the data), so the menu asks the
// view for its export (which may load the view's export code) only once the
// reader shows an intent: the pointer or the focus inside the menu, or a
// click. Until then nothing of the export is downloaded. The menu's own code
// loads on the reader's intent too (widget/export-intent.ts): its live room
// stands in for it until then, and a button pressed there is pressed again
// here (`press`).
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
import {
  menuLayoutStyles,
  renderMenuRows,
  type MenuButton,
  type MenuPress,
} from './menu-layout.js';
import { exportShape, offeredShape, type ExportShape } from './shape.js';
import type { FigureExports } from '../ui/figure-mode.js';
import { frameOf, loadFrame } from '../widget/frame-registry.js';

type ExportActions = typeof import('./actions.js');

/** Each kind of button's export, as a failure message names it. */
const EXPORT_LABELS: Readonly<Record<MenuButton['kind'], string>> = {
  svg: 'SVG export',
  png1: 'PNG export',
  png2: 'PNG export',
  csv: 'CSV export',
  npy: '.npy export',
  code: 'Copy',
};

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
    press: { attribute: false },
    offer: { attribute: false },
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
  /** A button the reader used in the room before the menu loaded: pressed again once drawn. */
  declare press: MenuPress | undefined;
  /** Figure mode's figure's part of the export (export/shape.ts offeredShape); undefined: all. */
  declare offer: FigureExports | undefined;
  /** The buttons of the last render, in order (one per <button>). */
  private drawn: MenuButton[] = [];
  /** What the active view exported at its last update. */
  declare listing: ViewExport | undefined;
  declare message: string;
  /** Counts refresh() calls, so that a late answer to an older one is dropped. */
  private asked = 0;
  /** The answer to the latest refresh(), once asked. */
  private answer: Promise<ViewExport | undefined> | undefined;
  /** Whether the reader has shown an intent to export (pointer or focus in the menu). */
  private wanted = false;
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
    if (this.press) this.replay(this.press);
  }

  /** Does again what the reader did in the room: reached the menu, focused or pressed a button. */
  private replay(press: MenuPress): void {
    this.press = undefined;
    this.want();
    const wanted = press.button;
    if (!wanted) return;
    const at = this.drawn.findIndex((b) => b.kind === wanted.kind && b.index === wanted.index);
    const b = this.drawn[at];
    if (!b) return;
    // The room's button had the focus, which went to the page when the room went.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (press.focus && lost) this.renderRoot.querySelectorAll('button')[at]?.focus();
    if (press.click) void this.clicked(b);
  }

  /**
   * Forgets the last answer; asks the active view again at once if the
   * reader has shown an intent to export (else on the first intent).
   */
  refresh(): Promise<ViewExport | undefined> {
    ++this.asked;
    this.listing = undefined;
    this.answer = undefined;
    return this.wanted ? this.ask() : Promise.resolve(undefined);
  }

  /**
   * Asks the active view, once it has rendered the current state, what it
   * exports (once per refresh). The answer may come later (a view may load
   * its export code on first use): only the answer to the latest question
   * is shown.
   */
  private ask(): Promise<ViewExport | undefined> {
    this.answer ??= this.fetchListing(this.asked);
    return this.answer;
  }

  private async fetchListing(asked: number): Promise<ViewExport | undefined> {
    const view = this.view?.();
    if (!view) return undefined;
    await view.updateComplete;
    try {
      const listing = await view.exportData();
      if (asked === this.asked) this.listing = listing;
      return listing;
    } catch (error) {
      if (asked === this.asked) {
        this.listing = undefined;
        this.message = `Export unavailable: ${error instanceof Error ? error.message : String(error)}`;
      }
      return undefined;
    }
  }

  /** The reader's pointer or focus reached the menu: the export and its code load now. */
  private want(): void {
    this.wanted = true;
    void loadActions().catch(() => undefined);
    void this.ask();
  }

  /** What the menu lists before the view's export is asked for: the frame's prediction. */
  private predicted(): ExportShape | undefined {
    const view = this.view?.();
    if (!view) return undefined;
    const frame = frameOf(this.state.view);
    // Not here yet (its chunk is on its way): drawn when it arrives.
    if (!frame) void loadFrame(this.state.view).then((loaded) => loaded && this.requestUpdate());
    return frame?.exportShape(this.state) ?? undefined;
  }

  /** A click on a button: the file of the current export (asked for now if need be). */
  private async clicked(b: MenuButton): Promise<void> {
    this.want();
    const asked = this.asked;
    const data = await this.ask();
    if (asked !== this.asked) return; // The state changed meanwhile: the click was for another file.
    if (!data) {
      this.message ||= 'Nothing to export at this state yet.';
      return;
    }
    this.act(data, b);
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

  /** A button of the menu (`b.text` on it): busy (and aria-disabled) while its file is built. */
  private button(b: MenuButton, data: ViewExport | undefined): TemplateResult {
    const busy = data && this.jobs.has(fileKey(data, b.kind, b.index)) ? 'true' : 'false';
    return html`<button
      aria-busy=${busy}
      aria-disabled=${busy}
      @click=${() => void this.clicked(b)}
    >
      ${b.text}
    </button>`;
  }

  /** Builds (or copies) the file of button `b` from the view's export `data`. */
  private act(data: ViewExport, b: MenuButton): void {
    const key = fileKey(data, b.kind, b.index);
    const { what, label } = this.words(b);
    const save = (action: (files: ExportActions, job: ExportJob) => Promise<string>) =>
      void this.save(key, what, label, action);
    const figure = data.figures[b.index];
    switch (b.kind) {
      case 'svg':
        if (figure) save((files, job) => files.saveSvg(data, figure, job));
        return;
      case 'png1':
      case 'png2': {
        const scale = b.kind === 'png1' ? 1 : 2;
        if (figure) save((files, job) => files.savePng(data, figure, scale, job));
        return;
      }
      case 'csv':
        save((files, job) => files.saveCsv(data, b.index, job));
        return;
      case 'npy':
        save((files, job) => files.saveNpy(data, b.index, job));
        return;
      case 'code':
        if (data.code !== undefined) void this.copyCode(data.code);
        return;
    }
  }

  /**
   * Button `b`'s file in words, for the progress status ("Preparing the SVG
   * of figure 2…": the figure's place among the rows drawn), and its kind of
   * export, for a failure message ("SVG export failed: …").
   */
  private words(b: MenuButton): { what: string; label: string } {
    const figures = this.drawn.filter((d) => d.kind === 'svg').map((d) => d.index);
    const of = figures.length > 1 ? ` of figure ${figures.indexOf(b.index) + 1}` : '';
    const label = EXPORT_LABELS[b.kind];
    if (b.kind === 'code') return { what: 'the NumPy code', label };
    return { what: `the ${b.text}${b.kind === 'csv' || b.kind === 'npy' ? '' : of}`, label };
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
    const shape = offeredShape(data ? exportShape(data) : this.predicted(), this.offer);
    this.drawn = [];
    if (!this.showControls || !shape) return nothing;
    return html`<div
        role="group"
        aria-label="Export"
        @pointerenter=${() => this.want()}
        @focusin=${() => this.want()}
      >
        ${renderMenuRows(shape, (b) => {
          this.drawn.push(b);
          return this.button(b, data);
        })}
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
