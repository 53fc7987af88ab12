// The training lab's engine (issue 22) against the PyTorch float64 reference
// written independently from the same spec (tests/reference/lab_torch.py):
// for every fixed case (each encoding, causal and bidirectional, several batch
// rows, randomized with explicit training positions, a batch with no scored
// target) the parameter count, labLogits, and labLoss's loss and gradient.
// The parameters are the reference's (NumPy RandomState, std 0.3, so that
// attention is far from uniform), handed to the engine as they are.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api as pe } from './util.mjs';

const ref = loadReference();
const RELATIVE = 1e-9;
const ENCODINGS = ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5', 'randomized'];

/**
 * |actual[k] - expected[k]| <= 1e-9 * max(|expected[k]|, 1e-3 * max|expected|):
 * relative per value, with a floor at a thousandth of the array's largest
 * magnitude so that entries near zero (rounding-sized there) do not fail.
 */
function assertRelativeClose(actual, expected, what) {
  assert.ok(actual instanceof Float64Array, `${what}: a Float64Array (got ${actual})`);
  assert.equal(actual.length, expected.length, `${what}: length`);
  let scale = 0;
  for (const e of expected) scale = Math.max(scale, Math.abs(e));
  for (let k = 0; k < expected.length; k++) {
    const tolerance = RELATIVE * Math.max(Math.abs(expected[k]), 1e-3 * scale);
    const diff = Math.abs(actual[k] - expected[k]);
    if (!(diff <= tolerance)) {
      assert.fail(
        `${what}[${k}] = ${actual[k]}, PyTorch ${expected[k]} ` +
          `(|diff| ${diff.toExponential(2)} > ${tolerance.toExponential(2)})`,
      );
    }
  }
}

/** The batch as the API takes it: Int32Arrays, row-major batchSize x T(length). */
function batchOf(c, withTargets) {
  const batch = {
    tokens: Int32Array.from(c.tokens),
    batchSize: c.batchSize,
    length: c.length,
  };
  if (withTargets) {
    batch.targets = Int32Array.from(c.targets);
    if (c.positions) batch.positions = Int32Array.from(c.positions);
  }
  return batch;
}

describe('the PyTorch reference cases', () => {
  test('cover every encoding, causal and bidirectional, and a batch of several rows', () => {
    const seen = new Set(ref.lab.cases.map((c) => `${c.config.encoding} ${c.config.causal}`));
    for (const encoding of ENCODINGS) {
      for (const causal of [true, false])
        assert.ok(seen.has(`${encoding} ${causal}`), `${encoding} ${causal}`);
    }
    assert.ok(ref.lab.cases.some((c) => c.batchSize > 1));
    assert.ok(ref.lab.cases.some((c) => c.positions));
    assert.ok(ref.lab.cases.some((c) => c.scored === 0));
  });
});

for (const c of ref.lab.cases) {
  describe(`lab against PyTorch float64: ${c.name}`, () => {
    const params = Float64Array.from(c.params);
    const T = c.seqLen;
    const V = c.config.vocabSize;

    test('labParameterCount equals the layout the reference slices', () => {
      assert.equal(pe.labParameterCount(c.config), c.parameterCount);
      assert.equal(c.params.length, c.parameterCount);
    });

    test(`labLogits: batchSize x T(n) x V = ${c.batchSize} x ${T} x ${V} logits (positions 0..T-1)`, () => {
      const logits = pe.labLogits(c.config, params, batchOf(c, false));
      assertRelativeClose(logits, c.logits, 'logits');
    });

    const scored =
      c.scored === 0 ? 'no scored target: loss 0' : `mean over ${c.scored} scored targets`;
    test(`labLoss: the loss (${scored}${c.positions ? ', explicit positions' : ''})`, () => {
      const { loss } = pe.labLoss(c.config, params, batchOf(c, true));
      assert.equal(typeof loss, 'number');
      const diff = Math.abs(loss - c.loss);
      assert.ok(
        diff <= RELATIVE * Math.abs(c.loss),
        `loss ${loss}, PyTorch ${c.loss} (|diff| ${diff})`,
      );
    });

    test(`labLoss: every entry of the gradient (${c.parameterCount})`, () => {
      const { gradient } = pe.labLoss(c.config, params, batchOf(c, true));
      assertRelativeClose(gradient, c.gradient, 'gradient');
    });
  });
}
