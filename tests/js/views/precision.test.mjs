// The precision view's derive and export modules, checked against the NumPy
// references of tests/reference/rope_drope_precision.py.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  completeAll,
  completeNext,
  derive,
  reducedPrecisions,
} from '../../../dist/lib/views/precision/derive.js';
import { precisionExport, precisionExportShape } from '../../../dist/lib/views/precision/export.js';
import { expectsCollision } from '../../../dist/lib/views/precision/frame.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference().ropeDropePrecision;
const state = (changes) => ({ ...defaultState, view: 'precision', ...changes });

describe('precision derive against NumPy (300 positions, d 16)', () => {
  const model = completeAll(
    derive(state({ precisionLen: 300, dModel: 16, base: 10000, precision: 'bfloat16' }), api),
  );
  const cases = Object.fromEntries(
    ref.precision.filter((c) => c.seqLen === 300 && c.dModel === 16).map((c) => [c.precision, c]),
  );

  test('each type reports the reference counts', () => {
    for (const p of reducedPrecisions) {
      const r = model.reports[p];
      const c = cases[p];
      assert.deepEqual(
        [r.distinctRows, r.firstCollision, r.firstNonFinite, r.largestExactInteger],
        [c.distinctRows, c.firstCollision, c.firstNonFinite, c.largestExactInteger],
        p,
      );
      assertClose(r.maxError, c.maxError, (k) => 1e-15 + 8 * 2 ** -52 * k, `${p} maxError`);
    }
  });

  test('the colliding bfloat16 rows are the reference rows 256 and 257', () => {
    const data = cases.bfloat16.data;
    assert.equal(model.collision.position, 257);
    assert.deepEqual(
      Array.from(model.collision.previous),
      Array.from(data.subarray(256 * 16, 256 * 16 + 6)),
    );
    assert.deepEqual(
      Array.from(model.collision.row),
      Array.from(data.subarray(257 * 16, 257 * 16 + 6)),
    );
  });

  test('positions are stored as bfloat16 rounds them', () => {
    assert.equal(model.stored[257], 256);
    assert.equal(model.stored[259], 260);
    assert.equal(model.stored[255], 255);
  });
});

describe('precision: float64 selected and export', () => {
  test('float64 shows no collision and stores every position exactly', () => {
    const m = derive(state({ precisionLen: 50, dModel: 8, precision: 'float64' }), api);
    assert.equal(m.collision, undefined);
    assert.deepEqual(
      Array.from(m.stored),
      Array.from({ length: 50 }, (_, k) => k),
    );
  });

  test('the export holds one error row per type and a summary row per type', () => {
    const m = derive(state({ precisionLen: 300, dModel: 4, precision: 'float16' }), api);
    const out = precisionExport(m);
    assert.deepEqual(out.arrays[0].shape, [3, 300]);
    assert.deepEqual(out.arrays[0].data.subarray(300, 600), m.reports.float16.maxError);
    assert.deepEqual(
      out.tables[0].rows.map((r) => r[0]),
      ['float32', 'float16', 'bfloat16'],
    );
    assert.equal(out.tables[1].rows.length, 300);
  });
});

describe('precision: only what changed is computed again', () => {
  /** The engine with its precisionStats and positionalEncoding calls counted. */
  function counted() {
    const calls = { precisionStats: 0, positionalEncoding: 0 };
    const pe = Object.create(api);
    for (const name of Object.keys(calls)) {
      Object.defineProperty(pe, name, {
        value: (...args) => {
          calls[name]++;
          return api[name](...args);
        },
      });
    }
    return { pe, calls };
  }

  test('derive computes the selected type only; the others are pending, one per step', () => {
    const { pe, calls } = counted();
    const first = derive(state({ precisionLen: 600, dModel: 8, precision: 'float16' }), pe);
    assert.equal(calls.precisionStats, 1);
    assert.deepEqual(Object.keys(first.reports), ['float16']);
    assert.deepEqual(first.pending, ['float32', 'bfloat16']);
    const second = completeNext(first);
    assert.equal(calls.precisionStats, 2);
    assert.deepEqual(second.pending, ['bfloat16']);
    assert.equal(second.reports.float16, first.reports.float16);
    const third = completeNext(second);
    assert.deepEqual(third.pending, []);
    assert.equal(completeNext(third), third);
    assert.equal(calls.precisionStats, 3);
  });

  test('with float64 selected, float32 is computed first', () => {
    const m = derive(state({ precisionLen: 60, dModel: 8, precision: 'float64' }), api);
    assert.deepEqual(Object.keys(m.reports), ['float32']);
  });

  test('a change of colour map reuses the reports and the colliding rows', () => {
    const { pe, calls } = counted();
    const s = state({ precisionLen: 600, dModel: 8, precision: 'bfloat16' });
    const first = completeAll(derive(s, pe));
    assert.deepEqual(calls, { precisionStats: 3, positionalEncoding: 1 });
    const next = derive({ ...s, cmap: 'sequential', seqLen: 10 }, pe, first);
    assert.deepEqual(calls, { precisionStats: 3, positionalEncoding: 1 });
    assert.deepEqual(next.pending, []);
    assert.equal(next.reports.float32, first.reports.float32);
    assert.equal(next.collision, first.collision);
  });

  test('a change of the selected type reuses the reports and computes its own rows', () => {
    const { pe, calls } = counted();
    const s = state({ precisionLen: 3000, dModel: 8, precision: 'bfloat16' });
    const first = completeAll(derive(s, pe));
    const next = derive({ ...s, precision: 'float16' }, pe, first);
    assert.equal(calls.precisionStats, 3);
    assert.equal(next.reports.float16, first.reports.float16);
    assert.equal(next.collision.position, 2049);
    assert.equal(calls.positionalEncoding, 2);
  });

  test('a change of the number of positions computes the reports again', () => {
    const { pe, calls } = counted();
    const s = state({ precisionLen: 600, dModel: 8, precision: 'float32' });
    const first = completeAll(derive(s, pe));
    const next = completeAll(derive({ ...s, precisionLen: 700 }, pe, first));
    assert.equal(calls.precisionStats, 6);
    assert.equal(next.reports.float32.maxError.length, 700);
  });

  test('an engine error is the model error, and the next valid state recovers', () => {
    const s = state({ precisionLen: 600, dModel: 8, precision: 'float32' });
    assert.throws(() => derive({ ...s, dModel: 7 }, api), /dModel/);
    assert.equal(derive(s, api).reports.float32.maxError.length, 600);
  });

  test('the export computes the pending reports', () => {
    const m = derive(state({ precisionLen: 300, dModel: 4, precision: 'float16' }), api);
    assert.equal(m.pending.length, 2);
    const out = precisionExport(m);
    assert.equal(out.tables[0].rows.length, 3);
  });
});

test('precisionStats in float32 at 100,000 x 2 counts every row distinct (the hashed count)', () => {
  const r = api.precisionStats(100_000, 2, { precision: 'float32' });
  assert.equal(r.distinctRows, 100_000);
  assert.equal(r.firstCollision, -1);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { precision: 'float32', precisionLen: 10 },
    { precision: 'float64', dModel: 2 },
  ]) {
    const m = completeAll(derive(state(partial), api));
    assert.deepEqual(
      precisionExportShape(),
      exportShape(precisionExport(m)),
      JSON.stringify(partial),
    );
  }
});

test('the first-paint frame expects the collision table exactly when the engine finds a repeated row', () => {
  for (const [precision, precisionLen] of [
    ['bfloat16', 257],
    ['bfloat16', 258],
    ['bfloat16', 3000],
    ['float16', 2049],
    ['float16', 2050],
    ['float32', 30000],
    ['float64', 3000],
  ]) {
    const s = state({ precision, precisionLen });
    const found = derive(s, api).collision !== undefined;
    assert.equal(expectsCollision(s), found, `${precision} with ${precisionLen} positions`);
  }
});

describe("the closing paragraph's facts of each type, from the engine's rounding", async () => {
  const { typeFacts } = await import('../../../dist/lib/views/precision/type-facts.js');
  const chapter = (await import('../../../dist/lib/content/precision.js')).default;

  test('bfloat16: 8 bits, exact to 256, 257 stored as 256, largest 3.39e38', () => {
    const t = typeFacts(api, 'bfloat16');
    assert.deepEqual([t.bits, t.exact, t.next, t.nextStored], [8, 256, 257, 256]);
    assert.equal(t.maxFinite, 3.3895313892515355e38);
  });

  test('float16: 11 bits, exact to 2,048, largest finite 65,504, from 65,520 infinite', () => {
    const t = typeFacts(api, 'float16');
    assert.deepEqual([t.bits, t.exact, t.maxFinite, t.overflowFrom], [11, 2048, 65504, 65520]);
    const [below, at] = api.roundToPrecision(Float64Array.of(65519, 65520), 'float16');
    assert.equal(below, 65504);
    assert.equal(at, Infinity);
  });

  test('float32: 24 bits, exact to 16,777,216', () => {
    const t = typeFacts(api, 'float32');
    assert.deepEqual([t.bits, t.exact], [24, 16777216]);
  });

  test('the prose types none of these numbers: each is a slot the engine fills', () => {
    const text = JSON.stringify(chapter.body);
    for (const literal of ['256', '257', '2,048', '65,504', '65,520', '16,777,216', '24 bits']) {
      assert.ok(!text.includes(literal), literal);
    }
  });
});
