// The frequencies export (views/frequencies/export.ts): the curves and the
// wavelengths, checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { deriveFrequencies } from '../../../dist/lib/views/frequencies/derive.js';
import { exportFrequencies } from '../../../dist/lib/views/frequencies/export.js';
import frequenciesFrame from '../../../dist/lib/views/frequencies/frame.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const state = { ...defaultState, seqLen: 40, dModel: 32, base: 1000, dims: [0, 5, 30] };
const data = exportFrequencies(deriveFrequencies(state, api));

test('frequencies .npy wavelengths equal 2 pi base^(2i/d) in NumPy', () => {
  checkWithNumpy(
    data,
    `check("wavelengths", 2 * np.pi * 1000.0 ** (2 * np.arange(16) / 32), 1e-9)`,
  );
});

test('frequencies NumPy code reproduces the exported wavelengths', () => {
  runCode(data, `check("wavelengths", wavelengths, 1e-9)`);
});

test('frequencies curves CSV holds PE(x, dim) of every chosen dimension at its sample positions', () => {
  const table = data.tables.find((t) => t.name === 'curves');
  assert.deepEqual(table.columns, [
    'position',
    'dim 0 (sin pair 0)',
    'dim 5 (cos pair 2)',
    'dim 30 (sin pair 15)',
  ]);
  const xs = table.rows.map((r) => r[0]);
  const expected = api.encodePositions(xs, 32, { base: 1000 });
  table.rows.forEach((row, k) => {
    assert.equal(row[1], expected.data[k * 32 + 0]);
    assert.equal(row[2], expected.data[k * 32 + 5]);
    assert.equal(row[3], expected.data[k * 32 + 30]);
  });
  assert.equal(data.figures[0].series.length, 3);
  assert.equal(data.figures[1].yScale, 'log');
});

test('frequencies with no dimension chosen export the curves of the dimensions chosen for d_model', () => {
  const model = deriveFrequencies({ ...state, dims: [] }, api);
  const auto = exportFrequencies(model);
  assert.deepEqual(
    auto.figures.map((f) => f.name),
    ['curves', 'wavelengths'],
  );
  assert.deepEqual(
    auto.tables.map((t) => t.name),
    ['curves', 'wavelengths'],
  );
  assert.equal(auto.figures[0].series.length, model.curves.length);
  assert.ok(model.curves.length >= 2);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { seqLen: 50, dModel: 8, layout: 'split', base: 500 },
    { dModel: 16, dims: [40, 41] },
  ]) {
    const s = { ...defaultState, view: 'frequencies', ...partial };
    const listed = exportShape(exportFrequencies(deriveFrequencies(s, api)));
    assert.deepEqual(frequenciesFrame.exportShape(s), listed, JSON.stringify(partial));
  }
});
