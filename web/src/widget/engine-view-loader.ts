// The widget's loading lifecycle: when the engine and the active view's code
// load, what the body shows meanwhile (or after a failure, with Retry), and
// when the engine is ready to hand to the view.
//
// A widget near the viewport when it connects starts the engine and its
// active view's code at once (in parallel, in the same task the element
// module runs in); one far down the page waits until the reader scrolls near
// it. Only the active view's folder is loaded; a view that needs the full
// engine swaps it in for the core when it is shown, and a view that declares
// no engine (`engine: 'none'`: the glossary) is shown with none loaded. Until the view has
// rendered the body keeps its reserved height (reservation.ts); the export
// menu loads on the reader's intent (export-intent.ts), its live room in
// its place meanwhile, as tall as it.
import { html, type LitElement, type ReactiveController, type TemplateResult } from 'lit';

import { createEngine } from '../engine/api.js';
import type { PosEnc } from '../engine/index.js';
import type { ViewEntry } from '../views/registry.js';
import { prefetchWasm, type EngineModule } from '../engine/wasm.js';
import type { WidgetStatus } from './events.js';
import { NEAR_PX, isNearViewport } from './loading.js';
import type { Reservation } from './reservation.js';
import { loadView, viewLoadError } from './view-loader.js';

/** What the loader asks of the widget, and tells it. */
export interface EngineViewLoaderHost {
  /** The active view's registry entry. */
  activeView(): ViewEntry;
  /** The engine is loaded and the first view is shown: called once. */
  ready(): void;
  /** The engine could not be loaded (`message` is also shown, with Retry). */
  failed(message: string): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a view needs of the engine: no module, the core (loaded with the element) or the full one. */
type EngineNeed = 'none' | EngineModule;

/** The engine module a view needs (the core loads with the element; the full one on demand). */
function engineOf(entry: ViewEntry): EngineNeed {
  return entry.engine ?? 'full';
}

/** How much of the engine a need asks for: a loaded module serves every need up to its own. */
const rank: Readonly<Record<EngineNeed, number>> = { none: 0, core: 1, full: 2 };

/** The status while something loads. */
function busy(text: string): TemplateResult {
  return html`<div class="status" aria-busy="true"><p class="muted">${text}</p></div>`;
}

/** The status of a load that failed: why, and Retry (which calls `retry`). */
function failure(why: string, retry: () => Promise<void>): TemplateResult {
  return html`<div class="status" role="alert">
    <div>
      <p class="error">${why}</p>
      <button class="primary" @click=${() => void retry()}>Retry</button>
    </div>
  </div>`;
}

export class EngineViewLoader implements ReactiveController {
  private statusNow: WidgetStatus = 'idle';
  private error = '';
  private engine: PosEnc | undefined;
  /** Which engine module `engine` is over (none yet: undefined); a view that needs more waits for it. */
  private peModule: EngineModule | undefined;
  private upgrading: Promise<void> | undefined;
  private observer: IntersectionObserver | undefined;
  private readyFired = false;

  constructor(
    private readonly host: LitElement,
    private readonly widget: EngineViewLoaderHost,
    private readonly reservation: Reservation,
  ) {
    host.addController(this);
  }

  /** 'idle' until loading starts, then 'loading', and 'ready' or 'error'. */
  get status(): WidgetStatus {
    return this.statusNow;
  }

  /** Why the engine could not be loaded (with status 'error'). */
  get errorMessage(): string {
    return this.error;
  }

  /** The engine, once loaded (undefined while only views that need none were shown). */
  get pe(): PosEnc | undefined {
    return this.engine;
  }

  /** Whether pe-ready has been sent: changes before it are part of its state. */
  get announced(): boolean {
    return this.readyFired;
  }

  hostConnected(): void {
    if (this.statusNow !== 'idle') return;
    if (typeof IntersectionObserver === 'undefined' || isNearViewport(this.host)) {
      // After the current task's synchronous work (a page applying its URL
      // state, the element reading its attributes), so that the view loaded
      // is the one shown.
      queueMicrotask(() => void this.start());
      return;
    }
    // Widgets far down a tutorial page wait until the reader gets near them.
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          this.observer?.disconnect();
          void this.start();
        }
      },
      { rootMargin: `${NEAR_PX}px` },
    );
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  hostUpdated(): void {
    // The reserved room is given back once the view (and the export menu's room) have rendered.
    if (!this.reservation.holding || this.statusNow !== 'ready') return;
    const panel = this.host.renderRoot.querySelector<LitElement>('#panel');
    if (panel) void panel.updateComplete.then(() => this.reservation.release());
  }

  /** Loads the engine (shared by every widget on the page) and the active view, in parallel. */
  async start(): Promise<void> {
    if (this.statusNow === 'loading' || this.statusNow === 'ready') return;
    this.setStatus('loading');
    const need = engineOf(this.widget.activeView());
    // The engine's download and compile first: they take longest, and run
    // off this thread while the view's code loads and runs. A view that
    // needs no engine fetches no .wasm at all.
    if (need !== 'none') prefetchWasm(need);
    const view = this.showView();
    try {
      // Ready when both are: the first view then renders once, with the
      // engine, instead of a loading placeholder first.
      const [pe] = await Promise.all([need === 'none' ? undefined : createEngine(need), view]);
      this.engine = pe;
      this.peModule = need === 'none' ? undefined : need;
      this.setStatus('ready');
      await this.host.updateComplete;
      if (!this.readyFired) {
        this.readyFired = true;
        this.widget.ready();
      }
    } catch (error) {
      this.reservation.release();
      this.fail(error);
    }
  }

  /** The active view changed: load its code, and the full engine if it needs it. */
  viewChanged(): void {
    if (this.statusNow === 'idle') return;
    void this.showView();
    if (this.statusNow === 'ready' && this.needsUpgrade()) {
      void this.upgradeEngine(engineOf(this.widget.activeView()) as EngineModule);
    }
  }

  /** Whether the engine or the active view's code failed to load (shown with Retry). */
  get failed(): boolean {
    if (this.statusNow === 'error') return true;
    const entry = this.widget.activeView();
    return !customElements.get(entry.tag) && viewLoadError(entry) !== undefined;
  }

  /**
   * What the body shows until the engine and the active view's code are
   * ready (loading, or a failure with Retry); undefined once the view can be
   * shown, with `pe`.
   */
  renderPending(): TemplateResult | undefined {
    if (this.statusNow === 'error') return failure(this.error, () => this.start());
    if (this.statusNow !== 'ready') return busy('Loading the engine…');
    const entry = this.widget.activeView();
    const need = engineOf(entry);
    if (this.needsUpgrade()) {
      void this.upgradeEngine(need as EngineModule).then(() => this.host.requestUpdate());
      return busy('Loading…');
    }
    if (!customElements.get(entry.tag)) {
      const failed = viewLoadError(entry);
      if (failed !== undefined) return failure(failed, () => this.showView());
      void this.showView();
      return busy('Loading…');
    }
    return undefined;
  }

  /**
   * Loads the engine a view needs when the views shown so far needed less
   * (none, or only the core): the core, or the full engine in place of the
   * core. A failure is shown like a failed first load, with Retry.
   */
  private upgradeEngine(module: EngineModule): Promise<void> {
    this.upgrading ??= createEngine(module).then(
      (pe) => {
        this.engine = pe;
        this.peModule = module;
        this.upgrading = undefined;
      },
      (error: unknown) => {
        this.upgrading = undefined;
        this.fail(error);
      },
    );
    return this.upgrading;
  }

  /** Loads the active view's code; resolves when it is defined or has failed (shown in place). */
  private showView(): Promise<void> {
    return loadView(this.widget.activeView()).then(
      () => this.host.requestUpdate(),
      () => this.host.requestUpdate(),
    );
  }

  /** Whether the active view needs more of the engine than is loaded (the core, or the full one). */
  private needsUpgrade(): boolean {
    return rank[engineOf(this.widget.activeView())] > rank[this.peModule ?? 'none'];
  }

  private fail(error: unknown): void {
    this.setStatus('error');
    this.error = `The positional-encoding engine could not be loaded: ${message(error)}`;
    this.widget.failed(this.error);
  }

  private setStatus(status: WidgetStatus): void {
    this.statusNow = status;
    this.host.requestUpdate();
  }
}
