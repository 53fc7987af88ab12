// The Shaw view's derive and export modules, against the NumPy reference
// (tests/reference/shaw_t5_alibi.py).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cellAt, derive, MAX_SHOWN } from '../../../dist/lib/views/shaw/derive.js';
import { shawExport, shawExportShape } from '../../../dist/lib/views/shaw/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { shawValues } from '../../../dist/lib/views/shaw/values.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import { loadReference } from '../reference.mjs';
import { api } from '../util.mjs';

const ref = loadReference();
const state = (changes) => ({ ...defaultState, view: 'shaw', ...changes });

test('the matrix equals the NumPy clip(j - i, -k, k) + k at seqLen 10, k 3', () => {
  const r = ref.shawIndices.find((c) => c.seqLen === 10 && c.k === 3);
  const model = derive(state({ seqLen: 10, shawK: 3 }), api);
  assert.deepEqual(Array.from(model.indices.data), Array.from(r.data));
  assert.deepEqual(Array.from(model.display.data), Array.from(r.data));
});

test('2k + 1 vectors; a 10 x 10 matrix with k 3 uses all 7 and clips 42 pairs', () => {
  const model = derive(state({ seqLen: 10, shawK: 3 }), api);
  assert.equal(model.vectors, 7);
  assert.equal(model.used, 7);
  // |j - i| > 3: 2 * sum over d = 4..9 of (10 - d) = 2 * 21.
  assert.equal(model.clipped, 42);
});

test('k larger than the sequence clips nothing and uses only 2n - 1 vectors', () => {
  const model = derive(state({ seqLen: 5, shawK: 10 }), api);
  assert.equal(model.clipped, 0);
  assert.equal(model.used, 9);
});

test('the readout of a clipped cell names distance, clipped distance and index', () => {
  const model = derive(state({ seqLen: 10, shawK: 3 }), api);
  assert.deepEqual(cellAt(model, 1, 8), {
    query: 1,
    key: 8,
    distance: 7,
    index: 6,
    clippedDistance: 3,
    wasClipped: true,
  });
  assert.equal(cellAt(model, 5, 4).wasClipped, false);
  assert.equal(cellAt(model, 5, 4).index, 2);
});

test('long sequences draw the first MAX_SHOWN positions', () => {
  const model = derive(state({ seqLen: 5000, shawK: 16 }), api);
  assert.equal(model.n, MAX_SHOWN);
  assert.equal(model.seqLen, 5000);
});

test('export: heat map, CSV and .npy hold the engine matrix', () => {
  const model = derive(state({ seqLen: 10, shawK: 3 }), api);
  const e = shawExport(model);
  assert.equal(e.baseName, 'shaw_k3_L10');
  assert.equal(e.figures[0].data, model.indices.data);
  assert.deepEqual(e.figures[0].range, [0, 6]);
  assert.deepEqual(e.arrays[0].shape, [10, 10]);
  assert.ok(e.arrays[0].data instanceof Int32Array);
  assert.equal(e.tables[0].rows.length, 100);
  assert.deepEqual(e.tables[0].rows[18], [1, 8, 7, 6]);
});

test('export: the figure title writes the clip bounds as numbers, "0" (not "-0") at k 0', () => {
  const title = (k) => shawExport(derive(state({ seqLen: 6, shawK: k }), api)).figures[0].title;
  assert.equal(title(0), 'Shaw et al. relative index clip(j - i, 0, 0) + 0');
  assert.equal(title(3), 'Shaw et al. relative index clip(j - i, -3, 3) + 3');
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [{}, { seqLen: 6, shawK: 0 }, { seqLen: 1000, shawK: 300 }]) {
    const s = state(partial);
    assert.deepEqual(
      shawExportShape(s),
      exportShape(shawExport(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

test("the slots for the vectors used and the pairs clipped are as wide as the engine's counts", () => {
  const widths = new Set();
  for (const shawK of [0, 1, 2, 3, 4, 8, 9, 10, 16, 49, 50, 99, 100, 254, 255, 256, 1000, 65536]) {
    for (const seqLen of [1, 2, 3, 4, 5, 6, 10, 11, 12, 32, 64, 100, 101, 255, 256, 1000]) {
      const s = state({ shawK, seqLen });
      const at = JSON.stringify({ shawK, seqLen });
      const names = assertSlotWidths(shawValues(s), shawValues(s, derive(s, api)), at);
      assert.deepEqual(names, ['used', 'clipped'], at);
      widths.add(`${shawValues(s).used.chars} ${shawValues(s).clipped.chars}`);
    }
  }
  // One to three digits used, one to six characters clipped (65,280).
  assert.ok(widths.size >= 10, [...widths].join('; '));
});
