// What a view says about itself (views/<id>/view.ts): the registry, the tabs,
// the control bar and the state schema (views/state.ts) are assembled from
// these descriptions. A description module is plain data and small
// functions: it imports no template, no Lit and no engine, so the registry
// can import every view's description at start-up; the view's code arrives
// through `load` when the view is first shown.
import type { FieldDescriptions, Rule, SharedState, ValuesOf } from '../state/index.js';

/** A shared control of the widget's control bar. */
export type ControlName = 'seq-len' | 'd-model' | 'base' | 'layout' | 'cmap';

export const controlNames: readonly ControlName[] = [
  'seq-len',
  'd-model',
  'base',
  'layout',
  'cmap',
];

/**
 * The part of the course a view belongs to (course/chapters.ts numbers the
 * chapters from the registry's order and these): `course`, Part I, the
 * sinusoidal encoding a learner reads in order; `atlas`, Part II, further
 * reading on the other schemes; `appendix`, reference pages after both
 * (the glossary), not numbered.
 */
export type CoursePart = 'course' | 'atlas' | 'appendix';

/** What the registry, the tabs and the control bar read of any view. */
export interface ViewEntry {
  /** The `view=` value in URLs and attributes. */
  readonly id: string;
  /** The tab label. */
  readonly title: string;
  /**
   * Its part of the course (every view says it; the registry lists the
   * parts in this order): `'appendix'` for the reference pages after the
   * chapters (the glossary).
   */
  readonly part: CoursePart;
  /** The custom element the view's module defines. */
  readonly tag: string;
  /** Shared controls that apply to this view, in bar order. */
  readonly controls: readonly ControlName[];
  /** Loads the view's folder; resolves once `tag` is defined. */
  readonly load: () => Promise<unknown>;
  /**
   * `'core'` when the view calls only the engine's core module (the heat
   * map's functions: RegisterCore in cpp/bindings/embind.cpp), which loads
   * with the element; `'none'` when it calls no engine function at all (the
   * glossary: text only), so it is shown without any .wasm being fetched;
   * any other view gets the full engine.
   */
  readonly engine?: 'core' | 'none';
  /**
   * The state fields this view declares (default, reader, URL key,
   * attribute). A field another view declared too is listed by importing
   * that view's field object: a field is claimed once (state/schema.ts).
   */
  readonly fields: FieldDescriptions;
  /** Rules between its fields (and the shared ones), run after any change. */
  readonly rules?: readonly Rule<never>[];
  /**
   * A scheme's place in the atlas: its rows of the overview table and its
   * curves of the shared plot, counted, and its atlas.ts to load them from
   * (views/atlas/scheme.ts). Views that are no scheme leave it out.
   */
  readonly atlas?: import('./atlas/scheme.js').SchemeAtlasEntry;
}

/** A view's description as its view.ts writes it: its id and fields typed. */
export interface ViewDescription<
  Id extends string = string,
  F extends FieldDescriptions = FieldDescriptions,
> extends ViewEntry {
  readonly id: Id;
  readonly fields: F;
  readonly rules?: readonly Rule<SharedState & ValuesOf<F>>[];
}

/**
 * A view's description, typed: `id` keeps its literal type (the state's
 * `view` is one of the ids) and `load` resolves to nothing in particular, so
 * the package's declaration files name no view module (and no Lit type).
 * Marked free of side effects, so that a build leaving a view out (the
 * lite build: views/registry.ts) drops its description and its loader too.
 */
/* @__NO_SIDE_EFFECTS__ */
export function describeView<const Id extends string, const F extends FieldDescriptions>(
  description: ViewDescription<Id, F>,
): ViewDescription<Id, F> {
  return description;
}
