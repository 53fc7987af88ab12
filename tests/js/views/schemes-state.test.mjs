// The scheme views' state fields (shawK, t5Buckets, t5MaxDistance,
// t5Bidirectional, alibiHeads, alibiHead): defaults, URL round trip,
// attributes and bad values.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { applyValues, defaultState } from '../../../dist/lib/views/state.js';
import { parseAttributeTexts } from '../../../dist/lib/views/state.js';
import { parseQuery, toQuery } from '../../../dist/lib/views/link.js';

test('defaults: k 4, T5 bidirectional 32 buckets up to 128, ALiBi 8 heads showing head 0', () => {
  assert.equal(defaultState.shawK, 4);
  assert.equal(defaultState.t5Buckets, 32);
  assert.equal(defaultState.t5MaxDistance, 128);
  assert.equal(defaultState.t5Bidirectional, true);
  assert.equal(defaultState.alibiHeads, 8);
  assert.equal(defaultState.alibiHead, 0);
});

test('the defaults are left out of links', () => {
  assert.equal(toQuery({ ...defaultState, view: 'shaw' }), 'view=shaw');
});

test('a link keeps every scheme field', () => {
  const state = {
    ...defaultState,
    view: 't5',
    shawK: 2,
    t5Buckets: 16,
    t5MaxDistance: 64,
    t5Bidirectional: false,
    alibiHeads: 12,
    alibiHead: 9,
  };
  const query = toQuery(state);
  assert.equal(
    query,
    'view=t5&shaw_k=2&t5_buckets=16&t5_max_distance=64&t5_bidirectional=false&alibi_heads=12&alibi_head=9',
  );
  const parsed = parseQuery(query);
  assert.deepEqual(parsed.notices, []);
  assert.deepEqual(parsed.state, state);
});

test('attributes use kebab case: t5-bidirectional="false", alibi-heads="20"', () => {
  const texts = new Map([
    ['t5Bidirectional', 'false'],
    ['alibiHeads', '20'],
  ]);
  const { state, notices } = parseAttributeTexts(texts, defaultState);
  assert.deepEqual(notices, []);
  assert.equal(state.t5Bidirectional, false);
  assert.equal(state.alibiHeads, 20);
});

test('t5_bidirectional=maybe keeps the default with a notice', () => {
  const { state, notices } = parseQuery('t5_bidirectional=maybe');
  assert.equal(state.t5Bidirectional, true);
  assert.match(notices[0], /t5_bidirectional="maybe" is not true or false/);
});

test('script values: a non-boolean direction is refused, heads beyond 128 are clamped', () => {
  const { state, notices } = applyValues({ t5Bidirectional: 'no', alibiHeads: 500 }, defaultState);
  assert.equal(state.t5Bidirectional, true);
  assert.equal(state.alibiHeads, 128);
  assert.equal(notices.length, 2);
});
