// The exercises view's results as kept and reported: the coding exercise
// with every shape checked, the numeric questions, predictions and the
// guided exercises (views/exercises/progress.ts), from real engine verdicts.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { judgeOutcomes } from '../../../dist/lib/views/exercises/sandbox/checker.js';
import {
  EX2_EXACT,
  checkPe0,
  verifyEx1,
  verifyEx2,
  verifyEx3,
} from '../../../dist/lib/views/exercises/derive.js';
import {
  ex1Result,
  ex2Result,
  ex3Result,
  exerciseResult,
  predictionResult,
  quizResult,
  readInputs,
  selfCheckResult,
} from '../../../dist/lib/views/exercises/progress.js';
import {
  RESULT_ITEMS,
  isResultItem,
  resultsText,
} from '../../../dist/lib/views/exercises/progress-summary.js';
import { api as pe } from '../util.mjs';

const outcome = (s, d, options) => ({
  seqLen: s,
  dModel: d,
  data: pe.positionalEncoding(s, d, options).data,
});

test('a passing run is a right exercise listing every shape checked', () => {
  const verdict = judgeOutcomes(pe, [outcome(3, 4), outcome(7, 2)]);
  assert.deepEqual(exerciseResult(verdict), {
    kind: 'exercise',
    id: 'code',
    correct: true,
    summary: 'passed: all 2 shapes match the engine within 1e-9: (3, 4), (7, 2).',
  });
});

test('a failing run names the failing shapes, their errors and the recognised mistake', () => {
  const verdict = judgeOutcomes(pe, [
    outcome(3, 4, { variant: 'swapped' }),
    outcome(7, 2, { variant: 'swapped' }),
  ]);
  const r = exerciseResult(verdict);
  assert.equal(r.correct, false);
  assert.match(
    r.summary,
    /^not yet: 2 of 2 shapes differ \(\(3, 4\) max \|error\| [0-9.]+, \(7, 2\)/,
  );
  assert.match(
    r.summary,
    /shapes checked: \(3, 4\), \(7, 2\)\. Recognised: Sine and cosine swapped\.$/,
  );
});

test('a numeric answer keeps the text and the engine’s verdict', () => {
  assert.deepEqual(quizResult('pe0', '0 1 0 1 0 1 0 1', checkPe0(pe, '0 1 0 1 0 1 0 1')), {
    kind: 'quiz',
    id: 'pe0',
    correct: true,
    summary: 'answered "0 1 0 1 0 1 0 1": right.',
  });
  assert.equal(quizResult('pe0', '1', checkPe0(pe, '1')).correct, false);
});

test('a checkpoint prediction quotes the written answer and is not graded', () => {
  assert.deepEqual(predictionResult('q1', 'sin and cos'), {
    kind: 'prediction',
    id: 'q1',
    correct: null,
    summary: 'wrote "sin and cos", then revealed the answer.',
  });
  assert.match(predictionResult('q1', ' ').summary, /without a written answer/);
});

test('a checkpoint marked "I had it" is correct: true, as the learner’s own mark', () => {
  const item = selfCheckResult('q1', 'sin and cos', 'had');
  assert.deepEqual(item, {
    kind: 'prediction',
    id: 'q1',
    correct: true,
    summary:
      'wrote "sin and cos", revealed the answer and marked it "I had it" (the learner\'s own mark).',
  });
  assert.ok(isResultItem(item));
});

test('a checkpoint marked "Not yet" is correct: false, still the same shape of item', () => {
  const item = selfCheckResult('challenge', ' ', 'notYet');
  assert.equal(item.correct, false);
  assert.equal(
    item.summary,
    'revealed the answer without a written answer and marked it "Not yet" (the learner\'s own mark).',
  );
  assert.deepEqual(Object.keys(item), ['kind', 'id', 'correct', 'summary']);
});

test('the summary counts the learner’s own marks apart from the engine’s checks', () => {
  const results = {
    q1: selfCheckResult('q1', 'a', 'had'),
    q2: selfCheckResult('q2', 'b', 'notYet'),
    q3: predictionResult('q3', 'c'),
    pe0: quizResult('pe0', '0 1 0 1 0 1 0 1', checkPe0(pe, '0 1 0 1 0 1 0 1')),
    ex3: ex3Result(40, 41, 64, 'a', verifyEx3(pe, 64, 40, 41, 'a')),
  };
  const lines = resultsText(results, '/').split('\n');
  assert.equal(
    lines[2],
    `Checked by the engine: 1 of 2 right; your own marks: 1 of 2 "I had it"; 5 of ${RESULT_ITEMS.length} items done.`,
  );
  assert.ok(lines.includes('[I had it] Checkpoint question 1: ' + results.q1.summary));
  assert.ok(lines.includes('[not yet] Checkpoint question 2: ' + results.q2.summary));
  assert.ok(lines.includes('[answered] Checkpoint question 3: ' + results.q3.summary));
  assert.ok(lines.some((l) => l.startsWith('[wrong] Exercise 3')));
});

test('without any mark the summary line says nothing of own marks', () => {
  const text = resultsText({ q1: predictionResult('q1', 'a') }, '/');
  assert.match(text, /Checked by the engine: 0 of 0 right; 1 of \d+ items done\./);
});

test('exercise 1: the prediction is right when it matches the distinct rows the engine counts', () => {
  const r = verifyEx1(pe, 50, 64);
  assert.equal(ex1Result(50, 64, 'yes', r).correct, true);
  assert.equal(ex1Result(50, 64, 'no', r).correct, false);
  assert.equal(ex1Result(50, 64, null, r).correct, null);
  assert.match(ex1Result(50, 64, 'yes', r).summary, /50 of 50 rows distinct at d_model = 64/);
});

test('exercise 2 holds (right) within its exactness bound; exercise 3 follows the pick', () => {
  assert.equal(ex2Result(1, 5, 64, verifyEx2(pe, 1, 5, 64), EX2_EXACT).correct, true);
  assert.equal(ex3Result(2, 40, 64, 'a', verifyEx3(pe, 64, 2, 40, 'a')).correct, true);
  assert.equal(ex3Result(2, 40, 64, 'b', verifyEx3(pe, 64, 2, 40, 'b')).correct, false);
});

test('exercise 3 picked "Same rate" says so in the summary', () => {
  const item = ex3Result(40, 41, 64, 'same', verifyEx3(pe, 64, 40, 41, 'same'));
  assert.equal(item.correct, true);
  assert.match(item.summary, /dimensions 40 and 41: picked the same rate, right\./);
});

test('kept guided inputs are read back field by field; anything malformed keeps the default', () => {
  const defaults = { d: 64, maxLen: 50, predict: null };
  assert.deepEqual(readInputs('{"d":8,"maxLen":"x","predict":"yes"}', defaults), {
    d: 8,
    maxLen: 50,
    predict: 'yes',
  });
  assert.deepEqual(readInputs('{', defaults), defaults);
  assert.deepEqual(readInputs(undefined, defaults), defaults);
  assert.deepEqual(readInputs('{"d":null}', defaults), defaults);
});
