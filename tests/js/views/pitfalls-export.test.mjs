// The pitfalls export (views/pitfalls/export.ts): the correct and the
// selected pitfall's matrices, checked against NumPy's definitions.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { derive } from '../../../dist/lib/views/pitfalls/derive.js';
import { exportPitfalls } from '../../../dist/lib/views/pitfalls/export.js';
import { pitfallsExportShape } from '../../../dist/lib/views/pitfalls/export-shape.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

function exported(variant) {
  const state = { ...defaultState, seqLen: 30, dModel: 12, base: 1000, variant };
  const model = derive(state, api);
  return exportPitfalls(model.scores.outcome.value, model.selected, state.cmap);
}

for (const variant of api.variants.filter((v) => v !== 'correct')) {
  test(`pitfalls .npy of ${variant} and of the correct encoding equal NumPy`, () => {
    const name = variant.replaceAll('-', '_');
    checkWithNumpy(
      exported(variant),
      `check("correct", generate.encode(30, 12, 1000.0), 1e-12)
check("${name}", generate.encode(30, 12, 1000.0, variant="${variant}"), 1e-12)`,
    );
  });
}

// The copied code defines every variant itself (not tests/reference's
// generate.py): run for each, it must give the view's matrices.
for (const variant of api.variants.filter((v) => v !== 'correct')) {
  test(`pitfalls NumPy code reproduces the exported matrices of ${variant}`, () => {
    const name = variant.replaceAll('-', '_');
    runCode(
      exported(variant),
      `check("correct", correct, 1e-12)
check("${name}", ${name}, 1e-12)`,
    );
  });
}

test('pitfalls scores CSV has one row per variant', () => {
  const data = exported('sine-only');
  assert.equal(data.tables[0].rows.length, api.variants.length);
  assert.deepEqual(
    data.figures.map((f) => f.name),
    ['correct', 'sine-only'],
  );
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { seqLen: 50, dModel: 8, base: 500, variant: 'swapped' },
    { seqLen: 1000, dModel: 512, variant: 'correct' },
  ]) {
    const s = { ...defaultState, view: 'pitfalls', ...partial };
    const m = derive(s, api);
    const listed = exportShape(exportPitfalls(m.scores.outcome.value, m.selected, s.cmap));
    assert.deepEqual(pitfallsExportShape(s), listed, JSON.stringify(partial));
  }
});
