// What a state field is, as a view's description (views/<id>/view.ts) or the
// widget's shared fields (shared-fields.ts) declare it: its default, its
// reader (readers.ts: what a link, an attribute or a typed value may be) and
// its names. The state layer knows no view: schema.ts assembles a schema from
// whatever field descriptions it is given.
import type { FieldReader } from './readers.js';

export interface FieldDescription<T> {
  /** The value of a fresh widget (and of a link that leaves the field out). */
  readonly default: T;
  readonly reader: FieldReader<T>;
  /** The URL query key, snake case; links written with it must keep working. */
  readonly key: string;
  /** The element attribute; the key in kebab case unless given. */
  readonly attribute?: string;
  /**
   * Written in every link, even at its default (url.ts). Other fields are
   * left out at their default, so a link says only what differs; a field
   * whose default may be chosen differently by a page (the view: the lesson
   * page starts a bare visit elsewhere) is written always, so a link shows
   * the same thing wherever it is opened.
   */
  readonly inEveryLink?: boolean;
}

/** Field name (script camelCase) -> its description. */
export type FieldDescriptions = { readonly [name: string]: FieldDescription<unknown> };

/** The typed values of a set of field descriptions. */
export type ValuesOf<F> = {
  -readonly [K in keyof F]: F[K] extends FieldDescription<infer T> ? T : never;
};

/** A field description (an identity: it types `default` and `reader` as one T). */
export function field<T>(description: FieldDescription<T>): FieldDescription<T> {
  return description;
}

/** A field's attribute name: its own, or its URL key in kebab case. */
export function attributeOf(description: FieldDescription<unknown>): string {
  return description.attribute ?? description.key.replaceAll('_', '-');
}

/** Field name spelling of each vocabulary, for notices. */
export type Vocabulary = 'query' | 'attribute' | 'script';

/**
 * A rule between fields (schema.ts runs every rule after any change): it
 * adjusts `state` and pushes one notice per adjustment, naming fields with
 * `name` in the caller's vocabulary.
 */
export type Rule<S> = (
  state: S,
  notices: string[],
  name: (field: keyof S & string) => string,
) => void;
