// Errors leave the module as it was: same results, no leaked memory; a call
// at the element limit works and later calls still do. The tests run in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWasm } from '../../dist/lib/engine/wasm.js';
import { errorCases } from './cases.mjs';
import { api, assertClose, row, sameBytes, tolerance } from './util.mjs';

const wasm = await loadWasm();
const memoryBytes = () => wasm.HEAPF64.buffer.byteLength;

/** A set of small valid results from every entry point, as flat Float64Arrays. */
function snapshot() {
  const att = api.selfAttention({
    rows: 3,
    cols: 4,
    data: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2],
  });
  return {
    encode: api.positionalEncoding(300, 64, { base: 100, layout: 'split' }).data,
    encodeVariant: api.positionalEncoding(50, 8, { variant: 'exponent-i-over-d' }).data,
    positions: api.encodePositions([0.5, -3, 1e9, 12345.678], 16).data,
    output: att.output.data,
    weights: att.weights.data,
    shift: api.shift([0, 1, 0, 1, 0, 1], 7),
    rotation: api.rotationMatrix(3, 2, 8),
    dots: api.dotProducts(20, 32).data,
    wavelengths: api.wavelengths(64, { base: 500 }),
    unique: Float64Array.of(
      api.uniqueRows(64, 2, { variant: 'exponent-d-over-2i' }),
      api.uniqueRows(100, 8),
    ),
    grid: api.averageGrid({
      seqLen: 5000,
      dModel: 64,
      rowStart: 3.5,
      rowsPerPixel: 17.25,
      rowsPx: 300,
      colStart: 0,
      colsPerPixel: 1.5,
      colsPx: 50,
    }).data,
  };
}

function assertSameSnapshot(actual, expected, when) {
  for (const key of Object.keys(expected)) {
    assert.ok(sameBytes(actual[key], expected[key]), `${key} differs ${when}`);
  }
}

function failAll(cases) {
  for (const c of cases) {
    assert.throws(() => c.call(api), c.type, c.label);
  }
}

/** The address of a fresh module block of `bytes`, freed again: moves if the heap leaked. */
function probe(bytes) {
  const address = wasm.stage(bytes / 8);
  assert.notEqual(address, 0);
  wasm.release();
  return address;
}

const baseline = snapshot();

test('dist/lib/engine/wasm.js is the module the package entry loads (one shared instance)', () => {
  const entry = import.meta.resolve('positional-encoding-widget');
  assert.equal(
    new URL('./engine/wasm.js', entry).href,
    new URL('../../dist/lib/engine/wasm.js', import.meta.url).href,
  );
  assert.ok(wasm.HEAPF64 instanceof Float64Array);
});

test('every entry point gives byte-identical results after each single error', () => {
  for (const c of errorCases) {
    assert.throws(() => c.call(api), c.type, c.label);
    const after = api.positionalEncoding(300, 64, { base: 100, layout: 'split' }).data;
    assert.ok(sameBytes(after, baseline.encode), `encoding differs after "${c.label}"`);
  }
  assertSameSnapshot(snapshot(), baseline, 'after single errors');
});

test('every entry point gives byte-identical results after a storm of errors', () => {
  for (let round = 0; round < 5; round++) failAll(errorCases);
  assertSameSnapshot(snapshot(), baseline, 'after the storm');
});

test('memory does not grow across 10,000 failed calls (validation failures)', () => {
  failAll(errorCases); // any one-time allocation happens here
  const bytes = memoryBytes();
  const small = probe(64);
  const large = probe(1 << 20);
  let calls = 0;
  while (calls < 10000) {
    for (const c of errorCases) {
      if (calls++ === 10000) break;
      try {
        c.call(api);
      } catch {
        continue;
      }
      assert.fail(`${c.label} did not throw`);
    }
  }
  assert.equal(memoryBytes(), bytes);
  assert.equal(probe(64), small, 'a small block moved: the heap leaked');
  assert.equal(probe(1 << 20), large, 'a large block moved: the heap leaked');
  assertSameSnapshot(snapshot(), baseline, 'after 10,000 failed calls');
});

test('memory does not grow across failures after allocation (selfAttention with NaN data)', () => {
  // 128 x 512 values (the attention cost limit, 2^23): each call stages
  // 0.5 MiB of input before the engine rejects the NaN; leaked,
  // 1,000 calls would need 1.1 GiB and exhaust the 512 MiB cap.
  const data = new Float64Array(128 * 512).fill(0.25);
  data[data.length - 1] = NaN;
  const x = { rows: 128, cols: 512, data };
  assert.throws(() => api.selfAttention(x), RangeError);
  const bytes = memoryBytes();
  const large = probe(1 << 20);
  for (let k = 0; k < 1000; k++) {
    assert.throws(
      () => api.selfAttention(x),
      (e) => e instanceof RangeError && e.param === 'x.data',
    );
  }
  assert.equal(memoryBytes(), bytes);
  assert.equal(probe(1 << 20), large, 'a large block moved: the heap leaked');
  assertSameSnapshot(snapshot(), baseline, 'after failed selfAttention calls');
});

test('memory does not grow across failures after allocation (encodePositions with NaN, rotationMatrix with a bad pair)', () => {
  // 10,000 positions x 64: 5 MiB allocated per call before the NaN is found.
  const positions = new Float64Array(10000).fill(3);
  positions[9999] = NaN;
  assert.throws(() => api.encodePositions(positions, 64), RangeError);
  assert.throws(() => api.rotationMatrix(1, 99, 8), RangeError);
  const bytes = memoryBytes();
  const small = probe(32);
  const large = probe(1 << 20);
  for (let k = 0; k < 300; k++) {
    assert.throws(
      () => api.encodePositions(positions, 64),
      (e) => e instanceof RangeError && e.param === 'positions[9999]',
    );
  }
  for (let k = 0; k < 10000; k++) {
    assert.throws(
      () => api.rotationMatrix(1, 99, 8),
      (e) => e instanceof RangeError && e.param === 'pair',
    );
  }
  assert.equal(memoryBytes(), bytes);
  assert.equal(probe(32), small, 'a small block moved: the heap leaked');
  assert.equal(probe(1 << 20), large, 'a large block moved: the heap leaked');
  assertSameSnapshot(snapshot(), baseline, 'after failed encodePositions / rotationMatrix calls');
});

test('4096 x 4096 calls (16,777,216 elements, the limit) work; earlier results survive memory growth; later small calls still work', () => {
  const earlier = api.positionalEncoding(100, 64);
  const earlierCopy = Float64Array.from(earlier.data);
  const before = memoryBytes();

  const big = api.positionalEncoding(4096, 4096);
  assert.equal(big.rows, 4096);
  assert.equal(big.cols, 4096);
  assert.equal(big.data.length, 16777216);
  assert.equal(big.data.buffer.byteLength, big.data.byteLength);
  // The matrix is copied out in cache-sized chunks: module memory stays small.
  assert.ok(memoryBytes() - before < 64 * 2 ** 20, 'module memory stayed small');
  // A call that does grow module memory (a 4096 x 4096 dot-product matrix).
  const dots = api.dotProducts(4096, 2);
  assert.equal(dots.data.length, 16777216);
  assert.ok(memoryBytes() > before, 'memory grew for the dot products');

  // Results taken before the growth are neither detached nor changed.
  assert.equal(earlier.data.length, 6400);
  assert.ok(sameBytes(earlier.data, earlierCopy));

  const rows = [0, 1, 63, 64, 65, 2047, 2048, 4031, 4095];
  const direct = api.encodePositions(rows, 4096);
  rows.forEach((r, k) => {
    assertClose(row(big, r), row(direct, k), tolerance(r), `row ${r}`);
  });
  for (let k = 0; k < big.data.length; k++) {
    const v = big.data[k];
    if (!(v >= -1 && v <= 1)) assert.fail(`element ${k} = ${v} is outside [-1, 1]`);
  }

  assertSameSnapshot(snapshot(), baseline, 'after the large call');
});

test('after the large call, errors still leave no trace', () => {
  const bytes = memoryBytes();
  failAll(errorCases);
  assert.equal(memoryBytes(), bytes);
  assertSameSnapshot(snapshot(), baseline, 'after errors following the large call');
});
