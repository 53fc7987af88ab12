// The element's attributes: the URL vocabulary in kebab case (seq-len,
// d-model, ...), each field's attribute name from its description. Each
// attribute's text is parsed here once into typed state; the code attribute
// carries the same packed form as a link's `code=`.
import { attributeOf } from './field.js';
import { MAX_CODE_LENGTH, sharedFields } from './shared-fields.js';
import type { ParseResult, Schema, SharedState } from './schema.js';

/**
 * The longest `code` attribute decoded: the base64 of 3 UTF-8 bytes per code
 * unit of the longest code, with room for zlib's framing. Nothing longer can
 * be a valid packed code, so it is refused unread (decoding 10^8 characters
 * would hold the page for seconds).
 */
export const MAX_PACKED_CODE_LENGTH = 2 + Math.ceil((3 * MAX_CODE_LENGTH + 1024) / 3) * 4;

const codeAttribute = attributeOf(sharedFields.code);

export interface AttributeResult<S> extends ParseResult<S> {
  /** The packed code of a `code` attribute, for {@link decodeCodeAttribute}. */
  encodedCode?: string;
}

/** The attribute doors of a schema (views/state.ts makes the lesson's). */
export interface AttributeCodec<S> {
  /** Attribute name -> state field. */
  readonly stateAttributes: ReadonlyMap<string, keyof S>;
  /**
   * Parses attribute texts (field -> text) onto `base`: the state fields in one
   * pass, so that related attributes (words and emb, pair and d-model) are
   * reconciled together and every notice is kept.
   */
  parseAttributeTexts(texts: ReadonlyMap<keyof S, string>, base: Readonly<S>): AttributeResult<S>;
  /** Every state attribute the element has, parsed onto `base`. */
  parseAttributes(element: Element, base: Readonly<S>): AttributeResult<S>;
}

export function attributeCodec<S extends SharedState>(schema: Schema<S>): AttributeCodec<S> {
  const stateAttributes: ReadonlyMap<string, keyof S> = new Map(
    schema.fields.map((field) => [schema.attributeName(field), field]),
  );

  const parseAttributeTexts = (
    texts: ReadonlyMap<keyof S, string>,
    base: Readonly<S>,
  ): AttributeResult<S> => {
    const plain = new Map(texts);
    const code = plain.get('code');
    plain.delete('code');
    const result: AttributeResult<S> = schema.applyTexts(plain, base, 'attribute');
    if (code !== undefined && code.length > MAX_PACKED_CODE_LENGTH) {
      result.notices.push(
        `${codeAttribute} is ${code.length} characters long, more than any shared exercise ` +
          `(at most ${MAX_PACKED_CODE_LENGTH}); keeping the current code.`,
      );
    } else if (code !== undefined && code !== '') result.encodedCode = code;
    else if (code === '') result.state.code = null;
    return result;
  };

  const parseAttributes = (element: Element, base: Readonly<S>): AttributeResult<S> => {
    const texts = new Map<keyof S, string>();
    for (const [name, field] of stateAttributes) {
      const text = element.getAttribute(name);
      if (text !== null) texts.set(field, text);
    }
    return parseAttributeTexts(texts, base);
  };

  return { stateAttributes, parseAttributeTexts, parseAttributes };
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
  return decodeCodeParam(text, codeAttribute, notices);
}
