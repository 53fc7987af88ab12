// The lesson's state: the schema (state/schema.ts) assembled from the
// registry's view descriptions, with its attribute doors (its URL doors are
// ./link.ts, which the one-line element does not load). Everything that
// reads or writes the widget's state imports it from here: the state layer
// itself knows no view, and each view's fields live in its folder
// (views/<id>/view.ts).
import { attributeCodec } from '../state/attributes.js';
import { buildSchema, type StateOf } from '../state/schema.js';
import { DEFAULT_VIEW as defaultView } from './default-view.js';
import { views, type ViewName } from './registry.js';

export * from '../state/field.js';
export * from '../state/shared-fields.js';
export * from '../state/schema.js';
export { shown, type FieldReader } from '../state/readers.js';
export { checkWord, MAX_WORD_INPUT, MAX_WORD_LENGTH } from '../state/word.js';
export { MAX_PACKED_CODE_LENGTH, decodeCodeAttribute } from '../state/attributes.js';
export type { ViewName } from './registry.js';

/** The widget's typed state: the shared fields and every view's own. */
export type State = StateOf<typeof views>;

/** The view of a fresh element and of a link without `view=` (views/default-view.ts). */
export const DEFAULT_VIEW: ViewName = defaultView;

const schema = buildSchema<State>(views, DEFAULT_VIEW);

export const {
  defaultState,
  fields,
  queryKeys,
  inEveryLink,
  readers,
  attributeName,
  fieldName,
  isStateKey,
  cloneState,
  sameState,
  reconcile,
  readValues,
  applyRead,
  applyValues,
  applyTexts,
} = schema;
export const { stateAttributes, parseAttributeTexts, parseAttributes } = attributeCodec(schema);

export type ParseResult = import('../state/schema.js').ParseResult<State>;
export type ReadValues = import('../state/schema.js').ReadValues<State>;
export type AttributeResult = import('../state/attributes.js').AttributeResult<State>;

/** The lesson's schema, for ./link.ts. */
export { schema };

export const viewNames: readonly ViewName[] = schema.viewIds as readonly ViewName[];

export const viewTitles = Object.fromEntries(views.map((view) => [view.id, view.title])) as Record<
  ViewName,
  string
>;
