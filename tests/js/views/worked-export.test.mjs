// The worked example's export (views/worked/export.ts), checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { deriveWorked } from '../../../dist/lib/views/worked/derive.js';
import { exportWorked, workedExportShape } from '../../../dist/lib/views/worked/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const model = deriveWorked({ ...defaultState, base: 100 }, api);
const data = exportWorked(model, 'diverging');

test('worked example .npy is the 3 x 4 encoding NumPy computes', () => {
  checkWithNumpy(data, `check("encoding", generate.encode(3, 4, 100.0), 1e-15)`);
});

test('worked example NumPy code reproduces the exported encoding', () => {
  runCode(data, `check("encoding", P, 1e-15)`);
});

test('worked example table has one row per cell with its pair, function, angle and value', () => {
  const table = data.tables.find((t) => t.name === 'table');
  assert.deepEqual(table.columns, [
    'position',
    'dimension',
    'pair',
    'function',
    'divisor',
    'angle',
    'value',
  ]);
  assert.equal(table.rows.length, 12);
  const row = table.rows.find((r) => r[0] === 2 && r[1] === 3);
  assert.deepEqual(row.slice(0, 4), [2, 3, 1, 'cos']);
  assert.equal(row[6], model.encoding.data[2 * 4 + 3]);
  assert.ok(Math.abs(row[5] - 2 / 10) < 1e-15, `angle ${row[5]}`);
});

test('worked example sums table adds each word embedding and its PE', () => {
  const sums = data.tables.find((t) => t.name === 'sums');
  for (const [, , , e, p, s] of sums.rows) assert.equal(s, e + p);
  assert.equal(sums.rows.length, model.sums.length * 4);
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [{}, { base: 100 }, { base: 2.5, words: ['a'], emb: [[1, 2, 3, 4]] }]) {
    const s = { ...defaultState, view: 'worked', ...partial };
    const listed = exportShape(exportWorked(deriveWorked(s, api), s.cmap));
    assert.deepEqual(workedExportShape(s), listed, JSON.stringify(partial));
  }
});
