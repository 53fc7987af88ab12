// The state's text form in a URL query (the lesson page, embed.html, share
// links). Text is parsed here once into typed state; views and the widget
// only ever see typed values. queryCodec(schema) gives a schema's doors (each
// field under its description's key, its text from its reader's toText);
// views/state.ts makes the lesson's.
//
// The exercise code travels compressed: "c." + base64url(zlib(UTF-8)). zlib's
// checksum makes a cut or edited link fail loudly instead of yielding the
// first half of someone's program. Links written before that are still
// read: "z." (raw deflate: a cut one fails to inflate, an edited one may
// not) and "t." (plain UTF-8, which the first writer used when deflate saved
// fewer than 8 bytes: short or incompressible code). A "t." link cannot be
// checked at all, so it always gets a notice saying so, and a stronger one
// when its code ends with brackets left open (state/open-brackets.ts, loaded
// for such a link only), as a link cut short almost always does.
//
// Compression uses the platform's CompressionStream and DecompressionStream
// (browsers and Node 20), so no library is loaded and a link without code
// runs no asynchronous step at all. Where they are missing (Safari before
// 16.4, Firefox before 113) or lack a format (Chromium before 103 has no
// 'deflate-raw'), fflate is loaded instead, on demand (state/zlib-fallback.ts).
import { MAX_CODE_LENGTH, sharedFields } from './shared-fields.js';
import { textOf } from './readers.js';
import { sameValue, type ParseResult, type Schema, type SharedState } from './schema.js';

/**
 * The longest query read. The writer never writes a longer one (a link whose
 * code would not fit leaves the code out and says so), so every link the page
 * writes is read back whole; a longer, hostile query is cut here and its code
 * is then rejected by the checksum. 14,336 characters stay below the 16 kB
 * request-header limit of common servers (Node's http included).
 */
export const MAX_QUERY_LENGTH = 14_336;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let k = 0; k < bytes.length; k += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Runs bytes through a (de)compression stream; undefined past `limit` output bytes or on error. */
async function transform(
  stream: CompressionStream | DecompressionStream,
  bytes: Uint8Array,
  limit = Infinity,
): Promise<Uint8Array | undefined> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; these only need handling.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        // Bounded output: a small link cannot inflate into a huge string.
        void reader.cancel().catch(() => {});
        return undefined;
      }
      parts.push(value);
    }
  } catch {
    return undefined;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Format = 'deflate' | 'deflate-raw';
type StreamClass = new (format: Format) => CompressionStream | DecompressionStream;

/** The platform's stream for `format`, or undefined where it has none (or not that format). */
function nativeStream(name: 'CompressionStream' | 'DecompressionStream', format: Format) {
  const Stream = (globalThis as Record<string, unknown>)[name] as StreamClass | undefined;
  if (typeof Stream !== 'function') return undefined;
  try {
    return new Stream(format);
  } catch {
    return undefined; // An older platform without this format.
  }
}

/** Why the code of a link could not be read, when it is not the link's fault. */
class NoCodec extends Error {}

/** fflate, loaded only where the platform's streams are missing. */
async function fallback(): Promise<typeof import('./zlib-fallback.js')> {
  try {
    return await import('./zlib-fallback.js');
  } catch {
    throw new NoCodec(
      'this browser has no CompressionStream and the part of the widget that replaces it could not be loaded',
    );
  }
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  const stream = nativeStream('CompressionStream', 'deflate');
  if (stream) return transform(stream, bytes);
  return (await fallback()).deflate(bytes);
}

async function inflate(format: Format, bytes: Uint8Array, limit: number) {
  const stream = nativeStream('DecompressionStream', format);
  if (stream) return transform(stream, bytes, limit);
  return (await fallback()).inflate(format, bytes, limit);
}

/** The code's link form: "c." + base64url(zlib(UTF-8)). */
export async function encodeCode(code: string): Promise<string> {
  const packed = await deflate(new TextEncoder().encode(code));
  if (!packed) throw new Error('the code could not be compressed');
  return `c.${toBase64Url(packed)}`;
}

/** The code of a link's `code=` value, or undefined when it is not a whole, valid one. */
export async function decodeCode(text: string): Promise<string | undefined> {
  try {
    return await unpack(text);
  } catch {
    return undefined;
  }
}

/** decodeCode's work; throws NoCodec when this browser cannot unpack the link at all. */
async function unpack(text: string): Promise<string | undefined> {
  const bytes = fromBase64Url(text.slice(2));
  if (!bytes) return undefined;
  // UTF-8 needs at most 3 bytes per UTF-16 code unit.
  const limit = MAX_CODE_LENGTH * 3;
  let raw: Uint8Array | undefined;
  if (text.startsWith('t.')) raw = bytes;
  else if (text.startsWith('c.')) raw = await inflate('deflate', bytes, limit);
  else if (text.startsWith('z.')) raw = await inflate('deflate-raw', bytes, limit);
  if (!raw) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return undefined;
  }
}

/**
 * Decodes a link's code value into a typed `code`: the code, or undefined
 * with a notice (the caller keeps the code it had).
 */
export async function decodeCodeParam(
  text: string,
  name: string,
  notices: string[],
): Promise<string | null | undefined> {
  let code: string | undefined;
  try {
    code = await unpack(text);
  } catch (error) {
    const why = error instanceof NoCodec ? error.message : 'it could not be decompressed';
    notices.push(`${name} could not be unpacked: ${why}; keeping the current code.`);
    return undefined;
  }
  if (code === undefined) {
    notices.push(
      `${name} is not a whole, valid shared exercise (was the link cut?); keeping the current code.`,
    );
    return undefined;
  }
  const value = sharedFields.code.reader.fromValue(code, name, notices);
  if (value !== undefined && text.startsWith('t.')) notices.push(await legacyNotice(name, code));
  return value;
}

/**
 * What a "t." link's code gets: the format cannot be checked, and a hint
 * when it looks cut (the scanner is loaded only for such a link).
 */
async function legacyNotice(name: string, code: string): Promise<string> {
  let open = 0;
  try {
    open = (await import('./open-brackets.js')).openBrackets(code);
  } catch {
    // Without the scanner the notice still says that the code cannot be checked.
  }
  const cut =
    open > 0
      ? ` Its code ends with ${open} bracket${open === 1 ? '' : 's'} or quote${open === 1 ? '' : 's'} left open, so the link was probably cut.`
      : '';
  return `${name} is in an old link format ("t.") without a checksum, so the page cannot check that the code is whole: it may be incomplete.${cut} A link shared now carries a checksum.`;
}

export interface QueryResult<S> extends ParseResult<S> {
  /**
   * The link's exercise code, still encoded: resolve it with
   * {@link decodeCodeParam} (only links that carry code need that step).
   */
  encodedCode?: string;
}

export interface LinkQuery {
  query: string;
  /** The length of the full query, code included: more than the limit when the code was left out. */
  length: number;
  /** Set when the state's code had to be left out of the link. */
  notice?: string;
}

/** The URL doors of a schema (views/state.ts makes the lesson's). */
export interface QueryCodec<S> {
  /**
   * Reads a URL query (without "?") into typed state: absent keys take their
   * defaults, a value that cannot be used keeps the one in `keep` (the current
   * state, or the defaults for a fresh page), and every adjustment is reported
   * in `notices`. Unknown and repeated keys are ignored.
   */
  parseQuery(query: string, keep?: Readonly<S>): QueryResult<S>;
  /**
   * The state as query pairs, leaving out the code (which needs
   * {@link encodeCode}) and every value equal to its default, except a
   * field written in every link (the view: field.ts `inEveryLink`).
   */
  toEntries(state: Readonly<S>): [string, string][];
  /** The query without the code (synchronous: what the page writes while code is being packed). */
  toQuery(state: Readonly<S>): string;
  /**
   * The full query, code included when the state has some and the whole link
   * stays within {@link MAX_QUERY_LENGTH}, so that everything written is read back.
   */
  toLinkQuery(state: Readonly<S>): Promise<LinkQuery>;
  /**
   * {@link toLinkQuery}'s last step, synchronous: the full query of `state`
   * whose code was packed already (`encoded`, from {@link encodeCode}), or
   * the query without it when the whole link would be longer than
   * {@link MAX_QUERY_LENGTH}. For links to several states with the same code
   * (a chapter's Next and Previous: widget/chapter-links.ts), packed once.
   */
  withPackedCode(state: Readonly<S>, encoded: string): LinkQuery;
}

export function queryCodec<S extends SharedState>(schema: Schema<S>): QueryCodec<S> {
  const { applyTexts, cloneState, defaultState, fields, inEveryLink, queryKeys, readers } = schema;
  const byQueryKey = new Map<string, keyof S>(fields.map((field) => [queryKeys[field], field]));

  const parseQuery = (query: string, keep: Readonly<S> = defaultState): QueryResult<S> => {
    const notices: string[] = [];
    if (query.length > MAX_QUERY_LENGTH) {
      notices.push(
        `The link is ${query.length} characters long; only the first ${MAX_QUERY_LENGTH} are read.`,
      );
    }
    const texts = new Map<keyof S, string>();
    let encodedCode: string | undefined;
    const seen = new Set<keyof S>();
    for (const [key, text] of new URLSearchParams(query.slice(0, MAX_QUERY_LENGTH))) {
      const field = byQueryKey.get(key);
      if (field === undefined || seen.has(field)) continue; // Unknown or repeated: ignored.
      seen.add(field);
      if (field === 'code') {
        if (text !== '') encodedCode = text;
        continue;
      }
      texts.set(field, text);
    }
    // Absent fields take their defaults; a present value that cannot be used
    // keeps what `keep` has. The code (decoded later) stays as `keep` has it
    // while the link carries some, or when the link was cut.
    const base = cloneState(defaultState);
    const kept = cloneState(keep);
    for (const field of texts.keys()) base[field] = kept[field];
    if (encodedCode !== undefined || query.length > MAX_QUERY_LENGTH) base.code = keep.code;
    const result = applyTexts(texts, base, 'query');
    return { state: result.state, notices: [...notices, ...result.notices], encodedCode };
  };

  const toEntries = (state: Readonly<S>): [string, string][] => {
    const entries: [string, string][] = [];
    for (const field of fields) {
      const value = state[field];
      if (field === 'code' || value === null) continue;
      if (!inEveryLink[field] && sameValue(value, defaultState[field])) continue;
      entries.push([queryKeys[field], textOf(readers[field], value)]);
    }
    return entries;
  };

  const toQuery = (state: Readonly<S>): string => new URLSearchParams(toEntries(state)).toString();

  const toLinkQuery = async (state: Readonly<S>): Promise<LinkQuery> => {
    const query = toQuery(state);
    if (state.code === null) return { query, length: query.length };
    let encoded: string;
    try {
      encoded = await encodeCode(state.code);
    } catch (error) {
      const why = error instanceof NoCodec ? error.message : 'it could not be compressed';
      return {
        query,
        length: query.length,
        notice: `The link leaves the exercise code out: ${why}.`,
      };
    }
    return withPackedCode(state, encoded);
  };

  const withPackedCode = (state: Readonly<S>, encoded: string): LinkQuery => {
    const withCode = new URLSearchParams([
      ...toEntries(state),
      [sharedFields.code.key, encoded],
    ]).toString();
    if (withCode.length <= MAX_QUERY_LENGTH) return { query: withCode, length: withCode.length };
    return {
      query: toQuery(state),
      length: withCode.length,
      notice:
        `The exercise code is too long for a link (${withCode.length} characters once packed; ` +
        `at most ${MAX_QUERY_LENGTH}), so the link leaves it out.`,
    };
  };

  return { parseQuery, toEntries, toQuery, toLinkQuery, withPackedCode };
}
