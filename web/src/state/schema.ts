// The widget's typed state and its two doors:
//
//   applyTexts   text from outside (a URL query value, an HTML attribute)
//   applyValues  typed values from script (setState, a view's pe-state request)
//
// Both read each field with that field's reader (field-readers.ts), which
// clamp the same way and push the same notice for the same mistake, so a
// wrong value reads alike whether it came from a link, an attribute or code:
// `{ dims: 5 }` is "dims must be a list of numbers", never a TypeError from
// inside. Then the fields are made consistent (reconcile.ts). A reader
// returns undefined when a value cannot be used at all (the caller keeps the
// field's previous value). Objects are read through their own properties
// only, so a key added to Object.prototype changes nothing, and a getter or
// Proxy trap that throws is a notice. Nothing here produces HTML or touches
// the DOM. The fields themselves (defaults, limits, names) are fields.ts.
import { cloneState, fieldName, isStateKey, type State, type Vocabulary } from './fields.js';
import { readers } from './field-readers.js';
import { reconcile } from './reconcile.js';
import { shown, thrownText } from './readers.js';

export * from './fields.js';
export { readers } from './field-readers.js';
export { reconcile, t5MaxExact } from './reconcile.js';
export { shown, type FieldReader } from './readers.js';
export { checkWord, MAX_WORD_INPUT } from './word.js';

export interface ParseResult {
  state: State;
  /** One sentence per value that was changed or ignored, for the user. */
  notices: string[];
}

/** Typed values read from an object, not yet applied to any state. */
export interface ReadValues {
  /** Each usable field's value, as its reader returned it (plain data: no getter runs again). */
  values: Map<keyof State, unknown>;
  notices: string[];
  /** Own enumerable keys that name no field (shown() quoted, at most a few). */
  unknownKeys: string[];
}

/** Unknown keys quoted in a notice or an error, at most. */
const SHOWN_UNKNOWN_KEYS = 3;

/**
 * Reads every own enumerable field of `partial` once, through its reader,
 * before anything is applied: getters and Proxy traps run here, in key order,
 * and what they throw is a notice. With `refuseUnknown`, nothing is read when
 * a key names no field (the caller reports `unknownKeys`).
 */
export function readValues(
  partial: object,
  vocabulary: Vocabulary = 'script',
  refuseUnknown = false,
): ReadValues {
  const values = new Map<keyof State, unknown>();
  const notices: string[] = [];
  const unknownKeys: string[] = [];
  let keys: string[];
  try {
    keys = Object.keys(partial);
  } catch (error) {
    notices.push(`The object's keys could not be listed (it threw ${thrownText(error)}); ignored.`);
    return { values, notices, unknownKeys };
  }
  for (const key of keys) {
    if (isStateKey(key) || unknownKeys.length >= SHOWN_UNKNOWN_KEYS) continue;
    unknownKeys.push(shown(key));
  }
  if (refuseUnknown && unknownKeys.length > 0) return { values, notices, unknownKeys };
  for (const key of keys) {
    if (!isStateKey(key)) continue;
    const name = fieldName(key, vocabulary);
    try {
      // One read of each own property (a getter runs once).
      const value: unknown = (partial as Record<string, unknown>)[key];
      const read = readers[key].fromValue(value, name, notices);
      if (read !== undefined) values.set(key, read);
    } catch (error) {
      notices.push(`${name}: reading the value threw ${thrownText(error)}; ignored.`);
    }
  }
  return { values, notices, unknownKeys };
}

function setField<F extends keyof State>(state: State, field: F, value: State[F]): void {
  state[field] = value;
}

/** Applies values already read ({@link readValues}) to a copy of `base`, then reconciles. */
export function applyRead(
  read: Pick<ReadValues, 'values' | 'notices'>,
  base: Readonly<State>,
  vocabulary: Vocabulary = 'script',
): ParseResult {
  const state = cloneState(base);
  const notices = [...read.notices];
  for (const [key, value] of read.values) setField(state, key, value as never);
  reconcile(state, notices, vocabulary);
  return { state, notices };
}

/**
 * Applies typed values to a copy of `base`: each own property of `partial`
 * that names a field goes through that field's fromValue, then the fields
 * are made consistent ({@link reconcile}). Unknown keys are the caller's
 * business (setState rejects them, views never send them); here they are
 * skipped.
 */
export function applyValues(
  partial: object,
  base: Readonly<State>,
  vocabulary: Vocabulary = 'script',
): ParseResult {
  return applyRead(readValues(partial, vocabulary), base, vocabulary);
}

/**
 * Applies text values (attributes) to a copy of `base` through each field's
 * fromText, then reconciles.
 */
export function applyTexts(
  texts: ReadonlyMap<keyof State, string>,
  base: Readonly<State>,
  vocabulary: Vocabulary = 'attribute',
): ParseResult {
  const state = cloneState(base);
  const notices: string[] = [];
  for (const [field, text] of texts) {
    const name = fieldName(field, vocabulary);
    if (text.length > MAX_VALUE_LENGTH && field !== 'code') {
      notices.push(`${name} is longer than ${MAX_VALUE_LENGTH} characters; ignored.`);
      continue;
    }
    const read = readers[field].fromText(text, name, notices);
    if (read !== undefined) setField(state, field, read as never);
  }
  reconcile(state, notices, vocabulary);
  return { state, notices };
}

/** Longest text accepted for one value (the code excepted); longer input is ignored, not parsed. */
export const MAX_VALUE_LENGTH = 400;
