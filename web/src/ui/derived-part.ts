// One part of a view's derived model, recomputed only when its own inputs
// change.
//
// A view's derive(state, pe) runs on every state change, but most of what a
// view shows depends on a few fields: the relative view's dot-product matrix
// does not change when the offset slider moves, and the pitfall scorecard
// does not change when another pitfall is picked. Each such part records the
// typed inputs it was computed from (the engine included); given the
// previous model, derive hands back the same part when they are equal.
// Compared with Object.is field by field, and arrays (the state's dims,
// words, embeddings: the widget hands down fresh copies) element by
// element: no text keys, nothing serialised.
//
// An engine error ends up in the part (`error`), not thrown, so the rest of
// the view can still show what it could compute.

/** What a part holds: its value, or the message of the error that stopped it. */
export type Outcome<T> =
  | { readonly value: T; readonly error?: undefined }
  | { readonly value?: undefined; readonly error: string };

export interface Part<I, T> {
  /** The values the part was computed from. */
  readonly inputs: I;
  readonly outcome: Outcome<T>;
}

/** Object.is, or arrays of the same length whose elements are the same value in this sense. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, k) => sameValue(x, b[k]));
}

/** True when `a` and `b` have the same keys holding the same values (see sameValue). */
export function sameInputs(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * `previous` when it was computed from equal inputs, else a new part
 * holding `compute(inputs)` or the message of the error it threw.
 */
export function derivePart<I extends object, T>(
  previous: Part<I, T> | undefined,
  inputs: I,
  compute: (inputs: I) => T,
): Part<I, T> {
  if (previous !== undefined && sameInputs(previous.inputs, inputs)) return previous;
  try {
    return { inputs, outcome: { value: compute(inputs) } };
  } catch (error) {
    return { inputs, outcome: { error: error instanceof Error ? error.message : String(error) } };
  }
}
