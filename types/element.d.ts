// The public type of <positional-encoding-widget>, for the "./element" and
// "./lite" entries. Written by hand so that it names no Lit type: Lit is
// bundled into the element builds, not a dependency a consumer installs.
// tests/types/shipped-element.ts checks that the element itself
// (web/src/widget/element.ts) is assignable to this declaration, so it
// promises nothing the element lacks. The event map, detail types and
// attribute types are the generated ones (dist/lib/widget/events.d.ts),
// which also augment HTMLElementEventMap and DocumentEventMap.
import type { ParseResult, State, ViewName } from '../dist/lib/views/state.js';
import type {
  ChangeCause,
  WidgetAttributes,
  WidgetChangeEvent,
  WidgetCursorDetail,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
} from '../dist/lib/widget/events.js';

export type {
  ChangeCause,
  State,
  ViewName,
  WidgetAttributes,
  WidgetChangeEvent,
  WidgetCursorDetail,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
};

/** <positional-encoding-widget>: the whole lesson as one element. */
export declare class PositionalEncodingWidget extends HTMLElement {
  /**
   * `auto` (default: the host page's color-scheme at the element, else the
   * reader's system setting), `light` or `dark`. The scheme in use is the
   * element's `scheme` attribute.
   */
  theme: 'light' | 'dark' | 'auto';
  /**
   * `all`, `none`, or a list of the controls to keep (`view`, `seq-len`,
   * `d-model`, `base`, `layout`, `cmap`, `lesson`, `presets`, `export`, and
   * in figure mode `readout` and `data`); null (default): `export` in figure
   * mode, `all` otherwise.
   */
  controls: string | null;
  /**
   * `course` (null, default: the whole course), `chapter` (one chapter, no
   * course navigation) or `figure` (one figure alone, with its caption).
   */
  mode: string | null;
  /** Figure mode's figure, by its name (docs/embedding.md lists them); null: the view's first. */
  figure: string | null;
  /**
   * A page that reads the state from its query (the `lesson-url` attribute):
   * Previous, Next, the contents and the lesson's glossary terms and
   * citations link there with the learner's state; null (default): they
   * switch the chapter in place only.
   */
  lessonUrl: string | null;
  /** Where loading is: `idle` until near the viewport, then `loading`, `ready` or `error`. */
  status: WidgetStatus;
  /** The notices shown (what the widget adjusted in the last change). */
  readonly notices: readonly string[];
  /** A copy of the current state. */
  getState(): State;
  /**
   * Changes part of the state. Values are checked like URL values (clamped or
   * ignored, with a notice and pe-error); unknown keys throw a TypeError.
   */
  setState(partial: Partial<State>): void;
  /** Replaces the state with one parsed from text elsewhere (a page's URL). */
  restore(result: ParseResult): void;
  /**
   * The code of a link, decoded after the rest of it (`undefined`: unusable):
   * applied keeping the notices shown, with the decoder's `notices` added.
   */
  restoreCode(code: string | null | undefined, notices: readonly string[]): void;
  /** The learner's results on this page (kept in the browser): each item and a plain-text summary. */
  getResults(): { items: WidgetResultDetail[]; text: string };
  /** Adds notices to those shown, reported with pe-error. */
  notify(notices: readonly string[]): void;
  /** Back to the defaults and the element's attributes. */
  reset(): void;
  /** Loads the engine and the active view now (otherwise: when near the viewport). */
  start(): Promise<void>;
}

declare global {
  interface HTMLElementTagNameMap {
    'positional-encoding-widget': PositionalEncodingWidget;
  }
}
