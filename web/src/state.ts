// The widget's state and its text form, shared by URLs and HTML attributes.
//
// Every value read from outside (a URL query, an attribute) is parsed
// against this typed allow-list and clamped to its range; unknown keys are
// ignored; anything changed is reported as a notice the page shows. Nothing
// here ever produces HTML.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

import type { Layout, Variant } from './engine.js';

import { viewIds, views, type ViewName } from './views/registry.js';

export type { ViewName } from './views/registry.js';
export const viewNames = viewIds;

export const viewTitles = Object.fromEntries(views.map((view) => [view.id, view.title])) as Record<
  ViewName,
  string
>;

export const variantNames = [
  'correct',
  'exponent-i-over-d',
  'sine-only',
  'cosine-only',
  'one-indexed',
  'exponent-2i-times-d',
  'exponent-d-over-2i',
] as const satisfies readonly Variant[];

export type Colormap = 'diverging' | 'sequential';

export interface State {
  view: ViewName;
  seqLen: number;
  dModel: number;
  base: number;
  layout: Layout;
  cmap: Colormap;
  /** Selected position (relative view) and offset k. */
  pos: number;
  k: number;
  /** Selected (sin, cos) pair index. */
  pair: number;
  /** Dimensions plotted in the frequencies view. */
  dims: number[];
  /** The order demo: words, their embeddings, the second order, the token followed. */
  words: string[];
  emb: number[][];
  order: number[];
  follow: number;
  /** The pitfall shown next to the correct encoding. */
  variant: Variant;
  /** The comparison view's training length marker. */
  trainLen: number;
  /** Heat-map window (cells); null = fit the whole matrix. */
  r0: number | null;
  r1: number | null;
  c0: number | null;
  c1: number | null;
  /** The learner's exercise code, when shared in a link; null = the starter code. */
  code: string | null;
}

export const MAX_SEQ_LEN = 1_000_000;
export const MAX_D_MODEL = 8192;
export const MAX_BASE = 1e12;
export const MIN_BASE = 1.001;
export const MAX_WORDS = 8;
export const MAX_WORD_LENGTH = 24;
export const EMBEDDING_SIZE = 4;
export const MAX_ABS_EMBEDDING = 100;
export const MAX_DIMS = 8;
export const MAX_OFFSET = 1_000_000;

export const defaultState: Readonly<State> = Object.freeze({
  view: 'heatmap',
  seqLen: 64,
  dModel: 128,
  base: 10000,
  layout: 'interleaved',
  cmap: 'diverging',
  pos: 10,
  k: 3,
  pair: 0,
  dims: [0, 6, 20, 60],
  words: ['The', 'cat', 'sat'],
  emb: [
    [0.1, 0.2, 0.3, 0.4],
    [0.5, 0.6, 0.7, 0.8],
    [0.9, 1.0, 1.1, 1.2],
  ],
  order: [2, 1, 0],
  follow: 1,
  variant: 'exponent-i-over-d',
  trainLen: 32,
  r0: null,
  r1: null,
  c0: null,
  c1: null,
  code: null,
} satisfies State);

export function cloneState(state: Readonly<State>): State {
  return {
    ...state,
    dims: [...state.dims],
    words: [...state.words],
    emb: state.emb.map((row) => [...row]),
    order: [...state.order],
  };
}

/** URL query key (snake case) of each field; attributes use kebab case. */
export const queryKeys: Record<keyof State, string> = {
  view: 'view',
  seqLen: 'seq_len',
  dModel: 'd_model',
  base: 'base',
  layout: 'layout',
  cmap: 'cmap',
  pos: 'pos',
  k: 'k',
  pair: 'pair',
  dims: 'dims',
  words: 'words',
  emb: 'emb',
  order: 'order',
  follow: 'follow',
  variant: 'variant',
  trainLen: 'train_len',
  r0: 'r0',
  r1: 'r1',
  c0: 'c0',
  c1: 'c1',
  code: 'code',
};

export function attributeName(field: keyof State): string {
  return queryKeys[field].replaceAll('_', '-');
}

/** Longest text accepted for one value; longer input is ignored, not parsed. */
const MAX_VALUE_LENGTH = 400;
/** The exercise code may be longer: up to 12,000 characters of encoded text. */
const MAX_CODE_PARAM_LENGTH = 12_000;
export const MAX_CODE_LENGTH = 20_000;

export interface ParseResult {
  state: State;
  /** One sentence per value that was changed or ignored, for the user. */
  notices: string[];
}

type Reader = (text: string, key: string, notices: string[]) => unknown;

function shown(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?');
  return JSON.stringify(clean.length > 24 ? `${clean.slice(0, 24)}…` : clean);
}

function clampNumber(
  value: number,
  min: number,
  max: number,
  key: string,
  text: string,
  notices: string[],
): number {
  if (value < min) {
    notices.push(`${key}=${shown(text)} is below ${min}; using ${min}.`);
    return min;
  }
  if (value > max) {
    notices.push(`${key}=${shown(text)} is above ${max}; using ${max}.`);
    return max;
  }
  return value;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

function integer(min: number, max: number, options: { even?: boolean } = {}): Reader {
  return (text, key, notices) => {
    const value = parseNumber(text);
    if (value === undefined || !Number.isFinite(value)) {
      notices.push(`${key}=${shown(text)} is not a number; using the default.`);
      return undefined;
    }
    let result = Math.round(value);
    if (result !== value)
      notices.push(`${key}=${shown(text)} is not a whole number; using ${result}.`);
    result = clampNumber(result, min, max, key, String(result), notices);
    if (options.even && result % 2 !== 0) {
      const even = result + 1 <= max ? result + 1 : result - 1;
      notices.push(`${key}=${result} must be even; using ${even}.`);
      result = even;
    }
    return result;
  };
}

function real(min: number, max: number): Reader {
  return (text, key, notices) => {
    const value = parseNumber(text);
    if (value === undefined || !Number.isFinite(value)) {
      notices.push(`${key}=${shown(text)} is not a number; using the default.`);
      return undefined;
    }
    return clampNumber(value, min, max, key, text, notices);
  };
}

function oneOf<T extends string>(values: readonly T[]): Reader {
  return (text, key, notices) => {
    if ((values as readonly string[]).includes(text)) return text as T;
    notices.push(`${key}=${shown(text)} is not one of ${values.join(', ')}; using the default.`);
    return undefined;
  };
}

function list<T>(item: Reader, maxItems: number, separator: string): Reader {
  return (text, key, notices) => {
    const parts = text.split(separator);
    if (parts.length > maxItems) {
      notices.push(`${key} has ${parts.length} items; keeping the first ${maxItems}.`);
      parts.length = maxItems;
    }
    const values: T[] = [];
    for (const part of parts) {
      const value = item(part, key, notices) as T | undefined;
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  };
}

const word: Reader = (text, key, notices) => {
  const trimmed = text.trim();
  // Letters, digits and a little punctuation: a word, never markup.
  if (!/^[\p{L}\p{N}'’.\-]{1,24}$/u.test(trimmed)) {
    notices.push(
      `${key}: ${shown(text)} is not a word of 1 to ${MAX_WORD_LENGTH} letters or digits; using the default words.`,
    );
    return undefined;
  }
  return trimmed;
};

const window: Reader = (text, key, notices) => {
  if (text === '') return null;
  const value = parseNumber(text);
  if (value === undefined || !Number.isFinite(value)) {
    notices.push(`${key}=${shown(text)} is not a number; showing the whole matrix.`);
    return undefined;
  }
  return clampNumber(value, -MAX_SEQ_LEN, 2 * MAX_SEQ_LEN, key, text, notices);
};

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Exercise code in a link: "t." + base64url(UTF-8) when short, "z." +
 * base64url(deflate) when compressing pays off.
 */
export function encodeCode(code: string): string {
  const raw = strToU8(code);
  const packed = deflateSync(raw, { level: 9 });
  return packed.length + 8 < raw.length ? `z.${toBase64Url(packed)}` : `t.${toBase64Url(raw)}`;
}

export function decodeCode(text: string): string | undefined {
  try {
    const bytes = fromBase64Url(text.slice(2));
    if (text.startsWith('t.')) return strFromU8(bytes);
    if (text.startsWith('z.')) {
      // Bounded output: a small link cannot inflate into a huge string.
      const out = inflateSync(bytes, { out: new Uint8Array(MAX_CODE_LENGTH * 4) });
      return strFromU8(out);
    }
  } catch {
    // Falls through to "not valid".
  }
  return undefined;
}

const codeReader: Reader = (text, key, notices) => {
  if (text === '') return null;
  const code = decodeCode(text);
  if (code === undefined || code.length > MAX_CODE_LENGTH) {
    notices.push(
      `${key} is not a valid shared exercise (or longer than ${MAX_CODE_LENGTH} characters); using the starter code.`,
    );
    return undefined;
  }
  return code;
};

const readers: Record<keyof State, Reader> = {
  view: oneOf(viewNames),
  seqLen: integer(1, MAX_SEQ_LEN),
  dModel: integer(2, MAX_D_MODEL, { even: true }),
  base: real(MIN_BASE, MAX_BASE),
  layout: oneOf(['interleaved', 'split'] as const),
  cmap: oneOf(['diverging', 'sequential'] as const),
  pos: integer(0, MAX_SEQ_LEN),
  k: integer(-MAX_OFFSET, MAX_OFFSET),
  pair: integer(0, MAX_D_MODEL / 2 - 1),
  dims: list<number>(integer(0, MAX_D_MODEL - 1), MAX_DIMS, ','),
  words: list<string>(word, MAX_WORDS, ','),
  emb: list<number[]>(
    list<number>(real(-MAX_ABS_EMBEDDING, MAX_ABS_EMBEDDING), EMBEDDING_SIZE, '_'),
    MAX_WORDS,
    ',',
  ),
  order: list<number>(integer(0, MAX_WORDS - 1), MAX_WORDS, ','),
  follow: integer(0, MAX_WORDS - 1),
  variant: oneOf(variantNames),
  trainLen: integer(1, MAX_SEQ_LEN),
  r0: window,
  r1: window,
  c0: window,
  c1: window,
  code: codeReader,
};

const fields = Object.keys(queryKeys) as (keyof State)[];

/**
 * Reads state from key/value pairs (a URL query, or attributes mapped to
 * query keys), starting from `base`, then makes the fields agree with each
 * other (see {@link reconcile}).
 */
export function parseEntries(
  entries: Iterable<[string, string]>,
  base: Readonly<State> = defaultState,
): ParseResult {
  const state = cloneState(base);
  const notices: string[] = [];
  const byKey = new Map<string, keyof State>(fields.map((f) => [queryKeys[f], f]));
  const seen = new Set<string>();
  for (const [key, text] of entries) {
    const field = byKey.get(key);
    if (field === undefined || seen.has(key)) continue; // Unknown or repeated: ignored.
    seen.add(key);
    if (text.length > (field === 'code' ? MAX_CODE_PARAM_LENGTH : MAX_VALUE_LENGTH)) {
      notices.push(`${key} is longer than ${MAX_VALUE_LENGTH} characters; ignored.`);
      continue;
    }
    const value = readers[field](text, key, notices);
    if (value !== undefined) (state as unknown as Record<string, unknown>)[field] = value;
  }
  reconcile(state, notices);
  return { state, notices };
}

export function parseQuery(query: string, base: Readonly<State> = defaultState): ParseResult {
  // A hostile link may be huge: only the first 8 kB are looked at.
  return parseEntries(new URLSearchParams(query.slice(0, 8192)), base);
}

/** Makes dependent fields consistent (pair < dModel/2, one embedding per word, ...). */
export function reconcile(state: State, notices: string[] = []): State {
  const pairs = state.dModel / 2;
  if (state.pair >= pairs) {
    notices.push(`pair=${state.pair} needs d_model > ${2 * state.pair}; using ${pairs - 1}.`);
    state.pair = pairs - 1;
  }
  // dims beyond d_model - 1 stay in the state (a later larger d_model shows them
  // again); the frequencies view skips them.
  const n = state.words.length;
  if (state.emb.length !== n || state.emb.some((row) => row.length !== EMBEDDING_SIZE)) {
    const fallback = defaultState.emb;
    const rows: number[][] = [];
    for (let w = 0; w < n; w++) {
      const row = state.emb[w];
      rows.push(
        row && row.length === EMBEDDING_SIZE
          ? [...row]
          : [...(fallback[w % fallback.length] ?? [0, 0, 0, 0])].map(
              (v) => v + 0.8 * Math.floor(w / 3),
            ),
      );
    }
    if (state.emb.length !== n || state.emb.some((r) => r.length !== EMBEDDING_SIZE)) {
      notices.push(
        `emb must hold ${EMBEDDING_SIZE} numbers for each of the ${n} words; filled in.`,
      );
    }
    state.emb = rows;
  }
  const isPermutation =
    state.order.length === n &&
    new Set(state.order).size === n &&
    state.order.every((index) => index >= 0 && index < n);
  if (!isPermutation) {
    notices.push(`order must list each word index 0..${n - 1} once; using the reverse order.`);
    state.order = Array.from({ length: n }, (_, k) => n - 1 - k);
  }
  if (state.follow >= n) {
    notices.push(`follow=${state.follow} is not a word index below ${n}; using 0.`);
    state.follow = 0;
  }
  return state;
}

function format(field: keyof State, value: unknown): string {
  switch (field) {
    case 'dims':
    case 'words':
    case 'order':
      return (value as unknown[]).join(',');
    case 'emb':
      return (value as number[][]).map((row) => row.join('_')).join(',');
    case 'code':
      return encodeCode(value as string);
    default:
      return String(value);
  }
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The state as query pairs, leaving out every value equal to its default. */
export function toEntries(state: Readonly<State>): [string, string][] {
  const entries: [string, string][] = [];
  for (const field of fields) {
    const value = state[field];
    if (value === null || equal(value, defaultState[field])) continue;
    entries.push([queryKeys[field], format(field, value)]);
  }
  return entries;
}

export function toQuery(state: Readonly<State>): string {
  return new URLSearchParams(toEntries(state)).toString();
}

/** Text form of some fields (no default-skipping), to run them through parseEntries. */
export function entriesOf(partial: Partial<State>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [field, value] of Object.entries(partial) as [keyof State, unknown][]) {
    if (!(field in queryKeys)) continue;
    // null (fit the whole matrix, starter code) travels as an empty value.
    entries.push([queryKeys[field], value === null ? '' : format(field, value)]);
  }
  return entries;
}

export function isStateKey(key: string): key is keyof State {
  return Object.prototype.hasOwnProperty.call(queryKeys, key);
}
