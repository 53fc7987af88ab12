// The word-order lesson's derive and edit modules, against the NumPy
// reference (tests/reference/generate.py: the seeds' "The cat sat" example)
// and a direct softmax. Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  attentionInput,
  deriveOrder,
  differenceText,
  euclidean,
  sentenceText,
} from '../../../dist/lib/views/order/derive.js';
import {
  addWord,
  moveWord,
  removeWord,
  renameWord,
  reversedOrder,
  rotatedOrder,
  setEmbedding,
  shuffleOrder,
} from '../../../dist/lib/views/order/edits.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose, thrown } from '../util.mjs';

const ref = loadReference();
const model = deriveOrder(defaultState, api);

/** The reference case for one sentence, with or without PE. */
function reference(sentence, withPE) {
  const found = ref.attention.find((c) => c.sentence === sentence && c.withPE === withPE);
  assert.ok(found, `reference for "${sentence}" ${withPE}`);
  return found;
}

/** softmax(X Xᵀ / √d) row by row, in plain JS, as the lesson defines attention. */
function softmaxWeights(x) {
  const { rows: n, cols: d, data } = x;
  const out = new Float64Array(n * n);
  for (let r = 0; r < n; r++) {
    const scores = [];
    for (let c = 0; c < n; c++) {
      let dot = 0;
      for (let j = 0; j < d; j++) dot += data[r * d + j] * data[c * d + j];
      scores.push(dot / Math.sqrt(d));
    }
    const top = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - top));
    const sum = exps.reduce((a, b) => a + b, 0);
    exps.forEach((e, c) => (out[r * n + c] = e / sum));
  }
  return out;
}

describe('order derive: the seeds\u2019 "The cat sat" / "sat cat The"', () => {
  test('the two sentences are "The cat sat" and "sat cat The"', () => {
    assert.deepEqual(
      [model.plain.runs[0].text, model.plain.runs[1].text],
      ['The cat sat', 'sat cat The'],
    );
  });

  test("without PE cat's outputs equal NumPy's in both orders (within 1e-14)", () => {
    assertClose(model.plain.runs[0].vector, reference('The cat sat', false).cat, 1e-14, 'first');
    assertClose(model.plain.runs[1].vector, reference('sat cat The', false).cat, 1e-14, 'second');
  });

  test("with PE cat's outputs equal NumPy's in both orders (within 1e-14)", () => {
    assertClose(model.withPe.runs[0].vector, reference('The cat sat', true).cat, 1e-14, 'first');
    assertClose(model.withPe.runs[1].vector, reference('sat cat The', true).cat, 1e-14, 'second');
  });

  test('the attention input with PE is embedding + PE row of the position (NumPy x)', () => {
    const x = attentionInput(defaultState.emb, [2, 1, 0], model.encoding);
    assertClose(x.data, reference('sat cat The', true).x, 1e-15, 'x');
  });

  test("every run's attention weights equal NumPy's (within 1e-14)", () => {
    for (const [comparison, withPE] of [
      [model.plain, false],
      [model.withPe, true],
    ]) {
      for (const run of comparison.runs) {
        assertClose(run.weights.data, reference(run.text, withPE).weights, 1e-14, run.text);
      }
    }
  });

  test('every row of attention weights sums to 1 and equals a direct softmax', () => {
    for (const [comparison, encoding] of [
      [model.plain, undefined],
      [model.withPe, model.encoding],
    ]) {
      for (const run of comparison.runs) {
        const n = run.order.length;
        for (let r = 0; r < n; r++) {
          const sum = run.weights.data.slice(r * n, (r + 1) * n).reduce((a, b) => a + b, 0);
          assert.ok(Math.abs(sum - 1) <= 4e-16 * n, `row ${r} of "${run.text}" sums to ${sum}`);
        }
        const direct = softmaxWeights(attentionInput(defaultState.emb, run.order, encoding));
        assertClose(run.weights.data, direct, 1e-15, run.text);
      }
    }
  });

  test('without PE the verdict is "same" with a difference of exactly 0', () => {
    assert.equal(model.plain.difference, 0);
    assert.equal(model.plain.same, true);
  });

  test('with PE the difference is the distance of the two NumPy outputs', () => {
    const expected = euclidean(
      reference('The cat sat', true).cat,
      reference('sat cat The', true).cat,
    );
    assert.ok(Math.abs(model.withPe.difference - expected) <= 1e-14, `${model.withPe.difference}`);
    assert.equal(model.withPe.same, false);
    assert.match(differenceText(model.withPe.difference), /^0\.\d{4}$/);
  });

  test('cat is followed at position 1 in both orders; the order is not the identity', () => {
    assert.equal(model.name, 'cat');
    assert.deepEqual([model.firstPosition, model.secondPosition], [1, 1]);
    assert.equal(model.isIdentity, false);
  });

  test('the same order twice gives "same" with PE too', () => {
    const same = deriveOrder({ ...defaultState, order: [0, 1, 2] }, api);
    assert.equal(same.withPe.difference, 0);
    assert.equal(same.withPe.same, true);
    assert.equal(same.isIdentity, true);
  });

  test('following The: it moves from position 0 to 2', () => {
    const the = deriveOrder({ ...defaultState, follow: 0 }, api);
    assert.equal(the.name, 'The');
    assert.deepEqual([the.firstPosition, the.secondPosition], [0, 2]);
    assert.equal(the.plain.same, true);
    assert.equal(the.withPe.same, false);
  });

  test('the PE added is the engine encoding of n x 4 at the state base', () => {
    const at100 = deriveOrder({ ...defaultState, base: 100 }, api);
    const expected = api.positionalEncoding(3, 4, { base: 100 });
    assert.deepEqual(Array.from(at100.encoding.data), Array.from(expected.data));
    assert.ok(Math.abs(at100.encoding.data[6] - Math.sin(0.1)) <= 1e-15);
  });

  test('a base out of range throws the engine RangeError naming base', () => {
    const error = thrown(() => deriveOrder({ ...defaultState, base: 1 }, api));
    assert.ok(error instanceof RangeError);
    assert.match(error.message, /base/);
  });
});

describe('order derive: text helpers', () => {
  test('differenceText: exactly 0 is "0", residues in exponent form, else 4 decimals', () => {
    assert.equal(differenceText(0), '0');
    assert.equal(differenceText(2.2e-16), '2.2e−16');
    assert.equal(differenceText(0.123456), '0.1235');
  });

  test('sentenceText joins the words in the given order', () => {
    assert.equal(sentenceText(['The', 'cat', 'sat'], [2, 0, 1]), 'sat The cat');
  });
});

describe('order edits', () => {
  test('renameWord refuses markup with a message and keeps the words', () => {
    const edit = renameWord(['The', 'cat', 'sat'], 1, '<b>x</b>');
    assert.match(edit.message, /^Word 2: "<b>x<\/b>" is not a word of 1 to 24 letters or digits/);
  });

  test('renameWord trims and replaces one word', () => {
    assert.deepEqual(renameWord(['The', 'cat', 'sat'], 1, ' dog '), {
      change: { words: ['The', 'dog', 'sat'] },
    });
  });

  test('setEmbedding refuses values beyond ±100 and empty input', () => {
    assert.match(
      setEmbedding(defaultState, 2, 3, '1e9').message,
      /sat, dimension 3: .*−100 to 100/,
    );
    assert.ok('message' in setEmbedding(defaultState, 2, 3, ''));
  });

  test('setEmbedding sets one value and leaves the state untouched', () => {
    const edit = setEmbedding(defaultState, 1, 0, '2');
    assert.deepEqual(edit.change.emb[1], [2, 0.6, 0.7, 0.8]);
    assert.equal(defaultState.emb[1][0], 0.5);
  });

  test('addWord appends "on" to the words and to the second order', () => {
    const change = addWord(defaultState);
    assert.deepEqual(change.words, ['The', 'cat', 'sat', 'on']);
    assert.deepEqual(change.order, [2, 1, 0, 3]);
    assert.equal(change.emb.length, 4);
    assert.deepEqual(change.emb[3], [0.9, 1, 1.1, 1.2]);
  });

  test('addWord gives nothing at 8 words', () => {
    const words = Array.from({ length: 8 }, (_, k) => `w${k}`);
    const full = {
      words,
      emb: words.map(() => [0, 0, 0, 0]),
      order: words.map((_, k) => k),
      follow: 0,
    };
    assert.equal(addWord(full), undefined);
  });

  test('removeWord keeps the order a permutation and the followed word', () => {
    const change = removeWord(defaultState, 0);
    assert.deepEqual(change.words, ['cat', 'sat']);
    assert.deepEqual(change.order, [1, 0]);
    assert.equal(change.words[change.follow], 'cat');
  });

  test('removeWord of the followed word follows word 0', () => {
    assert.equal(removeWord(defaultState, 1).follow, 0);
  });

  test('removeWord leaves the last word in place', () => {
    const one = { ...defaultState, words: ['x'], emb: [[0, 0, 0, 0]], order: [0], follow: 0 };
    assert.equal(removeWord(one, 0), undefined);
  });

  test('moveWord swaps the word with its neighbour', () => {
    assert.deepEqual(moveWord([2, 1, 0], 1, -1), [1, 2, 0]);
    assert.deepEqual(moveWord([2, 1, 0], 1, 1), [2, 0, 1]);
  });

  test('moveWord refuses to move a word past either end', () => {
    assert.equal(moveWord([2, 1, 0], 0, -1), undefined);
    assert.equal(moveWord([2, 1, 0], 2, 1), undefined);
  });

  test('shuffleOrder returns a different permutation when one exists', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let k = 0; k < 50; k++) {
      const next = shuffleOrder([0, 1, 2, 3], random);
      assert.deepEqual([...next].sort(), [0, 1, 2, 3]);
      assert.notDeepEqual(next, [0, 1, 2, 3]);
    }
    assert.deepEqual(shuffleOrder([0], random), [0]);
  });

  test('reversedOrder reverses 0 .. n-1', () => {
    assert.deepEqual(reversedOrder(3), [2, 1, 0]);
  });

  test('rotatedOrder moves the first word to the end', () => {
    assert.deepEqual(rotatedOrder(3), [1, 2, 0]);
  });
});

// Review 20 ORD-2: the chapter says attention is permutation-equivariant
// only without a mask. The engine: reordering the input of selfAttention
// reorders its output the same way; a causal mean (NoPE's decoder) does not.
test('self-attention without a mask is permutation-equivariant; a causal mask breaks it', async () => {
  const chapter = (await import('../../../dist/lib/content/order.js')).default;
  const rows = [
    [0.1, 0.2, 0.3, 0.4],
    [0.5, 0.6, 0.7, 0.8],
    [0.9, 1.0, 1.1, 1.2],
  ];
  const perm = [2, 0, 1];
  const matrix = (r) => ({ rows: r.length, cols: 4, data: Float64Array.from(r.flat()) });
  const out = api.selfAttention(matrix(rows)).output.data;
  const permuted = api.selfAttention(matrix(perm.map((p) => rows[p]))).output.data;
  perm.forEach((p, r) => {
    for (let j = 0; j < 4; j++) assert.ok(Math.abs(permuted[r * 4 + j] - out[p * 4 + j]) < 1e-15);
  });
  const values = [1, 0, 0, 0];
  const causal = api.nopeCausalMean(values).outputs;
  const reordered = api.nopeCausalMean([0, 0, 0, 1]).outputs;
  assert.notDeepEqual(Array.from(reordered), Array.from(causal).reverse());
  const prose = JSON.stringify(chapter.body);
  assert.match(prose, /Without a mask it is/);
  assert.match(prose, /causal mask<\/a> breaks this/);
});

describe("the tutorial's run is labelled only at its own state (review 20, ORD-1)", async () => {
  const { isTutorialRun } = await import('../../../dist/lib/views/order/values.js');
  const { defaultState: defaults } = await import('../../../dist/lib/views/state.js');

  test('the default words, order, embeddings, followed token and base are its run', () => {
    assert.equal(isTutorialRun(defaults), true);
  });

  for (const [what, change] of [
    ['another order', { order: [1, 2, 0] }],
    ['other words', { words: ['A', 'dog', 'ran'] }],
    ['another followed token', { follow: 0 }],
    ['another base', { base: 100 }],
    ['another embedding', { emb: defaults.emb.map((row, k) => (k ? row : [0, 0, 0, 0])) }],
  ]) {
    test(`${what} is not its run`, () => {
      assert.equal(isTutorialRun({ ...defaults, ...change }), false);
    });
  }
});
