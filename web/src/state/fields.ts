// The widget's typed state: every field once, with its default, its limits,
// its name in each vocabulary (script camelCase, URL snake_case, attribute
// kebab-case) and equality. How a value is read is in field-readers.ts, how
// fields constrain each other in reconcile.ts; schema.ts puts them together.
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
} from '../engine/facts.js';
import { viewIds, views, type ViewName } from '../views/registry.js';

export { MAX_WORD_LENGTH } from './word.js';

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

/** Field name spelling of each vocabulary, for notices. */
export type Vocabulary = 'query' | 'attribute' | 'script';

export function fieldName(field: keyof State, vocabulary: Vocabulary): string {
  if (vocabulary === 'query') return queryKeys[field];
  if (vocabulary === 'attribute') return attributeName(field);
  return field;
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
