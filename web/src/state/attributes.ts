// The element's attributes: the URL vocabulary in kebab case (seq-len,
// d-model, ...). Each attribute's text is parsed here once into typed state;
// the code attribute carries the same packed form as a link's `code=`.
import {
  MAX_CODE_LENGTH,
  applyTexts,
  attributeName,
  fields,
  type ParseResult,
  type State,
} from './schema.js';

/**
 * The longest `code` attribute decoded: the base64 of 3 UTF-8 bytes per code
 * unit of the longest code, with room for zlib's framing. Nothing longer can
 * be a valid packed code, so it is refused unread (decoding 10^8 characters
 * would hold the page for seconds).
 */
export const MAX_PACKED_CODE_LENGTH = 2 + Math.ceil((3 * MAX_CODE_LENGTH + 1024) / 3) * 4;

/** Attribute name -> state field. */
export const stateAttributes: ReadonlyMap<string, keyof State> = new Map(
  fields.map((field) => [attributeName(field), field]),
);

export interface AttributeResult extends ParseResult {
  /** The packed code of a `code` attribute, for {@link decodeCodeAttribute}. */
  encodedCode?: string;
}

/**
 * Parses attribute texts (field -> text) onto `base`: the state fields in one
 * pass, so that related attributes (words and emb, pair and d-model) are
 * reconciled together and every notice is kept.
 */
export function parseAttributeTexts(
  texts: ReadonlyMap<keyof State, string>,
  base: Readonly<State>,
): AttributeResult {
  const plain = new Map(texts);
  const code = plain.get('code');
  plain.delete('code');
  const result: AttributeResult = applyTexts(plain, base, 'attribute');
  if (code !== undefined && code.length > MAX_PACKED_CODE_LENGTH) {
    result.notices.push(
      `${attributeName('code')} is ${code.length} characters long, more than any shared exercise ` +
        `(at most ${MAX_PACKED_CODE_LENGTH}); keeping the current code.`,
    );
  } else if (code !== undefined && code !== '') result.encodedCode = code;
  else if (code === '') result.state.code = null;
  return result;
}

/** Every state attribute the element has, parsed onto `base`. */
export function parseAttributes(element: Element, base: Readonly<State>): AttributeResult {
  const texts = new Map<keyof State, string>();
  for (const [name, field] of stateAttributes) {
    const text = element.getAttribute(name);
    if (text !== null) texts.set(field, text);
  }
  return parseAttributeTexts(texts, base);
}

/**
 * The typed code of a `code` attribute (undefined with a notice when
 * unusable). The decoder (state/url.ts, through code-param.ts) is loaded only for such an
 * attribute: the one-line element's first load does without it.
 */
export async function decodeCodeAttribute(
  text: string,
  notices: string[],
): Promise<string | null | undefined> {
  const { decodeCodeParam } = await import('./code-param.js');
  return decodeCodeParam(text, attributeName('code'), notices);
}
