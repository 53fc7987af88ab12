// The learner's work kept in the browser (progress/storage.ts) and the
// results summary an instructor collects (progress/summary.ts), with a fake
// localStorage that can be missing, full or hold corrupt data.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  MAX_RECORD_LENGTH,
  MAX_TEXT,
  ProgressStore,
  WORK_VERSION,
  browserStore,
  parseWork,
  progressKey,
  readRecord,
  readWork,
  serialiseWork,
} from '../../dist/lib/views/exercises/progress-storage.js';
import {
  RESULT_ITEMS,
  orderedResults,
  quote,
  resultsText,
} from '../../dist/lib/views/exercises/progress-summary.js';

/** A Map-backed store; `full` makes setItem throw like a full localStorage. */
function fakeStore({ full = false, broken = false } = {}) {
  const map = new Map();
  return {
    map,
    getItem(key) {
      if (broken) throw new DOMException('denied', 'SecurityError');
      return map.has(key) ? map.get(key) : null;
    },
    setItem(key, value) {
      if (broken) throw new DOMException('denied', 'SecurityError');
      if (full) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, String(value));
    },
    removeItem(key) {
      map.delete(key);
    },
  };
}

let n = 0;
const freshKey = () => progressKey(`/test-${++n}.html`, 'exercises');
const item = (id, correct, kind = 'quiz') => ({ kind, id, correct, summary: `${id} done` });

describe('storage', () => {
  test('the key names the page path and the view', () => {
    assert.equal(
      progressKey('/lesson/index.html', 'exercises'),
      `positional-encoding-widget:work:v${WORK_VERSION}:/lesson/index.html:exercises`,
    );
    assert.notEqual(progressKey('/a', 'exercises'), progressKey('/b', 'exercises'));
  });

  test('answers, code and results written by one store are read back by the next', () => {
    const store = fakeStore();
    const key = freshKey();
    const a = new ProgressStore(store, key);
    a.setAnswer('quiz:q1', 'rows differ');
    a.update((w) => {
      w.code = 'function positionalEncoding() {}';
      w.revealed.push('q1');
    });
    a.record(item('pe0', true));
    assert.ok(store.map.has(key));
    const b = new ProgressStore(store, key).work;
    assert.equal(b.answers['quiz:q1'], 'rows differ');
    assert.equal(b.code, 'function positionalEncoding() {}');
    assert.deepEqual(b.revealed, ['q1']);
    assert.deepEqual(b.results.pe0, item('pe0', true));
  });

  test('clear removes the record from storage and empties the work', () => {
    const store = fakeStore();
    const key = freshKey();
    const a = new ProgressStore(store, key);
    a.setAnswer('quiz:q1', 'x');
    a.clear();
    assert.equal(store.map.has(key), false);
    assert.deepEqual(a.work.answers, {});
    assert.deepEqual(new ProgressStore(store, key).work.answers, {});
  });

  test('a full storage (QuotaExceededError) keeps the work in memory and says so', () => {
    const store = fakeStore({ full: true });
    const key = freshKey();
    const a = new ProgressStore(store, key);
    assert.doesNotThrow(() => a.setAnswer('quiz:q1', 'kept'));
    assert.equal(a.problem, 'full');
    assert.equal(new ProgressStore(store, key).work.answers['quiz:q1'], 'kept');
  });

  test('disabled storage (getItem and setItem throw) never throws and keeps work in memory', () => {
    const store = fakeStore({ broken: true });
    const key = freshKey();
    const a = new ProgressStore(store, key);
    assert.doesNotThrow(() => a.record(item('dot', false)));
    assert.equal(parseWork(readWork(store, key)).results.dot.correct, false);
  });

  test('no storage at all: the store works in memory and reports it as unavailable', () => {
    const a = new ProgressStore(null, freshKey());
    a.setAnswer('numeric:pe0', '0, 1');
    assert.equal(a.problem, 'unavailable');
    assert.equal(a.work.answers['numeric:pe0'], '0, 1');
  });

  test('browserStore is null where there is no localStorage (Node)', () => {
    assert.equal(browserStore(), null);
  });

  test('corrupt data gives empty work: not JSON, another version, wrong types', () => {
    for (const text of ['{', 'null', '[]', '42', JSON.stringify({ version: 99, code: 'x' })]) {
      assert.deepEqual(
        parseWork(text),
        { code: null, answers: {}, revealed: [], results: {} },
        text,
      );
    }
    const mixed = parseWork(
      JSON.stringify({
        version: WORK_VERSION,
        code: 7,
        answers: { good: 'yes', bad: 3 },
        revealed: ['q1', 2, 'q1'],
        results: { pe0: item('pe0', true), dot: { kind: 'hack', id: 'dot' }, x: item('y', true) },
      }),
    );
    assert.equal(mixed.code, null);
    assert.deepEqual(mixed.answers, { good: 'yes' });
    assert.deepEqual(mixed.revealed, ['q1']);
    assert.deepEqual(Object.keys(mixed.results), ['pe0']);
  });

  test('texts longer than MAX_TEXT are cut when kept and when read', () => {
    const a = new ProgressStore(fakeStore(), freshKey());
    a.setAnswer('quiz:q1', 'x'.repeat(MAX_TEXT + 10));
    assert.equal(a.work.answers['quiz:q1'].length, MAX_TEXT);
    const read = parseWork(serialiseWork({ ...a.work, code: 'y'.repeat(MAX_TEXT + 1) }));
    assert.equal(read.code.length, MAX_TEXT);
  });

  test('a stored record longer than MAX_RECORD_LENGTH is refused by its length, unparsed', () => {
    const store = fakeStore();
    const key = freshKey();
    const huge = `{"version":${WORK_VERSION},"code":"${'x'.repeat(4_000_000)}"}`;
    store.map.set(key, huge);
    const parsed = [];
    const parse = JSON.parse;
    JSON.parse = (text, ...rest) => {
      parsed.push(text.length);
      return parse(text, ...rest);
    };
    let progress;
    try {
      progress = new ProgressStore(store, key);
    } finally {
      JSON.parse = parse;
    }
    assert.deepEqual(parsed, []);
    assert.equal(progress.work.code, null);
    assert.equal(progress.refusedLength, huge.length);
    assert.equal(readRecord(store, key).refusedLength, huge.length);
  });

  test('a record of MAX_RECORD_LENGTH is still read', () => {
    const store = fakeStore();
    const key = freshKey();
    const head = `{"version":${WORK_VERSION},"code":"`;
    const text = `${head}${'x'.repeat(MAX_RECORD_LENGTH - head.length - 2)}"}`;
    assert.equal(text.length, MAX_RECORD_LENGTH);
    store.map.set(key, text);
    const progress = new ProgressStore(store, key);
    assert.equal(progress.refusedLength, null);
    assert.equal(progress.work.code.length, MAX_TEXT);
  });

  test('work larger than MAX_RECORD_LENGTH is kept in memory, never written, and says so', () => {
    const store = fakeStore();
    const key = freshKey();
    const progress = new ProgressStore(store, key);
    for (let k = 0; k < 11; k++) progress.setAnswer(`quiz:big${k}`, 'z'.repeat(MAX_TEXT));
    assert.equal(progress.problem, 'large');
    const stored = store.map.get(key);
    assert.ok(stored.length <= MAX_RECORD_LENGTH, `${stored.length} characters written`);
    assert.ok(!stored.includes('quiz:big10'), 'the last answer was not written');
    // The same page reads its own work back from memory, whatever its size.
    const again = new ProgressStore(store, key);
    assert.equal(again.work.answers['quiz:big10'].length, MAX_TEXT);
    assert.equal(again.refusedLength, null);
  });
});

describe('summary', () => {
  test('the text names the page, counts right answers and lists every item in page order', () => {
    const text = resultsText(
      {
        dot: item('dot', false),
        pe0: item('pe0', true),
        q1: item('q1', null, 'prediction'),
        code: item('code', true, 'exercise'),
      },
      '/index.html',
    );
    const lines = text.trimEnd().split('\n');
    assert.equal(lines[1], 'Page: /index.html');
    assert.equal(
      lines[2],
      `Checked by the engine: 2 of 3 right; 4 of ${RESULT_ITEMS.length} items done.`,
    );
    assert.deepEqual(lines.slice(4), [
      '[right] Coding exercise: positionalEncoding: code done',
      '[answered] Checkpoint question 1: q1 done',
      '[not done] Checkpoint question 2',
      '[not done] Checkpoint question 3',
      '[not done] Checkpoint question 4',
      '[not done] Checkpoint question 5',
      '[not done] Independent challenge',
      '[right] PE(0) at d_model = 8: pe0 done',
      '[not done] Pair with the longest wavelength at d_model = 512',
      '[wrong] Is PE5·PE8 equal to PE10·PE13 at d_model = 512?: dot done',
      '[not done] Exercise 1: are all rows distinct?',
      '[not done] Exercise 2: the rotation at another pair and offset',
      '[not done] Exercise 3: which dimension oscillates faster?',
    ]);
  });

  test('results are ordered as on the page, whatever order they were completed in', () => {
    const ordered = orderedResults({ ex3: item('ex3', true), code: item('code', false) });
    assert.deepEqual(
      ordered.map((r) => r.id),
      ['code', 'ex3'],
    );
  });

  test('a quoted answer is one line, cut with an ellipsis', () => {
    assert.equal(quote('a\n  b'), '"a b"');
    assert.equal(quote('abcdef', 4), '"abc…"');
  });
});
