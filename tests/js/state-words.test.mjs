// The order demo's words (state/word.ts): one rule, counted in code points
// after NFC, for the state's reader (links, attributes, setState) and the
// order view's word inputs (views/order/edits.ts renameWord): what one takes,
// the other takes, and both refuse with the same reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { applyValues, defaultState } from '../../dist/lib/views/state.js';
import { parseQuery } from '../../dist/lib/views/link.js';
import { renameWord } from '../../dist/lib/views/order/edits.js';

/** MATHEMATICAL BOLD CAPITAL A: a letter outside the BMP, two UTF-16 units. */
const ASTRAL = '\u{1D400}';

/** What the reader and the word input make of `word`: the word kept, or undefined. */
function bothRead(word) {
  const { state, notices } = applyValues({ words: ['The', word, 'sat'] }, defaultState);
  const reader = notices.length === 0 ? state.words[1] : undefined;
  const edit = renameWord(['The', 'cat', 'sat'], 1, word);
  const input = 'change' in edit ? edit.change.words[1] : undefined;
  return { reader, input, notices, message: edit.message };
}

test('24 astral letters (48 UTF-16 units) are one word of 24 letters for both', () => {
  const word = ASTRAL.repeat(24);
  assert.equal(word.length, 48);
  assert.deepEqual(
    { ...bothRead(word), notices: undefined, message: undefined },
    { reader: word, input: word, notices: undefined, message: undefined },
  );
});

test('25 astral letters are refused by both, saying how many letters a word has', () => {
  const read = bothRead(ASTRAL.repeat(25));
  assert.equal(read.reader, undefined);
  assert.equal(read.input, undefined);
  assert.match(read.notices[0], /has 25 letters; a word has 1 to 24 letters or digits/);
  assert.match(read.message, /^Word 2: .* has 25 letters; a word has 1 to 24 letters or digits/);
});

test('a link with 25 astral letters says so too', () => {
  const { state, notices } = parseQuery(`words=The,${ASTRAL.repeat(25)}`);
  assert.deepEqual(state.words, defaultState.words);
  assert.match(notices[0], /^words: .* has 25 letters/);
});

test('24 letters written with combining accents (NFD) are 24 letters once composed (NFC)', () => {
  const decomposed = 'e\u0301'.repeat(24);
  assert.equal(decomposed.length, 48);
  const { reader, input } = bothRead(decomposed);
  assert.equal(reader, '\u00e9'.repeat(24));
  assert.equal(input, reader);
});

test('a Devanagari word with vowel signs (combining marks) is a word for both', () => {
  const namaste = '\u0928\u092e\u0938\u094d\u0924\u0947';
  const { reader, input } = bothRead(namaste);
  assert.equal(reader, namaste);
  assert.equal(input, namaste);
});

for (const [what, word] of [
  ['an emoji ZWJ sequence', '\u{1F469}\u200D\u{1F4BB}'],
  ['an emoji', '\u{1F600}'],
  ['a combining mark alone', '\u0301'],
  ['markup', '<b>'],
  ['a space inside', 'two words'],
]) {
  test(`${what} is refused by both with the same reason`, () => {
    const read = bothRead(word);
    assert.equal(read.reader, undefined);
    assert.equal(read.input, undefined);
    const reason = 'is not a word of 1 to 24 letters or digits (no spaces, commas or symbols)';
    assert.ok(read.notices[0].includes(reason), read.notices[0]);
    assert.ok(read.message.includes(reason), read.message);
  });
}
