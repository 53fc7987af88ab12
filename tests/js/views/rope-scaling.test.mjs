// The rope-scaling view's derive and export modules, checked against the
// NumPy references of tests/reference/rope_drope_precision.py.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  classify,
  derive,
  pairKind,
  parseFactor,
  plotDistance,
  scalingOf,
  scoredDistance,
  viewScaling,
} from '../../../dist/lib/views/rope-scaling/derive.js';
import { classWidths } from '../../../dist/lib/views/rope-scaling/classes.js';
import { ropeScalingValues } from '../../../dist/lib/views/rope-scaling/values.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import {
  ropeScalingExport,
  ropeScalingExportShape,
} from '../../../dist/lib/views/rope-scaling/export.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { significant } from '../../../dist/lib/ui/format.js';
import { MAX_ROPE_FACTOR } from '../../../dist/lib/views/rope-scaling/view.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference().ropeDropePrecision;
const state = (changes) => ({ ...defaultState, view: 'rope-scaling', ...changes });
const yarn = { ropeScaling: 'yarn', ropeFactor: 16, ropeOriginalMax: 4096, dModel: 64 };

function reference(list, match) {
  const found = list.find(match);
  assert.ok(found, 'reference case exists');
  return found;
}

describe('rope-scaling derive against NumPy (YaRN, factor 16, L 4096, d 64)', () => {
  const model = derive(state(yarn), api);
  const freq = reference(
    ref.frequencies,
    (c) =>
      c.dModel === 64 && c.base === 10000 && c.scaling?.type === 'yarn' && c.scaling.factor === 16,
  );
  const plain = reference(
    ref.frequencies,
    (c) => c.dModel === 64 && c.base === 10000 && !c.scaling,
  );

  test('the scaled and unscaled frequencies are the reference', () => {
    assertClose(model.after.invFreq, freq.invFreq, (i) => 1e-14 * freq.invFreq[i], 'after');
    assertClose(model.before.invFreq, plain.invFreq, (i) => 1e-14 * plain.invFreq[i], 'before');
    assert.ok(Math.abs(model.after.attentionFactor - freq.attentionFactor) < 1e-15);
  });

  test('the pair classes count the reference shares of the factor', () => {
    const share = Array.from(plain.invFreq, (f, i) => Math.log(f / freq.invFreq[i]) / Math.log(16));
    assert.deepEqual(model.classes, {
      extrapolated: share.filter((v) => v <= 0.01).length,
      interpolated: share.filter((v) => v >= 0.99).length,
      blended: share.filter((v) => v > 0.01 && v < 0.99).length,
    });
  });

  test('the score curve is the reference profile of q = k = ones', () => {
    const profile = reference(
      ref.profiles,
      (c) => c.dModel === 64 && c.vectors === 'ones' && c.scaling?.type === 'yarn',
    );
    assertClose(model.scoreAfter.subarray(0, 301), profile.data, 1e-9, 'scores');
    const unscaled = reference(
      ref.profiles,
      (c) => c.dModel === 64 && c.vectors === 'ones' && !c.scaling,
    );
    assertClose(model.scoreBefore.subarray(0, 301), unscaled.data, 1e-9, 'unscaled scores');
  });
});

describe('rope-scaling helpers', () => {
  test('plotDistance is factor x L, capped at 16384', () => {
    assert.equal(plotDistance(state({ ropeFactor: 4, ropeOriginalMax: 2048 })), 8192);
    assert.equal(plotDistance(state({ ropeFactor: 32, ropeOriginalMax: 8192 })), 16384);
  });

  test('at d_model 8192 the score chart stops where the engine’s cost limit allows, and derive succeeds', () => {
    const wide = state({ dModel: 8192, ropeFactor: 64, ropeOriginalMax: 65536 });
    assert.equal(scoredDistance(wide), 1023);
    const model = derive(wide, api);
    assert.equal(model.distances.length, 1024);
    assert.equal(model.cut, true);
    assert.equal(derive(state({ dModel: 64 }), api).cut, false);
  });

  test('a cut score chart leaves dynamic NTK at the extended length', () => {
    const dynamic = { ropeScaling: 'dynamic-ntk', ropeFactor: 4, ropeOriginalMax: 2048 };
    const wide = derive(state({ ...dynamic, dModel: 8192 }), api);
    assert.deepEqual(wide.scaling, {
      type: 'dynamic-ntk',
      factor: 4,
      originalMaxPosition: 2048,
      seqLen: 8193,
    });
  });

  test('scalingOf gives each type only its own fields; dynamic NTK runs at the plotted length', () => {
    const s = (type) =>
      scalingOf(state({ ropeScaling: type, ropeFactor: 2, ropeOriginalMax: 100 }), 201);
    assert.deepEqual(s('none'), { type: 'none' });
    assert.deepEqual(s('linear'), { type: 'linear', factor: 2 });
    assert.deepEqual(s('ntk'), { type: 'ntk', factor: 2 });
    assert.deepEqual(s('dynamic-ntk'), {
      type: 'dynamic-ntk',
      factor: 2,
      originalMaxPosition: 100,
      seqLen: 201,
    });
    assert.deepEqual(s('yarn'), { type: 'yarn', factor: 2, originalMaxPosition: 100 });
    assert.deepEqual(s('llama3'), { type: 'llama3', factor: 2, originalMaxPosition: 100 });
  });

  test('classify and pairKind use the 1 % thresholds', () => {
    assert.deepEqual(classify([0, 0.01, 0.5, 0.99, 1]), {
      extrapolated: 2,
      interpolated: 2,
      blended: 1,
    });
    assert.equal(pairKind(0.005), 'extrapolated');
    assert.equal(pairKind(0.995), 'interpolated');
    assert.equal(pairKind(0.4), 'blended');
  });

  test('linear scaling interpolates every pair', () => {
    const m = derive(state({ ropeScaling: 'linear', ropeFactor: 4, dModel: 32 }), api);
    assert.deepEqual(m.classes, { extrapolated: 0, interpolated: 16, blended: 0 });
  });

  test('a bad factor from script reaches the engine as a RangeError naming scaling.factor', () => {
    assert.throws(() => derive(state({ ropeScaling: 'linear', ropeFactor: 0.5 }), api), {
      name: 'RangeError',
      param: 'scaling.factor',
    });
  });
});

describe('rope-scaling factor input', () => {
  test('parseFactor accepts any number from 1 to MAX_ROPE_FACTOR, fractions included', () => {
    assert.deepEqual(parseFactor(' 2.5 '), { value: 2.5 });
    assert.deepEqual(parseFactor('1'), { value: 1 });
    assert.deepEqual(parseFactor(String(MAX_ROPE_FACTOR)), { value: MAX_ROPE_FACTOR });
  });

  test('parseFactor names the field, its range and what was typed when out of range or empty', () => {
    for (const text of ['', '  ', '0.5', String(MAX_ROPE_FACTOR + 1), 'NaN']) {
      assert.deepEqual(parseFactor(text), {
        error: `Factor must be a number from 1 to ${MAX_ROPE_FACTOR}; got "${text}".`,
      });
    }
  });
});

describe('rope-scaling export', () => {
  const model = derive(state({ ...yarn, ropeFactor: 2 }), api);
  const out = ropeScalingExport(model);

  test('the arrays hold the model, before then after', () => {
    const [invFreq, scores] = out.arrays;
    assert.deepEqual(invFreq.shape, [2, 32]);
    assert.deepEqual(invFreq.data.subarray(0, 32), model.before.invFreq);
    assert.deepEqual(invFreq.data.subarray(32), model.after.invFreq);
    const n = model.distances.length;
    assert.deepEqual(scores.shape, [2, n]);
    assert.deepEqual(scores.data.subarray(n), model.scoreAfter);
  });

  test('the tables have a row per pair and per distance', () => {
    assert.equal(out.tables[0].rows.length, 32);
    assert.equal(out.tables[1].rows.length, model.distances.length);
    assert.equal(out.tables[0].rows[5][5], model.after.interpolation[5]);
    assert.equal(out.baseName, 'rope_yarn_f2_L4096_d64');
  });
});

test("the first-paint frame's export room has the shape of the view's export, at several states", async () => {
  const { derive } = await import('../../../dist/lib/views/rope-scaling/derive.js');
  for (const partial of [
    {},
    { ropeScaling: 'none', dModel: 8 },
    { ropeScaling: 'llama3', ropeFactor: 8, ropeOriginalMax: 8192, dModel: 128 },
  ]) {
    const s = state(partial);
    assert.deepEqual(
      ropeScalingExportShape(s),
      exportShape(ropeScalingExport(derive(s, api))),
      JSON.stringify(partial),
    );
  }
});

describe("rope-scaling slots: as wide as the engine's counts and attention factor", () => {
  test('at the defaults and a few states, with the whole model', () => {
    for (const partial of [
      {},
      { ropeScaling: 'llama3', ropeFactor: 8, ropeOriginalMax: 8192, dModel: 256 },
      { ropeScaling: 'dynamic-ntk', ropeFactor: 2.5, dModel: 2048 },
      { ropeScaling: 'none', dModel: 4, base: 100000 },
    ]) {
      const s = state(partial);
      const at = JSON.stringify(partial);
      const names = assertSlotWidths(
        ropeScalingValues(s),
        ropeScalingValues(s, derive(s, api)),
        at,
      );
      assert.deepEqual(
        names,
        ['interpolated', 'extrapolated', 'blended', 'attentionFactor', 'scoreFactor'],
        at,
      );
    }
  });

  test('over methods, factors, lengths, d_model and bases: exact but at a tie of the rounding', () => {
    const eps = 1 + 2 ** -52;
    let states = 0;
    const inexact = new Set();
    for (const ropeScaling of ['none', 'linear', 'ntk', 'dynamic-ntk', 'yarn', 'llama3']) {
      for (const ropeFactor of [1, eps, 1 + 1e-7, 1.5, 2, Math.E, 4, 16, 32, 64]) {
        for (const ropeOriginalMax of [1, 100, 2048, 65536]) {
          for (const dModel of [2, 4, 64, 202, 1802, 4096]) {
            for (const base of [1.001, 10000, 500000, 1e12]) {
              const s = state({ ropeScaling, ropeFactor, ropeOriginalMax, dModel, base });
              const at = JSON.stringify({ ropeScaling, ropeFactor, ropeOriginalMax, dModel, base });
              // The model's parts the slots read: the engine's frequencies, classed as derive does.
              const after = api.ropeFrequencies(dModel, { base, scaling: viewScaling(s) });
              const model = { classes: classify(after.interpolation), after };
              const { exact } = classWidths(dModel, base, viewScaling(s));
              assertSlotWidths(ropeScalingValues(s), ropeScalingValues(s, model), at, {
                bounded: exact ? [] : ['interpolated', 'extrapolated', 'blended'],
              });
              if (!exact) inexact.add(`${ropeScaling} ${ropeFactor === eps ? 'eps' : dModel}`);
              states++;
            }
          }
        }
      }
    }
    // A bound only where a pair's fraction is within the rounding of 0.01 or
    // 0.99: NTK-aware's exact ties (2i / (d − 2) at d = 202, 1802) and the
    // factor 1 + 2^−52, whose logarithm is the rounding itself.
    const ties = ['ntk 202', 'ntk 1802'];
    const noise = ['linear', 'ntk', 'dynamic-ntk', 'yarn', 'llama3'].map((m) => `${m} eps`);
    assert.deepEqual([...inexact].sort(), [...ties, ...noise].sort(), `of ${states} states`);
  });
});

describe("rope-scaling: YaRN's attention factor multiplies q and k, so a score by its square", () => {
  for (const ropeFactor of [2, 4, 16]) {
    test(`the summary's score factor is the engine's score ratio at distance 0 (factor ${ropeFactor})`, () => {
      const s = state({ ropeScaling: 'yarn', ropeFactor });
      const m = derive(s, api);
      const ratio = m.scoreAfter[0] / m.scoreBefore[0];
      const af = m.after.attentionFactor;
      assert.ok(Math.abs(ratio - af * af) < 1e-12, `${ratio} vs ${af * af}`);
      assert.ok(af > 1);
      const slot = ropeScalingValues(s, m).scoreFactor;
      assert.equal(slot.text, significant(ratio));
    });
  }
});
