// The relative-position view's derive module, checked against the NumPy
// reference (tests/reference/generate.py) and against sums written out here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  defaultCell,
  derive,
  diagonalThrough,
  dotSize,
  dotsNote,
  pairText,
  posSliderMax,
  sweepOf,
} from '../../../dist/lib/views/relative/derive.js';
import { defaultState } from '../../../dist/lib/views/state.js';
import { parseWholeNumber } from '../../../dist/lib/ui/whole-number.js';
import { loadReference } from '../reference.mjs';
import { api, assertClose } from '../util.mjs';

const ref = loadReference();

function stateWith(changes) {
  return { ...defaultState, view: 'relative', ...changes };
}

describe('relative derive: the rotation R_k', () => {
  const model = derive(stateWith({ dModel: 8, k: 5, pair: 0 }), api);
  const rotation = model.rotation.outcome.value;

  test('the 2x2 block at d_model 8, k 5, pair 0 equals NumPy [[cos 5, sin 5], [-sin 5, cos 5]]', () => {
    assertClose(rotation.matrix, ref.rotation.matrix, 1e-15, 'R_5');
  });

  test("the course's table rows (pos 0, 3, 7, 12, 20) equal NumPy's actual and predicted pairs", () => {
    assert.deepEqual(
      rotation.rows.slice(0, 5).map((row) => row.pos),
      ref.rotation.rows.map((row) => row.pos),
    );
    for (const [r, expected] of ref.rotation.rows.entries()) {
      const row = rotation.rows[r];
      assertClose(row.actual, expected.actual, 1e-15, `actual PE(${row.pos} + 5)`);
      assertClose(row.predicted, expected.predicted, 1e-14, `R_5 PE(${row.pos})`);
    }
  });

  test('the table prints the course values, e.g. [−0.9589  0.2837] at pos 0', () => {
    assert.equal(pairText(rotation.rows[0].predicted), '[−0.9589  0.2837]');
    assert.equal(pairText(rotation.rows[4].actual), '[−0.1324  0.9912]');
  });

  test('the selected position 10 is added to the table and its whole vector matches', () => {
    assert.equal(rotation.rows.length, 6);
    assert.equal(rotation.check.pos, 10);
    assert.ok(rotation.check.vectorError <= 1e-12, `error ${rotation.check.vectorError}`);
  });

  test('R_k times PE(pos) = PE(pos + k) over all 512 dimensions at pos 10 and 37 (NumPy shift)', () => {
    for (const expected of ref.shift) {
      const m = derive(stateWith({ dModel: 512, pos: expected.from, k: expected.k }), api);
      const check = m.rotation.outcome.value.check;
      assert.ok(check.vectorError <= 1e-12, `pos ${expected.from}: ${check.vectorError}`);
      // Pair 0 of the engine's prediction against NumPy's rotated vector.
      assertClose(check.predicted, expected.shifted.subarray(0, 2), 1e-14, 'shifted pair 0');
      assertClose(check.actual, expected.target.subarray(0, 2), 1e-14, 'PE(pos + k) pair 0');
    }
  });

  test('theta_k = k / 10000^(2i/d): pair 3 at d_model 8, k 5 turns by 5 / 10000^(6/8)', () => {
    const m = derive(stateWith({ dModel: 8, k: 5, pair: 3 }), api);
    const r = m.rotation.outcome.value;
    assert.equal(r.pair, 3);
    assert.ok(Math.abs(r.theta - 5 / 10000 ** (6 / 8)) <= 1e-15, `${r.theta}`);
    assertClose(
      r.matrix,
      [Math.cos(r.theta), Math.sin(r.theta), -Math.sin(r.theta), Math.cos(r.theta)],
      1e-15,
    );
  });

  test('a pair beyond d_model / 2 - 1 is clamped to the last pair', () => {
    const m = derive(stateWith({ dModel: 8, pair: 40 }), api);
    assert.equal(m.rotation.outcome.value.pair, 3);
  });

  test('the arc drops whole turns and keeps the sign: theta 7 and -7 sweep 7 - 2π and 2π - 7', () => {
    assert.ok(Math.abs(sweepOf(7) - (7 - 2 * Math.PI)) < 1e-15);
    assert.ok(Math.abs(sweepOf(-7) + (7 - 2 * Math.PI)) < 1e-15);
    assert.equal(sweepOf(1.5), 1.5);
  });
});

describe('relative derive: the dot-product matrix', () => {
  const model = derive(stateWith({ dModel: 512 }), api);
  const dots = model.dots.outcome.value;

  test('PE5·PE8 = PE20·PE23 = 211.7494 at d_model 512 (NumPy fsum)', () => {
    const G = ref.dotProducts.data;
    const n = ref.dotProducts.seqLen;
    assert.equal(dots.seed[0].toFixed(4), '211.7494');
    assert.equal(dots.seed[1].toFixed(4), '211.7494');
    assert.ok(Math.abs(dots.seed[0] - G[5 * n + 8]) <= 1e-11);
    assert.ok(Math.abs(dots.seed[1] - G[20 * n + 23]) <= 1e-11);
  });

  test('its 50 x 50 corner equals NumPy PE PE^T at d_model 512', () => {
    const n = ref.dotProducts.seqLen;
    const corner = new Float64Array(n * n);
    for (let p = 0; p < n; p++) {
      for (let q = 0; q < n; q++) corner[p * n + q] = dots.matrix.data[p * dots.n + q];
    }
    assertClose(corner, ref.dotProducts.data, 1e-11, 'PE PE^T');
  });

  test('every diagonal is constant to 1e-9 and the main one is d_model / 2 = 256', () => {
    for (let offset = -(dots.n - 1); offset < dots.n; offset++) {
      const d = diagonalThrough(dots.matrix, Math.max(0, -offset), Math.max(0, offset));
      assert.equal(d.offset, offset);
      assert.equal(d.count, dots.n - Math.abs(offset));
      assert.ok(d.hi - d.lo <= 1e-9, `offset ${offset}: ${d.lo}..${d.hi}`);
    }
    assert.equal(dots.max, 256);
    const main = diagonalThrough(dots.matrix, 0, 0);
    assert.ok(Math.abs(main.lo - 256) <= 1e-12 && Math.abs(main.hi - 256) <= 1e-12);
  });

  test('the colour scale runs from the smallest entry to d_model / 2', () => {
    assert.equal(dots.min, Math.min(...dots.matrix.data));
  });

  test('the matrix shows min(seqLen, 128, √(2^22 / d_model)) positions', () => {
    assert.equal(dots.n, 64);
    assert.equal(dotSize(1000, 128), 128);
    assert.equal(dotSize(1000, 8192), 22);
    assert.equal(dotSize(1, 65536), 1);
    assert.equal(
      dotsNote(22, 1000, 8192),
      'Showing positions 0–21: at d_model = 8192 a larger matrix would take too long.',
    );
    assert.equal(dotsNote(128, 5000, 128), 'Showing positions 0–127 of 5,000.');
    assert.equal(dotsNote(64, 64, 128), '');
  });

  test('the keyboard starts at (pos, pos + k) when it is in the matrix, else on row 0', () => {
    assert.deepEqual(defaultCell(64, 10, 3), { row: 10, col: 13 });
    assert.deepEqual(defaultCell(64, 10, -30), { row: 0, col: 0 });
    assert.deepEqual(defaultCell(64, 100, 5), { row: 0, col: 5 });
    assert.deepEqual(defaultCell(8, 100, 50), { row: 0, col: 7 });
  });

  test('the position slider reaches the sequence end, at least 24 and at most 500', () => {
    assert.equal(posSliderMax(64), 63);
    assert.equal(posSliderMax(3), 24);
    assert.equal(posSliderMax(1_000_000), 500);
  });
});

describe('relative derive: parts and errors', () => {
  test('changing pos or k keeps the dot-product part; changing d_model recomputes both', () => {
    const first = derive(stateWith({}), api);
    const moved = derive(stateWith({ pos: 11, k: -2 }), api, first);
    assert.equal(moved.dots, first.dots);
    assert.notEqual(moved.rotation, first.rotation);
    assert.equal(moved.rotation.outcome.value.check.pos, 11);
    const wider = derive(stateWith({ pos: 11, k: -2, dModel: 256 }), api, moved);
    assert.notEqual(wider.dots, moved.dots);
    assert.notEqual(wider.rotation, moved.rotation);
  });

  test('an engine error is kept as the part’s message, naming the parameter', () => {
    const m = derive(stateWith({ dModel: 7 }), api);
    assert.match(m.rotation.outcome.error, /dModel/);
    assert.match(m.dots.outcome.error, /dModel/);
    assert.equal(m.dots.outcome.value, undefined);
  });
});

describe('relative view: typed positions and offsets', () => {
  test('a whole number in range is read as a number', () => {
    assert.deepEqual(parseWholeNumber(' -32 ', -1_000_000, 1_000_000, 'Offset k'), { value: -32 });
  });

  test('a fraction, an empty field or a value out of range names the field and its range', () => {
    const expected = 'Offset k must be a whole number from −1,000,000 to 1,000,000; got "1.5".';
    assert.equal(parseWholeNumber('1.5', -1_000_000, 1_000_000, 'Offset k').error, expected);
    assert.match(
      parseWholeNumber('', 0, 10, 'Pair i').error,
      /^Pair i must be a whole number from 0 to 10; got ""\.$/,
    );
    assert.match(parseWholeNumber('11', 0, 10, 'Pair i').error, /got "11"/);
    assert.match(parseWholeNumber('1e3', 0, 10, 'Pair i').error, /got "1e3"/);
  });
});
