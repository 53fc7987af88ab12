// The T5 view's derive and export modules, against the NumPy reference of
// modeling_t5.py (tests/reference/shaw_t5_alibi.py).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { derive, rangeText } from '../../../dist/lib/views/t5/derive.js';
import { t5Export, t5ExportShape } from '../../../dist/lib/views/t5/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api } from '../util.mjs';

const ref = loadReference();
const state = (changes) => ({ ...defaultState, view: 't5', ...changes });

for (const r of ref.t5BucketMatrix.filter((c) => c.seqLen <= 256)) {
  const direction = r.bidirectional ? 'bidirectional' : 'causal';
  test(`the matrix equals NumPy: seqLen ${r.seqLen}, ${direction}, ${r.numBuckets} buckets`, () => {
    const model = derive(
      state({
        seqLen: r.seqLen,
        t5Buckets: r.numBuckets,
        t5MaxDistance: r.maxDistance,
        t5Bidirectional: r.bidirectional,
      }),
      api,
    );
    assert.deepEqual(Array.from(model.matrix.data), Array.from(r.data));
  });
}

test('bucket ranges: every reference position lies in its bucket range', () => {
  for (const r of ref.t5Bucket.filter((c) => c.numBuckets === 32 && c.maxDistance === 128)) {
    const model = derive(state({ seqLen: 8, t5Bidirectional: r.bidirectional }), api);
    for (let k = 0; k < r.positions.length; k++) {
      const p = r.positions[k];
      const range = model.ranges.find((x) => x.bucket === r.data[k]);
      assert.ok(range, `bucket ${r.data[k]}`);
      const inside = (p >= range.from && p <= range.to) || (range.open && p < 0 === range.from < 0);
      assert.ok(inside, `position ${p} in bucket ${r.data[k]} (${range.from}..${range.to})`);
    }
  }
});

test('bidirectional defaults: 32 buckets in use, maxExact 8, bucket 16 is empty (position 0 is bucket 0)', () => {
  const model = derive(state({ seqLen: 8 }), api);
  assert.equal(model.maxExact, 8);
  assert.equal(model.ranges.length, 31);
  assert.equal(
    model.ranges.find((r) => r.bucket === 16),
    undefined,
  );
  // NumPy: -90 is bucket 14, -91 bucket 15; 90 is 30, 91 is 31.
  assert.equal(rangeText(model.ranges.find((r) => r.bucket === 15)), '−91 and below');
  assert.equal(rangeText(model.ranges.find((r) => r.bucket === 31)), '91 and above');
  assert.equal(rangeText(model.ranges.find((r) => r.bucket === 17)), '1');
});

test('causal: bucket 0 holds position 0 and every later key', () => {
  const model = derive(state({ seqLen: 8, t5Bidirectional: false }), api);
  assert.equal(rangeText(model.ranges[0]), '0 and above');
  assert.equal(model.maxExact, 16);
});

test('an impossible setting is the engine error naming the parameter', () => {
  assert.throws(() => derive(state({ t5Buckets: 32, t5MaxDistance: 8 }), api), {
    name: 'RangeError',
    message: /maxDistance must be a whole number from 9/,
  });
});

test('export: the engine matrix as heat map, CSVs and .npy', () => {
  const model = derive(state({ seqLen: 20 }), api);
  const e = t5Export(model);
  assert.equal(e.baseName, 't5_bidirectional_b32_d128_L20');
  assert.equal(e.figures[0].data, model.matrix.data);
  assert.deepEqual(e.arrays[0].shape, [20, 20]);
  assert.equal(e.tables[0].rows.length, 400);
  assert.equal(e.tables[1].rows.length, model.ranges.length);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { t5Bidirectional: false, t5Buckets: 8, t5MaxDistance: 20 },
    { seqLen: 1000, t5Buckets: 64, t5MaxDistance: 1000 },
  ]) {
    const s = state(partial);
    assert.deepEqual(
      t5ExportShape(s),
      exportShape(t5Export(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

test("the frame's slot for the buckets in use is exactly as wide as the engine's count", async () => {
  const { t5Values } = await import('../../../dist/lib/views/t5/values.js');
  const { assertSlotWidths } = await import('../content/slot-widths.mjs');
  const counts = new Set();
  for (const t5Buckets of [
    2, 3, 4, 8, 9, 10, 11, 19, 20, 21, 22, 32, 100, 128, 199, 200, 1000, 1024,
  ]) {
    for (const t5MaxDistance of [
      t5Buckets,
      2 * t5Buckets,
      4 * t5Buckets,
      128,
      1000,
      40000,
      100000,
    ]) {
      for (const t5Bidirectional of [true, false]) {
        // States the view's rules keep (enough buckets, maxDistance above maxExact).
        if (t5Bidirectional && t5Buckets < 4) continue;
        const exact = t5Bidirectional ? Math.floor(t5Buckets / 4) : Math.floor(t5Buckets / 2);
        if (t5MaxDistance <= exact) continue;
        const s = state({ seqLen: 2, t5Buckets, t5MaxDistance, t5Bidirectional });
        const model = derive(s, api);
        const at = JSON.stringify({ t5Buckets, t5MaxDistance, t5Bidirectional });
        assertSlotWidths(t5Values(s), t5Values(s, model), at);
        counts.add(model.ranges.length);
      }
    }
  }
  // Counts of one to four digits were swept, past each power of ten.
  for (const [low, high] of [
    [1, 9],
    [10, 99],
    [100, 999],
    [1000, 1023],
  ]) {
    assert.ok(
      [...counts].some((c) => c >= low && c <= high),
      `a count from ${low} to ${high}`,
    );
  }
});

test("in-use.ts restates the engine's count of buckets in use at every bucket count", async () => {
  const { bucketsInUse } = await import('../../../dist/lib/views/t5/in-use.js');
  const { scanReach } = await import('../../../dist/lib/views/t5/derive.js');
  let states = 0;
  for (let t5Buckets = 2; t5Buckets <= 1024; t5Buckets++) {
    for (const t5Bidirectional of [true, false]) {
      if (t5Bidirectional && t5Buckets < 4) continue;
      const exact = t5Bidirectional ? Math.floor(t5Buckets / 4) : Math.floor(t5Buckets / 2);
      // maxDistance just past maxExact (where buckets are skipped) and at twice the buckets.
      for (const t5MaxDistance of [exact + 1, 2 * t5Buckets]) {
        const s = state({ seqLen: 1, t5Buckets, t5MaxDistance, t5Bidirectional });
        assert.equal(
          bucketsInUse(t5Buckets, t5MaxDistance, t5Bidirectional, scanReach(t5MaxDistance)),
          derive(s, api).ranges.length,
          JSON.stringify({ t5Buckets, t5MaxDistance, t5Bidirectional }),
        );
        states++;
      }
    }
  }
  assert.ok(states > 4000, `${states} states`);
});

test('the last bucket starts where the logarithmic scale reaches it, before maxDistance (engine)', async () => {
  const { t5Values } = await import('../../../dist/lib/views/t5/values.js');
  for (const [t5Bidirectional, want] of [
    [true, 91],
    [false, 113],
  ]) {
    const s = state({ seqLen: 8, t5Buckets: 32, t5MaxDistance: 128, t5Bidirectional });
    const options = { bidirectional: t5Bidirectional, numBuckets: 32, maxDistance: 128 };
    // Key − query of a key `r` behind the query (the last bucket either way).
    const bucket = (r) => api.t5Bucket([t5Bidirectional ? r : -r], options)[0];
    const last = bucket(10000);
    assert.equal(bucket(want), last);
    assert.notEqual(bucket(want - 1), last);
    assert.equal(t5Values(s, derive(s, api)).lastFrom.text, String(want));
  }
});
