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

/** The detail of `pe-result`: a quiz question answered or an exercise run checked. */
/** A quiz item, prediction or exercise the learner completed (progress/summary.ts). */
export type WidgetResultDetail = ResultItem;

/** Every event the element fires, by type. */
export interface WidgetEventMap {
  /** The engine is loaded and the first view is shown; detail: the complete state. Once per element. */
  'pe-ready': CustomEvent<State>;
  /** The state changed (only after pe-ready); detail: the complete new state. */
  'pe-change': CustomEvent<State>;
  /** Something failed or an input was adjusted. */
  'pe-error': CustomEvent<WidgetErrorDetail>;
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
  /** `all`, `none` or a list of controls to keep (`view seq-len d-model base layout cmap lesson`). */
  controls?: string;
  theme?: 'light' | 'dark' | 'auto';
};

declare global {
  interface HTMLElementEventMap extends WidgetEventMap {}
  interface DocumentEventMap extends WidgetEventMap {}
}
