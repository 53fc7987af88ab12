// The state layer (dist/lib/state/*.js, built by `npm run build:lib`): text
// and typed values read by the same rules, own properties only, code links
// that round-trip, every notice kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  MAX_CODE_LENGTH,
  applyValues,
  defaultState,
  readers,
  fields,
} from '../../dist/lib/views/state.js';
import {
  MAX_QUERY_LENGTH,
  decodeCode,
  decodeCodeParam,
  encodeCode,
  parseQuery,
  toLinkQuery,
  toQuery,
} from '../../dist/lib/views/link.js';
import { parseAttributeTexts } from '../../dist/lib/views/state.js';

/** Runs one reader; returns [value, notices]. */
function read(field, how, input) {
  const notices = [];
  const value = readers[field][how](input, field, notices);
  return [value, notices];
}

// [field, text, the same value typed]
const sameMistakes = [
  ['seqLen', '-5', -5],
  ['seqLen', '5000000', 5_000_000],
  ['seqLen', '2.5', 2.5],
  ['dModel', '7', 7],
  ['dModel', '8193', 8193],
  ['base', '1', 1],
  ['base', '10000000000000', 1e13],
  ['pair', '4096', 4096],
  ['k', '-2000000', -2_000_000],
  ['view', 'nope', 'nope'],
  ['layout', 'diagonal', 'diagonal'],
  ['cmap', 'rainbow', 'rainbow'],
  ['variant', 'wrong', 'wrong'],
  ['dims', '0,9000,3', [0, 9000, 3]],
  ['dims', '1,2,3,4,5,6,7,8,9', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ['words', 'The,<b>,sat', ['The', '<b>', 'sat']],
  [
    'emb',
    '1_2_3_400,5_6_7_8',
    [
      [1, 2, 3, 400],
      [5, 6, 7, 8],
    ],
  ],
  ['order', '0,9', [0, 9]],
  ['r0', '-3000000', -3_000_000],
  ['r0', '', null],
];

for (const [field, text, value] of sameMistakes) {
  test(`${field}: ${JSON.stringify(text)} as text and ${JSON.stringify(value)} as a value read alike`, () => {
    const fromText = read(field, 'fromText', text);
    const fromValue = read(field, 'fromValue', value);
    assert.deepEqual(fromValue[0], fromText[0]);
    // Same rule, same sentence (text is quoted, a number is not).
    assert.equal(fromValue[1].length, fromText[1].length);
    for (let k = 0; k < fromText[1].length; k++) {
      assert.equal(fromValue[1][k].replaceAll('"', ''), fromText[1][k].replaceAll('"', ''));
    }
  });
}

for (const [partial, field, fragment] of [
  [{ dims: 5 }, 'dims', 'dims=5 must be a list of numbers'],
  [{ words: 'abc' }, 'words', 'words="abc" must be a list of words'],
  [{ emb: [1, 2, 3, 4] }, 'emb', 'emb=1 must be a list of numbers'],
  [{ code: {} }, 'code', 'code=a object is not text'],
  [{ seqLen: '40' }, 'seqLen', 'seqLen="40" is not a number'],
  [{ seqLen: Number.NaN }, 'seqLen', 'seqLen=NaN is not a number'],
  [{ view: 3 }, 'view', 'view=3 is not one of order, worked, heatmap'],
  [{ r0: {} }, 'r0', 'r0=a object is not a number'],
  [{ words: ['The', 7] }, 'words', 'words: 7 is not a word'],
]) {
  test(`applyValues(${JSON.stringify(partial)}) keeps ${field} and says why, without throwing`, () => {
    const { state, notices } = applyValues(partial, defaultState);
    assert.deepEqual(state[field], defaultState[field]);
    assert.ok(
      notices.some((notice) => notice.includes(fragment)),
      `${JSON.stringify(notices)} should include ${fragment}`,
    );
  });
}

test('applyValues reads own properties only: inherited fields change nothing', () => {
  const inherited = Object.create({ seqLen: 5, view: 'worked' });
  inherited.dModel = 16;
  const { state, notices } = applyValues(inherited, defaultState);
  assert.equal(state.seqLen, defaultState.seqLen);
  assert.equal(state.view, defaultState.view);
  assert.equal(state.dModel, 16);
  assert.deepEqual(notices, []);
});

test('a getter on a state field is called once', () => {
  let calls = 0;
  const partial = {
    get seqLen() {
      calls += 1;
      return calls === 1 ? 40 : 'changed';
    },
  };
  assert.equal(applyValues(partial, defaultState).state.seqLen, 40);
  assert.equal(calls, 1);
});

test('a hole in a list is not filled from Array.prototype', () => {
  Array.prototype[1] = 3;
  try {
    // eslint-disable-next-line no-sparse-arrays
    const { state, notices } = applyValues({ dims: [0, , 2] }, defaultState);
    assert.deepEqual(state.dims, defaultState.dims);
    assert.ok(notices.some((notice) => notice.includes('not a number')));
  } finally {
    delete Array.prototype[1];
  }
});

test('a polluted Object.prototype changes no parse result', async () => {
  const query = 'seq_len=12&d_model=7&view=worked&dims=1,2';
  const partial = { seqLen: 20, layout: 'split' };
  const clean = {
    query: parseQuery(query),
    values: applyValues(partial, defaultState),
    attributes: parseAttributeTexts(new Map([['seqLen', 'abc']]), defaultState),
    link: await toLinkQuery({ ...defaultState, seqLen: 3, code: 'x = 1' }),
  };
  for (const key of ['foo', 'seqLen', 'view', 'code', 'read', 'fromValue', ...fields]) {
    Object.prototype[key] = 1;
  }
  try {
    assert.deepEqual(parseQuery(query), clean.query);
    assert.deepEqual(applyValues(partial, defaultState), clean.values);
    assert.deepEqual(
      parseAttributeTexts(new Map([['seqLen', 'abc']]), defaultState),
      clean.attributes,
    );
    assert.deepEqual(await toLinkQuery({ ...defaultState, seqLen: 3, code: 'x = 1' }), clean.link);
  } finally {
    for (const key of ['foo', 'seqLen', 'view', 'code', 'read', 'fromValue', ...fields]) {
      delete Object.prototype[key];
    }
  }
});

test('two bad attributes give two notices', () => {
  const { state, notices } = parseAttributeTexts(
    new Map([
      ['seqLen', 'abc'],
      ['dModel', '7'],
    ]),
    defaultState,
  );
  assert.equal(state.dModel, 8);
  assert.equal(state.seqLen, defaultState.seqLen);
  assert.equal(notices.length, 2);
  assert.match(notices[0], /^seq-len="abc" is not a number/);
  assert.match(notices[1], /^d-model=7 must be even; using 8/);
});

test('a link without code is read with no asynchronous step', () => {
  const result = parseQuery('seq_len=40&view=relative');
  assert.equal(result.state.seqLen, 40);
  assert.equal(result.state.view, 'relative');
  assert.equal(result.encodedCode, undefined);
  assert.equal(toQuery(result.state), 'view=relative&seq_len=40');
});

/** Code a learner might write, `n` characters long. */
function typicalCode(n) {
  const line = 'out[pos * d + 2 * i] = Math.sin(pos / Math.pow(10000, (2 * i) / d)); // pair i\n';
  let text = '';
  for (let k = 0; text.length < n; k++) text += `${line.slice(0, 40)}${k}${line.slice(40)}`;
  return text.slice(0, n);
}

/** Code that does not compress: pseudo-random printable text, some of it outside ASCII. */
function randomCode(n, seed = 1) {
  let x = seed;
  let text = '';
  while (text.length < n) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    text +=
      x % 17 === 0 ? String.fromCharCode(0x400 + (x % 200)) : String.fromCharCode(32 + (x % 95));
  }
  return text.slice(0, n);
}

for (const [name, make] of [
  ['typical', typicalCode],
  ['random', randomCode],
]) {
  test(`${name} code of every length up to ${MAX_CODE_LENGTH} round-trips, or the link says it leaves it out`, async () => {
    let written = 0;
    let omitted = 0;
    for (const n of [1, 100, 1000, 4000, 8192, 9000, 12_000, 12_929, 16_000, MAX_CODE_LENGTH]) {
      const code = make(n);
      const state = { ...defaultState, view: 'exercises', code };
      const { query, notice } = await toLinkQuery(state);
      assert.ok(query.length <= MAX_QUERY_LENGTH, `${n}: ${query.length} characters written`);
      const parsed = parseQuery(query);
      assert.deepEqual(parsed.notices, []);
      if (notice === undefined) {
        written += 1;
        assert.ok(parsed.encodedCode, `${n}: the link carries the code`);
        const notices = [];
        assert.equal(await decodeCodeParam(parsed.encodedCode, 'code', notices), code);
        assert.deepEqual(notices, []);
      } else {
        omitted += 1;
        assert.match(notice, /too long for a link/);
        assert.equal(parsed.encodedCode, undefined);
      }
    }
    // Typical code always fits; random code fits up to a point.
    if (name === 'typical') assert.equal(omitted, 0);
    assert.ok(written >= 5);
  });
}

test('a cut code link gives a clear notice and keeps the saved code', async () => {
  const code = typicalCode(9000);
  const { query } = await toLinkQuery({ ...defaultState, code });
  const saved = { ...defaultState, code: 'the code I had' };
  // Cut inside the code (the link writes view= first: it is in every link).
  const code12 = query.indexOf('code=') + 12;
  for (const cut of [query.length - 1, query.length - 7, Math.floor(query.length / 2), code12]) {
    const parsed = parseQuery(query.slice(0, cut), saved);
    assert.equal(parsed.state.code, 'the code I had', `cut at ${cut}`);
    if (parsed.encodedCode === undefined) continue; // Cut before the code began.
    const notices = [];
    assert.equal(await decodeCodeParam(parsed.encodedCode, 'code', notices), undefined);
    assert.match(notices[0], /^code is not a whole, valid shared exercise \(was the link cut\?\)/);
  }
});

test('a query longer than the reader reads says so and keeps the saved code', () => {
  const saved = { ...defaultState, code: 'mine' };
  const parsed = parseQuery(`seq_len=9&code=c.${'A'.repeat(MAX_QUERY_LENGTH)}`, saved);
  assert.equal(parsed.state.seqLen, 9);
  assert.equal(parsed.state.code, 'mine');
  assert.match(parsed.notices[0], /only the first 14336 are read/);
});

test('links written before the checksum (t. and z.) still open', async () => {
  const code = 'function positionalEncoding(L, d) { return []; }';
  const plain = `t.${Buffer.from(code).toString('base64url')}`;
  assert.equal(await decodeCode(plain), code);
  const { deflateRawSync } = await import('node:zlib');
  const raw = `z.${deflateRawSync(Buffer.from(code)).toString('base64url')}`;
  assert.equal(await decodeCode(raw), code);
  assert.equal(await decodeCode((await encodeCode(code)).replace('c.', 'c.A')), undefined);
});

test('a small link cannot inflate past the code limit', async () => {
  const { deflateSync } = await import('node:zlib');
  const bomb = `c.${deflateSync(Buffer.alloc(10_000_000, 97)).toString('base64url')}`;
  assert.ok(bomb.length < MAX_QUERY_LENGTH);
  assert.equal(await decodeCode(bomb), undefined);
});
