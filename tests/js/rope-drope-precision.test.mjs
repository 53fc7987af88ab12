// RoPE context extension, DroPE and reduced precision through the JS API,
// against the NumPy references of tests/reference/rope_drope_precision.py, and the
// bad-input rules (RangeError/TypeError naming the field).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { precisionNames, ropeScalingNames } from 'positional-encoding-widget';
import { loadReference } from './reference.mjs';
import { api, assertClose, thrown } from './util.mjs';

const ref = loadReference().ropeDropePrecision;

function assertError(fn, Kind, param) {
  const error = thrown(fn);
  assert.ok(error instanceof Kind, `${error?.constructor?.name}: ${error?.message}`);
  assert.equal(error.param, param, error.message);
  assert.match(error.message, new RegExp(param.replace('.', '\\.')));
}

/** Bitwise equality with NaN equal to NaN. */
function assertSame(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  for (let j = 0; j < expected.length; j++) {
    if (!Object.is(actual[j], expected[j]) && !(actual[j] === 0 && expected[j] === 0)) {
      assert.fail(`${what}[${j}] = ${actual[j]}, expected ${expected[j]}`);
    }
  }
}

test('the facts list every scaling type and precision', () => {
  assert.deepEqual(
    [...ropeScalingNames],
    ['none', 'linear', 'ntk', 'dynamic-ntk', 'yarn', 'llama3'],
  );
  assert.deepEqual([...precisionNames], ['float64', 'float32', 'float16', 'bfloat16']);
});

test('ropeFrequencies matches NumPy for every scaling type, dModel and base', () => {
  const types = new Set();
  for (const c of ref.frequencies) {
    const options = c.scaling ? { base: c.base, scaling: c.scaling } : { base: c.base };
    const r = api.ropeFrequencies(c.dModel, options);
    assertClose(r.invFreq, c.invFreq, (i) => 1e-14 * c.invFreq[i], `${JSON.stringify(c.scaling)}`);
    assert.ok(Math.abs(r.attentionFactor - c.attentionFactor) <= 1e-15);
    types.add(c.scaling?.type ?? 'none');
  }
  assert.equal(types.size, ropeScalingNames.length);
});

test('ropeFrequencies: wavelength is 2 pi / invFreq and interpolation spans 0..1', () => {
  const r = api.ropeFrequencies(128, { base: 500000, scaling: { type: 'llama3', factor: 8 } });
  for (let i = 0; i < 64; i++) assert.equal(r.wavelength[i], (2 * Math.PI) / r.invFreq[i]);
  assert.equal(r.interpolation[0], 0);
  assert.ok(Math.abs(r.interpolation[63] - 1) < 1e-15);
  const linear = api.ropeFrequencies(16, { scaling: { type: 'linear', factor: 4 } });
  for (const v of linear.interpolation) assert.ok(Math.abs(v - 1) < 1e-15);
});

test('ropeFrequencies: YaRN attention factor is 0.1 ln(factor) + 1', () => {
  const r = api.ropeFrequencies(64, {
    scaling: { type: 'yarn', factor: 16, originalMaxPosition: 4096 },
  });
  assert.equal(r.attentionFactor, 0.1 * Math.log(16) + 1);
});

test('ropeScoreProfile matches NumPy rotations, with and without scaling', () => {
  for (const c of ref.profiles) {
    const options = c.scaling ? { scaling: c.scaling } : {};
    const p = api.ropeScoreProfile(c.q, c.k, c.maxDistance, options);
    assertClose(p.scores, c.data, 1e-11 * c.dModel, `profile ${c.vectors} ${c.scaling?.type}`);
  }
});

test('ropeScoreProfile equals the first column of ropeScores', () => {
  const q = [0.3, -1.2, 0.7, 2.0, -0.4, 0.9];
  const k = [1.5, 0.2, -0.8, 0.4, 0.6, -1.3];
  const m = api.ropeScores(q, k, 12);
  const p = api.ropeScoreProfile(q, k, 11);
  for (let d = 0; d < 12; d++) assert.ok(Math.abs(m.data[d * 12] - p.scores[d]) < 1e-12);
});

test('dropeCompare matches NumPy scores and summary', () => {
  for (const c of ref.drope) {
    const r = api.dropeCompare(c.q, c.k, c.maxDistance, c.trainingLength, { base: c.base });
    assertClose(r.rope, c.rope, 1e-11 * c.dModel, 'rope');
    const [seenMin, seenMax, dot, outside, first, unseen] = c.summary;
    assert.ok(Math.abs(r.seenMin - seenMin) < 1e-11 * c.dModel);
    assert.ok(Math.abs(r.seenMax - seenMax) < 1e-11 * c.dModel);
    assert.ok(Math.abs(r.dot - dot) < 1e-13 * c.dModel);
    for (const v of r.nope) assert.equal(v, r.dot);
    assert.deepEqual([r.outsideCount, r.firstOutside, r.unseenPairs], [outside, first, unseen]);
  }
});

test('roundToPrecision matches NumPy on the edge cases of every type', () => {
  for (const c of ref.round) {
    assertSame(api.roundToPrecision(c.input, c.precision), c.data, c.precision);
  }
  const f32 = api.roundToPrecision([1 / 3, 1e39, 2 ** -149], 'float32');
  assertSame(f32, [Math.fround(1 / 3), Infinity, Math.fround(2 ** -149)], 'float32 vs fround');
});

test('positionalEncoding with a precision matches NumPy entry for entry', () => {
  let checked = 0;
  for (const c of ref.precision) {
    if (!c.data) continue;
    const m = api.positionalEncoding(c.seqLen, c.dModel, { base: c.base, precision: c.precision });
    assertSame(m.data, c.data, `${c.precision} ${c.seqLen}x${c.dModel}`);
    checked++;
  }
  assert.equal(checked, 6);
});

test('positionalEncoding: precision float64 is the default encoding', () => {
  assert.deepEqual(
    api.positionalEncoding(30, 8, { precision: 'float64' }),
    api.positionalEncoding(30, 8),
  );
});

test('positionalEncoding: a precision writes into out', () => {
  const out = new Float64Array(40);
  const m = api.positionalEncoding(5, 8, { precision: 'float16', out });
  assert.equal(m.data, out);
  assertSame(out, api.positionalEncoding(5, 8, { precision: 'float16' }).data, 'out');
});

test('precisionStats matches NumPy: errors, distinct rows, first collision, overflow', () => {
  for (const c of ref.precision) {
    const s = api.precisionStats(c.seqLen, c.dModel, { base: c.base, precision: c.precision });
    assertClose(s.maxError, c.maxError, (r) => 1e-15 + 8 * 2 ** -52 * r, `${c.precision} maxError`);
    assert.equal(s.distinctRows, c.distinctRows);
    assert.equal(s.firstCollision, c.firstCollision);
    assert.equal(s.firstNonFinite, c.firstNonFinite);
    assert.equal(s.largestExactInteger, c.largestExactInteger);
  }
});

test('precisionStats: float16 rows collide from 2049 and overflow at 65520', () => {
  const s = api.precisionStats(70000, 2, { precision: 'float16' });
  assert.equal(s.firstCollision, 2049);
  assert.equal(s.firstNonFinite, 65520);
  assert.ok(Number.isNaN(s.maxError[65520]));
});

test('bad scalings: RangeError or TypeError naming the field', () => {
  const f = (scaling) => () => api.ropeFrequencies(64, { scaling });
  assertError(f({ type: 'linear', factor: 0 }), RangeError, 'scaling.factor');
  assertError(f({ type: 'linear', factor: 0.5 }), RangeError, 'scaling.factor');
  assertError(f({ type: 'linear', factor: NaN }), RangeError, 'scaling.factor');
  assertError(f({ type: 'linear', factor: '2' }), TypeError, 'scaling.factor');
  assertError(f({ type: 'linear' }), TypeError, 'scaling.factor');
  assertError(f({ type: 'rope2' }), RangeError, 'scaling.type');
  assertError(f({ factor: 2 }), TypeError, 'scaling.type');
  assertError(f({ type: 'linear', factor: 2, betaFast: 3 }), TypeError, 'scaling.betaFast');
  assertError(f({ type: 'linear', factor: 2, colour: 3 }), TypeError, 'scaling.colour');
  assertError(f({ type: 'yarn', factor: 2 }), TypeError, 'scaling.originalMaxPosition');
  assertError(
    f({ type: 'yarn', factor: 2, originalMaxPosition: 2048.5 }),
    RangeError,
    'scaling.originalMaxPosition',
  );
  assertError(
    f({ type: 'dynamic-ntk', factor: 2, originalMaxPosition: 2048, seqLen: -1 }),
    RangeError,
    'scaling.seqLen',
  );
  assertError(
    f({ type: 'yarn', factor: 2, originalMaxPosition: 2048, betaFast: 1, betaSlow: 2 }),
    RangeError,
    'scaling.betaFast',
  );
  assertError(
    f({ type: 'llama3', factor: 8, lowFreqFactor: 4, highFreqFactor: 4 }),
    RangeError,
    'scaling.highFreqFactor',
  );
  assertError(f('linear'), TypeError, 'scaling');
  assertError(() => api.ropeFrequencies(63), RangeError, 'dModel');
});

test('a scaling is read once: a getter runs one time', () => {
  let reads = 0;
  const scaling = {
    type: 'linear',
    get factor() {
      reads++;
      return reads === 1 ? 2 : -1;
    },
  };
  const r = api.ropeFrequencies(8, { scaling });
  assert.equal(reads, 1);
  assert.equal(r.invFreq[0], 0.5);
});

test('bad profile, DroPE and precision inputs name their parameter', () => {
  assertError(() => api.ropeScoreProfile([1, 1], [1, 1], -1), RangeError, 'maxDistance');
  assertError(() => api.ropeScoreProfile([1, 1], [1, 1, 1, 1], 3), TypeError, 'k');
  assertError(
    () => api.ropeScoreProfile(new Float64Array(512), new Float64Array(512), 1e6),
    RangeError,
    'maxDistance',
  );
  assertError(() => api.dropeCompare([1, 1], [1, 1], 10, 0), RangeError, 'trainingLength');
  assertError(() => api.dropeCompare([1, 1], [1, 1], 10, '5'), TypeError, 'trainingLength');
  assertError(
    () => api.positionalEncoding(10, 8, { precision: 'float8' }),
    RangeError,
    'precision',
  );
  assertError(() => api.positionalEncoding(10, 8, { precision: 16 }), TypeError, 'precision');
  assertError(
    () => api.positionalEncoding(10, 8, { precision: 'float16', variant: 'sine-only' }),
    RangeError,
    'precision',
  );
  assertError(
    () => api.positionalEncoding(70000, 64, { precision: 'float16' }),
    RangeError,
    'seqLen',
  );
  assertError(() => api.precisionStats(10, 7, { precision: 'bfloat16' }), RangeError, 'dModel');
  assertError(() => api.roundToPrecision([1], 'half'), RangeError, 'precision');
});
