// The page says how close the engine is to NumPy, and the quiz refers only
// to what is on the page: both statements are checked against what the
// tests and the registry really hold.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { quiz } from '../../dist/lib/content/exercises.js';
import { views } from '../../dist/lib/views/registry.js';
import { EPS, tolerance } from './util.mjs';

const page = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const text = (html) => html.replace(/<sup>(.*?)<\/sup>/g, '^$1').replace(/<[^>]+>/g, '');

test('the footer states the bound the NumPy reference tests use: 1e-15 + 4 × 2^−52 × |pos|', () => {
  const bound = page.match(/<span class="bound">(.*?)<\/span>/s);
  assert.ok(bound, 'the footer has a bound');
  const m = text(bound[1]).match(/^([\d.e+-]+) \+ (\d+) × 2\^([−-]\d+) × \|pos\|$/);
  assert.ok(m, `the bound reads "a + b × 2^c × |pos|": ${text(bound[1])}`);
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3].replace('−', '-'))];
  assert.equal(2 ** c, EPS);
  for (const pos of [0, 1, 87, 1e6]) {
    assert.equal(a + b * 2 ** c * pos, tolerance(pos), `pos ${pos}`);
  }
});

test('the footer’s example is that bound at its position, to two significant digits', () => {
  const m = page.match(/<span class="bound-example">([\d.e+-]+) at position (\d+)<\/span>/);
  assert.ok(m, 'the footer has an example');
  assert.equal(m[1], tolerance(Number(m[2])).toExponential(1));
});

test('the quiz names no course module and only views that exist on the page', () => {
  const titles = views.map((v) => v.title);
  const items = Object.entries(quiz.phrases).filter(([key]) => /^(question|answer) /.test(key));
  assert.equal(items.length, 12, 'six questions and their answers');
  for (const [key, text] of items) {
    assert.doesNotMatch(text, /\bmodule\s*\d+/i, key);
    for (const [, name] of text.matchAll(/the ([A-Z][\w ]*?) view/g)) {
      assert.ok(titles.includes(name), `${key} names "${name} view"; views: ${titles}`);
    }
  }
});
