// Each state field's reader (readers.ts builds most of them): what a URL
// value, an attribute or a typed value may be for that field, and the notice
// when it cannot be used. A reader sees one field; how fields constrain each
// other (pair below d_model / 2, T5's buckets and distance, ...) is
// reconcile.ts.
import { layoutNames, precisionNames, ropeScalingNames, variantNames } from '../engine/facts.js';
import {
  EMBEDDING_SIZE,
  MAX_ABS_EMBEDDING,
  MAX_ALIBI_HEADS,
  MAX_BASE,
  MAX_CODE_LENGTH,
  MAX_DIMS,
  MAX_D_MODEL,
  MAX_OFFSET,
  MAX_PRECISION_LEN,
  MAX_ROPE_FACTOR,
  MAX_ROPE_ORIGINAL,
  MAX_SEQ_LEN,
  MAX_SHAW_K,
  MAX_T5_BUCKETS,
  MAX_T5_DISTANCE,
  MAX_WORDS,
  MIN_BASE,
  colormapNames,
  nopeValueNames,
  viewNames,
  type State,
} from './fields.js';
import { clamp, integer, list, numeric, oneOf, real, shown, type FieldReader } from './readers.js';
import { checkWord } from './word.js';

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

/** A word of the order demo (word.ts: the rule the order view's inputs share). */
const word: FieldReader<string> = (() => {
  const check = (value: unknown, name: string, notices: string[]): string | undefined => {
    const result =
      typeof value === 'string'
        ? checkWord(value)
        : { problem: 'is not a word of letters or digits' };
    if ('problem' in result) {
      notices.push(`${name}: ${shown(value)} ${result.problem}; using the default words.`);
      return undefined;
    }
    return result.word;
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
    // The length first: a longer string is refused without being read.
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
  // From 1: the least values depend on the direction and the bucket count
  // (reconcile.ts), so that any positive count gets one notice, from there.
  t5Buckets: integer(1, MAX_T5_BUCKETS),
  t5MaxDistance: integer(1, MAX_T5_DISTANCE),
  t5Bidirectional: flag,
  alibiHeads: integer(1, MAX_ALIBI_HEADS),
  alibiHead: integer(0, MAX_ALIBI_HEADS - 1),
  nopeValues: oneOf(nopeValueNames),
};
