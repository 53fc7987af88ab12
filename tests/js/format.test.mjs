// web/src/ui/format.ts: digit grouping by hand (no ICU start-up on the first
// frame) writes what toLocaleString('en-US') writes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { grouped } from '../../dist/lib/ui/format.js';

test('grouped matches toLocaleString("en-US") for whole numbers of every length', () => {
  const values = [0, 1, 12, 999, 1000, 65_536, 393_216, 1_000_000, 16_777_216, 2 ** 53, -1, -1234];
  for (let digits = 1; digits <= 20; digits++) values.push(Number('9'.repeat(digits)) * 0.7);
  for (const value of values) {
    assert.equal(grouped(value), Math.round(value).toLocaleString('en-US'), String(value));
  }
});

test('grouped rounds to the nearest whole number like Math.round', () => {
  assert.equal(grouped(1234.5), '1,235');
  assert.equal(grouped(999.4), '999');
  assert.equal(grouped(Infinity), '∞');
});
