// Transformer-XL and NoPE through the JS API against the NumPy
// re-implementations of the papers' definitions (tests/reference/
// transformer_xl_nope.py), and their bad-input rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api, thrown } from './util.mjs';

const ref = loadReference();
const TERMS = ['contentContent', 'contentPosition', 'contentBias', 'positionBias', 'total'];

function assertError(fn, Kind, param, fragment) {
  const error = thrown(fn);
  assert.ok(error instanceof Kind, `${error}`);
  assert.equal(error.param, param);
  assert.ok(error.message.includes(fragment), error.message);
}

function assertClose(actual, expected, tolerance, what) {
  assert.equal(actual.length, expected.length, what);
  for (let k = 0; k < actual.length; k++) {
    assert.ok(
      Math.abs(actual[k] - expected[k]) <= tolerance,
      `${what}[${k}]: ${actual[k]} vs ${expected[k]}`,
    );
  }
}

describe('transformerXlTerms against NumPy', () => {
  for (const r of ref.transformerXlTerms) {
    test(`seqLen ${r.seqLen}, dModel ${r.dModel}: all four terms and their sum`, () => {
      const t = api.transformerXlTerms(r.seqLen, r.dModel);
      const plane = r.seqLen * r.seqLen;
      TERMS.forEach((key, k) => {
        assert.ok(t[key] instanceof Float64Array);
        assertClose(t[key], r.data.subarray(k * plane, (k + 1) * plane), 1e-12 * r.dModel, key);
      });
    });
  }
});

describe('transformerXlTerms: the structure', () => {
  test('the global position bias (d) is constant along every diagonal', () => {
    const n = 7;
    const { positionBias } = api.transformerXlTerms(n, 8);
    for (let i = 1; i < n; i++) {
      for (let j = 1; j < n; j++) {
        assert.equal(positionBias[i * n + j], positionBias[(i - 1) * n + j - 1]);
      }
    }
  });

  test('the content bias (c) depends on the key only', () => {
    const n = 5;
    const { contentBias } = api.transformerXlTerms(n, 6);
    for (let i = 1; i < n; i++) {
      for (let j = 0; j < n; j++) assert.equal(contentBias[i * n + j], contentBias[j]);
    }
  });
});

describe('nopeCausalMean against NumPy', () => {
  for (const r of ref.nopeCausalMean) {
    test(`${r.values.length} values: attention and outputs`, () => {
      const got = api.nopeCausalMean(r.values);
      assert.equal(got.attention.rows, r.values.length);
      assertClose(got.attention.data, r.attention, 1e-15, 'attention');
      assertClose(got.outputs, r.outputs, 1e-14, 'outputs');
    });
  }
});

describe('nopeCausalMean: the lesson', () => {
  test('a beginning marker comes out as 1 / (t + 1), strictly decreasing', () => {
    const { outputs } = api.nopeCausalMean([1, 0, 0, 0, 0, 0, 0, 0]);
    outputs.forEach((v, t) => assert.equal(v, 1 / (t + 1)));
  });

  test('a constant sequence comes out constant: no position without variation', () => {
    const { outputs } = api.nopeCausalMean([2, 2, 2, 2]);
    assert.deepEqual(Array.from(outputs), [2, 2, 2, 2]);
  });
});

describe('bad inputs', () => {
  test('transformerXlTerms: odd dModel is a RangeError naming dModel', () => {
    assertError(() => api.transformerXlTerms(8, 7), RangeError, 'dModel', 'got 7');
  });

  test('transformerXlTerms: past seqLen^2 * dModel = 8388608 is a RangeError naming the cost', () => {
    assertError(
      () => api.transformerXlTerms(512, 64),
      RangeError,
      'seqLen',
      'seqLen * seqLen * dModel (the cost of transformerXlTerms) must be at most 8388608',
    );
  });

  test('transformerXlTerms: a string seqLen is a TypeError naming seqLen', () => {
    assertError(() => api.transformerXlTerms('8', 8), TypeError, 'seqLen', 'seqLen');
  });

  test('nopeCausalMean: an empty list is a RangeError naming values', () => {
    assertError(() => api.nopeCausalMean([]), RangeError, 'values', 'values.length must be');
  });

  test('nopeCausalMean: NaN is a RangeError naming the element', () => {
    assertError(() => api.nopeCausalMean([1, NaN]), RangeError, 'values[1]', 'finite');
  });

  test('nopeCausalMean: a non-array is a TypeError naming values', () => {
    assertError(() => api.nopeCausalMean(3), TypeError, 'values', 'values');
  });
});
