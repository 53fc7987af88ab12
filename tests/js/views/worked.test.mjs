// The worked example's derive module (d_model = 4, three positions) against
// the seeds' numbers, the NumPy reference matrix and Math.sin/cos.
// Needs `npm run build:lib`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  D_MODEL,
  POSITIONS,
  baseText,
  cutOff,
  deriveWorked,
  isKnifeEdge,
  list,
  short,
} from '../../../dist/lib/views/worked/derive.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { workedValues } from '../../../dist/lib/views/worked/values.js';
import { assertSlotWidths } from '../content/slot-widths.mjs';
import { loadReference } from '../reference.mjs';
import { api, assertClose, assertRounds, thrown } from '../util.mjs';

const ref = loadReference();
const model = deriveWorked(defaultState, api);
const values = model.cells.flat().map((cell) => cell.value);

describe('worked derive at base 10000 (the sources)', () => {
  test('the example is 3 positions by d_model = 4, cells in row order', () => {
    assert.equal(D_MODEL, 4);
    assert.equal(POSITIONS, 3);
    assert.deepEqual(
      model.cells.flat().map((c) => [c.pos, c.dim]),
      Array.from({ length: 12 }, (_, k) => [Math.floor(k / 4), k % 4]),
    );
  });

  test('cell values equal the NumPy reference matrix (3, 4) within 1e-15', () => {
    const expected = ref.encode.find(
      (c) =>
        c.seqLen === 3 && c.dModel === 4 && c.layout === 'interleaved' && c.variant === 'correct',
    );
    assertClose(values, expected.data, 1e-15, 'PE');
  });

  test('cell values print as the seeds at 4 decimals: 0.8415, 0.5403, 0.9093, -0.4161, ...', () => {
    const seeds = [0, 1, 0, 1, 0.8415, 0.5403, 0.01, 1, 0.9093, -0.4161, 0.02, 0.9998];
    assertRounds(values, seeds, 4, 'PE');
  });

  test('cell values print as the seeds at 5 decimals: 0.84147, 0.99995, -0.41615', () => {
    const seeds = [0, 1, 0, 1, 0.84147, 0.5403, 0.01, 0.99995, 0.9093, -0.41615, 0.02, 0.9998];
    assertRounds(values, seeds, 5, 'PE');
  });

  test('each cell is the sin or cos of its angle (within 1e-15)', () => {
    for (const cell of model.cells.flat()) {
      const expected = cell.fn === 'sin' ? Math.sin(cell.angle) : Math.cos(cell.angle);
      assert.ok(Math.abs(cell.value - expected) <= 1e-15, `PE(${cell.pos}, ${cell.dim})`);
    }
  });

  test('the angles of positions 1 and 2 are 1, 0.01, 2 and 0.02', () => {
    const angle = (pos, dim) => model.cells[pos][dim].angle;
    assertClose([angle(1, 0), angle(1, 2), angle(2, 1), angle(2, 3)], [1, 0.01, 2, 0.02], 1e-17);
  });

  test('columns 2i and 2i+1 are sin and cos of pair i', () => {
    assert.deepEqual(
      model.cells[0].map((c) => [c.fn, c.pair]),
      [
        ['sin', 0],
        ['cos', 0],
        ['sin', 1],
        ['cos', 1],
      ],
    );
  });

  test('the divisors are 10000^0 = 1 and 10000^0.5 = 100, exponents 0 and 0.5', () => {
    assert.equal(model.divisors[0], 1);
    assert.ok(Math.abs(model.divisors[1] - 100) <= 1e-12, `${model.divisors[1]}`);
    assert.deepEqual(model.exponents, [0, 0.5]);
  });

  test('the wavelengths are the NumPy reference 2π and 200π', () => {
    const expected = ref.wavelengths.find(
      (c) => c.dModel === 4 && c.base === 1e4 && c.variant === 'correct',
    );
    assertClose(model.wavelengths, expected.data, 1e-12, 'wavelengths');
  });

  test('cos(0.01) = PE(1, 3) is the one knife-edge cell; cut off it reads 0.9999', () => {
    assert.deepEqual(
      model.knifeEdges.map((c) => [c.pos, c.dim]),
      [[1, 3]],
    );
    assert.equal(cutOff(model.knifeEdges[0].value).toFixed(4), '0.9999');
    assert.equal(model.knifeEdges[0].value.toFixed(4), '1.0000');
  });

  test('embedding + PE is the seeds\u2019 [0.1, 1.2, 0.3, 1.4], [1.34147, ...], [1.8093, ...]', () => {
    assert.deepEqual(
      model.sums.map((s) => list(s.sum)),
      [
        '[0.1, 1.2, 0.3, 1.4]',
        '[1.34147, 1.1403, 0.71, 1.79995]',
        '[1.8093, 0.58385, 1.12, 2.1998]',
      ],
    );
  });

  test('each sum is the embedding plus the PE row of its position', () => {
    for (const s of model.sums) {
      assert.deepEqual(s.embedding, defaultState.emb[s.pos]);
      assert.deepEqual(
        s.sum,
        s.embedding.map((e, j) => e + values[s.pos * 4 + j]),
      );
    }
  });

  test('the observations: 3 unique rows, pair 1 turns 100 times slower, values in [-0.4161, 1]', () => {
    assert.equal(model.unique, 3);
    assert.ok(Math.abs(model.ratio - 100) <= 1e-12);
    assert.equal(model.min, Math.cos(2));
    assert.equal(model.max, 1);
  });
});

describe('worked derive at other inputs', () => {
  const at100 = deriveWorked({ ...defaultState, base: 100 }, api);

  test('at base 100 the divisors are 1 and 10 and PE(1, 2) = sin(0.1)', () => {
    assert.ok(Math.abs(at100.divisors[1] - 10) <= 1e-13);
    assert.ok(Math.abs(at100.cells[1][2].value - Math.sin(0.1)) <= 1e-15);
  });

  test('at base 100 the sum for cat is [1.34147, 1.1403, 0.79983, 1.795]', () => {
    assert.equal(list(at100.sums[1].sum), '[1.34147, 1.1403, 0.79983, 1.795]');
  });

  test('with two words only two sums are shown', () => {
    const two = deriveWorked(
      { ...defaultState, words: ['a', 'b'], emb: defaultState.emb.slice(0, 2) },
      api,
    );
    assert.deepEqual(
      two.sums.map((s) => s.word),
      ['a', 'b'],
    );
  });

  test('a base out of range throws the engine RangeError naming base', () => {
    const error = thrown(() => deriveWorked({ ...defaultState, base: 0.5 }, api));
    assert.ok(error instanceof RangeError);
    assert.match(error.message, /base/);
  });
});

describe('worked text helpers', () => {
  test('short drops trailing zeros as NumPy prints: 0.5403, 0.71, 1', () => {
    assert.deepEqual([short(0.54030230586), short(0.71), short(1)], ['0.5403', '0.71', '1']);
  });

  test('short writes negatives with U+2212 and no "-0"', () => {
    assert.deepEqual([short(-0.416146836), short(-1e-9)], ['−0.41615', '0']);
  });

  test('isKnifeEdge flags values within 1e-9 of a 4-decimal midpoint only', () => {
    assert.equal(isKnifeEdge(Math.cos(0.01)), true);
    assert.equal(isKnifeEdge(Math.sin(1)), false);
  });

  test('baseText writes the base with up to 8 significant digits', () => {
    assert.deepEqual(
      [baseText(10000), baseText(1.5), baseText(123456789)],
      ['10000', '1.5', '123456790'],
    );
  });
});

test("the frame's slots are as wide as the view's numbers at bases 2 to 1e9", () => {
  for (const base of [2, 10, 100, 500, 10000, 100000, 1e9]) {
    const state = { ...defaultState, base };
    const checked = assertSlotWidths(
      workedValues(state),
      workedValues(state, deriveWorked(state, api)),
      `base ${base}`,
    );
    assert.deepEqual(checked, ['div0', 'div1', 'ratio']);
  }
});
