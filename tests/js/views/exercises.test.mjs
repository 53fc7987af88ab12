// The exercises view's pure module: the shapes a Run asks for, the failure
// explanations, the share-link limit, and the engine's verdicts on the
// numeric questions and guided exercises, checked against closed forms
// computed here independently of the engine.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseQuery, toQuery, defaultState } from '../../../dist/lib/state.js';
import {
  BASE_SHAPES,
  MAX_LINK_QUERY_LENGTH,
  checkDot,
  checkLongest,
  checkPe0,
  codeLinkFits,
  derive,
  dotQuestion,
  errorMapSize,
  explainFailure,
  longestPair,
  parseNumbers,
  runShapes,
  verifyEx1,
  verifyEx2,
  verifyEx3,
} from '../../../dist/lib/views/exercises/derive.js';
import { api as pe } from '../util.mjs';

const omega = (i, d) => Math.pow(10000, (-2 * i) / d);

function close(actual, expected, tol, what) {
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} vs ${expected}`);
}

test('a run asks for the base shapes plus the reader’s small shape', () => {
  assert.deepEqual(runShapes(16, 32), [...BASE_SHAPES.map((s) => [...s]), [16, 32]]);
  assert.deepEqual(derive({ ...defaultState, seqLen: 16, dModel: 32 }).shapes.at(-1), [16, 32]);
});

test('a run does not repeat a base shape or add one larger than 128', () => {
  assert.equal(runShapes(50, 8).length, BASE_SHAPES.length);
  assert.equal(runShapes(129, 8).length, BASE_SHAPES.length);
  assert.equal(runShapes(8, 130).length, BASE_SHAPES.length);
});

test('numbers are parsed from commas, spaces, semicolons and brackets', () => {
  assert.deepEqual(parseNumbers('[0, 1; 0.5  -2]'), [0, 1, 0.5, -2]);
  assert.equal(parseNumbers('0, x, 1'), '"x" is not a number');
});

test('PE(0) at d_model 8 is right only as 0, 1 repeated', () => {
  assert.equal(checkPe0(pe, '0, 1, 0, 1, 0, 1, 0, 1').ok, true);
  const wrong = checkPe0(pe, '1 0 1 0 1 0 1 0');
  assert.equal(wrong.ok, false);
  assert.match(wrong.message, /dimension 0 is wrong/);
  assert.match(checkPe0(pe, '0 1 0 1 0 1 0').message, /You typed 7 numbers/);
  assert.match(checkPe0(pe, '0 1 a').message, /"a" is not a number/);
});

test('the longest wavelength at d_model 512 is pair 255, 2π·10000^(510/512)', () => {
  const { pair, wavelengths } = longestPair(pe, 512);
  assert.equal(pair, 255);
  close(wavelengths[255], 2 * Math.PI * Math.pow(10000, 510 / 512), 1e-9, 'wavelength');
  assert.equal(checkLongest(pe, ' 255 ').ok, true);
  assert.equal(checkLongest(pe, '0').ok, false);
  assert.equal(checkLongest(pe, '').ok, false);
});

test('PE5·PE8 and PE10·PE13 at d_model 512 both equal Σ cos(3ω_i)', () => {
  let reference = 0;
  for (let i = 0; i < 256; i++) reference += Math.cos(3 * omega(i, 512));
  const { a, b, equal } = dotQuestion(pe);
  close(a, reference, 1e-11, 'PE5·PE8');
  close(b, reference, 1e-11, 'PE10·PE13');
  assert.equal(equal, true);
  assert.equal(checkDot(pe, 'yes').ok, true);
  assert.equal(checkDot(pe, 'no').ok, false);
});

test('exercise 1 finds 50 distinct rows in [−1, 1] at d_model 64', () => {
  const r = verifyEx1(pe, 50, 64);
  assert.equal(r.unique, 50);
  assert.equal(r.max, 1); // cos(0) in row 0
  assert.ok(r.min >= -1 && r.min < -0.99, `min ${r.min}`);
  assert.throws(() => verifyEx1(pe, 20000, 64), RangeError);
});

test('exercise 2 maps PE(pos) to PE(pos+k) with one rotation at pair 3, k 7', () => {
  const d = 64;
  const w = omega(3, d);
  const { r, rows, maxError } = verifyEx2(pe, 3, 7, d);
  close(r[0], Math.cos(7 * w), 1e-15, 'R00');
  close(r[1], Math.sin(7 * w), 1e-15, 'R01');
  close(r[2], -Math.sin(7 * w), 1e-15, 'R10');
  close(r[3], Math.cos(7 * w), 1e-15, 'R11');
  assert.deepEqual(
    rows.map((row) => row.pos),
    [0, 3, 17, 42, 100],
  );
  for (const row of rows) {
    close(row.actual[0], Math.sin((row.pos + 7) * w), 1e-13, `sin at ${row.pos}`);
    close(row.actual[1], Math.cos((row.pos + 7) * w), 1e-13, `cos at ${row.pos}`);
  }
  assert.ok(maxError < 1e-12, `max error ${maxError}`);
});

test('exercise 3: a lower pair oscillates faster, and a shared pair ties', () => {
  const r = verifyEx3(pe, 64, 2, 40, 'b');
  assert.equal(r.faster, 'a');
  assert.equal(r.correct, false);
  close(r.wa, (2 * Math.PI) / omega(1, 64), 1e-9, 'wavelength of dim 2');
  assert.equal(verifyEx3(pe, 64, 2, 40, 'a').correct, true);
  assert.equal(verifyEx3(pe, 64, 4, 5, null).faster, 'same');
  assert.throws(() => verifyEx3(pe, 64, 64, 1, 'a'), /from 0 to 63; got 64/);
});

test('failures that name the network, the page or a syntax error get a hint', () => {
  assert.match(
    explainFailure('thrown', 'TypeError: fetch is not a function'),
    /network is unavailable/,
  );
  assert.match(explainFailure('thrown', 'ReferenceError: document is not defined'), /no document/);
  assert.match(explainFailure('syntax', 'SyntaxError: x'), /^Your code could not be loaded/);
  assert.equal(explainFailure('timeout', 'Time limit'), 'Time limit');
});

test('the error map has square cells, at most 480 x 360 px', () => {
  assert.deepEqual(errorMapSize(3, 4), { width: '160px', height: '120px' });
  assert.deepEqual(errorMapSize(50, 8), { width: '58px', height: '360px' });
});

test('code that fits in a link comes back whole from the page’s parser', () => {
  const code = 'function positionalEncoding(n, d) {\n  return [];\n}\n'.repeat(40);
  const state = { ...defaultState, view: 'exercises' };
  const { fits, length } = codeLinkFits(state, code);
  assert.equal(fits, true);
  const query = toQuery({ ...state, code });
  assert.equal(query.length, length);
  assert.equal(parseQuery(query).state.code, code);
});

test('code whose link would be cut by the page’s parser is refused', () => {
  // Incompressible text: 12,000 letters from xorshift32.
  let x = 2463534242;
  const letters = Array.from({ length: 12000 }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return String.fromCharCode(97 + ((x >>> 0) % 26));
  }).join('');
  const { fits, length } = codeLinkFits({ ...defaultState }, `// ${letters}`);
  assert.equal(fits, false);
  assert.ok(length > MAX_LINK_QUERY_LENGTH);
});
