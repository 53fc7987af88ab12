// The API contract: shapes, copies, the shared instance, variants, limits, options.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPosEnc } from 'positional-encoding-widget';
import { loadWasm } from '../../dist/lib/engine/wasm.js';
import { api, row, sameBytes } from './util.mjs';

const wasm = await loadWasm();

const grid = {
  seqLen: 100,
  dModel: 16,
  rowStart: 0,
  rowsPerPixel: 3,
  rowsPx: 10,
  colStart: 0,
  colsPerPixel: 2,
  colsPx: 8,
};

// Every array-returning call, by name.
const calls = {
  positionalEncoding: () => api.positionalEncoding(6, 8).data,
  encodePositions: () => api.encodePositions([0, 1.5, -2], 8).data,
  'selfAttention output': () =>
    api.selfAttention({ rows: 2, cols: 2, data: [1, 2, 3, 4] }).output.data,
  'selfAttention weights': () =>
    api.selfAttention({ rows: 2, cols: 2, data: [1, 2, 3, 4] }).weights.data,
  shift: () => api.shift([0, 1, 0, 1], 2),
  rotationMatrix: () => api.rotationMatrix(3, 1, 8),
  dotProducts: () => api.dotProducts(5, 8).data,
  wavelengths: () => api.wavelengths(8),
  averageGrid: () => api.averageGrid(grid).data,
};

describe('returned arrays are Float64Array copies', () => {
  for (const [name, call] of Object.entries(calls)) {
    test(`${name}: a Float64Array with its own buffer, not the module memory`, () => {
      const data = call();
      assert.ok(data instanceof Float64Array);
      assert.equal(data.buffer.byteLength, data.byteLength);
      assert.equal(data.byteOffset, 0);
      assert.notEqual(data.buffer, wasm.HEAPF64.buffer);
    });

    test(`${name}: mutating a result does not change a later call`, () => {
      const first = call();
      const expected = Float64Array.from(first);
      first.fill(123);
      assert.ok(sameBytes(call(), expected));
    });
  }
});

test('positionalEncoding returns {rows, cols, data} with data.length = rows * cols', () => {
  const m = api.positionalEncoding(7, 6);
  assert.equal(m.rows, 7);
  assert.equal(m.cols, 6);
  assert.equal(m.data.length, 42);
});

test('encodePositions returns one row per position', () => {
  const m = api.encodePositions([3, 1, 4, 1, 5], 10);
  assert.equal(m.rows, 5);
  assert.equal(m.cols, 10);
  assert.equal(m.data.length, 50);
});

test('selfAttention returns output (rows, cols) and weights (rows, rows)', () => {
  const r = api.selfAttention({ rows: 3, cols: 2, data: [1, 0, 0, 1, 1, 1] });
  assert.deepEqual([r.output.rows, r.output.cols, r.output.data.length], [3, 2, 6]);
  assert.deepEqual([r.weights.rows, r.weights.cols, r.weights.data.length], [3, 3, 9]);
});

test('inputs are not modified (shift, encodePositions, selfAttention)', () => {
  const vector = [0.1, 0.9, 0.2, 0.8];
  api.shift(vector, 5);
  assert.deepEqual(vector, [0.1, 0.9, 0.2, 0.8]);
  const typed = Float64Array.from(vector);
  api.shift(typed, 5);
  assert.deepEqual(Array.from(typed), vector);
  const positions = [1, 2.5, -3];
  api.encodePositions(positions, 4);
  assert.deepEqual(positions, [1, 2.5, -3]);
  const x = { rows: 2, cols: 2, data: [1, 2, 3, 4] };
  api.selfAttention(x);
  assert.deepEqual(x, { rows: 2, cols: 2, data: [1, 2, 3, 4] });
});

test('typed arrays are accepted wherever arrays are', () => {
  const fromArray = api.encodePositions([0, 1, 2], 8).data;
  assert.ok(sameBytes(api.encodePositions(new Float64Array([0, 1, 2]), 8).data, fromArray));
  assert.ok(sameBytes(api.encodePositions(new Int32Array([0, 1, 2]), 8).data, fromArray));
  assert.ok(sameBytes(api.shift(new Float32Array([0, 1, 0, 1]), 1), api.shift([0, 1, 0, 1], 1)));
  const x = api.selfAttention({ rows: 2, cols: 2, data: new Float64Array([1, 2, 3, 4]) });
  assert.ok(
    sameBytes(
      x.output.data,
      api.selfAttention({ rows: 2, cols: 2, data: [1, 2, 3, 4] }).output.data,
    ),
  );
});

test('createPosEnc() twice resolves to the same frozen API object', async () => {
  const a = await createPosEnc();
  const b = await createPosEnc();
  assert.equal(a, b);
  assert.equal(a, api);
  assert.ok(Object.isFrozen(a));
});

test('variants lists the eight variant names, "correct" first, frozen', () => {
  assert.deepEqual(
    [...api.variants],
    [
      'correct',
      'exponent-i-over-d',
      'sine-only',
      'cosine-only',
      'one-indexed',
      'exponent-2i-times-d',
      'exponent-d-over-2i',
      'swapped',
    ],
  );
  assert.ok(Object.isFrozen(api.variants));
});

test('every listed variant is accepted by positionalEncoding, wavelengths and averageGrid', () => {
  for (const variant of api.variants) {
    assert.equal(api.positionalEncoding(2, 4, { variant }).data.length, 8);
    assert.equal(api.wavelengths(4, { variant }).length, 2);
    assert.equal(api.averageGrid(grid, { variant }).data.length, 80);
  }
});

test('limits are maxElements 16,777,216, maxDModel 65,536 and the cost limits, frozen', () => {
  assert.deepEqual(
    { ...api.limits },
    {
      maxElements: 16777216,
      maxDModel: 65536,
      maxAbsPosition: 2 ** 53,
      maxGridPixels: 16384,
      maxAttentionCost: 2 ** 23,
      maxPairwiseCost: 2 ** 28,
      maxTrigElements: 2 ** 22,
      maxUniqueRows: 2 ** 20,
      maxGridCost: 2 ** 25,
      maxHeads: 1024,
      maxT5Buckets: 1024,
      minT5BucketsBidirectional: 4,
      minT5BucketsCausal: 2,
      maxShawK: 65536,
      maxBiasElements: 2 ** 22,
      maxRopeFactor: 2 ** 20,
      maxLabCost: 2 ** 30,
      maxLabBatchSize: 1024,
    },
  );
  assert.ok(Object.isFrozen(api.limits));
});

test('dModel = maxDModel (65536) works; maxDModel + 2 is a RangeError', () => {
  const m = api.positionalEncoding(1, 65536);
  assert.equal(m.data.length, 65536);
  assert.throws(() => api.positionalEncoding(1, 65538), RangeError);
});

test('one element beyond maxElements is a RangeError', () => {
  // The 16,777,216-element call itself runs in robustness.test.mjs.
  assert.throws(() => api.positionalEncoding(8388609, 2), RangeError);
  assert.throws(() => api.positionalEncoding(257, 65536), RangeError);
  assert.throws(() => api.dotProducts(4097, 2), RangeError);
});

test('options default to base 10000, interleaved, correct; undefined and {} mean the defaults', () => {
  const plain = api.positionalEncoding(20, 16).data;
  assert.ok(sameBytes(api.positionalEncoding(20, 16, undefined).data, plain));
  assert.ok(sameBytes(api.positionalEncoding(20, 16, {}).data, plain));
  assert.ok(
    sameBytes(
      api.positionalEncoding(20, 16, { base: 10000, layout: 'interleaved', variant: 'correct' })
        .data,
      plain,
    ),
  );
  assert.ok(sameBytes(api.positionalEncoding(20, 16, { base: undefined }).data, plain));
});

test('the split layout holds the interleaved numbers, sines first then cosines', () => {
  const inter = api.positionalEncoding(30, 12);
  const split = api.positionalEncoding(30, 12, { layout: 'split' });
  for (let r = 0; r < 30; r++) {
    const a = row(inter, r);
    const b = row(split, r);
    for (let i = 0; i < 6; i++) {
      assert.equal(b[i], a[2 * i]);
      assert.equal(b[6 + i], a[2 * i + 1]);
    }
  }
});

test('the base option changes the result; base 10000 is the default', () => {
  const a = api.positionalEncoding(10, 8, { base: 100 }).data;
  assert.ok(!sameBytes(a, api.positionalEncoding(10, 8).data));
  assert.ok(Math.abs(a[1 * 8 + 2] - Math.sin(1 / 100 ** (2 / 8))) < 1e-15);
});

test('uniqueRows returns a number; exponent-d-over-2i at d 2 collapses every row into 1', () => {
  assert.equal(typeof api.uniqueRows(10, 4), 'number');
  assert.equal(api.uniqueRows(64, 2, { variant: 'exponent-d-over-2i' }), 1);
});

test('positions up to |2^53| are accepted by encodePositions', () => {
  const m = api.encodePositions([2 ** 53, -(2 ** 53)], 4);
  for (const v of m.data) assert.ok(Number.isFinite(v) && v >= -1 && v <= 1);
});

test('shift and rotationMatrix accept a base option', () => {
  const P = api.positionalEncoding(10, 8, { base: 100 });
  const shifted = api.shift(row(P, 2), 5, { base: 100 });
  for (let k = 0; k < 8; k++) assert.ok(Math.abs(shifted[k] - row(P, 7)[k]) < 1e-14);
  const R = api.rotationMatrix(5, 1, 8, { base: 100 });
  const t = 5 / 100 ** (2 / 8);
  assert.deepEqual(
    Array.from(R).map((v) => v.toFixed(15)),
    [Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t)].map((v) => v.toFixed(15)),
  );
});

test('dotProducts accepts a base option and matches the rows of positionalEncoding', () => {
  const P = api.positionalEncoding(12, 10, { base: 50 });
  const G = api.dotProducts(12, 10, { base: 50 });
  for (let p = 0; p < 12; p++) {
    for (let q = 0; q < 12; q++) {
      const dot = row(P, p).reduce((s, v, k) => s + v * row(P, q)[k], 0);
      assert.ok(Math.abs(G.data[p * 12 + q] - dot) < 1e-13);
    }
  }
});

describe('a caller-owned out array', () => {
  test('positionalEncoding writes into out and returns it as data', () => {
    const out = new Float64Array(6 * 8).fill(7);
    const m = api.positionalEncoding(6, 8, { out });
    assert.equal(m.data, out);
    assert.ok(sameBytes(out, api.positionalEncoding(6, 8).data));
  });

  test('positionalEncoding with out over many chunks equals the fresh result', () => {
    const out = new Float64Array(3000 * 64);
    api.positionalEncoding(3000, 64, { out, layout: 'split', base: 500 });
    assert.ok(
      sameBytes(out, api.positionalEncoding(3000, 64, { layout: 'split', base: 500 }).data),
    );
  });

  test('averageGrid writes into out and returns it as data', () => {
    const out = new Float64Array(grid.rowsPx * grid.colsPx);
    const m = api.averageGrid(grid, { out });
    assert.equal(m.data, out);
    assert.ok(sameBytes(out, api.averageGrid(grid).data));
  });

  test('without out the result is a fresh array each call', () => {
    const a = api.positionalEncoding(4, 4).data;
    const b = api.positionalEncoding(4, 4).data;
    assert.notEqual(a, b);
    assert.notEqual(a.buffer, wasm.HEAPF64.buffer);
  });

  test('a rejected out leaves it untouched', () => {
    const out = new Float64Array(11).fill(5);
    assert.throws(() => api.positionalEncoding(3, 4, { out }), RangeError);
    assert.ok(out.every((v) => v === 5));
  });
});
