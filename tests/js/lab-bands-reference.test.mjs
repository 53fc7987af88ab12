// labSeedBands (the lab view's curves over seeds) against NumPy float64
// (tests/reference/lab_bands.py): the trailing mean summed directly over each
// window, then nan-aware mean, min and max over the runs. Missing values
// (NaN, infinities) in the same places, every other value to 1e-12 relative.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api as pe } from './util.mjs';

const ref = loadReference();
const RELATIVE = 1e-12;

function assertClose(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  for (let k = 0; k < expected.length; k++) {
    if (Number.isNaN(expected[k])) {
      assert.ok(Number.isNaN(actual[k]), `${what}[${k}] = ${actual[k]}, NumPy NaN`);
      continue;
    }
    const diff = Math.abs(actual[k] - expected[k]);
    assert.ok(
      diff <= RELATIVE * Math.abs(expected[k]),
      `${what}[${k}] = ${actual[k]}, NumPy ${expected[k]} (|diff| ${diff.toExponential(2)})`,
    );
  }
}

describe('labSeedBands against NumPy', () => {
  test("the cases cover missing values, window 1 and the view's largest run", () => {
    const cases = ref.labSeedBands;
    assert.ok(cases.length >= 5);
    assert.ok(cases.some((c) => c.window === 1));
    assert.ok(cases.some((c) => c.values.some((v) => Number.isNaN(v))));
    assert.ok(cases.some((c) => c.values.some((v) => v === Infinity)));
    assert.ok(cases.some((c) => c.values.length / c.runs === 5000));
  });

  for (const c of ref.labSeedBands) {
    test(`${c.name}: mean, min and max`, () => {
      const r = pe.labSeedBands(c.values, { runs: c.runs, window: c.window });
      assertClose(r.mean, c.mean, 'mean');
      assertClose(r.min, c.min, 'min');
      assertClose(r.max, c.max, 'max');
    });
  }
});
