// <positional-encoding-widget>: the whole lesson as one embeddable element.
//
// It owns the state (validated by state.ts), loads the shared engine when it
// first comes near the viewport, renders the common controls, the view tabs
// and the active view, and reports to the host page through events:
//   pe-ready  (detail: state)      the engine is loaded and the view drawn
//   pe-change (detail: state)      the state changed
//   pe-error  (detail: {code, message})
// Attributes use the URL vocabulary in kebab case (seq-len, d-model, base,
// layout, view, ...), plus `controls` and `theme`.
import { LitElement, css, html, nothing, type PropertyDeclarations } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';

import { createPosEnc, type PosEnc } from './engine.js';
import {
  MAX_BASE,
  MAX_D_MODEL,
  MAX_SEQ_LEN,
  MIN_BASE,
  attributeName,
  cloneState,
  defaultState,
  entriesOf,
  isStateKey,
  parseEntries,
  queryKeys,
  viewNames,
  viewTitles,
  type State,
  type ViewName,
} from './state.js';
import './export-menu.js';
import { baseStyles, themeStyles } from './styles.js';
import { define } from './view-element.js';
import { viewEntry } from './views/registry.js';

export type WidgetStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WidgetErrorDetail {
  code: 'load-failed' | 'invalid-input' | 'engine-error';
  message: string;
}

/** Which controls to show: `controls="none"`, `"all"` or a list like `"seq-len d-model view"`. */
const controlNames = ['view', 'seq-len', 'd-model', 'base', 'layout', 'cmap', 'lesson'] as const;
type ControlName = (typeof controlNames)[number];

const stateAttributes = new Map<string, keyof State>(
  (Object.keys(queryKeys) as (keyof State)[]).map((field) => [attributeName(field), field]),
);

export class PositionalEncodingWidget extends LitElement {
  static override properties: PropertyDeclarations = {
    theme: { type: String, reflect: true },
    controls: { type: String },
    status: { state: true },
    current: { state: true },
    notices: { state: true },
    errorMessage: { state: true },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...stateAttributes.keys()];
  }

  static override styles = [
    themeStyles,
    baseStyles,
    css`
      :host {
        container-type: inline-size;
      }
      /* The host page cannot reach inside the shadow root, but inherited
         properties (color, font-size, ...) flow in through the host element,
         and any page rule on the host (even * { font-size: 40px }) beats
         :host. So everything is drawn inside .root, which resets them; sizes
         are in em (rem would follow the host page's root font size). */
      .root {
        all: initial;
        display: block;
        visibility: inherit;
        color-scheme: inherit;
        font-family: var(--pe-font);
        font-size: var(--pe-font-size, 16px);
        line-height: 1.45;
        color: var(--pe-fg);
        background: var(--pe-bg);
        border: 1px solid var(--pe-border);
        border-radius: calc(var(--pe-radius) * 1.5);
        padding: 0.75em;
      }
      [role='tablist'] {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25em;
        border-bottom: 1px solid var(--pe-border);
        padding-bottom: 0.4em;
        margin-bottom: 0.3em;
      }
      [role='tab'] {
        border-radius: var(--pe-radius);
        border: 1px solid transparent;
        background: transparent;
        padding: 0.3em 0.7em;
      }
      [role='tab'][aria-selected='true'] {
        background: var(--pe-accent);
        color: var(--pe-accent-fg);
      }
      .notices {
        margin: 0.3em 0;
        padding: 0.4em 0.6em;
        border-left: 4px solid var(--pe-focus);
        background: var(--pe-surface);
        font-size: 0.9em;
      }
      .notices ul {
        margin: 0;
        padding-left: 1.2em;
      }
      .status {
        min-height: 8em;
        display: grid;
        place-items: center;
        text-align: center;
      }
      .error {
        color: var(--pe-bad);
      }
    `,
  ];

  declare theme: 'light' | 'dark' | 'auto';
  declare controls: string;
  declare status: WidgetStatus;
  declare current: State;
  declare notices: string[];
  declare errorMessage: string;

  private pe: PosEnc | undefined;
  private observer: IntersectionObserver | undefined;
  /** State set by attributes before the element starts. */
  private readyFired = false;

  constructor() {
    super();
    this.theme = 'auto';
    this.controls = 'all';
    this.status = 'idle';
    this.current = cloneState(defaultState);
    this.notices = [];
    this.errorMessage = '';
    this.addEventListener('pe-state', this.onViewState as EventListener);
  }

  /** A copy of the current state. */
  getState(): State {
    return cloneState(this.current);
  }

  /**
   * Changes part of the state. Values are validated like URL values: out of
   * range ones are clamped and reported (a notice and a pe-error event);
   * unknown keys throw a TypeError.
   */
  setState(partial: Partial<State>): void {
    if (partial === null || typeof partial !== 'object') {
      throw new TypeError(`setState expects an object of state fields; got ${String(partial)}`);
    }
    for (const key of Object.keys(partial)) {
      if (!isStateKey(key)) {
        throw new TypeError(
          `setState: "${key}" is not a state field; allowed: ${Object.keys(queryKeys).join(', ')}`,
        );
      }
    }
    this.apply(entriesOf(partial));
  }

  /** Back to the defaults and the element's attributes. */
  reset(): void {
    const entries: [string, string][] = [];
    for (const [attribute, field] of stateAttributes) {
      const value = this.getAttribute(attribute);
      if (value !== null) entries.push([queryKeys[field], value]);
    }
    const { state, notices } = parseEntries(entries, defaultState);
    this.commit(state, notices);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    const field = stateAttributes.get(name);
    if (field === undefined || old === value) return;
    if (value === null) {
      const state = cloneState(this.current);
      (state as unknown as Record<string, unknown>)[field] = cloneState(defaultState)[field];
      this.commit(state, []);
    } else {
      this.apply([[queryKeys[field], value]]);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.status !== 'idle') return;
    if (typeof IntersectionObserver === 'undefined') {
      void this.start();
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
      { rootMargin: '300px' },
    );
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
  }

  /** Loads the engine (shared by every widget on the page) and draws. */
  async start(): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    try {
      this.pe = await createPosEnc();
      this.status = 'ready';
      await this.updateComplete;
      if (!this.readyFired) {
        this.readyFired = true;
        this.fire('pe-ready', this.getState());
      }
    } catch (error) {
      this.status = 'error';
      this.errorMessage = `The positional-encoding engine could not be loaded: ${
        error instanceof Error ? error.message : String(error)
      }`;
      this.fire('pe-error', {
        code: 'load-failed',
        message: this.errorMessage,
      } satisfies WidgetErrorDetail);
    }
  }

  private apply(entries: [string, string][]): void {
    const { state, notices } = parseEntries(entries, this.current);
    this.commit(state, notices);
  }

  private commit(state: State, notices: string[]): void {
    const changed = JSON.stringify(state) !== JSON.stringify(this.current);
    this.notices = notices;
    if (notices.length > 0) {
      this.fire('pe-error', {
        code: 'invalid-input',
        message: notices.join(' '),
      } satisfies WidgetErrorDetail);
    }
    if (!changed) return;
    this.current = state;
    this.fire('pe-change', this.getState());
  }

  private fire(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private onViewState = (event: CustomEvent<Partial<State>>) => {
    // Views live in the shadow root, so at the host the event's target is
    // retargeted to the host: the real origin is the first composed node.
    if (event.composedPath()[0] === this) return;
    event.stopPropagation();
    this.apply(entriesOf(event.detail));
  };

  private shown(control: ControlName): boolean {
    const value = (this.controls ?? 'all').trim().toLowerCase();
    if (value === 'none') return false;
    if (value === '' || value === 'all') return true;
    return value.split(/[\s,]+/).includes(control);
  }

  private onTabKey(event: KeyboardEvent, view: ViewName): void {
    const index = viewNames.indexOf(view);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % viewNames.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + viewNames.length) % viewNames.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = viewNames.length - 1;
    else return;
    event.preventDefault();
    this.setState({ view: viewNames[next]! });
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(`#tab-${viewNames[next]}`)?.focus();
    });
  }

  private renderTabs() {
    if (!this.shown('view')) return nothing;
    const active = this.current.view;
    return html`<div role="tablist" aria-label="Lessons">
      ${viewNames.map(
        (view) =>
          html`<button
            role="tab"
            id="tab-${view}"
            aria-selected=${view === active ? 'true' : 'false'}
            aria-controls="panel"
            tabindex=${view === active ? 0 : -1}
            @click=${() => this.setState({ view })}
            @keydown=${(event: KeyboardEvent) => this.onTabKey(event, view)}
          >
            ${viewTitles[view]}
          </button>`,
      )}
    </div>`;
  }

  private number(
    control: ControlName,
    label: string,
    field: 'seqLen' | 'dModel' | 'base',
    min: number,
    max: number,
    step: number | 'any',
  ) {
    if (!this.shown(control)) return nothing;
    const id = `control-${control}`;
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        type="number"
        inputmode="decimal"
        min=${min}
        max=${max}
        step=${step}
        .value=${String(this.current[field])}
        @change=${(event: Event) => {
          const input = event.target as HTMLInputElement;
          this.apply([[queryKeys[field], input.value]]);
          input.value = String(this.current[field]);
        }}
      />
    </div>`;
  }

  private renderControls() {
    const s = this.current;
    return html`<div class="controls">
      ${this.number('seq-len', 'Sequence length', 'seqLen', 1, MAX_SEQ_LEN, 1)}
      ${this.number('d-model', 'd_model', 'dModel', 2, MAX_D_MODEL, 2)}
      ${this.number('base', 'Base', 'base', MIN_BASE, MAX_BASE, 'any')}
      ${
        this.shown('layout')
          ? html`<div class="field">
              <label for="control-layout">Layout</label>
              <select
                id="control-layout"
                .value=${s.layout}
                @change=${(event: Event) =>
                  this.apply([['layout', (event.target as HTMLSelectElement).value]])}
              >
                <option value="interleaved" ?selected=${s.layout === 'interleaved'}>
                  interleaved (sin, cos, sin, …)
                </option>
                <option value="split" ?selected=${s.layout === 'split'}>
                  split (all sin, then all cos)
                </option>
              </select>
            </div>`
          : nothing
      }
      ${
        this.shown('cmap')
          ? html`<div class="field">
              <label for="control-cmap">Colours</label>
              <select
                id="control-cmap"
                .value=${s.cmap}
                @change=${(event: Event) => this.apply([['cmap', (event.target as HTMLSelectElement).value]])}
              >
                <option value="diverging" ?selected=${s.cmap === 'diverging'}>
                  diverging (red–white–blue)
                </option>
                <option value="sequential" ?selected=${s.cmap === 'sequential'}>
                  sequential (viridis)
                </option>
              </select>
            </div>`
          : nothing
      }
    </div>`;
  }

  private renderNotices() {
    if (this.notices.length === 0) return nothing;
    return html`<div class="notices" role="status">
      <strong>Some values were adjusted:</strong>
      <ul>
        ${this.notices.slice(0, 8).map((notice) => html`<li>${notice}</li>`)}
      </ul>
    </div>`;
  }

  private renderBody() {
    if (this.status === 'error') {
      return html`<div class="status" role="alert">
        <div>
          <p class="error">${this.errorMessage}</p>
          <button class="primary" @click=${() => void this.start()}>Retry</button>
        </div>
      </div>`;
    }
    if (this.status !== 'ready' || !this.pe) {
      return html`<div class="status" aria-busy="true">
        <p class="muted">Loading the engine…</p>
      </div>`;
    }
    const entry = viewEntry(this.current.view)!;
    const name = entry.tag;
    if (!customElements.get(name)) {
      entry.load().then(
        () => this.requestUpdate(),
        (error: unknown) => {
          this.status = 'error';
          this.errorMessage = `The ${entry.title} lesson could not be loaded: ${
            error instanceof Error ? error.message : String(error)
          }`;
        },
      );
      return html`<div class="status" aria-busy="true"><p class="muted">Loading…</p></div>`;
    }
    const tag = unsafeStatic(name);
    return staticHtml`<${tag}
      id="panel"
      role="tabpanel"
      aria-labelledby=${`tab-${this.current.view}`}
      .pe=${this.pe}
      .state=${this.current}
      .showControls=${this.shown('lesson')}
    ></${tag}>
      <pe-export-menu .pe=${this.pe} .state=${this.current} .showControls=${this.shown('lesson')}></pe-export-menu>`;
  }

  override render() {
    return html`<div class="root">
      ${this.renderTabs()} ${this.controls === 'none' ? nothing : this.renderControls()}
      ${this.renderNotices()} ${this.renderBody()}
    </div>`;
  }
}

define('positional-encoding-widget', PositionalEncodingWidget);

declare global {
  interface HTMLElementTagNameMap {
    'positional-encoding-widget': PositionalEncodingWidget;
  }
}
