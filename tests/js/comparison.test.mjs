// RoPE and the learned table (cpp/src/comparison.cc) against the NumPy
// reference of tests/reference/generate.py.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api, assertClose, thrown } from './util.mjs';

const ref = loadReference();

/** The allowed error of a rotated value: a few ulp of |x| plus the angle's rounding. */
function ropeTolerance(x, position) {
  let norm = 0;
  for (const v of x) norm = Math.max(norm, Math.abs(v));
  return norm * (1e-15 + 4 * 2 ** -52 * Math.abs(position));
}

describe('rope against NumPy', () => {
  for (const r of ref.rope) {
    test(`d ${r.dModel}, base ${r.base}, position ${r.position}: every pair`, () => {
      const out = api.rope(r.vector, r.position, { base: r.base });
      assertClose(out, r.rotated, ropeTolerance(r.vector, r.position), 'rotated');
    });
  }
});

describe('rope: direction and frequency of each pair', () => {
  const d = 8;
  const base = 10000;
  const position = 3;
  for (let i = 0; i < d / 2; i++) {
    test(`pair ${i}: (1, 0) turns to (cos t, sin t), t = position / base^(2i/d)`, () => {
      const x = new Float64Array(d);
      x[2 * i] = 1;
      const out = api.rope(x, position, { base });
      const t = position / base ** ((2 * i) / d);
      // A sign flip gives (cos t, -sin t); a wrong exponent a different t.
      assert.ok(Math.abs(out[2 * i] - Math.cos(t)) < 1e-15, `${out[2 * i]}`);
      assert.ok(Math.abs(out[2 * i + 1] - Math.sin(t)) < 1e-15, `${out[2 * i + 1]}`);
      for (let j = 0; j < d; j++) {
        if (j !== 2 * i && j !== 2 * i + 1) assert.ok(out[j] === 0, `column ${j}: ${out[j]}`);
      }
    });
  }

  test('pair 1 of d 8 turns by 3 / 10 radians (10000^(2/8) = 10), not 3 / 10000^(1/8)', () => {
    const out = api.rope([0, 0, 1, 0, 0, 0, 0, 0], 3);
    const t = Math.atan2(out[3], out[2]);
    assert.ok(Math.abs(t - 0.3) < 1e-15, `${t}`);
  });

  test('position 0 returns the vector unchanged', () => {
    const x = [0.3, -1.2, 2.5, 0.7];
    assert.deepEqual(Array.from(api.rope(x, 0)), x);
  });

  test('the length of every pair is preserved', () => {
    const x = ref.rope.find((r) => r.dModel === 64).vector;
    const out = api.rope(x, 12345.5);
    for (let i = 0; i < 32; i++) {
      const before = Math.hypot(x[2 * i], x[2 * i + 1]);
      const after = Math.hypot(out[2 * i], out[2 * i + 1]);
      assert.ok(Math.abs(after - before) <= 4e-16 * before + 1e-300, `pair ${i}`);
    }
  });

  test('the input array is not modified', () => {
    const x = new Float64Array([1, 2, 3, 4]);
    api.rope(x, 7);
    assert.deepEqual(Array.from(x), [1, 2, 3, 4]);
  });
});

describe('ropeScores', () => {
  for (const r of ref.ropeScores) {
    test(`d ${r.dModel}, ${r.seqLen} positions, base ${r.base}: equals NumPy's exact dot products`, () => {
      const s = api.ropeScores(r.q, r.k, r.seqLen, { base: r.base });
      assert.equal(s.rows, r.seqLen);
      assert.equal(s.cols, r.seqLen);
      assertClose(s.data, r.data, 1e-13, 'score');
    });

    test(`d ${r.dModel}, ${r.seqLen} positions: a score depends only on m - n`, () => {
      const n = r.seqLen;
      const s = api.ropeScores(r.q, r.k, n, { base: r.base }).data;
      for (let m = 1; m < n; m++) {
        for (let j = 1; j < n; j++) {
          const a = s[m * n + j];
          const b = s[(m - 1) * n + (j - 1)];
          assert.ok(Math.abs(a - b) < 1e-13, `(${m}, ${j}) ${a} vs (${m - 1}, ${j - 1}) ${b}`);
        }
      }
    });
  }

  test('the diagonal is the plain dot product q . k', () => {
    const q = [1, 2, -0.5, 0.25];
    const k = [0.5, -1, 2, 3];
    const s = api.ropeScores(q, k, 5).data;
    const dot = q.reduce((sum, v, j) => sum + v * k[j], 0);
    for (let m = 0; m < 5; m++) assert.ok(Math.abs(s[m * 5 + m] - dot) < 1e-14, `${m}`);
  });
});

describe('learned table', () => {
  const { maxLen, dModel, parameters, prefixes } = ref.learned;

  test('512 x 768 has 393,216 trainable parameters', () => {
    assert.equal(parameters, 393216);
    assert.equal(api.learnedParameterCount(maxLen, dModel), parameters);
  });

  for (const p of prefixes) {
    test(`seed ${p.seed}: the first values equal the reference generator's`, () => {
      const t = api.learnedTable(4, 16, p.seed);
      assertClose(t.data, p.data, 1e-17, 'value');
    });
  }

  test('the same seed gives the same table, another seed another', () => {
    const a = api.learnedTable(64, 32, 7).data;
    assert.deepEqual(a, api.learnedTable(64, 32, 7).data);
    const b = api.learnedTable(64, 32, 8).data;
    assert.ok(a.some((v, k) => v !== b[k]));
  });

  test('512 x 768 from seed 0: mean, standard deviation and 1-sigma share of N(0, 0.02^2)', () => {
    const t = api.learnedTable(maxLen, dModel, 0);
    assert.equal(t.rows, maxLen);
    assert.equal(t.cols, dModel);
    const n = t.data.length;
    let sum = 0;
    let squares = 0;
    let within = 0;
    for (const v of t.data) {
      sum += v;
      squares += v * v;
      if (Math.abs(v) < 0.02) within++;
    }
    const mean = sum / n;
    const std = Math.sqrt(squares / n - mean * mean);
    // Five standard errors: a wrong scale (0.01, 0.2) or a uniform draw fails.
    assert.ok(Math.abs(mean) < (5 * 0.02) / Math.sqrt(n), `mean ${mean}`);
    assert.ok(Math.abs(std - 0.02) < (5 * 0.02) / Math.sqrt(2 * n), `std ${std}`);
    const share = within / n;
    const p = 0.6826894921370859;
    assert.ok(Math.abs(share - p) < 5 * Math.sqrt((p * (1 - p)) / n), `share ${share}`);
  });
});

describe('comparison bad inputs', () => {
  const cases = [
    ['rope of an odd-length vector', () => api.rope([1, 2, 3], 1), RangeError, 'vector.length'],
    ['rope at a NaN position', () => api.rope([1, 2], NaN), RangeError, 'position'],
    ['rope with base 1', () => api.rope([1, 2], 1, { base: 1 }), RangeError, 'base'],
    ['ropeScores with 0 positions', () => api.ropeScores([1, 2], [3, 4], 0), RangeError, 'seqLen'],
    ['ropeScores with k shorter than q', () => api.ropeScores([1, 2], [3], 2), TypeError, 'k'],
    ['learnedTable with maxLen 0', () => api.learnedTable(0, 8), RangeError, 'maxLen'],
    ['learnedTable with odd dModel', () => api.learnedTable(4, 7), RangeError, 'dModel'],
    ['learnedTable with seed -1', () => api.learnedTable(4, 8, -1), RangeError, 'seed'],
    [
      'learnedParameterCount with maxLen 1.5',
      () => api.learnedParameterCount(1.5, 8),
      RangeError,
      'maxLen',
    ],
  ];
  for (const [label, call, type, param] of cases) {
    test(`${label} -> ${type.name} naming ${param}`, () => {
      const error = thrown(call);
      assert.equal(error.constructor, type, error.message);
      assert.equal(error.param, param, error.message);
      assert.match(error.message, new RegExp(param.replace('.', '\\.')));
    });
  }
});
