// attentionTerms through the JS API (the built WebAssembly module) against
// the NumPy reference written from the definitions (tests/reference/
// attention_terms.py), the structure the attention chapter states, and its
// bad-input rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadReference } from './reference.mjs';
import { api, assertClose, thrown } from './util.mjs';

const ref = loadReference();
const TERMS = ['contentContent', 'contentPosition', 'positionContent', 'positionPosition', 'score'];
const range = (n, first = 0) => Array.from({ length: n }, (_, k) => first + k);

function assertError(fn, Kind, param, fragment) {
  const error = thrown(fn);
  assert.ok(error instanceof Kind, `${error}`);
  assert.equal(error.param, param);
  assert.ok(error.message.includes(fragment), error.message);
}

/** The largest max - min of the position-position term along a diagonal m - n. */
function diagonalSpread({ rows: n, data }) {
  let spread = 0;
  for (let offset = -(n - 1); offset < n; offset++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let m = 0; m < n; m++) {
      const j = m - offset;
      if (j < 0 || j >= n) continue;
      lo = Math.min(lo, data[m * n + j]);
      hi = Math.max(hi, data[m * n + j]);
    }
    spread = Math.max(spread, hi - lo);
  }
  return spread;
}

describe('attentionTerms against NumPy', () => {
  assert.equal(ref.attentionTerms.length, 5);
  for (const r of ref.attentionTerms) {
    const name = `${r.tokens.length} tokens, dModel ${r.dModel}, ${r.randomProjections ? `random W (seed ${r.seed})` : 'identity W'}`;
    test(`${name}: the four terms, the score, the embeddings and the encodings`, () => {
      const t = api.attentionTerms(r.tokens, r.positions, r.dModel, {
        base: r.base,
        randomProjections: r.randomProjections,
        seed: r.seed,
      });
      const n = r.tokens.length;
      const tolerance = 1e-12 * r.dModel;
      TERMS.forEach((key, k) => {
        assert.equal(t[key].rows, n);
        assert.equal(t[key].cols, n);
        assertClose(t[key].data, r.terms.subarray(k * n * n, (k + 1) * n * n), tolerance, key);
      });
      assertClose(t.embeddings.data, r.embeddings, tolerance, 'embeddings');
      assertClose(t.encodings.data, r.encodings, tolerance, 'encodings');
    });
  }
});

describe('attentionTerms: what the chapter says', () => {
  test('the four terms add up to the score, identity and random projections', () => {
    for (const options of [{}, { randomProjections: true, seed: 11 }]) {
      const t = api.attentionTerms([7, 1, 7, 3], range(4), 32, options);
      for (let k = 0; k < 16; k++) {
        const sum = TERMS.slice(0, 4).reduce((s, key) => s + t[key].data[k], 0);
        assert.ok(Math.abs(sum - t.score.data[k]) <= 1e-12, `${k}: ${sum} vs ${t.score.data[k]}`);
      }
    }
  });

  test('identity projections: the position-position term is the same along every diagonal', () => {
    const { positionPosition } = api.attentionTerms(range(8, 100), range(8), 64);
    assert.ok(diagonalSpread(positionPosition) < 1e-12);
  });

  test('random projections: the position-position term is not a function of m − n', () => {
    const { positionPosition } = api.attentionTerms(range(8, 100), range(8), 64, {
      randomProjections: true,
    });
    assert.ok(diagonalSpread(positionPosition) > 0.5);
  });

  test('reordering the tokens moves the content-content term and leaves the position-position term', () => {
    const tokens = [10, 20, 30, 40];
    const order = [2, 0, 3, 1];
    const options = { randomProjections: true, seed: 2 };
    const a = api.attentionTerms(tokens, range(4), 16, options);
    const b = api.attentionTerms(
      order.map((w) => tokens[w]),
      range(4),
      16,
      options,
    );
    for (let m = 0; m < 4; m++) {
      for (let n = 0; n < 4; n++) {
        assert.equal(
          b.contentContent.data[m * 4 + n],
          a.contentContent.data[order[m] * 4 + order[n]],
        );
        assert.equal(b.positionPosition.data[m * 4 + n], a.positionPosition.data[m * 4 + n]);
      }
    }
    assert.notDeepEqual(b.contentContent.data, a.contentContent.data);
  });
});

describe('attentionTerms: bad inputs', () => {
  test('positions of another length is a RangeError naming positions', () => {
    assertError(() => api.attentionTerms([1, 2], [0], 8), RangeError, 'positions', 'got 1');
  });

  test('a fractional token id is a RangeError naming the element', () => {
    assertError(
      () => api.attentionTerms([1, 2.5], [0, 1], 8),
      RangeError,
      'tokens[1]',
      'tokens[1] must be a whole number from 0 to 2^53',
    );
  });

  test('odd dModel is a RangeError naming dModel', () => {
    assertError(() => api.attentionTerms([1], [0], 7), RangeError, 'dModel', 'got 7');
  });

  test('past the cost limit is a RangeError naming the cost and maxTrigElements', () => {
    assertError(
      () => api.attentionTerms([1], [0], 2048),
      RangeError,
      'tokens.length',
      `tokens.length * dModel * (tokens.length + dModel) (the cost of attentionTerms) must be at most ${api.limits.maxTrigElements}`,
    );
  });

  test('a non-boolean randomProjections is a TypeError naming it', () => {
    assertError(
      () => api.attentionTerms([1], [0], 8, { randomProjections: 'yes' }),
      TypeError,
      'randomProjections',
      'true or false',
    );
  });

  test('an unknown option is a TypeError naming the allowed ones', () => {
    assertError(
      () => api.attentionTerms([1], [0], 8, { projections: 'random' }),
      TypeError,
      'options',
      'allowed: base, randomProjections, seed',
    );
  });

  test('a negative seed is a RangeError naming seed', () => {
    assertError(
      () => api.attentionTerms([1], [0], 8, { seed: -1 }),
      RangeError,
      'seed',
      'seed must be a whole number from 0 to 2^53',
    );
  });
});
