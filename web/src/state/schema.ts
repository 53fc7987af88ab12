// The widget's typed state: every field once, with its default, its limits
// and two readers that share one set of rules.
//
//   fromText   text from outside (a URL query value, an HTML attribute)
//   fromValue  a typed value from script (setState, a view's pe-state request)
//
// Both clamp the same way and push the same notice for the same mistake, so a
// wrong value reads alike whether it came from a link, an attribute or code:
// `{ dims: 5 }` is "dims must be a list of numbers", never a TypeError from
// inside. A reader returns undefined when a value cannot be used at all (the
// caller keeps the field's previous value). Objects are read through their
// own properties only, so a key added to Object.prototype changes nothing.
// Nothing here produces HTML or touches the DOM.
import {
  defaultBase,
  layoutNames,
  precisionNames,
  ropeScalingNames,
  variantNames,
  type Layout,
  type Precision,
  type RopeScalingType,
  type Variant,
} from '../facts.js';
import { viewIds, views, type ViewName } from '../views/registry.js';
import { clamp, integer, list, numeric, oneOf, real, shown, type FieldReader } from './readers.js';

export { shown, type FieldReader } from './readers.js';

export type { ViewName } from '../views/registry.js';
export const viewNames = viewIds;

export const viewTitles = Object.fromEntries(views.map((view) => [view.id, view.title])) as Record<
  ViewName,
  string
>;

// Variant and layout names and the default base are the engine's own facts
// (cpp/include/posenc/facts.h, read through facts.ts before any wasm loads).
export { variantNames, layoutNames };

export const colormapNames = ['diverging', 'sequential'] as const;
export type Colormap = (typeof colormapNames)[number];

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
  /** Dimensions plotted in the frequencies view; empty: chosen there for the current d_model. */
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
  /** The rope-scaling view: method, factor and the model's original (training) length. */
  ropeScaling: RopeScalingType;
  ropeFactor: number;
  ropeOriginalMax: number;
  /** The precision view: the type whose rows are shown, and how many positions. */
  precision: Precision;
  precisionLen: number;
  /** Shaw view: the clipping distance k. */
  shawK: number;
  /** T5 view: buckets in all, the distance where the last bucket starts, and the direction. */
  t5Buckets: number;
  t5MaxDistance: number;
  t5Bidirectional: boolean;
  /** ALiBi view: the head count and the head whose bias matrix is shown. */
  alibiHeads: number;
  alibiHead: number;
  /** NoPE view: the values the tokens carry (a beginning marker, or the same value everywhere). */
  nopeValues: NopeValues;
}

/** The NoPE view's value sequences (views/nope/derive.ts builds them). */
export type NopeValues = 'marker' | 'constant';
export const nopeValueNames: readonly NopeValues[] = ['marker', 'constant'];

// The widget's own ranges, narrower than the engine's limits (facts.ts
// `limits`): the sizes the lesson can draw and explain, not what the API takes.
export const MAX_SEQ_LEN = 1_000_000;
export const MAX_D_MODEL = 8192;
export const MAX_BASE = 1e12;
export const MIN_BASE = 1.001;
export const DEFAULT_BASE = defaultBase;
export const MAX_WORDS = 8;
export const MAX_WORD_LENGTH = 24;
export const EMBEDDING_SIZE = 4;
export const MAX_ABS_EMBEDDING = 100;
export const MAX_DIMS = 8;
export const MAX_OFFSET = 1_000_000;
/** Longest exercise code kept in the state, in UTF-16 code units. */
export const MAX_CODE_LENGTH = 20_000;
/** RoPE scaling factors the rope-scaling view offers (published models use up to 32). */
export const MAX_ROPE_FACTOR = 64;
export const MAX_ROPE_ORIGINAL = 65_536;
/** Positions of the precision view: past float16's overflow at 65,520. */
export const MAX_PRECISION_LEN = 100_000;
/** The scheme views' inputs: what their figures can show (the engine takes more). */
export const MAX_SHAW_K = 1024;
export const MAX_T5_BUCKETS = 1024;
export const MAX_T5_DISTANCE = 1_000_000;
export const MAX_ALIBI_HEADS = 128;

export const defaultState: Readonly<State> = Object.freeze({
  view: 'heatmap',
  seqLen: 64,
  dModel: 128,
  base: DEFAULT_BASE,
  layout: 'interleaved',
  cmap: 'diverging',
  pos: 10,
  k: 3,
  pair: 0,
  dims: [],
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
  ropeScaling: 'yarn',
  ropeFactor: 4,
  ropeOriginalMax: 2048,
  precision: 'bfloat16',
  precisionLen: 3000,
  shawK: 4,
  t5Buckets: 32,
  t5MaxDistance: 128,
  t5Bidirectional: true,
  alibiHeads: 8,
  alibiHead: 0,
  nopeValues: 'marker',
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
export const queryKeys: Readonly<Record<keyof State, string>> = Object.freeze({
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
  ropeScaling: 'rope_scaling',
  ropeFactor: 'rope_factor',
  ropeOriginalMax: 'rope_original_max',
  precision: 'precision',
  precisionLen: 'precision_len',
  shawK: 'shaw_k',
  t5Buckets: 't5_buckets',
  t5MaxDistance: 't5_max_distance',
  t5Bidirectional: 't5_bidirectional',
  alibiHeads: 'alibi_heads',
  alibiHead: 'alibi_head',
  nopeValues: 'nope_values',
});

/** Every field, in a fixed order (the order links are written in). */
export const fields = Object.freeze(Object.keys(queryKeys)) as readonly (keyof State)[];

export function attributeName(field: keyof State): string {
  return queryKeys[field].replaceAll('_', '-');
}

export function isStateKey(key: string): key is keyof State {
  return Object.prototype.hasOwnProperty.call(queryKeys, key);
}

/** A heat-map window edge: a number, or empty text / null for "fit the whole matrix". */
const windowEdge: FieldReader<number | null> = (() => {
  const number = numeric(
    (value, name, said, notices) =>
      clamp(value, -MAX_SEQ_LEN, 2 * MAX_SEQ_LEN, name, said, notices),
    'showing the whole matrix',
  );
  return {
    fromText: (text, name, notices) => (text === '' ? null : number.fromText(text, name, notices)),
    fromValue: (value, name, notices) =>
      value === null ? null : number.fromValue(value, name, notices),
  };
})();

const WORD = /^[\p{L}\p{N}'’.\-]{1,24}$/u;

const word: FieldReader<string> = (() => {
  const check = (value: unknown, name: string, notices: string[]): string | undefined => {
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    // Letters, digits and a little punctuation: a word, never markup.
    if (trimmed === undefined || !WORD.test(trimmed)) {
      notices.push(
        `${name}: ${shown(value)} is not a word of 1 to ${MAX_WORD_LENGTH} letters or digits; using the default words.`,
      );
      return undefined;
    }
    return trimmed;
  };
  return { fromText: check, fromValue: check };
})();

/** The typed half of the code field; its text form (a compressed link) lives in url.ts. */
const code: FieldReader<string | null> = {
  fromText(text, name, notices) {
    // Attributes carry the code as plain text; links carry it encoded (url.ts).
    return code.fromValue(text === '' ? null : text, name, notices);
  },
  fromValue(value, name, notices) {
    if (value === null) return null;
    if (typeof value !== 'string') {
      notices.push(`${name}=${shown(value)} is not text; keeping the current code.`);
      return undefined;
    }
    if (value.length > MAX_CODE_LENGTH) {
      notices.push(
        `${name} is ${value.length} characters long, more than ${MAX_CODE_LENGTH}; keeping the current code.`,
      );
      return undefined;
    }
    return value;
  },
};

/** true or false; in text, "true"/"false" (also "1"/"0"). */
const flag: FieldReader<boolean> = {
  fromText(text, name, notices) {
    const t = text.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    notices.push(`${name}=${shown(text)} is not true or false; using the default.`);
    return undefined;
  },
  fromValue(value, name, notices) {
    if (typeof value === 'boolean') return value;
    notices.push(`${name}=${shown(value)} is not true or false; using the default.`);
    return undefined;
  },
};

export const readers: { readonly [F in keyof State]: FieldReader<State[F]> } = {
  view: oneOf(viewNames),
  seqLen: integer(1, MAX_SEQ_LEN),
  dModel: integer(2, MAX_D_MODEL, { even: true }),
  base: real(MIN_BASE, MAX_BASE),
  layout: oneOf(layoutNames),
  cmap: oneOf(colormapNames),
  pos: integer(0, MAX_SEQ_LEN),
  k: integer(-MAX_OFFSET, MAX_OFFSET),
  pair: integer(0, MAX_D_MODEL / 2 - 1),
  dims: list(integer(0, MAX_D_MODEL - 1), MAX_DIMS, ',', 'numbers'),
  words: list(word, MAX_WORDS, ',', 'words'),
  emb: list(
    list(real(-MAX_ABS_EMBEDDING, MAX_ABS_EMBEDDING), EMBEDDING_SIZE, '_', 'numbers'),
    MAX_WORDS,
    ',',
    'lists of numbers',
  ),
  order: list(integer(0, MAX_WORDS - 1), MAX_WORDS, ',', 'numbers'),
  follow: integer(0, MAX_WORDS - 1),
  variant: oneOf(variantNames),
  trainLen: integer(1, MAX_SEQ_LEN),
  r0: windowEdge,
  r1: windowEdge,
  c0: windowEdge,
  c1: windowEdge,
  code,
  ropeScaling: oneOf(ropeScalingNames),
  ropeFactor: real(1, MAX_ROPE_FACTOR),
  ropeOriginalMax: integer(1, MAX_ROPE_ORIGINAL),
  precision: oneOf(precisionNames),
  precisionLen: integer(2, MAX_PRECISION_LEN),
  shawK: integer(0, MAX_SHAW_K),
  t5Buckets: integer(2, MAX_T5_BUCKETS),
  t5MaxDistance: integer(1, MAX_T5_DISTANCE),
  t5Bidirectional: flag,
  alibiHeads: integer(1, MAX_ALIBI_HEADS),
  alibiHead: integer(0, MAX_ALIBI_HEADS - 1),
  nopeValues: oneOf(nopeValueNames),
};

export interface ParseResult {
  state: State;
  /** One sentence per value that was changed or ignored, for the user. */
  notices: string[];
}

/** Field name spelling of each vocabulary, for notices. */
export type Vocabulary = 'query' | 'attribute' | 'script';

export function fieldName(field: keyof State, vocabulary: Vocabulary): string {
  if (vocabulary === 'query') return queryKeys[field];
  if (vocabulary === 'attribute') return attributeName(field);
  return field;
}

function setField<F extends keyof State>(state: State, field: F, value: State[F]): void {
  state[field] = value;
}

/**
 * Applies typed values to a copy of `base`: each own property of `partial`
 * that names a field goes through that field's fromValue, then the fields
 * are made consistent ({@link reconcile}). Unknown keys are the caller's
 * business (setState rejects them, views never send them); here they are
 * skipped.
 */
export function applyValues(
  partial: object,
  base: Readonly<State>,
  vocabulary: Vocabulary = 'script',
): ParseResult {
  const state = cloneState(base);
  const notices: string[] = [];
  for (const key of Object.keys(partial)) {
    if (!isStateKey(key)) continue;
    // One read of each own property (a getter runs once).
    const value: unknown = (partial as Record<string, unknown>)[key];
    const read = readers[key].fromValue(value, fieldName(key, vocabulary), notices);
    if (read !== undefined) setField(state, key, read as never);
  }
  reconcile(state, notices);
  return { state, notices };
}

/**
 * Applies text values (attributes) to a copy of `base` through each field's
 * fromText, then reconciles.
 */
export function applyTexts(
  texts: ReadonlyMap<keyof State, string>,
  base: Readonly<State>,
  vocabulary: Vocabulary = 'attribute',
): ParseResult {
  const state = cloneState(base);
  const notices: string[] = [];
  for (const [field, text] of texts) {
    const name = fieldName(field, vocabulary);
    if (text.length > MAX_VALUE_LENGTH && field !== 'code') {
      notices.push(`${name} is longer than ${MAX_VALUE_LENGTH} characters; ignored.`);
      continue;
    }
    const read = readers[field].fromText(text, name, notices);
    if (read !== undefined) setField(state, field, read as never);
  }
  reconcile(state, notices);
  return { state, notices };
}

/** Longest text accepted for one value (the code excepted); longer input is ignored, not parsed. */
export const MAX_VALUE_LENGTH = 400;

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
    notices.push(`emb must hold ${EMBEDDING_SIZE} numbers for each of the ${n} words; filled in.`);
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

/** Field-by-field equality of two states (typed values, no text). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, k) => sameValue(item, b[k]));
  }
  return Object.is(a, b);
}

export function sameState(a: Readonly<State>, b: Readonly<State>): boolean {
  return fields.every((field) => sameValue(a[field], b[field]));
}
