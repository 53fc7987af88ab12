// The atlas's derive, profile, table and export modules, checked against the
// engine's own functions and the definitions written out here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { derive, hasView } from '../../../dist/lib/views/atlas/derive.js';
import { atlasExport } from '../../../dist/lib/views/atlas/export.js';
import { normalised, PROFILE, profiles } from '../../../dist/lib/views/atlas/profiles.js';
import { CONFIG, schemeRows } from '../../../dist/lib/views/atlas/table.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { api } from '../util.mjs';

const byId = (p, id) => p.profiles.find((x) => x.id === id);

describe('atlas profiles', () => {
  const p = profiles(api, 64);

  test('sinusoidal: sum of cos(D / base^(2i/d)) over the pairs', () => {
    const values = byId(p, 'sinusoidal').values;
    for (const D of [0, 1, 5, 63]) {
      let sum = 0;
      for (let i = 0; i < 32; i++) sum += Math.cos(D / 10000 ** ((2 * i) / 64));
      assert.ok(Math.abs(values[D] - sum) < 1e-9, `${D}: ${values[D]} vs ${sum}`);
    }
  });

  test('RoPE with all-ones q, k: 2 * sum of cos(D / base^(2i/d))', () => {
    const values = byId(p, 'rope').values;
    for (const D of [0, 3, 40]) {
      let sum = 0;
      for (let i = 0; i < 32; i++) sum += 2 * Math.cos(D / 10000 ** ((2 * i) / 64));
      assert.ok(Math.abs(values[D] - sum) < 1e-9, `${D}: ${values[D]} vs ${sum}`);
    }
  });

  test('ALiBi: -m_h * D for the heads shown', () => {
    const slopes = api.alibiSlopes(PROFILE.alibiHeads);
    for (const h of PROFILE.alibiShown) {
      const values = byId(p, `alibi-${h}`).values;
      for (const D of [0, 1, 10, 63]) assert.equal(values[D], D === 0 ? 0 : -slopes[h] * D);
    }
  });

  test('Shaw: clip(-D, -k, k) + k', () => {
    const values = byId(p, 'shaw').values;
    for (const D of [0, 5, 16, 40]) {
      assert.equal(values[D], Math.max(-D, -PROFILE.shawK) + PROFILE.shawK);
    }
  });

  test('T5: the causal bucket of key - query = -D', () => {
    const values = byId(p, 't5').values;
    const want = api.t5Bucket([-0, -7, -20, -63], { bidirectional: false, ...PROFILE.t5 });
    assert.deepEqual(
      [0, 7, 20, 63].map((D) => values[D]),
      Array.from(want),
    );
  });

  test('Transformer-XL: the position bias term of the last query', () => {
    const n = PROFILE.maxDistance + 1;
    const t = api.transformerXlTerms(n, 64);
    const values = byId(p, 'transformer-xl').values;
    for (const D of [0, 9, 63]) assert.equal(values[D], t.positionBias[(n - 1) * n + n - 1 - D]);
  });

  test('NoPE contributes 0 everywhere', () => {
    assert.ok(byId(p, 'nope').values.every((v) => v === 0));
  });

  test('widths past PROFILE.maxDModel are capped', () => {
    assert.equal(profiles(api, 4096).dModel, PROFILE.maxDModel);
  });
});

describe('atlas normalised', () => {
  test('divides by the largest |value|; all zeros stay zero', () => {
    assert.deepEqual(Array.from(normalised([2, -4, 1])), [0.5, -1, 0.25]);
    assert.deepEqual(Array.from(normalised([0, 0])), [0, 0]);
  });
});

describe('atlas table', () => {
  const rows = schemeRows(api);

  test('ten schemes, each linking to a view id', () => {
    assert.equal(rows.length, 10);
    for (const r of rows) assert.match(r.view, /^[a-z0-9-]+$/);
  });

  test('the learned table has maxLen * d parameters (engine)', () => {
    const learned = rows.find((r) => r.name === 'Learned table');
    assert.equal(learned.parameters, api.learnedParameterCount(CONFIG.maxLen, CONFIG.dModel));
    assert.equal(learned.parameters, 512 * 768);
  });

  test('Shaw (2k+1)d, T5 buckets x heads, ALiBi, NoPE and RoPE none', () => {
    const count = (name) => rows.find((r) => r.name === name).parameters;
    assert.equal(count('Shaw relative'), 33 * 768);
    assert.equal(count('T5 bias buckets'), 32 * 12);
    assert.equal(count('ALiBi'), 0);
    assert.equal(count('NoPE'), 0);
    assert.equal(count('RoPE'), 0);
  });

  test('the views built here are linkable', () => {
    for (const id of ['transformer-xl', 'nope', 'heatmap', 'comparison']) assert.ok(hasView(id));
    assert.equal(hasView('no-such-view'), false);
  });
});

describe('atlas export', () => {
  test('a (schemes, distances) array of the raw profiles and the table as CSV', () => {
    const model = derive({ ...defaultState, view: 'atlas', dModel: 32 }, api);
    const out = atlasExport(model);
    const count = PROFILE.maxDistance + 1;
    assert.deepEqual(out.arrays[0].shape, [model.plot.profiles.length, count]);
    assert.deepEqual(
      Array.from(out.arrays[0].data.subarray(0, count)),
      Array.from(model.plot.profiles[0].values),
    );
    assert.equal(out.tables[1].rows.length, 10);
  });
});
