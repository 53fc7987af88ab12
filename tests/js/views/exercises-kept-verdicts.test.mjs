// The verdicts kept beside a learner's checked answers
// (views/exercises/kept-verdicts.ts): what the engine said is kept as JSON,
// read back exactly (typed arrays included), forgotten with null, and a kept
// value of any other shape (storage is the learner's to edit) is no verdict.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  checkDot,
  verifyEx1,
  verifyEx2,
  verifyEx3,
} from '../../../dist/lib/views/exercises/derive.js';
import {
  keepVerdict,
  keptVerdict,
  readEx1,
  readEx2,
  readEx3,
  readSelfMark,
  readVerdict,
  verdictKey,
} from '../../../dist/lib/views/exercises/kept-verdicts.js';
import { ProgressStore } from '../../../dist/lib/views/exercises/progress-storage.js';
import { api as pe } from '../util.mjs';

/** A store over a Map, and a second store reading the same record (the next visit). */
function stores() {
  const map = new Map();
  const kv = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => map.set(k, v),
    removeItem: (k) => map.delete(k),
  };
  return { now: new ProgressStore(kv, 'work'), next: () => new ProgressStore(kv, 'work'), kv };
}

test('a numeric verdict is read back on the next visit exactly as the engine gave it', () => {
  const { now, next } = stores();
  const verdict = checkDot(pe, 'yes');
  keepVerdict(now, 'numeric:dot', verdict);
  assert.deepEqual(keptVerdict(next(), 'numeric:dot', readVerdict), verdict);
});

test('each guided outcome is read back on the next visit, the rotation matrix as a Float64Array', () => {
  const { now, next } = stores();
  const outcomes = {
    ex1: [{ result: verifyEx1(pe, 50, 64), error: null }, readEx1],
    ex2: [{ result: verifyEx2(pe, 3, -7, 16), error: null }, readEx2],
    ex3: [{ result: verifyEx3(pe, 64, 2, 40, 'a'), error: null }, readEx3],
  };
  for (const [id, [outcome]] of Object.entries(outcomes)) keepVerdict(now, `guided:${id}`, outcome);
  const later = next();
  for (const [id, [outcome, read]] of Object.entries(outcomes)) {
    const kept = keptVerdict(later, `guided:${id}`, read);
    assert.deepEqual(kept, outcome, id);
  }
  assert.ok(keptVerdict(later, 'guided:ex2', readEx2).result.r instanceof Float64Array);
});

test('an error the engine gave is kept as the outcome', () => {
  const { now, next } = stores();
  keepVerdict(now, 'guided:ex1', {
    result: null,
    error: 'Keep max_len × d_model at most 1,000,000',
  });
  assert.deepEqual(keptVerdict(next(), 'guided:ex1', readEx1), {
    result: null,
    error: 'Keep max_len × d_model at most 1,000,000',
  });
});

test('null forgets a kept verdict', () => {
  const { now, next } = stores();
  keepVerdict(now, 'numeric:pe0', { ok: true, message: 'Correct' });
  keepVerdict(now, 'numeric:pe0', null);
  assert.equal(keptVerdict(next(), 'numeric:pe0', readVerdict), null);
  assert.equal(verdictKey('numeric:pe0') in next().work.answers, false);
});

test('a kept value of another shape, or not JSON, is no verdict', () => {
  const { now, next } = stores();
  const bad = {
    'numeric:pe0': '{"ok":"yes","message":"Correct"}',
    'numeric:longest': 'not json',
    'numeric:dot': '[true, "Correct"]',
    'guided:ex1': '{"result":{"unique":"50","min":-1,"max":1},"error":null}',
    'guided:ex2': '{"result":{"r":[1,0,0],"rows":[],"maxError":0},"error":null}',
    'guided:ex3': '{"result":{"wa":1,"wb":2,"faster":"c","correct":true},"error":null}',
  };
  for (const [id, text] of Object.entries(bad)) now.setAnswer(verdictKey(id), text);
  const later = next();
  for (const id of ['numeric:pe0', 'numeric:longest', 'numeric:dot']) {
    assert.equal(keptVerdict(later, id, readVerdict), null, id);
  }
  assert.equal(keptVerdict(later, 'guided:ex1', readEx1), null);
  assert.equal(keptVerdict(later, 'guided:ex2', readEx2), null);
  assert.equal(keptVerdict(later, 'guided:ex3', readEx3), null);
});

test('a kept rotation row with a non-finite or missing number is no verdict', () => {
  const row = { pos: 0, here: [0, 1], predicted: [0.1, 0.9], actual: [0.1, 0.9], error: 1e-17 };
  const ok = { result: { r: [1, 0, 0, 1], rows: [row], maxError: 1e-17 }, error: null };
  assert.notEqual(readEx2(ok), null);
  for (const broken of [
    { ...row, here: [0] },
    { ...row, error: null },
    { ...row, actual: [0, 'x'] },
  ]) {
    assert.equal(readEx2({ ...ok, result: { ...ok.result, rows: [broken] } }), null);
  }
});

test("a checkpoint's self-check mark is read back on the next visit", () => {
  const { now, next } = stores();
  keepVerdict(now, 'quiz:q3', { mark: 'had' });
  keepVerdict(now, 'quiz:q4', { mark: 'notYet' });
  const later = next();
  assert.equal(keptVerdict(later, 'quiz:q3', readSelfMark), 'had');
  assert.equal(keptVerdict(later, 'quiz:q4', readSelfMark), 'notYet');
  assert.equal(keptVerdict(later, 'quiz:q5', readSelfMark), null);
});

test('a kept self-check mark of any other shape is no mark', () => {
  for (const raw of [{ mark: 'yes' }, { mark: true }, 'had', ['had'], null, {}]) {
    assert.equal(readSelfMark(raw), null, JSON.stringify(raw));
  }
});
