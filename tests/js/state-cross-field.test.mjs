// Fields that constrain each other (state/reconcile.ts): T5's buckets,
// direction and maxDistance, ALiBi's head and head count, the precision
// view's rows and d_model. Whatever a link, an attribute or setState gives,
// the state the views get is one the engine takes, and every adjustment is a
// notice naming the fields in the caller's vocabulary.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { applyValues, defaultState, reconcile } from '../../dist/lib/views/state.js';
import { parseAttributeTexts } from '../../dist/lib/views/state.js';
import { parseQuery } from '../../dist/lib/views/link.js';
import { api } from './util.mjs';

const t5Options = (state) => ({
  bidirectional: state.t5Bidirectional,
  numBuckets: state.t5Buckets,
  maxDistance: state.t5MaxDistance,
});

test('t5_buckets=2 (bidirectional) becomes 4 with a notice naming the field and the least value', () => {
  const { state, notices } = parseQuery('view=t5&t5_buckets=2');
  assert.equal(state.t5Buckets, 4);
  assert.deepEqual(notices, [
    't5_buckets=2 is below 4, the fewest buckets when t5_bidirectional=true; using 4.',
  ]);
});

test('t5_buckets=2 stays 2 when causal', () => {
  const { state, notices } = parseQuery('view=t5&t5_buckets=2&t5_bidirectional=false');
  assert.equal(state.t5Buckets, 2);
  assert.deepEqual(notices, []);
});

test('t5_max_distance=1 becomes maxExact + 1 (9 for 32 bidirectional buckets) with a notice', () => {
  const { state, notices } = parseQuery('view=t5&t5_max_distance=1');
  assert.equal(state.t5MaxDistance, 9);
  assert.deepEqual(notices, [
    't5_max_distance=1 must be above maxExact = 8 (32 buckets, t5_bidirectional=true); using 9.',
  ]);
});

test('1024 buckets lift maxDistance 128 to 257', () => {
  const { state, notices } = applyValues({ t5Buckets: 1024 }, defaultState);
  assert.equal(state.t5MaxDistance, 257);
  assert.match(notices[0], /^t5MaxDistance=128 must be above maxExact = 256/);
});

test('setState and attributes name the T5 fields in their own vocabulary', () => {
  const script = applyValues({ t5Buckets: 3 }, defaultState).notices;
  assert.match(script[0], /^t5Buckets=3 is below 4, the fewest buckets when t5Bidirectional=true/);
  const attribute = parseAttributeTexts(new Map([['t5Buckets', '3']]), defaultState).notices;
  assert.match(
    attribute[0],
    /^t5-buckets=3 is below 4, the fewest buckets when t5-bidirectional=true/,
  );
});

test('switching to bidirectional with 2 buckets lifts them to 4', () => {
  const causal = { ...defaultState, t5Bidirectional: false, t5Buckets: 2, t5MaxDistance: 2 };
  const { state, notices } = applyValues({ t5Bidirectional: true }, causal);
  assert.equal(state.t5Buckets, 4);
  assert.equal(state.t5MaxDistance, 2);
  assert.equal(notices.length, 1);
});

test('every T5 combination a link can give is one the engine takes', () => {
  for (const buckets of [-5, 0, 1, 2, 3, 4, 5, 31, 32, 1023, 1024, 5000]) {
    for (const distance of [-1, 0, 1, 2, 8, 9, 128, 256, 257, 2e6]) {
      for (const bidirectional of [true, false]) {
        const query = `t5_buckets=${buckets}&t5_max_distance=${distance}&t5_bidirectional=${bidirectional}`;
        const { state } = parseQuery(query);
        assert.doesNotThrow(() => api.t5BucketMatrix(4, t5Options(state)), query);
      }
    }
  }
});

test('alibi_head=10 with alibi_heads=4 becomes head 3 with a notice', () => {
  const { state, notices } = parseQuery('view=alibi&alibi_heads=4&alibi_head=10');
  assert.equal(state.alibiHead, 3);
  assert.deepEqual(notices, ['alibi_head=10 needs alibi_heads > 10; using 3.']);
});

test('fewer ALiBi heads than the head shown move the head to the last one', () => {
  const { state, notices } = applyValues({ alibiHeads: 2 }, { ...defaultState, alibiHead: 6 });
  assert.equal(state.alibiHead, 1);
  assert.deepEqual(notices, ['alibiHead=6 needs alibiHeads > 6; using 1.']);
});

test('the precision view keeps precision_len × d_model within the engine’s limit, with a notice', () => {
  const { state, notices } = parseQuery('view=precision&d_model=8192');
  assert.equal(state.precisionLen, 512);
  assert.deepEqual(notices, [
    'precision_len=3000 with d_model=8192 is 24576000 values, more than the 4194304 the engine computes at once; using 512.',
  ]);
  assert.doesNotThrow(() =>
    api.precisionStats(state.precisionLen, state.dModel, { precision: 'float32' }),
  );
});

test('another view leaves precision_len alone at a large d_model', () => {
  const { state, notices } = parseQuery('view=heatmap&d_model=8192');
  assert.equal(state.precisionLen, defaultState.precisionLen);
  assert.deepEqual(notices, []);
});

test('opening the precision view at a large d_model fits its rows then', () => {
  const wide = { ...defaultState, dModel: 2048 };
  const { state, notices } = applyValues({ view: 'precision' }, wide);
  assert.equal(state.precisionLen, 2048);
  assert.match(notices[0], /^precisionLen=3000 with dModel=2048 is 6144000 values/);
});

test('a consistent state passes reconcile unchanged and with no notice', () => {
  const notices = [];
  const state = structuredClone({ ...defaultState, view: 'precision' });
  reconcile(state, notices);
  assert.deepEqual(state, { ...defaultState, view: 'precision' });
  assert.deepEqual(notices, []);
});
