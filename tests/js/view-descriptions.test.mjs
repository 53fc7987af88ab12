// One description per view (views/<id>/view.ts): each is complete, no two
// views claim one field, URL key or attribute unless they share the field on
// purpose, and the state schema assembled from them (views/state.ts) is the
// one links and attributes were written against before it was assembled:
// every key, attribute and default, and a URL and attribute round trip of
// every field.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { controlNames, views } from '../../dist/lib/views/registry.js';
import {
  attributeName,
  buildSchema,
  defaultState,
  fields,
  field,
  parseAttributeTexts,
  queryKeys,
  readers,
} from '../../dist/lib/views/state.js';
import { parseQuery, toQuery } from '../../dist/lib/views/link.js';
import { integer, textOf } from '../../dist/lib/state/readers.js';

/** Field -> [URL key, default] as the hand-written schema had them (before 0.2). */
const before = {
  view: ['view', 'heatmap'],
  seqLen: ['seq_len', 64],
  dModel: ['d_model', 128],
  base: ['base', 10000],
  layout: ['layout', 'interleaved'],
  cmap: ['cmap', 'diverging'],
  pos: ['pos', 10],
  k: ['k', 3],
  pair: ['pair', 0],
  dims: ['dims', []],
  words: ['words', ['The', 'cat', 'sat']],
  emb: [
    'emb',
    [
      [0.1, 0.2, 0.3, 0.4],
      [0.5, 0.6, 0.7, 0.8],
      [0.9, 1.0, 1.1, 1.2],
    ],
  ],
  order: ['order', [2, 1, 0]],
  follow: ['follow', 1],
  variant: ['variant', 'exponent-i-over-d'],
  trainLen: ['train_len', 32],
  r0: ['r0', null],
  r1: ['r1', null],
  c0: ['c0', null],
  c1: ['c1', null],
  code: ['code', null],
  ropeScaling: ['rope_scaling', 'yarn'],
  ropeFactor: ['rope_factor', 4],
  ropeOriginalMax: ['rope_original_max', 2048],
  precision: ['precision', 'bfloat16'],
  precisionLen: ['precision_len', 3000],
  shawK: ['shaw_k', 4],
  t5Buckets: ['t5_buckets', 32],
  t5MaxDistance: ['t5_max_distance', 128],
  t5Bidirectional: ['t5_bidirectional', true],
  alibiHeads: ['alibi_heads', 8],
  alibiHead: ['alibi_head', 0],
  attnWords: ['attn_words', ['the', 'cat', 'sat', 'on', 'the', 'mat']],
  attnOrder: ['attn_order', [0, 1, 2, 3, 4, 5]],
  attnDModel: ['attn_d_model', 64],
  attnProjections: ['attn_projections', 'identity'],
  attnSeed: ['attn_seed', 0],
  nopeValues: ['nope_values', 'marker'],
  // Added with the attention chapter (issue 20), after the schema was assembled.
  attnWords: ['attn_words', ['the', 'cat', 'sat', 'on', 'the', 'mat']],
  attnOrder: ['attn_order', [0, 1, 2, 3, 4, 5]],
  attnDModel: ['attn_d_model', 64],
  attnProjections: ['attn_projections', 'identity'],
  attnSeed: ['attn_seed', 0],
  // Added with the training lab (issue 22).
  labTask: ['lab_task', 'lookback'],
  labCausal: ['lab_causal', true],
  labEncodings: [
    'lab_encodings',
    ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5', 'randomized'],
  ],
  labSeeds: ['lab_seeds', 3],
  labLayers: ['lab_layers', 2],
  labDModel: ['lab_d_model', 16],
  labHeads: ['lab_heads', 2],
  labVocab: ['lab_vocab', 10],
  labSteps: ['lab_steps', 400],
  labBatch: ['lab_batch', 16],
  labLearningRate: ['lab_lr', 0.01],
  labTrainMin: ['lab_train_min', 3],
  labTrainMax: ['lab_train_max', 8],
  labMaxLength: ['lab_max_length', 24],
  labMetric: ['lab_metric', 'sequence'],
  labExample: ['lab_example', 12],
  labRun: ['lab_run', ''],
};

/** A value other than the default for every field, valid with the other defaults. */
const other = {
  view: 'precision',
  seqLen: 100,
  dModel: 512,
  base: 500.5,
  layout: 'split',
  cmap: 'sequential',
  pos: 7,
  k: -12,
  pair: 5,
  dims: [0, 3, 9],
  words: ['A', 'dog', 'ran'],
  emb: [
    [1, 2, 3, 4],
    [-1, -2.5, 0, 7],
    [0, 0, 0, 0],
  ],
  order: [1, 0, 2],
  follow: 2,
  variant: 'sine-only',
  trainLen: 40,
  r0: 2,
  r1: 30,
  c0: 4,
  c1: 60,
  code: 'return 1;',
  ropeScaling: 'linear',
  ropeFactor: 8,
  ropeOriginalMax: 4096,
  precision: 'float16',
  precisionLen: 500,
  shawK: 9,
  t5Buckets: 16,
  t5MaxDistance: 64,
  t5Bidirectional: false,
  alibiHeads: 12,
  alibiHead: 5,
  attnWords: ['a', 'dog', 'bit', 'the', 'old', 'man'],
  attnOrder: [5, 4, 3, 2, 1, 0],
  attnDModel: 128,
  attnProjections: 'random',
  attnSeed: 7,
  nopeValues: 'constant',
  attnWords: ['a', 'dog', 'ran', 'to', 'the', 'park'],
  attnOrder: [5, 4, 3, 2, 1, 0],
  attnDModel: 128,
  attnProjections: 'random',
  attnSeed: 7,
  labTask: 'copy',
  labCausal: false,
  labEncodings: ['rope', 'alibi'],
  labSeeds: 2,
  labLayers: 1,
  labDModel: 32,
  labHeads: 4,
  labVocab: 12,
  labSteps: 200,
  labBatch: 8,
  labLearningRate: 0.003,
  labTrainMin: 2,
  labTrainMax: 6,
  labMaxLength: 20,
  labMetric: 'token',
  labExample: 10,
  labRun: 'alibi-2',
};

/** Fields two or more views list on purpose (the same description object). */
const sharedOnPurpose = {
  emb: ['order', 'worked'],
  pair: ['frequencies', 'relative'],
  trainLen: ['comparison', 'drope'],
  words: ['order', 'worked'],
};

describe('every view description is complete', () => {
  for (const view of views) {
    test(`${view.id}: id, title, tag, controls, load and fields`, () => {
      assert.match(view.id, /^[a-z][a-z0-9-]*$/);
      assert.equal(typeof view.title, 'string');
      assert.ok(view.title.length > 0, 'a tab label');
      assert.match(view.tag, /^pe-[a-z0-9-]+-view$/);
      for (const control of view.controls) assert.ok(controlNames.includes(control), control);
      assert.equal(typeof view.load, 'function');
      assert.ok([undefined, 'core', 'none'].includes(view.engine), String(view.engine));
      assert.ok(['course', 'atlas', 'appendix'].includes(view.part), String(view.part));
      assert.equal(typeof view.fields, 'object');
      for (const rule of view.rules ?? []) assert.equal(typeof rule, 'function');
    });
    for (const [name, description] of Object.entries(view.fields)) {
      test(`${view.id}.${name}: a default its reader keeps, a URL key and an attribute`, () => {
        assert.ok(Object.hasOwn(description, 'default'), 'a default');
        assert.equal(typeof description.reader.fromText, 'function');
        assert.equal(typeof description.reader.fromValue, 'function');
        assert.match(description.key, /^[a-z][a-z0-9_]*$/);
        assert.match(attributeName(name), /^[a-z][a-z0-9-]*$/);
        const notices = [];
        assert.deepEqual(
          description.reader.fromValue(description.default, name, notices),
          description.default,
        );
        assert.deepEqual(notices, []);
      });
    }
  }
});

test('ids and tags are unique', () => {
  assert.equal(new Set(views.map((view) => view.id)).size, views.length);
  assert.equal(new Set(views.map((view) => view.tag)).size, views.length);
});

test('no two views claim one URL key unless they list the same field on purpose', () => {
  const byKey = new Map();
  for (const view of views) {
    for (const [name, description] of Object.entries(view.fields)) {
      const seen = byKey.get(description.key);
      if (seen) {
        assert.equal(
          seen.description,
          description,
          `${view.id} and ${seen.views[0]}: ${description.key}`,
        );
        assert.equal(seen.name, name);
        seen.views.push(view.id);
      } else byKey.set(description.key, { name, description, views: [view.id] });
    }
  }
  const shared = Object.fromEntries(
    [...byKey.values()]
      .filter((entry) => entry.views.length > 1)
      .map((entry) => [entry.name, entry.views.sort()]),
  );
  assert.deepEqual(shared, sharedOnPurpose);
});

test('assembling refuses a second field under a URL key already claimed, naming the key', () => {
  const clash = (key) => ({
    id: 'b',
    fields: { other: field({ default: 1, reader: integer(0, 9), key }) },
  });
  const first = {
    id: 'a',
    fields: { mine: field({ default: 1, reader: integer(0, 9), key: 'mine' }) },
  };
  assert.throws(() => buildSchema([first, clash('mine')], 'a'), /URL key mine/);
  assert.throws(() => buildSchema([first, clash('seq_len')], 'a'), /URL key seq_len/);
  // The same description object in two views is one field.
  const shared = { id: 'c', fields: { mine: first.fields.mine } };
  assert.deepEqual(buildSchema([first, shared], 'a').fields.includes('mine'), true);
});

test('the assembled schema has every field of before, and no other', () => {
  assert.deepEqual([...fields].sort(), Object.keys(before).sort());
});

test('every field keeps its URL key and its attribute (the key in kebab case)', () => {
  for (const [name, [key]] of Object.entries(before)) {
    assert.equal(queryKeys[name], key, name);
    assert.equal(attributeName(name), key.replaceAll('_', '-'), name);
  }
});

test('every field keeps its default', () => {
  for (const [name, [, value]] of Object.entries(before)) {
    assert.deepEqual(defaultState[name], value, name);
  }
});

describe('URL and attribute round trip', () => {
  for (const name of Object.keys(before)) {
    test(`${name}: a non-default value survives a link and an attribute`, () => {
      assert.notDeepEqual(other[name], defaultState[name]);
      const state = { ...defaultState, [name]: other[name] };
      if (name !== 'code') {
        const query = toQuery(state);
        const pair = `${queryKeys[name]}=${encodeURIComponent(textOf(readers[name], other[name])).replaceAll('%20', '+')}`;
        // Every link names its view (written even at its default), first.
        assert.equal(query, name === 'view' ? pair : `view=${defaultState.view}&${pair}`);
        const read = parseQuery(query);
        assert.deepEqual(read.notices, []);
        assert.deepEqual(read.state, state);
      }
      const text = textOf(readers[name], other[name]);
      const attribute = parseAttributeTexts(new Map([[name, text]]), defaultState);
      assert.deepEqual(attribute.notices, []);
      if (name === 'code') assert.equal(attribute.encodedCode, text);
      else assert.deepEqual(attribute.state, state);
    });
  }
});
