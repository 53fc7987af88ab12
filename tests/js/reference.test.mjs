// Every reference case of tests/reference/generate.py (NumPy, float64).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api, assertClose, EPS, tolerance } from './util.mjs';

const ref = loadReference();

function assertInUnitRange(data, what) {
  for (let k = 0; k < data.length; k++) {
    const v = data[k];
    assert.ok(v >= -1 && v <= 1, `${what}[${k}] = ${v} is outside [-1, 1]`);
  }
}

function optionsLabel(c) {
  return `base ${c.base}, ${c.layout}, ${c.variant}`;
}

describe('positionalEncoding matches the NumPy reference', () => {
  for (const c of ref.encode) {
    const label = `(${c.seqLen}, ${c.dModel}), ${optionsLabel(c)}`;
    const options = { base: c.base, layout: c.layout, variant: c.variant };
    test(`${label}: every element within 1e-15 + 4 eps pos, all in [-1, 1]`, () => {
      const m = api.positionalEncoding(c.seqLen, c.dModel, options);
      assert.equal(m.rows, c.seqLen);
      assert.equal(m.cols, c.dModel);
      assertClose(
        m.data,
        c.data,
        (k) => tolerance(c.firstPosition + Math.floor(k / c.dModel)),
        'PE',
      );
      assertInUnitRange(m.data, 'PE');
    });
  }
});

describe('uniqueRows matches numpy.unique(axis=0)', () => {
  for (const c of ref.encode) {
    if (c.seqLen * c.dModel > 2 ** 20) continue;
    test(`(${c.seqLen}, ${c.dModel}), ${optionsLabel(c)}: ${c.uniqueRows} unique rows`, () => {
      const options = { base: c.base, layout: c.layout, variant: c.variant };
      assert.equal(api.uniqueRows(c.seqLen, c.dModel, options), c.uniqueRows);
    });
  }
});

describe('encodePositions matches the NumPy reference at arbitrary positions', () => {
  for (const c of ref.positions) {
    const label = `[${c.positions.join(', ')}] at d ${c.dModel}, ${optionsLabel(c)}`;
    test(`${label}: within 1e-15 + 4 eps |pos|, all in [-1, 1]`, () => {
      const options = { base: c.base, layout: c.layout, variant: c.variant };
      const offset = c.variant === 'one-indexed' ? 1 : 0;
      const m = api.encodePositions(c.positions, c.dModel, options);
      assert.equal(m.rows, c.positions.length);
      assert.equal(m.cols, c.dModel);
      assertClose(
        m.data,
        c.data,
        (k) => tolerance(Math.abs(c.positions[Math.floor(k / c.dModel)]) + offset),
        'row',
      );
      assertInUnitRange(m.data, 'row');
    });
  }
});

// Pair 0's angle is the position itself (base^0 = 1), so the engine and
// NumPy take sin and cos of the same double; past 2^20 pi/2 both reduce it
// with the long 2/pi table (the engine's own copy of musl's reduction,
// cpp/third_party/musl/rem_pio2_large.c). Correctly reduced, they agree to
// an ulp or two, where the tolerance above (4 eps |pos|) says nothing.
describe('sin and cos of huge angles match NumPy to 2 ulp (the large argument reduction)', () => {
  const LARGE = 2 ** 20 * (Math.PI / 2);
  for (const c of ref.positions) {
    if (c.variant !== 'correct' || c.layout !== 'interleaved') continue;
    if (!c.positions.some((p) => Math.abs(p) > LARGE)) continue;
    test(`[${c.positions.join(', ')}] at d ${c.dModel}: columns 0 and 1`, () => {
      const m = api.encodePositions(c.positions, c.dModel, { base: c.base });
      c.positions.forEach((p, r) => {
        for (const col of [0, 1]) {
          const [got, want] = [m.data[r * c.dModel + col], c.data[r * c.dModel + col]];
          const ulp = 2 * EPS * Math.max(Math.abs(want), 2 ** -1022);
          assert.ok(
            Math.abs(got - want) <= ulp,
            `position ${p}, column ${col}: ${got}, NumPy ${want}`,
          );
        }
      });
    });
  }
});

describe('wavelengths match 2 pi base^exponent', () => {
  for (const c of ref.wavelengths) {
    test(`d ${c.dModel}, base ${c.base}, ${c.variant}: within 4 ulp (inf where constant)`, () => {
      const w = api.wavelengths(c.dModel, { base: c.base, variant: c.variant });
      assert.ok(w instanceof Float64Array);
      assertClose(w, c.data, (k) => 4 * EPS * Math.abs(c.data[k]), 'wavelength');
    });
  }
});

test('dotProducts(50, 512) matches PE PE^T (exact sums) within d (2 tol + d eps/2)', () => {
  const { seqLen, dModel, data } = ref.dotProducts;
  const m = api.dotProducts(seqLen, dModel);
  assert.equal(m.rows, seqLen);
  assert.equal(m.cols, seqLen);
  assertClose(
    m.data,
    data,
    (k) => {
      const p = Math.floor(k / seqLen);
      const q = k % seqLen;
      return dModel * (2 * tolerance(Math.max(p, q)) + (dModel * EPS) / 2);
    },
    'PE PE^T',
  );
});

test('dotProducts(50, 512) is symmetric with the diagonal equal to d/2', () => {
  const m = api.dotProducts(50, 512);
  for (let p = 0; p < 50; p++) {
    assert.ok(Math.abs(m.data[p * 50 + p] - 256) <= 1e-12, `diagonal ${p}`);
    for (let q = 0; q < 50; q++) assert.equal(m.data[p * 50 + q], m.data[q * 50 + p]);
  }
});

describe('selfAttention matches the NumPy reference', () => {
  for (const c of ref.attention) {
    test(`"${c.sentence}" ${c.withPE ? 'with' : 'without'} PE: output and weights within 1e-14`, () => {
      const r = api.selfAttention({ rows: 3, cols: 4, data: c.x });
      assertClose(r.output.data, c.output, 1e-14, 'output');
      assertClose(r.weights.data, c.weights, 1e-14, 'weights');
      assert.equal(r.weights.rows, 3);
      assert.equal(r.weights.cols, 3);
    });
  }
});

describe('shift matches the NumPy rotation', () => {
  for (const c of ref.shift) {
    test(`shift(PE(${c.from}), ${c.k}) at d ${c.dModel} within 1e-14 of NumPy's shift`, () => {
      assertClose(api.shift(c.vector, c.k), c.shifted, 1e-14, 'shifted');
    });
  }
});

test('rotationMatrix(5, 0, 8) matches the NumPy rotation matrix within 1e-15 + 4 eps k', () => {
  const { k, pair, dModel, matrix } = ref.rotation;
  assertClose(api.rotationMatrix(k, pair, dModel), matrix, tolerance(k), 'R');
});
