// The base class of every lesson view (one folder per view under views/,
// named once in views/registry.ts).
//
// A view receives the engine API and the widget's typed state, derives what
// it shows with the pure function of its folder's derive.ts, renders, and
// asks for state changes with a `pe-state` event (detail: a typed partial
// State) that the widget validates and passes back down as a new `state`.
// Data flows one way: a view never turns state into text, never parses it,
// and never needs to recognise its own request coming back.
import { LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';

import type { PosEnc } from '../engine/index.js';
import type { ViewExport } from '../export/figure/spec.js';
import type { State } from './state.js';
import { baseStyles } from '../ui/styles.js';
import { headingTagLevel } from '../widget/headings.js';
import { renderingOnly } from '../ui/chapter.js';

const headingTags = [1, 2, 3, 4, 5, 6].map((level) => unsafeStatic(`h${level}`));

/**
 * A heading of a view: its title (`depth` 0) or a section (`depth` 1), as the
 * <h1>-<h6> that fits the host page's outline: the title at `base` (the
 * widget's `heading-level`, default 2), sections one below, never past 6.
 * The class (`title` or `section`) gives the look, whatever the level.
 * Views pass `this.headingLevel`; sub-elements the level they were handed.
 */
export function heading(base: number | undefined, depth: 0 | 1 | 2, content: unknown, id?: string) {
  const tag = headingTags[headingTagLevel(base, depth) - 1]!;
  return staticHtml`<${tag} class=${depth === 0 ? 'title' : 'section'} id=${id ?? nothing}
    >${content}</${tag}
  >`;
}

export class ViewElement<Model = unknown> extends LitElement {
  static override properties: PropertyDeclarations = {
    pe: { attribute: false },
    state: { attribute: false },
    showControls: { attribute: false },
    headingLevel: { attribute: false },
    only: { attribute: false },
  };
  static override styles = [baseStyles];

  declare pe: PosEnc;
  declare state: State;
  /** False when the embedding author asked for a figure only (controls="none"). */
  declare showControls: boolean;
  /** The outline level of the view's title on the host page: 1-6, default 2 (see {@link heading}). */
  declare headingLevel: number | undefined;
  /**
   * The chapter figures shown alone (figure mode: ui/figure-mode.ts), or
   * undefined for the whole chapter: renderChapter honours it in render().
   */
  declare only: ReadonlySet<string> | undefined;

  /** What {@link derive} made of the current state; undefined until the first render. */
  protected model: Model | undefined;
  /** The engine's message when deriving failed (the view shows it instead of the figure). */
  protected modelError: string | undefined;
  /**
   * False in a view whose description says `engine: 'none'`: it renders
   * without `pe`, which the widget then never loads for it.
   */
  protected readonly needsEngine: boolean = true;

  constructor() {
    super();
    this.showControls = true;
  }

  /**
   * The view's pure derivation, usually `derive` from its folder's
   * derive.ts. Called before rendering whenever `state` or `pe` changed;
   * views that derive nothing leave it alone.
   */
  protected derive(_state: State, _pe: PosEnc): Model | undefined {
    return undefined;
  }

  /**
   * What the export menu offers for this view: its figures and their data
   * (see figure/spec.ts), usually built by a pure function of the view's
   * folder from `this.model`. Undefined: the view has nothing to export in
   * its current state. A promise when the view loads that code on first
   * use (the menu awaits it).
   */
  exportData(): ViewExport | undefined | Promise<ViewExport | undefined> {
    return undefined;
  }

  /** Nothing renders until the widget has handed over the state, and the engine if the view needs it. */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    return (
      super.shouldUpdate(changed) &&
      (this.pe !== undefined || !this.needsEngine) &&
      this.state !== undefined
    );
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('state') || changed.has('pe')) {
      try {
        this.model = this.derive(this.state, this.pe);
        this.modelError = undefined;
      } catch (error) {
        this.model = undefined;
        this.modelError = error instanceof Error ? error.message : String(error);
      }
    }
  }

  protected override update(changed: PropertyValues): void {
    renderingOnly(this.only, () => super.update(changed));
  }

  /**
   * Scrolls to the element `id` of the view (its title for '') and focuses
   * it (a lesson link's anchor: ui/lesson-link.ts), making it focusable from
   * script if it is not already; false when the view has no such element.
   */
  reveal(id: string): boolean {
    const target = this.renderRoot.querySelector<HTMLElement>(
      id === '' ? '.title' : `#${CSS.escape(id)}`,
    );
    if (!target) return false;
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    return true;
  }

  /** Asks the widget to change part of the state. */
  protected request(partial: Partial<State>): void {
    this.dispatchEvent(
      new CustomEvent('pe-state', { detail: partial, bubbles: true, composed: true }),
    );
  }
}

export function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
