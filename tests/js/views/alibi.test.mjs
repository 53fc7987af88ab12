// The ALiBi view's derive and export modules, against the NumPy reference
// of the ALiBi code (tests/reference/shaw_t5_alibi.py).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  biasAt,
  derive,
  MAX_SHOWN,
  slopeOf,
  slopeText,
} from '../../../dist/lib/views/alibi/derive.js';
import { alibiValues } from '../../../dist/lib/views/alibi/values.js';
import { MAX_ALIBI_HEADS } from '../../../dist/lib/views/alibi/view.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import { alibiExport, alibiExportShape } from '../../../dist/lib/views/alibi/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api } from '../util.mjs';

const ref = loadReference();
const state = (changes) => ({ ...defaultState, view: 'alibi', ...changes });

for (const heads of [5, 6, 8, 12, 20]) {
  test(`${heads} heads: the slopes equal the reference code`, () => {
    const r = ref.alibiSlopes.find((c) => c.heads === heads);
    const model = derive(state({ alibiHeads: heads }), api);
    assert.deepEqual(Array.from(model.slopes), Array.from(r.data));
  });
}

test('5 heads at seqLen 7: every head matrix equals NumPy; the drawn head masks with NaN', () => {
  const r = ref.alibiBias.find((c) => c.heads === 5 && c.seqLen === 7);
  const model = derive(state({ alibiHeads: 5, alibiHead: 4, seqLen: 7 }), api);
  assert.deepEqual(Array.from(model.bias.data), Array.from(r.data));
  const head4 = Array.from(r.data.subarray(4 * 49, 5 * 49), (v) => (v === -Infinity ? NaN : v));
  assert.deepEqual(Array.from(model.display.data), head4);
  assert.equal(biasAt(model, 6, 0), r.data[4 * 49 + 6 * 7]);
  assert.equal(model.lowest, r.data[4 * 49 + 6 * 7]);
});

test('a head beyond the head count draws the last head', () => {
  const model = derive(state({ alibiHeads: 4, alibiHead: 9, seqLen: 6 }), api);
  assert.equal(model.head, 3);
});

test('slopes print as powers of two when exact', () => {
  assert.equal(slopeText(0.5), '2^-1');
  assert.equal(slopeText(2 ** -8), '2^-8');
  assert.equal(slopeText(Math.SQRT1_2), '0.707107');
});

test('export: slopes and every head as .npy, the drawn head as CSV with -inf', () => {
  const model = derive(state({ alibiHeads: 6, alibiHead: 2, seqLen: 12 }), api);
  const e = alibiExport(model);
  assert.equal(e.baseName, 'alibi_heads6_head2_L12');
  assert.deepEqual(e.arrays[0].shape, [6]);
  assert.deepEqual(e.arrays[1].shape, [6, 12, 12]);
  const r = ref.alibiBias.find((c) => c.heads === 6 && c.seqLen === 12);
  assert.deepEqual(Array.from(e.arrays[1].data), Array.from(r.data));
  assert.deepEqual(e.tables[1].rows[1], [0, 1, '-inf']);
  assert.equal(e.tables[0].rows.length, 6);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { alibiHeads: 5, alibiHead: 4, seqLen: 7 },
    { alibiHeads: 12, alibiHead: 11, seqLen: 1000 },
  ]) {
    const s = state(partial);
    assert.deepEqual(
      alibiExportShape(s),
      exportShape(alibiExport(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

test("the slope and lowest bias slots are as wide as the engine's numbers: whole models", () => {
  for (const partial of [
    {},
    { alibiHeads: 1, seqLen: 1 },
    { alibiHeads: 12, alibiHead: 11, seqLen: 100 },
    { alibiHeads: 128, alibiHead: 127, seqLen: 128 },
    { alibiHeads: 3, alibiHead: 2, seqLen: 12 },
  ]) {
    const s = state(partial);
    const at = JSON.stringify(partial);
    const model = derive(s, api);
    // The oldest key's bias is −m (n − 1), the product the frame's width takes.
    assert.equal(model.lowest, model.slopes[model.head] * (1 - model.n), at);
    const names = assertSlotWidths(alibiValues(s), alibiValues(s, model), at);
    assert.deepEqual(names, ['mFixed', 'lowest'], at);
  }
});

test('the slope and lowest bias slots fit at every head count and head, at the sizes where the bias gains a digit', () => {
  const widths = new Set();
  for (let heads = 1; heads <= MAX_ALIBI_HEADS; heads++) {
    const slopes = api.alibiSlopes(heads);
    for (let head = 0; head < heads; head++) {
      // The state's own slope is the engine's but for the last bits (another pow,
      // raised to the head's power): 19 ulps at most.
      const m = slopeOf(heads, head);
      assert.ok(Math.abs(m - slopes[head]) <= 1e-14 * m, `${heads} heads, head ${head}`);
      // The sizes where −m (n − 1) gains a digit (past 10 and 100, rounded
      // to 4 decimals), either side, and the ends.
      const near = (bias) => [0, 1, 2, 3].map((k) => Math.floor(bias / m) + k);
      const sizes = new Set([1, 2, 3, ...near(9.99995), ...near(99.99995), MAX_SHOWN]);
      for (const n of [...sizes].filter((size) => size >= 1 && size <= MAX_SHOWN)) {
        const s = state({ alibiHeads: heads, alibiHead: head, seqLen: n });
        // The parts of the model the slots read (derive's, without the matrices).
        const model = { slopes, head, lowest: slopes[head] * (1 - n) };
        const at = `${heads} heads, head ${head}, ${n} positions`;
        assertSlotWidths(alibiValues(s), alibiValues(s, model), at);
        widths.add(alibiValues(s).lowest.chars);
      }
    }
  }
  // 0.0000, −x.xxxx, −xx.xxxx and −xxx.xxxx all occur.
  assert.deepEqual([...widths].sort(), [6, 7, 8, 9]);
});
