// Shared helpers for the JavaScript tests (not a test file itself).
import assert from 'node:assert/strict';
import { createPosEnc } from 'positional-encoding-widget';

export const api = await createPosEnc();

export const EPS = 2 ** -52;

/** The allowed error of an encoding element at position `pos`. */
export function tolerance(pos) {
  return 1e-15 + 4 * EPS * Math.abs(pos);
}

/** Asserts |actual[k] - expected[k]| <= tol(k) for every k (and equal lengths). */
export function assertClose(actual, expected, tol, what = 'value') {
  assert.equal(actual.length, expected.length, `${what}: length`);
  const tolAt = typeof tol === 'function' ? tol : () => tol;
  let worst = -1;
  let worstExcess = 0;
  for (let k = 0; k < expected.length; k++) {
    const a = actual[k];
    const e = expected[k];
    if (Object.is(a, e)) continue;
    const excess = Math.abs(a - e) - tolAt(k);
    if (!(excess <= 0) && (worst < 0 || !(excess <= worstExcess))) {
      worst = k;
      worstExcess = excess;
    }
  }
  if (worst >= 0) {
    assert.fail(
      `${what}[${worst}] = ${actual[worst]}, expected ${expected[worst]} ` +
        `(|diff| ${Math.abs(actual[worst] - expected[worst])} > tolerance ${tolAt(worst)})`,
    );
  }
}

/** Asserts that `actual` shows as `expected` at `decimals` decimals (|diff| <= half a unit). */
export function assertRounds(actual, expected, decimals, what = 'value') {
  assert.equal(actual.length, expected.length, `${what}: length`);
  const half = 0.5 * 10 ** -decimals + 1e-12;
  for (let k = 0; k < expected.length; k++) {
    assert.ok(
      Math.abs(actual[k] - expected[k]) <= half,
      `${what}[${k}] = ${actual[k]} does not round to ${expected[k]} at ${decimals} decimals`,
    );
  }
}

/** Row `r` of a row-major matrix as a subarray. */
export function row(matrix, r) {
  return matrix.data.subarray(r * matrix.cols, (r + 1) * matrix.cols);
}

/** Byte-for-byte equality of two Float64Arrays (NaN payloads and -0 included). */
export function sameBytes(a, b) {
  return (
    Buffer.compare(
      Buffer.from(a.buffer, a.byteOffset, a.byteLength),
      Buffer.from(b.buffer, b.byteOffset, b.byteLength),
    ) === 0
  );
}

/** Runs `fn`, expecting it to throw; returns the error. */
export function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.fail('expected an error, but the call returned');
}
