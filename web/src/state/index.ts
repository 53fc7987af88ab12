// The widget's state: a barrel over state/ (schema.ts: the typed fields and
// their readers; url.ts: the URL query and the code links; attributes.ts:
// the element's attributes). Views import types and limits from here.
export * from './schema.js';
export {
  MAX_QUERY_LENGTH,
  decodeCode,
  decodeCodeParam,
  encodeCode,
  parseQuery,
  toEntries,
  toLinkQuery,
  toQuery,
  type LinkQuery,
  type QueryResult,
} from './url.js';
export {
  decodeCodeAttribute,
  parseAttributeTexts,
  parseAttributes,
  stateAttributes,
  type AttributeResult,
} from './attributes.js';
