// The order demo's edits as pure functions from the current words,
// embeddings and order to the typed state change the view requests (or the
// message it shows instead). Pure: no DOM, no Lit, no engine.
import { EMBEDDING_SIZE, MAX_ABS_EMBEDDING, MAX_WORDS } from './view.js';
import { checkWord, defaultState, shown, type State } from '../state.js';

/** A requested change, or why the input was not used. */
export type Edit = { change: Partial<State> } | { message: string };

type Sentence = Pick<State, 'words' | 'emb' | 'order' | 'follow'>;

/** Words offered, in turn, by "Add word". */
const EXTRA_WORDS = ['on', 'the', 'mat', 'today', 'again', 'quietly', 'here', 'now'];

/**
 * Word `index` renamed to `input` (trimmed, NFC), if it is a valid word: the
 * state's own rule (state/word.ts), so what the input takes a link keeps.
 */
export function renameWord(words: readonly string[], index: number, input: string): Edit {
  const result = checkWord(input);
  if ('problem' in result) {
    return {
      message: `Word ${index + 1}: ${shown(input.trim())} ${result.problem}; it was not used.`,
    };
  }
  const next = [...words];
  next[index] = result.word;
  return { change: { words: next } };
}

/** Embedding value (word, dim) set from the text of a number field. */
export function setEmbedding(
  sentence: Pick<State, 'words' | 'emb'>,
  word: number,
  dim: number,
  input: string,
): Edit {
  const value = input.trim() === '' ? Number.NaN : Number(input);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_ABS_EMBEDDING) {
    return {
      message: `${sentence.words[word]}, dimension ${dim}: enter a number from −${MAX_ABS_EMBEDDING} to ${MAX_ABS_EMBEDDING}.`,
    };
  }
  const emb = sentence.emb.map((row) => [...row]);
  emb[word]![dim] = value;
  return { change: { emb } };
}

/**
 * A new last word (an unused one of EXTRA_WORDS) with a made-up embedding,
 * appended to both orders; undefined when the sentence is full.
 */
export function addWord(sentence: Sentence): Partial<State> | undefined {
  const { words, emb, order } = sentence;
  const n = words.length;
  if (n >= MAX_WORDS) return undefined;
  const used = new Set(words.map((w) => w.toLowerCase()));
  const word = EXTRA_WORDS.find((w) => !used.has(w)) ?? `w${n + 1}`;
  // Shifted copies of the default embeddings, rounded to 2 decimals like a
  // hand-written one.
  const source = defaultState.emb[n % defaultState.emb.length]!;
  const row = source
    .slice(0, EMBEDDING_SIZE)
    .map((v) => Math.round((v + 0.8 * Math.floor(n / 3)) * 100) / 100);
  return {
    words: [...words, word],
    emb: [...emb.map((r) => [...r]), row],
    order: [...order, n],
  };
}

/**
 * Word `index` removed; the order stays a permutation of the remaining
 * indices and the followed word stays the same word (or becomes word 0 when
 * it was the one removed). Undefined for the last word.
 */
export function removeWord(sentence: Sentence, index: number): Partial<State> | undefined {
  const { words, emb, order, follow } = sentence;
  if (words.length <= 1) return undefined;
  return {
    words: words.filter((_, k) => k !== index),
    emb: emb.filter((_, k) => k !== index).map((r) => [...r]),
    order: order.filter((w) => w !== index).map((w) => (w > index ? w - 1 : w)),
    follow: follow === index ? 0 : follow > index ? follow - 1 : follow,
  };
}

/** The order with the word at `position` swapped with its neighbour; undefined at an end. */
export function moveWord(
  order: readonly number[],
  position: number,
  step: -1 | 1,
): number[] | undefined {
  const target = position + step;
  if (position < 0 || position >= order.length || target < 0 || target >= order.length) {
    return undefined;
  }
  const next = [...order];
  [next[position], next[target]] = [next[target]!, next[position]!];
  return next;
}

/**
 * A random reordering that differs from `order` when it can (Fisher-Yates,
 * up to 20 draws). `random` returns numbers in [0, 1), like Math.random.
 */
export function shuffleOrder(order: readonly number[], random: () => number): number[] {
  const n = order.length;
  const current = order.join(',');
  let next = [...order];
  for (let tries = 0; tries < 20 && n > 1 && next.join(',') === current; tries++) {
    next = [...order];
    for (let k = n - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [next[k], next[j]] = [next[j]!, next[k]!];
    }
  }
  return next;
}

/** 0 .. n-1 reversed. */
export function reversedOrder(n: number): number[] {
  return Array.from({ length: n }, (_, k) => n - 1 - k);
}

/** 0 .. n-1 rotated one step left: 1, 2, ..., n-1, 0. */
export function rotatedOrder(n: number): number[] {
  return Array.from({ length: n }, (_, k) => (k + 1) % n);
}
