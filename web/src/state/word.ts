// What a word of the order demo is, in one place: the state's reader (links,
// attributes, setState) and the order view's word inputs use this rule and
// its wording, so a word one of them accepts the others accept too.
//
// The unit is the Unicode code point after NFC normalisation: what a reader
// counts as letters for Latin, Greek, Cyrillic, CJK and astral scripts alike
// (an astral letter is two UTF-16 units but one letter; HTML's maxlength counts
// units, so the inputs carry no maxlength and are checked here). A combining
// mark that has no precomposed form (Devanagari vowel signs, Hebrew points)
// counts as one: grapheme clusters would be closer to what a reader sees, but
// their rules change with each Unicode version and Intl.Segmenter is missing
// in older browsers, so a link could be a valid word in one browser and not in
// another. Emoji (also ZWJ sequences) are symbols, not letters: refused.

import { shown, type FieldReader } from './readers.js';

/** Most letters or digits in a word (code points, after NFC). */
export const MAX_WORD_LENGTH = 24;

/**
 * Longer text is refused unread (UTF-16 units): room for MAX_WORD_LENGTH
 * astral letters, a little NFC growth and surrounding spaces, so the checks
 * below never scan or copy a huge string.
 */
export const MAX_WORD_INPUT = 4 * MAX_WORD_LENGTH + 64;

/** Letters, digits and a little punctuation, with combining marks after the first: never markup. */
const WORD = /^[\p{L}\p{N}'’.\-][\p{L}\p{M}\p{N}'’.\-]*$/u;

/** The word `input` stands for (trimmed, NFC), or why it is not one (a clause for a sentence). */
export function checkWord(input: string): { word: string } | { problem: string } {
  const limit = `1 to ${MAX_WORD_LENGTH} letters or digits`;
  if (input.length > MAX_WORD_INPUT) {
    return { problem: `is too long; a word has ${limit}` };
  }
  const word = input.trim().normalize('NFC');
  if (word === '') return { problem: `is empty; a word has ${limit}` };
  let letters = 0;
  for (const _ of word) letters++;
  if (letters > MAX_WORD_LENGTH) {
    return { problem: `has ${letters} letters; a word has ${limit}` };
  }
  if (!WORD.test(word)) {
    return { problem: `is not a word of ${limit} (no spaces, commas or symbols)` };
  }
  return { word };
}

/**
 * A field's reader of one word by checkWord's rule (the word-order and
 * attention chapters' sentences): a refused word is reported and the
 * field keeps its default words.
 */
export const wordReader: FieldReader<string> = (() => {
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
