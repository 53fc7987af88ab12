// A view's first-paint frame: its chapter laid out as the view will lay it
// out, before the view's code and the engine have arrived, so that the host
// page below the widget does not move when they do (no layout shift, in any
// browser: the text is laid out by the reader's own browser and fonts).
//
// A frame (views/<id>/frame.ts) is small and pure of the engine: the view's
// chapter (content/<id>.ts), its styles, the values that follow from the
// state alone (a position, a d_model) and a blank for each number the engine
// will supply (those sit in fixed-width slots: content/markup.ts), the flags
// of the chapter's `when` blocks as they are when nothing fails, and for each
// figure either the pure box function of its folder's boxes.ts (an empty box
// of the figure's final height: <pe-figure-slot>) or a template that needs no
// engine (the view's own controls, live from the first paint).
import {
  LitElement,
  adoptStyles,
  html,
  nothing,
  type CSSResultOrNative,
  type PropertyDeclarations,
  type PropertyValues,
} from 'lit';

import type { Chapter } from '../content/format.js';
import type { ExportShape } from '../export/shape.js';
import type { State } from '../views/state.js';
import { ownReadoutShown, renderChapter, renderingOnly } from './chapter.js';
import type { FigureDescription } from './figure-mode.js';
import { FigureElement } from './figure-element.js';
import { hostWidth } from './host-width.js';
import { baseStyles } from './styles.js';
import { InputMessage } from './view-fields.js';

/** What a frame's live templates (the view's controls) are given: the same as the view gives them. */
export interface FrameHost {
  readonly state: State;
  readonly showControls: boolean;
  /** The widget's heading level, as the view has it (for headings inside a figure). */
  readonly headingLevel?: number | undefined;
  /** The message of the last number refused. */
  readonly message: InputMessage;
  /** Asks the widget for a change of state (a valid entry). */
  accept(partial: Partial<State>): void;
}

/** What of a figure the frame's render chose, which its box may depend on. */
export interface SlotShows {
  /** Whether the readout the figure carries inside itself shows (ui/chapter.ts ownReadoutShown). */
  readonly readout: boolean;
}

/** The two SlotShows, as constants: a slot re-renders only when what shows changes. */
const WITH_READOUT: SlotShows = { readout: true };
const WITHOUT_READOUT: SlotShows = { readout: false };

/** An empty box of a figure's final height (its box function), with the host styles it has. */
export interface FigureSlot {
  /** The figure's height in CSS px from the state, its width, its font size and what of it shows. */
  readonly box: (state: State, widthPx: number, fontPx: number, shows: SlotShows) => number;
  /** A fixed width in CSS px, when the figure's host has one (else it fills the width given). */
  readonly widthPx?: number;
  /** The margin the view's styles give the figure's host (CSS), if any. */
  readonly margin?: string;
}

/** A figure of the frame: a slot, a template needing no engine, or nothing at first paint. */
export type FrameFigure = FigureSlot | ((host: FrameHost) => unknown) | null;

export interface ViewFrame<
  F extends string = string,
  V extends string = string,
  W extends string = string,
> {
  readonly chapter: Chapter<F, V, W, string>;
  /** The view's figures as figure mode shows them (its figures.ts); none: it has none. */
  readonly figureList?: readonly FigureDescription[];
  /** The view's own styles (after the shared baseStyles), as its element has them. */
  readonly styles: readonly CSSResultOrNative[];
  readonly figures: Readonly<Record<F, FrameFigure>>;
  /**
   * The chapter's values from the state alone; '' for a number the engine
   * supplies (a slot). `widthPx`: the frame's width in CSS px (0 before it
   * has one), for a note that depends on a figure's size.
   */
  readonly values: (state: State, widthPx: number) => Readonly<Record<V, unknown>>;
  /** The chapter's flags at this state (and width) when nothing fails. */
  readonly flags: (state: State, widthPx: number) => Readonly<Record<W, boolean>>;
  /**
   * What the export menu under the view lists at this state (its figures'
   * titles, its tables' and arrays' names): the menu's room is kept too.
   * The view's export at the same state must have this shape (tests/js);
   * undefined for a view that exports nothing (no menu, and no room for one).
   */
  readonly exportShape: (state: State) => ExportShape | undefined;
}

/** Declares a frame, checking its names against its chapter's (the identity at run time). */
export function defineFrame<F extends string, V extends string, W extends string>(
  frame: ViewFrame<F, V, W>,
): ViewFrame<F, V, W> {
  return frame;
}

/** <pe-figure-slot>: an empty figure box, sized like the figure it stands for. */
export class FigureSlotElement extends FigureElement {
  static override properties: PropertyDeclarations = {
    slotFor: { attribute: false },
    state: { attribute: false },
    shows: { attribute: false },
  };

  declare slotFor: FigureSlot | undefined;
  declare state: State | undefined;
  declare shows: SlotShows;

  constructor() {
    super();
    this.shows = WITH_READOUT;
  }

  protected override boxHeight(widthPx: number, fontPx: number): number {
    return this.slotFor && this.state
      ? this.slotFor.box(this.state, widthPx, fontPx, this.shows)
      : 0;
  }

  override connectedCallback(): void {
    this.applyWidth();
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.applyWidth();
    super.willUpdate(changed as Map<PropertyKey, unknown>);
  }

  protected override renderFigure(): unknown {
    return nothing;
  }

  private applyWidth(): void {
    const margin = this.slotFor?.margin;
    if (margin === undefined) this.style.removeProperty('margin');
    else this.style.setProperty('margin', margin);
    const width = this.slotFor?.widthPx;
    if (width === undefined) this.style.removeProperty('width');
    else {
      this.style.setProperty('width', `${width}px`);
      this.style.setProperty('flex', 'none');
    }
  }
}

/**
 * A slot's template: for a frame's live figure that shows a slot only
 * sometimes (with its controls). Called in a frame's render, where what of
 * the figure shows is known (figure mode's `readout` control).
 */
export function figureSlot(slot: FigureSlot, state: State) {
  return html`<pe-figure-slot
    aria-hidden="true"
    .slotFor=${slot}
    .state=${state}
    .shows=${ownReadoutShown() ? WITH_READOUT : WITHOUT_READOUT}
  ></pe-figure-slot>`;
}

/** <pe-view-frame>: a view's chapter with its figures' empty boxes, until the view arrives. */
export class ViewFrameElement extends LitElement {
  static override properties: PropertyDeclarations = {
    frame: { attribute: false },
    state: { attribute: false },
    showControls: { attribute: false },
    headingLevel: { attribute: false },
    only: { attribute: false },
  };

  declare frame: ViewFrame | undefined;
  /** The chapter figures shown alone (figure mode), as the view shows them; undefined: all. */
  declare only: ReadonlySet<string> | undefined;
  declare state: State | undefined;
  declare showControls: boolean;
  declare headingLevel: number | undefined;

  private readonly message = new InputMessage(this);
  private adopted: ViewFrame | undefined;
  /** The frame's width as last measured (unrounded: a figure's box is computed from it). */
  private readonly width = hostWidth(this);

  constructor() {
    super();
    this.showControls = true;
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return super.shouldUpdate(changed) && this.frame !== undefined && this.state !== undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // The view's styles, as its element adopts them (ViewElement.styles + its own).
    if (this.frame !== this.adopted && this.renderRoot instanceof ShadowRoot) {
      this.adopted = this.frame;
      adoptStyles(this.renderRoot, [baseStyles, ...(this.frame?.styles ?? [])]);
    }
  }

  protected override update(changed: PropertyValues): void {
    renderingOnly(this.only, () => super.update(changed));
  }

  override render() {
    const frame = this.frame!;
    const state = this.state!;
    const host: FrameHost = {
      state,
      showControls: this.showControls,
      headingLevel: this.headingLevel,
      message: this.message,
      accept: (partial) => {
        this.message.show('');
        this.dispatchEvent(
          new CustomEvent('pe-state', { detail: partial, bubbles: true, composed: true }),
        );
      },
    };
    const figures: Record<string, unknown> = {};
    for (const [name, figure] of Object.entries(frame.figures) as [string, FrameFigure][]) {
      figures[name] =
        figure === null
          ? nothing
          : typeof figure === 'function'
            ? () => figure(host)
            : figureSlot(figure, state);
    }
    return renderChapter(frame.chapter, {
      headingLevel: this.headingLevel,
      state,
      flags: frame.flags(state, this.width.px),
      values: frame.values(state, this.width.px),
      figures,
    });
  }
}

if (!customElements.get('pe-figure-slot'))
  customElements.define('pe-figure-slot', FigureSlotElement);
if (!customElements.get('pe-view-frame')) customElements.define('pe-view-frame', ViewFrameElement);

declare global {
  interface HTMLElementTagNameMap {
    'pe-figure-slot': FigureSlotElement;
    'pe-view-frame': ViewFrameElement;
  }
}
