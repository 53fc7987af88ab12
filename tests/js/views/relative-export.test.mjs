// The relative-position export (views/relative/export.ts): the dot-product
// matrix PE(p)·PE(q), checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { derive } from '../../../dist/lib/views/relative/derive.js';
import { exportRelative, relativeExportShape } from '../../../dist/lib/views/relative/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const state = { ...defaultState, view: 'relative', seqLen: 40, dModel: 16, base: 500, k: 4 };
const model = derive(state, api);
const data = exportRelative(model.dots.outcome.value, model.rotation.outcome.value, state);

test('relative .npy dot products equal P @ P.T in NumPy', () => {
  checkWithNumpy(
    data,
    `P = generate.encode(40, 16, 500.0)
check("dot_products", P @ P.T, 1e-12)`,
  );
});

test('relative NumPy code reproduces the exported dot products', () => {
  runCode(data, `check("dot_products", dot_products, 1e-12)`);
});

test('relative figure is the square dot-product matrix with the view colour scale', () => {
  const [figure] = data.figures;
  assert.equal(figure.rows, 40);
  assert.equal(figure.cols, 40);
  assert.deepEqual(figure.range, [model.dots.outcome.value.min, 8]);
});

test('relative rotation CSV compares R_k PE(pos) with PE(pos + k) for each table position', () => {
  const [table] = data.tables;
  const row = table.rows[0];
  assert.equal(row[1], 4);
  const later = api.encodePositions([row[0] + 4], 16, { base: 500 });
  assert.equal(row[7], later.data[0]);
  assert.equal(row[8], later.data[1]);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { seqLen: 50, dModel: 8 },
    { seqLen: 1000, dModel: 512, base: 10000 },
  ]) {
    const s = { ...defaultState, view: 'relative', ...partial };
    const m = derive(s, api);
    const listed = exportShape(exportRelative(m.dots.outcome.value, m.rotation.outcome.value, s));
    assert.deepEqual(relativeExportShape(s), listed, JSON.stringify(partial));
  }
});
