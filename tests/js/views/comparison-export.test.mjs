// The comparison export (views/comparison/export.ts): sinusoidal and learned
// tables and the RoPE scores, checked against NumPy.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultState } from '../../../dist/lib/views/state.js';
import { derive } from '../../../dist/lib/views/comparison/derive.js';
import {
  comparisonExportShape,
  exportComparison,
} from '../../../dist/lib/views/comparison/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { api } from '../util.mjs';
import { checkWithNumpy, runCode } from './npy-check.mjs';

const state = {
  ...defaultState,
  view: 'comparison',
  seqLen: 48,
  dModel: 16,
  base: 300,
  trainLen: 20,
};
const model = derive(state, api);
const data = exportComparison(model.figures.outcome.value, model.rope.outcome.value, state);

test('comparison .npy sinusoidal, learned and RoPE scores equal NumPy', () => {
  checkWithNumpy(
    data,
    `check("sinusoidal", generate.encode(48, 16, 300.0), 1e-13)
check("learned", np.reshape(generate.learned_prefix(0, 20 * 16), (20, 16)), 1e-15)
q, k = A["rope_q"], A["rope_k"]
check("rope_q", np.reshape(generate.learned_prefix(7, 32), (2, 16))[0], 1e-15)
check("rope_scores", [[generate.rope(q, m, 300.0) @ generate.rope(k, n, 300.0) for n in range(48)] for m in range(48)], 1e-12)`,
  );
});

test('comparison NumPy code reproduces the exported sinusoidal and RoPE matrices', () => {
  runCode(
    data,
    `check("sinusoidal", sinusoidal, 1e-13)
check("rope_scores", rope_scores, 1e-12)`,
  );
});

test('comparison learned figure leaves positions past the training length without a value', () => {
  const learned = data.figures.find((f) => f.name === 'learned');
  assert.equal(learned.rows, 48);
  assert.ok(Number.isNaN(learned.data[20 * 16]));
  assert.ok(!Number.isNaN(learned.data[20 * 16 - 1]));
});

test("the first-paint frame's export room has the shape of the view's export, at several states", () => {
  for (const partial of [
    {},
    { seqLen: 1000, dModel: 512, trainLen: 2000 },
    { seqLen: 20, dModel: 16, base: 100, trainLen: 7 },
  ]) {
    const s = { ...defaultState, view: 'comparison', ...partial };
    const m = derive(s, api);
    const listed = exportShape(exportComparison(m.figures.outcome.value, m.rope.outcome.value, s));
    assert.deepEqual(comparisonExportShape(s), listed, JSON.stringify(partial));
  }
});

// Review 20 CMP-5: Hugging Face's Llama pairs x_i with x_{i+d/2}
// (rotate_half); on q and k with their columns permuted that way, it gives
// the view's RoPE scores exactly: the same rotation on a permuted vector.
test("Hugging Face's split-pair RoPE on permuted q, k gives the view's scores", () => {
  checkWithNumpy(
    data,
    `q, k = A["rope_q"], A["rope_k"]
d, base = 16, 300.0
perm = np.concatenate([np.arange(0, d, 2), np.arange(1, d, 2)])  # x_2i -> i, x_2i+1 -> i + d/2
inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
def rotate_half(x):
    return np.concatenate([-x[d // 2:], x[:d // 2]])
def hf_rope(x, pos):
    angle = np.concatenate([pos * inv_freq, pos * inv_freq])
    return x * np.cos(angle) + rotate_half(x) * np.sin(angle)
hf = [[hf_rope(q[perm], m) @ hf_rope(k[perm], n) for n in range(48)] for m in range(48)]
check("rope_scores", hf, 1e-12)
adjacent = [[hf_rope(q, m) @ hf_rope(k, n) for n in range(48)] for m in range(48)]
assert np.abs(np.asarray(adjacent) - A["rope_scores"]).max() > 1e-3, "unpermuted must differ"`,
  );
});
