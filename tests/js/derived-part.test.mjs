// ui/derived-part.ts: a part is handed back while its typed inputs are equal
// (arrays element by element) and recomputed when one changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { derivePart, sameInputs } from '../../dist/lib/ui/derived-part.js';

test('equal inputs hand back the previous part without computing', () => {
  let runs = 0;
  const compute = ({ n }) => ++runs * n;
  const first = derivePart(undefined, { n: 2 }, compute);
  assert.equal(derivePart(first, { n: 2 }, compute), first);
  assert.equal(runs, 1);
});

test('a changed input computes a new part', () => {
  const first = derivePart(undefined, { n: 2 }, ({ n }) => n * 10);
  const next = derivePart(first, { n: 3 }, ({ n }) => n * 10);
  assert.deepEqual(next.outcome, { value: 30 });
});

test('arrays are compared element by element, nested arrays too', () => {
  assert.equal(sameInputs({ dims: [0, 6] }, { dims: [0, 6] }), true);
  assert.equal(sameInputs({ emb: [[1, 2], [3]] }, { emb: [[1, 2], [3]] }), true);
  assert.equal(sameInputs({ dims: [0, 6] }, { dims: [0, 7] }), false);
  assert.equal(sameInputs({ dims: [0, 6] }, { dims: [0, 6, 20] }), false);
  assert.equal(sameInputs({ emb: [[1, 2]] }, { emb: [[1, 3]] }), false);
});

test('objects other than arrays are compared by identity', () => {
  const pe = {};
  assert.equal(sameInputs({ pe }, { pe }), true);
  assert.equal(sameInputs({ pe }, { pe: {} }), false);
});

test('an error thrown by compute is kept as its message', () => {
  const part = derivePart(undefined, { n: 1 }, () => {
    throw new RangeError('n must be 2');
  });
  assert.deepEqual(part.outcome, { error: 'n must be 2' });
});
