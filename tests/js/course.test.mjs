// The course (dist/lib/course/*.js, built by `npm run build:lib`): the
// registry's views as numbered chapters in parts, the state's default view
// named apart from that order with `view=` in every link, and the course
// record kept in a fake localStorage that can be missing, full or corrupt.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';

import {
  chapterOf,
  chapters,
  chaptersByPart,
  courseStart,
  neighbours,
  parts,
} from '../../dist/lib/course/chapters.js';
import {
  COURSE_VERSION,
  CourseProgress,
  MAX_COURSE_RECORD,
  chapterStatus,
  courseKey,
  parseCourse,
  serialiseCourse,
} from '../../dist/lib/course/progress.js';
import { RESULT_ITEMS } from '../../dist/lib/views/exercises/progress-summary.js';
import { views } from '../../dist/lib/views/registry.js';
import { DEFAULT_VIEW, defaultState, inEveryLink } from '../../dist/lib/views/state.js';
import {
  encodeCode,
  parseQuery,
  toLinkQuery,
  toQuery,
  withPackedCode,
} from '../../dist/lib/views/link.js';

describe('chapters', () => {
  test('Part I is the beginner-first order, then Part II, the atlas of schemes', () => {
    const ids = (part) => chapters.filter((c) => c.part.part === part).map((c) => c.id);
    // The learner's order (issue 20), with how position enters attention
    // right after relative position.
    assert.deepEqual(ids('course'), [
      'order',
      'worked',
      'heatmap',
      'frequencies',
      'relative',
      'attention',
      'pitfalls',
      'comparison',
      'exercises',
    ]);
    assert.deepEqual(ids('atlas'), [
      'atlas',
      'shaw',
      't5',
      'alibi',
      'rope-scaling',
      'drope',
      'precision',
      'transformer-xl',
      'nope',
      'lab',
    ]);
    assert.deepEqual(ids('appendix'), ['glossary']);
  });

  test('every registry view is one chapter, in the registry order', () => {
    assert.deepEqual(
      chapters.map((c) => c.id),
      views.map((v) => v.id),
    );
    chapters.forEach((chapter, index) => assert.equal(chapter.index, index));
  });

  test('the parts come in order, each in one run (no part interrupted by another)', () => {
    const order = parts.map((p) => p.part);
    const seen = chapters.map((c) => order.indexOf(c.part.part));
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a - b),
    );
    assert.ok(seen.every((k) => k >= 0));
  });

  test('Part I is numbered 1, 2, ...; Part II A1, A2, ... on its own; labels read "3. Heat map"', () => {
    const course = chapters.filter((c) => c.part.part === 'course');
    const atlas = chapters.filter((c) => c.part.part === 'atlas');
    assert.deepEqual(
      course.map((c) => c.number),
      course.map((_, k) => String(k + 1)),
    );
    assert.deepEqual(
      atlas.map((c) => c.number),
      atlas.map((_, k) => `A${k + 1}`),
    );
    assert.equal(chapterOf('heatmap').label, `${chapterOf('heatmap').number}. Heat map`);
    assert.equal(chapterOf('atlas').label, 'A1. Atlas');
    assert.equal(chapterOf('order').label, '1. Word order');
  });

  test('Previous and Next are the neighbours in the course order, none at either end', () => {
    assert.equal(neighbours(chapters[0].id).previous, undefined);
    assert.equal(neighbours(chapters.at(-1).id).next, undefined);
    for (let k = 1; k < chapters.length; k++) {
      assert.equal(neighbours(chapters[k].id).previous, chapters[k - 1]);
      assert.equal(neighbours(chapters[k - 1].id).next, chapters[k]);
    }
  });

  test('the contents groups the chapters by part, every chapter once', () => {
    const groups = chaptersByPart();
    assert.deepEqual(
      groups.flatMap((g) => g.chapters),
      [...chapters],
    );
    assert.equal(groups[1].part.title, 'Further reading: the atlas of schemes');
  });

  test('the course starts at chapter 1, word order', () => {
    assert.equal(courseStart, 'order');
  });
});

describe('the default view and links', () => {
  test('the default view is the heat map, named apart from the registry order', () => {
    assert.equal(DEFAULT_VIEW, 'heatmap');
    assert.equal(defaultState.view, 'heatmap');
    assert.notEqual(views[0].id, 'heatmap');
  });

  test('a link without view= (every link written before) still means the heat map', () => {
    assert.equal(parseQuery('').state.view, 'heatmap');
    assert.equal(parseQuery('seq_len=20&d_model=8').state.view, 'heatmap');
    assert.equal(parseQuery('view=nonsense').state.view, 'heatmap');
  });

  test('every link names its view, even the default one; other defaults stay out', () => {
    assert.equal(toQuery(defaultState), 'view=heatmap');
    assert.equal(toQuery({ ...defaultState, seqLen: 20 }), 'view=heatmap&seq_len=20');
    assert.equal(toQuery({ ...defaultState, view: 'order' }), 'view=order');
    assert.deepEqual(
      Object.entries(inEveryLink)
        .filter(([, always]) => always)
        .map(([name]) => name),
      ['view'],
    );
  });

  test('a link packed once (withPackedCode) is the link toLinkQuery writes', async () => {
    // A short code, and one no compression makes fit (a link leaves it out).
    const noise = String.fromCharCode(...randomBytes(15_000).map((b) => 33 + (b % 90)));
    for (const code of ['pe = 1', noise]) {
      const state = { ...defaultState, view: 'exercises', seqLen: 7, code };
      const full = await toLinkQuery(state);
      assert.deepEqual(withPackedCode(state, await encodeCode(code)), full);
      assert.equal(full.query.includes('code='), code === 'pe = 1');
    }
  });
});

/** A Map-backed store; `full` makes setItem throw, `broken` every call. */
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
      if (broken) throw new DOMException('denied', 'SecurityError');
      map.delete(key);
    },
  };
}

let n = 0;
const freshKey = () => courseKey(`/course-test-${++n}.html`);

describe('the course record', () => {
  test('the key names the page path', () => {
    assert.equal(
      courseKey('/lesson/'),
      `positional-encoding-widget:course:v${COURSE_VERSION}:/lesson/`,
    );
  });

  test('visits and completions written by one store are read back by the next', () => {
    const store = fakeStore();
    const key = freshKey();
    const first = new CourseProgress(store, key);
    assert.equal(first.visit('order'), true);
    assert.equal(first.visit('order'), false);
    assert.equal(first.complete('order'), true);
    assert.equal(first.complete('worked'), true);
    assert.deepEqual(new CourseProgress(store, key).read(), {
      visited: ['order', 'worked'],
      completed: ['order', 'worked'],
    });
    assert.deepEqual(JSON.parse(store.map.get(key)).version, COURSE_VERSION);
  });

  test('a corrupt, foreign or oversized record reads as an empty one', () => {
    const empty = { visited: [], completed: [] };
    for (const text of [
      '{"version":1,"visited":[',
      'null',
      '[]',
      '"order"',
      JSON.stringify({ version: 2, visited: ['order'], completed: [] }),
      JSON.stringify({ version: 1, visited: 'order', completed: {} }),
      `{"version":1,"visited":["order"],"x":"${'a'.repeat(MAX_COURSE_RECORD)}"}`,
    ]) {
      assert.deepEqual(parseCourse(text), empty, text.slice(0, 40));
    }
  });

  test('unknown and repeated chapter ids are dropped', () => {
    const record = parseCourse(
      JSON.stringify({
        version: 1,
        visited: ['order', 'nope', 'order', 'no-such-view', 7, '__proto__'],
        completed: ['worked'],
      }),
    );
    assert.deepEqual(record, { visited: ['order', 'nope'], completed: ['worked'] });
    assert.equal(serialiseCourse(record), JSON.stringify({ version: 1, ...record }));
  });

  test('full storage keeps the marks for the page instead', () => {
    const store = fakeStore({ full: true });
    const key = freshKey();
    const progress = new CourseProgress(store, key);
    assert.equal(progress.complete('heatmap'), true);
    assert.equal(store.map.size, 0);
    assert.deepEqual(new CourseProgress(store, key).read().completed, ['heatmap']);
  });

  test('storage that refuses every call (or none at all) never throws', () => {
    for (const store of [fakeStore({ broken: true }), null]) {
      const key = freshKey();
      const progress = new CourseProgress(store, key);
      assert.deepEqual(progress.read(), { visited: [], completed: [] });
      progress.visit('t5');
      assert.deepEqual(progress.read().visited, ['t5']);
      progress.clear();
      assert.deepEqual(progress.read(), { visited: [], completed: [] });
    }
  });

  test('forgetting clears storage and the page copy', () => {
    const store = fakeStore();
    const key = freshKey();
    const progress = new CourseProgress(store, key);
    progress.complete('order');
    progress.clear();
    assert.equal(store.map.has(key), false);
    assert.deepEqual(new CourseProgress(store, key).read(), { visited: [], completed: [] });
  });
});

describe('the marks', () => {
  const record = { visited: ['order', 'worked', 'exercises'], completed: ['order', 'exercises'] };
  const all = Object.fromEntries(
    RESULT_ITEMS.map((item) => [
      item.id,
      { kind: item.kind, id: item.id, correct: null, summary: 'done' },
    ]),
  );

  test('a chapter is completed by Next, visited by a visit, else not yet', () => {
    assert.equal(chapterStatus('order', record, {}), 'completed');
    assert.equal(chapterStatus('worked', record, {}), 'visited');
    assert.equal(chapterStatus('heatmap', record, {}), 'new');
  });

  test('the exercises are completed when every item has a result, not by Next', () => {
    assert.equal(chapterStatus('exercises', record, {}), 'visited');
    const allButOne = { ...all };
    delete allButOne[RESULT_ITEMS.at(-1).id];
    assert.equal(chapterStatus('exercises', record, allButOne), 'visited');
    assert.equal(chapterStatus('exercises', record, all), 'completed');
    assert.equal(chapterStatus('exercises', { visited: [], completed: [] }, all), 'completed');
  });
});
