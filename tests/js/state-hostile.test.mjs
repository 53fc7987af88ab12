// Hostile typed values at the state's door (applyValues: setState and views'
// requests; dist/lib/state/*.js, built by `npm run build:lib`): lists whose
// length is huge or no array length at all, Proxies that count or throw,
// getters that throw, strings of 10^8 characters, -0. The reader touches at
// most what it keeps and every value it cannot use is a notice, never a throw.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { EMBEDDING_SIZE, MAX_WORDS } from '../../dist/lib/views/order/view.js';
import { MAX_DIMS } from '../../dist/lib/views/frequencies/view.js';
import { applyValues, defaultState, fields, readers } from '../../dist/lib/views/state.js';

const MAX_ARRAY_LENGTH = 2 ** 32 - 1;

/** Index keys of a Proxy trap ("0", "1", ...), as numbers; undefined for other keys. */
function indexOf(key) {
  return typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : undefined;
}

/**
 * A Proxy over `target` (an array) that reports `length` and answers every
 * index with `item`, recording each index any trap was asked about.
 */
function countingList(length, item, target = []) {
  const touched = new Set();
  const note = (key) => {
    const index = indexOf(key);
    if (index !== undefined) touched.add(index);
    return index;
  };
  const proxy = new Proxy(target, {
    get(t, key) {
      if (key === 'length') return length;
      return note(key) !== undefined ? item : Reflect.get(t, key);
    },
    getOwnPropertyDescriptor(t, key) {
      if (note(key) === undefined) return Reflect.getOwnPropertyDescriptor(t, key);
      return { value: item, writable: true, enumerable: true, configurable: true };
    },
    has(t, key) {
      return note(key) !== undefined || Reflect.has(t, key);
    },
  });
  return { proxy, touched };
}

// [field, most items kept, one valid item]
const listFields = [
  ['dims', MAX_DIMS, 1],
  ['words', MAX_WORDS, 'w'],
  ['emb', MAX_WORDS, [0.1, 0.2, 0.3, 0.4]],
  ['order', MAX_WORDS, 0],
];

for (const [field, most, item] of listFields) {
  test(`${field}: a Proxy with length 2^32 - 1 is read at ${most} indices at most and says how long it was`, () => {
    const { proxy, touched } = countingList(MAX_ARRAY_LENGTH, item);
    const { notices } = applyValues({ [field]: proxy }, defaultState);
    assert.ok(touched.size <= most, `touched ${touched.size} indices`);
    assert.ok(Math.max(...touched) < most);
    assert.ok(
      notices.includes(`${field} has ${MAX_ARRAY_LENGTH} items; keeping the first ${most}.`),
      JSON.stringify(notices),
    );
  });
}

test('emb: a row with length 10^8 is read at 4 indices at most', () => {
  const { proxy, touched } = countingList(1e8, 0.5);
  const emb = [proxy, [1, 2, 3, 4], [5, 6, 7, 8]];
  const { state, notices } = applyValues({ emb }, defaultState);
  assert.ok(touched.size <= EMBEDDING_SIZE, `touched ${touched.size} indices`);
  assert.deepEqual(state.emb[0], [0.5, 0.5, 0.5, 0.5]);
  assert.ok(notices.includes(`emb has 100000000 items; keeping the first ${EMBEDDING_SIZE}.`));
});

for (const length of [1e8, MAX_ARRAY_LENGTH]) {
  test(`dims: new Array(${length}) is read at ${MAX_DIMS} indices at most and is a notice`, () => {
    const { proxy, touched } = countingList(length, undefined, new Array(length));
    let result;
    assert.doesNotThrow(() => {
      result = applyValues({ dims: proxy }, defaultState);
    });
    assert.ok(touched.size <= MAX_DIMS, `touched ${touched.size} indices`);
    assert.deepEqual(result.state.dims, defaultState.dims);
    assert.ok(result.notices.includes(`dims has ${length} items; keeping the first ${MAX_DIMS}.`));
  });
}

test('dims: new Array(2^32 - 1) itself is a notice, not a RangeError', () => {
  const { state, notices } = applyValues({ dims: new Array(MAX_ARRAY_LENGTH) }, defaultState);
  assert.deepEqual(state.dims, defaultState.dims);
  assert.match(notices[0], /^dims has 4294967295 items; keeping the first 8\.$/);
});

for (const [said, length] of [
  ['2^32', 2 ** 32],
  ['-1', -1],
  ['1.5', 1.5],
  ['NaN', Number.NaN],
  ['Infinity', Infinity],
  ['the text "8"', '8'],
  ['an object', {}],
  ['the bigint 8n', 8n],
]) {
  test(`dims: a list whose length is ${said} is a notice naming the allowed lengths`, () => {
    const { proxy, touched } = countingList(length, 1);
    const { state, notices } = applyValues({ dims: proxy, seqLen: 20 }, defaultState);
    assert.equal(touched.size, 0);
    assert.deepEqual(state.dims, defaultState.dims);
    assert.equal(state.seqLen, 20);
    assert.match(
      notices.join(' '),
      /^dims is a list whose length is .+, not a whole number from 0 to 4294967295; using the default\.$/,
    );
  });
}

/** Proxies over [1, 2] whose traps throw, by what throws. */
const throwingLists = {
  'whose length getter throws': () =>
    new Proxy([1, 2], {
      get: (t, key) => {
        if (key === 'length') throw new Error('no length');
        return Reflect.get(t, key);
      },
    }),
  'whose index getter throws': () =>
    new Proxy([1, 2], {
      get: (t, key) => {
        if (key === '1') throw new RangeError('no item');
        return Reflect.get(t, key);
      },
    }),
  'whose getOwnPropertyDescriptor trap throws': () =>
    new Proxy([1, 2], {
      getOwnPropertyDescriptor: () => {
        throw new TypeError('no descriptor');
      },
    }),
  'that is a revoked Proxy': () => {
    const { proxy, revoke } = Proxy.revocable([1, 2], {});
    revoke();
    return proxy;
  },
};

for (const [what, make] of Object.entries(throwingLists)) {
  test(`dims: a list ${what} is a notice, and the other fields apply`, () => {
    const { state, notices } = applyValues({ dims: make(), seqLen: 20 }, defaultState);
    assert.deepEqual(state.dims, defaultState.dims);
    assert.equal(state.seqLen, 20);
    assert.equal(notices.length, 1);
    assert.match(notices[0], /^dims: reading the value threw .+; ignored\.$/);
  });
}

test('a getter that throws is a notice naming its field, and the other fields apply', () => {
  const partial = {
    get seqLen() {
      throw new Error('boom');
    },
    dModel: 16,
  };
  const { state, notices } = applyValues(partial, defaultState);
  assert.equal(state.seqLen, defaultState.seqLen);
  assert.equal(state.dModel, 16);
  assert.deepEqual(notices, ['seqLen: reading the value threw Error "boom"; ignored.']);
});

test('a thrown value whose name and message getters throw is still a notice', () => {
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('again');
      },
    },
  );
  const partial = {
    get base() {
      throw hostile;
    },
  };
  const { notices } = applyValues(partial, defaultState);
  assert.deepEqual(notices, ['base: reading the value threw an exception; ignored.']);
});

test('an object whose keys cannot be listed is a notice, and nothing changes', () => {
  const partial = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('no keys');
      },
    },
  );
  const { state, notices } = applyValues(partial, defaultState);
  assert.deepEqual(state, defaultState);
  assert.match(notices[0], /^The object's keys could not be listed \(it threw Error "no keys"\)/);
});

/** A string of `n` characters built lazily, as a host page would. */
const huge = (n) => 'x'.repeat(n);

for (const [field, value, fragment] of [
  ['code', huge(1e8), 'code is 100000000 characters long, more than 20000'],
  ['words', ['The', huge(1e8)], 'words: a text of 100000000 characters is too long'],
  ['view', huge(1e8), 'view=a text of 100000000 characters is not one of'],
  ['layout', huge(1e8), 'layout=a text of 100000000 characters is not one of'],
  ['nopeValues', huge(1e8), 'nopeValues=a text of 100000000 characters is not one of'],
  ['seqLen', huge(1e8), 'seqLen=a text of 100000000 characters is not a number'],
  ['t5Bidirectional', huge(1e8), 't5Bidirectional=a text of 100000000 characters'],
  ['words', ['The', huge(300)], 'words: "xxxxxxxxxxxxxxxxxxxxxxxx…" is too long'],
]) {
  const length = typeof value === 'string' ? value.length : value[1].length;
  test(`${field}: a string of ${length} characters is refused with a short notice`, () => {
    const { state, notices } = applyValues({ [field]: value }, defaultState);
    assert.deepEqual(state[field], defaultState[field]);
    assert.ok(notices[0].startsWith(fragment), notices[0].slice(0, 200));
    assert.ok(notices[0].length < 400);
  });
}

/** Every number a reader returns for `input`, also inside lists. */
function numbersOf(value) {
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  return typeof value === 'number' ? [value] : [];
}

/** The fields whose range includes 0 (as a value or as a list item). */
const zeroFields = fields.filter((field) => {
  const notices = [];
  for (const input of [0, [0], [[0, 0, 0, 0]]]) {
    const value = readers[field].fromValue(input, field, notices);
    if (notices.length === 0 && numbersOf(value).length > 0) return true;
    notices.length = 0;
  }
  return false;
});

test('the -0 tests cover the fields that take 0', () => {
  // As a set: the order is the schema's field order (views/registry.ts).
  assert.deepEqual(
    [...zeroFields].sort(),
    [
      'alibiHead',
      'attnOrder',
      'attnSeed',
      'c0',
      'c1',
      'dims',
      'emb',
      'follow',
      'k',
      'order',
      'pair',
      'pos',
      'r0',
      'r1',
      'shawK',
    ].sort(),
  );
});

for (const field of zeroFields) {
  test(`${field}: -0 as text or as a value is read as 0, never -0`, () => {
    const inputs = [
      ['fromValue', -0],
      ['fromValue', -0.3],
      ['fromText', '-0'],
      ['fromText', '-0.0'],
      ['fromValue', [-0, -0.2]],
      ['fromValue', [[-0, -0, -0, -0]]],
      ['fromText', '-0,-0'],
      ['fromText', '-0_-0_-0_-0'],
    ];
    for (const [how, input] of inputs) {
      const value = readers[field][how](input, field, []);
      for (const number of numbersOf(value)) {
        assert.ok(!Object.is(number, -0), `${how}(${JSON.stringify(input)}) gave -0`);
      }
    }
  });
}

test('shawK: -0 is 0 with no notice', () => {
  const { state, notices } = applyValues({ shawK: -0 }, defaultState);
  assert.ok(Object.is(state.shawK, 0));
  assert.deepEqual(notices, []);
});
