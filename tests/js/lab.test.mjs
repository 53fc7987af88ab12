// The training lab's JavaScript API (issue 22 item 3) through the built
// module: every function's validation errors (RangeError or TypeError, its
// .param and range), determinism (same seed, same bits; a run trained in
// chunks with `resume` equals one run), labBatch's task format
// (docs/lab.md, "Tasks"), training lowering the loss, labEvaluate's shape,
// and the cost bound. The numbers themselves are checked against PyTorch in
// lab-reference.test.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api as pe } from './util.mjs';

const CONFIG = Object.freeze({
  task: 'copy',
  encoding: 'learned',
  causal: true,
  layers: 1,
  dModel: 8,
  heads: 2,
  vocabSize: 6,
  maxLength: 6,
});
const cfg = (changes = {}) => ({ ...CONFIG, ...changes });
const TRAIN = Object.freeze({
  seed: 3,
  steps: 12,
  batchSize: 4,
  trainLengths: [2, 4],
  learningRate: 0.01,
});

/** fn throws Kind with .param === param and a message containing every fragment. */
function assertError(fn, Kind, param, ...fragments) {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof Kind, `expected ${Kind.name} (${param}), got ${error}`);
  assert.equal(error.param, param, error.message);
  for (const f of fragments)
    assert.ok(error.message.includes(f), `"${error.message}" lacks "${f}"`);
}

const sameBits = (a, b) =>
  a.length === b.length && Buffer.from(a.buffer).equals(Buffer.from(b.buffer));

describe('labParameterCount', () => {
  test('equals the documented formula V d + [P d] + [32 H] + L (12 d^2 + 9 d) + 2 d + d V', () => {
    // docs/lab.md's example: copy, learned, L 2, d 16, H 2, V 10, maxLength 8 (P 17).
    const example = { ...CONFIG, layers: 2, dModel: 16, vocabSize: 10, maxLength: 8 };
    assert.equal(pe.labParameterCount(example), 7056);
    const t5 = { ...example, encoding: 't5' };
    assert.equal(pe.labParameterCount(t5), 7056 - 17 * 16 + 32 * 2);
  });

  for (const [field, value, Kind, fragment] of [
    ['task', 'shuffle', RangeError, 'copy'],
    ['task', 3, TypeError, 'string'],
    ['encoding', 'xpos', RangeError, 'randomized'],
    ['causal', 1, TypeError, 'true or false'],
    ['layers', 5, RangeError, '4'],
    ['layers', '2', TypeError, 'number'],
    ['dModel', 7, RangeError, 'even'],
    ['dModel', 66, RangeError, '64'],
    ['heads', 0, RangeError, '8'],
    ['vocabSize', 3, RangeError, '4'],
    ['maxLength', 65, RangeError, '64'],
    ['maxLength', undefined, TypeError, 'undefined'],
  ]) {
    test(`config.${field} = ${JSON.stringify(value) ?? 'left out'}: ${Kind.name} naming config.${field}`, () => {
      assertError(
        () => pe.labParameterCount(cfg({ [field]: value })),
        Kind,
        `config.${field}`,
        `config.${field}`,
        fragment,
      );
    });
  }

  test('dModel not a multiple of heads: RangeError naming config.dModel', () => {
    assertError(
      () => pe.labParameterCount(cfg({ dModel: 8, heads: 3 })),
      RangeError,
      'config.dModel',
      'multiple of heads',
    );
  });

  test('a config that is not an object: TypeError naming config', () => {
    assertError(() => pe.labParameterCount(null), TypeError, 'config', 'object');
  });

  test('config is read once: a getter is called once, inherited keys are ignored', () => {
    let reads = 0;
    const config = cfg();
    delete config.dModel;
    Object.defineProperty(config, 'dModel', {
      enumerable: true,
      get: () => (++reads === 1 ? 8 : 7),
    });
    assert.equal(pe.labParameterCount(config), pe.labParameterCount(cfg()));
    assert.equal(reads, 1);
    const inherited = Object.create(cfg());
    assertError(() => pe.labParameterCount(inherited), TypeError, 'config.task');
  });
});

describe('labInit', () => {
  test('a Float64Array of labParameterCount values; the same seed gives the same bits', () => {
    const a = pe.labInit(CONFIG, 7);
    assert.ok(a instanceof Float64Array);
    assert.equal(a.length, pe.labParameterCount(CONFIG));
    assert.ok(sameBits(a, pe.labInit(CONFIG, 7)));
    assert.ok(!sameBits(a, pe.labInit(CONFIG, 8)));
  });

  test('E ~ N(0, 1) first (V x d), then the learned table at 0.02 scale', () => {
    const p = pe.labInit(cfg({ dModel: 16, vocabSize: 64 }), 1);
    const e = p.subarray(0, 64 * 16);
    const rms = Math.sqrt(e.reduce((s, x) => s + x * x, 0) / e.length);
    assert.ok(rms > 0.9 && rms < 1.1, `E rms ${rms}`);
    const table = p.subarray(64 * 16, 64 * 16 + 13 * 16);
    const tableRms = Math.sqrt(table.reduce((s, x) => s + x * x, 0) / table.length);
    assert.ok(tableRms > 0.015 && tableRms < 0.025, `Pl rms ${tableRms}`);
  });

  for (const [seed, Kind] of [
    [-1, RangeError],
    [1.5, RangeError],
    [2 ** 53 + 2, RangeError],
    ['1', TypeError],
  ]) {
    test(`seed ${JSON.stringify(seed)}: ${Kind.name} naming seed`, () => {
      assertError(() => pe.labInit(CONFIG, seed), Kind, 'seed');
    });
  }
});

describe('labBatch', () => {
  test('causal copy: [x, SEP, y] rows, targets y at n .. 2n-1, -1 elsewhere', () => {
    const n = 4;
    const b = pe.labBatch(CONFIG, { seed: 5, batchSize: 3, length: n });
    assert.ok(b.tokens instanceof Int32Array && b.targets instanceof Int32Array);
    assert.equal(b.batchSize, 3);
    assert.equal(b.length, n);
    assert.equal('positions' in b, false);
    const T = 2 * n + 1;
    assert.equal(b.tokens.length, 3 * T);
    for (let r = 0; r < 3; r++) {
      const row = b.tokens.subarray(r * T, (r + 1) * T);
      const targets = b.targets.subarray(r * T, (r + 1) * T);
      const x = [...row.subarray(0, n)];
      for (const s of x) assert.ok(s >= 2 && s < CONFIG.vocabSize, `symbol ${s}`);
      assert.equal(row[n], 0, 'SEP');
      assert.deepEqual([...row.subarray(n + 1)], x, 'y = x after SEP');
      for (let t = 0; t < T; t++) {
        const expected = t >= n && t < 2 * n ? x[t - n] : -1;
        assert.equal(targets[t], expected, `targets[${t}]`);
      }
    }
  });

  test('bidirectional reverse: [x, SEP, MASK x n], targets x reversed at n+1 .. 2n', () => {
    const n = 5;
    const c = cfg({ task: 'reverse', causal: false });
    const b = pe.labBatch(c, { seed: 9, batchSize: 2, length: n });
    const T = 2 * n + 1;
    for (let r = 0; r < 2; r++) {
      const row = [...b.tokens.subarray(r * T, (r + 1) * T)];
      const targets = [...b.targets.subarray(r * T, (r + 1) * T)];
      const x = row.slice(0, n);
      assert.deepEqual(row.slice(n), [0, ...Array(n).fill(1)]);
      assert.deepEqual(targets, [...Array(n + 1).fill(-1), ...x.reverse()]);
    }
  });

  test('sort: targets are x sorted ascending; lookback: targets[j] = tokens[j - 2]', () => {
    const n = 6;
    const s = pe.labBatch(cfg({ task: 'sort' }), { seed: 2, batchSize: 1, length: n });
    const x = [...s.tokens.subarray(0, n)];
    assert.deepEqual(
      [...s.targets.subarray(n, 2 * n)],
      x.sort((a, b) => a - b),
    );
    const l = pe.labBatch(cfg({ task: 'lookback' }), { seed: 2, batchSize: 1, length: n });
    assert.equal(l.tokens.length, n);
    assert.deepEqual([...l.targets], [-1, -1, ...l.tokens.subarray(0, n - 2)]);
  });

  test('randomized: each row has T distinct ascending positions in [0, T(maxLength))', () => {
    const c = cfg({ encoding: 'randomized' });
    const b = pe.labBatch(c, { seed: 4, batchSize: 3, length: 2 });
    const T = 5;
    const P = 2 * CONFIG.maxLength + 1;
    assert.ok(b.positions instanceof Int32Array);
    assert.equal(b.positions.length, 3 * T);
    for (let r = 0; r < 3; r++) {
      const row = b.positions.subarray(r * T, (r + 1) * T);
      for (let t = 0; t < T; t++) {
        assert.ok(row[t] >= 0 && row[t] < P);
        if (t > 0) assert.ok(row[t] > row[t - 1], 'ascending and distinct');
      }
    }
    // The first row's symbols are drawn before any position: the same as
    // another encoding's (later rows differ, the positions' draws between).
    const learned = pe.labBatch(CONFIG, { seed: 4, batchSize: 3, length: 2 });
    assert.deepEqual(b.tokens.subarray(0, T), learned.tokens.subarray(0, T));
  });

  test('the same seed gives the same batch; another seed another', () => {
    const o = { seed: 11, batchSize: 8, length: 6 };
    assert.deepEqual(pe.labBatch(CONFIG, o), pe.labBatch(CONFIG, o));
    assert.notDeepEqual(
      pe.labBatch(CONFIG, o).tokens,
      pe.labBatch(CONFIG, { ...o, seed: 12 }).tokens,
    );
  });

  for (const [key, value, Kind, param] of [
    ['batchSize', 0, RangeError, 'batchSize'],
    ['batchSize', 1025, RangeError, 'batchSize'],
    ['length', 7, RangeError, 'length'],
    ['length', 0, RangeError, 'length'],
    ['seed', -1, RangeError, 'seed'],
    ['length', undefined, TypeError, 'length'],
    ['size', 3, TypeError, 'options'],
  ]) {
    test(`${key} ${JSON.stringify(value) ?? 'left out'}: ${Kind.name} naming ${param}`, () => {
      const options = { seed: 1, batchSize: 2, length: 3, [key]: value };
      if (value === undefined) delete options[key];
      assertError(() => pe.labBatch(CONFIG, options), Kind, param);
    });
  }
});

describe('labLogits and labLoss', () => {
  const params = pe.labInit(CONFIG, 1);
  const batch = pe.labBatch(CONFIG, { seed: 1, batchSize: 2, length: 3 });

  test('labLogits: batchSize x T x vocabSize float64, labBatch results accepted as they are', () => {
    const logits = pe.labLogits(CONFIG, params, batch);
    assert.ok(logits instanceof Float64Array);
    assert.equal(logits.length, 2 * 7 * CONFIG.vocabSize);
    assert.ok(logits.every(Number.isFinite));
  });

  test('labAttention: batchSize x layers x heads x T x T weights, rows summing to 1, causal above the diagonal 0', () => {
    const c = cfg({ layers: 2 });
    const p = pe.labInit(c, 4);
    const b = pe.labBatch(c, { seed: 2, batchSize: 2, length: 3 });
    const w = pe.labAttention(c, p, b);
    const T = 7;
    assert.ok(w instanceof Float64Array);
    assert.equal(w.length, 2 * 2 * 2 * T * T);
    for (let row = 0; row < w.length / T; row++) {
      const q = row % T;
      const weights = w.subarray(row * T, row * T + T);
      const sum = weights.reduce((s, x) => s + x, 0);
      assert.ok(Math.abs(sum - 1) < 1e-12, `row ${row} sums to ${sum}`);
      for (let k = q + 1; k < T; k++) assert.equal(weights[k], 0, `key ${k} after query ${q}`);
    }
    const bidirectional = pe.labAttention({ ...c, causal: false }, p, b);
    assert.ok(bidirectional[1] > 0, 'bidirectional: the first query sees the second key');
  });

  test('labAttention past maxElements: RangeError naming batchSize', () => {
    const big = { ...CONFIG, layers: 4, heads: 8, dModel: 16, maxLength: 64 };
    const b = pe.labBatch(big, { seed: 1, batchSize: 40, length: 64 });
    assertError(
      () => pe.labAttention(big, pe.labInit(big, 1), b),
      RangeError,
      'batchSize',
      'labAttention',
      'at most 16777216',
    );
  });

  test('labPositionGram: P x P, entry (i, j) the dot product of learned rows i and j (after E)', () => {
    const c = cfg({ maxLength: 3 });
    const p = pe.labTrain(c, { ...TRAIN, steps: 5, trainLengths: [2, 3] }).params;
    const g = pe.labPositionGram(c, p);
    const P = 7;
    const d = c.dModel;
    const at = c.vocabSize * d; // E (V x d), then Pl (P x d): docs/lab.md's layout
    assert.ok(g instanceof Float64Array);
    assert.equal(g.length, P * P);
    for (let i = 0; i < P; i++) {
      for (let j = 0; j < P; j++) {
        let dot = 0;
        for (let k = 0; k < d; k++) dot += p[at + i * d + k] * p[at + j * d + k];
        assert.ok(Math.abs(g[i * P + j] - dot) < 1e-12, `(${i}, ${j}): ${g[i * P + j]} vs ${dot}`);
      }
    }
  });

  test('labPositionGram without a learned table: RangeError naming config.encoding', () => {
    const c = cfg({ encoding: 'sinusoidal' });
    assertError(
      () => pe.labPositionGram(c, pe.labInit(c, 1)),
      RangeError,
      'config.encoding',
      "'learned'",
      "got 'sinusoidal'",
    );
  });

  test('labPositionGram with params of another model: TypeError naming params', () => {
    assertError(
      () => pe.labPositionGram(CONFIG, new Float64Array(5)),
      TypeError,
      'params',
      'params.length must be 1056',
    );
  });

  test('labLoss: loss near log V at initialisation, gradient in the parameter layout', () => {
    const { loss, gradient } = pe.labLoss(CONFIG, params, batch);
    assert.ok(Math.abs(loss - Math.log(CONFIG.vocabSize)) < 0.5, `loss ${loss}`);
    assert.ok(gradient instanceof Float64Array);
    assert.equal(gradient.length, params.length);
    assert.ok(gradient.some((g) => g !== 0));
  });

  test('labLoss: no scored target gives loss 0 and a zero gradient', () => {
    const { loss, gradient } = pe.labLoss(CONFIG, params, {
      ...batch,
      targets: new Int32Array(batch.targets.length).fill(-1),
    });
    assert.equal(loss, 0);
    assert.ok(gradient.every((g) => g === 0));
  });

  test('a gradient step along -gradient lowers the loss', () => {
    const { loss, gradient } = pe.labLoss(CONFIG, params, batch);
    const stepped = params.map((p, k) => p - 0.05 * gradient[k]);
    assert.ok(pe.labLoss(CONFIG, stepped, batch).loss < loss);
  });

  for (const [what, change, Kind, param, fragment] of [
    ['params too short', { params: new Float64Array(3) }, TypeError, 'params', 'labParameterCount'],
    [
      'a NaN parameter',
      { params: Float64Array.from(params, (p, k) => (k === 5 ? NaN : p)) },
      RangeError,
      'params[5]',
      'finite',
    ],
    ['tokens of the wrong length', { tokens: new Int32Array(3) }, TypeError, 'tokens', '14'],
    [
      'a token past vocabSize - 1',
      { tokens: Int32Array.from(batch.tokens, (t, k) => (k === 2 ? 6 : t)) },
      RangeError,
      'tokens[2]',
      '5',
    ],
    [
      'a fractional token',
      { tokens: Array.from(batch.tokens, (t, k) => (k === 1 ? 2.5 : t)) },
      RangeError,
      'tokens[1]',
      '2.5',
    ],
    [
      'a target below -1',
      { targets: Int32Array.from(batch.targets, (t, k) => (k === 0 ? -2 : t)) },
      RangeError,
      'targets[0]',
      '-1',
    ],
    [
      'positions for a learned model',
      { positions: new Int32Array(14) },
      TypeError,
      'positions',
      'randomized',
    ],
    ['length past maxLength', { length: 7 }, RangeError, 'length', '6'],
    ['an unknown batch key', { mask: [] }, TypeError, 'batch', 'not a field'],
    ['tokens not an array', { tokens: 'abc' }, TypeError, 'tokens', 'array'],
  ]) {
    test(`labLoss, ${what}: ${Kind.name} naming ${param}`, () => {
      const { params: p = params, ...batchChange } = change;
      assertError(() => pe.labLoss(CONFIG, p, { ...batch, ...batchChange }), Kind, param, fragment);
    });
  }

  test('labLoss without targets: TypeError naming targets', () => {
    const { targets, ...untargeted } = batch;
    void targets;
    assertError(() => pe.labLoss(CONFIG, params, untargeted), TypeError, 'targets');
  });

  test('randomized: positions out of [0, P) are refused naming positions[k]', () => {
    const c = cfg({ encoding: 'randomized' });
    const b = pe.labBatch(c, { seed: 1, batchSize: 1, length: 2 });
    const positions = Int32Array.from(b.positions, (p, k) => (k === 4 ? 13 : p));
    assertError(
      () => pe.labLogits(c, pe.labInit(c, 1), { ...b, positions }),
      RangeError,
      'positions[4]',
      '12',
    );
  });

  test('the cost bound: a batch past maxLabCost is a RangeError naming batchSize', () => {
    const big = { ...CONFIG, layers: 4, dModel: 64, heads: 8, vocabSize: 64, maxLength: 64 };
    const p = pe.labInit(big, 1);
    const b = pe.labBatch(big, { seed: 1, batchSize: 1024, length: 64 });
    assertError(
      () => pe.labLogits(big, p, b),
      RangeError,
      'batchSize',
      'labLogits',
      'at most 1073741824',
    );
    assertError(
      () => pe.labLoss(big, p, b),
      RangeError,
      'batchSize',
      'labLoss',
      'at most 1073741824',
    );
  });
});

describe('labTrain', () => {
  test('losses (one per step), params and optimizer (2 x count) and the step reached', () => {
    const r = pe.labTrain(CONFIG, TRAIN);
    const count = pe.labParameterCount(CONFIG);
    assert.ok(r.losses instanceof Float64Array && r.losses.length === TRAIN.steps);
    assert.equal(r.params.length, count);
    assert.equal(r.optimizer.length, 2 * count);
    assert.equal(r.step, TRAIN.steps);
  });

  test('the same seed gives the same bits; the first loss is labLoss of labInit on the first batch', () => {
    const a = pe.labTrain(CONFIG, TRAIN);
    const b = pe.labTrain(CONFIG, TRAIN);
    assert.ok(sameBits(a.losses, b.losses) && sameBits(a.params, b.params));
    assert.ok(!sameBits(a.params, pe.labTrain(CONFIG, { ...TRAIN, seed: 4 }).params));
  });

  test('chunks with resume give exactly the bits of one long run (12 = 5 + 1 + 6 steps)', () => {
    for (const encoding of ['learned', 'randomized', 't5']) {
      const c = cfg({ encoding });
      const whole = pe.labTrain(c, TRAIN);
      let state;
      const losses = [];
      for (const steps of [5, 1, 6]) {
        state = pe.labTrain(c, { ...TRAIN, steps, ...(state ? { resume: state } : {}) });
        losses.push(...state.losses);
      }
      assert.equal(state.step, 12);
      assert.ok(sameBits(Float64Array.from(losses), whole.losses), `${encoding} losses`);
      assert.ok(sameBits(state.params, whole.params), `${encoding} params`);
      assert.ok(sameBits(state.optimizer, whole.optimizer), `${encoding} optimizer`);
    }
  });

  test('resume with the wrong step is a different run (the step sets batches and Adam bias correction)', () => {
    const first = pe.labTrain(CONFIG, { ...TRAIN, steps: 6 });
    const right = pe.labTrain(CONFIG, { ...TRAIN, steps: 6, resume: first });
    const wrong = pe.labTrain(CONFIG, { ...TRAIN, steps: 6, resume: { ...first, step: 0 } });
    assert.ok(!sameBits(right.params, wrong.params));
  });

  test('training lowers the loss on a tiny config (copy, lengths 2-4, 150 steps)', () => {
    const r = pe.labTrain(CONFIG, { ...TRAIN, steps: 150, batchSize: 16, learningRate: 0.01 });
    const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
    const early = mean(r.losses.subarray(0, 10));
    const late = mean(r.losses.subarray(140));
    assert.ok(late < 0.6 * early, `loss ${early} -> ${late}`);
  });

  for (const [key, value, Kind, param] of [
    ['steps', 0, RangeError, 'steps'],
    ['steps', 100001, RangeError, 'steps'],
    ['batchSize', 2000, RangeError, 'batchSize'],
    ['trainLengths', [3, 2], RangeError, 'trainLengths'],
    ['trainLengths', [0, 2], RangeError, 'trainLengths'],
    ['trainLengths', [2, 7], RangeError, 'trainLengths'],
    ['trainLengths', [2], TypeError, 'trainLengths'],
    ['trainLengths', 4, TypeError, 'trainLengths'],
    ['learningRate', 0, RangeError, 'learningRate'],
    ['learningRate', 2, RangeError, 'learningRate'],
    ['seed', 0.5, RangeError, 'seed'],
    ['epochs', 1, TypeError, 'options'],
  ]) {
    test(`${key} ${JSON.stringify(value)}: ${Kind.name} naming ${param}`, () => {
      assertError(() => pe.labTrain(CONFIG, { ...TRAIN, [key]: value }), Kind, param);
    });
  }

  test('resume errors name resume.params, resume.optimizer, resume.step', () => {
    const r = pe.labTrain(CONFIG, { ...TRAIN, steps: 2 });
    const train = (resume) => pe.labTrain(CONFIG, { ...TRAIN, steps: 2, resume });
    assertError(() => train({ ...r, params: r.params.subarray(1) }), TypeError, 'resume.params');
    assertError(
      () => train({ ...r, optimizer: r.params }),
      TypeError,
      'resume.optimizer',
      '2 * labParameterCount',
    );
    const negativeV = Float64Array.from(r.optimizer);
    negativeV[r.params.length] = -1;
    assertError(
      () => train({ ...r, optimizer: negativeV }),
      RangeError,
      `resume.optimizer[${r.params.length}]`,
      '>= 0',
    );
    assertError(() => train({ ...r, step: -1 }), RangeError, 'resume.step');
    assertError(() => train({ ...r, step: undefined }), TypeError, 'resume.step');
  });

  test('the cost bound: a call past maxLabCost is a RangeError naming steps, and chunks fit under it', () => {
    // The anchor run: copy 2-8, L 2, d 16, V 10, batch 32, 800 steps.
    const anchor = cfg({ layers: 2, dModel: 16, vocabSize: 10, maxLength: 8 });
    const run = { seed: 1, steps: 800, batchSize: 32, trainLengths: [2, 8], learningRate: 0.003 };
    assertError(
      () => pe.labTrain(anchor, run),
      RangeError,
      'steps',
      'labTrain',
      'at most 1073741824',
    );
    // 3 * 800 * 32 * 17 * 8640 units, 10.5 x the bound; 50 steps are under it:
    // the view trains it in chunks.
    assert.equal(pe.labTrain(anchor, { ...run, steps: 50 }).step, 50);
  });
});

describe('labEvaluate', () => {
  const params = pe.labInit(CONFIG, 2);

  test('one exact-sequence and one per-token accuracy per length, each a fraction in [0, 1]', () => {
    const lengths = [1, 2, 3, 6];
    const r = pe.labEvaluate(CONFIG, params, { seed: 1, lengths, examples: 20 });
    assert.ok(r.accuracy instanceof Float64Array && r.tokenAccuracy instanceof Float64Array);
    assert.equal(r.accuracy.length, 4);
    assert.equal(r.tokenAccuracy.length, 4);
    for (let k = 0; k < 4; k++) {
      assert.ok(
        r.accuracy[k] >= 0 && r.accuracy[k] <= r.tokenAccuracy[k] && r.tokenAccuracy[k] <= 1,
      );
      assert.equal(Math.round(r.accuracy[k] * 20), r.accuracy[k] * 20, 'a multiple of 1/examples');
    }
  });

  test("a length's accuracy does not depend on the other lengths asked", () => {
    const trained = pe.labTrain(CONFIG, { ...TRAIN, steps: 60, batchSize: 16 }).params;
    const all = pe.labEvaluate(CONFIG, trained, { seed: 1, lengths: [2, 3, 4, 5], examples: 50 });
    const one = pe.labEvaluate(CONFIG, trained, { seed: 1, lengths: [4], examples: 50 });
    assert.equal(one.accuracy[0], all.accuracy[2]);
    assert.equal(one.tokenAccuracy[0], all.tokenAccuracy[2]);
  });

  for (const [what, options, Kind, param] of [
    ['a length past maxLength', { lengths: [2, 7] }, RangeError, 'lengths[1]'],
    ['no length', { lengths: [] }, RangeError, 'lengths'],
    ['examples 0', { examples: 0 }, RangeError, 'examples'],
    ['lengths not an array', { lengths: 3 }, TypeError, 'lengths'],
  ]) {
    test(`${what}: ${Kind.name} naming ${param}`, () => {
      assertError(
        () => pe.labEvaluate(CONFIG, params, { seed: 1, lengths: [2], examples: 4, ...options }),
        Kind,
        param,
      );
    });
  }

  test('lookback lengths start at 3 (the first with a scored target)', () => {
    const c = cfg({ task: 'lookback' });
    assertError(
      () => pe.labEvaluate(c, pe.labInit(c, 1), { seed: 1, lengths: [2], examples: 4 }),
      RangeError,
      'lengths[0]',
    );
  });

  test('the cost bound: too many examples is a short RangeError naming examples and the count that fits', () => {
    const big = { ...CONFIG, layers: 4, dModel: 64, heads: 8, vocabSize: 64, maxLength: 64 };
    const params = pe.labInit(big, 1);
    const lengths = Array.from({ length: 32 }, (_, k) => k + 1);
    let error;
    try {
      pe.labEvaluate(big, params, { seed: 1, lengths, examples: 1024 });
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof RangeError, String(error));
    assert.equal(error.param, 'examples');
    assert.ok(error.message.length < 200, error.message);
    const fit = Number(/from 1 to (\d+) at these lengths/.exec(error.message)?.[1]);
    assert.ok(fit >= 1, error.message);
    assert.ok(error.message.includes('maxLabCost, 1073741824'), error.message);
    assert.ok(error.message.endsWith('got 1024'), error.message);
    // One more than the range it names is refused (that fit passes, at a
    // second of work, is LabValidation.EvaluateCostErrorNamesTheExamplesThatFitBriefly's).
    assertError(
      () => pe.labEvaluate(big, params, { seed: 1, lengths, examples: fit + 1 }),
      RangeError,
      'examples',
      `from 1 to ${fit} at these lengths`,
    );
  });

  test('the cost bound: lengths costing more than the bound for one example name lengths, briefly', () => {
    const big = { ...CONFIG, layers: 4, dModel: 64, heads: 8, vocabSize: 64, maxLength: 64 };
    const lengths = Array.from({ length: 64 }, (_, k) => k + 1);
    assertError(
      () => pe.labEvaluate(big, pe.labInit(big, 1), { seed: 1, lengths, examples: 1 }),
      RangeError,
      'lengths',
      'per example',
      'maxLabCost, 1073741824',
      'got 64 lengths costing',
    );
  });
});

describe('labSeedBands', () => {
  test("the mean, min and max over the runs at each x, after each run's trailing mean", () => {
    const values = [1, 3, 5, 7, 3, 5, 7, 9];
    const r = pe.labSeedBands(values, { runs: 2, window: 2 });
    assert.ok(r.mean instanceof Float64Array && r.min instanceof Float64Array);
    assert.deepEqual(Array.from(r.min), [1, 2, 4, 6]);
    assert.deepEqual(Array.from(r.max), [3, 4, 6, 8]);
    assert.deepEqual(Array.from(r.mean), [2, 3, 5, 7]);
  });

  test('NaN is a missing value: a run still training adds nothing past its step', () => {
    const r = pe.labSeedBands(new Float64Array([2, 4, 6, 8, 4, NaN, NaN, NaN]), {
      runs: 2,
      window: 1,
    });
    assert.deepEqual(Array.from(r.mean), [3, 4, 6, 8]);
    assert.deepEqual(Array.from(r.min), [2, 4, 6, 8]);
    const none = pe.labSeedBands([NaN, NaN], { runs: 2, window: 1 });
    assert.ok(Number.isNaN(none.mean[0]) && Number.isNaN(none.min[0]) && Number.isNaN(none.max[0]));
  });

  for (const [what, values, options, Kind, param, fragment] of [
    ['no values', [], { runs: 1, window: 1 }, RangeError, 'values', 'from 1 to 16777216'],
    [
      'runs not dividing the values',
      [1, 2, 3],
      { runs: 2, window: 1 },
      RangeError,
      'runs',
      'divides',
    ],
    ['runs 0', [1, 2], { runs: 0, window: 1 }, RangeError, 'runs', 'from 1 to values.length (2)'],
    ['a window past the row', [1, 2, 3, 4], { runs: 2, window: 3 }, RangeError, 'window', '(2)'],
    ['a window of 1.5', [1, 2], { runs: 1, window: 1.5 }, RangeError, 'window', 'whole'],
    ['no window', [1, 2], { runs: 1 }, TypeError, 'window', 'a number'],
    ['values not an array', 3, { runs: 1, window: 1 }, TypeError, 'values', 'array'],
  ]) {
    test(`${what}: ${Kind.name} naming ${param}`, () => {
      assertError(() => pe.labSeedBands(values, options), Kind, param, fragment);
    });
  }
});
