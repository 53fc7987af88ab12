// The events <positional-encoding-widget> fires, and their types for hosts.
//
// Order (tested in tests/e2e/embed.spec.ts): `pe-ready` comes once per element, when the engine is
// loaded and the first view is shown, with the complete state; only after it
// does `pe-change` fire, once per change, each carrying a complete, validated
// state. Changes made before ready (attributes read at connection, a page
// restoring its URL, a packed code being unpacked) are folded into the
// pe-ready state instead of being reported one by one.
//
// The map below augments HTMLElementEventMap and DocumentEventMap, so that
// `el.addEventListener('pe-error', (e) => e.detail.code)` type-checks in a
// host's TypeScript (the events bubble and are composed, so a listener on
// document hears every widget).
import type { ResultItem } from '../views/exercises/progress-summary.js';
import type { State } from '../views/state.js';
import type { CursorDetail } from '../ui/cursor-event.js';

/** The detail of `pe-cursor` (ui/cursor-event.ts): the cell a figure's readout describes. */
export type WidgetCursorDetail = CursorDetail;

export type WidgetStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The detail of `pe-error`. `draw-failed`: a figure could not be drawn (the
 * browser gave no 2D canvas context or refused a drawing call); the message
 * names the view, the figure and the cause, and the figure shows it too.
 */
export interface WidgetErrorDetail {
  code: 'load-failed' | 'invalid-input' | 'engine-error' | 'draw-failed';
  message: string;
}

/**
 * What made a state change, on every `pe-change` as `event.cause`:
 * - `user`: the reader, in the widget (a control, a tab, a figure's zoom, a chapter link);
 * - `api`: the host page's script (`setState`, `reset()`);
 * - `attribute`: an attribute of the element was set, changed or removed;
 * - `history`: the page went back or forward in its history (the lesson page's URL state).
 * A host that mirrors the state both ways ignores `api`: it is its own change coming back.
 */
export type ChangeCause = 'user' | 'api' | 'attribute' | 'history';

/** `pe-change`: the detail is the complete new state, `cause` what changed it. */
export interface WidgetChangeEvent extends CustomEvent<State> {
  readonly cause: ChangeCause;
}

/** A `pe-change` event for `state`, carrying its cause (an own, read-only property). */
export function changeEvent(state: State, cause: ChangeCause): WidgetChangeEvent {
  const event = new CustomEvent('pe-change', { detail: state, bubbles: true, composed: true });
  return Object.defineProperty(event, 'cause', {
    value: cause,
    enumerable: true,
  }) as WidgetChangeEvent;
}

/** The detail of `pe-result`: a quiz question answered or an exercise run checked. */
/** A quiz item, prediction or exercise the learner completed (progress/summary.ts). */
export type WidgetResultDetail = ResultItem;

/** Every event the element fires, by type. */
export interface WidgetEventMap {
  /** The engine is loaded and the first view is shown; detail: the complete state. Once per element. */
  'pe-ready': CustomEvent<State>;
  /** The state changed (only after pe-ready); detail: the complete new state; `cause`: why. */
  'pe-change': WidgetChangeEvent;
  /** Something failed or an input was adjusted. */
  'pe-error': CustomEvent<WidgetErrorDetail>;
  /**
   * A figure's readout moved to another cell or point (the pointer, or the
   * keyboard cursor); the detail names the view and the figure (its name in
   * figure mode); null when it describes none. Not part of the state.
   */
  'pe-cursor': CustomEvent<WidgetCursorDetail | null>;
  /** A quiz answer or an exercise run was checked. */
  'pe-result': CustomEvent<WidgetResultDetail>;
}

/** camelCase -> kebab-case, as the element's attributes are named (seqLen -> seq-len). */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The element's attributes, as written in HTML (every value is text there). */
export type WidgetAttributes = {
  [K in keyof State as Kebab<K>]?: string | number;
} & {
  /**
   * `all`, `none` or a list of controls to keep (`view seq-len d-model base
   * layout cmap lesson presets export`, and in figure mode `readout data`).
   */
  controls?: string;
  /** `course` (default), `chapter` or `figure`. */
  mode?: 'course' | 'chapter' | 'figure';
  /** Figure mode's figure, by name (docs/embedding.md); default: the view's first. */
  figure?: string;
  theme?: 'light' | 'dark' | 'auto';
};

declare global {
  interface HTMLElementEventMap extends WidgetEventMap {}
  interface DocumentEventMap extends WidgetEventMap {}
}
