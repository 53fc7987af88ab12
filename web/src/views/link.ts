// The lesson's URL doors: the query codec (state/url.ts) over the lesson's
// schema (./state.ts). Apart from ./state.ts because the one-line element
// reads only attributes: the URL's code (compression, the legacy formats)
// is loaded by the page, the Share dialog and the links views write.
import { queryCodec } from '../state/url.js';
import { schema, type State } from './state.js';

export {
  MAX_QUERY_LENGTH,
  decodeCode,
  decodeCodeParam,
  encodeCode,
  type LinkQuery,
} from '../state/url.js';

export type QueryResult = import('../state/url.js').QueryResult<State>;

export const { parseQuery, toEntries, toQuery, toLinkQuery, withPackedCode } = queryCodec(schema);
