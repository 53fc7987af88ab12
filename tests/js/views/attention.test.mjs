// The attention chapter's derive, values, controls' parsing, state rule and
// export, against the engine (the built WebAssembly module) and NumPy (the
// exported code, run by /usr/bin/python3).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  cellReadout,
  derive,
  diagonalSpread,
  moveCell,
  shownWords,
  tokenId,
} from '../../../dist/lib/views/attention/derive.js';
import { parseSentence, shuffledOrder } from '../../../dist/lib/views/attention/controls.js';
import { attentionExport, attentionExportShape } from '../../../dist/lib/views/attention/export.js';
import frame from '../../../dist/lib/views/attention/frame.js';
import {
  attentionFlags,
  attentionValues,
  MEASURE_CHARS,
} from '../../../dist/lib/views/attention/values.js';
import { exportShape } from '../../../dist/lib/export/shape.js';
import { applyValues, defaultState } from '../../../dist/lib/views/state.js';
import { parseQuery, toQuery } from '../../../dist/lib/views/link.js';
import { api } from '../util.mjs';
import { runCode } from './npy-check.mjs';

const state = (changes = {}) => ({ ...defaultState, view: 'attention', ...changes });
const range = (n) => Array.from({ length: n }, (_, k) => k);

/** A seeded uniform in [0, 1) (mulberry32), so a shuffle test is repeatable. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('attention: token ids', () => {
  test('tokenId is FNV-1a (32 bits): the published vectors', () => {
    assert.equal(tokenId(''), 0x811c9dc5);
    assert.equal(tokenId('a'), 0xe40c292c);
    assert.equal(tokenId('foobar'), 0xbf9cf968);
  });

  test('ids are case-sensitive, as a tokenizer’s are', () => {
    assert.notEqual(tokenId('The'), tokenId('the'));
  });
});

describe('attention: derive', () => {
  test('the matrices are the engine’s for the sentence’s token ids and positions 0 .. N − 1', () => {
    const s = state();
    const model = derive(s, api);
    const direct = api.attentionTerms(s.attnWords.map(tokenId), range(6), 64, { base: 10000 });
    assert.equal(model.n, 6);
    for (const t of model.terms) assert.deepEqual(t.data, direct[t.key].data, t.key);
  });

  test('the default sentence’s repeated “the” (positions 0 and 4) has one embedding', () => {
    const { result } = derive(state(), api);
    const row = (m) => result.embeddings.data.subarray(m * 64, (m + 1) * 64);
    assert.deepEqual(row(0), row(4));
    assert.notDeepEqual(row(0), row(1));
  });

  test('identity projections: position-position changes along a diagonal by rounding only', () => {
    for (const attnDModel of [2, 8, 64, 256]) {
      const model = derive(state({ attnDModel }), api);
      assert.ok(model.diagonalSpread < 1e-12, `${attnDModel}: ${model.diagonalSpread}`);
    }
  });

  test('random projections: position-position is not a function of m − n (every seed, width and length tried)', () => {
    // What the chapter says whenever the projections are random and N >= 2.
    let smallest = Infinity;
    for (let seed = 0; seed < 25; seed++) {
      for (const attnDModel of [2, 8, 64]) {
        for (let n = 2; n <= 10; n++) {
          const words = range(n).map((k) => `w${k}`);
          const model = derive(
            state({
              attnWords: words,
              attnOrder: range(n),
              attnDModel,
              attnProjections: 'random',
              attnSeed: seed,
            }),
            api,
          );
          smallest = Math.min(smallest, model.diagonalSpread);
        }
      }
    }
    assert.ok(smallest > 1e-6, `smallest spread ${smallest}`);
  });

  test('reordering: the same word pair keeps its content-content value, each cell its position-position value', () => {
    for (const attnProjections of ['identity', 'random']) {
      const model = derive(state({ attnOrder: [5, 4, 3, 2, 1, 0], attnProjections }), api);
      assert.equal(model.moved.samePair, 0);
      assert.equal(model.moved.positionSameCell, 0);
      assert.ok(model.moved.sameCell > 0.1, `${model.moved.sameCell}`);
    }
  });

  test('as written, nothing is compared', () => {
    assert.equal(derive(state(), api).moved, undefined);
  });

  test('the words at each position follow the order', () => {
    assert.deepEqual(shownWords(state({ attnOrder: [1, 0, 2, 3, 4, 5] })), [
      'cat',
      'the',
      'sat',
      'on',
      'the',
      'mat',
    ]);
  });

  test('a diagonal spread is measured on every diagonal, corners included', () => {
    // Below the main diagonal: (1, 0) = 4 and (2, 1) = 9.
    const below = Float64Array.from([1, 2, 8, 4, 1, 2, 6, 9, 1]);
    assert.equal(diagonalSpread({ rows: 3, cols: 3, data: below }), 5);
    // Above it: (0, 1) = 2 and (1, 2) = −1.
    const above = Float64Array.from([1, 2, 8, 4, 1, -1, 6, 4, 1]);
    assert.equal(diagonalSpread({ rows: 3, cols: 3, data: above }), 3);
    // Single-cell corners never spread.
    assert.equal(
      diagonalSpread({ rows: 3, cols: 3, data: Float64Array.from([1, 2, 8, 4, 1, 2, 6, 4, 1]) }),
      0,
    );
  });

  test('the engine’s refusal reaches the view as an error naming the parameter', () => {
    assert.throws(() => derive(state({ base: 1 }), api), /base/);
  });
});

describe('attention: readout', () => {
  test('one cell: the four terms, their sum and the engine’s score, which it equals up to rounding', () => {
    const model = derive(state({ attnProjections: 'random', attnSeed: 7 }), api);
    const cell = { row: 3, col: 1 };
    const { values } = cellReadout(model, cell);
    assert.deepEqual(
      values.map((v) => v.key),
      ['contentContent', 'contentPosition', 'positionContent', 'positionPosition', 'sum', 'score'],
    );
    const at = 3 * 6 + 1;
    values.slice(0, 4).forEach((v) => assert.equal(v.value, model.result[v.key].data[at]));
    assert.equal(
      values[4].value,
      values[0].value + values[1].value + values[2].value + values[3].value,
    );
    assert.equal(values[5].value, model.result.score.data[at]);
    assert.ok(Math.abs(values[4].value - values[5].value) <= 1e-12);
  });

  test('the arrow keys move the cell and stop at the edges', () => {
    assert.deepEqual(moveCell({ row: 0, col: 0 }, 'ArrowUp', 4), { row: 0, col: 0 });
    assert.deepEqual(moveCell({ row: 0, col: 0 }, 'ArrowRight', 4), { row: 0, col: 1 });
    assert.deepEqual(moveCell({ row: 2, col: 1 }, 'End', 4), { row: 2, col: 3 });
    assert.equal(moveCell({ row: 0, col: 0 }, 'a', 4), undefined);
  });
});

describe('attention: the chapter’s values and the frame', () => {
  test('before the engine every measurement slot is blank and exactly as wide as any measurement', () => {
    const values = frame.values(state({ attnOrder: [1, 0, 2, 3, 4, 5] }), 800);
    for (const key of ['spread', 'samePair', 'sameCell', 'positionSameCell']) {
      assert.equal(values[key].text, '', key);
      assert.equal(values[key].chars, MEASURE_CHARS, key);
    }
  });

  test('with the engine’s model each measurement fills its slot exactly', () => {
    const s = state({ attnOrder: [1, 0, 2, 3, 4, 5], attnProjections: 'random' });
    const values = attentionValues(s, derive(s, api));
    for (const key of ['spread', 'samePair', 'sameCell', 'positionSameCell']) {
      assert.equal([...values[key].text].length, MEASURE_CHARS, `${key}: ${values[key].text}`);
    }
  });

  test('the frame’s flags are the view’s when nothing fails', () => {
    for (const s of [
      state(),
      state({ attnOrder: [1, 0, 2, 3, 4, 5], attnProjections: 'random' }),
      state({ attnWords: ['one'], attnOrder: [0] }),
    ]) {
      assert.deepEqual(frame.flags(s, 800), attentionFlags(s, true));
    }
  });

  test('the readout’s caption names the words at the cell and the offset', () => {
    const values = attentionValues(state(), undefined, { row: 1, col: 4 });
    assert.equal(values.queryWord, 'cat');
    assert.equal(values.keyWord, 'the');
    assert.equal(values.offset, '−3');
  });
});

describe('attention: controls', () => {
  test('a shuffle is a permutation other than the current order', () => {
    const random = seeded(1);
    for (let k = 0; k < 200; k++) {
      const current = [2, 0, 1, 3];
      const order = shuffledOrder(current, random);
      assert.deepEqual([...order].sort(), [0, 1, 2, 3]);
      assert.notDeepEqual(order, current);
    }
  });

  test('a sentence is 1 to 10 words separated by spaces', () => {
    assert.deepEqual(parseSentence('  the  dog ran '), { words: ['the', 'dog', 'ran'] });
    assert.match(parseSentence('   ').message, /1 to 10 words separated by spaces; got 0/);
    assert.match(parseSentence('a b c d e f g h i j k').message, /got 11/);
    assert.match(parseSentence('the d<og').message, /“d<og” is not a word/);
  });
});

describe('attention: state', () => {
  test('a link keeps every field of the chapter, in snake case', () => {
    const s = state({
      attnWords: ['a', 'b', 'c'],
      attnOrder: [2, 0, 1],
      attnDModel: 16,
      attnProjections: 'random',
      attnSeed: 42,
    });
    const query = toQuery(s);
    assert.equal(
      decodeURIComponent(query),
      'view=attention&attn_words=a,b,c&attn_order=2,0,1&attn_d_model=16&attn_projections=random&attn_seed=42',
    );
    const parsed = parseQuery(query);
    assert.deepEqual(parsed.notices, []);
    assert.deepEqual(parsed.state, s);
  });

  test('an order that is not a permutation of the words becomes the order as written, with a notice', () => {
    const { state: s, notices } = parseQuery('view=attention&attn_words=a,b,c&attn_order=0,0,1');
    assert.deepEqual(s.attnOrder, [0, 1, 2]);
    assert.ok(
      notices.some((n) => n.includes('attn_order')),
      notices.join('\n'),
    );
  });

  test('new words with the old order are refused by the rule, not shown in a wrong order', () => {
    const { state: s, notices } = applyValues({ attnWords: ['x', 'y'] }, state());
    assert.deepEqual(s.attnOrder, [0, 1]);
    assert.ok(
      notices.some((n) => n.includes('attnOrder')),
      notices.join('\n'),
    );
  });

  test('an odd d_model in a link becomes even, with a notice', () => {
    const { state: s, notices } = parseQuery('view=attention&attn_d_model=7');
    assert.equal(s.attnDModel, 8);
    assert.ok(notices.length > 0);
  });
});

describe('attention: export', () => {
  test('the export lists what the frame keeps room for', () => {
    const s = state();
    assert.deepEqual(exportShape(attentionExport(derive(s, api), s)), attentionExportShape());
    assert.deepEqual(frame.exportShape(s), attentionExportShape());
  });

  test('the heat maps carry the words on both axes and each term’s range', () => {
    const s = state({ attnOrder: [1, 0, 2, 3, 4, 5] });
    const data = attentionExport(derive(s, api), s);
    assert.deepEqual(data.figures[0].rowLabels, ['cat', 'the', 'sat', 'on', 'the', 'mat']);
    assert.equal(data.tables[0].rows.length, 36);
    assert.deepEqual(data.tables[0].rows[1].slice(0, 4), [0, 1, 'cat', 'the']);
  });

  for (const changes of [
    {},
    { attnProjections: 'random', attnSeed: 5, attnOrder: [3, 1, 0, 2, 4, 5] },
  ]) {
    const label = changes.attnProjections ?? 'identity';
    test(`the exported NumPy code recomputes the terms, embeddings and encodings (${label})`, () => {
      const s = state({ ...changes, attnDModel: 16, base: 100 });
      const data = attentionExport(derive(s, api), s);
      const out = runCode(
        data,
        `check("terms", terms, 1e-11)
check("embeddings", embeddings, 1e-14)
check("encodings", encodings, 1e-14)`,
      );
      // Its own line: the four terms add up to the score.
      assert.ok(Number(out[0]) < 1e-12, out.join('\n'));
    });
  }
});
