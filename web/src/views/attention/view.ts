// The attention chapter's description (views/description.ts): the sentence's
// words and their order, the width d_model, and the projections W_q, W_k
// (the identity or seeded random matrices), with the rule that keeps the
// order a permutation of the words.
import { field } from '../../state/field.js';
import { integer, list, oneOf } from '../../state/readers.js';
import { wordReader } from '../../state/word.js';
import { describeView } from '../description.js';

/** Words in the sentence: the matrices stay readable as cells up to this many. */
export const MAX_ATTN_WORDS = 10;
/** The widest d_model the chapter computes (its controls' range; the engine takes more). */
export const MAX_ATTN_D_MODEL = 256;
/** The projections' seeds the chapter offers (the engine takes up to 2^53). */
export const MAX_ATTN_SEED = 999_999;

export const projectionNames = ['identity', 'random'] as const;
export type Projections = (typeof projectionNames)[number];

const defaultWords = ['the', 'cat', 'sat', 'on', 'the', 'mat'];

export default describeView({
  id: 'attention',
  title: 'Position in attention',
  part: 'course',
  tag: 'pe-attention-view',
  controls: ['base', 'cmap'],
  load: () => import('./index.js'),
  fields: {
    attnWords: field({
      default: defaultWords,
      reader: list(wordReader, MAX_ATTN_WORDS, ',', 'words'),
      key: 'attn_words',
    }),
    /** Position m holds word attnOrder[m] (indices into attnWords). */
    attnOrder: field({
      default: defaultWords.map((_, k) => k),
      reader: list(integer(0, MAX_ATTN_WORDS - 1), MAX_ATTN_WORDS, ',', 'numbers'),
      key: 'attn_order',
    }),
    attnDModel: field({
      default: 64,
      reader: integer(2, MAX_ATTN_D_MODEL, { even: true }),
      key: 'attn_d_model',
    }),
    attnProjections: field<Projections>({
      default: 'identity',
      reader: oneOf(projectionNames),
      key: 'attn_projections',
    }),
    attnSeed: field({ default: 0, reader: integer(0, MAX_ATTN_SEED), key: 'attn_seed' }),
  },
  rules: [
    function orderIsAPermutationOfTheWords(state, notices, name) {
      const n = state.attnWords.length;
      const order = state.attnOrder;
      const isPermutation =
        order.length === n && new Set(order).size === n && order.every((w) => w >= 0 && w < n);
      if (isPermutation) return;
      notices.push(
        `${name('attnOrder')} must list each word index 0..${n - 1} once; using the order as written.`,
      );
      state.attnOrder = Array.from({ length: n }, (_, k) => k);
    },
  ],
});
