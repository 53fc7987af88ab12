// The word-order view's description (views/description.ts): the demo's
// words, their embeddings, the second order and the token followed, and the
// rules that keep them consistent. The worked example lists the words and
// embeddings too (the same field objects).
import { field } from '../../state/field.js';
import { integer, list, real } from '../../state/readers.js';
import { wordReader } from '../../state/word.js';
import { describeView } from '../description.js';

export const MAX_WORDS = 8;
export const EMBEDDING_SIZE = 4;
export const MAX_ABS_EMBEDDING = 100;

const defaultEmbeddings = [
  [0.1, 0.2, 0.3, 0.4],
  [0.5, 0.6, 0.7, 0.8],
  [0.9, 1.0, 1.1, 1.2],
];

export const wordFields = {
  words: field({
    default: ['The', 'cat', 'sat'],
    reader: list(wordReader, MAX_WORDS, ',', 'words'),
    key: 'words',
  }),
  emb: field({
    default: defaultEmbeddings,
    reader: list(
      list(real(-MAX_ABS_EMBEDDING, MAX_ABS_EMBEDDING), EMBEDDING_SIZE, '_', 'numbers'),
      MAX_WORDS,
      ',',
      'lists of numbers',
    ),
    key: 'emb',
  }),
} as const;

export default describeView({
  id: 'order',
  title: 'Word order',
  part: 'course',
  tag: 'pe-order-view',
  controls: ['base'],
  load: () => import('./index.js'),
  fields: {
    ...wordFields,
    order: field({
      default: [2, 1, 0],
      reader: list(integer(0, MAX_WORDS - 1), MAX_WORDS, ',', 'numbers'),
      key: 'order',
    }),
    follow: field({ default: 1, reader: integer(0, MAX_WORDS - 1), key: 'follow' }),
  },
  rules: [
    function oneEmbeddingPerWord(state, notices, name) {
      const n = state.words.length;
      if (state.emb.length === n && state.emb.every((row) => row.length === EMBEDDING_SIZE)) return;
      const rows: number[][] = [];
      for (let w = 0; w < n; w++) {
        const row = state.emb[w];
        rows.push(
          row && row.length === EMBEDDING_SIZE
            ? [...row]
            : [...(defaultEmbeddings[w % defaultEmbeddings.length] ?? [0, 0, 0, 0])].map(
                (v) => v + 0.8 * Math.floor(w / 3),
              ),
        );
      }
      notices.push(
        `${name('emb')} must hold ${EMBEDDING_SIZE} numbers for each of the ${n} words; filled in.`,
      );
      state.emb = rows;
    },
    function orderIsAPermutation(state, notices, name) {
      const n = state.words.length;
      const isPermutation =
        state.order.length === n &&
        new Set(state.order).size === n &&
        state.order.every((index) => index >= 0 && index < n);
      if (!isPermutation) {
        notices.push(
          `${name('order')} must list each word index 0..${n - 1} once; using the reverse order.`,
        );
        state.order = Array.from({ length: n }, (_, k) => n - 1 - k);
      }
      if (state.follow >= n) {
        notices.push(`${name('follow')}=${state.follow} is not a word index below ${n}; using 0.`);
        state.follow = 0;
      }
    },
  ],
});
