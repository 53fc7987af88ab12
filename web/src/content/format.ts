// The format of a chapter's content (web/src/content/<view>.ts): the lesson's
// words as data, apart from the figure code that draws beside them. Pure: no
// Lit, no DOM, no engine, so a chapter loads on its own (and Node reads it).
//
// A chapter is a list of blocks in page order. Prose is a string of inline
// markup (markup.ts): a few inline tags and {name} placeholders for numbers
// the view's model supplies. A `figure` block places one of the view's
// figures, controls or readouts by name; a `when` block is shown only while
// the view says its flag holds (e.g. "the rotation could be computed").
// `phrases` are the short pieces a view picks between at run time
// ("matches" / "does not match"), so that those words live here too.
//
// A chapter declares every name it uses (figures, values, flags); the
// renderer's types make the view supply exactly those, and
// tests/js/content.test.mjs checks that the prose names nothing else.

/** A piece of a list item: markup, or one of the view's figures placed inside the item. */
export type Piece = string | { readonly figure: string };

/**
 * An item of a list: markup, or markup with hooks (`class`, `check`: its
 * data-check) shown only while the flag `when` holds. Its `li` may be a list
 * of pieces, markup and figures in order (a table inside the item's text).
 */
export type Item =
  | string
  | {
      readonly li: string | readonly Piece[];
      readonly class?: string;
      readonly check?: string;
      readonly when?: string;
    };

/** One block of a chapter, in page order. */
export type Block =
  /** A heading: the view's title (depth 0) or a section (1, 2); markup. */
  | { readonly h: string; readonly depth: 0 | 1 | 2; readonly id?: string }
  /** A paragraph of markup; `class`, `value` (data-value) and `id` are hooks for styles, tests and ARIA. */
  | { readonly p: string; readonly class?: string; readonly value?: string; readonly id?: string }
  /** A list of markup items; `live` makes it announce its changes (aria-live). */
  | { readonly ul: readonly Item[]; readonly class?: string; readonly live?: 'polite' }
  /** A description list of (term, description) markup pairs. */
  | { readonly dl: readonly (readonly [string, string])[] }
  /** One of the view's figures, controls or readouts, by name. */
  | { readonly figure: string }
  /** A box around blocks (a layout hook: the circle beside its explanation); `live` announces its changes. */
  | { readonly div: string; readonly body: readonly Block[]; readonly live?: 'polite' }
  /** Blocks shown only while the view's flag `when` is true (or else the `else` blocks). */
  | { readonly when: string; readonly body: readonly Block[]; readonly else?: readonly Block[] };

export interface Chapter<
  F extends string = string,
  V extends string = string,
  W extends string = string,
  P extends string = string,
> {
  /** The figures, controls and readouts the blocks place. */
  readonly figures: readonly F[];
  /** The placeholders the prose and phrases interpolate. */
  readonly values: readonly V[];
  /** The flags of `when` blocks. */
  readonly flags: readonly W[];
  /** Named pieces of markup the view chooses between. */
  readonly phrases: Readonly<Record<P, string>>;
  readonly body: readonly Block[];
}

/** Declares a chapter, keeping its names as literal types (the identity at run time). */
export function defineChapter<
  const F extends string,
  const V extends string,
  const W extends string,
  const P extends string,
>(chapter: Chapter<F, V, W, P>): Chapter<F, V, W, P> {
  return chapter;
}
