// The state layer: a barrel over state/. It knows no view: field.ts says what
// a field description is, shared-fields.ts holds the fields every lesson has
// (the shared controls, the view, the code), schema.ts assembles a schema
// (defaults, readers, names, rules, the typed doors) from the views' field
// descriptions, url.ts and attributes.ts give a schema its text doors. The
// lesson's own schema, built from the registry, is views/state.ts.
export * from './field.js';
export * from './shared-fields.js';
export * from './schema.js';
export {
  clamp,
  flag,
  integer,
  list,
  numeric,
  oneOf,
  real,
  shown,
  textOf,
  type FieldReader,
} from './readers.js';
export { checkWord, MAX_WORD_INPUT, MAX_WORD_LENGTH } from './word.js';
export {
  MAX_QUERY_LENGTH,
  decodeCode,
  decodeCodeParam,
  encodeCode,
  queryCodec,
  type LinkQuery,
  type QueryCodec,
  type QueryResult,
} from './url.js';
export {
  MAX_PACKED_CODE_LENGTH,
  attributeCodec,
  decodeCodeAttribute,
  type AttributeCodec,
  type AttributeResult,
} from './attributes.js';
