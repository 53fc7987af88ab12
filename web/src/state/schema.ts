// The widget's typed state, assembled from field descriptions, and its two
// doors:
//
//   applyTexts   text from outside (a URL query value, an HTML attribute)
//   applyValues  typed values from script (setState, a view's pe-state request)
//
// buildSchema takes the views' descriptions (each view's id, its fields and
// the rules between them: views/<id>/view.ts) and the default view, and adds
// the shared fields (shared-fields.ts); the state layer itself names no view. The lesson's
// schema is built once, from the registry, in views/state.ts.
//
// Both doors read each field with that field's reader, which clamp the same
// way and push the same notice for the same mistake, so a wrong value reads
// alike whether it came from a link, an attribute or code: `{ dims: 5 }` is
// "dims must be a list of numbers", never a TypeError from inside. Then the
// rules make the fields consistent. A reader returns undefined when a value
// cannot be used at all (the caller keeps the field's previous value).
// Objects are read through their own properties only, so a key added to
// Object.prototype changes nothing, and a getter or Proxy trap that throws
// is a notice. Nothing here produces HTML or touches the DOM.
import {
  attributeOf,
  type FieldDescription,
  type FieldDescriptions,
  type Rule,
  type ValuesOf,
  type Vocabulary,
} from './field.js';
import { shown, thrownText, type FieldReader } from './readers.js';
import { sharedFields, viewField } from './shared-fields.js';

export type { Vocabulary } from './field.js';

/** What the schema needs of a view: its id, its fields and the rules between them. */
export interface FieldGroup {
  readonly id: string;
  readonly fields: FieldDescriptions;
  readonly rules?: readonly Rule<never>[];
}

/** The shared fields' values, with the view as any id (what a view's rule sees of them). */
export type SharedState = ValuesOf<typeof sharedFields> & { view: string };

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
type Flatten<T> = { [K in keyof T]: T[K] };
type GroupValues<G> = G extends { readonly fields: infer F } ? ValuesOf<F> : never;

/** The state of a list of views: the shared fields, `view` one of their ids, and their fields. */
export type StateOf<V extends readonly FieldGroup[]> = Flatten<
  Omit<SharedState, 'view'> & { view: V[number]['id'] } & UnionToIntersection<
      GroupValues<V[number]>
    >
>;

export interface ParseResult<S> {
  state: S;
  /** One sentence per value that was changed or ignored, for the user. */
  notices: string[];
}

/** Typed values read from an object, not yet applied to any state. */
export interface ReadValues<S> {
  /** Each usable field's value, as its reader returned it (plain data: no getter runs again). */
  values: Map<keyof S, unknown>;
  notices: string[];
  /** Own enumerable keys that name no field (shown() quoted, at most a few). */
  unknownKeys: string[];
}

export interface Schema<S extends object> {
  readonly defaultState: Readonly<S>;
  /** Every field, in a fixed order (the order links are written in). */
  readonly fields: readonly (keyof S)[];
  /** URL query key (snake case) of each field. */
  readonly queryKeys: Readonly<Record<keyof S, string>>;
  /** Whether a field is written in every link, even at its default (field.ts `inEveryLink`). */
  readonly inEveryLink: Readonly<Record<keyof S, boolean>>;
  readonly readers: { readonly [F in keyof S]: FieldReader<S[F]> };
  /** The view ids, in registry order. */
  readonly viewIds: readonly string[];
  attributeName(field: keyof S): string;
  fieldName(field: keyof S, vocabulary: Vocabulary): string;
  isStateKey(key: string): key is keyof S & string;
  cloneState(state: Readonly<S>): S;
  sameState(a: Readonly<S>, b: Readonly<S>): boolean;
  /** Makes dependent fields consistent, pushing one notice per adjustment; returns `state`. */
  reconcile(state: S, notices?: string[], vocabulary?: Vocabulary): S;
  /**
   * Reads every own enumerable field of `partial` once, through its reader,
   * before anything is applied: getters and Proxy traps run here, in key
   * order, and what they throw is a notice. With `refuseUnknown`, nothing is
   * read when a key names no field (the caller reports `unknownKeys`).
   */
  readValues(partial: object, vocabulary?: Vocabulary, refuseUnknown?: boolean): ReadValues<S>;
  /** Applies values already read to a copy of `base`, then reconciles. */
  applyRead(
    read: Pick<ReadValues<S>, 'values' | 'notices'>,
    base: Readonly<S>,
    vocabulary?: Vocabulary,
  ): ParseResult<S>;
  /**
   * Applies typed values to a copy of `base`: each own property of `partial`
   * that names a field goes through that field's fromValue, then the fields
   * are made consistent. Unknown keys are the caller's business (setState
   * rejects them, views never send them); here they are skipped.
   */
  applyValues(partial: object, base: Readonly<S>, vocabulary?: Vocabulary): ParseResult<S>;
  /** Applies text values (attributes) to a copy of `base` through each fromText, then reconciles. */
  applyTexts(
    texts: ReadonlyMap<keyof S, string>,
    base: Readonly<S>,
    vocabulary?: Vocabulary,
  ): ParseResult<S>;
}

/** Longest text accepted for one value (the code excepted); longer input is ignored, not parsed. */
export const MAX_VALUE_LENGTH = 400;

/** Unknown keys quoted in a notice or an error, at most. */
const SHOWN_UNKNOWN_KEYS = 3;

/** Field-by-field equality of two values (typed values, no text). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, k) => sameValue(item, b[k]));
  }
  return Object.is(a, b);
}

/** A deep copy of a value made of arrays and primitives. */
function copy(value: unknown): unknown {
  return Array.isArray(value) ? value.map(copy) : value;
}

/**
 * Every field of the shared set and of `groups`, checked: a field name, a URL
 * key or an attribute is claimed by one description only; two views may
 * list the same description object (a field shared on purpose, such as the
 * pair index).
 */
function collectFields(
  groups: readonly FieldGroup[],
  defaultView: string,
): Map<string, FieldDescription<unknown>> {
  const all = new Map<string, FieldDescription<unknown>>();
  const claimed = new Map<string, FieldDescription<unknown>>();
  const view = {
    view: viewField(
      groups.map((group) => group.id),
      defaultView,
    ),
  };
  for (const fields of [view, sharedFields, ...groups.map((group) => group.fields)]) {
    for (const [name, description] of Object.entries(fields)) {
      for (const claim of [
        name,
        `URL key ${description.key}`,
        `attribute ${attributeOf(description)}`,
      ]) {
        const owner = claimed.get(claim);
        if (owner !== undefined && owner !== description) {
          throw new Error(`two state fields claim ${claim}`);
        }
        claimed.set(claim, description);
      }
      all.set(name, description);
    }
  }
  return all;
}

/**
 * The schema of the shared fields and the fields of `groups` (the views, in
 * registry order), whose `view` is `defaultView` unless told otherwise.
 */
export function buildSchema<S extends object>(
  groups: readonly FieldGroup[],
  defaultView: string,
): Schema<S> {
  type Field = keyof S & string;
  const descriptions = collectFields(groups, defaultView) as Map<Field, FieldDescription<unknown>>;
  const fields = Object.freeze([...descriptions.keys()]);
  const entries = <T>(value: (description: FieldDescription<unknown>) => T) =>
    Object.freeze(
      Object.fromEntries(fields.map((name) => [name, value(descriptions.get(name)!)])),
    ) as Readonly<Record<Field, T>>;
  const defaultState = entries((description) => copy(description.default)) as unknown as S;
  const queryKeys = entries((description) => description.key) as Readonly<Record<keyof S, string>>;
  const inEveryLink = entries((description) => description.inEveryLink === true) as Readonly<
    Record<keyof S, boolean>
  >;
  const attributes = entries(attributeOf);
  const readers = entries((description) => description.reader) as unknown as Schema<S>['readers'];
  const rules: Rule<S>[] = [];
  for (const group of groups) {
    for (const rule of group.rules ?? []) {
      if (!rules.includes(rule as Rule<S>)) rules.push(rule as Rule<S>);
    }
  }

  const isStateKey = (key: string): key is Field =>
    Object.prototype.hasOwnProperty.call(queryKeys, key);
  const fieldName = (field: keyof S, vocabulary: Vocabulary): string => {
    if (vocabulary === 'query') return queryKeys[field as Field];
    if (vocabulary === 'attribute') return attributes[field as Field];
    return field as Field;
  };
  const cloneState = (state: Readonly<S>): S => {
    const out = { ...state } as Record<Field, unknown>;
    for (const name of fields) out[name] = copy(out[name]);
    return out as S;
  };
  const reconcile = (state: S, notices: string[] = [], vocabulary: Vocabulary = 'query'): S => {
    const name = (field: keyof S & string) => fieldName(field, vocabulary);
    for (const rule of rules) rule(state, notices, name);
    return state;
  };
  const setField = (state: S, field: keyof S, value: unknown) => {
    (state as Record<keyof S, unknown>)[field] = value;
  };

  const readValues = (
    partial: object,
    vocabulary: Vocabulary = 'script',
    refuseUnknown = false,
  ): ReadValues<S> => {
    const values = new Map<keyof S, unknown>();
    const notices: string[] = [];
    const unknownKeys: string[] = [];
    let keys: string[];
    try {
      keys = Object.keys(partial);
    } catch (error) {
      notices.push(
        `The object's keys could not be listed (it threw ${thrownText(error)}); ignored.`,
      );
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
  };

  const applyRead: Schema<S>['applyRead'] = (read, base, vocabulary = 'script') => {
    const state = cloneState(base);
    const notices = [...read.notices];
    for (const [key, value] of read.values) setField(state, key, value);
    reconcile(state, notices, vocabulary);
    return { state, notices };
  };

  const applyTexts: Schema<S>['applyTexts'] = (texts, base, vocabulary = 'attribute') => {
    const state = cloneState(base);
    const notices: string[] = [];
    for (const [field, text] of texts) {
      const name = fieldName(field, vocabulary);
      if (text.length > MAX_VALUE_LENGTH && field !== 'code') {
        notices.push(`${name} is longer than ${MAX_VALUE_LENGTH} characters; ignored.`);
        continue;
      }
      const read = readers[field].fromText(text, name, notices);
      if (read !== undefined) setField(state, field, read);
    }
    reconcile(state, notices, vocabulary);
    return { state, notices };
  };

  return {
    defaultState: Object.freeze(defaultState),
    fields,
    queryKeys,
    inEveryLink,
    readers,
    viewIds: Object.freeze(groups.map((group) => group.id)),
    attributeName: (field) => attributes[field as Field],
    fieldName,
    isStateKey,
    cloneState,
    sameState: (a, b) => fields.every((field) => sameValue(a[field], b[field])),
    reconcile,
    readValues,
    applyRead,
    applyValues: (partial, base, vocabulary = 'script') =>
      applyRead(readValues(partial, vocabulary), base, vocabulary),
    applyTexts,
  };
}
