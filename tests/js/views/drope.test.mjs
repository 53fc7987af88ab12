// The DroPE view's derive and export modules, checked against the NumPy
// reference profile of q = k = ones (tests/reference/rope_drope_precision.py).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { derive, dropeDistance, scoreStatus } from '../../../dist/lib/views/drope/derive.js';
import { dropeExport, dropeExportShape } from '../../../dist/lib/views/drope/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { dropeValues } from '../../../dist/lib/views/drope/values.js';
import { widthWriters } from '../../../dist/lib/ui/format-width.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference().ropeDropePrecision;
const state = (changes) => ({ ...defaultState, view: 'drope', ...changes });

describe('drope derive against NumPy (d 16, L 64)', () => {
  const model = derive(state({ dModel: 16, trainLen: 64, base: 10000 }), api);
  const profile = ref.profiles.find((c) => c.dModel === 16 && c.vectors === 'ones' && !c.scaling);
  const want = profile.data.subarray(0, 257);

  test('the RoPE scores are the reference profile out to 4 L', () => {
    assert.equal(model.distances.length, 257);
    assertClose(model.result.rope, want, 1e-10, 'rope');
  });

  test('without the rotation every score is q . k = dModel', () => {
    for (const v of model.result.nope) assert.equal(v, 16);
  });

  test('the seen range and the count outside it follow from the reference', () => {
    const seen = Array.from(want.subarray(0, 64));
    const lo = Math.min(...seen);
    const hi = Math.max(...seen);
    assert.ok(Math.abs(model.result.seenMin - lo) < 1e-10);
    assert.ok(Math.abs(model.result.seenMax - hi) < 1e-10);
    const outside = Array.from(want.subarray(64)).filter(
      (v) => v < lo - 1e-9 || v > hi + 1e-9,
    ).length;
    assert.equal(model.result.outsideCount, outside);
  });

  test('scoreStatus reads training, inside or outside', () => {
    assert.equal(scoreStatus(model, 10), 'training');
    const first = model.result.firstOutside;
    if (first >= 0) assert.equal(scoreStatus(model, first), 'outside');
  });
});

describe('drope helpers and export', () => {
  test('dropeDistance is 4 L capped at 16384', () => {
    assert.equal(dropeDistance(32, 128), 128);
    assert.equal(dropeDistance(10000, 128), 16384);
  });

  test('at d_model 8192 the plot stops where the engine’s cost limit allows, and derive succeeds', () => {
    assert.equal(dropeDistance(10000, 8192), 1023);
    const model = derive(state({ dModel: 8192, trainLen: 1_000_000 }), api);
    assert.equal(model.distances.length, 1024);
    assert.equal(model.cut, true);
    assert.equal(derive(state({ dModel: 8192, trainLen: 32 }), api).cut, false);
  });

  test('the export holds both curves and marks distances past L', () => {
    const model = derive(state({ dModel: 8, trainLen: 5 }), api);
    const out = dropeExport(model);
    assert.deepEqual(out.arrays[0].shape, [2, 21]);
    assert.deepEqual(out.arrays[0].data.subarray(0, 21), model.result.rope);
    assert.deepEqual(out.tables[0].rows[4], [4, model.result.rope[4], 8, 0]);
    assert.deepEqual(out.tables[0].rows[5], [5, model.result.rope[5], 8, 1]);
  });
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [{}, { trainLen: 64, dModel: 64 }, { trainLen: 5000, dModel: 512 }]) {
    const s = state(partial);
    assert.deepEqual(
      dropeExportShape(s),
      exportShape(dropeExport(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

describe("drope slots: as wide as the engine's numbers", () => {
  const sweep = [];
  for (const dModel of [2, 4, 8, 16, 64, 128, 512, 8192]) {
    for (const base of [1.001, 2, 10, 100, 10000, 1e6, 1e12]) {
      for (const trainLen of [1, 2, 3, 5, 10, 32, 99, 100, 1000, 2500, 100000]) {
        if (dModel === 8192 && base !== 10000) continue;
        sweep.push({ dModel, base, trainLen });
      }
    }
  }

  test('over d_model, base and training length: exact, the count outside the range within its bound', () => {
    let negative = 0;
    let noneOutside = 0;
    let gaps = 0;
    for (const partial of sweep) {
      const s = state(partial);
      const m = derive(s, api);
      const at = JSON.stringify(partial);
      const view = dropeValues(s, m, undefined, widthWriters);
      assertSlotWidths(dropeValues(s), view, at, {
        bounded: ['outsideCount'],
        absent: m.result.firstOutside < 0 ? ['firstOutside'] : [],
      });
      negative += m.result.seenMin < 0 ? 1 : 0;
      noneOutside += m.result.firstOutside < 0 ? 1 : 0;
      gaps += view.outsideCount.text.length < view.outsideCount.chars ? 1 : 0;
    }
    // Both signs of the lowest score, and states with no score outside, were swept.
    assert.ok(negative > 50 && negative < sweep.length - 50, `${negative} negative`);
    assert.ok(noneOutside > 10, `${noneOutside} with none outside`);
    console.log(`outside count narrower than its bound at ${gaps} of ${sweep.length} states`);
  });

  test('at the defaults every slot is exact, the count outside too', () => {
    const s = state({});
    assertSlotWidths(
      dropeValues(s),
      dropeValues(s, derive(s, api), undefined, widthWriters),
      'defaults',
    );
  });
});
