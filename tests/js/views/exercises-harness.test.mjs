// The sandbox harness's reply is bounded whatever the learner's code does:
// texts are cut, results are read once (lengths once, each row and value
// once) into buffers allocated before the learner's code ran, and the
// harness keeps working when that code has replaced the globals it uses.
// (tests/e2e/sandbox.spec.ts runs the same attacks through the real frame.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { normalise } from '../../../dist/lib/views/exercises/sandbox/flatten.js';
import { captureKit } from '../../../dist/lib/views/exercises/sandbox/harness-kit.js';
import { harnessSource } from '../../../dist/lib/views/exercises/sandbox/harness.js';
import {
  MAX_BYTES,
  MAX_MESSAGE_LENGTH,
  MAX_NUMBERS,
  RECEIVED_FACTOR,
} from '../../../dist/lib/views/exercises/sandbox/protocol.js';

const limits = { maxNumbers: MAX_NUMBERS, maxBytes: MAX_BYTES, maxText: MAX_MESSAGE_LENGTH };

/** Runs `fn` with globalThis[name] (or obj[name]) replaced by `value`, then puts it back. */
function replaced(target, name, value, fn) {
  const saved = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, writable: true, configurable: true });
  try {
    return fn();
  } finally {
    if (saved) Object.defineProperty(target, name, saved);
    else delete target[name];
  }
}

/** A list whose reads are counted: `length` and each index. */
function counted(values) {
  const reads = new Map();
  const proxy = new Proxy(values, {
    get(target, key, receiver) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, reads };
}

function flatten(value, seqLen, dModel, kit = captureKit(MAX_MESSAGE_LENGTH)) {
  return normalise(value, seqLen, dModel, kit.slot(RECEIVED_FACTOR * seqLen * dModel), limits, kit);
}

describe('texts the harness sends are cut', () => {
  const kit = captureKit(MAX_MESSAGE_LENGTH);

  test('a 2^28-character error message is cut to the limit, saying how long it was', () => {
    const text = kit.errorText(new Error('x'.repeat(2 ** 28)));
    assert.ok(text.length <= MAX_MESSAGE_LENGTH, `${text.length} characters`);
    assert.match(text, /^Error: x+… \(cut: 268,435,456 characters in all\)$/);
  });

  test('a thrown object whose toString returns a huge string is cut', () => {
    const text = kit.errorText({ toString: () => 'y'.repeat(10_000_000) });
    assert.ok(text.length <= MAX_MESSAGE_LENGTH);
    assert.match(text, /^Your code threw object: y+… \(cut: 10,000,000 characters in all\)$/);
  });

  test('an error whose name getter throws is still described', () => {
    const error = new Error('boom');
    Object.defineProperty(error, 'name', {
      get() {
        throw new Error('no');
      },
    });
    assert.equal(kit.errorText(error), 'Error: ');
  });

  test('a short message is kept whole', () => {
    assert.equal(kit.errorText(new RangeError('bad')), 'RangeError: bad');
    assert.equal(kit.errorText(42), 'Your code threw number: 42');
  });
});

describe('results are read once, into the harness’s own buffer', () => {
  test('a list claiming 1e9 entries is too large after one read of its length', () => {
    const { proxy, reads } = counted([]);
    const fake = new Proxy(proxy, { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) });
    const { proxy: outer, reads: outerReads } = counted(fake);
    const result = flatten(outer, 3, 4);
    assert.equal(result.fault, 'size');
    assert.equal(outerReads.get('length'), 1);
    assert.equal(outerReads.size, 1, `read ${[...outerReads.keys()].join(', ')}`);
    assert.equal(reads.size, 0);
  });

  test('each row and each value of a nested result is read exactly once', () => {
    const rows = Array.from({ length: 3 }, (_, r) => counted([r, r + 0.5, r + 1, r + 1.5]));
    const { proxy, reads } = counted(rows.map((row) => row.proxy));
    const result = flatten(proxy, 3, 4);
    assert.deepEqual(Array.from(result.data), [0, 0.5, 1, 1.5, 1, 1.5, 2, 2.5, 2, 2.5, 3, 3.5]);
    assert.deepEqual(
      [reads.get('length'), reads.get('0'), reads.get('1'), reads.get('2')],
      [1, 1, 1, 1],
    );
    for (const row of rows) {
      assert.deepEqual(
        ['length', '0', '1', '2', '3'].map((key) => row.reads.get(key)),
        [1, 1, 1, 1, 1],
      );
    }
  });

  test('a typed array’s own length property is ignored: its real length counts', () => {
    const data = new Float64Array(12).fill(0.25);
    Object.defineProperty(data, 'length', { value: 1e9 });
    const result = flatten(data, 3, 4);
    assert.equal(result.data.length, 12);
  });

  test('the values received are at most RECEIVED_FACTOR times the numbers asked for', () => {
    // (3, 4) asked: a transposed (4, 3) is kept for the diagnosis, a (3, 1000) is not.
    const transposed = flatten(
      Array.from({ length: 4 }, () => [0, 0, 0]),
      3,
      4,
    );
    assert.deepEqual(transposed.received.dims, [4, 3]);
    assert.equal(transposed.received.data.length, 12);
    const wide = flatten(
      Array.from({ length: 3 }, () => new Array(1000).fill(0)),
      3,
      4,
    );
    assert.equal(wide.fault, 'shape');
    assert.equal(wide.received, undefined);
    assert.match(wide.error, /row 0 has 1000 columns/);
  });

  test('every array the result holds is a view of the slot allocated before the call', () => {
    const kit = captureKit(MAX_MESSAGE_LENGTH);
    const slot = kit.slot(RECEIVED_FACTOR * 12);
    const result = normalise(new Array(12).fill(1), 3, 4, slot, limits, kit);
    assert.equal(result.data.buffer, slot.store);
    const rejected = normalise(new Array(13).fill(1), 3, 4, slot, limits, kit);
    assert.equal(rejected.received.data.buffer, slot.store);
  });
});

describe('the harness keeps the platform functions it captured', () => {
  test('a replaced Float64Array does not change the numbers returned', () => {
    const kit = captureKit(MAX_MESSAGE_LENGTH);
    const objects = Array.from({ length: 1000 }, (_, i) => ({ i }));
    const result = replaced(
      globalThis,
      'Float64Array',
      function () {
        return objects;
      },
      () => flatten([[0, 1]], 1, 2, kit),
    );
    assert.ok(result.data instanceof Float64Array);
    assert.deepEqual(Array.from(result.data), [0, 1]);
  });

  test('replaced Array.isArray, JSON.stringify and String.prototype.slice change nothing', () => {
    const kit = captureKit(MAX_MESSAGE_LENGTH);
    const result = replaced(
      Array,
      'isArray',
      () => false,
      () =>
        replaced(
          JSON,
          'stringify',
          () => 'z'.repeat(1e7),
          () =>
            replaced(
              String.prototype,
              'slice',
              () => 'z'.repeat(1e7),
              () => ({
                rows: flatten([[0, 1]], 1, 2, kit),
                text: flatten('abc', 1, 2, kit).error,
                cut: kit.text('w'.repeat(5000)),
              }),
            ),
        ),
    );
    assert.deepEqual(Array.from(result.rows.data), [0, 1]);
    assert.match(result.text, /returned the string "abc", not an array/);
    assert.ok(result.cut.length <= MAX_MESSAGE_LENGTH);
  });

  test('a setter on Array.prototype does not run when the harness fills its lists', () => {
    const kit = captureKit(MAX_MESSAGE_LENGTH);
    let ran = 0;
    const list = [];
    replaced(Array.prototype, '0', undefined, () => {
      Object.defineProperty(Array.prototype, '0', {
        set() {
          ran++;
        },
        configurable: true,
      });
      kit.put(list, 0, 'kept');
    });
    assert.equal(ran, 0);
    assert.deepEqual(Object.getOwnPropertyDescriptor(list, '0')?.value, 'kept');
  });

  test('grouped digits need no toLocaleString', () => {
    const kit = captureKit(MAX_MESSAGE_LENGTH);
    replaced(
      Number.prototype,
      'toLocaleString',
      () => 'x'.repeat(1e6),
      () => {
        assert.equal(kit.grouped(1_000_000), '1,000,000');
        assert.equal(kit.grouped(999), '999');
      },
    );
  });
});

test('the worker source is self-contained: it parses as a script and names no module import', () => {
  const source = harnessSource({ ...limits, receivedFactor: RECEIVED_FACTOR });
  assert.doesNotThrow(() => new Function(source));
  assert.doesNotMatch(source, /\bimport\s*[{*]|\brequire\(/);
});
