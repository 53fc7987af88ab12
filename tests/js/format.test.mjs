// web/src/ui/format.ts: digit grouping by hand (no ICU start-up on the first
// frame) writes what toLocaleString('en-US') writes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { grouped } from '../../dist/lib/ui/format.js';
import { exponential, fitted } from '../../dist/lib/ui/format-width.js';

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

test('fitted writes any value below 10^(chars − 3) − 1 in exactly chars characters, whatever its sign', () => {
  assert.equal(fitted(71.5191147185993, 7), '71.5191');
  assert.equal(fitted(-6.589745855964534, 7), '−6.5897');
  assert.equal(fitted(0.11167051387708682, 7), '0.11167');
  assert.equal(fitted(9999.99, 7), '9999.99');
  assert.equal(fitted(-8192, 7), '−8192.0');
  // A tiny negative keeps its sign rather than a shorter 0.0000.
  assert.equal(fitted(-0.000005, 7), '−0.0000');
  assert.equal(fitted(0, 7), '0.00000');
  assert.equal(fitted(-0, 7), '0.00000');
  for (const chars of [6, 7, 10]) {
    for (let k = 0; k < 2000; k++) {
      const magnitude = 10 ** (((k % 97) / 97) * (chars - 3 + 12) - 12);
      const value = (k % 2 ? -1 : 1) * magnitude * (0.5 + ((k * 7919) % 1000) / 1000);
      if (Math.abs(value) >= 10 ** (chars - 3) * 0.99) continue;
      assert.equal([...fitted(value, chars)].length, chars, `${value} in ${chars}`);
      // Within half a unit of the last digit written.
      const text = fitted(value, chars);
      const decimals = text.length - text.indexOf('.') - 1;
      assert.ok(Math.abs(Number(text.replace('−', '-')) - value) <= 0.5 * 10 ** -decimals + 1e-15);
    }
  }
});

test('exponential writes two exponent digits, as printf("%.1e"): one width for 0 and 1e−99 to 9.9e99', () => {
  assert.equal(exponential(2.7755575615628914e-17, 2), '2.8e−17');
  assert.equal(exponential(3.552713678800501e-15, 3), '3.55e−15');
  assert.equal(exponential(0, 2), '0.0e+00');
  assert.equal(exponential(1.5e-9, 2), '1.5e−09');
  assert.equal(exponential(12345, 2), '1.2e+04');
  assert.equal(exponential(-2e-5, 2), '−2.0e−05');
  for (const value of [0, 1e-99, 9.96e-10, 1, 9.9e99]) {
    assert.equal(exponential(value, 2).length, 7, String(value));
  }
  assert.equal(exponential(1e-100, 2), '1.0e−100');
});
