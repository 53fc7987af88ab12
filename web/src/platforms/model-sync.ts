// Keeps an anywidget model's `state` (a JSON dict on the Python side) and a
// <positional-encoding-widget> in step, both ways, without an echo.
//
// One trait for the whole state, not one per field: the fields depend on
// each other (pair below d_model / 2, T5's buckets and max distance, the
// precision view's length x d_model), and the element validates a change
// as a whole. A dict arrives in one change, so `{"seqLen": 64, "dModel": 128}`
// is checked once, as the element's setState does; one trait per field would
// reach it field by field and clamp against the other field's old value.
//
// Model to element: `change:state` -> setState(only what differs). The
// element then fires pe-change with cause 'api', which is ours and is not
// sent back. What the element made of the dict (a value clamped, a partial
// dict completed) is written back once, if and only if it differs from what
// the model holds: writing it back changes nothing in the element, so the
// next round stops there.
// Element to model: pe-change with any other cause (the learner, in the
// widget) -> model.set('state', complete state) and save_changes().
// Two views of one model (the same widget displayed twice) stay in step the
// same way: a view whose state already equals the model's does nothing.
import type { State } from '../views/state.js';
import type { WidgetChangeEvent } from '../widget/events.js';

/** The part of anywidget's model contract this uses (https://anywidget.dev). */
export interface AnyModel {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  save_changes(): void;
  on(event: string, callback: (...args: unknown[]) => void): void;
  off(event?: string | null, callback?: ((...args: unknown[]) => void) | null): void;
  send?(content: unknown, callbacks?: unknown, buffers?: unknown): void;
}

/** The element's side: what the page's script may call (widget/element.ts). */
export interface SyncedElement extends HTMLElement {
  getState(): State;
  setState(partial: Partial<State>): void;
  getResults(): { items: unknown[]; text: string };
}

/** JSON values compared by content (key order ignored): the model's dict against the element's state. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as Record<string, unknown>;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameJson((a as Record<string, unknown>)[key], recordB[key]),
  );
}

function isDict(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of `wanted` whose values differ from `current` (a shallow diff, values by content). */
function changedFields(wanted: Record<string, unknown>, current: State): Partial<State> {
  const now = current as unknown as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    if (!sameJson(value, now[key])) changed[key] = value;
  }
  return changed as Partial<State>;
}

/**
 * Connects `model` and `element` (already created, connected or not);
 * returns the function that disconnects them (every listener removed).
 * `report` receives a message for what the model asked that the element
 * refused outright (an unknown field: setState throws a TypeError).
 */
export function bindModel(
  model: AnyModel,
  element: SyncedElement,
  report: (message: string) => void,
): () => void {
  /** Set while the model's change is applied: its pe-change (cause 'api') is not sent back. */
  let applying = false;

  const writeBack = () => {
    const state = element.getState();
    if (sameJson(model.get('state'), state)) return;
    model.set('state', state);
    model.save_changes();
  };

  const fromModel = () => {
    const wanted = model.get('state');
    if (!isDict(wanted)) {
      if (wanted !== undefined && wanted !== null) report('state must be a dict of fields');
      writeBack();
      return;
    }
    const changed = changedFields(wanted, element.getState());
    if (Object.keys(changed).length > 0) {
      applying = true;
      try {
        element.setState(changed);
      } catch (error) {
        // Unknown keys: nothing was applied (setState checks keys first).
        report(error instanceof Error ? error.message : String(error));
      } finally {
        applying = false;
      }
    }
    writeBack();
  };

  const onChange = (event: Event) => {
    // pe-change fires inside setState: cause 'api' while applying is the model's own change.
    if (applying && (event as WidgetChangeEvent).cause === 'api') return;
    writeBack();
  };
  const onReady = () => writeBack();
  const onResult = () => {
    // Only where the model has a `results` trait (the documented class has).
    if (model.get('results') === undefined) return;
    model.set('results', element.getResults());
    model.save_changes();
  };

  // The model's state first: applied before the element's first render
  // (no pe-change before pe-ready; pe-ready's state includes it).
  const initial = model.get('state');
  if (isDict(initial) && Object.keys(initial).length > 0) {
    try {
      element.setState(changedFields(initial, element.getState()));
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
    }
  }
  model.on('change:state', fromModel);
  element.addEventListener('pe-change', onChange);
  element.addEventListener('pe-ready', onReady);
  element.addEventListener('pe-result', onResult);
  return () => {
    model.off('change:state', fromModel);
    element.removeEventListener('pe-change', onChange);
    element.removeEventListener('pe-ready', onReady);
    element.removeEventListener('pe-result', onResult);
  };
}
